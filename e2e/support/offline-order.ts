/** Helpers of the browser tests of ordering offline (issue 23, decisions 124 and 128). */
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { keptAfterThisPage, withServiceWorker } from './offline.ts';
import { type ListedProduct, type RetailerSuite, signInRetailer1AtHome } from './retailer.ts';

/** retailer1's orders, as the order history counts them. */
export async function orderCount(suite: RetailerSuite): Promise<number> {
  return ((await suite.api('/SalesOrder/OrderView')).body as unknown as { TotalCount: number }).TotalCount;
}

/**
 * A cart of one saleable product at `qty` pieces (2 unless given), put there through the API: one
 * without a maximum and with the stock for it.
 */
export async function cartWithOneProduct(
  suite: RetailerSuite,
  qty = 2,
): Promise<ListedProduct & { Price: number }> {
  const products = (await suite.api('/Product/SearchProduct', { page: 1 })).body.Data as ListedProduct[];
  const product = products.find(
    (p) => p.IsSaleable === 1 && p.MinORDQty <= 1 && p.MaxORDQty === 0 && p.SIH > 10,
  )!;
  expect((await suite.api('/SalesOrder/ClearCart')).body.Status).toBe(1);
  const upload = await suite.api('/SalesOrder/OrderUpload', [
    {
      PId: product.ProductId,
      Qty: qty,
      PrincipalId: product.PrincipalId,
      DistributorId: product.DistributorId,
    },
  ]);
  expect(upload.body.Status, upload.body.Msg).toBe(1);
  const cart = (await suite.api('/SalesOrder/CartDetail', { ReqCode: 'MyCart', NeedFOC: false })).body
    .Data as Array<{ ProductId: number; Price: number }>;
  return { ...product, Price: cart.find((l) => l.ProductId === product.ProductId)!.Price };
}

/** Checkout opened online (its address and dates kept on the device), then the network goes. */
export async function checkoutThenOffline(
  page: Page,
  context: Pick<BrowserContext, 'setOffline'>,
  options: { withProductList?: boolean } = {},
) {
  await signInRetailer1AtHome(page);
  await withServiceWorker(page);
  if (options.withProductList) {
    await page.goto('/ivy/productList');
    await page.getByTestId('product-card').first().waitFor();
    await keptAfterThisPage(page);
  }
  await page.goto('/ivy/viewCart');
  await page.getByTestId('cart-line').first().waitFor();
  await keptAfterThisPage(page);
  await page.goto('/ivy/checkout');
  await page.locator('[data-testid="place-order"]:visible').waitFor();
  await page.getByTestId('address-option').first().waitFor();
  await keptAfterThisPage(page);
  await context.setOffline(true);
  // Reopened without a network.
  await page.goto('/ivy/checkout');
  await page.getByTestId('offline-notice').waitFor();
}

/** Place order, confirm: kept on the phone. */
export async function placeOffline(page: Page) {
  const terms = page.getByTestId('accept-terms');
  if (await terms.isVisible()) await terms.check();
  await page.locator('[data-testid="place-order"]:visible').click();
  await page.getByTestId('confirm-order').click();
  await page.locator('[data-testid="order-dialog"][data-step="queued"]').waitFor();
}
