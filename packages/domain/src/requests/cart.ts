/**
 * Request builders of the cart (ordering-core section 5): which pending edits are uploaded and how
 * a product, an edit or a past order becomes an OrderUpload line, and the split of a long upload
 * into calls. They build contracts/cart requests from the cart rules (rules/cart, rules/quantity);
 * the rules never import them back. Quantities are pieces. See docs/decisions/041.
 */
import type { TOrderUploadLine, TOrderUploadLineInput } from '../contracts/cart.ts';
import {
  CART_MESSAGE_KEYS,
  type CartProductInfo,
  MAX_UPLOAD_LINES,
  orderLineQty,
  type UploadOptions,
} from '../rules/cart.ts';
import { MAX_UNIT_COUNT, totalPieces } from '../rules/quantity.ts';

/** A pending quantity edit on one product (spec: count (pieces), case_count, isChanged, isSaleable). */
export interface PendingEdit {
  count: number;
  case_count: number;
  isChanged: boolean;
  isSaleable: boolean | number;
  product: CartProductInfo;
}

export type UploadPlan =
  | { kind: 'nothingChanged'; messageKey: typeof CART_MESSAGE_KEYS.nothingChanged }
  | {
      kind: 'upload';
      lines: TOrderUploadLineInput[];
      /** Products whose quantity the minimum order rounding changed (the screen may say so). */
      rounded: number[];
    };

function count(v: number): number {
  return Math.min(Math.max(0, Math.trunc(v)), MAX_UNIT_COUNT);
}

/** The product fields an upload line carries (and Price, sent only when asked for). */
export type UploadLineProduct = Pick<
  CartProductInfo,
  | 'ProductId'
  | 'ProductName'
  | 'DiscountId'
  | 'SchemeId'
  | 'PrincipalId'
  | 'ImageUrl'
  | 'DistributorId'
  | 'UomId'
  | 'GroupId'
  | 'GroupName'
  | 'Price'
>;

/**
 * One OrderUpload line of a product. Shared by the web's add to cart and repeat and the server's
 * bulk order so every path sends the same fields; `withPrice` adds the Price the retailer saw
 * (removals and repeats).
 */
export function toUploadLine(p: UploadLineProduct, qty: number, withPrice: boolean): TOrderUploadLine {
  const line: TOrderUploadLine = {
    PId: p.ProductId,
    Qty: qty,
    PName: p.ProductName,
    DiscountId: p.DiscountId,
    SchemeId: p.SchemeId,
    PrincipalId: p.PrincipalId,
    ImageUrl: p.ImageUrl,
    DistributorId: p.DistributorId,
    UomId: p.UomId,
    GroupId: p.GroupId,
    GroupName: p.GroupName,
    UomCount: 1,
  };
  if (withPrice && p.Price !== undefined) line.Price = p.Price;
  return line;
}

function saleable(v: boolean | number): boolean {
  return v === true || v === 1;
}

/**
 * "Add to cart" (ordering-core section 5): only changed edits with count and case count >= 0 are
 * sent; quantity = pieces + case count x ConversionQty, each input capped at 9999; the minimum
 * order quantity rounding applies when enabled; Qty 0 removes the line (and carries the Price).
 * A product that is not saleable can be removed but not added. Nothing left to send gives
 * addToCartValidation. Lines come out in the order of the edits, one per product and distributor
 * (a later edit of the same product wins).
 */
export function planCartUpload(edits: Iterable<PendingEdit>, options: UploadOptions): UploadPlan {
  const byKey = new Map<string, TOrderUploadLineInput>();
  const rounded = new Set<number>();
  for (const e of edits) {
    if (!e.isChanged) continue;
    if (!(e.count >= 0) || !(e.case_count >= 0)) continue;
    const pieces = totalPieces(count(e.case_count), count(e.count), e.product.ConversionQty);
    const qty = orderLineQty(pieces, e.product, options);
    if (qty > 0 && !saleable(e.isSaleable)) continue;
    if (qty !== pieces) rounded.add(e.product.ProductId);
    const key = `${e.product.DistributorId}:${e.product.ProductId}`;
    byKey.delete(key);
    byKey.set(key, toUploadLine(e.product, qty, qty === 0));
  }
  if (byKey.size === 0) return { kind: 'nothingChanged', messageKey: CART_MESSAGE_KEYS.nothingChanged };
  return { kind: 'upload', lines: [...byKey.values()], rounded: [...rounded] };
}

/** A line of a past order to repeat, with the product as it is now. */
export interface RepeatLine extends CartProductInfo {
  /** Pieces ordered then. */
  Qty: number;
  /** Price per piece then (sent as Price: the server shows OldPrice when it changed). */
  Price: number;
  IsSaleable: boolean | number;
}

/**
 * Repeat order: the order's lines back into the cart with the minimum order rounding (spec: "also
 * on repeat order") and the caps, each with the price of the old order. Lines no longer saleable
 * or of quantity 0 are left out.
 */
export function planRepeatOrder(
  lines: Iterable<RepeatLine>,
  options: UploadOptions,
): TOrderUploadLineInput[] {
  const byKey = new Map<string, TOrderUploadLineInput>();
  for (const l of lines) {
    if (!saleable(l.IsSaleable)) continue;
    const qty = orderLineQty(l.Qty, l, options);
    if (qty <= 0) continue;
    byKey.set(`${l.DistributorId}:${l.ProductId}`, toUploadLine(l, qty, true));
  }
  return [...byKey.values()];
}

/** Splits upload lines into calls of at most MAX_UPLOAD_LINES. */
export function chunkUploadLines<T>(lines: readonly T[], size = MAX_UPLOAD_LINES): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < lines.length; i += size) out.push(lines.slice(i, i + size));
  return out;
}
