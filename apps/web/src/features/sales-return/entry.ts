/**
 * The sales return's own reading of what the retailer types and asks (docs/decisions/083): the
 * entry of one product is the shared return entry (components/return-entry); here the refusal
 * that names products, the list's sort and the invoice search.
 */
import type { TReturnSummaryItem } from '@restock/domain/contracts/sales-return';
import { type EntryRow, rowsOfReasons } from '../../components/return-entry/entry';

export {
  type EntryRow,
  readEntry,
  returnUnits,
  type Units,
} from '../../components/return-entry/entry';

/** The rows of a product already in the summary (one per reason), or one empty row. */
export function rowsOfSummary(item: TReturnSummaryItem | undefined): EntryRow[] {
  return rowsOfReasons(item?.Reasons);
}

/** The key the server starts an E017 message with when lines go above what may be returned. */
export const EXCEEDS_KEY = 'returnQtyExceedsInvoiced';

/**
 * The products an E017 refusal names ("returnQtyExceedsInvoiced: A, B"), or null when the refusal
 * is not that one.
 */
export function exceededProducts(code: string, message: string): string[] | null {
  if (code !== 'E017' || !message.startsWith(EXCEEDS_KEY)) return null;
  const rest = message.slice(EXCEEDS_KEY.length).replace(/^:\s*/, '');
  return rest
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

export const RETURN_SORTS = ['Name_ASC', 'Name_DESC'] as const;
export type ReturnSort = (typeof RETURN_SORTS)[number];

/**
 * The list's order: by name, ascending unless descending is asked. A price order (from an old
 * link, or the catalogue's sort) falls back to name ascending: price sorting is not offered on
 * sales return (returns spec section 5).
 */
export function returnSort(value: string | null): ReturnSort {
  return value === 'Name_DESC' ? 'Name_DESC' : 'Name_ASC';
}

/** Whether an asked order is a price sort (not allowed with an attribute filter, decision 127). */
export function isPriceSort(value: string | null): boolean {
  return value?.startsWith('Price_') ?? false;
}

/** The invoice search is sent from 3 characters (returns spec section 5); shorter is not yet a search. */
export function invoiceSearch(text: string, min: number): string {
  const t = text.trim();
  return t.length >= min ? t : '';
}
