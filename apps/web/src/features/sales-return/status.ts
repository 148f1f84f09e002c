/**
 * How a sales return status looks: its label (salesReturn.status.{code}) and colours. The codes
 * are rules/sales-return (S submitted, P pending, I open, A approved, C rejected; R is read as A on
 * the server). Colours keep text contrast of at least 4.5:1 on their background.
 */
import { isSalesReturnStatus, type SalesReturnStatus } from '@restock/domain/rules/sales-return';

const TONES: Record<SalesReturnStatus, string> = {
  S: 'bg-sky-100 text-sky-900 ring-sky-300',
  P: 'bg-amber-100 text-amber-900 ring-amber-300',
  I: 'bg-indigo-100 text-indigo-900 ring-indigo-300',
  A: 'bg-green-100 text-green-900 ring-green-300',
  C: 'bg-red-100 text-red-900 ring-red-300',
};

const DOTS: Record<SalesReturnStatus, string> = {
  S: 'bg-sky-600',
  P: 'bg-amber-500',
  I: 'bg-indigo-600',
  A: 'bg-green-600',
  C: 'bg-red-600',
};

/** The order the status filter offers them in: as a return usually moves. */
export const STATUS_FILTER_ORDER: readonly SalesReturnStatus[] = ['S', 'P', 'I', 'A', 'C'];

export function returnStatusTone(code: string): string {
  return isSalesReturnStatus(code) ? TONES[code] : 'bg-slate-200 text-slate-800 ring-slate-300';
}

export function returnStatusDot(code: string): string {
  return isSalesReturnStatus(code) ? DOTS[code] : 'bg-slate-500';
}

/** The status of the address (`?status=`), or null for every status. */
export function readStatusParam(value: string | null): SalesReturnStatus | null {
  return isSalesReturnStatus(value) ? value : null;
}
