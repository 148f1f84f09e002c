/**
 * Notifications and Web Push (decisions 109 and 123): a retailer's notifications (an order status
 * change, a new scheme), their unread count, a page by date, marking read; the browser's push
 * subscriptions and the deployment's VAPID key pair. recordNotification stores one (in the
 * caller's transaction, whoever the caller: the retailer's cancel, the distributor's side, a
 * seed); the push dispatcher (push-dispatcher.ts) takes each new one after its commit and pushes
 * it to the retailer's subscriptions, removing those the push service says are gone. Texts are
 * rendered in the reader's language from the stored parameters (rules/notification-text).
 */
import type {
  TNotification,
  TNotificationDetailRequest,
  TPushPayload,
  TPushSubscription,
} from '@restock/domain/contracts/notifications';
import {
  type NotificationKind,
  type NotificationParams,
  notificationLanguage,
  notificationText,
  notificationTitle,
  schemeNotificationParams,
} from '@restock/domain/rules/notification-text';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import {
  generateVapidKeys,
  type PushSender,
  type VapidKeyPair,
  webPushSender,
} from '../../integrations/web-push.ts';
import {
  claimUnpushed,
  countUnread,
  deleteSubscription,
  findNotificationPage,
  findOwnIds,
  findSubscriptions,
  findVapidKeys,
  insertNotification,
  insertSchemeNotifications,
  insertVapidKeysOnce,
  markRead,
  type NotificationRow,
  type UnpushedNotification,
  updateSubscriptionsLanguage,
  upsertSubscription,
} from './queries.ts';

export interface NotificationOwner {
  clientId: number;
  retailerId: number;
}

/** Where the signed-in app is mounted (apps/web router). */
const APP_BASE = '/ivy';

export { countUnread as countUnreadNotifications };

function toNotification(r: NotificationRow, language: TNotificationDetailRequest['Language']): TNotification {
  return {
    Id: r.id,
    Desc: notificationText(r.kind, r.params, language, r.description),
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
  return { items: rows.map((r) => toNotification(r, req.Language)), total };
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
  language: string | undefined,
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
    language: notificationLanguage(language),
  });
}

/**
 * The language the retailer chose in settings becomes the language of its devices' pushes at once
 * (decision 123): the account's language is the one every device opens in, and a device should
 * not have to visit the notifications screen before its pushes follow.
 */
export async function setPushLanguage(db: Db, retailerId: number, language: string): Promise<void> {
  await updateSubscriptionsLanguage(db, retailerId, notificationLanguage(language));
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

export interface NotificationInput {
  clientId: number;
  retailerId: number;
  kind: NotificationKind;
  /** rules/notification-text orderNotificationParams or schemeNotificationParams. */
  params: NotificationParams;
  /** The app route it opens, relative to the client's base. */
  target: string;
  at: Date;
  /** Seeds: written as already pushed. */
  pushed?: boolean;
}

/**
 * Stores a notification (in the caller's transaction when given one), with its English text for
 * readers of the table; the push dispatcher pushes it once committed. Its id.
 */
export function recordNotification(db: Db | Tx, n: NotificationInput): Promise<number> {
  return insertNotification(db, { ...n, description: notificationText(n.kind, n.params, 'en') });
}

/**
 * Tells every retailer a new scheme reaches (the whole client's, or its distributor's retailers)
 * with a notification that opens the scheme; the dispatcher pushes them. The seam a scheme admin
 * path or the distributor's system calls when it creates a scheme. How many retailers it told.
 */
export async function announceScheme(
  db: Db | Tx,
  scheme: { id: number; name: string },
  at: Date,
): Promise<number> {
  const params = schemeNotificationParams(scheme.name);
  return insertSchemeNotifications(db, {
    id: scheme.id,
    at,
    params,
    description: notificationText('scheme', params, 'en'),
  });
}

const sharedSender = webPushSender();

/**
 * Pushes a notification to every subscription of its retailer, each in the language its device
 * subscribed in; a subscription the push service answers 404 or 410 (unsubscribed, expired) is
 * removed. Answers how many were sent.
 */
export async function pushNotification(
  db: Db,
  n: UnpushedNotification,
  sender: PushSender = sharedSender,
): Promise<number> {
  const subscriptions = await findSubscriptions(db, n.retailerId);
  if (subscriptions.length === 0) return 0;
  const vapid = await vapidKeyPair(db);
  const results = await Promise.allSettled(
    subscriptions.map(async (s) => {
      const language = notificationLanguage(s.language);
      const payload: TPushPayload = {
        Id: n.id,
        Title: notificationTitle(n.kind, language),
        Body: notificationText(n.kind, n.params, language, n.description),
        Url: n.target ? `${APP_BASE}/${n.target}` : `${APP_BASE}/notification`,
      };
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

/** Notifications older than this when the dispatcher first sees them are not pushed: old news. */
export const PUSH_WINDOW_MS = 24 * 3_600_000;
const CLAIM_BATCH = 100;

/**
 * One pass of the dispatcher: takes the notifications written in the last day and not pushed yet,
 * a batch at a time, and pushes each (a failed push is logged and not retried: the notification
 * is in the retailer's list either way). Answers how many it took.
 */
export async function dispatchPushes(
  db: Db,
  now: Date,
  sender: PushSender = sharedSender,
  onError: (err: unknown) => void = () => {},
): Promise<number> {
  let taken = 0;
  for (;;) {
    const due = await claimUnpushed(db, new Date(now.getTime() - PUSH_WINDOW_MS), now, CLAIM_BATCH);
    taken += due.length;
    await Promise.all(due.map((n) => pushNotification(db, n, sender).catch(onError)));
    if (due.length < CLAIM_BATCH) return taken;
  }
}

const wakes = new WeakMap<Db, () => void>();

/** The dispatcher of `db` registers (or, stopping, removes) how to wake it. */
export function setPushWake(db: Db, wake: (() => void) | null): void {
  if (wake) wakes.set(db, wake);
  else wakes.delete(db);
}

/** Wakes the push dispatcher of `db`, when one runs: a route that wrote a notification calls it. */
export function wakePushDispatcher(db: Db): void {
  wakes.get(db)?.();
}
