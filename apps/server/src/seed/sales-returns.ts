/**
 * Sales return demo data (docs/decisions/082): the client's return reasons and conditions, and for
 * a retailer a few past returns to a distributor in every status, each with its status history,
 * taken from what the distributor invoiced it (one or two pieces of a product, well within what
 * may be returned), so the history and detail screens have something to show. The summary is left
 * empty: a non-empty one would block switching distributor.
 */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { queryRows, timestamp } from '../db/sql.ts';
import { int } from '../db/values.ts';

const DAY = 24 * 60 * 60 * 1000;

export const RETURN_REASONS: Array<[code: string, name: string]> = [
  ['DMG', 'Damaged in transit'],
  ['EXP', 'Expired'],
  ['NEX', 'Near expiry'],
  ['WRG', 'Wrong product delivered'],
  ['QLT', 'Quality issue'],
  ['LEK', 'Leaking or broken pack'],
];

export const RETURN_CONDITIONS: Array<[code: string, name: string]> = [
  ['SAL', 'Saleable'],
  ['DMG', 'Damaged'],
  ['EXP', 'Expired'],
  ['OPN', 'Opened pack'],
];

export async function seedReturnMasters(db: Db | Tx, clientId: number): Promise<void> {
  for (const [i, [code, name]] of RETURN_REASONS.entries()) {
    await db.execute(
      sql`insert into return_reasons (client_id, kind, code, name, seq) values (${clientId}, 'SR', ${code}, ${name}, ${(i + 1) * 10})
          on conflict do nothing`,
    );
  }
  for (const [i, [code, name]] of RETURN_CONDITIONS.entries()) {
    await db.execute(
      sql`insert into return_conditions (client_id, code, name, seq) values (${clientId}, ${code}, ${name}, ${(i + 1) * 10})
          on conflict do nothing`,
    );
  }
}

/** Past returns: the status each reached, its steps after S, and how many days ago it was raised. */
const PAST: Array<{ steps: Array<['S' | 'A' | 'C' | 'P' | 'I', string]>; daysAgo: number; remarks: string }> =
  [
    {
      steps: [
        ['P', 'Waiting for pickup'],
        ['A', 'Credit note issued'],
      ],
      daysAgo: 40,
      remarks: 'Packs torn on arrival',
    },
    { steps: [['C', 'Outside the return window']], daysAgo: 30, remarks: 'Old stock' },
    { steps: [['P', 'Waiting for pickup']], daysAgo: 12, remarks: 'Expired before sale' },
    { steps: [['I', 'Opened by the distributor']], daysAgo: 6, remarks: '' },
    { steps: [], daysAgo: 1, remarks: 'Wrong flavour delivered' },
  ];

export async function seedDemoSalesReturns(
  db: Db | Tx,
  input: { clientId: number; retailerId: number; distributorId: number; now: Date },
): Promise<void> {
  const invoiced = await queryRows(
    db,
    sql`select ol.product_id, p.name, p.code, p.conversion_qty, min(i.invoice_no) as invoice_no,
          min(i.id) as invoice_id, sum(il.qty)::int as qty
        from orders o join invoices i on i.order_id = o.id join invoice_lines il on il.invoice_id = i.id
        join order_lines ol on ol.id = il.order_line_id join products p on p.id = ol.product_id
        where o.client_id = ${input.clientId} and o.retailer_id = ${input.retailerId}
          and o.distributor_id = ${input.distributorId}
        group by ol.product_id, p.name, p.code, p.conversion_qty
        having sum(il.qty) >= 4
        order by ol.product_id limit ${PAST.length * 2}`,
  );
  const reasons = await queryRows(
    db,
    sql`select id, name from return_reasons where client_id = ${input.clientId} and kind = 'SR' order by seq`,
  );
  if (invoiced.length < 2 || reasons.length === 0) return;
  for (const [k, past] of PAST.entries()) {
    const picks = [invoiced[(k * 2) % invoiced.length]!, invoiced[(k * 2 + 1) % invoiced.length]!];
    const at = new Date(input.now.getTime() - past.daysAgo * DAY);
    const status = past.steps.at(-1)?.[0] ?? 'S';
    const items = picks.map((p, j) => ({
      p,
      qty: 1 + ((k + j) % 2),
      reason: reasons[(k + j) % reasons.length]!,
    }));
    const [ret] = await queryRows<{ id: number }>(
      db,
      sql`insert into sales_returns (client_id, retailer_id, distributor_id, return_no, status, invoice_id, invoice_no,
            remarks, line_count, total_qty, created_at, updated_at)
          values (${input.clientId}, ${input.retailerId}, ${input.distributorId}, 'SRH' || nextval('sales_return_no_seq'),
            ${status}, ${int(picks[0]!.invoice_id)}, ${String(picks[0]!.invoice_no)}, ${past.remarks}, ${items.length},
            ${items.reduce((s, i) => s + i.qty, 0)}, ${timestamp(at)}, ${timestamp(at)})
          returning id`,
    );
    const id = int(ret!.id);
    for (const { p, qty, reason } of items) {
      await db.execute(
        sql`insert into sales_return_items (return_id, product_id, product_name, product_code, conversion_qty, reason_id,
              reason_name, case_qty, piece_qty, qty, mfg_date)
            values (${id}, ${int(p.product_id)}, ${String(p.name)}, ${String(p.code)}, ${Math.max(1, int(p.conversion_qty))},
              ${int(reason.id)}, ${String(reason.name)}, 0, ${qty}, ${qty},
              ${new Date(at.getTime() - 90 * DAY).toISOString().slice(0, 10)})`,
      );
    }
    const history: Array<[string, string, Date]> = [['S', 'Return request raised', at]];
    past.steps.forEach(([s, remarks], i) => {
      history.push([s, remarks, new Date(at.getTime() + (i + 1) * 0.5 * DAY)]);
    });
    for (const [s, remarks, when] of history) {
      await db.execute(
        sql`insert into sales_return_status_history (return_id, status, remarks, changed_at)
            values (${id}, ${s}, ${remarks}, ${timestamp(when)})`,
      );
    }
  }
}

/**
 * The large seed's returns: invoices for the invoiced (S) orders of its first `retailers` retailers
 * (the large seed writes orders without invoices), then one return of two invoiced lines (a piece
 * each) per two invoice lines, in every status, with status history. Set-based, as the large seed is.
 */
export async function seedLargeSalesReturns(
  db: Db | Tx,
  input: { clientId: number; retailers: number; now: Date },
): Promise<void> {
  const c = input.clientId;
  const now = timestamp(input.now);
  await seedReturnMasters(db, c);
  await db.execute(
    sql`with r as (select id from retailers where client_id = ${c} order by code limit ${input.retailers})
        insert into invoices (client_id, order_id, invoice_no, invoice_date, net_amount, created_at)
        select ${c}, o.id, 'LINV' || o.id, to_char(o.created_at + interval '1 day', 'YYYY-MM-DD'), o.total_amount,
          o.created_at + interval '1 day'
        from orders o join r on r.id = o.retailer_id where o.client_id = ${c} and o.status = 'S'`,
  );
  await db.execute(
    sql`insert into invoice_lines (invoice_id, order_line_id, qty, price, net_amount)
        select i.id, ol.id, ol.qty, ol.price, ol.qty * ol.price
        from invoices i join order_lines ol on ol.order_id = i.order_id
        where i.client_id = ${c} and i.invoice_no like 'LINV%'`,
  );
  await db.execute(
    sql`update order_lines ol set invoiced_qty = ol.qty from invoices i
        where i.order_id = ol.order_id and i.client_id = ${c} and i.invoice_no like 'LINV%'`,
  );
  await db.execute(
    sql`create temporary table large_return_lines on commit drop as
        select o.retailer_id, o.distributor_id, ol.product_id, p.name, p.code, p.conversion_qty, i.id as invoice_id,
          i.invoice_no, (row_number() over (partition by o.retailer_id order by il.id) + 1) / 2 as k
        from invoice_lines il join invoices i on i.id = il.invoice_id join orders o on o.id = i.order_id
        join order_lines ol on ol.id = il.order_line_id join products p on p.id = ol.product_id
        where i.client_id = ${c} and i.invoice_no like 'LINV%'`,
  );
  await db.execute(
    sql`insert into sales_returns (client_id, retailer_id, distributor_id, return_no, status, invoice_id, invoice_no,
          remarks, line_count, total_qty, created_at, updated_at)
        select ${c}, retailer_id, min(distributor_id), 'LSRH' || retailer_id || '-' || k,
          (array['S','P','A','C','I'])[1 + k % 5], min(invoice_id), min(invoice_no), 'Returned goods', count(*), count(*),
          ${now} - make_interval(days => (k % 300)::int), ${now} - make_interval(days => (k % 300)::int)
        from large_return_lines group by retailer_id, k`,
  );
  await db.execute(
    sql`insert into sales_return_items (return_id, product_id, product_name, product_code, conversion_qty, reason_id,
          reason_name, case_qty, piece_qty, qty)
        select sr.id, l.product_id, l.name, l.code, l.conversion_qty, r.id, r.name, 0, 1, 1
        from large_return_lines l
        join sales_returns sr on sr.client_id = ${c} and sr.return_no = 'LSRH' || l.retailer_id || '-' || l.k
        join return_reasons r on r.client_id = ${c} and r.kind = 'SR' and r.code = 'DMG'`,
  );
  await db.execute(
    sql`insert into sales_return_status_history (return_id, status, remarks, changed_at)
        select id, 'S', 'Return request raised', created_at from sales_returns where client_id = ${c}
        union all
        select id, status, 'Updated by the distributor', created_at + interval '1 day' from sales_returns
        where client_id = ${c} and status <> 'S'`,
  );
}
