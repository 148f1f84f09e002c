/**
 * The query layer of invoice delivery marking: the retailer's invoices waiting for delivery at a
 * distributor (paged, searchable) and the mark itself. Every query is scoped by client and
 * retailer through the invoice's order: someone else's invoice is simply not found.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { and, likeEscape, queryRows, timestamp } from '../../db/sql.ts';
import { int } from '../../db/values.ts';

export interface InvoiceOwner {
  clientId: number;
  retailerId: number;
}

export interface PendingQuery {
  distributorId: number;
  /** Part of the invoice or order number; '' for any. */
  text: string;
  /** Invoice dates from..to (YYYY-MM-DD, both inclusive); null for open. */
  from: string | null;
  to: string | null;
}

export type InvoiceRow = Record<string, unknown>;

const COLUMNS = sql`i.id, i.invoice_no, i.invoice_date, i.net_amount::text as net_amount, i.delivered_on, i.awb_number,
  o.id as order_id, o.order_no, o.status as order_status, o.distributor_id, d.name as distributor_name,
  (select count(*) from invoice_lines il where il.invoice_id = i.id)::int as line_count`;

const FROM = sql`invoices i join orders o on o.id = i.order_id join distributors d on d.id = o.distributor_id`;

function pendingWhere(owner: InvoiceOwner, q: PendingQuery): SQL {
  const parts: SQL[] = [
    sql`o.client_id = ${owner.clientId}`,
    sql`o.retailer_id = ${owner.retailerId}`,
    sql`o.distributor_id = ${q.distributorId}`,
    sql`i.client_id = ${owner.clientId}`,
    sql`i.delivered_on is null`,
  ];
  // Invoice dates are stored as YYYY-MM-DD, so text order is date order.
  if (q.from) parts.push(sql`i.invoice_date >= ${q.from}`);
  if (q.to) parts.push(sql`i.invoice_date <= ${q.to}`);
  const text = q.text.trim();
  if (text !== '') {
    const pattern = `%${likeEscape(text)}%`;
    parts.push(sql`(i.invoice_no ilike ${pattern} or o.order_no ilike ${pattern})`);
  }
  return and(parts);
}

/**
 * One page of the invoices waiting for delivery, newest invoice first (date, then number order),
 * and how many there are. The retailer's orders at the distributor come from the
 * orders_retailer_distributor index, their invoices from invoices_order.
 */
export async function findPendingInvoicePage(
  db: Db,
  owner: InvoiceOwner,
  q: PendingQuery,
  page: { offset: number; limit: number },
): Promise<{ rows: InvoiceRow[]; total: number }> {
  const where = pendingWhere(owner, q);
  const [rows, count] = await Promise.all([
    queryRows<InvoiceRow>(
      db,
      sql`select ${COLUMNS} from ${FROM} where ${where}
          order by i.invoice_date desc, i.id desc limit ${page.limit} offset ${page.offset}`,
    ),
    queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from invoices i join orders o on o.id = i.order_id where ${where}`,
    ),
  ]);
  return { rows, total: int(count[0]?.n) };
}

/**
 * The retailer's own invoices among `invoiceNos` (any of its distributors), locked for the mark so
 * two marks of one invoice run one after the other. Numbers that are not the retailer's are absent.
 */
export async function lockOwnInvoices(
  tx: Tx,
  owner: InvoiceOwner,
  invoiceNos: readonly string[],
): Promise<InvoiceRow[]> {
  if (invoiceNos.length === 0) return [];
  return queryRows<InvoiceRow>(
    tx,
    sql`select ${COLUMNS} from ${FROM}
        where i.client_id = ${owner.clientId} and o.client_id = ${owner.clientId}
          and o.retailer_id = ${owner.retailerId}
          and i.invoice_no in (${sql.join(
            invoiceNos.map((n) => sql`${n}`),
            sql`, `,
          )})
        order by i.invoice_date desc, i.id desc
        for update of i`,
  );
}

/**
 * Marks invoices delivered on `deliveredOn`; one already marked keeps its first day. Answers the
 * ids this call marked.
 */
export async function markInvoicesDelivered(
  tx: Tx,
  invoiceIds: readonly number[],
  deliveredOn: string,
  at: Date,
): Promise<Set<number>> {
  if (invoiceIds.length === 0) return new Set();
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`update invoices set delivered_on = ${deliveredOn}, delivery_marked_at = ${timestamp(at)}
        where id in (${sql.join(
          invoiceIds.map((id) => sql`${id}`),
          sql`, `,
        )}) and delivered_on is null
        returning id`,
  );
  return new Set(rows.map((r) => int(r.id)));
}
