import type { OrderStatus } from '@restock/domain/codes';
import { sql } from 'drizzle-orm';
import { completeOrders, walkOrderTo } from '../src/seed/orders.ts';
import { rows } from './product-helpers.ts';
import type { TestApp } from './support/harness.ts';

/**
 * Orders for the order tests, written the way the demo seed writes them: a bare order and lines
 * priced at the distributor's price, completed (snapshot, amounts, address, delivery date, status
 * history) and walked to `status` through the operator functions. Independent of the cart module.
 */
export interface TestOrderInput {
  retailerId: number;
  distributorId: number;
  /** Products the distributor carries, with pieces. */
  lines: Array<{ productId: number; qty: number }>;
  at: Date;
  status?: OrderStatus;
  /** Scheme free goods to add: free pieces of a product, earned by one of the lines. */
  free?: Array<{ productId: number; qty: number; forProductId: number }>;
}

export async function clientIdOf(t: TestApp): Promise<number> {
  const [row] = await rows<{ id: number }>(t, sql`select id from clients where code = 'demo'`);
  return Number(row!.id);
}

export async function placeTestOrder(
  t: TestApp,
  input: TestOrderInput,
): Promise<{ id: number; orderNo: string }> {
  const db = t.database.db;
  const clientId = await clientIdOf(t);
  const [order] = await rows<{ id: number; order_no: string }>(
    t,
    sql`insert into orders (client_id, retailer_id, distributor_id, order_no, status, created_at, updated_at)
        values (${clientId}, ${input.retailerId}, ${input.distributorId}, 'SO' || nextval('order_no_seq'), 'I',
          ${input.at.toISOString()}::timestamptz, ${input.at.toISOString()}::timestamptz)
        returning id, order_no`,
  );
  const orderId = Number(order!.id);
  for (const line of input.lines) {
    await db.execute(
      sql`insert into order_lines (order_id, product_id, qty, price)
          select ${orderId}, ${line.productId}, ${line.qty}, dp.price from distributor_products dp
          where dp.distributor_id = ${input.distributorId} and dp.product_id = ${line.productId}`,
    );
  }
  await completeOrders(db, clientId, [orderId]);
  for (const f of input.free ?? []) {
    await db.execute(
      sql`insert into order_lines (order_id, product_id, qty, price, is_free, for_product_id, slab_id, product_name,
            principal_id, scheme_id)
          select ${orderId}, p.id, ${f.qty}, 0, true, ${f.forProductId}, 1, p.name, p.client_id, 0
          from products p where p.id = ${f.productId}`,
    );
  }
  await walkOrderTo(db, {
    clientId,
    orderId,
    target: input.status ?? 'I',
    placedAt: input.at,
    now: new Date(Math.max(Date.now(), input.at.getTime() + 60_000)),
    timeZone: 'Asia/Kolkata',
  });
  return { id: orderId, orderNo: String(order!.order_no) };
}

/** Products a distributor carries, cheapest first (ids). */
export async function carriedProducts(t: TestApp, distributorId: number, limit = 10): Promise<number[]> {
  const list = await rows<{ id: number }>(
    t,
    sql`select dp.product_id as id from distributor_products dp join products p on p.id = dp.product_id
        where dp.distributor_id = ${distributorId} and dp.active and p.active and dp.is_saleable
        order by dp.product_id limit ${limit}`,
  );
  return list.map((r) => Number(r.id));
}

export async function historyOf(t: TestApp, orderId: number): Promise<string[]> {
  return (
    await rows<{ status: string }>(
      t,
      sql`select status from order_status_history where order_id = ${orderId} order by changed_at, id`,
    )
  ).map((r) => r.status);
}

export async function statusOf(t: TestApp, orderId: number): Promise<string> {
  const [row] = await rows<{ status: string }>(t, sql`select status from orders where id = ${orderId}`);
  return row!.status;
}
