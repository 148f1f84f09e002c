/**
 * Invoice delivery marking on the delivery status screen (route orderStatusDelivery): which call
 * a list page asks, when the list has every page, and whether a typed delivery day may be sent.
 * The day rule is rules/invoice-delivery, the one the server applies. See docs/decisions/055.
 */
import {
  type CalendarDate,
  formatApiDate,
  formatDisplayDate,
  parseApiDate,
  parseDisplayDate,
} from '@restock/domain/rules/delivery';
import { assumedToday, checkDeliveryMarkDate } from '@restock/domain/rules/invoice-delivery';

/** Invoices per page of the pending list. */
export const INVOICE_PAGE_SIZE = 20;

/**
 * The call of a page of the pending list: PendingOrderInvoice without a search text,
 * SearchOrderInvoice with one.
 */
export function invoiceListRequest(
  searchText: string,
  page: number,
): { path: string; body: Record<string, unknown> } {
  const text = searchText.trim();
  return text === ''
    ? { path: '/SalesOrder/PendingOrderInvoice', body: { Page: page, PageSize: INVOICE_PAGE_SIZE } }
    : {
        path: '/SalesOrder/SearchOrderInvoice',
        body: { SearchText: text, Page: page, PageSize: INVOICE_PAGE_SIZE },
      };
}

export interface CountedPage {
  page: number;
  count: number;
  totalCount: number;
}

/** The next page to ask for, or undefined once every invoice is in. */
export function nextInvoicePage(pages: readonly CountedPage[]): number | undefined {
  const last = pages.at(-1);
  if (!last || last.count === 0) return undefined;
  const received = pages.reduce((n, p) => n + p.count, 0);
  return received < last.totalCount ? last.page + 1 : undefined;
}

/** The device's date today. */
export function deviceToday(now: Date = new Date()): CalendarDate {
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
}

export type DeliveryDateCheck =
  | { ok: true; apiDate: string }
  | { ok: false; problem: 'invalidDate' | 'future' }
  | { ok: false; problem: 'beforeInvoice'; earliest: string };

/**
 * Whether a delivery day typed as DD-MM-YYYY may be sent for invoices of these dates: a real
 * date, not after today and not before the latest invoice date. Today is the device's date, or
 * a later invoice date (the client's zone is ahead of the device).
 */
export function checkDeliveryDate(
  display: string,
  invoiceDates: readonly string[],
  today: CalendarDate,
): DeliveryDateCheck {
  const day = parseDisplayDate(display.trim());
  if (!day) return { ok: false, problem: 'invalidDate' };
  const check = checkDeliveryMarkDate(day, invoiceDates, assumedToday(today, invoiceDates));
  if (check.ok) return { ok: true, apiDate: formatApiDate(day) };
  if (check.problem === 'beforeInvoice') {
    const earliest = check.earliest ? parseApiDate(check.earliest) : null;
    return { ok: false, problem: 'beforeInvoice', earliest: earliest ? formatDisplayDate(earliest) : '' };
  }
  return { ok: false, problem: 'future' };
}

/** The day the dialog offers first: today (as checkDeliveryDate reads it), DD-MM-YYYY. */
export function defaultDeliveryDate(invoiceDates: readonly string[], today: CalendarDate): string {
  return formatDisplayDate(assumedToday(today, invoiceDates));
}
