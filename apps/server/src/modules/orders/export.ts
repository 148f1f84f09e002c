/**
 * Order history export (isEnableOrderHistoryExport): the orders of the history filter as an .xlsx
 * workbook, written with write-excel-file (small, kept up to date, one dependency; docs/decisions/048).
 * Sheet "Orders": one row per order, newest first (at most the newest 500, like the screen).
 * Sheet "Order lines": the lines of those orders. Dates are the client's local dates.
 */
import type { TOrderHeader } from '@restock/domain/contracts/orders';
import {
  type CalendarDate,
  formatDisplayDate,
  localDateTime,
  parseApiDate,
  todayIn,
} from '@restock/domain/rules/delivery';
import writeXlsxFile, { type Row, type SheetData } from 'write-excel-file/node';
import { int } from '../../db/values.ts';
import type { HistoryQuery } from './queries.ts';
import { amount } from './service.ts';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const MONEY_FORMAT = '#,##0.00';
const DATE_FORMAT = 'dd-mm-yyyy';

/** A local calendar date as the spreadsheet's date value (midnight UTC: no zone shift when read). */
function dateCell(d: CalendarDate | null): Row[number] {
  if (!d) return null;
  return { value: new Date(Date.UTC(d.year, d.month - 1, d.day)), type: Date, format: DATE_FORMAT };
}

function moneyCell(v: number): Row[number] {
  return { value: v, type: Number, format: MONEY_FORMAT };
}

function header(titles: string[]): Row {
  return titles.map((value) => ({ value, fontWeight: 'bold' as const }));
}

/** The workbook's bytes. */
export async function buildOrderHistoryWorkbook(
  orders: readonly TOrderHeader[],
  lines: ReadonlyArray<Record<string, unknown>>,
  timeZone: string,
): Promise<Buffer> {
  const localDate = (iso: string) => localDateTime(new Date(iso), timeZone).date;
  const orderRows: SheetData = [
    header([
      'Order No',
      'Order Date',
      'Distributor',
      'Status',
      'Delivery Date',
      'Lines',
      'Quantity',
      'Gross Amount',
      'Discount',
      'Scheme',
      'Tax',
      'Net Amount',
      'Invoices',
    ]),
    ...orders.map(
      (o): Row => [
        o.OrderNo,
        dateCell(localDate(o.OrderDate)),
        o.DistributorName,
        o.StatusName,
        dateCell(parseApiDate(o.DeliveryDate)),
        o.LineCount,
        o.TotalQty,
        moneyCell(o.GrossAmount),
        moneyCell(o.DiscAmount),
        moneyCell(o.SchemeAmount),
        moneyCell(o.TaxAmount),
        moneyCell(o.NetAmount),
        o.InvoiceCount,
      ],
    ),
  ];
  const byId = new Map(orders.map((o) => [o.OrderId, o]));
  const lineRows: SheetData = [
    header([
      'Order No',
      'Order Date',
      'Product Code',
      'Product',
      'Free',
      'Quantity',
      'Price',
      'Line Total',
      'Discount',
      'Scheme',
      'Tax',
      'Net Amount',
      'Invoiced Quantity',
    ]),
    ...lines.flatMap((l): Row[] => {
      const order = byId.get(int(l.order_id));
      if (!order) return [];
      return [
        [
          order.OrderNo,
          dateCell(localDate(order.OrderDate)),
          String(l.product_code ?? ''),
          String(l.product_name ?? ''),
          l.is_free === true ? 'Yes' : 'No',
          int(l.qty),
          moneyCell(amount(l.price)),
          moneyCell(amount(l.line_total)),
          moneyCell(amount(l.disc_amount)),
          moneyCell(amount(l.scheme_amount)),
          moneyCell(amount(l.tax_amount)),
          moneyCell(amount(l.net_amount)),
          int(l.invoiced_qty),
        ],
      ];
    }),
  ];
  const widths = (list: number[]) => list.map((width) => ({ width }));
  return writeXlsxFile([
    {
      data: orderRows,
      sheet: 'Orders',
      stickyRowsCount: 1,
      columns: widths([16, 12, 28, 18, 13, 7, 9, 14, 12, 12, 12, 14, 9]),
    },
    {
      data: lineRows,
      sheet: 'Order lines',
      stickyRowsCount: 1,
      columns: widths([16, 12, 14, 40, 6, 9, 12, 14, 12, 12, 12, 14, 10]),
    },
  ]).toBuffer();
}

/** The file's name: what it holds and the day it was made ("order-history_05-2025_03-06-2025.xlsx"). */
export function exportFileName(query: HistoryQuery, monthText: string, now: Date): string {
  const parts = ['order-history'];
  const { from, to } = query.range;
  if (monthText !== '') parts.push(monthText);
  else if (from && to) parts.push(`${formatDisplayDate(from)}_to_${formatDisplayDate(to)}`);
  else if (from) parts.push(`from_${formatDisplayDate(from)}`);
  else if (to) parts.push(`until_${formatDisplayDate(to)}`);
  parts.push(formatDisplayDate(todayIn(now, query.timeZone)));
  return `${parts.join('_')}.xlsx`;
}

/** Content-Disposition for a download (RFC 6266; the name is ASCII already, filename* for safety). */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
