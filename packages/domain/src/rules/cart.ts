/**
 * Cart rules (ordering-core sections 4 and 5): the quantity a line is uploaded with, the FOC rule,
 * stock errors and warnings, the cart badge count, the order summary grouping and the order split.
 * Quantities are pieces (rules/quantity); money is in rules/pricing. See docs/decisions/041.
 */
import { applyMinOrderQty } from './quantity.ts';

/** Most lines one OrderUpload call carries. */
export const MAX_UPLOAD_LINES = 500;
/** Highest quantity (pieces) one cart line holds: 9999 cases of up to 100 pieces fit. */
export const MAX_LINE_QTY = 999_999;

/** Message keys of the cart rules (ordering-core section 8). */
export const CART_MESSAGE_KEYS = {
  nothingChanged: 'addToCartValidation',
  cartNonFoc: 'products.foc.cartNonFocRequestValidation',
  cartFoc: 'products.foc.cartFocRequestValidation',
  outOfStockError: 'common.alerts.warning.outOfStockError',
  outOfStockWarning: 'common.alerts.warning.outOfStockWarning',
} as const;

// ------------------------------------------------------------------------------------------
// Upload quantities
// ------------------------------------------------------------------------------------------

/** What the upload needs of a product (the product or cart line the edit was made on). */
export interface CartProductInfo {
  ProductId: number;
  ProductName: string;
  PrincipalId: number;
  DistributorId: number;
  UomId: number;
  ConversionQty: number;
  DiscountId: number;
  SchemeId: number;
  ImageUrl: string;
  GroupId: number;
  GroupName: string;
  MinORDQty: number;
  MaxORDQty: number;
  /** Price per piece the retailer saw; sent with deletes (Qty 0). */
  Price?: number;
}

/**
 * The CartProductInfo fields of a wider record (a cart line, an order line): an upload plan keeps
 * only what it needs, whatever else the screen's record carries. Price is copied when present.
 */
export function cartProductInfo(source: CartProductInfo): CartProductInfo {
  const info: CartProductInfo = {
    ProductId: source.ProductId,
    ProductName: source.ProductName,
    PrincipalId: source.PrincipalId,
    DistributorId: source.DistributorId,
    UomId: source.UomId,
    ConversionQty: source.ConversionQty,
    DiscountId: source.DiscountId,
    SchemeId: source.SchemeId,
    ImageUrl: source.ImageUrl,
    GroupId: source.GroupId,
    GroupName: source.GroupName,
    MinORDQty: source.MinORDQty,
    MaxORDQty: source.MaxORDQty,
  };
  if (source.Price !== undefined) info.Price = source.Price;
  return info;
}

export interface UploadOptions {
  /** isEnableMinOrderQty: round each quantity by the product's minimum order quantity. */
  isEnableMinOrderQty: boolean;
}

/** A line quantity after the minimum order rule (when on) and the line cap. */
export function orderLineQty(
  pieces: number,
  product: Pick<CartProductInfo, 'MinORDQty' | 'MaxORDQty'>,
  options: UploadOptions,
): number {
  let qty = Math.max(0, Math.trunc(pieces));
  if (options.isEnableMinOrderQty) {
    qty = applyMinOrderQty(qty, { minOrderQty: product.MinORDQty, maxOrderQty: product.MaxORDQty });
  }
  return Math.min(qty, MAX_LINE_QTY);
}

// ------------------------------------------------------------------------------------------
// FOC
// ------------------------------------------------------------------------------------------

export interface FocLine {
  /** 1 (or true) for a FOC (free of charge, trial) product. */
  IsFree: number | boolean;
  Qty: number;
}

export type CartKind = 'empty' | 'foc' | 'nonFoc' | 'mixed';

function isFoc(l: FocLine): boolean {
  return l.IsFree === 1 || l.IsFree === true;
}

/** What a set of lines holds (lines of quantity 0 do not count). */
export function cartKind(lines: Iterable<FocLine>): CartKind {
  let foc = false;
  let nonFoc = false;
  for (const l of lines) {
    if (!(l.Qty > 0)) continue;
    if (isFoc(l)) foc = true;
    else nonFoc = true;
  }
  if (foc && nonFoc) return 'mixed';
  return foc ? 'foc' : nonFoc ? 'nonFoc' : 'empty';
}

export type FocMessageKey = typeof CART_MESSAGE_KEYS.cartNonFoc | typeof CART_MESSAGE_KEYS.cartFoc;

/**
 * ValidateCart {IsFOC}: FOC and non-FOC are never mixed. A FOC request on a cart holding non-FOC
 * products gives cartNonFocRequestValidation; a normal request on a cart holding FOC products
 * gives cartFocRequestValidation; otherwise null (allowed).
 */
export function focMismatch(cartLines: Iterable<FocLine>, requestIsFoc: boolean): FocMessageKey | null {
  const kind = cartKind(cartLines);
  if (requestIsFoc && (kind === 'nonFoc' || kind === 'mixed')) return CART_MESSAGE_KEYS.cartNonFoc;
  if (!requestIsFoc && (kind === 'foc' || kind === 'mixed')) return CART_MESSAGE_KEYS.cartFoc;
  return null;
}

/**
 * An upload against the cart: the lines that remain after it (incoming quantities replace the
 * cart's, 0 removes) must be all FOC or all non-FOC. Returns the message key when they would mix:
 * incoming FOC lines meeting non-FOC ones give cartNonFocRequestValidation, incoming non-FOC lines
 * meeting FOC ones give cartFocRequestValidation.
 */
export function focMismatchForUpload<T extends FocLine & { ProductId: number; DistributorId: number }>(
  cartLines: Iterable<T>,
  incoming: Iterable<T>,
): FocMessageKey | null {
  const key = (l: T) => `${l.DistributorId}:${l.ProductId}`;
  const after = new Map<string, T>();
  for (const l of cartLines) after.set(key(l), l);
  const added: T[] = [];
  for (const l of incoming) {
    after.set(key(l), l);
    if (l.Qty > 0) added.push(l);
  }
  if (cartKind(after.values()) !== 'mixed') return null;
  return added.some(isFoc) ? CART_MESSAGE_KEYS.cartNonFoc : CART_MESSAGE_KEYS.cartFoc;
}

// ------------------------------------------------------------------------------------------
// Stock
// ------------------------------------------------------------------------------------------

export interface StockLine {
  ProductId: number;
  Qty: number;
  /** Stock in hand, pieces. */
  SIH: number;
}

export interface StockCheck {
  /** 'error' (isRestrictSIHProducts: the order cannot go on), 'warning' (shown only) or 'ok'. */
  level: 'ok' | 'warning' | 'error';
  messageKey: typeof CART_MESSAGE_KEYS.outOfStockError | typeof CART_MESSAGE_KEYS.outOfStockWarning | null;
  /** Products ordered above their stock. */
  productIds: number[];
}

export function isAboveStock(line: StockLine): boolean {
  return line.Qty > 0 && line.Qty > Math.max(0, line.SIH);
}

/**
 * Out-of-stock rule: a line above its SIH is an error with isRestrictSIHProducts
 * (outOfStockError), otherwise a warning (outOfStockWarning). isShowSIHWarning = level !== 'ok'.
 */
export function checkStock(lines: Iterable<StockLine>, isRestrictSIHProducts: boolean): StockCheck {
  const productIds: number[] = [];
  for (const l of lines) if (isAboveStock(l)) productIds.push(l.ProductId);
  if (productIds.length === 0) return { level: 'ok', messageKey: null, productIds };
  return isRestrictSIHProducts
    ? { level: 'error', messageKey: CART_MESSAGE_KEYS.outOfStockError, productIds }
    : { level: 'warning', messageKey: CART_MESSAGE_KEYS.outOfStockWarning, productIds };
}

// ------------------------------------------------------------------------------------------
// Count
// ------------------------------------------------------------------------------------------

/** The cart badge count: lines with a quantity plus free items (free goods lines with pieces). */
export function cartCount(
  lines: Iterable<{ Qty: number }>,
  freeItems: Iterable<{ FreeQty: number }>,
): number {
  let n = 0;
  for (const l of lines) if (l.Qty > 0) n++;
  for (const f of freeItems) if (f.FreeQty > 0) n++;
  return n;
}

/** Free goods of several lines merged per product and distributor (pieces added up). */
export function mergeFreeGoods<T extends { ProductId: number; DistributorId: number; FreeQty: number }>(
  items: Iterable<T>,
): T[] {
  const byKey = new Map<string, T>();
  for (const f of items) {
    if (!(f.FreeQty > 0)) continue;
    const key = `${f.DistributorId}:${f.ProductId}`;
    const seen = byKey.get(key);
    byKey.set(key, seen ? { ...seen, FreeQty: seen.FreeQty + f.FreeQty } : { ...f });
  }
  return [...byKey.values()];
}

// ------------------------------------------------------------------------------------------
// Levels: summary grouping and order split
// ------------------------------------------------------------------------------------------

/** Fields a line may carry for grouping and splitting. */
export interface LevelFields {
  DistributorId: number;
  BrandId?: number | null;
  BrandName?: string | null;
  SubBrandId?: number | null;
  SubBrandName?: string | null;
  CategoryId?: number | null;
  CategoryName?: string | null;
  SubCategoryId?: number | null;
  SubCategoryName?: string | null;
  GroupId?: number | null;
  GroupName?: string | null;
  SplitId?: number | null;
  SplitName?: string | null;
  PrincipalId?: number | null;
  ProductId?: number | null;
  ProductName?: string | null;
}

export type Level =
  | 'brand'
  | 'subBrand'
  | 'category'
  | 'subCategory'
  | 'group'
  | 'split'
  | 'principal'
  | 'product';

const LEVEL_FIELDS: Record<Level, { id: keyof LevelFields; name: keyof LevelFields | null }> = {
  brand: { id: 'BrandId', name: 'BrandName' },
  subBrand: { id: 'SubBrandId', name: 'SubBrandName' },
  category: { id: 'CategoryId', name: 'CategoryName' },
  subCategory: { id: 'SubCategoryId', name: 'SubCategoryName' },
  group: { id: 'GroupId', name: 'GroupName' },
  split: { id: 'SplitId', name: 'SplitName' },
  principal: { id: 'PrincipalId', name: null },
  product: { id: 'ProductId', name: 'ProductName' },
};

const LEVEL_ALIASES: Record<string, Level> = {
  brand: 'brand',
  br: 'brand',
  subbrand: 'subBrand',
  subr: 'subBrand',
  category: 'category',
  cat: 'category',
  subcategory: 'subCategory',
  sucat: 'subCategory',
  group: 'group',
  split: 'split',
  principal: 'principal',
  product: 'product',
  sku: 'product',
};

/** A level from a setting value: brand, category, subCategory, subBrand, group, split, principal,
 * product, or the filter codes BR, CAT, SUCAT, SUBR, SKU (any case, '_' and spaces ignored). */
export function parseLevel(code: string): Level | null {
  return LEVEL_ALIASES[code.replace(/[\s_-]/g, '').toLowerCase()] ?? null;
}

function levelValue(line: LevelFields, level: Level): { id: number | null; name: string } {
  const f = LEVEL_FIELDS[level];
  const raw = line[f.id];
  const id = typeof raw === 'number' ? raw : null;
  const nameRaw = f.name ? line[f.name] : null;
  return { id, name: typeof nameRaw === 'string' ? nameRaw : id === null ? '' : String(id) };
}

export interface SummaryGroup<T> {
  level: Level;
  id: number | null;
  name: string;
  lines: T[];
}

/**
 * The order summary lines grouped per orderSummaryFilterLevelCode (default and unknown codes:
 * brand). Groups come in the order they first appear; lines keep their order. A line without a
 * value at the level falls in a group with id null.
 */
export function groupSummaryLines<T extends LevelFields>(
  lines: readonly T[],
  levelCode: string,
): SummaryGroup<T>[] {
  const level = parseLevel(levelCode) ?? 'brand';
  const groups = new Map<string, SummaryGroup<T>>();
  for (const line of lines) {
    const v = levelValue(line, level);
    const key = v.id === null ? '' : String(v.id);
    let g = groups.get(key);
    if (!g) {
      g = { level, id: v.id, name: v.name, lines: [] };
      groups.set(key, g);
    }
    g.lines.push(line);
  }
  return [...groups.values()];
}

export interface OrderSplitSetting {
  enabled: boolean;
  /** Levels after the flag (e.g. "true,brand"); none means the product's split (SplitId). */
  levels: readonly string[];
}

export interface OrderPart<T> {
  /** Stable key: distributor and split values. */
  key: string;
  distributorId: number;
  /** The value at each split level ({} when not split). */
  splitBy: Partial<Record<Level, { id: number | null; name: string }>>;
  lines: T[];
}

/** The levels an order split uses: none when off; the given ones (unknown dropped), else 'split'. */
export function splitLevels(setting: OrderSplitSetting): Level[] {
  if (!setting.enabled) return [];
  const levels = [...new Set(setting.levels.map(parseLevel).filter((l): l is Level => l !== null))];
  return levels.length > 0 ? levels : ['split'];
}

/**
 * Turns a cart into orders: always one order per distributor; with orderSplit on, one per
 * distributor and split value (each level's value). Every line lands in exactly one part; parts
 * come in the order they first appear and keep the lines' order.
 */
export function splitCartIntoOrders<T extends LevelFields>(
  lines: readonly T[],
  setting: OrderSplitSetting,
): OrderPart<T>[] {
  const levels = splitLevels(setting);
  const parts = new Map<string, OrderPart<T>>();
  for (const line of lines) {
    const splitBy: OrderPart<T>['splitBy'] = {};
    const keyParts = [String(line.DistributorId)];
    for (const level of levels) {
      const v = levelValue(line, level);
      splitBy[level] = v;
      keyParts.push(`${level}=${v.id ?? ''}`);
    }
    const key = keyParts.join('|');
    let part = parts.get(key);
    if (!part) {
      part = { key, distributorId: line.DistributorId, splitBy, lines: [] };
      parts.set(key, part);
    }
    part.lines.push(line);
  }
  return [...parts.values()];
}
