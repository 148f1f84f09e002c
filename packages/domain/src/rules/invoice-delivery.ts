/**
 * Invoice delivery marking (second spec: route orderStatusDelivery, "An invoice can be marked
 * delivered with a delivery date"): the retailer says on which day the goods of one or more
 * invoices arrived. The day is a calendar date in the client's zone: not after today there, not
 * before the invoice date of any invoice marked with it. Both sides apply this rule: the web
 * before it asks, the server before it writes. See docs/decisions/055.
 */
import { type CalendarDate, compareDates, formatApiDate, parseApiDate } from './delivery.ts';

/** An invoice's delivery status: P pending delivery, D delivered (marked by the retailer). */
export const INVOICE_DELIVERY_STATUS = { P: 'Pending delivery', D: 'Delivered' } as const;
export type InvoiceDeliveryStatus = keyof typeof INVOICE_DELIVERY_STATUS;
export const INVOICE_DELIVERY_STATUS_CODES = ['P', 'D'] as const satisfies readonly InvoiceDeliveryStatus[];

/** Invoices one UpdateInvoiceStatus call may mark (a page of the pending list is at most 100). */
export const MAX_INVOICES_PER_MARK = 100;

/** The spec's keyed success message of UpdateInvoiceStatus (second spec, section 8). */
export const INVOICE_STATUS_UPDATED = 'InvStatusUpdateSuccess';

export type DeliveryMarkProblem = 'future' | 'beforeInvoice';

export type DeliveryMarkCheck =
  | { ok: true }
  | {
      ok: false;
      problem: DeliveryMarkProblem;
      /** For beforeInvoice: the latest invoice date, the earliest day allowed (YYYY-MM-DD). */
      earliest?: string;
    };

/** The latest of some API dates (YYYY-MM-DD); unreadable ones are ignored; null when none. */
export function latestApiDate(dates: readonly string[]): CalendarDate | null {
  let latest: CalendarDate | null = null;
  for (const text of dates) {
    const d = parseApiDate(text);
    if (d && (!latest || compareDates(d, latest) > 0)) latest = d;
  }
  return latest;
}

/**
 * Whether `deliveredOn` may be recorded for invoices dated `invoiceDates` when it is `today` in
 * the client's zone: not after today, and not before the latest invoice date (goods are not
 * delivered before they are billed). The same day as the invoice, or today, is fine.
 */
export function checkDeliveryMarkDate(
  deliveredOn: CalendarDate,
  invoiceDates: readonly string[],
  today: CalendarDate,
): DeliveryMarkCheck {
  if (compareDates(deliveredOn, today) > 0) return { ok: false, problem: 'future' };
  const latest = latestApiDate(invoiceDates);
  if (latest && compareDates(deliveredOn, latest) < 0)
    return { ok: false, problem: 'beforeInvoice', earliest: formatApiDate(latest) };
  return { ok: true };
}

/**
 * "Today" as a device can best tell it for the client: the device's own date, unless an invoice
 * already carries a later date (the client's zone is ahead of the device's; an invoice is never
 * dated after the client's today). The server checks against the client's zone in any case.
 */
export function assumedToday(deviceToday: CalendarDate, invoiceDates: readonly string[]): CalendarDate {
  const latest = latestApiDate(invoiceDates);
  return latest && compareDates(latest, deviceToday) > 0 ? latest : deviceToday;
}
