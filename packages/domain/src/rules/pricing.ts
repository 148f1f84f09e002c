/**
 * Money rules of the cart and the order (ordering-core section 5: effective price, line total,
 * minimum order value; section 3 settings cashVoucher, orderVolume, isPriceIncludingTax) and the
 * free goods of scheme slabs. Written once here; the server decides with them, the web shows them.
 *
 * Money is exact: an amount is a whole number of paise (hundredths of the currency unit) held in a
 * `bigint` (type `Paise`). Amounts come in as the API and the database give them, a JSON number
 * with two decimals or a numeric string ("12.50"), and are read digit by digit (never multiplied
 * as floats). Percentages and rates are exact decimals too. Rounding is to the paisa, half-up
 * (ties away from zero, Java's ROUND_HALF_UP), and happens once per line amount; totals only add
 * rounded line amounts, so a total always equals the sum of its lines. See docs/decisions/040.
 */
import { totalPieces } from './quantity.ts';

/** An amount in paise (1 rupee = 100n). */
export type Paise = bigint;

/** An amount or rate as it crosses the API or leaves the database: 12.5 or "12.50". */
export type DecimalInput = number | string;

/** An exact decimal: `units / 10^scale`. */
export interface Decimal {
  units: bigint;
  scale: number;
}

const DECIMAL_PATTERN = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d{1,3}))?$/;
const MAX_SCALE = 40;

function pow10(n: number): bigint {
  return 10n ** BigInt(n);
}

/**
 * Reads a decimal exactly from a finite number (its shortest round-trip text, so 0.1 reads as
 * one tenth) or a decimal string (surrounding spaces allowed; an exponent is accepted).
 * Anything else (NaN, Infinity, '', '1,5', 'abc') is null.
 */
export function parseDecimal(value: DecimalInput): Decimal | null {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    text = String(value);
  } else if (typeof value === 'string') {
    text = value.trim();
  } else {
    return null;
  }
  const m = DECIMAL_PATTERN.exec(text);
  if (!m) return null;
  const [, sign = '', whole = '', fraction = '', exponent = '0'] = m;
  if (whole === '' && fraction === '') return null;
  let units = BigInt(`${whole}${fraction}` || '0');
  let scale = fraction.length - Number.parseInt(exponent, 10);
  if (scale < 0) {
    units *= pow10(-scale);
    scale = 0;
  }
  if (scale > MAX_SCALE) return null;
  return { units: sign === '-' ? -units : units, scale };
}

/** The text of an exact decimal ("12.5" stays "12.5", scale kept: units 1250 scale 2 is "12.50"). */
export function formatDecimal(d: Decimal): string {
  if (d.scale === 0) return d.units.toString();
  const negative = d.units < 0n;
  const abs = negative ? -d.units : d.units;
  const text = `${abs / pow10(d.scale)}.${(abs % pow10(d.scale)).toString().padStart(d.scale, '0')}`;
  return negative ? `-${text}` : text;
}

/** n / d rounded to a whole number, ties away from zero. d must be positive. */
export function divideRoundHalfUp(n: bigint, d: bigint): bigint {
  if (d <= 0n) throw new RangeError('divisor must be positive');
  const q = n / d;
  const r = n % d;
  const twice = (r < 0n ? -r : r) * 2n;
  if (twice >= d) return n < 0n ? q - 1n : q + 1n;
  return q;
}

/** The decimal rounded half-up to `scale` places, as units of 10^-scale. */
function rescale(d: Decimal, scale: number): bigint {
  if (d.scale <= scale) return d.units * pow10(scale - d.scale);
  return divideRoundHalfUp(d.units, pow10(d.scale - scale));
}

/** An amount in paise, or null when it is not a number. More than two decimals round half-up. */
export function tryToPaise(value: DecimalInput): Paise | null {
  const d = parseDecimal(value);
  return d ? rescale(d, 2) : null;
}

/** An amount in paise; throws a RangeError when it is not a number (a programming error). */
export function toPaise(value: DecimalInput): Paise {
  const p = tryToPaise(value);
  if (p === null) throw new RangeError(`not an amount: ${String(value)}`);
  return p;
}

/** The text of an amount with exactly two decimals ("1234.50", "-0.05"): what numeric columns take. */
export function formatPaise(amount: Paise): string {
  const negative = amount < 0n;
  const abs = negative ? -amount : amount;
  const text = `${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
  return negative ? `-${text}` : text;
}

/** The amount as a JSON number (the nearest double to the two-decimal value), for API answers. */
export function paiseToNumber(amount: Paise): number {
  return Number(formatPaise(amount));
}

export function sumPaise(amounts: Iterable<Paise>): Paise {
  let total = 0n;
  for (const a of amounts) total += a;
  return total;
}

function clampPercent(value: DecimalInput | null | undefined): Decimal {
  const d = value === null || value === undefined ? null : parseDecimal(value);
  if (!d || d.units <= 0n) return { units: 0n, scale: 0 };
  if (d.units > 100n * pow10(d.scale)) return { units: 100n, scale: 0 };
  return d;
}

/** `percent` % of an amount, rounded half-up to the paisa. A percentage outside 0..100 is clamped. */
export function percentOf(amount: Paise, percent: DecimalInput): Paise {
  const p = clampPercent(percent);
  return divideRoundHalfUp(amount * p.units, 100n * pow10(p.scale));
}

/**
 * The tax held inside a tax-inclusive amount: amount x t / (100 + t), rounded half-up.
 * (A price of 118.00 at 18 % holds 18.00 of tax.)
 */
export function includedTaxOf(amount: Paise, taxPercent: DecimalInput): Paise {
  const t = clampPercent(taxPercent);
  return divideRoundHalfUp(amount * t.units, 100n * pow10(t.scale) + t.units);
}

// ------------------------------------------------------------------------------------------
// Lines
// ------------------------------------------------------------------------------------------

/** A price-off discount (the product contract's DiscountInfo): PCT percent off, AMT rupees off per piece. */
export interface DiscountRule {
  type: 'PCT' | 'AMT';
  value: DecimalInput;
}

export interface LinePriceInput {
  /** Pieces (quantity = pieces + cases x ConversionQty; see `totalPieces`). */
  qty: number;
  /** Buying price per piece. */
  price: DecimalInput;
  discount?: DiscountRule | null;
  /** The percentage off of the scheme slab reached (`schemeBenefit(...).discountPercent`). */
  schemeDiscountPercent?: DecimalInput | null;
  /** The product's tax percentage. */
  taxPercent?: DecimalInput | null;
}

export interface PricingOptions {
  /** The price-including-tax setting: prices already hold the tax, which is not added again. */
  isPriceIncludingTax: boolean;
}

/** Every amount of one line, in paise. */
export interface LineAmounts {
  /** Price per piece. */
  unitPrice: Paise;
  /** The spec's line total: pieces x price. */
  gross: Paise;
  /** The price-off discount (DiscAmount). */
  discount: Paise;
  /** The scheme's percentage off (SchemeAmount); free goods are separate lines at no charge. */
  scheme: Paise;
  /** gross - discount - scheme. */
  taxable: Paise;
  /** TaxAmount: added on top, or (prices including tax) the part of `taxable` that is tax. */
  tax: Paise;
  /** The effective price of the line: gross - discount - scheme + tax (tax not re-added when included). */
  net: Paise;
}

function checkQty(qty: number): bigint {
  if (!Number.isSafeInteger(qty) || qty < 0)
    throw new RangeError(`quantity must be a whole number >= 0: ${qty}`);
  return BigInt(qty);
}

/** The spec's line total: pieces x price per piece, exact. */
export function lineTotal(qty: number, price: DecimalInput): Paise {
  return checkQty(qty) * toPaise(price);
}

/** The spec's line total from the inputs: (cases x ConversionQty + pieces) x price. */
export function lineTotalOfUnits(
  cases: number,
  pieces: number,
  conversionQty: number,
  price: DecimalInput,
): Paise {
  return lineTotal(totalPieces(cases, pieces, conversionQty), price);
}

/**
 * The discount amount of a line: PCT takes the percentage of the line total (rounded half-up);
 * AMT takes the amount per piece times the pieces, never more than the price per piece.
 */
export function discountAmount(
  qty: number,
  price: DecimalInput,
  discount: DiscountRule | null | undefined,
): Paise {
  if (!discount) return 0n;
  if (discount.type === 'PCT') return percentOf(lineTotal(qty, price), discount.value);
  const perPiece = tryToPaise(discount.value) ?? 0n;
  const unit = toPaise(price);
  const capped = perPiece < 0n ? 0n : perPiece > unit ? unit : perPiece;
  return checkQty(qty) * capped;
}

/**
 * Prices one line (ordering-core section 5 "effective price subtracts discount and scheme and adds
 * tax"): gross = pieces x price; the discount comes off first, the scheme percentage applies to
 * what is left, and tax is charged on the rest (or, when prices include tax, found inside it).
 * Each amount is rounded to the paisa once, here.
 */
export function priceLine(input: LinePriceInput, options: PricingOptions): LineAmounts {
  const unitPrice = toPaise(input.price);
  if (unitPrice < 0n) throw new RangeError('price must not be negative');
  const gross = checkQty(input.qty) * unitPrice;
  const discount = discountAmount(input.qty, input.price, input.discount);
  const scheme = percentOf(gross - discount, input.schemeDiscountPercent ?? 0);
  const taxable = gross - discount - scheme;
  const taxPercent = input.taxPercent ?? 0;
  if (options.isPriceIncludingTax) {
    return {
      unitPrice,
      gross,
      discount,
      scheme,
      taxable,
      tax: includedTaxOf(taxable, taxPercent),
      net: taxable,
    };
  }
  const tax = percentOf(taxable, taxPercent);
  return { unitPrice, gross, discount, scheme, taxable, tax, net: taxable + tax };
}

/** The effective price of a line: gross - discount - scheme + tax (see `priceLine`). */
export function effectivePrice(input: LinePriceInput, options: PricingOptions): Paise {
  return priceLine(input, options).net;
}

/** The effective price per piece, for display (net / pieces, half-up); 0 for an empty line. */
export function effectiveUnitPrice(amounts: LineAmounts, qty: number): Paise {
  return qty > 0 ? divideRoundHalfUp(amounts.net, BigInt(qty)) : 0n;
}

export interface CartTotals {
  gross: Paise;
  discount: Paise;
  scheme: Paise;
  tax: Paise;
  net: Paise;
}

/** Totals of a cart or an order: each the exact sum of its lines' amounts. */
export function totalCart(lines: Iterable<Pick<LineAmounts, keyof CartTotals>>): CartTotals {
  const t: CartTotals = { gross: 0n, discount: 0n, scheme: 0n, tax: 0n, net: 0n };
  for (const l of lines) {
    t.gross += l.gross;
    t.discount += l.discount;
    t.scheme += l.scheme;
    t.tax += l.tax;
    t.net += l.net;
  }
  return t;
}

/**
 * The checkout gate (ordering-core section 5): when a minimum order value is supplied, the total
 * effective price must reach it. No minimum (null, '', 0 or not a number) lets every total pass.
 */
export function meetsMinimumOrderValue(
  total: Paise | DecimalInput,
  minimum: DecimalInput | null | undefined,
): boolean {
  const min = minimum === null || minimum === undefined || minimum === '' ? null : tryToPaise(minimum);
  if (min === null || min <= 0n) return true;
  const t = typeof total === 'bigint' ? total : tryToPaise(total);
  return t !== null && t >= min;
}

/** How much is still missing to reach the minimum order value (0 when reached or none). */
export function shortOfMinimumOrderValue(total: Paise, minimum: DecimalInput | null | undefined): Paise {
  const min = minimum === null || minimum === undefined || minimum === '' ? null : tryToPaise(minimum);
  if (min === null || min <= total) return 0n;
  return min - total;
}

// ------------------------------------------------------------------------------------------
// Cash voucher and order volume summaries
// ------------------------------------------------------------------------------------------

export interface CashVoucherSetting {
  enabled: boolean;
  /** Money per point (default 1). */
  conversionRate: number;
}

export interface CashVoucherSummary {
  points: number;
  /** points x conversion rate, rounded half-up to the paisa. */
  value: Paise;
}

/** Loyalty points a cart earns: sum of pieces x the product's points per piece. */
export function cartPoints(lines: Iterable<{ qty: number; productPoints: number }>): number {
  let points = 0;
  for (const l of lines) points += Math.max(0, Math.trunc(l.qty)) * Math.max(0, Math.trunc(l.productPoints));
  return points;
}

/**
 * The cash voucher line of the cart summary (cashVoucher setting): the points the order earns and
 * their money value at the conversion rate. null when the setting is off.
 */
export function cashVoucherSummary(points: number, setting: CashVoucherSetting): CashVoucherSummary | null {
  if (!setting.enabled) return null;
  const p = Math.max(0, Math.trunc(points));
  const rate = parseDecimal(setting.conversionRate);
  const r = rate && rate.units > 0n ? rate : { units: 1n, scale: 0 };
  return { points: p, value: divideRoundHalfUp(BigInt(p) * r.units * 100n, pow10(r.scale)) };
}

export interface OrderVolumeSetting {
  enabled: boolean;
  /** The unit shown: KG, G, L, ML, CASE or PCS (others are shown as pieces). */
  metric: string;
  /** What the measure per piece is: WT (weight in grams) or VOL (volume in millilitres). */
  conversionCode: string;
}

export interface VolumeLine {
  qty: number;
  conversionQty: number;
  /** Grams or millilitres per piece (the product's net quantity); null when unknown. */
  measurePerPiece?: DecimalInput | null;
}

export interface OrderVolumeSummary {
  metric: string;
  /** The volume with three decimals ("12.500"), exact. */
  value: string;
}

const THOUSANDTHS = 1000n;

function formatThousandths(v: bigint): string {
  return `${v / THOUSANDTHS}.${(v % THOUSANDTHS).toString().padStart(3, '0')}`;
}

/**
 * The order volume line of the cart summary (orderVolume setting): KG/L sum the measure per piece
 * (grams/millilitres) and divide by 1000, G/ML sum it as is, CASE counts cases (pieces /
 * ConversionQty) and any other metric counts pieces. Three decimals, half-up. null when off.
 */
export function orderVolumeSummary(
  lines: Iterable<VolumeLine>,
  setting: OrderVolumeSetting,
): OrderVolumeSummary | null {
  if (!setting.enabled) return null;
  const metric = setting.metric.trim().toUpperCase();
  const byMeasure = metric === 'KG' || metric === 'L' || metric === 'G' || metric === 'ML';
  // Summed in thousandths of a gram/millilitre (measure) or of a piece/case (counts); divided once.
  let thousandths = 0n;
  let caseThousandths = 0n;
  for (const l of lines) {
    const qty = BigInt(Math.max(0, Math.trunc(l.qty)));
    if (byMeasure) {
      const m =
        l.measurePerPiece === null || l.measurePerPiece === undefined
          ? null
          : parseDecimal(l.measurePerPiece);
      if (m && m.units > 0n) thousandths += rescale(m, 3) * qty;
    } else if (metric === 'CASE' || metric === 'CASES') {
      const per = BigInt(l.conversionQty >= 1 ? Math.trunc(l.conversionQty) : 1);
      caseThousandths += divideRoundHalfUp(qty * THOUSANDTHS * 1000n, per);
    } else {
      thousandths += qty * THOUSANDTHS;
    }
  }
  if (metric === 'KG' || metric === 'L') thousandths = divideRoundHalfUp(thousandths, 1000n);
  if (metric === 'CASE' || metric === 'CASES') thousandths = divideRoundHalfUp(caseThousandths, 1000n);
  return { metric: setting.metric.trim(), value: formatThousandths(thousandths) };
}

// ------------------------------------------------------------------------------------------
// Schemes: free goods and percentage off from slabs
// ------------------------------------------------------------------------------------------

/** A scheme slab as the product contract's ZSchemeSlab gives it. */
export interface SchemeSlabLike {
  SlabId: number;
  Sequence?: number;
  /** Pieces from which the slab applies. */
  MinQty: number;
  /** 0 = no upper bound. */
  MaxQty: number;
  FreeQty: number;
  /** The free product; null means the scheme's (the line's) product itself. */
  FreeProductId: number | null;
  DiscountPercent: DecimalInput;
}

export interface SchemeBenefit {
  /** The slab reached, null when the quantity reaches none. */
  slabId: number | null;
  /** How many times the slab's free goods are given (see `schemeBenefit`). */
  times: number;
  /** Free pieces; 0 when none. */
  freeQty: number;
  /** The product given free (the line's product when the slab names none); null when no free goods. */
  freeProductId: number | null;
  /** The slab's percentage off for the line ("0" when none), for `priceLine`. */
  discountPercent: string;
}

const NO_BENEFIT: SchemeBenefit = {
  slabId: null,
  times: 0,
  freeQty: 0,
  freeProductId: null,
  discountPercent: '0',
};

/**
 * What a PROMO scheme gives a line of `qty` pieces of `productId`:
 * - the slab reached is the one with the highest MinQty not above the quantity (ties: the higher
 *   Sequence, then SlabId); slabs with MinQty below 1 are ignored;
 * - an open slab (MaxQty 0) repeats per full MinQty: "buy 10 get 1" gives 2 free for 20..29 pieces;
 * - a bounded slab (MaxQty > 0) gives its FreeQty once, also above its MaxQty while no higher slab
 *   is reached (the slab says how far it goes; the next slab takes over from its MinQty);
 * - the slab's DiscountPercent applies once to the line (not repeated).
 */
export function schemeBenefit(
  slabs: readonly SchemeSlabLike[],
  qty: number,
  productId: number,
): SchemeBenefit {
  const q = Math.max(0, Math.trunc(qty));
  let reached: SchemeSlabLike | null = null;
  for (const s of slabs) {
    if (!(s.MinQty >= 1) || s.MinQty > q) continue;
    if (
      reached === null ||
      s.MinQty > reached.MinQty ||
      (s.MinQty === reached.MinQty &&
        ((s.Sequence ?? 0) > (reached.Sequence ?? 0) ||
          ((s.Sequence ?? 0) === (reached.Sequence ?? 0) && s.SlabId > reached.SlabId)))
    ) {
      reached = s;
    }
  }
  if (reached === null) return NO_BENEFIT;
  const times = reached.MaxQty > 0 ? 1 : Math.floor(q / reached.MinQty);
  const freeQty = Math.max(0, Math.trunc(reached.FreeQty)) * times;
  return {
    slabId: reached.SlabId,
    times,
    freeQty,
    freeProductId: freeQty > 0 ? (reached.FreeProductId ?? productId) : null,
    discountPercent: formatDecimal(clampPercent(reached.DiscountPercent)),
  };
}
