/**
 * Sales return rules (returns spec sections 3-5; docs/decisions/082): the pieces a line returns,
 * which units the client takes (salesReturnUom), the manufacturing date, and the ceiling of what
 * may be returned: what the distributor invoiced the retailer for a product, less what earlier
 * returns that were not rejected took. Every quantity is counted in pieces.
 */
import { RETURN_STATUS, type ReturnStatus } from '../codes.ts';
import type { Uom } from '../settings.ts';
import { type CalendarDate, compareDates, parseApiDate } from './delivery.ts';

/** The statuses a return is stored with (R, the spec's other reading of approved, is read as A). */
export const SALES_RETURN_STATUS_CODES = ['S', 'A', 'C', 'P', 'I'] as const;
export type SalesReturnStatus = (typeof SALES_RETURN_STATUS_CODES)[number];

/** A rejected return gives its pieces back: they may be returned again. */
export const RELEASING_RETURN_STATUSES: readonly SalesReturnStatus[] = ['C'];

export const RETURN_REMARKS_MAX = 255;
export const RETURN_INVOICE_MAX = 50;
/** The invoice search starts at 3 characters (spec section 5). */
export const RETURN_INVOICE_SEARCH_MIN = 3;
/** Lines one ReturnUpload may carry, and product lines a summary may hold. */
export const RETURN_UPLOAD_MAX_LINES = 200;
export const RETURN_SUMMARY_MAX_LINES = 500;
export const RETURN_MAX_CASES = 9_999;
export const RETURN_MAX_PIECES = 99_999;

export function isSalesReturnStatus(code: unknown): code is SalesReturnStatus {
  return typeof code === 'string' && (SALES_RETURN_STATUS_CODES as readonly string[]).includes(code);
}

/** A status as stored: R (approved in the spec's other reading) becomes A; unknown is null. */
export function normaliseReturnStatus(code: string): SalesReturnStatus | null {
  if (code === 'R') return 'A';
  return isSalesReturnStatus(code) ? code : null;
}

export function returnStatusName(code: SalesReturnStatus): string {
  return RETURN_STATUS[code as ReturnStatus];
}

/** Pieces of a line: cases of the product's conversion quantity plus pieces. */
export function returnPieces(caseQty: number, pieceQty: number, conversionQty: number): number {
  return caseQty * Math.max(1, conversionQty) + pieceQty;
}

export type ReturnLineProblem = 'caseNotAllowed' | 'pieceNotAllowed' | 'mfgDateInFuture' | 'invalidMfgDate';

/**
 * Whether a line's units and date are acceptable: cases only when salesReturnUom has case, pieces
 * only when it has piece (an empty setting means piece only), a manufacturing date not after today.
 */
export function checkReturnLine(
  line: { caseQty: number; pieceQty: number; mfgDate: string },
  uoms: readonly Uom[],
  today: CalendarDate,
): ReturnLineProblem | null {
  const allowed = uoms.length === 0 ? ['piece'] : uoms;
  if (line.caseQty > 0 && !allowed.includes('case')) return 'caseNotAllowed';
  if (line.pieceQty > 0 && !allowed.includes('piece')) return 'pieceNotAllowed';
  if (line.mfgDate !== '') {
    const d = parseApiDate(line.mfgDate);
    if (!d) return 'invalidMfgDate';
    if (compareDates(d, today) > 0) return 'mfgDateInFuture';
  }
  return null;
}

/** Pieces still returnable: invoiced less returned (never below 0). */
export function returnableQty(invoiced: number, returned: number): number {
  return Math.max(0, invoiced - returned);
}

/**
 * Whether the pieces wanted for a product (every reason of the summary together) fit within what
 * may be returned.
 */
export function fitsReturnable(wanted: number, invoiced: number, returned: number): boolean {
  return wanted <= returnableQty(invoiced, returned);
}

/** A case and piece split of pieces for display: whole cases, the rest in pieces. */
export function splitPieces(pieces: number, conversionQty: number): { cases: number; pieces: number } {
  const c = Math.max(1, conversionQty);
  if (c === 1) return { cases: 0, pieces };
  return { cases: Math.floor(pieces / c), pieces: pieces % c };
}
