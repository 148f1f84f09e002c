import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium, PHONE } from '../support/browser.ts';
import {
  cartWithOneProduct,
  checkoutThenOffline,
  orderCount,
  placeOffline,
} from '../support/offline-order.ts';
import { retailerSuite } from '../support/retailer.ts';

/*
 * Background Sync of an order placed offline (issue 23, decision 124): with the app closed, the
 * service worker (sw-order-sync.js) sends the kept order when its sync fires, places it once, and
 * the reopened app finds nothing waiting and sends nothing more. Fired by the browser itself when
 * the network returns (the context allows Background Sync), or through the DevTools protocol
 * (ServiceWorker.dispatchSyncEvent) where the page could not register it.
 */
describe.skipIf(!hasChromium)('ordering offline, sent by the service worker', () => {
  const suite = retailerSuite('offline-order-sync');
  const TAG = 'restock-send-order';

  /** An order kept offline in a fresh context; answers the context and the orders before it. */
  async function keptOffline(allowSync: boolean) {
    await cartWithOneProduct(suite);
    const before = await orderCount(suite);
    const { page, context } = await suite.open(PHONE);
    // A context has only the permissions granted to it (support/browser.ts grants none).
    if (allowSync) await context.grantPermissions(['background-sync'], { origin: suite.server.url });
    await checkoutThenOffline(page, context);
    await placeOffline(page);
    await page.getByTestId('queued-ok').click();
    await page.locator('[data-testid="queued-order"][data-state="waiting"]').waitFor();
    const tags = await page.evaluate(async () => {
      const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
        sync: { getTags(): Promise<string[]> };
      };
      return registration.sync.getTags();
    });
    return { page, context, before, tags };
  }

  /** Reopened: no waiting order, nothing more placed, no sync left pending. */
  async function reopenedFindsNothing(context: BrowserContext, placed: number) {
    const page = await context.newPage();
    await page.goto('/ivy/home');
    await page.getByRole('banner').waitFor();
    await page.waitForTimeout(6000);
    expect(await page.getByTestId('queued-order').count()).toBe(0);
    expect(await orderCount(suite)).toBe(placed);
    expect((await suite.api('/SalesOrder/CartCount')).body.Data).toBe(0);
    const tags = await page.evaluate(async () => {
      const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
        sync: { getTags(): Promise<string[]> };
      };
      return registration.sync.getTags().catch(() => []);
    });
    expect(tags).toEqual([]);
  }

  it('is sent by the browser once the network returns with the app closed, once', async () => {
    const { page, context, before, tags } = await keptOffline(true);
    // Registered, and held while offline (the browser applies the context's offline to it).
    expect(tags).toEqual([TAG]);
    // A page of no origin keeps the context, and so the service worker's registration, alive.
    const blank = await context.newPage();
    await page.close();
    await blank.waitForTimeout(3000);
    expect(await orderCount(suite)).toBe(before);

    await context.setOffline(false);
    await expect.poll(() => orderCount(suite), { timeout: 20_000 }).toBe(before + 1);
    await reopenedFindsNothing(context, before + 1);
    await context.close();
  });

  it('is sent on a sync fired through DevTools when the page could not register one', async () => {
    const { page, context, before, tags } = await keptOffline(false);
    // Background Sync not allowed (register refused): the order is kept all the same.
    expect(tags).toEqual([]);

    const blank = await context.newPage();
    const cdp = await context.newCDPSession(blank);
    const registrations = new Map<string, string>();
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => {
      for (const r of updated) if (!r.isDeleted) registrations.set(r.scopeURL, r.registrationId);
    });
    await cdp.send('ServiceWorker.enable');
    const origin = new URL(suite.server.url).origin;
    await expect.poll(() => registrations.get(`${origin}/`)).toBeTruthy();
    const fireSync = () =>
      cdp.send('ServiceWorker.dispatchSyncEvent', {
        origin,
        registrationId: registrations.get(`${origin}/`)!,
        tag: TAG,
        lastChance: false,
      });

    // Fired with the app closed while still offline: no answer, nothing placed, still kept.
    await page.close();
    await fireSync();
    await blank.waitForTimeout(3000);
    expect(await orderCount(suite)).toBe(before);

    await context.setOffline(false);
    await fireSync();
    await expect.poll(() => orderCount(suite), { timeout: 20_000 }).toBe(before + 1);
    // Fired again: nothing is kept any more, nothing is sent.
    await fireSync();
    await reopenedFindsNothing(context, before + 1);
    await context.close();
  });
});
