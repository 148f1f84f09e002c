import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, hasChromium, PHONE } from '../support/browser.ts';
import { expectAccessible, RETAILER1, retailerSuite, signInRetailer1AtHome } from '../support/retailer.ts';

/*
 * A retailer's order from start to finish: quantities in cases and pieces with the minimum order
 * rounding, the order summary, a new delivery address, express delivery, the submit, the order in
 * the history, its cancellation, a repeat of an older order, and a smart list saved and used.
 * Screenshots land in e2e/artifacts.
 */

interface ListedProduct {
  ProductId: number;
  ProductName: string;
  ConversionQty: number;
  MinORDQty: number;
  MaxORDQty: number;
  IsSaleable: number;
  SIH: number;
}

/** Types a quantity on the product's detail page and puts it in the cart through the bottom bar. */
async function addFromDetail(page: Page, productId: number, units: { cases?: number; pieces?: number }) {
  await page.goto(`/ivy/product/${productId}`);
  if (units.cases !== undefined) await page.getByTestId('qty-cases').first().fill(String(units.cases));
  if (units.pieces !== undefined) await page.getByTestId('qty-pieces').first().fill(String(units.pieces));
  await page.getByTestId('qty-pieces').first().blur();
  await page.getByTestId('add-to-cart-bar').waitFor();
  await page.getByTestId('add-to-cart').click();
  await page.locator('[data-notice="success"]').first().waitFor();
  await page.getByTestId('add-to-cart-bar').waitFor({ state: 'hidden' });
}

describe.skipIf(!hasChromium)('ordering', () => {
  const suite = retailerSuite('ordering', { apiSession: false });
  const { open, shot } = suite;

  it('orders in cases and pieces, checks out with a new address and express delivery, cancels, repeats and uses a smart list', async () => {
    const { context, page, consoleErrors } = await open(PHONE);
    await signInRetailer1AtHome(page);

    // Two products of the retailer's distributor: one with a minimum order quantity, one sold in cases.
    const signIn = await suite.server.api('/login/UserAuthentication', RETAILER1);
    const token = signIn.token!;
    const list = await suite.server.api('/Product/SearchProduct', { page: 1, PageSize: 100 }, token);
    const products = (list.body.Data as ListedProduct[]).filter(
      (p) => p.IsSaleable === 1 && p.MaxORDQty === 0 && p.SIH > 500,
    );
    const withMinimum = products.find((p) => p.MinORDQty > 1 && 13 % p.MinORDQty !== 0);
    const inCases = products.find((p) => p.ConversionQty > 1 && p.MinORDQty <= 1 && p !== withMinimum);
    expect(withMinimum, 'a product with a minimum order quantity').toBeDefined();
    expect(inCases, 'a product sold in cases').toBeDefined();

    // Minimum order rounding: 13 pieces become the next multiple of the minimum.
    const rounded = Math.ceil(13 / withMinimum!.MinORDQty) * withMinimum!.MinORDQty;
    await page.goto(`/ivy/product/${withMinimum!.ProductId}`);
    await page.getByTestId('qty-pieces').first().fill('13');
    await page.getByTestId('qty-pieces').first().blur();
    await expect
      .poll(() => page.getByTestId('qty-total').first().textContent())
      .toContain(`= ${rounded} pcs`);
    await shot(page, 'rounded-phone');
    await page.getByTestId('add-to-cart').click();
    await page.locator('[data-notice="success"]').first().waitFor();

    // 2 cases and 3 pieces.
    await addFromDetail(page, inCases!.ProductId, { cases: 2, pieces: 3 });
    const casePieces = 2 * inCases!.ConversionQty + 3;
    await expect
      .poll(() => page.locator('a[href="/ivy/viewCart"]').first().getAttribute('aria-label'))
      .toMatch(/Cart, [2-9]/);

    // The order summary holds both lines in pieces.
    await page.goto('/ivy/viewCart');
    const lineOf = (id: number) => page.locator(`[data-testid="cart-line"][data-product-id="${id}"]`);
    await lineOf(withMinimum!.ProductId).waitFor();
    const cart = await suite.server.api('/SalesOrder/CartDetail', { ReqCode: 'MyCart' }, token);
    const qtyOf = (id: number) =>
      (cart.body.Data as Array<{ ProductId: number; Qty: number; IsFree: number }>).find(
        (l) => l.ProductId === id && !l.IsFree,
      )?.Qty;
    expect(qtyOf(withMinimum!.ProductId)).toBe(rounded);
    expect(qtyOf(inCases!.ProductId)).toBe(casePieces);
    await page.getByTestId('total-net').first().waitFor();
    await shot(page, 'cart-phone');
    await expectAccessible(page, 'order summary');

    // Checkout: a new address, chosen; express delivery; the terms; place the order.
    await page.locator('[data-testid="proceed-checkout"]:visible').click();
    await page.waitForURL('**/ivy/checkout');
    await page.getByTestId('address-add').click();
    const form = page.getByRole('dialog', { name: 'New delivery address' });
    await form.getByLabel('Address line 1').fill('14 Station Road');
    await form.getByLabel('City').fill('Nashik');
    await form.getByLabel('State').fill('Maharashtra');
    await form.getByLabel('Pincode').fill('422001');
    await form.getByLabel('Country').fill('India');
    await form.getByLabel('Mobile number').fill('9876501234');
    await form.getByTestId('address-save').click();
    await form.waitFor({ state: 'hidden' });
    const added = page.getByTestId('address-option').filter({ hasText: '14 Station Road' });
    await added.click();
    expect(await added.getByRole('radio').isChecked()).toBe(true);
    await page.getByTestId('delivery-express').click();
    await page.getByTestId('accept-terms').check();
    await shot(page, 'checkout-phone');
    await expectAccessible(page, 'checkout');
    const ordersBefore = await suite.server.api('/SalesOrder/OrderView', {}, token);
    await page.locator('[data-testid="place-order"]:visible').click();
    await page.getByTestId('confirm-order').click();
    await page.waitForURL('**/ivy/orders');

    // The new orders (split per brand) are the newest in the history, for the new address and express date.
    const ordersAfter = await suite.server.api('/SalesOrder/OrderView', {}, token);
    const made =
      (ordersAfter.body as unknown as { TotalCount: number }).TotalCount -
      (ordersBefore.body as unknown as { TotalCount: number }).TotalCount;
    expect(made).toBeGreaterThanOrEqual(1);
    const newest = (ordersAfter.body.Data as Array<{ OrderId: number; OrderNo: string; Status: string }>)[0]!;
    await page.locator(`[data-testid="order-card"][data-order-no="${newest.OrderNo}"]`).waitFor();
    const detail = await suite.server.api(
      '/SalesOrder/OrderViewDetails',
      { OrderId: newest.OrderId, NeedSummary: true },
      token,
    );
    const summary = (detail.body as unknown as { OrderSummary: Array<{ Address: { Address1: string } }> })
      .OrderSummary[0]!;
    expect(summary.Address.Address1).toBe('14 Station Road');
    const dates = await suite.server.api('/Appconfig/GetDeliveryDate', {}, token);
    expect((ordersAfter.body.Data as Array<{ DeliveryDate: string }>)[0]!.DeliveryDate).toBe(
      (dates.body.Data as { ExpressDeliveryDate: string }).ExpressDeliveryDate,
    );
    const emptyCart = await suite.server.api('/SalesOrder/CartCount', {}, token);
    expect(emptyCart.body.Data).toBe(0);
    await shot(page, 'history-phone');

    // Cancel it.
    await page.locator(`[data-testid="order-card"][data-order-no="${newest.OrderNo}"]`).click();
    await page.getByTestId('order-detail').waitFor();
    await page.getByTestId('order-cancel').click();
    await page.getByTestId('order-cancel-confirm').click();
    await page.locator('[data-testid="order-detail"][data-status="C"]').waitFor();
    await shot(page, 'cancelled-phone');

    // Repeat an older, delivered order: its products go back in the cart.
    const history = (ordersAfter.body.Data as Array<{ OrderId: number; Status: string }>).filter(
      (o) => o.OrderId !== newest.OrderId && (o.Status === 'S' || o.Status === 'P'),
    );
    expect(history.length).toBeGreaterThan(0);
    await page.goto(`/ivy/orders/${history[0]!.OrderId}`);
    await page.getByTestId('order-detail').waitFor();
    await page.getByTestId('order-repeat').click();
    await page.getByTestId('order-repeat-confirm').click();
    await page.waitForURL('**/ivy/viewCart');
    await page.getByTestId('cart-line').first().waitFor();
    const repeatedLines = await page.getByTestId('cart-line').count();
    expect(repeatedLines).toBeGreaterThan(0);

    // Save the cart as a smart list, empty the cart, and fill it again from the list.
    await page.goto('/ivy/smartList');
    await page.getByTestId('smart-list-save').click();
    await page.getByTestId('smart-list-name').fill('Weekly top-up');
    await page.getByTestId('smart-list-save-submit').click();
    await page.getByTestId('smart-list-detail').waitFor();
    await page.goto('/ivy/viewCart');
    await page.getByTestId('clear-cart').click();
    await page.getByTestId('confirm-clear').click();
    await page.getByTestId('cart-empty').waitFor();
    await page.goto('/ivy/smartList');
    await page.getByText('Weekly top-up').first().click();
    await page.getByTestId('smart-list-detail').waitFor();
    await shot(page, 'smart-list-phone');
    await page.getByTestId('smart-list-fill').click();
    await page.waitForURL('**/ivy/viewCart');
    await page.getByTestId('cart-line').first().waitFor();
    expect(await page.getByTestId('cart-line').count()).toBe(repeatedLines);

    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('shows the order summary, checkout and history finished on a desktop screen', async () => {
    const { context, page, consoleErrors } = await open(DESKTOP);
    await signInRetailer1AtHome(page);
    await page.goto('/ivy/orders');
    await page.getByTestId('order-card').first().waitFor();
    await shot(page, 'history-desktop');
    await page.getByTestId('order-card').first().click();
    await page.getByTestId('order-detail').waitFor();
    await shot(page, 'detail-desktop');
    await expectAccessible(page, 'order detail');
    await page.goto('/ivy/viewCart');
    await page.locator('[data-testid="cart-line"], [data-testid="cart-empty"]').first().waitFor();
    await shot(page, 'cart-desktop');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
