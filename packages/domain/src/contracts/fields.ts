/**
 * Field schemas shared by the contracts: ids, flags, pages, money, dates, idempotency keys and the
 * order history filter. Money crosses the API as a JSON number with two decimals (rupees); a
 * request's Price may also be a numeric string. Rules read amounts exactly with rules/pricing
 * `toPaise` (never float arithmetic). Dates are YYYY-MM-DD strings (the screens show DD-MM-YYYY).
 */
import { z } from 'zod';
import { parseApiDate, parseMonth } from '../rules/delivery.ts';
import { resolveHistoryFilter } from '../rules/order-status.ts';
import { tryToPaise } from '../rules/pricing.ts';
import { MAX_PAGE, SEARCH_MAX_CHARS } from '../rules/product-list.ts';

const MAX_INT32 = 2_147_483_647;

/**
 * A whole number in a request (a quantity, a page, a size): a JSON number only. Nothing is coerced:
 * `true`, `[134]` and `"24"` are bad input (E008), not 1, 134 and 24 (decision 070).
 */
export function zInt(min: number, max: number) {
  return z.number().int().min(min).max(max);
}

/**
 * An id: a JSON integer, or a string of digits. The spec's screens take ids from their URL
 * (product/{productId}, orders/{orderId}, promotion/{schemeId}), so a client may send one as text
 * (decision 019); nothing else is read as an id (no booleans, arrays, signs, spaces or exponents).
 */
function zId(min: number) {
  return z
    .union([
      z.number(),
      z
        .string()
        .regex(/^\d{1,10}$/, 'An id is a number or a string of digits')
        .transform(Number),
    ])
    .pipe(z.number().int().min(min).max(MAX_INT32));
}

/** A database id: a positive 32-bit integer. */
export const ZDbId = zId(1);
/** An id or 0 for "none" (DiscountId, SchemeId, GroupId). */
export const ZIdOrZero = zId(0);
/** A yes/no flag: true/false or 1/0, read as a boolean; absent is false. */
export const ZFlag = z
  .union([z.boolean(), z.literal(0), z.literal(1)])
  .optional()
  .transform((v) => v === true || v === 1);
/** A page number from 1 (at most MAX_PAGE). */
export const ZPageNumber = zInt(1, MAX_PAGE);
/**
 * Control characters (NUL above all, which PostgreSQL text cannot hold) are never part of an
 * order number, a name or a search: refused as bad input instead of reaching the database.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to refuse control characters
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
export const hasNoControlCharacters = (v: string): boolean => !CONTROL_CHARACTERS.test(v);

/** Highest price per piece a line may carry (numeric(12,2)). */
export const MAX_PRICE = 9_999_999_999.99;

/** An amount in a request: a number or numeric string, >= 0, at most two decimals, within numeric(12,2). */
export const ZMoneyInput = z.union([z.number(), z.string()]).refine(
  (v) => {
    const p = tryToPaise(v);
    if (p === null || p < 0n || p > 999_999_999_999n) return false;
    // at most two decimals: reading it to paise loses nothing
    const text = typeof v === 'number' ? String(v) : v.trim();
    return !/\.\d{3,}/.test(text) && !/e/i.test(text);
  },
  { message: 'An amount is a number >= 0 with at most two decimals' },
);

/** A calendar date as the API sends it: YYYY-MM-DD, a real date. */
export const ZApiDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'A date is YYYY-MM-DD')
  .refine((v) => parseApiDate(v) !== null, 'Not a real date');
/** YYYY-MM-DD or '' (no date); absent is ''. */
export const ZOptionalApiDate = z
  .union([ZApiDate, z.literal('')])
  .optional()
  .default('');
/** MM-YYYY (the history filter's month) or ''. */
export const ZMonth = z.string().refine((v) => parseMonth(v) !== null, 'A month is MM-YYYY');

/**
 * An idempotency key (IETF Idempotency-Key draft; docs/decisions/046): 8 to 255
 * visible characters, e.g. a UUID. The same key with the same body replays the first answer; the
 * same key with another body is refused (422). It may come in the body or the Idempotency-Key header.
 */
export const ZIdempotencyKey = z
  .string()
  .regex(/^[\x21-\x7e]{8,255}$/, 'An idempotency key is 8-255 visible characters');

/** The history filter's dates (a month, or From on or before To) as issues on their fields. */
export function refineHistoryDates(
  v: { FromDate: string; ToDate: string; Month: string },
  ctx: z.core.$RefinementCtx,
): void {
  const r = resolveHistoryFilter(v);
  if (r.ok) return;
  const field = {
    invalidMonth: 'Month',
    invalidFromDate: 'FromDate',
    invalidToDate: 'ToDate',
    fromAfterTo: 'ToDate',
  };
  ctx.addIssue({ code: 'custom', message: r.problem, path: [field[r.problem]] });
}

/**
 * The history filter's fields, shared by the order lists and the invoice search: a text, a date
 * range (YYYY-MM-DD) or a month (MM-YYYY; it wins over the range). Checked by refineHistoryDates.
 */
export const historyFilterFields = {
  SearchText: z
    .string()
    .trim()
    .max(SEARCH_MAX_CHARS)
    .refine(hasNoControlCharacters, 'A search has no control characters')
    .optional()
    .default(''),
  FromDate: ZOptionalApiDate,
  ToDate: ZOptionalApiDate,
  Month: z
    .union([ZMonth, z.literal('')])
    .optional()
    .default(''),
};

/** A page of a list from Page 1, 20 rows unless asked (at most 100). */
export const pageFields = {
  Page: ZPageNumber.optional().default(1),
  PageSize: zInt(1, 100).optional().default(20),
};

/** An amount in an answer: rupees as a JSON number with two decimals. */
export const ZAmount = z.number();
/** A 0/1 flag in an answer (IsSaleable, IsFree). */
export const ZBit = z.union([z.literal(0), z.literal(1)]);
