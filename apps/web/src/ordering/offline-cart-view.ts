/**
 * The cart as the retailer left it offline (decision 124, "Cart edits offline"): the cached cart
 * answers and product lists with the queued edits (ordering/cart-outbox.ts) put in, so the cart page,
 * the badge and the cards show them at once. Every patch sets absolute quantities, so applying the
 * same edits again (after a reopen, or after a reload from the server while they wait) changes
 * nothing more. Amounts of a changed line are Price x Qty (no discount, scheme or tax: the server
 * works those out when the edit arrives), and the totals say they are estimated.
 */
import type {
  TCartDetailResponse,
  TCartLine,
  TCartTotals,
  TFreeProduct,
  TOrderSummaryGroup,
} from '@restock/domain/contracts/cart';
import { cartCount, cartKind, MAX_LINE_QTY } from '@restock/domain/rules/cart';
import { meetsMinimumOrderValue, paiseToNumber, sumPaise, toPaise } from '@restock/domain/rules/pricing';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { QueuedEdit } from './cart-outbox';
import { patchProductQuantities, quantitiesOf } from './upload';

/** A cart answer with queued edits in it: its amounts are estimates until the server has them. */
export type EstimatedCartDetail = TCartDetailResponse & { Estimated?: true };

function lineKey(l: { DistributorId: number; ProductId: number }): string {
  return `${l.DistributorId}:${l.ProductId}`;
}

function money(value: number | string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  try {
    return paiseToNumber(toPaise(value));
  } catch {
    return fallback;
  }
}

/** A line's amounts at a quantity: Price x Qty, nothing taken off or added. */
function withQty(line: TCartLine, qty: number): TCartLine {
  const total = paiseToNumber(toPaise(line.Price) * BigInt(qty));
  return {
    ...line,
    Qty: qty,
    DiscAmount: 0,
    SchemeAmount: 0,
    TaxAmount: 0,
    LineTotal: total,
    NetAmount: total,
  };
}

/**
 * The cart line of a queued edit: the line it changes with the new quantity, or, for a product not
 * in the cart yet, one built from the upload line and what the screen knew of the product (neutral
 * values for the rest: no discount, no scheme, stock not limiting).
 */
export function queuedCartLine(
  edit: QueuedEdit,
  earlier: TCartLine | undefined,
  deliveryDate = '',
): TCartLine {
  const qty = Number(edit.line.Qty);
  if (earlier) return withQty(earlier, qty);
  const { line } = edit;
  const p = edit.product ?? {};
  const isFree = line.IsFree === true || line.IsFree === 1 || p.IsFree === 1 ? 1 : 0;
  return withQty(
    {
      ProductId: Number(line.PId),
      PrincipalId: Number(line.PrincipalId),
      ProductName: line.PName ?? '',
      ProductCode: p.ProductCode ?? '',
      Price: money(line.Price, p.Price ?? 0),
      Qty: qty,
      ConversionQty: p.ConversionQty ?? 1,
      IsFree: isFree,
      DeliveryDate: deliveryDate,
      DiscountId: Number(line.DiscountId ?? 0),
      SchemeId: Number(line.SchemeId ?? 0),
      Scheme: null,
      ImageUrl: line.ImageUrl ?? '',
      DistributorId: Number(line.DistributorId),
      UomId: Number(line.UomId ?? 1),
      GroupId: Number(line.GroupId ?? 0),
      GroupName: line.GroupName ?? '',
      MinORDQty: p.MinORDQty ?? 0,
      MaxORDQty: p.MaxORDQty ?? 0,
      IsSaleable: p.IsSaleable ?? 1,
      SIH: p.SIH ?? MAX_LINE_QTY,
      BrandId: p.BrandId ?? 0,
      BrandName: p.BrandName ?? '',
      SplitId: 0,
      SplitName: '',
      ProductPoints: 0,
      TaxPercent: 0,
      DiscAmount: 0,
      SchemeAmount: 0,
      TaxAmount: 0,
      OldPrice: null,
      LineTotal: 0,
      NetAmount: 0,
    },
    qty,
  );
}

/** The edits of one distributor that change something in `lines` (a removal of a line not there does not). */
function relevant(lines: readonly TCartLine[], edits: readonly QueuedEdit[], distId: number): QueuedEdit[] {
  const byKey = new Map(lines.map((l) => [lineKey(l), l]));
  return edits.filter((e) => {
    if (Number(e.line.DistributorId) !== distId) return false;
    const held = byKey.get(e.key);
    const qty = Number(e.line.Qty);
    return held ? held.Qty !== qty : qty > 0;
  });
}

/** Lines with the edits applied: quantities replaced, 0 removes, products not there added at the end. */
export function applyEditsToLines(
  lines: readonly TCartLine[],
  edits: readonly QueuedEdit[],
  deliveryDate = '',
): TCartLine[] {
  const byKey = new Map(edits.map((e) => [e.key, e]));
  const out: TCartLine[] = [];
  for (const l of lines) {
    const edit = byKey.get(lineKey(l));
    if (!edit) out.push(l);
    else if (Number(edit.line.Qty) > 0) out.push(queuedCartLine(edit, l));
    byKey.delete(lineKey(l));
  }
  for (const edit of byKey.values())
    if (Number(edit.line.Qty) > 0) out.push(queuedCartLine(edit, undefined, deliveryDate));
  return out;
}

/** Free goods earned by lines still in the cart (a removed line's go with it). */
function freeOfLines(free: readonly TFreeProduct[], lines: readonly TCartLine[]): TFreeProduct[] {
  const held = new Set(lines.map((l) => l.ProductId));
  return free.filter((f) => held.has(f.ForProductId));
}

/** The totals summed again from the lines (rules/pricing: each the exact sum of the lines' amounts). */
export function estimateTotals(
  totals: TCartTotals,
  lines: readonly TCartLine[],
  freeQty: number,
): TCartTotals {
  const sum = (pick: (l: TCartLine) => number) => sumPaise(lines.map((l) => toPaise(pick(l))));
  const net = sum((l) => l.NetAmount);
  const meets = meetsMinimumOrderValue(net, totals.MinOrderValue);
  return {
    ...totals,
    LineCount: lines.length,
    TotalQty: lines.reduce((n, l) => n + l.Qty, 0),
    FreeQty: freeQty,
    GrossAmount: paiseToNumber(sum((l) => l.LineTotal)),
    DiscAmount: paiseToNumber(sum((l) => l.DiscAmount)),
    SchemeAmount: paiseToNumber(sum((l) => l.SchemeAmount)),
    TaxAmount: paiseToNumber(sum((l) => l.TaxAmount)),
    NetAmount: paiseToNumber(net),
    MeetsMinimumOrderValue: meets,
    AllowToCheckout: meets && lines.length > 0,
  };
}

/** A cart detail answer with one distributor's queued edits in it (the same object when none apply). */
export function patchCartDetail(
  detail: EstimatedCartDetail,
  edits: readonly QueuedEdit[],
  distId: number,
): EstimatedCartDetail {
  const apply = relevant(detail.Data, edits, distId);
  if (apply.length === 0) return detail;
  const lines = applyEditsToLines(detail.Data, apply, detail.StandardDeliveryDate ?? '');
  const free = freeOfLines(detail.FreeProducts, lines);
  const freeQty = free.reduce((n, f) => n + f.FreeQty, 0);
  return {
    ...detail,
    Data: lines,
    Count: lines.length,
    TotalCount: lines.length,
    FreeProducts: free,
    Totals: detail.Totals ? estimateTotals(detail.Totals, lines, freeQty) : null,
    IsFOC: cartKind(lines) === 'foc',
    Estimated: true,
  };
}

/**
 * The order summary's groups with the edits in: lines changed or removed in their group (an empty
 * group goes), products not in the cart yet in a last group of their own ("Other products"; the
 * server puts them in their group when it has them), each group's sums again.
 */
export function patchSummaryGroups(
  groups: readonly TOrderSummaryGroup[],
  edits: readonly QueuedEdit[],
  distId: number,
): readonly TOrderSummaryGroup[] {
  const all = groups.flatMap((g) => g.Lines);
  const apply = relevant(all, edits, distId);
  if (apply.length === 0) return groups;
  const held = new Set(all.map(lineKey));
  const sums = (g: TOrderSummaryGroup, lines: TCartLine[]): TOrderSummaryGroup => ({
    ...g,
    Lines: lines,
    TotalQty: lines.reduce((n, l) => n + l.Qty, 0),
    GrossAmount: paiseToNumber(sumPaise(lines.map((l) => toPaise(l.LineTotal)))),
    NetAmount: paiseToNumber(sumPaise(lines.map((l) => toPaise(l.NetAmount)))),
  });
  const out = groups
    .map((g) => {
      const keys = new Set(g.Lines.map(lineKey));
      return sums(
        g,
        applyEditsToLines(
          g.Lines,
          apply.filter((e) => keys.has(e.key)),
        ),
      );
    })
    .filter((g) => g.Lines.length > 0);
  const added = apply.filter((e) => !held.has(e.key));
  const lines = applyEditsToLines([], added);
  if (lines.length > 0) {
    const code = groups[0]?.FilterLevelCode ?? '';
    out.push(
      sums(
        { FilterLevelCode: code, Id: null, Name: '', Lines: [], GrossAmount: 0, NetAmount: 0, TotalQty: 0 },
        lines,
      ),
    );
  }
  return out;
}

function distributorOf(key: QueryKey): number {
  return typeof key[1] === 'number' ? key[1] : 0;
}

/**
 * Sets a cached answer keeping the time it was fetched: the offline strip says how old the data
 * on the screen is, and edits made on the device do not make the server's prices newer.
 */
function replace(client: QueryClient, key: QueryKey, next: unknown): void {
  const updatedAt = client.getQueryState(key)?.dataUpdatedAt || Date.now();
  client.setQueryData(key, next, { updatedAt });
}

/**
 * Puts the queued edits into every cached answer that shows the cart: the cart detail (page and
 * lists), the order summary's groups, the badge count and the product cards' quantities.
 * `before` (when queueing, not when applying again): for a distributor whose cart is not cached,
 * the badge moves by the lines added and removed, told by the pieces each product had in the cart.
 */
export function showQueuedEdits(
  client: QueryClient,
  edits: readonly QueuedEdit[],
  before?: ReadonlyMap<string, number>,
): void {
  if (edits.length === 0) return;
  const counted = new Set<number>();
  for (const [key, data] of client.getQueriesData<unknown>({ queryKey: ['cart'] })) {
    if (data === undefined) continue;
    const distId = distributorOf(key);
    if (key[2] === 'detail') {
      const next = patchCartDetail(data as EstimatedCartDetail, edits, distId);
      if (next !== data) replace(client, key, next);
      if (!counted.has(distId)) {
        counted.add(distId);
        const countKey = ['cart', distId, 'count'];
        const count = cartCount(next.Data, next.FreeProducts);
        if (client.getQueryData(countKey) !== count) replace(client, countKey, count);
      }
    } else if (key[2] === 'summaryDetail') {
      const next = patchSummaryGroups(data as TOrderSummaryGroup[], edits, distId);
      if (next !== data) replace(client, key, next);
    }
  }
  if (before) {
    for (const [key, data] of client.getQueriesData<number>({ queryKey: ['cart'] })) {
      const distId = distributorOf(key);
      if (key[2] !== 'count' || typeof data !== 'number' || counted.has(distId)) continue;
      let count = data;
      for (const e of edits) {
        if (Number(e.line.DistributorId) !== distId) continue;
        const was = (before.get(e.key) ?? 0) > 0;
        const is = Number(e.line.Qty) > 0;
        if (was !== is) count += is ? 1 : -1;
      }
      if (count !== data) replace(client, key, Math.max(0, count));
    }
  }
  const qty = quantitiesOf(edits.map((e) => e.line));
  for (const [key, data] of client.getQueriesData<unknown>({ queryKey: ['catalogue'] })) {
    const next = patchProductQuantities(data, qty);
    if (next !== data) replace(client, key, next);
  }
}
