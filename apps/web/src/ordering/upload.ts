/**
 * "Add to cart" from the pending edits of the catalogue store: which entries are sent (through
 * requests/cart planCartUpload, never a second copy of the rule), the FOC and stock checks on what is
 * sent, and the product lists' cart quantities updated in place once the server took them.
 */
import type { TOrderUploadLineInput } from '@restock/domain/contracts/cart';
import { type PendingEdit, planCartUpload } from '@restock/domain/requests/cart';
import {
  CART_MESSAGE_KEYS,
  type CartKind,
  cartKind,
  checkStock,
  focMismatchForUpload,
  type StockCheck,
} from '@restock/domain/rules/cart';
import { acceptsProduct } from './foc-mode';
import type { PendingProduct, PendingQty } from './pending-edits';

/** A pending entry of the selected distributor, with the edit the rule reads. */
export interface PendingEntry {
  key: string;
  value: PendingQty;
  product: PendingProduct;
  edit: PendingEdit;
}

/** The pending entries of one distributor (entries of another distributor wait for a switch back). */
export function pendingEntries(pending: Record<string, PendingQty>, distributorId: number): PendingEntry[] {
  const out: PendingEntry[] = [];
  for (const [key, value] of Object.entries(pending)) {
    const product = value.product;
    if (!product || product.DistributorId !== distributorId) continue;
    out.push({
      key,
      value,
      product,
      edit: {
        count: value.pieces,
        case_count: value.cases,
        isChanged: value.quantity !== product.InCart,
        isSaleable: product.IsSaleable,
        product,
      },
    });
  }
  return out;
}

export interface AddOptions {
  isEnableMinOrderQty: boolean;
  isRestrictSIHProducts: boolean;
  /**
   * The catalogue's ordering mode (true FOC, false regular) while isEnableFoc is on; absent when
   * FOC is off. Lines of the other kind are refused (docs/decisions/058).
   */
  focMode?: boolean;
}

export type AddPlan =
  | { kind: 'nothingChanged'; messageKey: string }
  /** Products of the other kind than the mode (a paid product in FOC mode, or the reverse). */
  | { kind: 'otherKind'; focMode: boolean; names: string[] }
  | { kind: 'focMixed'; messageKey: string }
  | { kind: 'outOfStock'; messageKey: string; names: string[] }
  | {
      kind: 'upload';
      lines: TOrderUploadLineInput[];
      /** What the lines hold (FOC or not), for ValidateCart; 'empty' when they only remove. */
      incoming: CartKind;
      /** Products the minimum order rounding changed. */
      rounded: number[];
      /** Lines above their stock (a warning when stock is not restricted). */
      stock: StockCheck;
    };

/**
 * Plans one "add to cart": only changed lines (planCartUpload: quantity = pieces + cases x
 * ConversionQty, minimum order rounding, caps, Qty 0 with the Price to remove). The lines added
 * must be of the ordering mode's kind (when FOC is on) and must not mix FOC and other products;
 * with isRestrictSIHProducts a line above its stock stops the upload.
 */
export function planAddToCart(entries: readonly PendingEntry[], options: AddOptions): AddPlan {
  const plan = planCartUpload(
    entries.map((e) => e.edit),
    { isEnableMinOrderQty: options.isEnableMinOrderQty },
  );
  if (plan.kind === 'nothingChanged') return plan;
  const byId = new Map(entries.map((e) => [`${e.product.DistributorId}:${e.product.ProductId}`, e.product]));
  const productOf = (l: TOrderUploadLineInput) => byId.get(`${l.DistributorId}:${l.PId}`);
  const focMode = options.focMode;
  if (focMode !== undefined) {
    const other = plan.lines.filter(
      (l) => Number(l.Qty) > 0 && !acceptsProduct({ IsFree: productOf(l)?.IsFree ?? 0 }, focMode),
    );
    if (other.length > 0)
      return { kind: 'otherKind', focMode, names: other.map((l) => l.PName || String(l.PId)) };
  }
  const focLines = plan.lines.map((l) => ({
    ProductId: Number(l.PId),
    DistributorId: Number(l.DistributorId),
    Qty: Number(l.Qty),
    IsFree: productOf(l)?.IsFree ?? 0,
  }));
  const mixed = focMismatchForUpload([], focLines);
  if (mixed) return { kind: 'focMixed', messageKey: mixed };
  const stock = checkStock(
    plan.lines.map((l) => ({ ProductId: Number(l.PId), Qty: Number(l.Qty), SIH: productOf(l)?.SIH ?? 0 })),
    options.isRestrictSIHProducts,
  );
  if (stock.level === 'error') {
    const names = plan.lines
      .filter((l) => stock.productIds.includes(Number(l.PId)))
      .map((l) => l.PName ?? String(l.PId));
    return { kind: 'outOfStock', messageKey: CART_MESSAGE_KEYS.outOfStockError, names };
  }
  // A FOC product (listed in FOC mode, IsFree 1) goes in as a FOC line: the upload's IsFree.
  const lines = plan.lines.map((l) =>
    Number(l.Qty) > 0 && productOf(l)?.IsFree === 1 ? { ...l, IsFree: true } : l,
  );
  return { kind: 'upload', lines, incoming: cartKind(focLines), rounded: plan.rounded, stock };
}

type QtyByProduct = ReadonlyMap<string, number>;

/** Quantities the server now holds, by `${DistributorId}:${ProductId}`. */
export function quantitiesOf(lines: readonly TOrderUploadLineInput[]): Map<string, number> {
  return new Map(lines.map((l) => [`${l.DistributorId}:${l.PId}`, Number(l.Qty)]));
}

function isProductLike(v: unknown): v is { ProductId: number; DistributorId: number; Qty: number } {
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof (v as { ProductId?: unknown }).ProductId === 'number' &&
    typeof (v as { DistributorId?: unknown }).DistributorId === 'number' &&
    typeof (v as { Qty?: unknown }).Qty === 'number'
  );
}

function patchList<T>(list: readonly T[], qty: QtyByProduct): readonly T[] {
  let changed = false;
  const out = list.map((item) => {
    const next = patchProductQuantities(item, qty);
    if (next !== item) changed = true;
    return next as T;
  });
  return changed ? out : list;
}

/**
 * The catalogue's cached data with the products' cart quantity (Qty) replaced for the products just
 * uploaded, so every card shows the cart at once without waiting for the lists to reload. Knows a
 * product, a list of products, a page ({products}) and paged data ({pages}); anything else and
 * anything unchanged is returned as it is (the same object).
 */
export function patchProductQuantities(data: unknown, qty: QtyByProduct): unknown {
  if (Array.isArray(data)) return patchList(data, qty);
  if (isProductLike(data)) {
    const next = qty.get(`${data.DistributorId}:${data.ProductId}`);
    return next === undefined || next === data.Qty ? data : { ...data, Qty: next };
  }
  if (typeof data !== 'object' || data === null) return data;
  const record = data as Record<string, unknown>;
  for (const field of ['pages', 'products'] as const) {
    const list = record[field];
    if (Array.isArray(list)) {
      const next = patchList(list, qty);
      if (next !== list) return { ...record, [field]: next };
    }
  }
  return data;
}
