/**
 * The order summary's view of the cart: which total labels show (showCartLabels), a line's
 * quantity change or removal as an upload (through requests/cart planCartUpload), and the minimum
 * order value still missing (rules/pricing).
 */
import type { TCartLine, TCartTotals, TFreeProduct } from '@restock/domain/contracts/cart';
import { planCartUpload, type UploadPlan } from '@restock/domain/requests/cart';
import { cartProductInfo } from '@restock/domain/rules/cart';
import { paiseToNumber, shortOfMinimumOrderValue, toPaise } from '@restock/domain/rules/pricing';

export type CartLabel = 'tax' | 'discount' | 'net' | 'disclaimer' | 'orderVolume';

const LABEL_ALIASES: Record<string, CartLabel> = {
  tax: 'tax',
  discount: 'discount',
  net: 'net',
  netamount: 'net',
  disclaimer: 'disclaimer',
  ordervolume: 'orderVolume',
  volume: 'orderVolume',
};

/** showCartLabels (tax, discount, net, disclaimer, order volume) read without regard to case or spaces. */
export function cartLabels(values: readonly string[]): Set<CartLabel> {
  const out = new Set<CartLabel>();
  for (const v of values) {
    const label = LABEL_ALIASES[v.replace(/[\s_-]/g, '').toLowerCase()];
    if (label) out.add(label);
  }
  return out;
}

/**
 * A new quantity of a cart line (cases and pieces as typed; 0 and 0 removes it) as an upload plan:
 * the line's minimum order rounding and caps apply; a removal carries the Price; a FOC line stays FOC.
 */
export function planLineChange(
  line: TCartLine,
  typed: { cases: number; pieces: number },
  isEnableMinOrderQty: boolean,
): UploadPlan {
  const plan = planCartUpload(
    [
      {
        count: typed.pieces,
        case_count: typed.cases,
        isChanged: true,
        isSaleable: line.IsSaleable,
        // Price is today's price per piece, sent with a removal.
        product: cartProductInfo(line),
      },
    ],
    { isEnableMinOrderQty },
  );
  // A FOC line keeps its kind: a new quantity of it is a FOC line again (docs/decisions/056).
  if (plan.kind !== 'upload' || line.IsFree !== 1) return plan;
  return { ...plan, lines: plan.lines.map((l) => (Number(l.Qty) > 0 ? { ...l, IsFree: true } : l)) };
}

/** The amount still missing to reach the minimum order value, or 0 when there is none or it is met. */
export function shortOfMinimum(totals: Pick<TCartTotals, 'NetAmount' | 'MinOrderValue'>): number {
  return paiseToNumber(shortOfMinimumOrderValue(toPaise(totals.NetAmount), totals.MinOrderValue));
}

/** Free goods with the name of the paid product that earned them. */
export function freeItemsWithSource(
  free: readonly TFreeProduct[],
  lines: readonly Pick<TCartLine, 'ProductId' | 'ProductName'>[],
): Array<TFreeProduct & { ForProductName: string | null }> {
  const names = new Map(lines.map((l) => [l.ProductId, l.ProductName]));
  return free
    .filter((f) => f.FreeQty > 0)
    .map((f) => ({ ...f, ForProductName: names.get(f.ForProductId) ?? null }));
}
