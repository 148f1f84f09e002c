/**
 * Loyalty demo data (monthly sales and club enrolment; docs/decisions/101 and 102).
 *
 * Demo: the client's clubs (Silver, Gold, Platinum; Platinum sets only a value target), each
 * retailer's current club (New Shop Mart has none: E035), and a purchase history a year deep for
 * retailer1 and retailer2 at D001 — orders placed about twice a month from 100 to 450 days ago
 * (so the catalogue's 90-day best sellers are untouched), with a festive lift in October and
 * November, invoiced in full through the order fulfilment (which posts their ledger debits) and
 * paid within days, as a successful payment leaves them — so monthly sales have 15 months to show
 * and last financial year's achievement is real. retailer2 enrolled in Gold at the start of the
 * financial year (its quarters' achievement comes from its invoices); retailer1 may enrol.
 *
 * Large: the same clubs, a current club for every retailer, and an enrolment for every other
 * retailer with invoices, set-based.
 */

import { parseApiDate, todayIn } from '@restock/domain/rules/delivery';
import { financialYearOf } from '@restock/domain/rules/loyalty';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { intArray, queryRows, timestamp } from '../db/sql.ts';
import { int } from '../db/values.ts';
import { enrolAsOf } from '../modules/loyalty/service.ts';
import { completeOrders, walkOrderTo } from './orders.ts';

const DAY = 24 * 60 * 60 * 1000;

/** The clubs of a client: code, name, seq, incentive %, bonus %, growth %, min value (₹), min volume (pieces). */
export const CLUBS: Array<[string, string, number, string, string, string, string, number | null]> = [
  ['SILVER', 'Silver Club', 1, '1.00', '0.00', '5.00', '50000.00', 400],
  ['GOLD', 'Gold Club', 2, '1.50', '0.50', '10.00', '150000.00', 1200],
  ['PLATINUM', 'Platinum Club', 3, '2.00', '1.00', '15.00', '400000.00', null],
];

/** The focus brands of the demo's monthly sales (FM; RM is the rest). */
export const DEMO_FOCUS_BRANDS = ['CRUNCHOS', 'FIZZUP', 'CHAIBAHAR'];

/** monthlySalesConfigJson of the demo client: every type, FM and RM split by the focus brands. */
export const DEMO_MONTHLY_SALES_CONFIG = JSON.stringify([
  { Type: 'SV' },
  { Type: 'PV' },
  { Type: 'FM', FocusBrands: DEMO_FOCUS_BRANDS },
  { Type: 'RM' },
  { Type: 'BSKU' },
]);

async function seedClubs(db: Db | Tx, clientId: number): Promise<Map<string, number>> {
  for (const [code, name, seq, incentive, bonus, growth, minValue, minVolume] of CLUBS) {
    await db.execute(
      sql`insert into loyalty_clubs (client_id, code, name, seq, incentive_percent, bonus_percent, growth_percent,
            min_value_target, min_volume_target)
          values (${clientId}, ${code}, ${name}, ${seq}, ${incentive}, ${bonus}, ${growth}, ${minValue}, ${minVolume})
          on conflict (client_id, code) do nothing`,
    );
  }
  const rows = await queryRows<{ id: number; code: string }>(
    db,
    sql`select id, code from loyalty_clubs where client_id = ${clientId}`,
  );
  return new Map(rows.map((r) => [r.code, int(r.id)]));
}

/**
 * A year of purchases of a retailer at a distributor: an order every 15 days from 100 to 445 days
 * ago, of the products it already buys there, invoiced in full and paid three days later.
 */
async function seedPurchaseHistory(
  db: Db | Tx,
  input: {
    clientId: number;
    retailerId: number;
    distributorId: number;
    now: Date;
    timeZone: string;
    /** Order number prefix, unique per retailer. */
    prefix: string;
    /** Pieces multiplier (a bigger shop buys more). */
    scale: number;
  },
): Promise<void> {
  const products = await queryRows<{ product_id: number; price: string; conversion_qty: number }>(
    db,
    sql`select distinct ol.product_id, dp.price::text as price, p.conversion_qty
        from orders o join order_lines ol on ol.order_id = o.id and not ol.is_free
        join distributor_products dp on dp.product_id = ol.product_id and dp.distributor_id = o.distributor_id
        join products p on p.id = ol.product_id
        where o.client_id = ${input.clientId} and o.retailer_id = ${input.retailerId}
          and o.distributor_id = ${input.distributorId} and o.status <> 'C'
        order by ol.product_id`,
  );
  if (products.length === 0) return;
  const orderIds: number[] = [];
  const placed = new Map<number, Date>();
  for (let k = 0; k < 24; k++) {
    const at = new Date(input.now.getTime() - (445 - k * 15) * DAY - 5 * 60 * 60 * 1000);
    const month = at.getUTCMonth() + 1;
    // Festive season (October, November) lifts sales; the monsoon (July, August) dips.
    const season = month === 10 || month === 11 ? 1.6 : month === 7 || month === 8 ? 0.8 : 1;
    const [order] = await queryRows<{ id: number }>(
      db,
      sql`insert into orders (client_id, retailer_id, distributor_id, order_no, status, created_at)
          values (${input.clientId}, ${input.retailerId}, ${input.distributorId},
            ${`${input.prefix}${String(k + 1).padStart(4, '0')}`}, 'I', ${timestamp(at)})
          returning id`,
    );
    const id = int(order!.id);
    const count = 4 + (k % 4);
    for (let j = 0; j < count; j++) {
      const p = products[(k * 3 + j) % products.length]!;
      const cases = Math.max(1, Math.round((1 + ((k + j) % 3)) * season * input.scale));
      await db.execute(
        sql`insert into order_lines (order_id, product_id, qty, price)
            values (${id}, ${int(p.product_id)}, ${Math.max(1, int(p.conversion_qty)) * cases}, ${p.price})`,
      );
    }
    orderIds.push(id);
    placed.set(id, at);
  }
  await completeOrders(db, input.clientId, orderIds);
  for (const id of orderIds) {
    await walkOrderTo(db, {
      clientId: input.clientId,
      orderId: id,
      target: 'S',
      placedAt: placed.get(id)!,
      now: input.now,
      timeZone: input.timeZone,
    });
  }
  await payInFull(db, { clientId: input.clientId, orderIds, prefix: `${input.prefix}PAY` });
  await db.execute(
    sql`update invoices set delivered_on = to_char(invoice_date::date + 2, 'YYYY-MM-DD'),
          delivery_marked_at = (invoice_date::date + 2)::timestamp at time zone ${input.timeZone} + interval '18 hours'
        where order_id = any(${intArray(orderIds)}) and delivered_on is null`,
  );
}

/**
 * Each invoice of the orders paid in full by UPI three days after it was raised, as the payment
 * callback leaves it (payment, its share, the invoice's paid amount and the ledger's credit; the
 * same shape as seed/payments.ts).
 */
async function payInFull(db: Db | Tx, input: { clientId: number; orderIds: number[]; prefix: string }) {
  const ids = intArray(input.orderIds);
  await db.execute(sql`insert into payments (client_id, retailer_id, distributor_id, txn_id, reference_no, request_hash,
      amount, status, gateway, mode, bank_reference, gateway_payment_id, created_at, completed_at)
    select ${input.clientId}, o.retailer_id, o.distributor_id, ${input.prefix} || i.id, 'seed-h-' || i.id, 'seed',
      i.net_amount, 'success', 'test', 'UPI', 'TB' || lpad(i.id::text, 8, '0'), '40399' || lpad(i.id::text, 10, '0'),
      i.created_at + interval '3 days', i.created_at + interval '3 days'
    from invoices i join orders o on o.id = i.order_id
    where o.id = any(${ids}) and i.net_amount > 0`);
  await db.execute(sql`insert into payment_allocations (payment_id, invoice_id, seq, amount, applied_amount)
    select p.id, i.id, 1, p.amount, p.amount
    from invoices i join payments p on p.txn_id = ${input.prefix} || i.id
    where i.order_id = any(${ids})`);
  await db.execute(sql`update invoices i set paid_amount = i.net_amount
    where i.order_id = any(${ids}) and i.net_amount > 0`);
  // The narration as ledger/service.ts paymentNarration writes it: its code, parameters and text.
  await db.execute(sql`insert into ledger_entries (client_id, retailer_id, distributor_id, entry_date, kind, reference,
      narration, narration_code, narration_params, credit, source_key, created_at)
    select p.client_id, p.retailer_id, p.distributor_id, to_char(p.completed_at at time zone c.time_zone, 'YYYY-MM-DD'),
      'PAY', p.txn_id, 'Payment for ' || i.invoice_no || ' (UPI)',
      'payment', jsonb_build_object('invoices', i.invoice_no, 'mode', 'UPI'),
      p.amount, 'PAY:' || p.txn_id, p.completed_at
    from payments p join clients c on c.id = p.client_id
      join payment_allocations pa on pa.payment_id = p.id join invoices i on i.id = pa.invoice_id
    where i.order_id = any(${ids}) and p.txn_id like ${`${input.prefix}%`}
    on conflict (client_id, source_key) do nothing`);
}

/** The demo's clubs, current clubs, purchase histories and retailer2's enrolment. */
export async function seedDemoLoyalty(
  db: Tx,
  input: {
    clientId: number;
    retailers: { r1: number; r2: number; r4: number };
    distributorId: number;
    now: Date;
    timeZone: string;
  },
): Promise<void> {
  const clubs = await seedClubs(db, input.clientId);
  const current: Array<[number, string]> = [
    [input.retailers.r1, 'SILVER'],
    [input.retailers.r2, 'SILVER'],
    [input.retailers.r4, 'SILVER'],
  ];
  for (const [retailerId, code] of current) {
    await db.execute(
      sql`insert into retailer_clubs (retailer_id, client_id, club_id)
          values (${retailerId}, ${input.clientId}, ${clubs.get(code)!}) on conflict (retailer_id) do nothing`,
    );
  }
  await seedPurchaseHistory(db, {
    clientId: input.clientId,
    retailerId: input.retailers.r1,
    distributorId: input.distributorId,
    now: input.now,
    timeZone: input.timeZone,
    prefix: 'SO-D001-H1',
    scale: 2,
  });
  await seedPurchaseHistory(db, {
    clientId: input.clientId,
    retailerId: input.retailers.r2,
    distributorId: input.distributorId,
    now: input.now,
    timeZone: input.timeZone,
    prefix: 'SO-D001-H2',
    scale: 3,
  });
  // retailer2 enrolled in Gold on the 8th of April of this financial year, on its value.
  const today = todayIn(input.now, input.timeZone);
  const fy = financialYearOf(today);
  const enrolledOn = parseApiDate(`${fy.startYear}-04-08`)!;
  await enrolAsOf(
    db,
    { clientId: input.clientId, retailerId: input.retailers.r2 },
    {
      clubId: clubs.get('GOLD')!,
      type: 'SV',
      at: new Date(Date.UTC(enrolledOn.year, enrolledOn.month - 1, enrolledOn.day, 6)),
      today: enrolledOn,
    },
  );
}

/**
 * The large client's clubs, a current club for every retailer (one in five Gold, one in twenty
 * Platinum, the rest Silver), and an enrolment in the next club up for every other retailer with
 * invoices: last financial year's invoiced value grown by the club's growth, never below its
 * minimum, in whole hundreds of rupees, split in four equal quarters.
 */
export async function seedLargeLoyalty(
  db: Db | Tx,
  input: { clientId: number; now: Date; timeZone: string },
) {
  const c = input.clientId;
  const clubs = await seedClubs(db, c);
  await db.execute(
    sql`insert into retailer_clubs (retailer_id, client_id, club_id)
        select r.id, ${c}, case when r.id % 20 = 0 then ${clubs.get('PLATINUM')!}::int
          when r.id % 5 = 0 then ${clubs.get('GOLD')!}::int else ${clubs.get('SILVER')!}::int end
        from retailers r where r.client_id = ${c}
        on conflict (retailer_id) do nothing`,
  );
  const fy = financialYearOf(todayIn(input.now, input.timeZone));
  const lastFrom = `${fy.startYear - 1}-04-01`;
  const lastTo = `${fy.startYear}-03-31`;
  await db.execute(
    sql`insert into club_enrollments (client_id, retailer_id, fy_start, current_club_id, requested_club_id, target_type,
          last_year_achievement, yearly_target, incentive_percent, bonus_percent, request_hash, created_at)
        select ${c}::int, x.retailer_id, ${fy.startYear}::int, x.current_id, nc.id, 'SV', x.last_year,
          greatest(nc.min_value_target, ceil(x.last_year * (100 + nc.growth_percent) / 100 / 100) * 100),
          nc.incentive_percent, case when nc.seq > x.current_seq then nc.bonus_percent else 0 end, 'seed',
          ${timestamp(new Date(Date.UTC(fy.startYear, 3, 8, 6)))}
        from (
          select rc.retailer_id, cc.id as current_id, cc.seq as current_seq,
            coalesce((select sum(il.net_amount) from orders o join invoices i on i.order_id = o.id
              join invoice_lines il on il.invoice_id = i.id
              where o.retailer_id = rc.retailer_id and i.invoice_date between ${lastFrom} and ${lastTo}), 0) as last_year
          from retailer_clubs rc join loyalty_clubs cc on cc.id = rc.club_id
          where rc.client_id = ${c} and rc.retailer_id % 2 = 0
            and exists (select 1 from orders o join invoices i on i.order_id = o.id where o.retailer_id = rc.retailer_id)
        ) x
        join loyalty_clubs nc on nc.client_id = ${c}
          and nc.seq = least(x.current_seq + 1, (select max(seq) from loyalty_clubs where client_id = ${c}))
        on conflict do nothing`,
  );
  const quarters = fy.quarters;
  for (const q of quarters) {
    await db.execute(
      sql`insert into club_enrollment_quarters (enrollment_id, quarter, from_date, to_date, target)
          select e.id, ${q.quarter}::int, ${q.from}, ${q.to},
            case when ${q.quarter}::int < 4 then floor(e.yearly_target / 4) else e.yearly_target - 3 * floor(e.yearly_target / 4) end
          from club_enrollments e where e.client_id = ${c} and e.fy_start = ${fy.startYear}
          on conflict do nothing`,
    );
  }
}
