/**
 * Order status rules (ordering-core section 4: I Open, B Acknowledged, N Non-Invoiced, A Allocated,
 * S Invoiced, C Cancelled, P Partially Completed, H Hold; "transition rules: not shown"), the
 * retailer's cancel permission and the order history filter. See docs/decisions/043.
 */
import { ORDER_STATUS, type OrderStatus } from '../codes.ts';
import { type CalendarDate, compareDates, monthRange, parseApiDate, parseMonth } from './delivery.ts';

/** Every status code, in the order of the spec (a test checks it matches ORDER_STATUS). */
export const ORDER_STATUS_CODES = [
  'I',
  'B',
  'N',
  'A',
  'S',
  'C',
  'P',
  'H',
] as const satisfies readonly OrderStatus[];

/** Order history and cancelled orders show only the newest 500 orders (spec section 9). */
export const ORDER_HISTORY_LIMIT = 500;

export function isOrderStatus(code: unknown): code is OrderStatus {
  return typeof code === 'string' && Object.hasOwn(ORDER_STATUS, code);
}

export function orderStatusName(code: OrderStatus): string {
  return ORDER_STATUS[code];
}

/**
 * Allowed moves. The retailer submits (I) and may cancel while I or B; everything else is the
 * distributor's (or its DMS's) side:
 * - I Open -> B acknowledged, H held, C cancelled;
 * - B Acknowledged -> A allocated, H held, C cancelled;
 * - H Hold -> I or B (released back to where it was), C cancelled by the distributor;
 * - A Allocated -> S invoiced, P partly invoiced/delivered, N closed without invoice;
 * - P Partially Completed -> S (the rest invoiced), N (the rest dropped);
 * - S Invoiced, N Non-Invoiced and C Cancelled are final.
 */
export const ORDER_STATUS_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  I: ['B', 'H', 'C'],
  B: ['A', 'H', 'C'],
  H: ['I', 'B', 'C'],
  A: ['S', 'P', 'N'],
  P: ['S', 'N'],
  S: [],
  N: [],
  C: [],
};

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_STATUS_TRANSITIONS[from].includes(to);
}

export function isFinalStatus(status: OrderStatus): boolean {
  return ORDER_STATUS_TRANSITIONS[status].length === 0;
}

/** The retailer may cancel an order only while it is open (I) or acknowledged (B). */
export function canCancel(status: string): boolean {
  return status === 'I' || status === 'B';
}

/** Statuses listed by CancelOrderView (cancelled orders); OrderView lists the others. */
export const CANCELLED_STATUSES: readonly OrderStatus[] = ['C'];

export interface HistoryFilterInput {
  /** YYYY-MM-DD or empty. */
  FromDate?: string | null;
  /** YYYY-MM-DD or empty. */
  ToDate?: string | null;
  /** MM-YYYY or empty; when given it sets the range to that month and From/To are not used. */
  Month?: string | null;
}

export type HistoryFilterProblem = 'invalidFromDate' | 'invalidToDate' | 'fromAfterTo' | 'invalidMonth';

export type HistoryFilterResult =
  | { ok: true; from: CalendarDate | null; to: CalendarDate | null }
  | { ok: false; problem: HistoryFilterProblem };

function blank(v: string | null | undefined): boolean {
  return v === null || v === undefined || v.trim() === '';
}

/**
 * The date range of the history filter: a month (MM-YYYY) gives its first to last day; otherwise
 * From and To, each optional, must be real dates with From on or before To.
 */
export function resolveHistoryFilter(input: HistoryFilterInput): HistoryFilterResult {
  if (!blank(input.Month)) {
    const month = parseMonth(input.Month ?? '');
    if (!month) return { ok: false, problem: 'invalidMonth' };
    const range = monthRange(month);
    return { ok: true, from: range.from, to: range.to };
  }
  const from = blank(input.FromDate) ? null : parseApiDate(input.FromDate ?? '');
  if (!blank(input.FromDate) && !from) return { ok: false, problem: 'invalidFromDate' };
  const to = blank(input.ToDate) ? null : parseApiDate(input.ToDate ?? '');
  if (!blank(input.ToDate) && !to) return { ok: false, problem: 'invalidToDate' };
  if (from && to && compareDates(from, to) > 0) return { ok: false, problem: 'fromAfterTo' };
  return { ok: true, from, to };
}

/**
 * Where an order was taken (orders.order_source, shown with isShowOrderResource; decision 110): APP
 * this app, SALES_REP the company's representative, CALL_CENTRE the company's call centre.
 */
export const ORDER_SOURCES = ['APP', 'SALES_REP', 'CALL_CENTRE'] as const;
export type OrderSource = (typeof ORDER_SOURCES)[number];
