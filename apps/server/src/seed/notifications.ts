/**
 * Demo notifications (decision 109). The demo orders' status moves already left their order
 * notifications (orders/fulfilment moveOrderStatus); this adds the new schemes' notifications and
 * marks the older ones read, so the bell has a few unread and the list a read history. The large
 * seed gives every retailer of the first 500 a history, and the bench retailer a long one.
 */

import { schemeNotificationParams } from '@restock/domain/rules/notification-text';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { queryRows } from '../db/sql.ts';
import { recordNotification } from '../modules/notification/service.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Unread ones left per retailer: the newest few. */
const UNREAD = 4;

export async function seedDemoNotifications(
  tx: Tx,
  input: { clientId: number; retailerIds: number[]; now: Date },
): Promise<void> {
  const running = await queryRows<{ id: number; name: string }>(
    tx,
    sql`select id, name from schemes where client_id = ${input.clientId} and ends_at > ${input.now.toISOString()}::timestamptz
        order by id limit 3`,
  );
  for (const retailerId of input.retailerIds) {
    for (const [i, scheme] of running.entries()) {
      await recordNotification(tx, {
        clientId: input.clientId,
        retailerId,
        kind: 'scheme',
        params: schemeNotificationParams(scheme.name),
        target: `promotion/${scheme.id}`,
        at: new Date(input.now.getTime() - (i * 5 + 1) * DAY - 3 * HOUR),
        pushed: true,
      });
    }
    await tx.execute(
      sql`update notifications set read_at = created_at + interval '2 hours'
          where retailer_id = ${retailerId} and id not in (
            select id from notifications where retailer_id = ${retailerId} order by created_at desc, id desc limit ${UNREAD})`,
    );
  }
}

/**
 * The large client's notifications: `perRetailer` for each of the first `retailers` retailers
 * (orders and schemes alternating, a day apart, the newest few unread), and `benchRetailer`
 * (LR00001, who signs in as large1) ten times as many.
 */
export async function seedLargeNotifications(
  tx: Tx,
  input: { clientId: number; now: Date; retailers: number; perRetailer: number },
): Promise<void> {
  await tx.execute(
    sql`insert into notifications (client_id, retailer_id, kind, description, params, target, read_at, pushed_at, created_at)
        select r.client_id, r.id,
          case when n % 3 = 0 then 'scheme' else 'order' end,
          case when n % 3 = 0 then 'New scheme: season offer ' || n else 'Order ' || o.no || ' is Invoiced' end,
          case when n % 3 = 0 then jsonb_build_object('scheme', 'season offer ' || n)
               else jsonb_build_object('orderNo', o.no, 'status', 'S') end,
          case when n % 3 = 0 then 'promotions' else 'orders' end,
          case when n > ${UNREAD}::int then ${input.now.toISOString()}::timestamptz - make_interval(hours => n::int * 24 - 2) end,
          ${input.now.toISOString()}::timestamptz - make_interval(hours => n * 24),
          ${input.now.toISOString()}::timestamptz - make_interval(hours => n * 24)
        from (select id, client_id, code from retailers where client_id = ${input.clientId} order by id limit ${input.retailers}::int) r
        cross join lateral generate_series(1, case when r.code = 'LR00001' then ${input.perRetailer * 10}::int else ${input.perRetailer}::int end) n
        cross join lateral (select 'LSO' || lpad((r.id * 100 + n)::text, 8, '0') as no) o`,
  );
}
