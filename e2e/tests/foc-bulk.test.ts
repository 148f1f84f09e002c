import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, hasChromium, PHONE } from '../support/browser.ts';
import { expectAccessible, retailerSuite } from '../support/retailer.ts';

/*
 * Free of charge (FOC) ordering and bulk orders from the product list (docs/decisions/056): the
 * retailer switches the list to FOC products, adds a free line, is refused a paid line while the
 * cart is a FOC order (switching back, and adding a paid product), then clears it to switch; and a
 * bulk order puts a category's products in the cart in one action, then a suggested order.
 * Screenshots land in e2e/artifacts.
 */

const FOC_REFUSAL = 'Your cart holds free (FOC) products.';

interface ListedProduct {
  ProductId: number;
  ProductName: string;
  IsFree: number;
  IsSaleable: number;
  MinORDQty: number;
  MaxORDQty: number;
  SIH: number;
}

/** The header's cart badge count (from its accessible name "Cart, N items"), 0 without a badge. */
async function badgeCount(page: Page): Promise<number> {
  const label = (await page.locator('a[href="/ivy/viewCart"]').first().getAttribute('aria-label')) ?? '';
  return Number(/Cart, (\d+)/.exec(label)?.[1] ?? 0);
}

describe.skipIf(!hasChromium)('FOC ordering and bulk orders', () => {
  const suite = retailerSuite('foc-bulk');
  const { api, shot } = suite;

  it('switches to free trial products, adds a free line, and is refused paid lines until the cart is cleared', async () => {
    const { context, page, consoleErrors } = await suite.openAtHome(PHONE);
    expect((await api('/SalesOrder/ClearCart')).body.Status).toBe(1);

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
    await card.getByTestId('qty-pieces').fill('2');
    await card.getByTestId('qty-pieces').blur();
    await page.getByTestId('add-to-cart').click();
    await page.locator('[data-notice="success"]').first().waitFor();
    await page.getByTestId('add-to-cart-bar').waitFor({ state: 'hidden' });
    const cart = await api('/SalesOrder/CartDetail', { ReqCode: 'MyCart' });
    const body = cart.body as unknown as {
      IsFOC: boolean;
      Data: Array<{ ProductId: number; IsFree: number; Qty: number }>;
    };
    expect(body.IsFOC).toBe(true);
    expect(body.Data).toEqual([expect.objectContaining({ ProductId: free!.ProductId, IsFree: 1, Qty: 2 })]);
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

    // A paid product typed anyway (its own page) is refused before anything is sent.
    await page.goto(`/ivy/product/${paid!.ProductId}`);
    await page.getByTestId('detail-price').waitFor();
    expect(await page.getByTestId('detail-price').getAttribute('data-free')).toBeNull();
    await page.getByTestId('qty-pieces').first().fill('1');
    await page.getByTestId('qty-pieces').first().blur();
    await page.getByTestId('add-to-cart').click();
    const refusal = page.locator('[data-notice="error"]').first();
    await refusal.waitFor();
    expect(await refusal.textContent()).toContain(FOC_REFUSAL);
    const after = (await api('/SalesOrder/CartDetail', { ReqCode: 'MyCart' })).body as unknown as {
      Data: Array<{ ProductId: number }>;
    };
    expect(after.Data.map((l) => l.ProductId)).toEqual([free!.ProductId]);
    await page.getByTestId('discard-pending').click();

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

  it('adds every product of a category in one bulk order, then a suggested order', async () => {
    const { context, page, consoleErrors } = await suite.openAtHome(DESKTOP);
    expect((await api('/SalesOrder/ClearCart')).body.Status).toBe(1);
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
