/**
 * Exchange return rules (returns spec sections 4 and 5; docs/decisions/084): the retailer returns
 * goods and orders the same number of pieces back. A line's quantity is pieces plus cases times the
 * product's ConversionQty; lines at 0 are left out; the returned and the ordered pieces must match.
 * Shared by the server (which refuses a mismatch) and the web (which shows it before submitting).
 */
import { returnPieces } from './sales-return.ts';

/** At most this many lines on each side of one exchange. */
export const EXCHANGE_MAX_LINES = 100;

/** The message key of a submit whose returned and ordered pieces differ (E017). */
export const EXCHANGE_MISMATCH_KEY = 'exchangeQtyMismatch';
/** The message key of an ordered product the distributor does not sell now (E017). */
export const EXCHANGE_NOT_ORDERABLE_KEY = 'exchangeNotOrderable';

export interface ExchangeQty {
  CaseQty: number;
  PieceQty: number;
}

/** A line's pieces: PieceQty + CaseQty x ConversionQty (a conversion below 1 counts as 1). */
export function exchangeLinePieces(line: ExchangeQty, conversionQty: number): number {
  return returnPieces(line.CaseQty, line.PieceQty, conversionQty);
}

/** The total pieces of lines, each with its product's conversion. */
export function totalExchangePieces(lines: ReadonlyArray<ExchangeQty & { ConversionQty: number }>): number {
  return lines.reduce((n, l) => n + exchangeLinePieces(l, l.ConversionQty), 0);
}

/** Whether both sides hold something and the same number of pieces. */
export function exchangeQtyMatches(returned: number, ordered: number): boolean {
  return returned > 0 && returned === ordered;
}
