import type { TNotification } from '@restock/domain/contracts/notifications';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  announceScheme,
  dispatchPushes,
  recordNotification,
  vapidKeyPair,
} from '../src/modules/notification/service.ts';
import { moveOrderStatus } from '../src/modules/orders/fulfilment.ts';
import { carriedProducts, placeTestOrder } from './orders-helpers.ts';
import { rows } from './product-helpers.ts';
import { createTestApp, engine, type TestApp } from './support/harness.ts';
import { type PushServiceStandIn, startPushService } from './support/push-service.ts';

/**
 * Notifications and Web Push (issue 20; decision 109): the unread count, the list by date and
 * page, marking read (another retailer's ids are not found), bad input, the push subscription's
 * validation, and a real Web Push message (aes128gcm, VAPID-signed by the web-push library) to a
 * local push-service stand-in that checks the JWT and decrypts it; a 410 removes the subscription.
 */
describe(`Notifications and web push (${engine})`, () => {
  let t: TestApp;
  let token: string;
  let otherToken: string;
  let push: PushServiceStandIn;

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.tokenFor('retailer1');
    otherToken = await t.tokenFor('9000000002');
    push = await startPushService();
  });
  afterAll(async () => {
    await push?.close();
    await t?.close();
  });

  const retailerId = async (loginId: string) =>
    Number(
      (
        await rows<{ id: number }>(t, sql`select retailer_id as id from users where login_id = ${loginId}`)
      )[0]!.id,
    );
  const notificationRows = async () =>
    Number((await rows<{ n: number }>(t, sql`select count(*)::int as n from notifications`))[0]!.n);
  const subscriptionsOf = async (id: number) =>
    rows<{ endpoint: string }>(t, sql`select endpoint from push_subscriptions where retailer_id = ${id}`);
  const count = async (tk = token) =>
    (await t.call('/Notification/NotificationCount', {}, { token: tk })).body.Data as { Count: number };
  const list = async (body: object, tk = token) => {
    const res = await t.call('/Notification/NotificationDetail', body, { token: tk });
    expect(res.body.Status).toBe(1);
    return { items: res.body.Data as TNotification[], total: res.body.TotalCount };
  };

  it('counts the unread notifications of the retailer only', async () => {
    const mine = await count();
    const unread = await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from notifications where retailer_id = ${await retailerId('retailer1')} and read_at is null`,
    );
    expect(mine.Count).toBe(Number(unread[0]!.n));
    expect(mine.Count).toBeGreaterThan(0);
    const { total } = await list({ PageSize: 1 });
    expect(total).toBeGreaterThan(mine.Count);
  });

  it('lists by date ascending by default, descending on request, in pages', async () => {
    const asc = await list({ Page: 1, PageSize: 100 });
    const dates = asc.items.map((n) => n.CreatedOn);
    expect(dates).toEqual([...dates].sort());
    expect(asc.items.some((n) => n.Kind === 'order' && /^orders\/\d+$/.test(n.Target))).toBe(true);
    expect(asc.items.some((n) => n.Kind === 'scheme' && /^promotion\/\d+$/.test(n.Target))).toBe(true);
    expect(asc.items.some((n) => n.IsRead)).toBe(true);
    expect(asc.items.some((n) => !n.IsRead)).toBe(true);

    const desc = await list({ Page: 1, PageSize: 100, Sort: 'Date_DESC' });
    expect(desc.items.map((n) => n.Id)).toEqual(asc.items.map((n) => n.Id).reverse());

    const page1 = await list({ Page: 1, PageSize: 3, Sort: 'Date_DESC' });
    const page2 = await list({ Page: 2, PageSize: 3, Sort: 'Date_DESC' });
    expect([...page1.items, ...page2.items].map((n) => n.Id)).toEqual(
      desc.items.slice(0, 6).map((n) => n.Id),
    );
    expect(page2.total).toBe(asc.total);
    const past = await list({ Page: 50, PageSize: 100 });
    expect(past).toEqual({ items: [], total: asc.total });
  });

  it('marks read and answers the new count; a repeat changes nothing', async () => {
    const before = (await count()).Count;
    const unread = (await list({ PageSize: 100 })).items.filter((n) => !n.IsRead).slice(0, 2);
    const res = await t.call('/Notification/NotificationStatus', { Ids: unread.map((n) => n.Id) }, { token });
    expect(res.body).toMatchObject({ Status: 1, Data: { Count: before - 2 } });
    expect((await count()).Count).toBe(before - 2);
    const again = await t.call('/Notification/NotificationStatus', { Ids: [unread[0]!.Id] }, { token });
    expect(again.body).toMatchObject({ Status: 1, Data: { Count: before - 2 } });
    const after = (await list({ PageSize: 100 })).items.filter((n) => unread.some((u) => u.Id === n.Id));
    expect(after.every((n) => n.IsRead)).toBe(true);
  });

  it("answers another retailer's ids as not found and marks nothing", async () => {
    const theirs = (await list({ PageSize: 100 }, otherToken)).items.find((n) => !n.IsRead)!;
    const mine = (await list({ PageSize: 100 })).items.find((n) => !n.IsRead)!;
    const before = (await count()).Count;
    const res = await t.call('/Notification/NotificationStatus', { Ids: [mine.Id, theirs.Id] }, { token });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ Status: 0, Code: 'E012' });
    expect((await count()).Count).toBe(before);
    const stillUnread = (await list({ PageSize: 100 }, otherToken)).items.find((n) => n.Id === theirs.Id)!;
    expect(stillUnread.IsRead).toBe(false);
  });

  it('refuses bad input with E008 and changes nothing', async () => {
    const n = await notificationRows();
    const bad: Array<[string, object]> = [
      ['/Notification/NotificationDetail', { Sort: 'Price_ASC' }],
      ['/Notification/NotificationDetail', { Page: 0 }],
      ['/Notification/NotificationDetail', { PageSize: 1000 }],
      ['/Notification/NotificationStatus', { Ids: [] }],
      ['/Notification/NotificationStatus', { Ids: ['x'] }],
      ['/Notification/NotificationStatus', { Ids: Array.from({ length: 101 }, (_, i) => i + 1) }],
      ['/Notification/NotificationStatus', {}],
    ];
    for (const [call, body] of bad) {
      const res = await t.call(call, body, { token });
      expect(res.status, `${call} ${JSON.stringify(body)}`).toBe(400);
      expect(res.body).toMatchObject({ Status: 0, Code: 'E008' });
    }
    expect(await notificationRows()).toBe(n);
  });

  it('validates the push subscription and keeps one row per endpoint', async () => {
    const me = await retailerId('retailer1');
    const good = push.subscribe('validation').subscription;
    const bad: object[] = [
      {},
      { Subscription: { ...good, endpoint: 'not a url' } },
      { Subscription: { ...good, endpoint: 'ftp://push.example/x' } },
      { Subscription: { ...good, endpoint: 'http://push.example/x' } },
      { Subscription: { ...good, keys: { ...good.keys, p256dh: 'short' } } },
      { Subscription: { ...good, keys: { ...good.keys, auth: `${good.keys.auth}==` } } },
      { Subscription: { ...good, keys: { p256dh: good.keys.p256dh } } },
      { Subscription: { ...good, endpoint: `https://push.example/${'x'.repeat(2100)}` } },
    ];
    for (const body of bad) {
      const res = await t.call('/AppConfig/UpdateFCM', body, { token });
      expect(res.status, JSON.stringify(body).slice(0, 120)).toBe(400);
      expect(res.body).toMatchObject({ Status: 0, Code: 'E008' });
    }
    expect(await subscriptionsOf(me)).toEqual([]);

    const https = { ...good, endpoint: 'https://push.example/send/abc' };
    for (const s of [good, good, https]) {
      const res = await t.call('/AppConfig/UpdateFCM', { Subscription: s }, { token });
      expect(res.body).toMatchObject({ Status: 1 });
    }
    expect((await subscriptionsOf(me)).map((s) => s.endpoint).sort()).toEqual(
      [good.endpoint, https.endpoint].sort(),
    );
    await t.database.db.execute(sql`delete from push_subscriptions`);
  });

  it('hands out the one VAPID public key, kept in the database', async () => {
    const res = await t.call('/Appconfig/GetPublicKey', {}, { token });
    const key = (res.body.Data as { PublicKey: string }).PublicKey;
    expect(Buffer.from(key, 'base64url')).toHaveLength(65);
    const stored = await rows<{ public_key: string; n: number }>(
      t,
      sql`select public_key, (select count(*)::int from vapid_keys) as n from vapid_keys`,
    );
    expect(stored).toEqual([{ public_key: key, n: 1 }]);
    expect((await vapidKeyPair(t.database.db)).publicKey).toBe(key);
  });

  it('pushes an order status change as an encrypted, VAPID-signed Web Push; a 410 removes the subscription', async () => {
    const me = await retailerId('retailer1');
    const [dist] = await rows<{ id: number }>(
      t,
      sql`select distributor_id as id from retailer_distributors where retailer_id = ${me} and is_default`,
    );
    const [productId] = await carriedProducts(t, dist!.id, 1);
    const order = await placeTestOrder(t, {
      retailerId: me,
      distributorId: dist!.id,
      lines: [{ productId: productId!, qty: 2 }],
      at: new Date(),
    });
    const phone = push.subscribe('phone');
    const laptop = push.subscribe('laptop');
    push.answer('laptop', 410);
    for (const s of [phone, laptop])
      expect(
        (await t.call('/AppConfig/UpdateFCM', { Subscription: s.subscription }, { token })).body.Status,
      ).toBe(1);
    const before = (await count()).Count;

    const cancel = await t.call('/SalesOrder/CancelOrder', { OrderNo: order.orderNo }, { token });
    expect(cancel.body.Status).toBe(1);
    expect((await count()).Count).toBe(before + 1);
    const newest = (await list({ PageSize: 1, Sort: 'Date_DESC' })).items[0]!;
    expect(newest).toMatchObject({ Kind: 'order', IsRead: false, Target: `orders/${order.id}` });
    expect(newest.Desc).toContain(order.orderNo);

    await expect.poll(() => push.received.filter((r) => r.path.startsWith('/push/')).length).toBe(2);
    const publicKey = (await vapidKeyPair(t.database.db)).publicKey;
    for (const got of push.received) {
      expect(got.vapidProblem).toBeNull();
      expect(got.vapidKey).toBe(publicKey);
      expect(got.headers['content-encoding']).toBe('aes128gcm');
      expect(Number(got.headers.ttl)).toBeGreaterThan(0);
      expect(JSON.parse(got.payload!)).toEqual({
        Id: newest.Id,
        Title: 'Order update',
        Body: newest.Desc,
        Url: `/ivy/orders/${order.id}`,
      });
    }
    await expect
      .poll(async () => (await subscriptionsOf(me)).map((s) => s.endpoint))
      .toEqual([phone.subscription.endpoint]);
  });

  it("pushes a move made on the distributor's side once, in the language the device subscribed in; the list speaks the asked language", async () => {
    const me = await retailerId('retailer1');
    const [dist] = await rows<{ id: number; client_id: number }>(
      t,
      sql`select rd.distributor_id as id, r.client_id from retailer_distributors rd join retailers r on r.id = rd.retailer_id
          where rd.retailer_id = ${me} and rd.is_default`,
    );
    const [productId] = await carriedProducts(t, dist!.id, 1);
    const order = await placeTestOrder(t, {
      retailerId: me,
      distributorId: dist!.id,
      lines: [{ productId: productId!, qty: 3 }],
      at: new Date(),
    });
    const tablet = push.subscribe('tablet-es');
    expect(
      (await t.call('/AppConfig/UpdateFCM', { Subscription: tablet.subscription, Language: 'es' }, { token }))
        .body.Status,
    ).toBe(1);
    const toTablet = () => push.received.filter((r) => r.path === '/push/tablet-es');

    // No route is involved: the back office's seam writes the move and its notification.
    const { notificationId } = await moveOrderStatus(t.database.db, {
      clientId: Number(dist!.client_id),
      orderId: order.id,
      to: 'B',
      at: new Date(),
    });
    // The app's dispatcher pass (every 2 s) finds it after the commit.
    await expect.poll(() => toTablet().length, { timeout: 8_000 }).toBe(1);
    expect(JSON.parse(toTablet()[0]!.payload!)).toEqual({
      Id: notificationId,
      Title: 'Novedad del pedido',
      Body: `Pedido ${order.orderNo}: Confirmado`,
      Url: `/ivy/orders/${order.id}`,
    });
    // Another pass (or another process) takes nothing: it was pushed once.
    expect(await dispatchPushes(t.database.db, new Date())).toBe(0);
    expect(toTablet()).toHaveLength(1);

    // Old news is kept for the list and never pushed.
    await recordNotification(t.database.db, {
      clientId: Number(dist!.client_id),
      retailerId: me,
      kind: 'scheme',
      params: { scheme: 'Diwali stock-up' },
      target: '',
      at: new Date(Date.now() - 2 * 24 * 3_600_000),
    });
    expect(await dispatchPushes(t.database.db, new Date())).toBe(0);

    // The language chosen in settings is the devices' push language from then on.
    const languageOf = async () =>
      (
        await rows<{ language: string }>(
          t,
          sql`select language from push_subscriptions where endpoint = ${tablet.subscription.endpoint}`,
        )
      )[0]!.language;
    expect(await languageOf()).toBe('es');
    expect((await t.call('/Retailer/UpdateLanguage', { Language: 'de' }, { token })).body.Status).toBe(1);
    expect(await languageOf()).toBe('de');
    expect((await t.call('/Retailer/UpdateLanguage', { Language: 'en' }, { token })).body.Status).toBe(1);
    expect(await languageOf()).toBe('en');

    const inGerman = await list({ PageSize: 100, Sort: 'Date_DESC', Language: 'de' });
    expect(inGerman.items.find((n) => n.Id === notificationId)?.Desc).toBe(
      `Bestellung ${order.orderNo}: Bestätigt`,
    );
    expect(inGerman.items.map((n) => n.Desc)).toContain('Neue Aktion: Diwali stock-up');
    const inEnglish = await list({ PageSize: 100, Sort: 'Date_DESC' });
    expect(inEnglish.items.find((n) => n.Id === notificationId)?.Desc).toBe(
      `Order ${order.orderNo} is Acknowledged`,
    );
    const [stored] = await rows<{ description: string }>(
      t,
      sql`select description from notifications where id = ${notificationId}`,
    );
    expect(stored!.description).toBe(`Order ${order.orderNo} is Acknowledged`);
    expect(
      (await t.call('/Notification/NotificationDetail', { Language: 'fr' }, { token })).body,
    ).toMatchObject({
      Status: 0,
      Code: 'E008',
    });
  });

  it("announces a new scheme to the retailers it reaches and pushes it; another distributor's scheme stays away", async () => {
    const me = await retailerId('retailer1');
    const [mine] = await rows<{ client_id: number; distributor_id: number }>(
      t,
      sql`select r.client_id, rd.distributor_id from retailers r join retailer_distributors rd on rd.retailer_id = r.id
          where r.id = ${me} and rd.is_default`,
    );
    const [elsewhere] = await rows<{ id: number }>(
      t,
      sql`select d.id from distributors d where d.client_id = ${mine!.client_id} and not exists (
            select 1 from retailer_distributors rd where rd.distributor_id = d.id and rd.retailer_id = ${me}) limit 1`,
    );
    const schemeOf = async (code: string, distributorId: number | null) =>
      (
        await rows<{ id: number }>(
          t,
          sql`insert into schemes (client_id, distributor_id, code, name, starts_at, ends_at)
              values (${mine!.client_id}, ${distributorId}, ${code}, ${`Scheme ${code}`}, now(), now() + interval '30 days') returning id`,
        )
      )[0]!.id;
    const phone = push.subscribe('phone-scheme');
    await t.call('/AppConfig/UpdateFCM', { Subscription: phone.subscription, Language: 'en' }, { token });
    const toPhone = () => push.received.filter((r) => r.path === '/push/phone-scheme');
    const mineOf = async (schemeId: number) =>
      rows<{ id: number }>(
        t,
        sql`select id from notifications where retailer_id = ${me} and target = ${`promotion/${schemeId}`}`,
      );

    const forAll = await schemeOf('ANN-ALL', null);
    const [retailersOfClient] = await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from retailers where client_id = ${mine!.client_id}`,
    );
    expect(await announceScheme(t.database.db, { id: forAll, name: 'Scheme ANN-ALL' }, new Date())).toBe(
      Number(retailersOfClient!.n),
    );
    await expect.poll(() => toPhone().length, { timeout: 8_000 }).toBe(1);
    expect(JSON.parse(toPhone()[0]!.payload!)).toMatchObject({
      Title: 'New scheme',
      Body: 'New scheme: Scheme ANN-ALL',
      Url: `/ivy/promotion/${forAll}`,
    });
    expect(await mineOf(forAll)).toHaveLength(1);

    expect(elsewhere, 'a distributor retailer1 does not buy from').toBeDefined();
    const other = await schemeOf('ANN-OTHER', elsewhere!.id);
    expect(
      await announceScheme(t.database.db, { id: other, name: 'Scheme ANN-OTHER' }, new Date()),
    ).toBeGreaterThan(0);
    expect(await mineOf(other)).toHaveLength(0);
    const own = await schemeOf('ANN-OWN', Number(mine!.distributor_id));
    expect(
      await announceScheme(t.database.db, { id: own, name: 'Scheme ANN-OWN' }, new Date()),
    ).toBeGreaterThan(0);
    expect(await mineOf(own)).toHaveLength(1);
    await expect.poll(() => toPhone().length, { timeout: 8_000 }).toBe(2);
  });

  it('refuses the calls without the Notifications menu entry', async () => {
    for (const path of ['/Notification/NotificationCount', '/AppConfig/UpdateFCM']) {
      expect((await t.call(path, {})).status, path).toBe(401);
    }
    await t.database.db.execute(sql`delete from menus where t_code = 'Notifications'`);
    const fresh = await t.tokenFor('retailer1');
    for (const path of [
      '/Notification/NotificationCount',
      '/Notification/NotificationDetail',
      '/Appconfig/GetPublicKey',
    ]) {
      const res = await t.call(path, {}, { token: fresh });
      expect(res.status, path).toBe(403);
      expect(res.body).toMatchObject({ Status: 0, Code: 'E017' });
    }
  });
});
