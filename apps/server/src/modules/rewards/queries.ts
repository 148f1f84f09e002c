/**
 * The query layer of rewards (docs/decisions/099): the points ledger (one insert every entry goes
 * through, the balance as its sum), gift products and their filters, vendors, redemptions.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { and, likeEscape, queryRows, timestamp } from '../../db/sql.ts';

export interface RewardOwner {
  clientId: number;
  retailerId: number;
}

export type Row = Record<string, unknown>;

/**
 * Serialises the redemptions of one retailer: the retailer's row, locked FOR NO KEY UPDATE (which
 * rows that only reference the retailer do not wait for). Answers false when there is no such
 * retailer of the client.
 */
export async function lockRetailerPoints(tx: Tx, owner: RewardOwner): Promise<boolean> {
  const rows = await queryRows(
    tx,
    sql`select id from retailers where id = ${owner.retailerId} and client_id = ${owner.clientId}
        for no key update`,
  );
  return rows.length > 0;
}

/** The balance: the sum of the retailer's point entries. */
export async function findBalance(db: Db | Tx, owner: RewardOwner): Promise<number> {
  const [row] = await queryRows<{ balance: string | number }>(
    db,
    sql`select coalesce(sum(points), 0)::bigint as balance from reward_point_entries
        where retailer_id = ${owner.retailerId} and client_id = ${owner.clientId}`,
  );
  return Number(row?.balance ?? 0);
}

export async function findPendingPoints(db: Db | Tx, owner: RewardOwner): Promise<number> {
  const [row] = await queryRows<{ pending: string | number }>(
    db,
    sql`select coalesce(sum(total_points), 0)::bigint as pending from reward_redemptions
        where retailer_id = ${owner.retailerId} and client_id = ${owner.clientId} and status = 'P'`,
  );
  return Number(row?.pending ?? 0);
}

export interface PointEntryRow {
  clientId: number;
  retailerId: number;
  distributorId: number | null;
  entryDate: string;
  kind: string;
  points: number;
  reference: string;
  narration: string;
  sourceKey: string;
  at: Date;
}

/** Writes an entry unless one with its source key exists; answers whether this call wrote it. */
export async function insertPointEntryOnce(tx: Db | Tx, e: PointEntryRow): Promise<boolean> {
  const rows = await queryRows(
    tx,
    sql`insert into reward_point_entries (client_id, retailer_id, distributor_id, entry_date, kind, points,
          reference, narration, source_key, created_at)
        values (${e.clientId}, ${e.retailerId}, ${e.distributorId}, ${e.entryDate}, ${e.kind}, ${e.points},
          ${e.reference}, ${e.narration}, ${e.sourceKey}, ${timestamp(e.at)})
        on conflict (client_id, source_key) do nothing
        returning id`,
  );
  return rows.length > 0;
}

/** What an invoice earns: its lines' pieces times their product points; scheme free goods earn none. */
export async function findInvoiceEarning(
  tx: Db | Tx,
  invoiceId: number,
): Promise<{
  client_id: number;
  retailer_id: number;
  distributor_id: number;
  invoice_no: string;
  invoice_date: string;
  points: number;
} | null> {
  const [row] = await queryRows<{
    client_id: number;
    retailer_id: number;
    distributor_id: number;
    invoice_no: string;
    invoice_date: string;
    points: string | number;
  }>(
    tx,
    sql`select i.client_id, o.retailer_id, o.distributor_id, i.invoice_no, i.invoice_date,
          coalesce(sum(case when ol.is_free then 0 else il.qty * ol.product_points end), 0)::bigint as points
        from invoices i join orders o on o.id = i.order_id
        left join invoice_lines il on il.invoice_id = i.id
        left join order_lines ol on ol.id = il.order_line_id
        where i.id = ${invoiceId}
        group by i.id, o.retailer_id, o.distributor_id`,
  );
  return row ? { ...row, points: Number(row.points) } : null;
}

export async function findVendors(db: Db, clientId: number): Promise<Row[]> {
  return queryRows(
    db,
    sql`select id, code, name from reward_vendors where client_id = ${clientId} and active order by name, id`,
  );
}

export async function findAttributes(db: Db, clientId: number): Promise<Row[]> {
  return queryRows(
    db,
    sql`select a.id, a.name, a.mode, a.sequence,
          coalesce((select array_agg(distinct p.attributes ->> a.id::text order by p.attributes ->> a.id::text)
            from reward_products p
            where p.client_id = a.client_id and p.active and p.attributes ? a.id::text), '{}') as values
        from reward_attributes a where a.client_id = ${clientId}
        order by a.sequence, a.id`,
  );
}

export interface GiftQuery {
  text: string;
  vendorIds: readonly number[];
  minPoints: number | undefined;
  maxPoints: number | undefined;
  attrs: ReadonlyArray<{
    id: number;
    values: readonly string[];
    ranges: ReadonlyArray<{ min: number; max: number }>;
  }>;
  sorting: 'Point_ASC' | 'Point_DESC' | 'Name_ASC' | 'Name_DESC';
}

const SORTS: Record<GiftQuery['sorting'], SQL> = {
  Point_ASC: sql`p.points asc, p.id asc`,
  Point_DESC: sql`p.points desc, p.id asc`,
  Name_ASC: sql`lower(p.name) asc, p.id asc`,
  Name_DESC: sql`lower(p.name) desc, p.id asc`,
};

export async function findGiftProductPage(
  db: Db,
  clientId: number,
  q: GiftQuery,
  page: { offset: number; limit: number },
): Promise<{ rows: Row[]; total: number }> {
  const where: SQL[] = [sql`p.client_id = ${clientId}`, sql`p.active`, sql`v.active`];
  if (q.text) {
    const like = `%${likeEscape(q.text)}%`;
    where.push(sql`(p.name ilike ${like} or p.code ilike ${like} or v.name ilike ${like})`);
  }
  if (q.vendorIds.length > 0)
    where.push(
      sql`p.vendor_id in (${sql.join(
        q.vendorIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  if (q.minPoints !== undefined) where.push(sql`p.points >= ${q.minPoints}`);
  if (q.maxPoints !== undefined) where.push(sql`p.points <= ${q.maxPoints}`);
  for (const a of q.attrs) {
    const key = String(a.id);
    const either: SQL[] = [];
    if (a.values.length > 0)
      either.push(
        sql`p.attributes ->> ${key} in (${sql.join(
          a.values.map((v) => sql`${v}`),
          sql`, `,
        )})`,
      );
    for (const r of a.ranges)
      either.push(
        sql`(case when p.attributes ->> ${key} ~ '^[0-9]+(\\.[0-9]+)?$' then (p.attributes ->> ${key})::numeric end)
              between ${r.min} and ${r.max}`,
      );
    if (either.length > 0) where.push(sql`(${sql.join(either, sql` or `)})`);
  }
  // The statement's text depends only on which filters are present (values are parameters), so
  // it is prepared (planned once per connection) unless a list of vendors or attributes makes it vary.
  const fixedText = q.vendorIds.length <= 1 && q.attrs.length === 0;
  const rows = await queryRows(
    db,
    sql`select p.id, p.code, p.name, p.description, p.points, p.image_url, p.attributes, p.vendor_id,
          v.name as vendor_name, count(*) over () as total
        from reward_products p join reward_vendors v on v.id = p.vendor_id
        where ${and(where)}
        order by ${SORTS[q.sorting]}
        limit ${page.limit} offset ${page.offset}`,
    fixedText ? { prepare: 'gifts' } : {},
  );
  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && page.offset > 0) {
    const [c] = await queryRows<{ n: string | number }>(
      db,
      sql`select count(*) as n from reward_products p join reward_vendors v on v.id = p.vendor_id
          where ${and(where)}`,
    );
    total = Number(c?.n ?? 0);
  }
  return { rows, total };
}

/** Active gift products of the client among ids (with their vendor's state). */
export async function findGiftProductsByIds(
  tx: Db | Tx,
  clientId: number,
  ids: readonly number[],
): Promise<Row[]> {
  if (ids.length === 0) return [];
  return queryRows(
    tx,
    sql`select p.id, p.name, p.points, p.image_url, p.vendor_id from reward_products p
        join reward_vendors v on v.id = p.vendor_id and v.active
        where p.client_id = ${clientId} and p.active and p.id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );
}

export async function vendorExists(db: Db | Tx, clientId: number, vendorId: number): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`select 1 from reward_vendors where id = ${vendorId} and client_id = ${clientId} and active`,
  );
  return rows.length > 0;
}

export interface NewRedemption extends RewardOwner {
  distributorId: number | null;
  vendorId: number | null;
  redeemType: string;
  totalPoints: number;
  totalQty: number;
  cashAmount: string;
  status: string;
  otpUsedAt: Date | null;
  idempotencyKey: string | null;
  requestHash: string;
  at: Date;
}

/** Inserts a redemption with its number (RW and the id, 7 digits); answers id and number. */
export async function insertRedemption(tx: Tx, r: NewRedemption): Promise<{ id: number; no: string }> {
  const [row] = await queryRows<{ id: number; redemption_no: string }>(
    tx,
    sql`with n as (select nextval(pg_get_serial_sequence('reward_redemptions', 'id')) as id)
        insert into reward_redemptions (id, client_id, retailer_id, distributor_id, vendor_id, redemption_no,
          redeem_type, total_points, total_qty, cash_amount, status, otp_used_at, idempotency_key, request_hash,
          created_at, status_at)
        select n.id, ${r.clientId}, ${r.retailerId}, ${r.distributorId}, ${r.vendorId},
          'RW' || lpad(n.id::text, 7, '0'), ${r.redeemType}, ${r.totalPoints}, ${r.totalQty}, ${r.cashAmount},
          ${r.status}, ${r.otpUsedAt ? timestamp(r.otpUsedAt) : null}, ${r.idempotencyKey}, ${r.requestHash},
          ${timestamp(r.at)}, ${timestamp(r.at)}
        from n
        returning id, redemption_no`,
  );
  return { id: Number(row!.id), no: String(row!.redemption_no) };
}

export async function insertRedemptionLines(
  tx: Tx,
  redemptionId: number,
  lines: ReadonlyArray<{ productId: number; name: string; imageUrl: string; points: number; qty: number }>,
): Promise<void> {
  if (lines.length === 0) return;
  await tx.execute(
    sql`insert into reward_redemption_lines (redemption_id, product_id, product_name, image_url, points, qty,
          total_points)
        values ${sql.join(
          lines.map(
            (l) =>
              sql`(${redemptionId}, ${l.productId}, ${l.name}, ${l.imageUrl}, ${l.points}, ${l.qty}, ${l.points * l.qty})`,
          ),
          sql`, `,
        )}`,
  );
}

/** The redemption a retailer submitted with an Idempotency-Key, or null. */
export async function findRedemptionByKey(tx: Tx, retailerId: number, key: string) {
  const [row] = await queryRows<{
    id: number;
    redemption_no: string;
    status: string;
    total_points: number;
    cash_amount: string;
    request_hash: string | null;
  }>(
    tx,
    sql`select id, redemption_no, status, total_points, cash_amount, request_hash
        from reward_redemptions where retailer_id = ${retailerId} and idempotency_key = ${key}`,
  );
  return row ?? null;
}

/** Whether a reward code used at `usedAt` already confirmed a redemption of the retailer. */
export async function codeAlreadyUsed(tx: Tx, retailerId: number, usedAt: Date): Promise<boolean> {
  const rows = await queryRows(
    tx,
    sql`select 1 from reward_redemptions where retailer_id = ${retailerId} and otp_used_at = ${timestamp(usedAt)}`,
  );
  return rows.length > 0;
}

const REDEMPTION_COLUMNS = sql`r.id, r.redemption_no, r.redeem_type, r.total_points, r.total_qty,
  r.cash_amount::text as cash_amount, r.status, r.remarks, r.vendor_id, coalesce(v.name, '') as vendor_name,
  coalesce(d.name, '') as distributor_name, r.delivered_on, r.created_at, r.retailer_id, r.client_id,
  r.distributor_id`;

export interface RedemptionQuery {
  text: string;
  from: string | null;
  to: string | null;
  vendorId: number | undefined;
  status: string | undefined;
  timeZone: string;
}

export async function findRedemptionPage(
  db: Db,
  owner: RewardOwner,
  q: RedemptionQuery,
  page: { offset: number; limit: number },
): Promise<{ rows: Row[]; total: number }> {
  const where: SQL[] = [sql`r.retailer_id = ${owner.retailerId}`, sql`r.client_id = ${owner.clientId}`];
  const day = sql`(r.created_at at time zone ${q.timeZone})::date`;
  if (q.from) where.push(sql`${day} >= ${q.from}::date`);
  if (q.to) where.push(sql`${day} <= ${q.to}::date`);
  if (q.vendorId !== undefined) where.push(sql`r.vendor_id = ${q.vendorId}`);
  if (q.status) where.push(sql`r.status = ${q.status}`);
  if (q.text) {
    const like = `%${likeEscape(q.text)}%`;
    where.push(
      sql`(r.redemption_no ilike ${like} or v.name ilike ${like} or exists (
            select 1 from reward_redemption_lines l where l.redemption_id = r.id and l.product_name ilike ${like}))`,
    );
  }
  const rows = await queryRows(
    db,
    sql`select ${REDEMPTION_COLUMNS}, to_char(r.created_at at time zone ${q.timeZone}, 'YYYY-MM-DD') as day,
          count(*) over () as total
        from reward_redemptions r
        left join reward_vendors v on v.id = r.vendor_id
        left join distributors d on d.id = r.distributor_id
        where ${and(where)}
        order by r.created_at desc, r.id desc
        limit ${page.limit} offset ${page.offset}`,
    // The text depends only on which filters are present: planned once per connection.
    { prepare: 'redemptions' },
  );
  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && page.offset > 0) {
    const [c] = await queryRows<{ n: string | number }>(
      db,
      sql`select count(*) as n from reward_redemptions r left join reward_vendors v on v.id = r.vendor_id
          where ${and(where)}`,
    );
    total = Number(c?.n ?? 0);
  }
  return { rows, total };
}

/** A redemption of the owner (retailer and client), or null. */
export async function findRedemption(
  db: Db | Tx,
  owner: RewardOwner,
  id: number,
  timeZone: string,
): Promise<Row | null> {
  const [row] = await queryRows(
    db,
    sql`select ${REDEMPTION_COLUMNS}, to_char(r.created_at at time zone ${timeZone}, 'YYYY-MM-DD') as day
        from reward_redemptions r
        left join reward_vendors v on v.id = r.vendor_id
        left join distributors d on d.id = r.distributor_id
        where r.id = ${id} and r.retailer_id = ${owner.retailerId} and r.client_id = ${owner.clientId}`,
  );
  return row ?? null;
}

/** Locks a redemption of the client for a status move; the retailer too when given. */
export async function lockRedemption(
  tx: Tx,
  clientId: number,
  id: number,
  retailerId?: number,
): Promise<Row | null> {
  const [row] = await queryRows(
    tx,
    sql`select id, retailer_id, distributor_id, redemption_no, total_points, status from reward_redemptions
        where id = ${id} and client_id = ${clientId}
          ${retailerId === undefined ? sql`` : sql`and retailer_id = ${retailerId}`}
        for update`,
  );
  return row ?? null;
}

export async function writeRedemptionStatus(
  tx: Tx,
  id: number,
  status: string,
  at: Date,
  extra: { remarks?: string; deliveredOn?: string; confirmed?: boolean },
): Promise<void> {
  await tx.execute(
    sql`update reward_redemptions set status = ${status}, status_at = ${timestamp(at)}
          ${extra.remarks === undefined ? sql`` : sql`, remarks = ${extra.remarks}`}
          ${extra.deliveredOn === undefined ? sql`` : sql`, delivered_on = ${extra.deliveredOn}`}
          ${extra.confirmed ? sql`, confirmed_at = ${timestamp(at)}` : sql``}
        where id = ${id}`,
  );
}

export async function findRedemptionLines(db: Db, redemptionId: number): Promise<Row[]> {
  return queryRows(
    db,
    sql`select product_id, product_name, image_url, points, qty, total_points from reward_redemption_lines
        where redemption_id = ${redemptionId} order by id`,
  );
}

/** Sums of the owner's ledger by kind, what it earned since `monthStart`, and its last earning day. */
export async function findPointTotals(db: Db, owner: RewardOwner, monthStart: string): Promise<Row> {
  const [row] = await queryRows(
    db,
    sql`select
          coalesce(sum(points), 0)::bigint as balance,
          coalesce(sum(points) filter (where kind in ('EARN', 'BONUS')), 0)::bigint as earned,
          coalesce(-sum(points) filter (where kind = 'REDEEM'), 0)::bigint as redeemed,
          coalesce(sum(points) filter (where kind = 'REVERSE'), 0)::bigint as reversed,
          coalesce(sum(points) filter (where kind in ('EARN', 'BONUS') and entry_date >= ${monthStart}), 0)::bigint
            as month_earned,
          coalesce(max(entry_date) filter (where kind = 'EARN'), '') as last_earned
        from reward_point_entries where retailer_id = ${owner.retailerId} and client_id = ${owner.clientId}`,
  );
  return row ?? {};
}

export interface EntryQuery {
  from: string | null;
  to: string | null;
  kind: string | undefined;
  text: string;
}

/** A page of the owner's entries, newest first, each with the balance after it. */
export async function findPointEntryPage(
  db: Db,
  owner: RewardOwner,
  q: EntryQuery,
  page: { offset: number; limit: number },
): Promise<{ rows: Row[]; total: number }> {
  const where: SQL[] = [];
  if (q.from) where.push(sql`e.entry_date >= ${q.from}`);
  if (q.to) where.push(sql`e.entry_date <= ${q.to}`);
  if (q.kind) where.push(sql`e.kind = ${q.kind}`);
  if (q.text) {
    const like = `%${likeEscape(q.text)}%`;
    where.push(sql`(e.reference ilike ${like} or e.narration ilike ${like})`);
  }
  const rows = await queryRows(
    db,
    sql`with e as (
          select id, entry_date, kind, points, reference, narration, distributor_id,
            sum(points) over (order by entry_date, id rows between unbounded preceding and current row) as balance
          from reward_point_entries where retailer_id = ${owner.retailerId} and client_id = ${owner.clientId}
        )
        select e.*, coalesce(d.name, '') as distributor_name, count(*) over () as total
        from e left join distributors d on d.id = e.distributor_id
        where ${and(where)}
        order by e.entry_date desc, e.id desc
        limit ${page.limit} offset ${page.offset}`,
    { prepare: 'point-entries' },
  );
  return { rows, total: Number(rows[0]?.total ?? 0) };
}

/** Catalogue products that earn points, most points first. */
export async function findPointProductPage(
  db: Db,
  clientId: number,
  text: string,
  page: { offset: number; limit: number },
): Promise<{ rows: Row[]; total: number }> {
  const where: SQL[] = [sql`p.client_id = ${clientId}`, sql`p.active`, sql`p.points > 0`];
  if (text) {
    const like = `%${likeEscape(text)}%`;
    where.push(sql`(p.name ilike ${like} or p.code ilike ${like})`);
  }
  const rows = await queryRows(
    db,
    sql`select p.id, p.code, p.name, p.points, p.conversion_qty, coalesce(p.image_url, '') as image_url, count(*) over () as total
        from products p where ${and(where)}
        order by p.points desc, p.id
        limit ${page.limit} offset ${page.offset}`,
  );
  return { rows, total: Number(rows[0]?.total ?? 0) };
}

/** What a gift product's generated picture shows: its name, vendor and first attribute. */
export async function findGiftPicture(db: Db, id: number, clientId: number): Promise<Row | null> {
  const [row] = await queryRows(
    db,
    sql`select p.name, p.points, v.name as vendor from reward_products p join reward_vendors v on v.id = p.vendor_id
        where p.id = ${id} and p.client_id = ${clientId}`,
  );
  return row ?? null;
}
