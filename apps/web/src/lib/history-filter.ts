/**
 * The history filter shared by order history (OrderView), cancelled orders (CancelOrderView) and
 * the sales return history (ReturnView, the same fields and a status): free text, a date range or a month, and the vendor (distributor). It lives in the address
 * (`?q=`, `from=`/`to=` YYYY-MM-DD, `month=` MM-YYYY, `vendor=`), so a filtered list survives a
 * reload and the way back from an order. The form shows dates as DD-MM-YYYY; the request sends
 * YYYY-MM-DD (rules/delivery); a month wins over the range (rules/order-status resolveHistoryFilter).
 */
import type { ZOrderViewRequest } from '@restock/domain/contracts/orders';
import {
  type CalendarMonth,
  formatApiDate,
  formatDisplayDate,
  parseApiDate,
  parseDisplayDate,
  parseMonth,
} from '@restock/domain/rules/delivery';
import { ORDER_HISTORY_LIMIT, resolveHistoryFilter } from '@restock/domain/rules/order-status';
import { SEARCH_MAX_CHARS } from '@restock/domain/rules/product-list';
import type { z } from 'zod';

/** Orders per page of the history lists. */
export const ORDER_PAGE_SIZE = 20;

export interface HistoryFilter {
  searchText: string;
  /** YYYY-MM-DD or ''. */
  fromDate: string;
  /** YYYY-MM-DD or ''. */
  toDate: string;
  /** MM-YYYY or ''; when set, the range is not used. */
  month: string;
  vendorId: number | null;
}

export const EMPTY_FILTER: HistoryFilter = {
  searchText: '',
  fromDate: '',
  toDate: '',
  month: '',
  vendorId: null,
};

export type OrderViewInput = z.input<typeof ZOrderViewRequest>;

function positiveId(text: string | null): number | null {
  if (!text || !/^\d{1,10}$/.test(text)) return null;
  const n = Number(text);
  return n > 0 && n <= 2_147_483_647 ? n : null;
}

/** The filter in the address; anything malformed is dropped rather than sent. */
export function readHistoryFilter(params: URLSearchParams): HistoryFilter {
  const month = params.get('month') ?? '';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return {
    searchText: (params.get('q') ?? '').trim().slice(0, SEARCH_MAX_CHARS),
    fromDate: parseApiDate(from) ? from : '',
    toDate: parseApiDate(to) ? to : '',
    month: parseMonth(month) ? month : '',
    vendorId: positiveId(params.get('vendor')),
  };
}

/** The address query of a filter (only what is set). */
export function historyFilterParams(filter: HistoryFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.searchText) params.set('q', filter.searchText);
  if (filter.month) params.set('month', filter.month);
  else {
    if (filter.fromDate) params.set('from', filter.fromDate);
    if (filter.toDate) params.set('to', filter.toDate);
  }
  if (filter.vendorId !== null) params.set('vendor', String(filter.vendorId));
  return params;
}

/**
 * The OrderView / CancelOrderView body for one page. A month is sent alone (the server reads it
 * as its first to last day); a range that makes no sense (From after To) is sent without the
 * range rather than refused, since the form never produces one.
 */
export function toOrderViewRequest(
  filter: HistoryFilter,
  page: number,
  pageSize: number = ORDER_PAGE_SIZE,
): OrderViewInput {
  const body: OrderViewInput = {
    SearchText: filter.searchText.trim().slice(0, SEARCH_MAX_CHARS),
    FromDate: '',
    ToDate: '',
    Month: '',
    Page: Math.max(1, Math.trunc(page)),
    PageSize: pageSize,
  };
  if (filter.month && parseMonth(filter.month)) body.Month = filter.month;
  else if (resolveHistoryFilter({ FromDate: filter.fromDate, ToDate: filter.toDate }).ok) {
    body.FromDate = filter.fromDate;
    body.ToDate = filter.toDate;
  }
  if (filter.vendorId !== null) body.VendorId = filter.vendorId;
  return body;
}

/** The narrowing filters in use (text not counted: it shows in its own box). */
export function activeFilterCount(filter: HistoryFilter): number {
  const period = filter.month !== '' || filter.fromDate !== '' || filter.toDate !== '' ? 1 : 0;
  return period + (filter.vendorId !== null ? 1 : 0);
}

export function isFilterApplied(filter: HistoryFilter): boolean {
  return filter.searchText !== '' || activeFilterCount(filter) > 0;
}

/** Whether the list stops at the 500 newest orders the server returns. */
export function isCappedAtLimit(totalCount: number): boolean {
  return totalCount >= ORDER_HISTORY_LIMIT;
}

// ------------------------------------------------------------------------------------------
// The filter form
// ------------------------------------------------------------------------------------------

export type PeriodMode = 'range' | 'month';

/** What the filter form holds: dates as typed (DD-MM-YYYY), the month as MM-YYYY. */
export interface FilterForm {
  mode: PeriodMode;
  from: string;
  to: string;
  month: string;
  /** '' for every distributor. */
  vendorId: string;
}

export type FilterFormProblem = 'invalidDate' | 'fromAfterTo' | 'invalidMonth';
export type FilterFormErrors = Partial<Record<'from' | 'to' | 'month', FilterFormProblem>>;

export function formOfFilter(filter: HistoryFilter, monthAllowed: boolean): FilterForm {
  const from = parseApiDate(filter.fromDate);
  const to = parseApiDate(filter.toDate);
  return {
    mode: monthAllowed && filter.month ? 'month' : 'range',
    from: from ? formatDisplayDate(from) : '',
    to: to ? formatDisplayDate(to) : '',
    month: filter.month,
    vendorId: filter.vendorId === null ? '' : String(filter.vendorId),
  };
}

/**
 * Reads the form into the filter's period and vendor (the text stays as it is): DD-MM-YYYY dates
 * that exist, From not after To; or a month. Errors name the field to mark.
 */
export function readFilterForm(
  form: FilterForm,
  current: HistoryFilter,
): { ok: true; filter: HistoryFilter } | { ok: false; errors: FilterFormErrors } {
  const vendorId = positiveId(form.vendorId.trim());
  if (form.mode === 'month') {
    const month = form.month.trim();
    if (month && !parseMonth(month)) return { ok: false, errors: { month: 'invalidMonth' } };
    return { ok: true, filter: { ...current, month, fromDate: '', toDate: '', vendorId } };
  }
  const errors: FilterFormErrors = {};
  const fromText = form.from.trim();
  const toText = form.to.trim();
  const from = fromText ? parseDisplayDate(fromText) : null;
  const to = toText ? parseDisplayDate(toText) : null;
  if (fromText && !from) errors.from = 'invalidDate';
  if (toText && !to) errors.to = 'invalidDate';
  if (errors.from || errors.to) return { ok: false, errors };
  const fromDate = from ? formatApiDate(from) : '';
  const toDate = to ? formatApiDate(to) : '';
  const range = resolveHistoryFilter({ FromDate: fromDate, ToDate: toDate });
  if (!range.ok) return { ok: false, errors: { to: 'fromAfterTo' } };
  return { ok: true, filter: { ...current, month: '', fromDate, toDate, vendorId } };
}

/**
 * Typing help for a DD-MM-YYYY field: digits only, the hyphens put in as the retailer types
 * ("01052025" -> "01-05-2025"), at most 10 characters.
 */
export function maskDisplayDate(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}-${digits.slice(2)}`;
  return `${digits.slice(0, 2)}-${digits.slice(2, 4)}-${digits.slice(4)}`;
}

/** The months the month filter offers: this month and the `count - 1` before it, newest first. */
export function recentMonths(today: { year: number; month: number }, count = 12): CalendarMonth[] {
  const out: CalendarMonth[] = [];
  let { year, month } = today;
  for (let i = 0; i < count; i++) {
    out.push({ year, month });
    month -= 1;
    if (month === 0) {
      month = 12;
      year -= 1;
    }
  }
  return out;
}
