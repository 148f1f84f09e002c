import { describe, expect, it } from 'vitest';
import { DESKTOP, hasChromium, PHONE } from '../support/browser.ts';
import {
  keptAfterThisPage,
  openAndTime,
  storedEntry,
  waitForKeptAnswers,
  withServiceWorker,
} from '../support/offline.ts';
import { cartWithOneProduct } from '../support/offline-order.ts';
import { retailerSuite, signInRetailer1AtHome } from '../support/retailer.ts';

describe.skipIf(!hasChromium)('offline-first browsing (decision 124)', () => {
  const suite = retailerSuite('offline');

  it('reopens offline on home, a product list and the cart at once, with the age of the data, and refreshes back online', async () => {
    const { page, context, consoleErrors } = await suite.open(PHONE);
    // One product in the cart, put there through the API.
    const product = await cartWithOneProduct(suite);

    await signInRetailer1AtHome(page);
    await withServiceWorker(page);
    await page.getByTestId('product-card').first().waitFor();
    await keptAfterThisPage(page);
    await page.goto('/ivy/productList');
    await page.getByTestId('product-card').first().waitFor();
    await keptAfterThisPage(page);
    const firstName = await page.getByTestId('product-card').first().locator('h3, h2').first().textContent();
    await page.goto('/ivy/viewCart');
    await page.getByTestId('cart-line').first().waitFor();
    await waitForKeptAnswers(page);
    await keptAfterThisPage(page);

    await context.setOffline(true);
    expect(await openAndTime(page, '/ivy/home', 'offline-notice')).toBeLessThan(1000);
    await page.getByTestId('product-card').first().waitFor({ timeout: 1000 });
    expect(await page.getByTestId('offline-notice').textContent()).toMatch(
      /Offline.*Prices and stock as of \d/,
    );
    await expect.poll(() => page.locator('[role="progressbar"], [aria-busy="true"]').count()).toBe(0);
    await suite.shot(page, 'home-phone');

    expect(await openAndTime(page, '/ivy/productList', 'product-card')).toBeLessThan(1000);
    expect(await page.getByTestId('product-card').first().locator('h3, h2').first().textContent()).toBe(
      firstName,
    );
    await page.getByTestId('offline-notice').waitFor();
    await suite.shot(page, 'product-list-phone');

    expect(await openAndTime(page, '/ivy/viewCart', 'cart-line')).toBeLessThan(1000);
    await page.getByTestId('offline-notice').waitFor();
    expect(
      await page.locator(`[data-testid="cart-line"][data-product-id="${product.ProductId}"]`).count(),
    ).toBe(1);

    // Back online: the notice goes and the screen asks the server again.
    const refreshed = page.waitForResponse((r) => r.url().includes('/api/'), { timeout: 10_000 });
    await context.setOffline(false);
    await page.getByTestId('offline-notice').waitFor({ state: 'hidden' });
    await refreshed;

    expect((await suite.api('/SalesOrder/ClearCart')).body.Status).toBe(1);
    await context.close();
    expect(consoleErrors.filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch|net::/.test(e))).toEqual(
      [],
    );
  });

  it('shows the offline product list and a product at desktop width, and says which screen was not kept', async () => {
    const { page, context } = await suite.open(DESKTOP);
    await signInRetailer1AtHome(page);
    await withServiceWorker(page);
    await page.goto('/ivy/productList');
    await page.getByTestId('product-card').first().waitFor();
    await waitForKeptAnswers(page);
    const productId = await page.getByTestId('product-card').first().getAttribute('data-product-id');
    await page.goto(`/ivy/product/${productId}`);
    const productName = (await page.getByRole('heading', { level: 1 }).textContent())!;
    await keptAfterThisPage(page);
    await context.setOffline(true);

    // The product opened before: shown from the device, no error (its refresh waits for the network).
    await page.goto(`/ivy/product/${productId}`);
    await page.getByRole('heading', { level: 1, name: productName }).waitFor({ timeout: 2000 });
    await page.getByTestId('offline-notice').waitFor();
    expect(await page.getByTestId('offline-not-kept').count()).toBe(0);
    // A screen never opened says so in the strip instead of loading for ever without a word.
    await page.goto('/ivy/myPayment');
    await page.getByTestId('offline-not-kept').waitFor();
    await suite.shot(page, 'not-kept-desktop');
    await page.goto('/ivy/productList');
    await page.getByTestId('product-card').first().waitFor({ timeout: 1000 });
    await page.getByTestId('offline-notice').waitFor();
    await suite.shot(page, 'product-list-desktop');
    const shownName = (await page
      .getByTestId('product-card')
      .first()
      .locator('h3, h2')
      .first()
      .textContent())!;
    await page.goto('/ivy/home');
    await page.getByTestId('offline-notice').waitFor();
    await suite.shot(page, 'home-desktop');

    // What is kept is sealed: a product's name on the screen is nowhere in the stored bytes.
    expect(await storedEntry(page, shownName)).toBe('sealed');
    // Signing out (back online) removes it.
    await context.setOffline(false);
    await page.getByTestId('offline-notice').waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('dialog', { name: 'Sign out?' }).getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => storedEntry(page, shownName)).toBe('absent');
    await context.close();
  });

  it('still shows the product list when 30% of the calls are dropped (reads retried with backoff)', async () => {
    // No service worker: the routes must see every call.
    const { page, context } = await suite.open(PHONE, { serviceWorkers: 'block' });
    await signInRetailer1AtHome(page);
    let dropped = 0;
    let seen = 0;
    await page.route('**/api/**', async (route) => {
      seen += 1;
      // Deterministic: every third-ish call is dropped, and sign-out is never touched.
      if (seen % 10 < 3) {
        dropped += 1;
        await route.abort('internetdisconnected');
      } else {
        await route.continue();
      }
    });
    await page.goto('/ivy/productList');
    await page.getByTestId('product-card').first().waitFor({ timeout: 20_000 });
    expect(dropped).toBeGreaterThan(0);
    await context.close();
  });
});
