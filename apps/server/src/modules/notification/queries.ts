import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { notifications, pushSubscriptions, vapidKeys } from '../../db/schema.ts';
import { queryRows } from '../../db/sql.ts';

export interface NotificationRow {
  id: number;
  kind: 'order' | 'scheme';
  description: string;
  params: Record<string, string> | null;
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
    sql`select id, kind, description, params, target, read_at, created_at,
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
  /** The English text (rules/notification-text), kept for readers of the table. */
  description: string;
  params: Record<string, string>;
  target: string;
  at: Date;
  /** Written as already pushed (seeds: old news is not pushed). */
  pushed?: boolean;
}

export async function insertNotification(db: Db | Tx, n: NewNotification): Promise<number> {
  const [row] = await db
    .insert(notifications)
    .values({
      clientId: n.clientId,
      retailerId: n.retailerId,
      kind: n.kind,
      description: n.description,
      params: n.params,
      target: n.target,
      createdAt: n.at,
      pushedAt: n.pushed ? n.at : null,
    })
    .returning({ id: notifications.id });
  return row!.id;
}

/**
 * A scheme's notification for every retailer it reaches: the client's retailers for a scheme of
 * the whole client, those linked to its distributor otherwise. How many were written.
 */
export async function insertSchemeNotifications(
  db: Db | Tx,
  scheme: { id: number; at: Date; description: string; params: Record<string, string> },
): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`insert into notifications (client_id, retailer_id, kind, description, params, target, created_at)
        select s.client_id, r.id, 'scheme', ${scheme.description}, ${JSON.stringify(scheme.params)}::jsonb,
               'promotion/' || s.id, ${scheme.at.toISOString()}::timestamptz
        from schemes s join retailers r on r.client_id = s.client_id
        where s.id = ${scheme.id} and (s.distributor_id is null or exists (
          select 1 from retailer_distributors rd where rd.retailer_id = r.id and rd.distributor_id = s.distributor_id))
        returning id`,
  );
  return rows.length;
}

export interface UnpushedNotification {
  id: number;
  retailerId: number;
  kind: 'order' | 'scheme';
  description: string;
  params: Record<string, string> | null;
  target: string;
}

/**
 * Takes up to `limit` notifications not pushed yet and written since `since`, marking them pushed
 * in the same statement: of several processes (or passes) exactly one takes each (SKIP LOCKED).
 */
export function claimUnpushed(db: Db, since: Date, at: Date, limit: number): Promise<UnpushedNotification[]> {
  return queryRows<UnpushedNotification>(
    db,
    sql`update notifications n set pushed_at = ${at.toISOString()}::timestamptz
        from (select id from notifications
              where pushed_at is null and created_at >= ${since.toISOString()}::timestamptz
              order by created_at, id limit ${limit}::int for update skip locked) due
        where n.id = due.id
        returning n.id, n.retailer_id as "retailerId", n.kind, n.description, n.params, n.target`,
  );
}

/** One subscription per endpoint: a browser subscribing again (or for another retailer) takes the row over. */
export async function upsertSubscription(
  db: Db,
  s: {
    clientId: number;
    retailerId: number;
    endpoint: string;
    p256dh: string;
    auth: string;
    language: string;
  },
): Promise<void> {
  await db
    .insert(pushSubscriptions)
    .values(s)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        clientId: s.clientId,
        retailerId: s.retailerId,
        p256dh: s.p256dh,
        auth: s.auth,
        language: s.language,
      },
    });
}

export async function updateSubscriptionsLanguage(
  db: Db,
  retailerId: number,
  language: string,
): Promise<void> {
  await db.update(pushSubscriptions).set({ language }).where(eq(pushSubscriptions.retailerId, retailerId));
}

export function findSubscriptions(db: Db, retailerId: number) {
  return db
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
      language: pushSubscriptions.language,
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
