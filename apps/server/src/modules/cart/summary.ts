/**
 * The cart's answers built from a priced cart: cart detail's envelope, the badge count, and the
 * order summary grouped per orderSummaryFilterLevelCode (rules/cart groupSummaryLines).
 */
import type { TCartDetailResponse, TOrderSummaryGroup } from '@restock/domain/contracts/cart';
import { cartCount, groupSummaryLines } from '@restock/domain/rules/cart';
import { formatApiDate } from '@restock/domain/rules/delivery';
import { paiseToNumber, sumPaise } from '@restock/domain/rules/pricing';
import type { PricedCart } from './pricing.ts';

/** Cart detail: the lines (spec), and next to the envelope the stock warning, free goods, totals and dates. */
export function cartDetailEnvelope(cart: PricedCart, withTotals: boolean): TCartDetailResponse {
  const data = cart.lines.map((l) => l.line);
  return {
    Status: 1,
    Data: data,
    Msg: '',
    Code: '',
    Count: data.length,
    TotalCount: data.length,
    isShowSIHWarning: cart.stock.level !== 'ok',
    FreeProducts: cart.free,
    Totals: withTotals ? cart.totals : null,
    IsFOC: cart.kind === 'foc',
    StandardDeliveryDate: formatApiDate(cart.dates.standard),
    ExpressDeliveryDate: cart.dates.express ? formatApiDate(cart.dates.express) : null,
  };
}

/** The badge count: lines with a quantity plus free goods lines (rules/cart cartCount). */
export function cartBadgeCount(cart: PricedCart): number {
  return cartCount(
    cart.lines.map((l) => l.line),
    cart.free,
  );
}

/** The order summary's groups, each with its quantity and amounts (exact sums of its lines). */
export function summaryGroups(cart: PricedCart, levelCode: string): TOrderSummaryGroup[] {
  return groupSummaryLines(cart.lines, levelCode).map((g) => ({
    FilterLevelCode: g.level,
    Id: g.id,
    Name: g.name,
    Lines: g.lines.map((l) => l.line),
    GrossAmount: paiseToNumber(sumPaise(g.lines.map((l) => l.amounts.gross))),
    NetAmount: paiseToNumber(sumPaise(g.lines.map((l) => l.amounts.net))),
    TotalQty: g.lines.reduce((n, l) => n + l.line.Qty, 0),
  }));
}
