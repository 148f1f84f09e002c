/**
 * Order history export (isEnableOrderHistoryExport): the server answers the history matching the
 * filter as a spreadsheet (.xlsx); the browser saves it under the server's file name, or ours
 * ("order-history_<period>_<today>.xlsx") when it names none. The call is the history filter's
 * body without paging (the whole list, at most the newest 500 orders).
 */
import { formatDisplayDate, parseApiDate } from '@restock/domain/rules/delivery';
import { type HistoryFilter, toOrderViewRequest } from '../../lib/history-filter';
import { downloadSpreadsheet } from '../../lib/spreadsheet-download';

export const ORDER_EXPORT_PATH = '/SalesOrder/OrderHistoryExport';

/** A file name that is safe on every system: no path or control characters, at most 120 characters. */
export function safeFileName(name: string): string {
  const base = name
    .replace(/[\\/:*?"<>|]/g, '-')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  let cleaned = '';
  for (const ch of base) if (ch.charCodeAt(0) >= 32 && ch.charCodeAt(0) !== 127) cleaned += ch;
  const trimmed = cleaned.slice(0, 120);
  if (!trimmed) return '';
  return /\.xlsx$/i.test(trimmed) ? trimmed : `${trimmed}.xlsx`;
}

/** The file name of a Content-Disposition header (RFC 6266: filename* wins over filename), or null. */
export function fileNameOfDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (star?.[1]) {
    try {
      const name = safeFileName(decodeURIComponent(star[1].trim().replace(/^"|"$/g, '')));
      if (name) return name;
    } catch {
      // a malformed escape: fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(header);
  const value = plain?.[2] ?? plain?.[1];
  if (!value) return null;
  return safeFileName(value.trim()) || null;
}

function dayText(d: { year: number; month: number; day: number }): string {
  return formatDisplayDate(d);
}

/** Our own file name: what the file holds and when it was made. */
export function exportFileName(filter: HistoryFilter, now: Date): string {
  const parts = ['order-history'];
  const from = parseApiDate(filter.fromDate);
  const to = parseApiDate(filter.toDate);
  if (filter.month) parts.push(filter.month);
  else if (from && to) parts.push(`${dayText(from)}_to_${dayText(to)}`);
  else if (from) parts.push(`from_${dayText(from)}`);
  else if (to) parts.push(`until_${dayText(to)}`);
  parts.push(dayText({ year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() }));
  return `${parts.join('_')}.xlsx`;
}

/** The export body: the history filter without paging. */
export function exportRequest(filter: HistoryFilter): Record<string, unknown> {
  const { Page: _page, PageSize: _size, ...body } = toOrderViewRequest(filter, 1);
  return body;
}

/**
 * Asks the server for the spreadsheet and saves it. A failure answers the usual envelope (JSON),
 * which becomes an ApiError like any other call's.
 */
export function downloadOrderHistory(filter: HistoryFilter, now: Date = new Date()): Promise<string> {
  return downloadSpreadsheet(
    ORDER_EXPORT_PATH,
    exportRequest(filter),
    (res) => fileNameOfDisposition(res.headers.get('content-disposition')) ?? exportFileName(filter, now),
  );
}
