import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, hasChromium, PHONE } from '../support/browser.ts';
import { expectAccessible, type ListedProduct, retailerSuite } from '../support/retailer.ts';

/*
 * Free of charge (FOC) ordering and bulk orders (docs/decisions/056, 058): the retailer switches
 * the list to FOC products, adds a free line, is refused a switch back while the cart is a FOC
 * order and cannot type a paid product, then clears it to switch; orders a free product from home
 * and from the favourites in FOC mode and places free orders with no payment step; and a bulk order
 * puts a category's products in the cart in one action, then a suggested order. Screenshots land
 * in e2e/artifacts.
 */

const FOC_REFUSAL = 'Your cart holds free (FOC) products.';

/** A desktop a little taller than DESKTOP, for the screenshots of decision 058. */
const WIDE = { width: 1366, height: 900 };

/** A product the retailer can order one or two pieces of: saleable, no minimum or maximum. */
const orderable = (p: ListedProduct) => p.IsSaleable === 1 && p.MinORDQty <= 1 && p.MaxORDQty === 0;

/** The header's cart badge count (from its accessible name "Cart, N items"), 0 without a badge. */
async function badgeCount(page: Page): Promise<number> {
  const label = (await page.locator('a[href="/ivy/viewCart"]').first().getAttribute('aria-label')) ?? '';
  return Number(/Cart, (\d+)/.exec(label)?.[1] ?? 0);
}

describe.skipIf(!hasChromium)('FOC ordering and bulk orders', () => {
  const suite = retailerSuite('foc-bulk');
  const { api, shot } = suite;

  it('switches to free trial products, adds a free line, and is refused paid lines until the cart is cleared', async () => {
    // Cleared before the page opens, so the header's badge loads the empty cart (not a stale one).
    expect((await api('/SalesOrder/ClearCart')).body.Status).toBe(1);
    const { context, page, consoleErrors } = await suite.openAtHome(PHONE);

    // The demo distributor offers some products FOC; one of them, and a product it does not offer FOC.
    const focList = (await api('/Product/SearchProduct', { page: 1, PageSize: 100, NeedFOC: true })).body
      .Data as ListedProduct[];
    expect(focList.length, 'FOC products in the demo catalogue').toBeGreaterThan(0);
    expect(focList.every((p) => p.IsFree === 1)).toBe(true);
    // On the list's first page (20 products, the same order as the list).
    const free = focList
      .slice(0, 20)
      .find((p) => p.IsSaleable === 1 && p.MinORDQty <= 1 && p.MaxORDQty === 0);
    expect(free, 'a saleable FOC product without order limits').toBeDefined();
    const focIds = new Set(focList.map((p) => p.ProductId));
    const all = (await api('/Product/SearchProduct', { page: 1, PageSize: 100 })).body
      .Data as ListedProduct[];
    const paid = all.find(
      (p) => !focIds.has(p.ProductId) && p.IsSaleable === 1 && p.MinORDQty <= 1 && p.MaxORDQty === 0,
    );
    expect(paid, 'a saleable product not offered FOC').toBeDefined();

    // Switch the list to FOC products (the cart is empty: no question).
    await page.goto('/ivy/productList');
    await page.getByTestId('product-card').first().waitFor();
    await page.getByTestId('foc-mode-foc').click();
    await page.locator('[data-testid="foc-mode"][data-mode="foc"]').waitFor();
    await page.getByTestId('foc-mode-note').waitFor();
    const card = page.locator(`[data-testid="product-card"][data-product-id="${free!.ProductId}"]`);
    await card.waitFor();
    await expect.poll(() => page.locator('[data-testid="piece-price"]:not([data-free])').count()).toBe(0);
    expect(await card.locator('[data-testid="piece-price"]').textContent()).toBe('Free');
    await shot(page, 'foc-list-phone');

    // A free line goes in as a FOC line.
    await addFreeLine(page, card, free!.ProductId, 2);
    await expect.poll(() => badgeCount(page)).toBe(1);

    // The order summary says it is a free order: no amounts.
    await page.goto('/ivy/viewCart');
    await page.getByTestId('foc-cart').waitFor();
    await page.getByTestId('line-free').first().waitFor();
    expect(await page.getByTestId('line-price').count()).toBe(0);
    expect(await page.locator('[data-testid="total-net"]').first().textContent()).toBe('Free');
    await shot(page, 'foc-cart-phone');
    await expectAccessible(page, 'FOC order summary');

    // Back to regular products while the cart is a FOC order: the spec's refusal, clear or stay.
    await page.goto('/ivy/productList');
    await page.locator('[data-testid="foc-mode"][data-mode="foc"]').waitFor();
    await page.getByTestId('foc-mode-regular').click();
    const question = page.getByTestId('foc-switch-question');
    await question.waitFor();
    expect(await question.textContent()).toContain(FOC_REFUSAL);
    await shot(page, 'foc-refusal-phone');
    await expectAccessible(page, 'FOC switch question');
    await page.getByRole('button', { name: 'Stay' }).click();
    await question.waitFor({ state: 'hidden' });
    await page.locator('[data-testid="foc-mode"][data-mode="foc"]').waitFor();

    // A paid product cannot be typed in FOC mode wherever it shows (here its own page): the mode's
    // bar says why and offers the switch (decision 058).
    await page.goto(`/ivy/product/${paid!.ProductId}`);
    await page.getByTestId('detail-price').waitFor();
    expect(await page.getByTestId('detail-price').getAttribute('data-free')).toBeNull();
    expect(await page.getByTestId('qty-pieces').first().isDisabled()).toBe(true);
    expect(await page.getByTestId('qty-other-kind').first().textContent()).toBe(
      'Not offered as a free trial',
    );
    await page.getByTestId('foc-mode-bar').getByTestId('foc-mode-note').waitFor();
    await shot(page, 'foc-paid-detail-phone');

    // Clearing the cart lets the switch happen; the list shows prices again.
    await page.goto('/ivy/productList');
    await page.getByTestId('foc-mode-regular').click();
    await page.getByTestId('foc-switch-confirm').click();
    await page.locator('[data-testid="foc-mode"][data-mode="regular"]').waitFor();
    await expect.poll(async () => (await api('/SalesOrder/CartCount')).body.Data).toBe(0);
    await expect
      .poll(() => page.locator('[data-testid="piece-price"]:not([data-free])').count())
      .toBeGreaterThan(0);
    await expect.poll(() => badgeCount(page)).toBe(0);

    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  /** The cart, as the API shows it: FOC or not, and its lines. */
  const cartNow = async () =>
    (await api('/SalesOrder/CartDetail', { ReqCode: 'MyCart' })).body as unknown as {
      IsFOC: boolean;
      Data: Array<{ ProductId: number; IsFree: number; Qty: number }>;
    };

  /** Types `qty` pieces on a FOC product's card and adds them: the cart is a FOC order of that line. */
  async function addFreeLine(page: Page, card: Locator, productId: number, qty: number): Promise<void> {
    await card.getByTestId('qty-pieces').fill(String(qty));
    await card.getByTestId('qty-pieces').blur();
    await page.getByTestId('add-to-cart').click();
    await page.locator('[data-notice="success"]').first().waitFor();
    await page.getByTestId('add-to-cart-bar').waitFor({ state: 'hidden' });
    const cart = await cartNow();
    expect(cart.IsFOC).toBe(true);
    expect(cart.Data).toEqual([expect.objectContaining({ ProductId: productId, IsFree: 1, Qty: qty })]);
  }

  /**
   * Checkout of a FOC cart: no payment step, "nothing to pay" instead; the order is placed and the
   * API holds it as a free order of the product. Screenshot `name` of the checkout.
   */
  async function checkoutFreeOrder(page: Page, productId: number, name: string): Promise<void> {
    await page.goto('/ivy/checkout');
    const nothingToPay = page.getByTestId('foc-nothing-to-pay');
    await nothingToPay.waitFor();
    expect(await page.getByTestId('payment-section').count()).toBe(0);
    expect(await page.getByTestId('payment-method').count()).toBe(0);
    expect(await page.locator('[data-testid="total-net"]:visible').first().textContent()).toBe('Free');
    await page.getByTestId('accept-terms').check();
    await nothingToPay.scrollIntoViewIfNeeded();
    await shot(page, name);
    await expectAccessible(page, 'FOC checkout');

    const before = (await api('/SalesOrder/OrderView')).body as unknown as { TotalCount: number };
    await page.locator('[data-testid="place-order"]:visible').click();
    const dialog = page.getByTestId('order-dialog');
    await page.getByTestId('confirm-order').waitFor();
    expect(await dialog.textContent()).toContain('Free');
    await page.getByTestId('confirm-order').click();
    await page.waitForURL('**/ivy/orders');

    const after = (await api('/SalesOrder/OrderView')).body as unknown as {
      TotalCount: number;
      Data: Array<{ OrderId: number; IsFOC: boolean; NetAmount: number; GrossAmount: number }>;
    };
    expect(after.TotalCount).toBe(before.TotalCount + 1);
    const order = after.Data[0]!;
    expect(order).toMatchObject({ IsFOC: true, NetAmount: 0, GrossAmount: 0 });
    const lines = (await api('/SalesOrder/OrderViewDetails', { OrderId: order.OrderId, NeedSummary: false }))
      .body.Data as Array<{ ProductId: number; IsFree: number; NetAmount: number }>;
    expect(lines).toEqual([expect.objectContaining({ ProductId: productId, IsFree: 1, NetAmount: 0 })]);
    expect((await api('/SalesOrder/CartCount')).body.Data).toBe(0);
  }

  it('orders a free trial product from a home slider in FOC mode and places a free order with no payment step', async () => {
    // Cleared before the page opens, so the header's badge loads the empty cart (not a stale one).
    expect((await api('/SalesOrder/ClearCart')).body.Status).toBe(1);
    const { context, page, consoleErrors } = await suite.openAtHome(PHONE);
    // The best sellers offered FOC: what the home slider lists in FOC mode.
    const bestFoc = (
      await api('/Product/SearchProduct', { page: 1, PageSize: 12, NeedBestSelling: true, NeedFOC: true })
    ).body.Data as ListedProduct[];
    const pick = bestFoc.find(orderable);
    expect(pick, 'a best seller offered FOC').toBeDefined();

    // Home offers the switch (decision 058); in FOC mode its sliders ask for FOC products only.
    const bar = page.getByTestId('foc-mode-bar');
    await bar.waitFor();
    await page.getByTestId('home-bestSelling').scrollIntoViewIfNeeded();
    await page.getByTestId('home-bestSelling').getByTestId('product-card').first().waitFor();
    await bar.getByTestId('foc-mode-foc').click();
    await bar.locator('[data-testid="foc-mode"][data-mode="foc"]').waitFor();
    await bar.getByTestId('foc-mode-note').waitFor();
    await bar.scrollIntoViewIfNeeded();
    await shot(page, 'foc-home-bar-phone');
    const card = page
      .getByTestId('home-bestSelling')
      .locator(`[data-testid="product-card"][data-product-id="${pick!.ProductId}"]`);
    await card.waitFor();
    await expect
      .poll(() => page.locator('#main [data-testid="piece-price"]:not([data-free])').count())
      .toBe(0);
    expect(await card.getByTestId('piece-price').textContent()).toBe('Free');
    // The scheme banners (paid offers) are not shown in FOC mode; the offer zone lists only free
    // trial products (decision 062).
    expect(await page.getByTestId('home-banners').count()).toBe(0);
    expect(await page.locator('[data-testid="offer-tile"][data-free="false"]').count()).toBe(0);
    await card.scrollIntoViewIfNeeded();
    await shot(page, 'foc-home-phone');
    await expectAccessible(page, 'home in FOC mode');

    // The free line goes in as a FOC line.
    await addFreeLine(page, card, pick!.ProductId, 2);

    await checkoutFreeOrder(page, pick!.ProductId, 'foc-checkout-phone');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('orders a favourite offered free of charge from the favourites in FOC mode, on a desktop', async () => {
    // Cleared before the page opens, so the header's badge loads the empty cart (not a stale one).
    expect((await api('/SalesOrder/ClearCart')).body.Status).toBe(1);
    const { context, page, consoleErrors } = await suite.openAtHome(WIDE);
    const focList = (await api('/Product/SearchProduct', { page: 1, PageSize: 100, NeedFOC: true })).body
      .Data as ListedProduct[];
    const fav = focList.filter(orderable).at(-1);
    expect(fav, 'a FOC product without order limits').toBeDefined();
    const favourite = await api('/Product/AddRemoveFavourite', {
      PrincipalId: fav!.PrincipalId,
      DistributorId: fav!.DistributorId,
      IsFavourite: 1,
      ProductId: fav!.ProductId,
    });
    expect(favourite.body.Status).toBe(1);
    const favourites = (await api('/Product/FavouriteProduct', { page: 1, PageSize: 100 })).body
      .Data as ListedProduct[];
    expect(favourites.length, 'paid favourites besides the FOC one').toBeGreaterThan(1);

    await page.goto('/ivy/favProducts');
    await page.getByTestId('product-card').first().waitFor();
    await expect.poll(() => page.getByTestId('product-card').count()).toBe(favourites.length);
    const bar = page.getByTestId('foc-mode-bar');
    await bar.getByTestId('foc-mode-foc').click();
    await bar.locator('[data-testid="foc-mode"][data-mode="foc"]').waitFor();
    // Only the favourite offered FOC stays, marked free.
    const card = page.locator(`[data-testid="product-card"][data-product-id="${fav!.ProductId}"]`);
    await expect.poll(() => page.getByTestId('product-card').count()).toBe(1);
    await card.waitFor();
    expect(await card.getByTestId('piece-price').textContent()).toBe('Free');
    await shot(page, 'foc-favourites-desktop');

    await addFreeLine(page, card, fav!.ProductId, 3);

    await checkoutFreeOrder(page, fav!.ProductId, 'foc-checkout-desktop');
    await shot(page, 'foc-orders-desktop');

    // The empty cart leaves the mode as chosen: home lists the free trial best sellers.
    await page.goto('/ivy/home');
    await page.locator('[data-testid="foc-mode-bar"] [data-testid="foc-mode"][data-mode="foc"]').waitFor();
    await page.getByTestId('home-bestSelling').scrollIntoViewIfNeeded();
    await page.getByTestId('home-bestSelling').getByTestId('product-card').first().waitFor();
    await page.getByTestId('foc-mode-bar').scrollIntoViewIfNeeded();
    await shot(page, 'foc-home-desktop');

    // A scheme's page offers the switch too and lists only its products offered FOC, free.
    const schemes = (await api('/Product/PromotionSchemes', { Page: 1, PageSize: 10 })).body.Data as Array<{
      SchemeId: number;
    }>;
    await page.goto(`/ivy/promotion/${schemes[0]!.SchemeId}`);
    const schemeBar = page.getByTestId('foc-mode-bar');
    await schemeBar.getByTestId('foc-mode-note').waitFor();
    expect(await schemeBar.textContent()).toContain('Scheme benefits apply to regular orders.');
    await page
      .getByTestId('scheme-products')
      .or(page.getByText('No free trial products here'))
      .first()
      .waitFor();
    expect(await page.locator('[data-testid="piece-price"]:not([data-free])').count()).toBe(0);
    await schemeBar.scrollIntoViewIfNeeded();
    await shot(page, 'foc-scheme-desktop');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('adds every product of a category in one bulk order, then a suggested order', async () => {
    // Cleared before the page opens, so the header's badge loads the empty cart (not a stale one).
    expect((await api('/SalesOrder/ClearCart')).body.Status).toBe(1);
    const { context, page, consoleErrors } = await suite.openAtHome(DESKTOP);
    await expect.poll(() => badgeCount(page)).toBe(0);

    // A category of the distributor with a few products.
    const categories = (await api('/Product/Categories')).body.Data as Array<{ Id: number; Name: string }>;
    let categoryId = 0;
    let total = 0;
    for (const c of categories) {
      const res = await api('/Product/SearchProduct', {
        page: 1,
        PageSize: 1,
        CAT: { FilterLevelCode: 'CAT', FilterIdList: [c.Id] },
      });
      total = (res.body as unknown as { TotalCount: number }).TotalCount;
      if (total >= 3) {
        categoryId = c.Id;
        break;
      }
    }
    expect(categoryId, 'a category with products').toBeGreaterThan(0);

    await page.goto(`/ivy/products/${categoryId}`);
    await page.getByTestId('bulk-order-prompt').waitFor();
    await page.getByTestId('bulk-order-open').click();
    const dialog = page.getByRole('dialog', { name: 'Bulk order' });
    await dialog.waitFor();
    const expected = Math.min(total, 30);
    expect(await dialog.getByTestId('bulk-order-count').textContent()).toContain(String(expected));
    await dialog.getByTestId('bulk-order-qty').fill('2');
    await shot(page, 'bulk-dialog-desktop');
    await expectAccessible(page, 'bulk order dialog');
    await dialog.getByTestId('bulk-order-submit').click();
    const result = dialog.getByTestId('bulk-order-result');
    await result.waitFor();
    const added = Number(await result.getAttribute('data-added'));
    expect(added).toBeGreaterThan(0);
    expect(added).toBeLessThanOrEqual(expected);
    await shot(page, 'bulk-result-desktop');

    // The cart holds those lines at 2 pieces or more (minimum order rounding) and the badge moved.
    const cart = (await api('/SalesOrder/CartDetail', { ReqCode: 'MyCart' })).body as unknown as {
      Data: Array<{ Qty: number }>;
    };
    expect(cart.Data.length).toBe(added);
    expect(cart.Data.every((l) => l.Qty >= 2)).toBe(true);
    const count = (await api('/SalesOrder/CartCount')).body.Data as number;
    expect(count).toBeGreaterThanOrEqual(added);
    await expect.poll(() => badgeCount(page)).toBe(count);
    await dialog.getByTestId('bulk-order-view-cart').click();
    await page.waitForURL('**/ivy/viewCart');
    await expect.poll(() => page.getByTestId('cart-line').count()).toBe(added);

    // A suggested order from the Relevant tab: each product's suggested quantity.
    await page.goto('/ivy/productList?tab=relevant');
    await page.getByTestId('bulk-order-prompt').waitFor();
    await page.getByTestId('bulk-order-open').click();
    const suggested = page.getByRole('dialog', { name: 'Suggested order' });
    await suggested.waitFor();
    expect(await suggested.getByTestId('bulk-order-mode-suggested').isChecked()).toBe(true);
    await suggested.getByTestId('bulk-order-submit').click();
    await suggested.getByTestId('bulk-order-result').waitFor();
    const more = (await api('/SalesOrder/CartCount')).body.Data as number;
    expect(more).toBeGreaterThanOrEqual(count);
    await expect.poll(() => badgeCount(page)).toBe(more);
    await shot(page, 'suggested-result-desktop');
    await suggested.getByTestId('bulk-order-close').click();
    await suggested.waitFor({ state: 'hidden' });

    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
