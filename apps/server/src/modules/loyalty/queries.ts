/**
 * The query layer of monthly sales and club enrolment (docs/decisions/101 and 102). Sales are read
 * from the retailer's invoices (invoice_lines, with the order line's product, brand and free flag),
 * summed by PostgreSQL's exact numeric; nothing of them is stored here.
 */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { queryRows, timestamp } from '../../db/sql.ts';

export interface SalesMonthRow {
  /** YYYY-MM; null on the row of the whole period. */
  month: string | null;
  /** Net value of every invoiced line (rupees, numeric text). */
  sv: string;
  /** Invoiced pieces, free goods left out. */
  pv: string;
  /** Net value of the focus brands' lines. */
  fm: string;
  /** Different products invoiced, free goods left out. */
  bsku: string;
}

/**
 * The retailer's invoiced sales per month of invoice date between two dates (YYYY-MM-DD, both
 * included), at every distributor of the client, and the same over the whole period (month null;
 * its bsku counts each product once). One statement; months without invoices have no row.
 */
export async function findSalesByMonth(
  db: Db | Tx,
  input: { clientId: number; retailerId: number; from: string; to: string; focusBrandCodes: string[] },
): Promise<SalesMonthRow[]> {
  const focus = `{${input.focusBrandCodes.map((c) => `"${c.replace(/["\\]/g, '')}"`).join(',')}}`;
  return queryRows<SalesMonthRow>(
    db,
    sql`select substr(i.invoice_date, 1, 7) as month,
          coalesce(sum(il.net_amount), 0)::text as sv,
          (coalesce(sum(il.qty) filter (where not ol.is_free), 0))::text as pv,
          (coalesce(sum(il.net_amount) filter (where b.code = any(${focus}::text[])), 0))::text as fm,
          (count(distinct ol.product_id) filter (where not ol.is_free))::text as bsku
        from orders o
        join invoices i on i.order_id = o.id and i.client_id = o.client_id
        join invoice_lines il on il.invoice_id = i.id
        join order_lines ol on ol.id = il.order_line_id
        left join brands b on b.id = ol.brand_id
        where o.client_id = ${input.clientId} and o.retailer_id = ${input.retailerId}
          and i.invoice_date between ${input.from} and ${input.to}
        group by grouping sets ((substr(i.invoice_date, 1, 7)), ())`,
    { prepare: 'loyalty-sales' },
  );
}

/** The names of the client's brands of these codes. */
export async function findBrandNames(db: Db, clientId: number, codes: string[]): Promise<string[]> {
  if (codes.length === 0) return [];
  const list = `{${codes.map((c) => `"${c.replace(/["\\]/g, '')}"`).join(',')}}`;
  const found = await queryRows<{ name: string }>(
    db,
    sql`select name from brands where client_id = ${clientId} and code = any(${list}::text[]) order by name`,
  );
  return found.map((r) => r.name);
}

export interface ClubRow {
  id: number;
  code: string;
  name: string;
  seq: number;
  incentive_percent: string;
  bonus_percent: string;
  growth_percent: string;
  min_value_target: string | null;
  min_volume_target: number | null;
}

const CLUB_COLUMNS = sql`c.id, c.code, c.name, c.seq, c.incentive_percent::text as incentive_percent,
  c.bonus_percent::text as bonus_percent, c.growth_percent::text as growth_percent,
  c.min_value_target::text as min_value_target, c.min_volume_target`;

/** The client's active clubs, lowest first. */
export async function findClubs(db: Db | Tx, clientId: number): Promise<ClubRow[]> {
  return queryRows<ClubRow>(
    db,
    sql`select ${CLUB_COLUMNS} from loyalty_clubs c where c.client_id = ${clientId} and c.active order by c.seq, c.id`,
  );
}

/** The retailer's current club, when the company mapped one. */
export async function findCurrentClubId(
  db: Db | Tx,
  clientId: number,
  retailerId: number,
): Promise<number | null> {
  const [row] = await queryRows<{ club_id: number }>(
    db,
    sql`select rc.club_id from retailer_clubs rc join loyalty_clubs c on c.id = rc.club_id
        where rc.retailer_id = ${retailerId} and rc.client_id = ${clientId} and c.client_id = ${clientId}`,
  );
  return row ? Number(row.club_id) : null;
}

/** Locks the retailer's row: one enrolment submit of a retailer at a time. */
export async function lockRetailer(tx: Tx, clientId: number, retailerId: number): Promise<boolean> {
  const rows = await queryRows(
    tx,
    sql`select 1 from retailers where id = ${retailerId} and client_id = ${clientId} for update`,
  );
  return rows.length > 0;
}

export interface EnrollmentRow {
  id: number;
  fy_start: number;
  current_club_id: number;
  requested_club_id: number;
  target_type: string;
  last_year_achievement: string;
  yearly_target: string;
  incentive_percent: string;
  bonus_percent: string;
  request_hash: string;
  created_at: unknown;
  quarters: Array<{ quarter: number; from_date: string; to_date: string; target: string }> | null;
}

const ENROLLMENT_COLUMNS = sql`e.id, e.fy_start, e.current_club_id, e.requested_club_id, e.target_type,
  e.last_year_achievement::text as last_year_achievement, e.yearly_target::text as yearly_target,
  e.incentive_percent::text as incentive_percent, e.bonus_percent::text as bonus_percent,
  e.request_hash, e.created_at,
  (select json_agg(json_build_object('quarter', q.quarter, 'from_date', q.from_date, 'to_date', q.to_date,
     'target', q.target::text) order by q.quarter)
   from club_enrollment_quarters q where q.enrollment_id = e.id) as quarters`;

/** The retailer's enrolment of a financial year. */
export async function findEnrollment(
  db: Db | Tx,
  input: { clientId: number; retailerId: number; fyStart: number },
): Promise<EnrollmentRow | null> {
  const [row] = await queryRows<EnrollmentRow>(
    db,
    sql`select ${ENROLLMENT_COLUMNS} from club_enrollments e
        where e.client_id = ${input.clientId} and e.retailer_id = ${input.retailerId} and e.fy_start = ${input.fyStart}`,
  );
  return row ?? null;
}

/** The retailer's enrolment made with an idempotency key. */
export async function findEnrollmentByKey(
  db: Db | Tx,
  input: { clientId: number; retailerId: number; key: string },
): Promise<EnrollmentRow | null> {
  const [row] = await queryRows<EnrollmentRow>(
    db,
    sql`select ${ENROLLMENT_COLUMNS} from club_enrollments e
        where e.client_id = ${input.clientId} and e.retailer_id = ${input.retailerId}
          and e.idempotency_key = ${input.key}`,
  );
  return row ?? null;
}

export interface NewEnrollment {
  clientId: number;
  retailerId: number;
  fyStart: number;
  currentClubId: number;
  requestedClubId: number;
  targetType: string;
  lastYearAchievement: string;
  yearlyTarget: string;
  incentivePercent: string;
  bonusPercent: string;
  idempotencyKey: string | null;
  requestHash: string;
  at: Date;
  quarters: Array<{ quarter: number; from: string; to: string; target: string }>;
}

/** Writes an enrolment and its quarters; null when the year already has one (nothing written). */
export async function insertEnrollment(tx: Tx, e: NewEnrollment): Promise<number | null> {
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`insert into club_enrollments (client_id, retailer_id, fy_start, current_club_id, requested_club_id,
          target_type, last_year_achievement, yearly_target, incentive_percent, bonus_percent,
          idempotency_key, request_hash, created_at)
        values (${e.clientId}, ${e.retailerId}, ${e.fyStart}, ${e.currentClubId}, ${e.requestedClubId},
          ${e.targetType}, ${e.lastYearAchievement}, ${e.yearlyTarget}, ${e.incentivePercent}, ${e.bonusPercent},
          ${e.idempotencyKey}, ${e.requestHash}, ${timestamp(e.at)})
        on conflict do nothing
        returning id`,
  );
  if (!row) return null;
  const id = Number(row.id);
  for (const q of e.quarters) {
    await tx.execute(
      sql`insert into club_enrollment_quarters (enrollment_id, quarter, from_date, to_date, target)
          values (${id}, ${q.quarter}, ${q.from}, ${q.to}, ${q.target})`,
    );
  }
  return id;
}
