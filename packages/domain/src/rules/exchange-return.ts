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

/** The message key of a cancel refused because the exchange's return is approved (E017). */
export const EXCHANGE_RETURN_APPROVED_KEY = 'exchangeReturnApproved';

/**
 * What cancelling an exchange's order does, by its return's status (decision 094). An exchange is
 * one request: while the distributor has not decided on the return (S submitted, P pending, I
 * open), cancelling the order cancels the return too, so no goods go back with nothing in
 * exchange. Once the return is approved (A, or R in the other reading) the goods are taken back
 * and the replacement is owed: the retailer cannot cancel it (the distributor can). A rejected
 * return (C) leaves the order on its own: it cancels like any order.
 */
export function exchangeCancelEffect(returnStatus: string): 'withReturn' | 'orderOnly' | 'refused' {
  if (returnStatus === 'A' || returnStatus === 'R') return 'refused';
  if (returnStatus === 'C') return 'orderOnly';
  return 'withReturn';
}
