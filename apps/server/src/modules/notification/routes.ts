/**
 * Notification and Web Push calls (returns spec section 7, ordering-core's bell; decision 109):
 * /Notification/NotificationCount, NotificationDetail, NotificationStatus; /AppConfig/UpdateFCM
 * (the browser's push subscription) and /Appconfig/GetPublicKey (the VAPID public key the browser
 * subscribes with). Without the Notifications menu entry they answer E017 403.
 */
import { ZEmptyRequest } from '@restock/domain/contracts/envelope';
import {
  ZNotificationDetailRequest,
  ZNotificationStatusRequest,
  ZUpdateFcmRequest,
} from '@restock/domain/contracts/notifications';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { ok } from '../../http/envelope.ts';
import { AppError } from '../../http/errors.ts';
import { type FullRouteContext, post } from '../../http/route.ts';
import { hasMenuEntryAt } from '../orders/service.ts';
import { startPushDispatcher } from './push-dispatcher.ts';
import {
  countUnreadNotifications,
  listNotifications,
  markNotificationsRead,
  savePushSubscription,
  vapidKeyPair,
} from './service.ts';

const TAGS = ['Notification'];

export function registerNotificationRoutes(app: FastifyInstance, deps: AppDeps): void {
  const db = deps.database.db;
  // New notifications are pushed after their commit, whoever wrote them (decision 123).
  const dispatcher = startPushDispatcher(db, {
    sender: deps.push,
    clock: deps.clock,
    onError: (err) => app.log.warn({ err }, 'web push failed'),
  });
  app.addHook('onClose', async () => dispatcher.stop());

  const assertMenu = async (ctx: FullRouteContext<unknown>) => {
    if (!(await hasMenuEntryAt(db, ctx.session.clientId, ctx.session.configVersion, 'Notifications')))
      throw new AppError('E017', 'Notifications are not enabled', { http: 403 });
  };

  post(
    app,
    deps,
    '/Notification/NotificationCount',
    {
      body: ZEmptyRequest,
      summary: "The retailer's unread notifications: Data.Count (the bell's badge, shown 99+ above 99)",
      tags: TAGS,
      example: {},
    },
    async (ctx) => {
      const [, count] = await Promise.all([
        assertMenu(ctx),
        countUnreadNotifications(db, ctx.session.retailerId),
      ]);
      return ok({ Count: count });
    },
  );

  post(
    app,
    deps,
    '/Notification/NotificationDetail',
    {
      body: ZNotificationDetailRequest,
      summary:
        "A page of the retailer's notifications by date (Sort Date_ASC, the default, or Date_DESC): Id, Desc, " +
        'CreatedOn, IsRead, Kind (order, scheme) and Target (the app route it opens); TotalCount',
      tags: TAGS,
      example: { Page: 1, PageSize: 20, Sort: 'Date_DESC' },
    },
    async (ctx) => {
      const [, { items, total }] = await Promise.all([
        assertMenu(ctx),
        listNotifications(db, ctx.session.retailerId, ctx.body),
      ]);
      return ok(items, { totalCount: total });
    },
  );

  post(
    app,
    deps,
    '/Notification/NotificationStatus',
    {
      body: ZNotificationStatusRequest,
      summary:
        "Marks the retailer's notifications Ids read and answers the unread Count; an id that is not the " +
        "retailer's is E012 404 and nothing is marked",
      tags: TAGS,
      example: { Ids: [1, 2] },
    },
    async (ctx) => {
      await assertMenu(ctx);
      return ok(await markNotificationsRead(db, ctx.session.retailerId, ctx.body.Ids, ctx.now));
    },
  );

  post(
    app,
    deps,
    '/AppConfig/UpdateFCM',
    {
      body: ZUpdateFcmRequest,
      summary:
        "Keeps the browser's Web Push subscription (Subscription: endpoint, keys.p256dh, keys.auth as " +
        "PushSubscription.toJSON() gives them) for the retailer's notifications; one per endpoint",
      tags: TAGS,
      example: {
        Subscription: {
          endpoint: 'https://fcm.googleapis.com/fcm/send/abc123',
          expirationTime: null,
          keys: {
            p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
            auth: 'tBHItJI5svbpez7KI4CCXg',
          },
        },
      },
    },
    async (ctx) => {
      await assertMenu(ctx);
      await savePushSubscription(
        db,
        { clientId: ctx.session.clientId, retailerId: ctx.session.retailerId },
        ctx.body.Subscription,
        ctx.body.Language,
        deps.config.devOutbox,
      );
      return ok(null, { msg: 'Subscription saved' });
    },
  );

  post(
    app,
    deps,
    '/Appconfig/GetPublicKey',
    {
      body: ZEmptyRequest,
      summary:
        "The deployment's VAPID public key (base64url), the applicationServerKey browsers subscribe with",
      tags: TAGS,
      example: {},
    },
    async (ctx) => {
      await assertMenu(ctx);
      return ok({ PublicKey: (await vapidKeyPair(db)).publicKey });
    },
  );
}
