import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, hasChromium, PHONE } from '../support/browser.ts';
import { keptAfterThisPage, withServiceWorker } from '../support/offline.ts';
import { cartWithOneProduct } from '../support/offline-order.ts';
import { type ListedProduct, retailerSuite, signInRetailer1AtHome } from '../support/retailer.ts';

/** A cart line as CartDetail answers it (the fields read here). */
interface ServerLine {
  ProductId: number;
  Qty: number;
}

/** The header's cart badge count (from its accessible name "Cart, N items"), 0 without a badge. */
async function badgeCount(page: Page): Promise<number> {
  const label = (await page.locator('a[href="/ivy/viewCart"]').first().getAttribute('aria-label')) ?? '';
  return Number(/Cart, (\d+)/.exec(label)?.[1] ?? 0);
}

/** Signed in with the service worker controlling the page (so the app opens offline). */
async function signInWithServiceWorker(page: Page): Promise<void> {
  await signInRetailer1AtHome(page);
  await withServiceWorker(page);
  await page.getByTestId('product-card').first().waitFor();
}

/**
 * The quantity a cart line on the page shows, in pieces: its quantity ("5 pcs"), or with
 * isEnableOrderSummaryQty its editor's total ("= 5 pcs").
 */
async function shownQty(page: Page, productId: number): Promise<number> {
  const line = page.locator(`[data-testid="cart-line"][data-product-id="${productId}"]`);
  await line.waitFor();
  const fixed = line.getByTestId('line-qty');
  const text =
    (await fixed.count()) > 0 ? await fixed.textContent() : await line.locator('form p').textContent();
  return Number(/\d+/.exec(text ?? '')?.[0] ?? Number.NaN);
}

describe.skipIf(!hasChromium)('cart edits offline (decision 124)', () => {
  const suite = retailerSuite('offline-cart');

  /** The server's cart as product id → pieces. */
  async function serverCart(): Promise<Record<number, number>> {
    const answer = await suite.api('/SalesOrder/CartDetail', { ReqCode: 'MyCart', NeedFOC: false });
    const lines = answer.body.Data as ServerLine[];
    return Object.fromEntries(lines.map((l) => [l.ProductId, l.Qty]));
  }

  it('adds, changes and removes offline, keeps them through a reopen, and sends them when back online', async () => {
    const { page, context, consoleErrors } = await suite.open(PHONE);
    expect((await suite.api('/SalesOrder/ClearCart')).body.Status).toBe(1);
    await signInWithServiceWorker(page);

    // Three products the retailer can order by the piece, from the list the browser shows.
    await page.goto('/ivy/productList');
    await page.getByTestId('product-card').first().waitFor();
    const ids = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('[data-testid="product-card"]')]
        .filter((card) => {
          const input = card.querySelector<HTMLInputElement>('[data-testid="qty-pieces"]');
          return input !== null && !input.disabled;
        })
        .map((card) => Number(card.dataset.productId)),
    );
    const products = (await suite.api('/Product/SearchProduct', { page: 1 })).body.Data as ListedProduct[];
    const plain = new Set(
      products.filter((p) => p.MinORDQty <= 1 && p.MaxORDQty === 0).map((p) => p.ProductId),
    );
    const [a, b, c] = ids.filter((id) => plain.has(id) || products.length === 0);
    expect(c).toBeDefined();
    const card = (id: number) => page.locator(`[data-testid="product-card"][data-product-id="${id}"]`);

    // Online: A in the cart with 2 pieces; the list and the cart are kept on the device.
    await card(a!).getByTestId('qty-pieces').fill('2');
    await card(a!).getByTestId('qty-pieces').blur();
    await page.getByTestId('add-to-cart').click();
    await expect.poll(() => badgeCount(page)).toBe(1);
    await page.goto('/ivy/productList');
    await page.getByTestId('product-card').first().waitFor();
    await keptAfterThisPage(page);
    await page.goto('/ivy/viewCart');
    await page.getByTestId('cart-line').first().waitFor();
    await keptAfterThisPage(page);

    // Offline: A to 5, B and C added (3 and 1) from the product list.
    await context.setOffline(true);
    await page.goto('/ivy/productList');
    await page.getByTestId('offline-notice').waitFor();
    for (const [id, qty] of [
      [a!, '5'],
      [b!, '3'],
      [c!, '1'],
    ] as const) {
      await card(id).getByTestId('qty-pieces').fill(qty);
      await card(id).getByTestId('qty-pieces').blur();
    }
    await page.getByTestId('add-to-cart').click();
    await page.getByText('Saved on this phone: sent when you are back online').first().waitFor();
    await page.getByTestId('add-to-cart-bar').waitFor({ state: 'hidden' });
    // The cards and the badge show the cart at once.
    expect(await card(a!).getByTestId('qty-pieces').inputValue()).toBe('5');
    expect(await badgeCount(page)).toBe(3);
    await suite.shot(page, 'list-phone');

    // The cart (opened in the app, still offline): the lines, the note, C removed here.
    await page.locator('a[href="/ivy/viewCart"]').first().click();
    await page.getByTestId('cart-waiting').waitFor();
    expect(await shownQty(page, a!)).toBe(5);
    expect(await shownQty(page, b!)).toBe(3);
    // B changed here to 4 pieces (where the cart's quantities can be edited, isEnableOrderSummaryQty).
    const lineB = page.locator(`[data-testid="cart-line"][data-product-id="${b}"]`);
    const editable = (await lineB.getByTestId('line-pieces').count()) > 0;
    const qtyB = editable ? 4 : 3;
    if (editable) {
      if ((await lineB.getByTestId('line-cases').count()) > 0) await lineB.getByTestId('line-cases').fill('');
      await lineB.getByTestId('line-pieces').fill('4');
      await lineB.getByTestId('line-update').click();
      await expect.poll(() => shownQty(page, b!)).toBe(4);
    }
    await page
      .locator(`[data-testid="cart-line"][data-product-id="${c}"]`)
      .getByTestId('line-remove')
      .click();
    await page.locator(`[data-testid="cart-line"][data-product-id="${c}"]`).waitFor({ state: 'detached' });
    expect(await page.getByTestId('cart-line').count()).toBe(2);
    expect(await page.getByTestId('cart-waiting').textContent()).toContain('3 changes waiting for network');
    await page.getByTestId('totals-estimated').waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await suite.shot(page, 'cart-phone');

    // Reopened offline: the kept edits and the cart as left.
    await page.reload();
    await page.getByTestId('cart-waiting').waitFor();
    expect(await page.getByTestId('cart-line').count()).toBe(2);
    expect(await shownQty(page, a!)).toBe(5);
    expect(await shownQty(page, b!)).toBe(qtyB);
    // Nothing reached the server meanwhile.
    expect(await serverCart()).toEqual({ [a!]: 2 });

    // Back online: sent, and the server's cart holds exactly those quantities.
    await context.setOffline(false);
    await page.getByTestId('cart-waiting').waitFor({ state: 'hidden', timeout: 15_000 });
    await expect.poll(() => serverCart(), { timeout: 10_000 }).toEqual({ [a!]: 5, [b!]: qtyB });
    await page.getByTestId('totals-estimated').waitFor({ state: 'hidden' });
    expect(await shownQty(page, a!)).toBe(5);

    expect((await suite.api('/SalesOrder/ClearCart')).body.Status).toBe(1);
    await context.close();
    expect(consoleErrors.filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch|net::/.test(e))).toEqual(
      [],
    );
  });

  it('empties the cart offline at desktop width, and the server follows once online', async () => {
    const product = await cartWithOneProduct(suite, 4);

    const { page, context } = await suite.open(DESKTOP);
    await signInWithServiceWorker(page);
    await page.goto('/ivy/viewCart');
    await page.getByTestId('cart-line').first().waitFor();
    await keptAfterThisPage(page);

    await context.setOffline(true);
    await page.reload();
    await page.getByTestId('cart-line').first().waitFor();
    await page.getByTestId('line-remove').first().click();
    await page.getByTestId('cart-empty').waitFor();
    await page.getByTestId('cart-waiting').waitFor();
    await suite.shot(page, 'cart-desktop');
    expect(await serverCart()).toEqual({ [product.ProductId]: 4 });

    await context.setOffline(false);
    await expect.poll(() => serverCart(), { timeout: 10_000 }).toEqual({});
    await page.getByTestId('cart-waiting').waitFor({ state: 'hidden' });
    await context.close();
  });
});
