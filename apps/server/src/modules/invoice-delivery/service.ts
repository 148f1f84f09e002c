/**
 * Invoice delivery marking (route orderStatusDelivery, second spec): the retailer's invoices that
 * wait for delivery and the mark "delivered on <day>". The day rule is rules/invoice-delivery
 * checkDeliveryMarkDate, the same one the web applies. See docs/decisions/055.
 */

import type {
  TInvoiceDelivery,
  TUpdateInvoiceStatusRequest,
  TUpdateInvoiceStatusResult,
} from '@restock/domain/contracts/invoice-delivery';
import { formatDisplayDate, isValidTimeZone, parseApiDate, todayIn } from '@restock/domain/rules/delivery';
import {
  checkDeliveryMarkDate,
  INVOICE_DELIVERY_STATUS,
  type InvoiceDeliveryStatus,
} from '@restock/domain/rules/invoice-delivery';
import { isOrderStatus } from '@restock/domain/rules/order-status';
import type { Db } from '../../db/client.ts';
import { int } from '../../db/values.ts';
import { AppError } from '../../http/errors.ts';
import { amount } from '../orders/service.ts';
import {
  findPendingInvoicePage,
  type InvoiceOwner,
  type InvoiceRow,
  lockOwnInvoices,
  markInvoicesDelivered,
  type PendingQuery,
} from './queries.ts';

/** The plain message of an invoice that is not the retailer's (E012). */
export const INVOICE_NOT_FOUND_MSG = 'Invalid invoice number or No data found';

export function toInvoiceDelivery(r: InvoiceRow): TInvoiceDelivery {
  const deliveredOn = r.delivered_on === null || r.delivered_on === undefined ? null : String(r.delivered_on);
  const status: InvoiceDeliveryStatus = deliveredOn ? 'D' : 'P';
  const orderStatus = String(r.order_status);
  return {
    InvoiceNo: String(r.invoice_no),
    InvoiceDate: String(r.invoice_date),
    OrderId: int(r.order_id),
    OrderNo: String(r.order_no),
    OrderStatus: isOrderStatus(orderStatus) ? orderStatus : 'S',
    DistributorId: int(r.distributor_id),
    DistributorName: String(r.distributor_name ?? ''),
    LineCount: int(r.line_count),
    NetAmount: amount(r.net_amount),
    Status: status,
    StatusName: INVOICE_DELIVERY_STATUS[status],
    DeliveredOn: deliveredOn,
    AwbNumber: r.awb_number ? String(r.awb_number) : null,
  };
}

/** A page of the invoices waiting for delivery and how many there are. */
export async function listPendingInvoices(
  db: Db,
  owner: InvoiceOwner,
  query: PendingQuery,
  page: { page: number; pageSize: number },
): Promise<{ invoices: TInvoiceDelivery[]; total: number }> {
  const { rows, total } = await findPendingInvoicePage(db, owner, query, {
    offset: (page.page - 1) * page.pageSize,
    limit: page.pageSize,
  });
  return { invoices: rows.map(toInvoiceDelivery), total };
}

/**
 * Marks the retailer's invoices delivered on body.DeliveryDate, all or nothing, in one
 * transaction with the invoices locked:
 * - an invoice number that is not the retailer's (unknown, another retailer's or client's):
 *   E012 404 and nothing changes;
 * - a day after today in the client's zone, or before an invoice's date: E017 422, nothing changes;
 * - an invoice already marked keeps its first day (a double tap, a retry, a second tab).
 */
export async function markDelivered(
  db: Db,
  owner: InvoiceOwner,
  body: TUpdateInvoiceStatusRequest,
  context: { now: Date; timeZone: string },
): Promise<TUpdateInvoiceStatusResult> {
  const deliveredOn = parseApiDate(body.DeliveryDate);
  // The contract has checked the form; a date it let through is always readable.
  if (!deliveredOn) throw new AppError('E008', 'Invalid Request: DeliveryDate');
  const zone = isValidTimeZone(context.timeZone) ? context.timeZone : 'UTC';
  const today = todayIn(context.now, zone);

  return db.transaction(async (tx) => {
    const rows = await lockOwnInvoices(tx, owner, body.InvoiceNos);
    const found = new Set(rows.map((r) => String(r.invoice_no)));
    // Not echoed back: the answer is the same whether a number does not exist or is someone else's.
    if (body.InvoiceNos.some((n) => !found.has(n))) throw new AppError('E012', INVOICE_NOT_FOUND_MSG);

    const check = checkDeliveryMarkDate(
      deliveredOn,
      rows.map((r) => String(r.invoice_date)),
      today,
    );
    if (!check.ok) {
      const earliest = check.earliest ? parseApiDate(check.earliest) : null;
      throw new AppError(
        'E017',
        check.problem === 'future'
          ? `The delivery date cannot be after today (${formatDisplayDate(today)})`
          : `The delivery date cannot be before the invoice date (${earliest ? formatDisplayDate(earliest) : ''})`,
      );
    }

    const marked = await markInvoicesDelivered(
      tx,
      rows.filter((r) => r.delivered_on === null || r.delivered_on === undefined).map((r) => int(r.id)),
      body.DeliveryDate,
      context.now,
    );
    // The order asked for; each with the day it keeps.
    const byNo = new Map(rows.map((r) => [String(r.invoice_no), r]));
    return body.InvoiceNos.map((no) => {
      const r = byNo.get(no)!;
      const markedNow = marked.has(int(r.id));
      return {
        ...toInvoiceDelivery(markedNow ? { ...r, delivered_on: body.DeliveryDate } : r),
        MarkedNow: markedNow,
      };
    });
  });
}
