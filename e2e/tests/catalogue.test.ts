import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, hasChromium, PHONE } from '../support/browser.ts';
import {
  chooseDistributor,
  expectAccessible,
  retailerSuite,
  SHARMA,
  signInWithPassword,
} from '../support/retailer.ts';

/*
 * The catalogue as a retailer shops it: home sections with pictures, a category, the filter sheet
 * (brand, attribute values and ranges), sorting, paging, the product detail with its scheme and
 * similar products, minimum order rounding, and favourites. Screenshots land in e2e/artifacts.
 */

/** A product detail of a product that is not there answers E012 (404), which the browser logs. */
const isExpected404 = (text: string) =>
  /Failed to load resource: the server responded with a status of 404\b/.test(text);

async function signIn(page: Page): Promise<void> {
  await signInWithPassword(page);
  const modal = page.getByRole('dialog', { name: 'Choose your distributor' });
  await modal.waitFor();
  // The default distributor is preselected.
  expect(await modal.getByRole('radio', { name: SHARMA }).isChecked()).toBe(true);
  await chooseDistributor(page);
  await page.waitForURL('**/ivy/home');
}

/** Scrolls the page through so lazy pictures load, then checks that none is broken. */
async function expectNoBrokenImages(page: Page, what: string): Promise<number> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 500) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(120);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  // Every picture in the page, including those in sideways sliders: load them and wait.
  const broken = await page.evaluate(async () => {
    const images = [...document.querySelectorAll('img')];
    for (const img of images) img.loading = 'eager';
    const deadline = Date.now() + 8000;
    while (images.some((img) => !img.complete) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
    }
    return {
      count: images.length,
      broken: images.filter((img) => !(img.complete && img.naturalWidth > 0)).map((img) => img.src),
    };
  });
  expect(broken.broken, what).toEqual([]);
  return broken.count;
}

async function cardCount(page: Page): Promise<number> {
  return page.getByTestId('product-card').count();
}

async function listTotal(page: Page): Promise<{ shown: number; total: number }> {
  const counter = page.getByTestId('list-count');
  const text =
    ((await counter.count()) > 0
      ? await counter.textContent()
      : await page.getByTestId('list-progress').textContent()) ?? '';
  const m = /Showing (\d+) of (\d+)/.exec(text);
  if (!m) throw new Error(`no count in "${text}"`);
  return { shown: Number(m[1]), total: Number(m[2]) };
}

async function piecePrices(page: Page): Promise<number[]> {
  const texts = await page.getByTestId('piece-price').allTextContents();
  return texts.map((t) => Number(t.replace(/[^\d.]/g, '')));
}

describe.skipIf(!hasChromium)('catalogue: home, product list, detail and favourites', () => {
  const suite = retailerSuite('catalogue', { apiSession: false });
  const { open, shot } = suite;

  it('home shows its sections in order, with pictures that load, on a phone', async () => {
    const { context, page, consoleErrors } = await open(PHONE);
    const bestSellers = page.waitForResponse(
      (r) =>
        r.url().endsWith('/api/Product/SearchProduct') &&
        /NeedBestSelling/.test(r.request().postData() ?? ''),
    );
    await signIn(page);
    await page.getByTestId('home-distributor').waitFor();
    // The best sellers, two screens down, have their data but draw no cards until the retailer
    // scrolls towards them (decision 063): a phone's first load lays out only what it shows.
    await bestSellers;
    await page.getByTestId('home-categories').getByRole('link').first().waitFor();
    await page.evaluate(() => new Promise((done) => requestIdleCallback(done, { timeout: 2000 })));
    expect(await page.getByTestId('home-bestSelling').getByTestId('product-card').count()).toBe(0);
    for (const id of [
      'home-banners',
      'home-categories',
      'home-offer-zone',
      'home-recommended',
      'home-bestSelling',
    ]) {
      await page.getByTestId(id).waitFor();
    }
    // Settings order: SchemeBanner, Category, OfferZone, Recommended, BestSelling.
    const order = await page
      .locator('[data-section]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-section')));
    expect(order).toEqual(['SchemeBanner', 'Category', 'OfferZone', 'Recommended', 'BestSelling']);
    // Rows below the fold draw their cards as the retailer scrolls towards them (decision 063).
    await page.getByTestId('home-recommended').scrollIntoViewIfNeeded();
    await page.getByTestId('home-recommended').getByTestId('product-card').first().waitFor();
    await page.getByTestId('home-bestSelling').scrollIntoViewIfNeeded();
    await page.getByTestId('home-bestSelling').getByTestId('product-card').first().waitFor();
    expect(await page.getByTestId('home-categories').getByRole('link').count()).toBeGreaterThanOrEqual(6);
    // The page does not scroll sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await expectNoBrokenImages(page, 'home images')).toBeGreaterThan(20);
    await shot(page, 'home-phone');
    await page.getByTestId('home-recommended').scrollIntoViewIfNeeded();
    await shot(page, 'home-sliders-phone');
    await expectAccessible(page, 'home');

    // A category tile opens the category's products.
    await page
      .getByTestId('home-categories')
      .getByRole('link', { name: /Snacks/ })
      .click();
    await page.waitForURL('**/ivy/products/2');
    await page.getByRole('heading', { level: 1, name: 'Snacks' }).waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('browses a category, filters by brand and attributes, sorts and shows more', async () => {
    const { context, page, consoleErrors } = await open(PHONE);
    await signIn(page);
    await page.goto('/ivy/products/2');
    await page.getByTestId('product-card').first().waitFor();
    const all = await listTotal(page);
    expect(all.shown).toBe(20);
    expect(all.total).toBeGreaterThan(20);
    expect(await cardCount(page)).toBe(20);
    // Cards carry prices, conversion and stock (isShowStockQty on, colour-coded).
    const first = page.getByTestId('product-card').first();
    expect(await first.getByTestId('case-price').textContent()).toMatch(/per case/);
    expect(await first.getByTestId('conversion').textContent()).toMatch(/^1 case = \d+ pcs$/);
    expect(await first.getByTestId('stock').getAttribute('data-level')).toMatch(/^(ok|low|out)$/);
    await shot(page, 'list-phone');
    await expectAccessible(page, 'product list');

    // Brand: the drawer lists brand, category, sub-category in that order, then attributes.
    await page.getByTestId('open-filter').click();
    const drawer = page.getByRole('dialog', { name: 'Filter and sort' });
    await drawer.getByTestId('filter-brand').waitFor();
    const sections = await drawer.locator('details summary').allTextContents();
    expect(sections.slice(0, 4).map((s) => s.replace(/\d+$/, '').trim())).toEqual([
      'Sort by',
      'Brand',
      'Category',
      'Sub-category',
    ]);
    expect(sections.some((s) => s.startsWith('Pack Type'))).toBe(true);
    await shot(page, 'filter-drawer-phone');
    await expectAccessible(page, 'filter drawer');
    await drawer
      .getByTestId('filter-brand')
      .getByLabel(/^Crunchos/)
      .check();
    const apply = drawer.getByTestId('filter-apply');
    await expect.poll(() => apply.textContent()).toMatch(/^Show \d+ products?$/);
    const announced = Number((await apply.textContent())!.replace(/\D/g, ''));
    await apply.click();
    await drawer.waitFor({ state: 'hidden' });
    await page.waitForURL(/brand=\d+/);
    await expect.poll(async () => (await listTotal(page)).total).toBe(announced);
    const brands = await page.locator('[data-testid=product-card] [data-testid=brand]').allTextContents();
    expect(brands.length).toBeGreaterThan(0);
    for (const b of brands) expect(b.toUpperCase()).toMatch(/^CRUNCHOS/);
    // The active filter shows as a chip that removes it.
    await page.getByRole('button', { name: 'Remove filter: Crunchos' }).waitFor();

    // An attribute value (Single mode): the list total is the option's count.
    await page.getByTestId('open-filter').click();
    await drawer.getByTestId('filter-brand').waitFor();
    await drawer
      .getByTestId('filter-brand')
      .getByLabel(/^Crunchos/)
      .uncheck();
    const packType = drawer.locator('details', { has: page.locator('summary', { hasText: /^Pack Type/ }) });
    const bag = packType.locator('label', { hasText: /^Bag/ });
    await bag.waitFor();
    await bag.locator('input').check();
    await expect.poll(() => apply.textContent()).toMatch(/^Show \d+ products?$/);
    const bagCount = Number(await bag.locator('span.tabular-nums').textContent());
    expect(Number((await apply.textContent())!.replace(/\D/g, ''))).toBe(bagCount);
    await apply.click();
    await drawer.waitFor({ state: 'hidden' });
    await page.waitForURL(/attr=3:\d+/);
    expect(new URL(page.url()).searchParams.get('brand')).toBeNull();
    await expect.poll(async () => (await listTotal(page)).total).toBe(bagCount);

    // A range attribute (Price, Range mode): every price within it.
    await page.goto('/ivy/productList');
    await page.getByTestId('product-card').first().waitFor();
    await page.getByTestId('open-filter').click();
    await drawer.getByTestId('filter-brand').waitFor();
    const price = drawer.locator('details', { has: page.locator('summary', { hasText: /^Price/ }) });
    await price.getByLabel(/^Min/).fill('20');
    await price.getByLabel(/^Max/).fill('50');
    await expect.poll(() => apply.textContent()).toMatch(/^Show \d+ products?$/);
    await apply.click();
    await drawer.waitFor({ state: 'hidden' });
    await page.waitForURL(/attr=\d+:r20-50/);
    await page.getByTestId('product-card').first().waitFor();
    await expect.poll(async () => (await listTotal(page)).total).toBeLessThan(255);
    for (const p of await piecePrices(page)) {
      expect(p).toBeGreaterThanOrEqual(20);
      expect(p).toBeLessThanOrEqual(50);
    }

    // Sort: price high to low, from the toolbar.
    await page.getByTestId('sort-select').selectOption('Price_DESC');
    await page.waitForURL(/sort=Price_DESC/);
    await expect
      .poll(async () => {
        const prices = await piecePrices(page);
        return prices.length > 1 && prices.every((p, i) => i === 0 || prices[i - 1]! >= p);
      })
      .toBe(true);

    // Show more: the next page is appended (loaded on reaching the bottom in this client).
    await page.goto('/ivy/productList?sort=Name_ASC');
    await page.getByTestId('product-card').first().waitFor();
    const before = await listTotal(page);
    expect(before.shown).toBe(20);
    await page.getByTestId('show-more').scrollIntoViewIfNeeded();
    await expect.poll(() => cardCount(page)).toBe(40);
    expect((await listTotal(page)).shown).toBe(40);
    const names = await page.locator('[data-testid=product-card] h2').allTextContents();
    expect(new Set(names).size).toBe(names.length);

    // A category that is gone (RA_NO_DATA, and no longer among the categories): told so, and
    // taken to the product list.
    await page.goto('/ivy/products/9999');
    await page.getByText('This category is no longer available.').waitFor();
    await page.waitForURL('**/ivy/productList');
    await page.getByTestId('product-card').first().waitFor();
    // A list with nothing in it for an existing category: the empty state, with a way out.
    await page.goto('/ivy/products/6?tab=opportunity');
    await page.getByTestId('empty-state').waitFor();
    await page.getByTestId('empty-state').getByRole('button', { name: 'Browse all products' }).click();
    await page.waitForURL((url) => url.pathname === '/ivy/products/6' && !url.search.includes('tab'));
    await page.getByTestId('product-card').first().waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('opens a product with its scheme, rounds to the minimum order and keeps favourites', async () => {
    const { context, page, consoleErrors } = await open(PHONE);
    await signIn(page);
    await page.goto('/ivy/productList?tab=scheme');
    await page.getByTestId('product-card').first().waitFor();
    // A scheme product that is not a favourite yet.
    const card = page
      .getByTestId('product-card')
      .filter({ has: page.locator('[data-testid=favourite-toggle][aria-pressed=false]') })
      .first();
    const name = (await card.locator('h2').textContent())!.trim();
    await card.locator('h2 a').click();
    await page.waitForURL(/\/ivy\/product\/\d+$/);
    const productId = Number(new URL(page.url()).pathname.split('/').pop());
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.getByTestId('scheme-panel').waitFor();
    await page.getByTestId('similar-products').scrollIntoViewIfNeeded();
    await page.getByTestId('similar-products').getByTestId('product-card').first().waitFor();
    await shot(page, 'detail-phone');
    await expectAccessible(page, 'product detail');

    // Minimum order quantity: 13 pieces become a multiple of the minimum.
    const hint = (await page.getByTestId('qty-total').first().textContent()) ?? '';
    const min = Number(/Minimum order (\d+)/.exec(hint)?.[1] ?? 0);
    const pieces = page.getByTestId('qty-pieces').first();
    await pieces.fill('1a3');
    expect(await pieces.inputValue()).toBe('13');
    await pieces.blur();
    if (min > 0) {
      const rounded = Math.max(min, Math.ceil(13 / min) * min);
      await expect
        .poll(() => page.getByTestId('qty-total').first().textContent())
        .toContain(`= ${rounded} pcs`);
    } else {
      await expect.poll(() => page.getByTestId('qty-total').first().textContent()).toContain('= 13 pcs');
    }

    // Favourite: on, then the favourites page lists it; off there, and it goes.
    const heart = page.getByRole('button', { name: `Add ${name} to favourites` });
    await heart.click();
    await page.getByText('Added to favourites.').waitFor();
    expect(
      await page.getByRole('button', { name: `Remove ${name} from favourites` }).getAttribute('aria-pressed'),
    ).toBe('true');
    await page.goto('/ivy/favProducts');
    await page.getByRole('heading', { level: 1, name: 'Favourites' }).waitFor();
    const favourite = page.locator(`[data-testid=product-card][data-product-id="${productId}"]`);
    await favourite.waitFor();
    await favourite.getByRole('button', { name: `Remove ${name} from favourites` }).click();
    await page.getByText('Removed from favourites.').waitFor();
    await expect.poll(() => favourite.count()).toBe(0);

    // A product that is not there, opened from a link: told so, and taken to the product list.
    await page.goto('/ivy/product/987654');
    await page.getByText('This product is not available.').waitFor();
    await page.waitForURL('**/ivy/productList');
    expect(consoleErrors.filter((e) => !isExpected404(e))).toEqual([]);
    await context.close();
  });

  it('looks finished on a desktop: home, list with the filter sheet, detail', async () => {
    const { context, page, consoleErrors } = await open(DESKTOP);
    await signIn(page);
    await page.getByTestId('home-recommended').scrollIntoViewIfNeeded();
    await page.getByTestId('home-recommended').getByTestId('product-card').first().waitFor();
    await expectNoBrokenImages(page, 'home images (desktop)');
    await shot(page, 'home-desktop');
    await page.getByTestId('home-recommended').scrollIntoViewIfNeeded();
    // Wide screens: arrows move the slider.
    const next = page.getByTestId('home-recommended').getByRole('button', { name: 'Scroll forward' });
    expect(await next.isVisible()).toBe(true);
    await shot(page, 'home-sliders-desktop');
    await expectAccessible(page, 'home (desktop)');
    const firstCard = page.getByTestId('home-recommended').getByTestId('product-card').first();
    const before = await firstCard.boundingBox();
    await next.click();
    await expect.poll(async () => (await firstCard.boundingBox())?.x).toBeLessThan((before?.x ?? 0) - 500);

    // View all: the whole recommended list, paged.
    await page.getByRole('link', { name: 'View all: Recommended for you' }).click();
    await page.waitForURL('**/ivy/viewAllProducts/recommended');
    await page.getByRole('heading', { level: 1, name: 'Recommended for you' }).waitFor();
    await page.getByTestId('product-card').first().waitFor();
    expect((await listTotal(page)).total).toBeGreaterThan(0);

    await page.goto('/ivy/products/1');
    await page.getByTestId('product-card').first().waitFor();
    await expectNoBrokenImages(page, 'list images');
    await shot(page, 'list-desktop');
    await page.getByTestId('open-filter').click();
    await page.getByRole('dialog', { name: 'Filter and sort' }).getByTestId('filter-brand').waitFor();
    await shot(page, 'filter-drawer-desktop');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Filter and sort' }).waitFor({ state: 'hidden' });
    await page.waitForTimeout(300);

    await page.getByTestId('product-card').first().locator('h2 a').click();
    await page.getByTestId('detail-price').waitFor();
    await shot(page, 'detail-desktop');
    await expectAccessible(page, 'product detail (desktop)');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
