import { chromium } from 'playwright-core';
import { signInRetailer1AtHome } from './support/retailer.ts';
const BASE = 'http://127.0.0.1:8150';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
const context = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: BASE });
const page = await context.newPage();
const shot = (n: string) => page.screenshot({ path: `/tmp/shots/${n}.png` });
await signInRetailer1AtHome(page);
await page.evaluate(async () => { await navigator.serviceWorker.ready; });
await page.reload();
await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
const visit = async (path: string, wait = 6500) => { await page.goto(path); await page.waitForTimeout(wait); };
await visit('/ivy/home', 6000);
await visit('/ivy/productList');
const pid = await page.getByTestId('product-card').first().getAttribute('data-product-id');
const detailUrl = `${BASE}/ivy/product/${pid}`;
await visit(`/ivy/product/${pid}`);
await visit('/ivy/smartList');
await visit('/ivy/orders');
await visit('/ivy/favProducts');
await visit('/ivy/viewCart', 3000);
await context.setOffline(true);
for (const [name, path] of [['home', '/ivy/home'], ['detail', new URL(detailUrl).pathname], ['smartlist', '/ivy/smartList'], ['orders', '/ivy/orders'], ['favourites', '/ivy/favProducts'], ['cart', '/ivy/viewCart'], ['notvisited-detail', '/ivy/product/3'], ['notvisited-payments', '/ivy/myPayment'], ['notvisited-notifications', '/ivy/retailerLedger']] as const) {
  await page.goto(path);
  await page.waitForTimeout(4000);
  await shot(`off-${name}`);
}
await browser.close();
