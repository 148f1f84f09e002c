import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { notifications, pushSubscriptions, vapidKeys } from '../../db/schema.ts';
import { queryRows } from '../../db/sql.ts';

export interface NotificationRow {
  id: number;
  kind: 'order' | 'scheme';
  description: string;
  target: string;
  read_at: Date | string | null;
  created_at: Date | string;
}

/** The retailer's unread notifications (the partial index on unread rows). */
export async function countUnread(db: Db, retailerId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from notifications where retailer_id = ${retailerId} and read_at is null`,
    { prepare: 'notification_unread' },
  );
  return Number(row?.n ?? 0);
}

/**
 * A page of the retailer's notifications by date (ascending or descending, id breaking ties),
 * read through (retailer_id, created_at, id) with the count in the same statement.
 */
export async function findNotificationPage(
  db: Db,
  retailerId: number,
  descending: boolean,
  page: { offset: number; limit: number },
): Promise<{ rows: NotificationRow[]; total: number }> {
  const order = descending ? sql`created_at desc, id desc` : sql`created_at asc, id asc`;
  const rows = await queryRows<NotificationRow & { total: number }>(
    db,
    sql`select id, kind, description, target, read_at, created_at,
          (select count(*)::int from notifications c where c.retailer_id = ${retailerId}) as total
        from notifications where retailer_id = ${retailerId}
        order by ${order} limit ${page.limit}::int offset ${page.offset}::int`,
    { prepare: descending ? 'notification_page_desc' : 'notification_page_asc' },
  );
  if (rows.length > 0 || page.offset === 0) return { rows, total: Number(rows[0]?.total ?? 0) };
  const [count] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from notifications where retailer_id = ${retailerId}`,
  );
  return { rows, total: Number(count?.n ?? 0) };
}

/** Which of `ids` are the retailer's. */
export async function findOwnIds(tx: Tx, retailerId: number, ids: number[]): Promise<number[]> {
  const rows = await tx
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.retailerId, retailerId), inArray(notifications.id, ids)));
  return rows.map((r) => r.id);
}

export async function markRead(tx: Tx, retailerId: number, ids: number[], at: Date): Promise<void> {
  await tx
    .update(notifications)
    .set({ readAt: at })
    .where(
      and(
        eq(notifications.retailerId, retailerId),
        inArray(notifications.id, ids),
        isNull(notifications.readAt),
      ),
    );
}

export interface NewNotification {
  clientId: number;
  retailerId: number;
  kind: 'order' | 'scheme';
  description: string;
  target: string;
  at: Date;
}

export async function insertNotification(db: Db | Tx, n: NewNotification): Promise<number> {
  const [row] = await db
    .insert(notifications)
    .values({
      clientId: n.clientId,
      retailerId: n.retailerId,
      kind: n.kind,
      description: n.description,
      target: n.target,
      createdAt: n.at,
    })
    .returning({ id: notifications.id });
  return row!.id;
}

export async function findNotification(db: Db, id: number) {
  const [row] = await db.select().from(notifications).where(eq(notifications.id, id));
  return row ?? null;
}

/** One subscription per endpoint: a browser subscribing again (or for another retailer) takes the row over. */
export async function upsertSubscription(
  db: Db,
  s: { clientId: number; retailerId: number; endpoint: string; p256dh: string; auth: string },
): Promise<void> {
  await db
    .insert(pushSubscriptions)
    .values(s)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { clientId: s.clientId, retailerId: s.retailerId, p256dh: s.p256dh, auth: s.auth },
    });
}

export function findSubscriptions(db: Db, retailerId: number) {
  return db
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.retailerId, retailerId));
}

export async function deleteSubscription(db: Db, id: number): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export async function findVapidKeys(db: Db): Promise<{ publicKey: string; privateKey: string } | null> {
  const [row] = await db
    .select({ publicKey: vapidKeys.publicKey, privateKey: vapidKeys.privateKey })
    .from(vapidKeys)
    .where(eq(vapidKeys.id, 1));
  return row ?? null;
}

/** Keeps the first pair written: another process that raced this one wins and this one reads it. */
export async function insertVapidKeysOnce(
  db: Db,
  keys: { publicKey: string; privateKey: string },
): Promise<void> {
  await db
    .insert(vapidKeys)
    .values({ id: 1, ...keys })
    .onConflictDoNothing();
}
