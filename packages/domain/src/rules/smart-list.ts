/**
 * Smart lists (order templates; ordering-core sections 3, 5 and 9): the template name, the growth
 * factor, filling the cart from a template (minimum order rounding, the 9999 cap, skipping
 * products out of stock when stock is restricted) and the FOC exclusion.
 * Name uniqueness (E018) and the saved-list count are checked by the server against its rows.
 * See docs/decisions/045.
 */
import { applyMinOrderQty, MAX_UNIT_COUNT } from './quantity.ts';

export const TEMPLATE_NAME_MIN = 3;
export const TEMPLATE_NAME_MAX = 50;
export const GROWTH_QTY_MIN = 1;
export const GROWTH_QTY_MAX = 9999;
export const GROWTH_PERCENT_MIN = -100;
export const GROWTH_PERCENT_MAX = 100;

export const SMART_LIST_OUT_OF_STOCK_KEY = 'common.alerts.warning.smartListOutOfStockError';

export type TemplateNameProblem = 'required' | 'tooShort' | 'tooLong';

/** The trimmed template name, or why it is refused (at least 3 and at most 50 characters). */
export function checkTemplateName(
  name: string,
): { ok: true; name: string } | { ok: false; problem: TemplateNameProblem } {
  const trimmed = typeof name === 'string' ? name.trim() : '';
  if (trimmed === '') return { ok: false, problem: 'required' };
  const length = [...trimmed].length;
  if (length < TEMPLATE_NAME_MIN) return { ok: false, problem: 'tooShort' };
  if (length > TEMPLATE_NAME_MAX) return { ok: false, problem: 'tooLong' };
  return { ok: true, name: trimmed };
}

export function isValidTemplateName(name: string): boolean {
  return checkTemplateName(name).ok;
}

/** Two names are the same template name when they match trimmed and without regard to case. */
export function templateNameKey(name: string): string {
  return name.trim().toLocaleLowerCase('en');
}

/** Whether the retailer may save one more smart list (saveToSmartListCount, default 5). */
export function canSaveAnotherTemplate(existingCount: number, saveToSmartListCount: number): boolean {
  return existingCount < Math.max(1, Math.trunc(saveToSmartListCount));
}

/** Growth factor: a fixed number of pieces added to each line, or a percentage of its quantity. */
export type GrowthFactor = { mode: 'fixed'; value: number } | { mode: 'percentage'; value: number };

/**
 * Whether a growth factor is in range: fixed 1..9999 whole pieces; percentage -100..100 with at
 * most two decimals.
 */
export function isValidGrowthFactor(growth: GrowthFactor): boolean {
  const v = growth.value;
  if (typeof v !== 'number' || !Number.isFinite(v)) return false;
  if (growth.mode === 'fixed') return Number.isInteger(v) && v >= GROWTH_QTY_MIN && v <= GROWTH_QTY_MAX;
  return v >= GROWTH_PERCENT_MIN && v <= GROWTH_PERCENT_MAX && hasAtMostTwoDecimals(v);
}

function hasAtMostTwoDecimals(v: number): boolean {
  return /^-?\d+(\.\d{1,2})?$/.test(String(v));
}

/** n / d rounded half away from zero (d > 0). */
function roundHalfUp(n: number, d: number): number {
  const q = Math.trunc(n / d);
  const r = n - q * d;
  if (Math.abs(r) * 2 >= d) return q + Math.sign(n);
  return q;
}

/**
 * A base quantity (pieces) after the growth factor: fixed adds the quantity; percentage adds that
 * percentage of the base, rounded half-up (ties away from zero: +10 % of 5 is +1, -10 % of 5 is -1).
 * The result is clamped to 0..9999. No growth factor (or an invalid one) leaves the base as is.
 */
export function applyGrowth(baseQty: number, growth: GrowthFactor | null | undefined): number {
  const base = Math.max(0, Math.trunc(baseQty));
  let q = base;
  if (growth && isValidGrowthFactor(growth)) {
    if (growth.mode === 'fixed') q = base + growth.value;
    else q = base + roundHalfUp(base * Math.round(growth.value * 100), 10_000);
  }
  return Math.min(Math.max(q, 0), MAX_UNIT_COUNT);
}

/** A template line with what the fill needs to know of its product now. */
export interface TemplateFillLine {
  PId: number;
  /** Pieces saved in the template. */
  Qty: number;
  /** Stock in hand now. */
  SIH: number;
  MinORDQty: number;
  MaxORDQty: number;
  /** 1 when the product is a FOC (trial) product: never filled from a smart list. */
  IsFree?: number | boolean;
  /** 0 when the product can no longer be sold: skipped. */
  IsSaleable?: number | boolean;
}

export interface TemplateFillOptions {
  growth?: GrowthFactor | null;
  isEnableMinOrderQty: boolean;
  isRestrictSIHProducts: boolean;
  /** The retailer is placing a FOC order: smart lists do not apply. */
  isFocOrder: boolean;
}

export type TemplateFillResult<T extends TemplateFillLine> =
  | { ok: false; reason: 'focOrder' }
  | {
      ok: true;
      /** Lines to upload, with Qty after growth, the cap and minimum order rounding (0-qty lines dropped). */
      lines: (T & { Qty: number })[];
      /** Lines left out because SIH is 0 and stock is restricted. */
      outOfStock: T[];
      /** Lines left out because the product is FOC or no longer saleable. */
      unavailable: T[];
      /** SMART_LIST_OUT_OF_STOCK_KEY when some line was skipped for stock, else null. */
      messageKey: typeof SMART_LIST_OUT_OF_STOCK_KEY | null;
    };

function yes(v: number | boolean | undefined): boolean {
  return v === true || v === 1;
}

/**
 * Fills the cart from a template: growth factor, then the 9999 cap, then minimum order rounding
 * (when enabled and the product has a minimum), kept within 9999 where a multiple of the minimum
 * fits. With isRestrictSIHProducts, products with SIH 0 (or less) are skipped and reported for
 * the smartListOutOfStockError message. Not for FOC orders.
 */
export function fillFromTemplate<T extends TemplateFillLine>(
  lines: readonly T[],
  options: TemplateFillOptions,
): TemplateFillResult<T> {
  if (options.isFocOrder) return { ok: false, reason: 'focOrder' };
  const out: (T & { Qty: number })[] = [];
  const outOfStock: T[] = [];
  const unavailable: T[] = [];
  for (const line of lines) {
    if (yes(line.IsFree) || (line.IsSaleable !== undefined && !yes(line.IsSaleable))) {
      unavailable.push(line);
      continue;
    }
    if (options.isRestrictSIHProducts && line.SIH <= 0) {
      outOfStock.push(line);
      continue;
    }
    let qty = applyGrowth(line.Qty, options.growth);
    if (options.isEnableMinOrderQty && line.MinORDQty > 0) {
      const max = line.MaxORDQty > 0 ? Math.min(line.MaxORDQty, MAX_UNIT_COUNT) : MAX_UNIT_COUNT;
      qty = applyMinOrderQty(qty, { minOrderQty: line.MinORDQty, maxOrderQty: max });
    }
    if (qty > 0) out.push({ ...line, Qty: qty });
  }
  return {
    ok: true,
    lines: out,
    outOfStock,
    unavailable,
    messageKey: outOfStock.length > 0 ? SMART_LIST_OUT_OF_STOCK_KEY : null,
  };
}

/** Smart lists do not apply to FOC orders; a FOC cart cannot be saved as one either. */
export function canUseSmartList(isFocOrder: boolean): boolean {
  return !isFocOrder;
}
