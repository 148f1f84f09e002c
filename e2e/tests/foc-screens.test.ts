import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium, PHONE } from '../support/browser.ts';
import {
  closeWithEscape,
  expectAccessible,
  type ListedProduct,
  openSearch,
  retailerSuite,
} from '../support/retailer.ts';

/*
 * The FOC ordering mode on the screens decision 058 left behind (docs/decisions/062): a banner's
 * products and home's offer zone list the products offered free of charge; the search sheet's
 * category tiles follow the mode (categories and counts of FOC products); a FOC order says "Free"
 * in the order history and its detail instead of a zero amount. Phone and desktop (1366x900)
 * screenshots land in e2e/artifacts.
 */

/** The desktop of the screenshots (decision 058's). */
const WIDE = { width: 1366, height: 900 };

interface Banner {
  BannerId: number;
  BannerType: string;
  Title: string;
}
interface Category {
  Id: number;
  Name: string;
  ProductCount: number;
}

/** Switches the screen's ordering mode bar to FOC (the cart is empty: no question). */
async function switchToFoc(page: Page): Promise<void> {
  await page.getByTestId('foc-mode-bar').getByTestId('foc-mode-foc').click();
  await page.locator('[data-testid="foc-mode"][data-mode="foc"]').first().waitFor();
}

describe.skipIf(!hasChromium)('FOC mode on banners, offers, search tiles and orders', () => {
  const suite = retailerSuite('foc-screens');
  const { api, shot } = suite;

  it('in FOC mode a banner lists its free trial products, the offer zone its free offers, the search tiles FOC categories', async () => {
    for (const viewport of [PHONE, WIDE]) {
      const tag = viewport === PHONE ? 'phone' : 'desktop';
      expect((await api('/SalesOrder/ClearCart')).body.Status).toBe(1);
      const { context, page, consoleErrors } = await suite.openAtHome(viewport);

      // A banner of mapped products holding some offered FOC (the seed has them), and its answers.
      const banners = (await api('/Product/Banner')).body.Data as Banner[];
      let banner: Banner | undefined;
      let focProducts: ListedProduct[] = [];
      let regularTotal = 0;
      for (const b of banners.filter((x) => ['RTR', 'CH', 'LOC', 'DIST'].includes(x.BannerType))) {
        const foc = await api('/Product/BannerView', { BannerId: b.BannerId, PageSize: 100, NeedFOC: true });
        const regular = await api('/Product/BannerView', { BannerId: b.BannerId, PageSize: 100 });
        const list = (foc.body.Data as { Products: ListedProduct[] }).Products;
        const total = (regular.body as unknown as { TotalCount: number }).TotalCount;
        if (list.length > 0 && list.length < 20 && total > list.length) {
          banner = b;
          focProducts = list;
          regularTotal = total;
          break;
        }
      }
      expect(banner, 'a mapped banner with some products offered FOC').toBeDefined();
      const offersFoc = (
        await api('/Product/GetProductDiscountList', { Page: 0, PageSize: 12, NeedFOC: true })
      ).body.Data as ListedProduct[];
      expect(offersFoc.length, 'discounted products offered FOC').toBeGreaterThan(0);

      const focCategories = (await api('/Product/Categories', { NeedFOC: true })).body.Data as Category[];
      const allCategories = (await api('/Product/Categories')).body.Data as Category[];
      expect(focCategories.length).toBeGreaterThan(0);
      const focTileTexts = focCategories.map(
        (c) => `${c.Name}${c.ProductCount} free trial product${c.ProductCount === 1 ? '' : 's'}`,
      );

      // Home in FOC mode: the category tiles are those holding FOC products, each counting them as
      // free trial products.
      await switchToFoc(page);
      const homeTiles = page.getByTestId('home-categories').locator('li a');
      await expect
        .poll(async () => (await homeTiles.allTextContents()).map((text) => text.trim()))
        .toEqual(focTileTexts);

      // The offer zone stays and lists the discounted products offered FOC, free.
      const zone = page.getByTestId('home-offer-zone');
      await zone.scrollIntoViewIfNeeded();
      await zone.getByTestId('offer-tile').first().waitFor();
      await expect.poll(() => zone.locator('[data-testid="offer-tile"][data-free="false"]').count()).toBe(0);
      const firstTile = zone.getByTestId('offer-tile').first();
      expect(await firstTile.textContent()).toContain(offersFoc[0]!.ProductName);
      expect(await firstTile.textContent()).toContain('Free');
      expect(await zone.getByText('Free trial', { exact: true }).count()).toBeGreaterThan(0);
      await zone.scrollIntoViewIfNeeded();
      await shot(page, `home-offers-foc-${tag}`);

      // The banner's page in FOC mode: only its products offered FOC, each free and orderable.
      await page.goto(`/ivy/banner/${banner!.BannerId}`);
      const grid = page.getByTestId('banner-products');
      await grid.getByTestId('product-card').first().waitFor();
      await expect.poll(() => grid.getByTestId('product-card').count()).toBe(focProducts.length);
      expect(focProducts.length).toBeLessThan(regularTotal);
      const shownIds = await grid
        .getByTestId('product-card')
        .evaluateAll((cards) => cards.map((c) => Number(c.getAttribute('data-product-id'))));
      expect(shownIds.sort((a, b) => a - b)).toEqual(
        focProducts.map((p) => p.ProductId).sort((a, b) => a - b),
      );
      expect(await grid.locator('[data-testid="piece-price"]:not([data-free])').count()).toBe(0);
      expect(await grid.getByTestId('qty-other-kind').count()).toBe(0);
      const orderable = focProducts.find((p) => p.IsSaleable === 1 && p.MaxORDQty === 0);
      if (orderable) {
        const card = grid.locator(`[data-testid="product-card"][data-product-id="${orderable.ProductId}"]`);
        expect(await card.getByTestId('qty-pieces').isDisabled()).toBe(false);
      }
      await page.getByTestId('foc-mode-note').first().waitFor();
      expect(await page.getByTestId('foc-mode-bar').textContent()).toContain(
        "only this banner's products offered free of charge",
      );
      await shot(page, `banner-foc-${tag}`);
      await expectAccessible(page, 'banner products in FOC mode', ['[data-testid="product-card"]']);

      // The search sheet's tiles in FOC mode: the categories holding FOC products, with their counts.
      const { sheet } = await openSearch(page);
      const tiles = sheet.getByTestId('search-category-tiles').getByRole('link');
      await tiles.first().waitFor();
      await expect
        .poll(async () => (await sheet.getByTestId('search-category-count').allTextContents()).length)
        .toBe(focCategories.length);
      expect((await tiles.allTextContents()).map((s) => s.trim())).toEqual(focTileTexts);
      // The counts are the FOC ones, not the whole catalogue's.
      expect(focCategories.map((c) => c.ProductCount)).not.toEqual(
        allCategories.filter((c) => focCategories.some((f) => f.Id === c.Id)).map((c) => c.ProductCount),
      );
      await shot(page, `search-tiles-foc-${tag}`);
      await expectAccessible(page, 'search tiles in FOC mode');
      await closeWithEscape(page, sheet);

      // Back to regular: the tiles are the whole catalogue's again, without FOC counts (own cache).
      await page.goto('/ivy/home');
      await page.getByTestId('foc-mode-bar').getByTestId('foc-mode-regular').click();
      await page.locator('[data-testid="foc-mode"][data-mode="regular"]').first().waitFor();
      const { sheet: again } = await openSearch(page);
      const regularTiles = again.getByTestId('search-category-tiles').getByRole('link');
      await regularTiles.first().waitFor();
      await expect.poll(() => regularTiles.count()).toBe(allCategories.length);
      expect(await again.getByTestId('search-category-count').count()).toBe(0);
      await closeWithEscape(page, again);

      // The banner page in regular mode: every product of the banner, none free.
      await page.goto(`/ivy/banner/${banner!.BannerId}`);
      await grid.getByTestId('product-card').first().waitFor();
      await expect.poll(() => grid.getByTestId('product-card').count()).toBe(Math.min(regularTotal, 20));
      expect(await grid.locator('[data-testid="piece-price"][data-free]').count()).toBe(0);

      expect(consoleErrors).toEqual([]);
      await context.close();
    }
  });

  it('a FOC order says Free in the order history and its detail; a paid order keeps its amount', async () => {
    // A FOC order placed through the API: a free trial line in the cart, then the submit.
    expect((await api('/SalesOrder/ClearCart')).body.Status).toBe(1);
    const focList = (await api('/Product/SearchProduct', { page: 1, PageSize: 100, NeedFOC: true })).body
      .Data as ListedProduct[];
    const pick = focList.find((p) => p.IsSaleable === 1 && p.MinORDQty <= 1 && p.MaxORDQty === 0);
    expect(pick, 'a saleable FOC product without order limits').toBeDefined();
    const upload = await api('/SalesOrder/OrderUpload', [
      {
        PId: pick!.ProductId,
        Qty: 1,
        PrincipalId: pick!.PrincipalId,
        DistributorId: pick!.DistributorId,
        IsFree: 1,
      },
    ]);
    expect(upload.body.Status, upload.body.Msg).toBe(1);
    const dates = (await api('/Appconfig/GetDeliveryDate')).body.Data as { StandardDeliveryDate: string };
    const addresses = (await api('/Retailer/GetRetailerAddress')).body.Data as Array<{
      RetAddress_Id: number;
      isAddressSelected: boolean;
    }>;
    const address = addresses.find((a) => a.isAddressSelected) ?? addresses[0]!;
    const submit = await api('/SalesOrder/OrderSubmit', {
      DeliveryDate: dates.StandardDeliveryDate,
      AddressId: address.RetAddress_Id,
    });
    expect(submit.body.Status, submit.body.Msg).toBe(1);
    const orders = (await api('/SalesOrder/OrderView')).body.Data as Array<{
      OrderId: number;
      OrderNo: string;
      IsFOC: boolean;
      NetAmount: number;
    }>;
    const focOrder = orders.find((o) => o.OrderId === (submit.body.Data as number[])[0])!;
    expect(focOrder).toMatchObject({ IsFOC: true, NetAmount: 0 });
    const paidOrder = orders.find((o) => !o.IsFOC && o.NetAmount > 0);
    expect(paidOrder, 'a paid order in the history').toBeDefined();

    for (const viewport of [PHONE, WIDE]) {
      const tag = viewport === PHONE ? 'phone' : 'desktop';
      const { context, page, consoleErrors } = await suite.openAtHome(viewport);
      await page.goto('/ivy/orders');
      const card = page.locator(`[data-testid="order-card"][data-order-no="${focOrder.OrderNo}"]`);
      await card.waitFor();
      expect(await card.getByTestId('order-card-amount').textContent()).toBe('Free');
      expect(await card.textContent()).toContain('Free of charge');
      expect(await card.textContent()).not.toContain('₹0.00');
      const paidCard = page.locator(`[data-testid="order-card"][data-order-no="${paidOrder!.OrderNo}"]`);
      if ((await paidCard.count()) > 0) {
        expect(await paidCard.getByTestId('order-card-amount').textContent()).toMatch(/^₹[\d,]+\.\d\d$/);
      }
      await shot(page, `orders-foc-${tag}`);
      await expectAccessible(page, 'order history with a FOC order');

      await card.click();
      const detail = page.locator(`[data-testid="order-detail"][data-order-no="${focOrder.OrderNo}"]`);
      await detail.waitFor();
      expect(await page.getByTestId('order-net-amount').textContent()).toBe('Free');
      const lines = page.getByTestId('order-lines');
      await lines.waitFor();
      expect(await lines.textContent()).toContain('Free');
      expect(await detail.textContent()).not.toContain('₹0.00');
      await shot(page, `order-detail-foc-${tag}`);
      await expectAccessible(page, 'FOC order detail');

      // A paid order's detail keeps its amounts.
      await page.goto(`/ivy/orders/${paidOrder!.OrderId}`);
      await page.locator(`[data-testid="order-detail"][data-order-no="${paidOrder!.OrderNo}"]`).waitFor();
      expect(await page.getByTestId('order-net-amount').textContent()).toMatch(/^₹[\d,]+\.\d\d$/);

      expect(consoleErrors).toEqual([]);
      await context.close();
    }
  });
});
