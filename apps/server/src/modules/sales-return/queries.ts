/**
 * The query layer of sales returns (docs/decisions/082): the masters, what a retailer was invoiced
 * and has returned per product at a distributor, the return summary, and the returns with their
 * lines and status history. Every query is scoped by client, retailer and (where it applies)
 * distributor: someone else's rows are simply not found.
 */
import { formatApiDate } from '@restock/domain/rules/delivery';
import type { resolveHistoryFilter } from '@restock/domain/rules/order-status';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { intArray, likeEscape, queryRows, timestamp } from '../../db/sql.ts';

/** A retailer at its selected distributor: whose summary and returns a call works on. */
export interface ReturnScope {
  clientId: number;
  retailerId: number;
  distributorId: number;
}

/** Whose returns a history call reads (every distributor of the retailer). */
export interface ReturnOwner {
  clientId: number;
  retailerId: number;
}

export type Row = Record<string, unknown>;

export async function findReasons(db: Db | Tx, clientId: number, kind = 'SR'): Promise<Row[]> {
  return queryRows(
    db,
    sql`select id, name from return_reasons where client_id = ${clientId} and kind = ${kind} and active
        order by seq, name, id`,
  );
}

export async function findConditions(db: Db | Tx, clientId: number): Promise<Row[]> {
  return queryRows(
    db,
    sql`select id, code, name from return_conditions where client_id = ${clientId} and active
        order by seq, name, id`,
  );
}

/**
 * Takes the lock every writer of a retailer's summary and returns at a distributor holds: the row
 * of the retailer-distributor mapping. Answers false when the mapping is gone.
 */
export async function lockReturnScope(tx: Tx, scope: ReturnScope): Promise<boolean> {
  const rows = await queryRows(
    tx,
    sql`select 1 from retailer_distributors rd join distributors d on d.id = rd.distributor_id
        where rd.retailer_id = ${scope.retailerId} and rd.distributor_id = ${scope.distributorId}
          and d.client_id = ${scope.clientId}
        for update of rd`,
  );
  return rows.length > 0;
}

/** Pieces of each product invoiced to the retailer by the distributor. */
function invoicedCte(scope: ReturnScope): SQL {
  return sql`select ol.product_id, sum(il.qty)::int as invoiced
    from orders o join invoices i on i.order_id = o.id
    join invoice_lines il on il.invoice_id = i.id
    join order_lines ol on ol.id = il.order_line_id
    where o.client_id = ${scope.clientId} and o.retailer_id = ${scope.retailerId}
      and o.distributor_id = ${scope.distributorId}
    group by ol.product_id`;
}

/** Pieces of each product in the retailer's returns to the distributor that were not rejected. */
function returnedCte(scope: ReturnScope): SQL {
  return sql`select it.product_id, sum(it.qty)::int as returned
    from sales_returns sr join sales_return_items it on it.return_id = sr.id
    where sr.client_id = ${scope.clientId} and sr.retailer_id = ${scope.retailerId}
      and sr.distributor_id = ${scope.distributorId} and sr.status <> 'C'
    group by it.product_id`;
}

function summaryCte(scope: ReturnScope): SQL {
  return sql`select product_id, sum(qty)::int as qty from sales_return_lines
    where retailer_id = ${scope.retailerId} and distributor_id = ${scope.distributorId}
    group by product_id`;
}

export interface ProductListQuery {
  text: string;
  invoiceNo: string;
  categoryId: number | undefined;
  subCategoryId: number | undefined;
  descending: boolean;
  /** Only these products (an attribute filter's matches), or null for all. */
  productIds: number[] | null;
  offset: number;
  limit: number;
}

/** The products the distributor invoiced the retailer (the returnable products, whatever is left). */
export async function findInvoicedProductIds(db: Db, scope: ReturnScope): Promise<number[]> {
  const rows = await queryRows<{ product_id: number }>(
    db,
    sql`select inv.product_id from (${invoicedCte(scope)}) inv`,
  );
  return rows.map((r) => Number(r.product_id));
}

/**
 * A page of the returnable products (invoiced at least once), in name order, and how many match.
 * One statement text whatever the filter (absent filters are null parameters), run as a named
 * prepared statement: its plan is the same for every retailer, and planning its joins costs more
 * than running them for one retailer's invoices.
 */
export async function findReturnableProducts(
  db: Db,
  scope: ReturnScope,
  q: ProductListQuery,
): Promise<{ rows: Row[]; total: number }> {
  const text = q.text === '' ? null : `%${likeEscape(q.text)}%`;
  const invoice = q.invoiceNo === '' ? null : `%${likeEscape(q.invoiceNo)}%`;
  const ids = q.productIds === null ? null : `{${q.productIds.filter(Number.isInteger).join(',')}}`;
  const where = sql`p.client_id = ${scope.clientId}
    and (${ids}::int[] is null or p.id = any(${ids}::int[]))
    and (${text}::text is null or p.name ilike ${text}::text or p.code ilike ${text}::text)
    and (${q.categoryId ?? null}::int is null or p.category_id = ${q.categoryId ?? null}::int)
    and (${q.subCategoryId ?? null}::int is null or p.sub_category_id = ${q.subCategoryId ?? null}::int)
    and (${invoice}::text is null or p.id in (select ol.product_id from orders o join invoices i on i.order_id = o.id
      join invoice_lines il on il.invoice_id = i.id join order_lines ol on ol.id = il.order_line_id
      where o.client_id = ${scope.clientId} and o.retailer_id = ${scope.retailerId}
        and o.distributor_id = ${scope.distributorId} and i.invoice_no ilike ${invoice}::text))`;
  const order = q.descending ? sql`lower(p.name) desc, p.id desc` : sql`lower(p.name) asc, p.id asc`;
  const rows = await queryRows(
    db,
    sql`with inv as (${invoicedCte(scope)}), ret as (${returnedCte(scope)}), summ as (${summaryCte(scope)})
        select p.id, p.name, p.code, p.client_id as principal_id, p.conversion_qty, p.image_url,
          inv.invoiced, coalesce(ret.returned, 0)::int as returned, coalesce(summ.qty, 0)::int as summary_qty,
          count(*) over ()::int as total
        from inv join products p on p.id = inv.product_id
        left join ret on ret.product_id = p.id
        left join summ on summ.product_id = p.id
        where ${where}
        order by ${order}
        limit ${q.limit}::int offset ${q.offset}::int`,
    { prepare: 'sr_products' },
  );
  const total = rows.length > 0 ? Number(rows[0]!.total) : 0;
  if (rows.length === 0 && q.offset > 0) {
    // Past the last page: count alone.
    const [count] = await queryRows<{ n: number }>(
      db,
      sql`with inv as (${invoicedCte(scope)}) select count(*)::int as n from inv join products p on p.id = inv.product_id
          where ${where}`,
    );
    return { rows, total: Number(count?.n ?? 0) };
  }
  return { rows, total };
}

/**
 * Every returnable product of the scope with what a ProductList row shows, its category and
 * sub-category and the numbers of the invoices it is on, in name order: what returns-copy.ts keeps.
 */
export async function findReturnableCopyRows(db: Db, scope: ReturnScope): Promise<Row[]> {
  return queryRows(
    db,
    sql`with inv as (select ol.product_id, sum(il.qty)::int as invoiced, array_agg(distinct i.invoice_no) as invoice_nos
          from orders o join invoices i on i.order_id = o.id
          join invoice_lines il on il.invoice_id = i.id
          join order_lines ol on ol.id = il.order_line_id
          where o.client_id = ${scope.clientId} and o.retailer_id = ${scope.retailerId}
            and o.distributor_id = ${scope.distributorId}
          group by ol.product_id),
        ret as (${returnedCte(scope)}), summ as (${summaryCte(scope)})
        select p.id, p.name, p.code, p.client_id as principal_id, p.conversion_qty, p.image_url,
          p.category_id, p.sub_category_id, inv.invoiced, inv.invoice_nos,
          coalesce(ret.returned, 0)::int as returned, coalesce(summ.qty, 0)::int as summary_qty
        from inv join products p on p.id = inv.product_id
        left join ret on ret.product_id = p.id
        left join summ on summ.product_id = p.id
        where p.client_id = ${scope.clientId}
        order by lower(p.name) asc, p.id asc`,
  );
}

/**
 * The products of the client among `productIds`, with the pieces invoiced and returned at the
 * scope's distributor (0 when none). A product of another client is not among the rows.
 */
export async function findProductFacts(
  db: Db | Tx,
  scope: ReturnScope,
  productIds: number[],
): Promise<Row[]> {
  return queryRows(
    db,
    sql`with inv as (${invoicedCte(scope)}), ret as (${returnedCte(scope)})
        select p.id, p.name, p.code, p.conversion_qty, coalesce(inv.invoiced, 0)::int as invoiced,
          coalesce(ret.returned, 0)::int as returned
        from products p left join inv on inv.product_id = p.id left join ret on ret.product_id = p.id
        where p.client_id = ${scope.clientId} and p.id = any(${intArray(productIds)})`,
  );
}

/** The active reasons of the client among `ids`, of a kind (SR sales return, EX exchange). */
export async function findReasonsById(
  db: Db | Tx,
  clientId: number,
  ids: number[],
  kind = 'SR',
): Promise<Row[]> {
  return queryRows(
    db,
    sql`select id, name from return_reasons where client_id = ${clientId} and kind = ${kind} and active
        and id = any(${intArray(ids)})`,
  );
}

/** The summary's lines with their product and reason, in product name order. */
export async function findSummaryLines(db: Db | Tx, scope: ReturnScope): Promise<Row[]> {
  return queryRows(
    db,
    sql`select l.product_id, l.reason_id, l.qty, l.case_qty, l.piece_qty, l.mfg_date,
          p.name as product_name, p.code as product_code, p.client_id as principal_id, p.conversion_qty,
          coalesce(r.name, '') as reason_name
        from sales_return_lines l join products p on p.id = l.product_id
        left join return_reasons r on r.id = l.reason_id
        where l.retailer_id = ${scope.retailerId} and l.distributor_id = ${scope.distributorId}
          and p.client_id = ${scope.clientId}
        order by lower(p.name), p.id, r.seq, l.reason_id`,
  );
}

export async function countSummaryLines(db: Db | Tx, scope: ReturnScope): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from sales_return_lines
        where retailer_id = ${scope.retailerId} and distributor_id = ${scope.distributorId}`,
  );
  return Number(row?.n ?? 0);
}

export interface SummaryLineWrite {
  productId: number;
  reasonId: number;
  qty: number;
  caseQty: number;
  pieceQty: number;
  mfgDate: string | null;
}

export async function upsertSummaryLine(
  tx: Tx,
  scope: ReturnScope,
  l: SummaryLineWrite,
  now: Date,
): Promise<void> {
  await tx.execute(
    sql`insert into sales_return_lines (retailer_id, distributor_id, product_id, reason_id, qty, case_qty, piece_qty,
          mfg_date, updated_at)
        values (${scope.retailerId}, ${scope.distributorId}, ${l.productId}, ${l.reasonId}, ${l.qty}, ${l.caseQty},
          ${l.pieceQty}, ${l.mfgDate}, ${timestamp(now)})
        on conflict (retailer_id, distributor_id, product_id, reason_id) do update
        set qty = excluded.qty, case_qty = excluded.case_qty, piece_qty = excluded.piece_qty,
          mfg_date = excluded.mfg_date, updated_at = excluded.updated_at`,
  );
}

export async function deleteSummaryLine(
  tx: Tx,
  scope: ReturnScope,
  productId: number,
  reasonId: number,
): Promise<void> {
  await tx.execute(
    sql`delete from sales_return_lines where retailer_id = ${scope.retailerId}
        and distributor_id = ${scope.distributorId} and product_id = ${productId} and reason_id = ${reasonId}`,
  );
}

/** Empties the summary, or one product's lines. Answers how many lines went. */
export async function deleteSummary(tx: Tx, scope: ReturnScope, productId?: number): Promise<number> {
  const rows = await queryRows(
    tx,
    sql`delete from sales_return_lines where retailer_id = ${scope.retailerId}
        and distributor_id = ${scope.distributorId}
        ${productId === undefined ? sql`` : sql`and product_id = ${productId}`}
        returning product_id`,
  );
  return rows.length;
}

/** An invoice of the retailer from the distributor, by its number. */
export async function findInvoiceByNo(
  db: Db | Tx,
  scope: ReturnScope,
  invoiceNo: string,
): Promise<Row | null> {
  const [row] = await queryRows(
    db,
    sql`select i.id, i.invoice_no from invoices i join orders o on o.id = i.order_id
        where i.client_id = ${scope.clientId} and i.invoice_no = ${invoiceNo}
          and o.retailer_id = ${scope.retailerId} and o.distributor_id = ${scope.distributorId}`,
  );
  return row ?? null;
}

/** The return a retailer submitted with an idempotency key. */
export async function findReturnByKey(db: Db | Tx, retailerId: number, key: string): Promise<Row | null> {
  const [row] = await queryRows(
    db,
    sql`select id, return_no, request_hash from sales_returns where retailer_id = ${retailerId}
        and idempotency_key = ${key}`,
  );
  return row ?? null;
}

export interface ReturnWrite {
  invoiceId: number | null;
  invoiceNo: string;
  remarks: string;
  idempotencyKey: string | null;
  requestHash: string;
  status: string;
  at: Date;
  /** SR (default) a sales return, numbered SRH...; EX an exchange's return, numbered EXR... */
  kind?: 'SR' | 'EX';
  items: Array<{
    productId: number;
    productName: string;
    productCode: string;
    conversionQty: number;
    reasonId: number;
    reasonName: string;
    caseQty: number;
    pieceQty: number;
    qty: number;
    mfgDate: string | null;
  }>;
}

/** Writes a return, its lines and its first status; answers its id and number (SRH...). */
export async function insertReturn(
  tx: Tx,
  scope: ReturnScope,
  r: ReturnWrite,
): Promise<{ id: number; returnNo: string }> {
  const totalQty = r.items.reduce((s, i) => s + i.qty, 0);
  const [row] = await queryRows<{ id: number; return_no: string }>(
    tx,
    sql`insert into sales_returns (client_id, retailer_id, distributor_id, return_no, status, invoice_id, invoice_no,
          remarks, line_count, total_qty, idempotency_key, request_hash, kind, created_at, updated_at)
        values (${scope.clientId}, ${scope.retailerId}, ${scope.distributorId},
          ${r.kind === 'EX' ? 'EXR' : 'SRH'} || nextval('sales_return_no_seq'),
          ${r.status}, ${r.invoiceId}, ${r.invoiceNo}, ${r.remarks}, ${r.items.length}, ${totalQty},
          ${r.idempotencyKey}, ${r.requestHash}, ${r.kind ?? 'SR'}, ${timestamp(r.at)}, ${timestamp(r.at)})
        returning id, return_no`,
  );
  const id = Number(row!.id);
  const values = r.items.map(
    (i) =>
      sql`(${id}, ${i.productId}, ${i.productName}, ${i.productCode}, ${i.conversionQty}, ${i.reasonId},
        ${i.reasonName}, ${i.caseQty}, ${i.pieceQty}, ${i.qty}, ${i.mfgDate})`,
  );
  if (values.length > 0) {
    await tx.execute(
      sql`insert into sales_return_items (return_id, product_id, product_name, product_code, conversion_qty, reason_id,
            reason_name, case_qty, piece_qty, qty, mfg_date)
          values ${sql.join(values, sql`, `)}`,
    );
  }
  await insertReturnStatus(tx, id, r.status, 'Return request raised', r.at);
  return { id, returnNo: String(row!.return_no) };
}

export async function insertReturnStatus(
  db: Db | Tx,
  returnId: number,
  status: string,
  remarks: string,
  at: Date,
): Promise<void> {
  await db.execute(
    sql`insert into sales_return_status_history (return_id, status, remarks, changed_at)
        values (${returnId}, ${status}, ${remarks}, ${timestamp(at)})`,
  );
}

/** Moves a return's status (the distributor's side: seeds and tests). */
export async function updateReturnStatus(
  db: Db | Tx,
  returnId: number,
  status: string,
  at: Date,
): Promise<void> {
  await db.execute(
    sql`update sales_returns set status = ${status}, updated_at = ${timestamp(at)} where id = ${returnId}`,
  );
}

export interface ReturnHistoryQuery {
  text: string;
  range: Extract<ReturnType<typeof resolveHistoryFilter>, { ok: true }>;
  vendorId: number | undefined;
  status: string | undefined;
  timeZone: string;
}

const HEADER_COLUMNS = sql`sr.id, sr.return_no, sr.created_at, sr.status, sr.distributor_id, d.name as distributor_name,
  sr.invoice_no, sr.remarks, sr.line_count, sr.total_qty, sr.kind, sr.exchange_order_id,
  (select o.order_no from orders o where o.id = sr.exchange_order_id) as exchange_order_no`;

/** One text whatever the filter: absent filters are null parameters (a prepared statement's plan fits all). */
function historyWhere(owner: ReturnOwner, q: ReturnHistoryQuery): SQL {
  const from = q.range.from ? formatApiDate(q.range.from) : null;
  const to = q.range.to ? formatApiDate(q.range.to) : null;
  const text = q.text.trim() === '' ? null : `%${likeEscape(q.text.trim())}%`;
  return sql`sr.client_id = ${owner.clientId} and sr.retailer_id = ${owner.retailerId}
    and (${from}::date is null or sr.created_at >= (${from}::date)::timestamp at time zone ${q.timeZone}::text)
    and (${to}::date is null or sr.created_at < (${to}::date + 1)::timestamp at time zone ${q.timeZone}::text)
    and (${q.vendorId ?? null}::int is null or sr.distributor_id = ${q.vendorId ?? null}::int)
    and (${q.status ?? null}::text is null or sr.status = ${q.status ?? null}::text)
    and (${text}::text is null or sr.return_no ilike ${text}::text or sr.invoice_no ilike ${text}::text
      or exists (select 1 from sales_return_items it where it.return_id = sr.id and it.product_name ilike ${text}::text))`;
}

/** A page of the retailer's returns, newest first, and how many match. */
export async function findReturnPage(
  db: Db,
  owner: ReturnOwner,
  q: ReturnHistoryQuery,
  page: { offset: number; limit: number },
): Promise<{ rows: Row[]; total: number }> {
  const where = historyWhere(owner, q);
  const [rows, count] = await Promise.all([
    queryRows(
      db,
      sql`select ${HEADER_COLUMNS} from sales_returns sr join distributors d on d.id = sr.distributor_id
          where ${where} order by sr.created_at desc, sr.id desc limit ${page.limit}::int offset ${page.offset}::int`,
      { prepare: 'sr_history' },
    ),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from sales_returns sr where ${where}`, {
      prepare: 'sr_history_count',
    }),
  ]);
  return { rows, total: Number(count[0]?.n ?? 0) };
}

/**
 * Every return of the retailer, newest first, with its calendar day in the client's zone and its
 * products' names: what returns-copy.ts keeps.
 */
export async function findReturnHistoryCopyRows(
  db: Db,
  owner: ReturnOwner,
  timeZone: string,
): Promise<Row[]> {
  return queryRows(
    db,
    sql`select ${HEADER_COLUMNS},
          to_char((sr.created_at at time zone ${timeZone}::text)::date, 'YYYY-MM-DD') as local_date,
          (select array_agg(it.product_name) from sales_return_items it where it.return_id = sr.id) as product_names
        from sales_returns sr join distributors d on d.id = sr.distributor_id
        where sr.client_id = ${owner.clientId} and sr.retailer_id = ${owner.retailerId}
        order by sr.created_at desc, sr.id desc`,
  );
}

export async function findReturnById(db: Db, owner: ReturnOwner, returnId: number): Promise<Row | null> {
  const [row] = await queryRows(
    db,
    sql`select ${HEADER_COLUMNS} from sales_returns sr join distributors d on d.id = sr.distributor_id
        where sr.id = ${returnId} and sr.client_id = ${owner.clientId} and sr.retailer_id = ${owner.retailerId}`,
  );
  return row ?? null;
}

export async function findReturnItems(db: Db, returnId: number): Promise<Row[]> {
  return queryRows(
    db,
    sql`select it.product_id, it.product_name, it.product_code, it.conversion_qty, it.reason_id, it.reason_name,
          it.case_qty, it.piece_qty, it.qty, it.mfg_date, p.image_url
        from sales_return_items it join products p on p.id = it.product_id
        where it.return_id = ${returnId} order by it.id`,
  );
}

export async function findReturnStatusHistory(db: Db, returnId: number): Promise<Row[]> {
  return queryRows(
    db,
    sql`select status, remarks, changed_at from sales_return_status_history where return_id = ${returnId}
        order by changed_at, id`,
  );
}

/**
 * What an approved return is worth, per item: its pieces and the net amount and pieces its product
 * was invoiced at on the return's invoice (free goods excluded), for the credit note. With the
 * return's owner, numbers and the client's time zone. Null when the return does not exist.
 */
export async function findReturnCreditFacts(
  db: Db | Tx,
  returnId: number,
): Promise<{
  head: Row;
  items: Array<{ qty: number; invoiced_qty: number | null; invoiced_net: string | null }>;
} | null> {
  const [head] = await queryRows<Row>(
    db,
    sql`select sr.id, sr.client_id, sr.retailer_id, sr.distributor_id, sr.return_no, sr.invoice_no, sr.invoice_id,
          sr.kind, c.time_zone
        from sales_returns sr join clients c on c.id = sr.client_id where sr.id = ${returnId}`,
  );
  if (!head) return null;
  const items = await queryRows<{ qty: number; invoiced_qty: number | null; invoiced_net: string | null }>(
    db,
    sql`select it.qty, inv.qty as invoiced_qty, inv.net::text as invoiced_net
        from sales_return_items it
        left join lateral (
          select sum(il.qty)::int as qty, sum(il.net_amount) as net
          from invoice_lines il join order_lines ol on ol.id = il.order_line_id
          where il.invoice_id = ${head.invoice_id ?? null} and ol.product_id = it.product_id and not ol.is_free
        ) inv on true
        where it.return_id = ${returnId}`,
  );
  return { head, items };
}

/**
 * The exchange return made with an order (decision 094), its row locked; null for other orders.
 * Read through the retailer's index (a retailer has few returns), so no index on the link is needed.
 */
export async function lockExchangeReturnOfOrder(
  tx: Tx,
  retailerId: number,
  orderId: number,
): Promise<{ id: number; returnNo: string; status: string } | null> {
  const [row] = await queryRows<{ id: number; return_no: string; status: string }>(
    tx,
    sql`select id, return_no, status from sales_returns
        where retailer_id = ${retailerId} and exchange_order_id = ${orderId} and kind = 'EX' for update`,
  );
  return row ? { id: Number(row.id), returnNo: String(row.return_no), status: String(row.status) } : null;
}

/** An exchange return by id with its order (the distributor's side: decision 094), or null. */
export async function findExchangeReturn(
  db: Db | Tx,
  clientId: number,
  returnId: number,
): Promise<{ id: number; returnNo: string; status: string; orderId: number } | null> {
  const [row] = await queryRows<{ id: number; return_no: string; status: string; exchange_order_id: number }>(
    db,
    sql`select id, return_no, status, exchange_order_id from sales_returns
        where id = ${returnId} and client_id = ${clientId} and kind = 'EX' and exchange_order_id is not null`,
  );
  return row
    ? {
        id: Number(row.id),
        returnNo: String(row.return_no),
        status: String(row.status),
        orderId: Number(row.exchange_order_id),
      }
    : null;
}
