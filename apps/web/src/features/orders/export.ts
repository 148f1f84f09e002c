/**
 * Order history export (isEnableOrderHistoryExport): the server answers the history matching the
 * filter as a spreadsheet (.xlsx); the browser saves it under the server's file name, or ours
 * ("order-history_<period>_<today>.xlsx") when it names none. The call is the history filter's
 * body without paging (the whole list, at most the newest 500 orders).
 */
import { formatDisplayDate, parseApiDate } from '@restock/domain/rules/delivery';
import { ApiError } from '../../lib/api';
import { APP_VERSION } from '../../lib/app-version';
import { type HistoryFilter, toOrderViewRequest } from '../../lib/history-filter';
import { useSession } from '../../lib/session';

export const ORDER_EXPORT_PATH = '/SalesOrder/OrderHistoryExport';
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

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

function headers(): Record<string, string> {
  const session = useSession.getState();
  const out: Record<string, string> = {
    'content-type': 'application/json',
    accept: `${XLSX_TYPE}, application/json`,
    'app-version': APP_VERSION,
    'device-type': window.matchMedia('(max-width: 767px)').matches ? 'Mobile' : 'Desktop',
    'device-info': navigator.userAgent.slice(0, 200),
  };
  if (session.token) out['user-key'] = session.token;
  if (session.selectedDistributor) out['dist-id'] = String(session.selectedDistributor.dId);
  return out;
}

/**
 * Asks the server for the spreadsheet and saves it. A failure answers the usual envelope (JSON),
 * which becomes an ApiError like any other call's.
 */
export async function downloadOrderHistory(filter: HistoryFilter, now: Date = new Date()): Promise<string> {
  if (!useSession.getState().token) throw new ApiError('E000', 'Not signed in', 401);
  let res: Response;
  try {
    res = await fetch(`/api${ORDER_EXPORT_PATH}`, {
      method: 'POST',
      headers: headers(),
      body: JSON.stringify(exportRequest(filter)),
    });
  } catch {
    throw new ApiError('NETWORK', 'Network unavailable', 0);
  }
  const type = res.headers.get('content-type') ?? '';
  if (!res.ok || type.includes('json')) {
    let code = `HTTP_${res.status}`;
    let message = res.statusText || 'Export failed';
    try {
      const envelope = (await res.json()) as { Code?: string; Msg?: string };
      code = envelope.Code || code;
      message = envelope.Msg || message;
    } catch {
      // not an envelope
    }
    throw new ApiError(code, message, res.status);
  }
  const blob = await res.blob();
  const name = fileNameOfDisposition(res.headers.get('content-disposition')) ?? exportFileName(filter, now);
  saveBlob(blob, name);
  return name;
}

function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the object URL after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
