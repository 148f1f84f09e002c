/**
 * Order quantities (ordering-core section 5): cases and pieces, the per-input cap and the minimum
 * order quantity rounding. Written once here; the product card, the cart and the smart list use it.
 * Every quantity is in pieces; a case is `conversionQty` pieces.
 */

/** Highest count one case or piece input takes (spec: the per-product cap is 9999). */
export const MAX_UNIT_COUNT = 9999;

/** Pieces per case, never below 1 (a product without a case size orders by the piece). */
export function piecesPerCase(conversionQty: number): number {
  return Number.isFinite(conversionQty) && conversionQty >= 1 ? Math.trunc(conversionQty) : 1;
}

/**
 * What a case or piece input holds after typing: digits only (anything else is dropped), capped at
 * MAX_UNIT_COUNT; empty is 0.
 */
export function parseUnitCount(text: string): number {
  const digits = text.replace(/\D/g, '').slice(0, 6);
  if (digits === '') return 0;
  return Math.min(Number.parseInt(digits, 10), MAX_UNIT_COUNT);
}

/** quantity = pieces + cases x ConversionQty (spec). */
export function totalPieces(cases: number, pieces: number, conversionQty: number): number {
  return Math.max(0, Math.trunc(pieces)) + Math.max(0, Math.trunc(cases)) * piecesPerCase(conversionQty);
}

export interface UnitSplit {
  cases: number;
  pieces: number;
}

/**
 * A quantity in pieces as the inputs show it:
 * - case and piece: whole cases, the rest as pieces;
 * - piece only: all pieces;
 * - case only: the cases that hold it (rounded up, so the retailer never gets less than asked).
 * Counts above MAX_UNIT_COUNT are capped.
 */
export function splitPieces(
  quantity: number,
  conversionQty: number,
  units: { case: boolean; piece: boolean },
): UnitSplit {
  const q = Math.max(0, Math.trunc(quantity));
  const per = piecesPerCase(conversionQty);
  const cap = (n: number) => Math.min(n, MAX_UNIT_COUNT);
  if (units.case && units.piece) return { cases: cap(Math.floor(q / per)), pieces: cap(q % per) };
  if (units.case) return { cases: cap(Math.ceil(q / per)), pieces: 0 };
  return { cases: 0, pieces: cap(q) };
}

export interface OrderQtyLimits {
  /** MinORDQty in pieces; 0 = no minimum. */
  minOrderQty: number;
  /** MaxORDQty in pieces; 0 = unlimited. */
  maxOrderQty: number;
}

/**
 * The minimum order quantity rule (when isEnableMinOrderQty is on and MinORDQty is not 0), as the
 * spec and the cart issue state it: "a quantity within min and max (max 0 = unlimited) is rounded
 * up to a multiple of the minimum, otherwise set to the minimum".
 * - 0 stays 0 (the line is removed);
 * - within min..max: rounded up to a multiple of the minimum; when that would pass the maximum,
 *   the largest multiple of the minimum not above it (so the result stays valid);
 * - below the minimum or above the maximum: the minimum.
 * The result is always 0 or a multiple of the minimum, and within min..max when max >= min.
 */
export function applyMinOrderQty(quantity: number, limits: OrderQtyLimits): number {
  const q = Math.max(0, Math.trunc(quantity));
  const min = Math.max(0, Math.trunc(limits.minOrderQty));
  const max = Math.max(0, Math.trunc(limits.maxOrderQty));
  if (q === 0 || min === 0) return q;
  if (q <= min || (max > 0 && q > max)) return min;
  const largest = max > 0 ? Math.floor(max / min) * min : Number.POSITIVE_INFINITY;
  if (largest < min) return min;
  return Math.min(Math.ceil(q / min) * min, largest);
}

/** Whether a quantity satisfies the limits: 0, or a multiple of the minimum within min..max. */
export function isValidOrderQty(quantity: number, limits: OrderQtyLimits): boolean {
  if (!Number.isInteger(quantity) || quantity < 0) return false;
  if (quantity === 0) return true;
  const { minOrderQty: min, maxOrderQty: max } = limits;
  if (max > 0 && quantity > max) return false;
  if (min > 0 && (quantity < min || quantity % min !== 0)) return false;
  return true;
}

export type StockLevel = 'out' | 'low' | 'ok';

/**
 * The stock colour code (isShowSIHColorCode): red when nothing is in stock, amber when no more
 * than one case (or one minimum order, whichever is larger) is left, green otherwise.
 */
export function stockLevel(sih: number, conversionQty: number, minOrderQty = 0): StockLevel {
  if (sih <= 0) return 'out';
  const low = Math.max(piecesPerCase(conversionQty), Math.max(0, minOrderQty), 1);
  return sih <= low ? 'low' : 'ok';
}
