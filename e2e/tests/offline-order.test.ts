import { describe, expect, it } from 'vitest';
import { DESKTOP, hasChromium, PHONE } from '../support/browser.ts';
import {
  cartWithOneProduct as cartWithOneProductIn,
  checkoutThenOffline,
  orderCount as countOrders,
  placeOffline,
} from '../support/offline-order.ts';
import { retailerSuite, signInRetailer1AtHome } from '../support/retailer.ts';

/*
 * Ordering offline (issue 23, decisions 124 and 128): an order placed without a network is kept on
 * the phone, survives a reopen, and is placed exactly once when the network returns; a price
 * changed on the server meanwhile is shown for confirmation first; a submit on a connection that
 * drops calls is placed exactly once.
 */
describe.skipIf(!hasChromium)('ordering offline', () => {
  const suite = retailerSuite('offline-order');

  const orderCount = () => countOrders(suite);
  const cartWithOneProduct = () => cartWithOneProductIn(suite);

  it('adds to the cart offline, keeps the order placed offline through a reopen, and places it once back online', async () => {
    const first = await cartWithOneProduct();
    const before = await orderCount();
    const { page, context } = await suite.open(PHONE);
    await checkoutThenOffline(page, context, { withProductList: true });

    // Offline: a second product added from the product list, one piece.
    await page.goto('/ivy/productList');
    await page.getByTestId('product-card').first().waitFor();
    const second = await page.evaluate(
      (not) =>
        [...document.querySelectorAll<HTMLElement>('[data-testid="product-card"]')]
          .filter((card) => {
            const input = card.querySelector<HTMLInputElement>('[data-testid="qty-pieces"]');
            return input !== null && !input.disabled && Number(card.dataset.productId) !== not;
          })
          .map((card) => Number(card.dataset.productId))[0] as number | undefined,
      first.ProductId,
    );
    if (second === undefined) throw new Error('No product to add on the first page');
    const card = page.locator(`[data-testid="product-card"][data-product-id="${second}"]`);
    await card.getByTestId('qty-pieces').fill('1');
    await card.getByTestId('qty-pieces').blur();
    await page.getByTestId('add-to-cart').click();
    await page.getByText('Saved on this phone: sent when you are back online').first().waitFor();
    await page.goto('/ivy/checkout');
    await page.locator('[data-testid="place-order"]:visible').waitFor();
    await placeOffline(page);
    await suite.shot(page, 'queued-dialog-phone');
    await page.getByTestId('queued-ok').click();
    const waiting = page.locator('[data-testid="queued-order"][data-state="waiting"]');
    await waiting.waitFor();
    expect(await waiting.textContent()).toContain('2 items');
    await suite.shot(page, 'queued-card-phone');

    // Closed and reopened, still offline: the order is still waiting, nothing was placed.
    await page.goto('/ivy/home');
    await waiting.waitFor();
    expect(await orderCount()).toBe(before);

    // Back online: sent by itself, placed once; the cart is empty.
    await context.setOffline(false);
    await page.getByTestId('queued-order').waitFor({ state: 'hidden', timeout: 20_000 });
    await page.getByText('Your waiting order was placed.').waitFor();
    // Both products, each in one order (the order may be split per brand), at their quantities.
    const made = (await orderCount()) - before;
    expect(made).toBeGreaterThanOrEqual(1);
    const newest = ((await suite.api('/SalesOrder/OrderView')).body.Data as Array<{ OrderId: number }>).slice(
      0,
      made,
    );
    const lines: Array<{ ProductId: number; Qty: number }> = [];
    for (const order of newest)
      lines.push(
        ...((await suite.api('/SalesOrder/OrderViewDetails', { OrderId: order.OrderId, NeedSummary: false }))
          .body.Data as Array<{ ProductId: number; Qty: number }>),
      );
    expect(Object.fromEntries(lines.map((l) => [l.ProductId, l.Qty]))).toEqual({
      [first.ProductId]: 2,
      [second]: 1,
    });
    expect((await suite.api('/SalesOrder/CartCount')).body.Data).toBe(0);
    // Reopened again: nothing is sent a second time.
    await page.reload();
    await page.getByRole('banner').waitFor();
    await page.waitForTimeout(6000);
    expect(await page.getByTestId('queued-order').count()).toBe(0);
    expect(await orderCount()).toBe(before + made);
    await context.close();
  });

  it('shows a price changed while offline for confirmation before placing the order', async () => {
    const product = await cartWithOneProduct();
    const before = await orderCount();
    const { page, context } = await suite.open(DESKTOP);
    await checkoutThenOffline(page, context);
    await placeOffline(page);
    await page.getByTestId('queued-ok').click();
    await page.locator('[data-testid="queued-order"][data-state="waiting"]').waitFor();

    // The distributor raises the price while the phone is offline.
    const oldPrice = Number(product.Price);
    const changed = await suite.api('/dev/SetProductPrice', {
      DistributorId: product.DistributorId,
      ProductId: product.ProductId,
      Price: (oldPrice + 1).toFixed(2),
    });
    expect(changed.body.Status, changed.body.Msg).toBe(1);
    try {
      await context.setOffline(false);
      await page.locator('[data-testid="queued-order"][data-state="changed"]').waitFor({ timeout: 20_000 });
      expect(await orderCount()).toBe(before);
      await suite.shot(page, 'queued-changed-desktop');
      await page.getByTestId('queued-order-review').click();
      const changes = page.getByTestId('queued-order-changes');
      await changes.waitFor();
      expect(await changes.textContent()).toContain(product.ProductName);
      expect(await changes.textContent()).toContain('Price per piece');
      const newTotal = (await suite.api('/SalesOrder/CartDetail', { ReqCode: 'MyCart', NeedFOC: false }))
        .body as unknown as {
        Totals: { NetAmount: number };
      };
      await suite.shot(page, 'queued-changes-dialog-desktop');
      await page.getByTestId('queued-order-confirm').click();
      await page.getByTestId('queued-order').waitFor({ state: 'hidden', timeout: 20_000 });
      expect(await orderCount()).toBe(before + 1);
      const newest = (
        (await suite.api('/SalesOrder/OrderView')).body.Data as Array<{ NetAmount: number }>
      )[0]!;
      expect(newest.NetAmount).toBeCloseTo(newTotal.Totals.NetAmount, 2);
    } finally {
      await suite.api('/dev/SetProductPrice', {
        DistributorId: product.DistributorId,
        ProductId: product.ProductId,
        Price: oldPrice.toFixed(2),
      });
      await context.close();
    }
  });

  it('places an order once on a connection that drops 30% of the calls and loses a submit answer', async () => {
    await cartWithOneProduct();
    const before = await orderCount();
    // No service worker: the routes see every call.
    const { page, context } = await suite.open(PHONE, { serviceWorkers: 'block' });
    await signInRetailer1AtHome(page);
    let seen = 0;
    let submits = 0;
    await page.route('**/api/**', async (route) => {
      seen += 1;
      if (route.request().url().includes('/SalesOrder/OrderSubmit')) {
        submits += 1;
        // The first submit reaches the server, and its answer is lost on the way back.
        if (submits === 1) {
          await route.fetch();
          await route.abort('connectionreset');
          return;
        }
        await route.continue();
        return;
      }
      if (seen % 10 < 3) await route.abort('connectionreset');
      else await route.continue();
    });
    await page.goto('/ivy/checkout');
    await page.locator('[data-testid="place-order"]:visible').waitFor({ timeout: 30_000 });
    await page.getByTestId('address-option').first().waitFor({ timeout: 30_000 });
    const terms = page.getByTestId('accept-terms');
    if (await terms.isVisible()) await terms.check();
    await page.locator('[data-testid="place-order"]:visible').click();
    await page.getByTestId('confirm-order').click({ timeout: 30_000 });
    // Placed at once through the retries, or, when every retry was lost too, kept and sent by itself.
    const queued = page.locator('[data-testid="order-dialog"][data-step="queued"]');
    await Promise.race([
      page.waitForURL('**/ivy/orders', { timeout: 30_000 }),
      queued.waitFor({ timeout: 30_000 }),
    ]);
    if (await queued.isVisible()) {
      await page.getByTestId('queued-ok').click();
      await page.getByTestId('queued-order').waitFor({ state: 'hidden', timeout: 30_000 });
    }
    expect(submits).toBeGreaterThanOrEqual(2);
    expect(await orderCount()).toBe(before + 1);
    await context.close();
  });
});
