/**
 * Exchange return demo data (docs/decisions/084): the client's exchange reasons (return_reasons of
 * kind EX), a retailer's past exchanges (a return of kind EX, numbered EXR..., and the replacement
 * order it made, linked and named in the order's first status row), and the large seed's exchanges.
 * Each exchange returns a piece or two of invoiced goods, well within what may be returned, and
 * orders the same number of pieces.
 */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { queryRows, timestamp } from '../db/sql.ts';
import { int } from '../db/values.ts';
import { seedDemoOrders } from './orders.ts';

const DAY = 24 * 60 * 60 * 1000;

export const EXCHANGE_REASONS: Array<[code: string, name: string]> = [
  ['XDM', 'Damaged pack'],
  ['XEX', 'Expired'],
  ['XWF', 'Wrong flavour or size'],
  ['XSL', 'Slow moving'],
];

export async function seedExchangeReasons(db: Db | Tx, clientId: number): Promise<void> {
  for (const [i, [code, name]] of EXCHANGE_REASONS.entries()) {
    await db.execute(
      sql`insert into return_reasons (client_id, kind, code, name, seq) values (${clientId}, 'EX', ${code}, ${name}, ${(i + 1) * 10})
          on conflict do nothing`,
    );
  }
}

/**
 * Past exchanges: how long ago, the return's status and the order's, and whether its two pieces
 * came back under two reasons (the second with a manufacturing date). The middle one was cancelled
 * by the retailer, its order and return together (decision 094).
 */
const PAST: Array<{
  daysAgo: number;
  returnStatus: 'A' | 'S' | 'C';
  orderStatus: 'S' | 'I' | 'C';
  split: boolean;
}> = [
  { daysAgo: 50, returnStatus: 'A', orderStatus: 'S', split: false },
  { daysAgo: 12, returnStatus: 'C', orderStatus: 'C', split: true },
  { daysAgo: 4, returnStatus: 'S', orderStatus: 'I', split: true },
];

export async function seedDemoExchanges(
  db: Db | Tx,
  input: { clientId: number; retailerId: number; distributorId: number; now: Date },
): Promise<void> {
  const { clientId: c, retailerId: r, distributorId: d } = input;
  // Invoiced goods, from the other end of the list than the sales returns' picks.
  const invoiced = await queryRows(
    db,
    sql`select ol.product_id, p.name, p.code, p.conversion_qty
        from orders o join invoices i on i.order_id = o.id join invoice_lines il on il.invoice_id = i.id
        join order_lines ol on ol.id = il.order_line_id join products p on p.id = ol.product_id
        where o.client_id = ${c} and o.retailer_id = ${r} and o.distributor_id = ${d}
        group by ol.product_id, p.name, p.code, p.conversion_qty having sum(il.qty) >= 8
        order by ol.product_id desc limit ${PAST.length}`,
  );
  const sold = await queryRows(
    db,
    sql`select dp.product_id, dp.price::text as price from distributor_products dp join products p on p.id = dp.product_id
        where dp.distributor_id = ${d} and dp.client_id = ${c} and dp.active and dp.product_active and p.active
          and dp.is_saleable and dp.price is not null
        order by dp.product_id limit ${PAST.length * 3}`,
  );
  const reasons = await queryRows(
    db,
    sql`select id, name from return_reasons where client_id = ${c} and kind = 'EX' order by seq`,
  );
  if (invoiced.length < PAST.length || sold.length < PAST.length || reasons.length === 0) return;
  for (const [k, past] of PAST.entries()) {
    const at = new Date(input.now.getTime() - past.daysAgo * DAY);
    const back = invoiced[k]!;
    const qty = 2;
    // One line of two pieces, or a piece under each of two reasons, the second with its date.
    const lines = past.split
      ? [
          { reason: reasons[k % reasons.length]!, qty: 1, mfg: null },
          {
            reason: reasons[(k + 1) % reasons.length]!,
            qty: 1,
            mfg: new Date(at.getTime() - 120 * DAY).toISOString().slice(0, 10),
          },
        ]
      : [{ reason: reasons[k % reasons.length]!, qty, mfg: null }];
    const [ret] = await queryRows<{ id: number; return_no: string }>(
      db,
      sql`insert into sales_returns (client_id, retailer_id, distributor_id, return_no, status, kind, line_count,
            total_qty, created_at, updated_at)
          values (${c}, ${r}, ${d}, 'EXR' || nextval('sales_return_no_seq'), ${past.returnStatus}, 'EX',
            ${lines.length}, ${qty}, ${timestamp(at)}, ${timestamp(at)})
          returning id, return_no`,
    );
    const returnId = int(ret!.id);
    for (const line of lines) {
      await db.execute(
        sql`insert into sales_return_items (return_id, product_id, product_name, product_code, conversion_qty, reason_id,
              reason_name, case_qty, piece_qty, qty, mfg_date)
            values (${returnId}, ${int(back.product_id)}, ${String(back.name)}, ${String(back.code)},
              ${Math.max(1, int(back.conversion_qty))}, ${int(line.reason.id)}, ${String(line.reason.name)}, 0,
              ${line.qty}, ${line.qty}, ${line.mfg})`,
      );
    }
    await db.execute(
      sql`insert into sales_return_status_history (return_id, status, remarks, changed_at)
          values (${returnId}, 'S', 'Return request raised', ${timestamp(at)})`,
    );
    if (past.returnStatus !== 'S') {
      await db.execute(
        sql`insert into sales_return_status_history (return_id, status, remarks, changed_at)
            values (${returnId}, ${past.returnStatus}, ${past.returnStatus === 'C' ? 'Cancelled with its exchange order' : 'Goods collected'},
              ${timestamp(new Date(at.getTime() + DAY))})`,
      );
    }
    // The replacement: one piece each of two products the distributor sells.
    const picks = [sold[k * 2]!, sold[k * 2 + 1]!];
    const [order] = await queryRows<{ id: number }>(
      db,
      sql`insert into orders (client_id, retailer_id, distributor_id, order_no, status, total_amount, created_at)
          values (${c}, ${r}, ${d}, 'SO' || nextval('order_no_seq'), 'I',
            ${picks.reduce((s, p) => s + Number(p.price), 0).toFixed(2)}, ${timestamp(at)})
          returning id`,
    );
    const orderId = int(order!.id);
    for (const p of picks) {
      await db.execute(
        sql`insert into order_lines (order_id, product_id, qty, price)
            values (${orderId}, ${int(p.product_id)}, ${qty / picks.length}, ${String(p.price)})`,
      );
    }
    await seedDemoOrders(db, {
      clientId: c,
      now: input.now,
      orders: [{ id: orderId, target: past.orderStatus }],
    });
    await db.execute(
      sql`update order_status_history set remarks = ${`Exchange order for return ${String(ret!.return_no)}`}
          where order_id = ${orderId} and status = 'I'`,
    );
    await db.execute(sql`update sales_returns set exchange_order_id = ${orderId} where id = ${returnId}`);
    if (past.returnStatus === 'C')
      await db.execute(
        sql`update sales_return_status_history h set remarks = 'Cancelled with exchange order ' || o.order_no
            from orders o where o.id = ${orderId} and h.return_id = ${returnId} and h.status = 'C'`,
      );
  }
}

/**
 * The large seed's exchanges: for each of its first `retailers` retailers with invoiced goods, one
 * exchange per 20 of its returns' lines: a piece of an invoiced product back, a piece of the same
 * product ordered. Set-based, as the large seed is (after seedLargeSalesReturns, which invoices).
 */
export async function seedLargeExchanges(
  db: Db | Tx,
  input: { clientId: number; retailers: number; now: Date },
): Promise<void> {
  const c = input.clientId;
  const now = timestamp(input.now);
  await seedExchangeReasons(db, c);
  await db.execute(
    sql`create temporary table large_exchange_lines on commit drop as
        select retailer_id, distributor_id, product_id, name, code, conversion_qty, k,
          row_number() over (order by retailer_id, k) as n
        from (select distinct on (retailer_id, k / 20) retailer_id, distributor_id, product_id, name, code,
            conversion_qty, k / 20 as k
          from large_return_lines order by retailer_id, k / 20, k) x`,
  );
  await db.execute(
    sql`insert into orders (client_id, retailer_id, distributor_id, order_no, status, total_amount, line_count,
          total_qty, created_at, updated_at)
        select ${c}, l.retailer_id, l.distributor_id, 'LEXO' || l.retailer_id || '-' || l.k, 'I', coalesce(dp.price, 0),
          1, 1, ${now} - make_interval(days => (l.k * 7 % 300)::int), ${now} - make_interval(days => (l.k * 7 % 300)::int)
        from large_exchange_lines l
        left join distributor_products dp on dp.distributor_id = l.distributor_id and dp.product_id = l.product_id`,
  );
  await db.execute(
    sql`insert into order_lines (order_id, product_id, qty, price, product_name, product_code, conversion_qty)
        select o.id, l.product_id, 1, o.total_amount, l.name, l.code, l.conversion_qty
        from large_exchange_lines l
        join orders o on o.client_id = ${c} and o.order_no = 'LEXO' || l.retailer_id || '-' || l.k`,
  );
  await db.execute(
    sql`insert into sales_returns (client_id, retailer_id, distributor_id, return_no, status, kind, exchange_order_id,
          line_count, total_qty, created_at, updated_at)
        select ${c}, l.retailer_id, l.distributor_id, 'LEXR' || l.retailer_id || '-' || l.k,
          (array['S','P','A'])[1 + l.k % 3], 'EX', o.id, 1, 1, o.created_at, o.created_at
        from large_exchange_lines l
        join orders o on o.client_id = ${c} and o.order_no = 'LEXO' || l.retailer_id || '-' || l.k`,
  );
  await db.execute(
    sql`insert into sales_return_items (return_id, product_id, product_name, product_code, conversion_qty, reason_id,
          reason_name, case_qty, piece_qty, qty)
        select sr.id, l.product_id, l.name, l.code, l.conversion_qty, r.id, r.name, 0, 1, 1
        from large_exchange_lines l
        join sales_returns sr on sr.client_id = ${c} and sr.return_no = 'LEXR' || l.retailer_id || '-' || l.k
        join return_reasons r on r.client_id = ${c} and r.kind = 'EX' and r.code = 'XDM'`,
  );
  await db.execute(
    sql`insert into sales_return_status_history (return_id, status, remarks, changed_at)
        select id, 'S', 'Return request raised', created_at from sales_returns where client_id = ${c} and kind = 'EX'
          and return_no like 'LEXR%'
        union all
        select id, status, 'Updated by the distributor', created_at + interval '1 day' from sales_returns
        where client_id = ${c} and kind = 'EX' and return_no like 'LEXR%' and status <> 'S'`,
  );
  await db.execute(
    sql`insert into order_status_history (order_id, status, remarks, changed_at)
        select o.id, 'I', 'Exchange order for return ' || sr.return_no, o.created_at
        from sales_returns sr join orders o on o.id = sr.exchange_order_id
        where sr.client_id = ${c} and sr.return_no like 'LEXR%'`,
  );
}
