/**
 * Notifications and Web Push (decision 109): a retailer's notifications (an order status change,
 * a new scheme), their unread count, a page by date, marking read; the browser's push
 * subscriptions and the deployment's VAPID key pair; recordNotification stores one (in the
 * caller's transaction) and pushNotification pushes it after the commit to the retailer's
 * subscriptions, removing those the push service says are gone.
 */
import type {
  TNotification,
  TNotificationDetailRequest,
  TPushPayload,
  TPushSubscription,
} from '@restock/domain/contracts/notifications';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import {
  generateVapidKeys,
  type PushSender,
  type VapidKeyPair,
  webPushSender,
} from '../../integrations/web-push.ts';
import {
  countUnread,
  deleteSubscription,
  findNotification,
  findNotificationPage,
  findOwnIds,
  findSubscriptions,
  findVapidKeys,
  insertNotification,
  insertVapidKeysOnce,
  markRead,
  type NewNotification,
  type NotificationRow,
  upsertSubscription,
} from './queries.ts';

export interface NotificationOwner {
  clientId: number;
  retailerId: number;
}

/** Where the signed-in app is mounted (apps/web router). */
const APP_BASE = '/ivy';

export { countUnread as countUnreadNotifications };

function toNotification(r: NotificationRow): TNotification {
  return {
    Id: r.id,
    Desc: r.description,
    CreatedOn: new Date(r.created_at).toISOString(),
    IsRead: r.read_at !== null,
    Kind: r.kind,
    Target: r.target,
  };
}

export async function listNotifications(
  db: Db,
  retailerId: number,
  req: TNotificationDetailRequest,
): Promise<{ items: TNotification[]; total: number }> {
  const { rows, total } = await findNotificationPage(db, retailerId, req.Sort === 'Date_DESC', {
    offset: (req.Page - 1) * req.PageSize,
    limit: req.PageSize,
  });
  return { items: rows.map(toNotification), total };
}

/**
 * Marks the retailer's notifications read (again: no change) and answers the unread count. An id
 * that is not the retailer's (another retailer's, or none) is E012 404 and nothing is marked.
 */
export async function markNotificationsRead(
  db: Db,
  retailerId: number,
  ids: number[],
  at: Date,
): Promise<{ Count: number }> {
  const unique = [...new Set(ids)];
  await db.transaction(async (tx) => {
    const own = await findOwnIds(tx, retailerId, unique);
    if (own.length !== unique.length) throw new AppError('E012', 'No such notification');
    await markRead(tx, retailerId, unique, at);
  });
  return { Count: await countUnread(db, retailerId) };
}

/** Loopback hosts a test's push-service stand-in listens on. */
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Keeps the browser's push subscription for the retailer, one row per endpoint. Push services
 * are https; plain http is taken only for a loopback stand-in when the deployment runs with the
 * developer switch (DEV_OUTBOX, the tests), never in production.
 */
export async function savePushSubscription(
  db: Db,
  owner: NotificationOwner,
  subscription: TPushSubscription,
  allowLoopbackHttp: boolean,
): Promise<void> {
  const url = new URL(subscription.endpoint);
  const allowed = url.protocol === 'https:' || (allowLoopbackHttp && LOOPBACK.has(url.hostname));
  if (!allowed) throw new AppError('E008', 'A push endpoint is an https address');
  await upsertSubscription(db, {
    clientId: owner.clientId,
    retailerId: owner.retailerId,
    endpoint: subscription.endpoint,
    p256dh: subscription.keys.p256dh,
    auth: subscription.keys.auth,
  });
}

const vapidCache = new WeakMap<Db, Promise<VapidKeyPair>>();

/**
 * The deployment's VAPID key pair: read from the database, or made and stored on the first start
 * (the first process to write wins; every process then signs with the same pair).
 */
export function vapidKeyPair(db: Db): Promise<VapidKeyPair> {
  let keys = vapidCache.get(db);
  if (!keys) {
    keys = (async () => {
      const found = await findVapidKeys(db);
      if (found) return found;
      await insertVapidKeysOnce(db, generateVapidKeys());
      const stored = await findVapidKeys(db);
      if (!stored) throw new Error('VAPID keys could not be stored');
      return stored;
    })();
    keys.catch(() => vapidCache.delete(db));
    vapidCache.set(db, keys);
  }
  return keys;
}

/** Stores a notification (in the caller's transaction when given one); its id. */
export function recordNotification(db: Db | Tx, n: NewNotification): Promise<number> {
  return insertNotification(db, n);
}

/** The text of an order's notification: "Order ORD-1 is Cancelled". */
export function orderStatusText(orderNo: string, statusName: string): string {
  return `Order ${orderNo} is ${statusName}`;
}

/** The text of a new scheme's notification. */
export function schemeText(schemeName: string): string {
  return `New scheme: ${schemeName}`;
}

const sharedSender = webPushSender();

/**
 * Pushes a stored notification to every subscription of its retailer; a subscription the push
 * service answers 404 or 410 (unsubscribed, expired) is removed. Answers how many were sent.
 */
export async function pushNotification(
  db: Db,
  id: number,
  sender: PushSender = sharedSender,
): Promise<number> {
  const n = await findNotification(db, id);
  if (!n) return 0;
  const subscriptions = await findSubscriptions(db, n.retailerId);
  if (subscriptions.length === 0) return 0;
  const vapid = await vapidKeyPair(db);
  const payload: TPushPayload = {
    Id: n.id,
    Title: n.kind === 'order' ? 'Order update' : 'New scheme',
    Body: n.description,
    Url: n.target ? `${APP_BASE}/${n.target}` : `${APP_BASE}/notification`,
  };
  const results = await Promise.allSettled(
    subscriptions.map(async (s) => {
      const { statusCode } = await sender.send(
        { endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } },
        JSON.stringify(payload),
        vapid,
      );
      if (statusCode === 404 || statusCode === 410) await deleteSubscription(db, s.id);
      return statusCode >= 200 && statusCode < 300;
    }),
  );
  return results.filter((r) => r.status === 'fulfilled' && r.value).length;
}

/** Pushes a stored notification without holding up the caller's answer; failures go to `onError`. */
export function pushLater(
  db: Db,
  id: number,
  sender: PushSender | undefined,
  onError: (err: unknown) => void,
): void {
  pushNotification(db, id, sender).catch(onError);
}
