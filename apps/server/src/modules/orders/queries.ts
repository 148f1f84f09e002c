/**
 * The query layer of the order screens: a retailer's orders (history, cancelled), one order's
 * lines, status history and invoices. Every query is scoped by client and retailer: an order of
 * someone else is simply not found.
 */

import { formatApiDate } from '@restock/domain/rules/delivery';
import { ORDER_HISTORY_LIMIT, type resolveHistoryFilter } from '@restock/domain/rules/order-status';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { and, intArray, likeEscape, queryRows, timestamp } from '../../db/sql.ts';
import { int } from '../../db/values.ts';

/** Whose orders a call reads. */
export interface OrderOwner {
  clientId: number;
  retailerId: number;
}

/** Which list: order history (every status but cancelled) or cancelled orders. */
export type HistoryKind = 'history' | 'cancelled';

export interface HistoryQuery {
  kind: HistoryKind;
  text: string;
  /** The resolved date range (rules/order-status resolveHistoryFilter). */
  range: Extract<ReturnType<typeof resolveHistoryFilter>, { ok: true }>;
  vendorId: number | undefined;
  /** The client's zone: an order's date is its local date there. */
  timeZone: string;
}

export type OrderRow = Record<string, unknown>;

const HEADER_COLUMNS = sql`o.id, o.order_no, o.created_at, o.delivery_date, o.status, o.distributor_id,
  d.name as distributor_name, o.split_name, o.line_count, o.total_qty, o.gross_amount::text as gross_amount,
  o.disc_amount::text as disc_amount, o.scheme_amount::text as scheme_amount, o.tax_amount::text as tax_amount,
  o.total_amount::text as net_amount, o.is_foc, o.cancelled_at, o.address, o.order_source,
  (select count(*) from invoices i where i.order_id = o.id)::int as invoice_count,
  ex.return_no as exchange_return_no, ex.status as exchange_return_status`;

/** The exchange return of an order (decision 094), read through the retailer's returns index. */
const EXCHANGE_JOIN = sql`left join lateral (select sr.return_no, sr.status from sales_returns sr
  where sr.retailer_id = o.retailer_id and sr.exchange_order_id = o.id and sr.kind = 'EX' limit 1) ex on true`;

function historyWhere(owner: OrderOwner, q: HistoryQuery): SQL {
  const parts: SQL[] = [
    sql`o.client_id = ${owner.clientId}`,
    sql`o.retailer_id = ${owner.retailerId}`,
    q.kind === 'cancelled' ? sql`o.status = 'C'` : sql`o.status <> 'C'`,
  ];
  // Local midnight in the client's zone, so "from 1 May" starts at 00:00 there and the index on
  // created_at still serves the range.
  if (q.range.from)
    parts.push(
      sql`o.created_at >= (${formatApiDate(q.range.from)}::date)::timestamp at time zone ${q.timeZone}`,
    );
  if (q.range.to)
    parts.push(
      sql`o.created_at < (${formatApiDate(q.range.to)}::date + 1)::timestamp at time zone ${q.timeZone}`,
    );
  if (q.vendorId !== undefined) parts.push(sql`o.distributor_id = ${q.vendorId}`);
  const text = q.text.trim();
  if (text !== '') {
    const pattern = `%${likeEscape(text)}%`;
    parts.push(sql`(o.order_no ilike ${pattern} or exists (select 1 from order_lines ol
      where ol.order_id = o.id and ol.product_name ilike ${pattern}))`);
  }
  return and(parts);
}

/**
 * One page of a history list, newest first, within the newest ORDER_HISTORY_LIMIT orders that
 * match, and how many match (at most that limit).
 */
export async function findOrderPage(
  db: Db,
  owner: OrderOwner,
  q: HistoryQuery,
  page: { offset: number; limit: number },
): Promise<{ rows: OrderRow[]; total: number }> {
  const where = historyWhere(owner, q);
  const limit = Math.max(0, Math.min(page.limit, ORDER_HISTORY_LIMIT - page.offset));
  const [rows, count] = await Promise.all([
    limit === 0
      ? Promise.resolve([])
      : queryRows<OrderRow>(
          db,
          sql`select ${HEADER_COLUMNS} from orders o join distributors d on d.id = o.distributor_id ${EXCHANGE_JOIN}
              where ${where} order by o.created_at desc, o.id desc limit ${limit} offset ${page.offset}`,
        ),
    queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from (select 1 from orders o where ${where} limit ${ORDER_HISTORY_LIMIT}) x`,
    ),
  ]);
  return { rows, total: int(count[0]?.n) };
}

/** One order of the retailer by id, or null. */
export async function findOrderById(db: Db, owner: OrderOwner, orderId: number): Promise<OrderRow | null> {
  const [row] = await queryRows<OrderRow>(
    db,
    sql`select ${HEADER_COLUMNS} from orders o join distributors d on d.id = o.distributor_id ${EXCHANGE_JOIN}
        where o.id = ${orderId} and o.client_id = ${owner.clientId} and o.retailer_id = ${owner.retailerId}`,
  );
  return row ?? null;
}

/** One order of the retailer by order number, or null; `forUpdate` locks its row (cancel). */
export async function findOrderByNo(
  db: Db | Tx,
  owner: OrderOwner,
  orderNo: string,
  forUpdate = false,
): Promise<{ id: number; status: string } | null> {
  const [row] = await queryRows<{ id: number; status: string }>(
    db,
    sql`select o.id, o.status from orders o
        where o.client_id = ${owner.clientId} and o.retailer_id = ${owner.retailerId} and o.order_no = ${orderNo}
        ${forUpdate ? sql`for update` : sql``}`,
  );
  return row ? { id: int(row.id), status: String(row.status) } : null;
}

/**
 * The order's lines as stored at submit, with the product as the order's distributor has it
 * today (limits, stock, saleable, still carried) for a repeat order.
 */
export async function findOrderLines(db: Db, orderId: number, distributorId: number): Promise<OrderRow[]> {
  return queryRows<OrderRow>(
    db,
    sql`select ol.id, ol.product_id, ol.principal_id, ol.product_name, ol.product_code, ol.price::text as price,
          ol.qty, ol.conversion_qty, ol.is_free, ol.for_product_id, ol.slab_id, ol.discount_id, ol.scheme_id,
          ol.scheme_narration, ol.image_url, ol.uom_id, ol.group_id, ol.group_name, ol.brand_id, ol.brand_name,
          ol.split_id, ol.split_name, ol.product_points, ol.tax_percent::text as tax_percent,
          ol.line_total::text as line_total, ol.disc_amount::text as disc_amount,
          ol.scheme_amount::text as scheme_amount, ol.tax_amount::text as tax_amount,
          ol.net_amount::text as net_amount, ol.invoiced_qty,
          dp.min_order_qty, dp.max_order_qty, dp.sih, dp.is_saleable,
          coalesce(dp.active and dp.product_active, false) as available
        from order_lines ol
        left join distributor_products dp on dp.distributor_id = ${distributorId} and dp.product_id = ol.product_id
        where ol.order_id = ${orderId}
        order by ol.id`,
  );
}

export async function findStatusHistory(db: Db, orderId: number): Promise<OrderRow[]> {
  return queryRows<OrderRow>(
    db,
    sql`select status, remarks, changed_at from order_status_history
        where order_id = ${orderId} order by changed_at, id`,
  );
}

/** The order's invoices, oldest first, each with its lines. */
export async function findInvoices(
  db: Db,
  orderId: number,
): Promise<Array<{ invoice: OrderRow; lines: OrderRow[] }>> {
  const invoices = await queryRows<OrderRow>(
    db,
    sql`select i.id, i.invoice_no, i.invoice_date, i.gross_amount::text as gross_amount,
          i.disc_amount::text as disc_amount, i.scheme_amount::text as scheme_amount,
          i.tax_amount::text as tax_amount, i.net_amount::text as net_amount, i.delivered_on, i.awb_number
        from invoices i where i.order_id = ${orderId} order by i.invoice_date, i.id`,
  );
  if (invoices.length === 0) return [];
  const lines = await queryRows<OrderRow>(
    db,
    sql`select il.invoice_id, ol.product_id, ol.product_name, il.qty, il.price::text as price,
          il.disc_amount::text as disc_amount, il.scheme_amount::text as scheme_amount,
          il.tax_amount::text as tax_amount, il.net_amount::text as net_amount
        from invoice_lines il join invoices i on i.id = il.invoice_id
        join order_lines ol on ol.id = il.order_line_id
        where i.order_id = ${orderId} order by il.invoice_id, il.id`,
  );
  return invoices.map((invoice) => ({
    invoice,
    lines: lines.filter((l) => int(l.invoice_id) === int(invoice.id)),
  }));
}

/** The lines of many orders (the export's second sheet), in the orders' order then line id. */
export async function findLinesOfOrders(db: Db, orderIds: readonly number[]): Promise<OrderRow[]> {
  if (orderIds.length === 0) return [];
  return queryRows<OrderRow>(
    db,
    sql`select ol.order_id, ol.product_code, ol.product_name, ol.qty, ol.is_free, ol.price::text as price,
          ol.line_total::text as line_total, ol.disc_amount::text as disc_amount,
          ol.scheme_amount::text as scheme_amount, ol.tax_amount::text as tax_amount,
          ol.net_amount::text as net_amount, ol.invoiced_qty
        from order_lines ol where ol.order_id = any(${intArray(orderIds)})
        order by ol.order_id, ol.id`,
  );
}

/** Whether the client's menu holds an entry (menu codes switch features on: spec section 3). */
export async function hasMenuEntry(db: Db, clientId: number, tCode: string): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`select 1 from menus where client_id = ${clientId} and t_code = ${tCode}`,
  );
  return rows.length > 0;
}

/** Every menu code of a client. */
export async function findMenuCodes(db: Db, clientId: number): Promise<string[]> {
  const rows = await queryRows<{ t_code: string }>(
    db,
    sql`select distinct t_code from menus where client_id = ${clientId}`,
  );
  return rows.map((r) => String(r.t_code));
}

// --- the distributor's side (fulfilment.ts) ----------------------------------------------------

/** An order's status, with the order row locked for the rest of the transaction; null when not the client's. */
export async function lockOrderStatus(tx: Tx, clientId: number, orderId: number): Promise<string | null> {
  const [row] = await queryRows<{ status: string }>(
    tx,
    sql`select status from orders where id = ${orderId} and client_id = ${clientId} for update`,
  );
  return row ? row.status : null;
}

/** Whose order it is (its retailer and distributor) and its number: what its invoice's ledger entry names. */
export async function findOrderAccount(
  tx: Tx,
  orderId: number,
): Promise<{ retailerId: number; distributorId: number; orderNo: string }> {
  const [row] = await queryRows<{ retailer_id: number; distributor_id: number; order_no: string }>(
    tx,
    sql`select retailer_id, distributor_id, order_no from orders where id = ${orderId}`,
  );
  return { retailerId: row!.retailer_id, distributorId: row!.distributor_id, orderNo: String(row!.order_no) };
}

/** Sets an order's status (and cancelled_at for C) and writes the move to its status history. */
export async function writeOrderStatus(
  tx: Tx,
  orderId: number,
  to: string,
  remarks: string,
  at: Date,
): Promise<void> {
  await tx.execute(
    sql`update orders set status = ${to}, updated_at = ${timestamp(at)}
          ${to === 'C' ? sql`, cancelled_at = ${timestamp(at)}` : sql``}
        where id = ${orderId}`,
  );
  await tx.execute(
    sql`insert into order_status_history (order_id, status, remarks, changed_at)
        values (${orderId}, ${to}, ${remarks}, ${timestamp(at)})`,
  );
}

/** An order's lines with their amounts and what earlier invoices of each took (amounts as text). */
export async function findLinesForInvoice(tx: Tx, orderId: number): Promise<Record<string, unknown>[]> {
  return queryRows<Record<string, unknown>>(
    tx,
    sql`select ol.id, ol.qty, ol.invoiced_qty, ol.price::text as price, ol.line_total::text as gross,
          ol.disc_amount::text as disc, ol.scheme_amount::text as scheme, ol.tax_amount::text as tax,
          ol.net_amount::text as net,
          coalesce(sum(il.qty), 0)::int as taken_qty,
          coalesce(sum(il.disc_amount), 0)::text as taken_disc, coalesce(sum(il.scheme_amount), 0)::text as taken_scheme,
          coalesce(sum(il.tax_amount), 0)::text as taken_tax, coalesce(sum(il.net_amount), 0)::text as taken_net,
          coalesce(sum(il.qty * il.price), 0)::text as taken_gross
        from order_lines ol left join invoice_lines il on il.order_line_id = ol.id
        where ol.order_id = ${orderId}
        group by ol.id order by ol.id`,
  );
}

/** Writes an invoice row (its number from invoice_no_seq); answers its id and number. */
export async function insertInvoice(
  tx: Tx,
  invoice: {
    clientId: number;
    orderId: number;
    invoiceDate: string;
    gross: string;
    disc: string;
    scheme: string;
    tax: string;
    net: string;
    at: Date;
  },
): Promise<{ id: number; invoiceNo: string }> {
  const [row] = await queryRows<{ id: number; invoice_no: string }>(
    tx,
    sql`insert into invoices (client_id, order_id, invoice_no, invoice_date, gross_amount, disc_amount,
          scheme_amount, tax_amount, net_amount, created_at)
        values (${invoice.clientId}, ${invoice.orderId}, 'INV' || nextval('invoice_no_seq'), ${invoice.invoiceDate},
          ${invoice.gross}, ${invoice.disc}, ${invoice.scheme}, ${invoice.tax}, ${invoice.net}, ${timestamp(invoice.at)})
        returning id, invoice_no`,
  );
  return { id: row!.id, invoiceNo: String(row!.invoice_no) };
}

/** Writes an invoice line and adds its pieces to the order line's invoiced_qty. */
export async function insertInvoiceLine(
  tx: Tx,
  invoiceId: number,
  l: {
    orderLineId: number;
    qty: number;
    price: string;
    disc: string;
    scheme: string;
    tax: string;
    net: string;
  },
): Promise<void> {
  await tx.execute(
    sql`insert into invoice_lines (invoice_id, order_line_id, qty, price, disc_amount, scheme_amount, tax_amount, net_amount)
        values (${invoiceId}, ${l.orderLineId}, ${l.qty}, ${l.price}, ${l.disc},
          ${l.scheme}, ${l.tax}, ${l.net})`,
  );
  await tx.execute(
    sql`update order_lines set invoiced_qty = invoiced_qty + ${l.qty} where id = ${l.orderLineId}`,
  );
}
