import { createECDH, randomBytes } from 'node:crypto';
import type { CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PushServiceStandIn, startPushService } from '../../apps/server/test/support/push-service.ts';
import { DESKTOP, hasChromium, PHONE } from '../support/browser.ts';
import { expectAccessible, retailerSuite, signInRetailer1AtHome } from '../support/retailer.ts';

/*
 * Notifications and Web Push (route notification; docs/decisions/109). retailer1 sees the unread
 * count on the bell and the drawer, opens the list (date order both ways), which marks the shown
 * ones read (the count drops), and hears of an order it cancels. Push: the app's "Turn on" stores
 * the browser's subscription; a real Web Push message (aes128gcm per RFC 8291, VAPID-signed by
 * the server's web-push library) reaches a local push-service stand-in that checks the JWT and
 * decrypts it; the service worker shows that payload and its click opens the order.
 *
 * What is not the browser's own (decision 109): headless Chromium has no push service, so
 * PushManager.subscribe answers a subscription on the stand-in whose keys the test made as a
 * browser makes them (P-256 + 16 auth bytes), and the payload reaches the service worker through
 * CDP ServiceWorker.deliverPushMessage; the notification click is a notificationclick event
 * dispatched in the service worker with the notification it showed (no notification UI to click).
 */

interface Order {
  OrderNo: string;
  OrderId: number;
  Status: string;
}

describe.skipIf(!hasChromium)('notifications', () => {
  const suite = retailerSuite('notifications');
  const { shot } = suite;
  let push: PushServiceStandIn;
  beforeAll(async () => {
    push = await startPushService();
  });
  afterAll(async () => push?.close());

  const unread = async () =>
    ((await suite.api('/Notification/NotificationCount')).body.Data as { Count: number }).Count;
  const openOrders = async () =>
    ((await suite.api('/SalesOrder/OrderView', { Page: 1, PageSize: 100 })).body.Data as Order[]).filter(
      (o) => ['I', 'B'].includes(o.Status),
    );
  const bell = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Notifications/ });

  it('shows the count on the bell and the drawer, lists by date, marks read on open; a cancelled order notifies', async () => {
    const { page } = await suite.openAtHome(DESKTOP);
    const count = await unread();
    expect(count).toBeGreaterThan(0);
    await expect
      .poll(() => bell(page).getAttribute('aria-label'), { timeout: 15_000 })
      .toBe(`Notifications, ${count} unread`);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    const entry = drawer.getByRole('link', { name: /Notifications/ });
    await expect.poll(() => entry.textContent()).toContain(String(count));
    await shot(page, 'drawer-desktop');
    await entry.click();
    await page.waitForURL('**/ivy/notification');
    await page.getByTestId('notification-card').first().waitFor();
    await shot(page, 'list-desktop');
    await expectAccessible(page, 'notification list');

    // Oldest first by default; newest first on request, where the unread ones are, marked new.
    const ids = async () =>
      page
        .getByTestId('notification-card')
        .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-id')));
    const oldestFirst = await ids();
    await page.getByTestId('notification-sort').selectOption('Date_DESC');
    await expect.poll(async () => (await ids())[0]).not.toBe(oldestFirst[0]);
    const marked = page.locator('[data-testid="notification-card"][data-new="true"]');
    await expect.poll(() => marked.count()).toBe(count);
    await shot(page, 'newest-desktop');

    // Opening the list marked the shown ones read: the bell has no count any more.
    await expect.poll(unread, { timeout: 10_000 }).toBe(0);
    await expect.poll(() => bell(page).getAttribute('aria-label')).toBe('Notifications, 0 unread');

    // retailer1 cancels an order: a new notification, the bell counts it after a reload.
    const [order] = await openOrders();
    expect(order).toBeDefined();
    expect((await suite.api('/SalesOrder/CancelOrder', { OrderNo: order!.OrderNo })).body.Status).toBe(1);
    await page.goto('/ivy/home');
    await expect
      .poll(() => bell(page).getAttribute('aria-label'), { timeout: 15_000 })
      .toBe('Notifications, 1 unread');
    await shot(page, 'bell-desktop');
    await bell(page).click();
    await page.waitForURL('**/ivy/notification');
    await page.getByTestId('notification-sort').selectOption('Date_DESC');
    const newest = page.getByTestId('notification-card').first();
    await expect.poll(() => newest.textContent()).toContain(`Order ${order!.OrderNo} is Cancelled`);
    await expect.poll(unread, { timeout: 10_000 }).toBe(0);
    await newest.getByRole('link').click();
    await page.waitForURL(`**/ivy/orders/${order!.OrderId}`);
  });

  it('stores the subscription, delivers an encrypted VAPID-signed push, shows it and opens the order on click', async () => {
    const { context, page } = await suite.open(PHONE);
    // The keys a browser makes for a subscription: a P-256 pair and 16 auth bytes.
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const auth = randomBytes(16);
    const endpoint = `${push.url}/push/chromium-${Date.now()}`;
    push.adopt(endpoint, ecdh, auth);
    await context.grantPermissions(['notifications'], { origin: suite.server.url });
    await context.addInitScript(
      ({ endpoint, p256dh, auth }) => {
        // Headless Chromium has no push service: subscribe answers the stand-in's subscription.
        const json = { endpoint, expirationTime: null, keys: { p256dh, auth } };
        const sub = { endpoint, expirationTime: null, toJSON: () => json, unsubscribe: async () => true };
        let subscribed: typeof sub | null = null;
        const proto = (self as unknown as { PushManager?: { prototype: Record<string, unknown> } })
          .PushManager?.prototype;
        if (!proto) return;
        proto.subscribe = async (options: { applicationServerKey: string }) => {
          (self as unknown as { __serverKey: string }).__serverKey = options.applicationServerKey;
          subscribed = sub;
          return sub;
        };
        proto.getSubscription = async () => subscribed;
      },
      {
        endpoint,
        p256dh: ecdh.getPublicKey().toString('base64url'),
        auth: auth.toString('base64url'),
      },
    );
    await signInRetailer1AtHome(page);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // Reloaded once so the page is controlled by the service worker (its click navigates it).
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });

    // No permission asked on load; the screen's "Turn on" asks, subscribes and stores it.
    await page.goto('/ivy/notification');
    const panel = page.getByTestId('push-panel');
    await expect.poll(() => panel.getAttribute('data-state'), { timeout: 10_000 }).toBe('off');
    await shot(page, 'push-off-phone');
    await page.getByTestId('push-enable').click();
    await expect.poll(() => panel.getAttribute('data-state'), { timeout: 10_000 }).toBe('on');
    const publicKey = ((await suite.api('/Appconfig/GetPublicKey')).body.Data as { PublicKey: string })
      .PublicKey;
    expect(await page.evaluate(() => (self as unknown as { __serverKey: string }).__serverKey)).toBe(
      publicKey,
    );
    await shot(page, 'list-phone');

    // A status change of retailer1's order is pushed to the stand-in, signed and encrypted.
    const [order] = await openOrders();
    expect(order).toBeDefined();
    const path = new URL(endpoint).pathname;
    expect((await suite.api('/SalesOrder/CancelOrder', { OrderNo: order!.OrderNo })).body.Status).toBe(1);
    await expect.poll(() => push.received.filter((r) => r.path === path).length, { timeout: 15_000 }).toBe(1);
    const got = push.received.find((r) => r.path === path)!;
    expect(got.vapidProblem).toBeNull();
    expect(got.vapidKey).toBe(publicKey);
    expect(got.headers['content-encoding']).toBe('aes128gcm');
    const payload = JSON.parse(got.payload!) as { Id: number; Title: string; Body: string; Url: string };
    expect(payload).toMatchObject({
      Title: 'Order update',
      Body: `Order ${order!.OrderNo} is Cancelled`,
      Url: `/ivy/orders/${order!.OrderId}`,
    });

    // The decrypted payload reaches the service worker as a push event; it shows the notification.
    const cdp: CDPSession = await context.newCDPSession(page);
    const registrationId = new Promise<string>((resolve) =>
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const live = registrations.find((r: { isDeleted: boolean }) => !r.isDeleted);
        if (live) resolve(live.registrationId);
      }),
    );
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: suite.server.url,
      registrationId: await registrationId,
      data: got.payload!,
    });
    const shown = async () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return (await registration.getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          data: n.data,
        }));
      });
    await expect
      .poll(shown, { timeout: 10_000 })
      .toEqual([{ title: 'Order update', body: payload.Body, data: { url: payload.Url } }]);

    // Its click opens the order in the app's window.
    const [worker] = context.serviceWorkers();
    expect(worker).toBeDefined();
    await worker!.evaluate(async () => {
      // In the service worker's global scope (ServiceWorkerGlobalScope, NotificationEvent).
      const scope = self as unknown as {
        registration: ServiceWorkerRegistration;
        dispatchEvent(e: Event): boolean;
        NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
      };
      const [notification] = await scope.registration.getNotifications();
      scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification: notification! }));
    });
    await page.waitForURL(`**/ivy/orders/${order!.OrderId}`, { timeout: 15_000 });
    await page.getByText(order!.OrderNo).first().waitFor();
    await shot(page, 'opened-phone');
  });
});
