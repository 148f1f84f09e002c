import { describe, expect, it } from 'vitest';
import { hasChromium } from '../support/browser.ts';
import { retailerSuite } from '../support/retailer.ts';

describe.skipIf(!hasChromium)('progressive web app', () => {
  const suite = retailerSuite('pwa', { apiSession: false });
  const { open } = suite;

  it('sends assets precompressed and cached for a year, the page compressed and never cached', async () => {
    // node:http, not fetch: fetch decompresses, and the bytes on the wire are the point here.
    const { get } = await import('node:http');
    const raw = (pathName: string, encoding: string) =>
      new Promise<{ headers: Record<string, string | string[] | undefined>; bytes: number }>(
        (resolve, reject) => {
          get(`${suite.server.url}${pathName}`, { headers: { 'accept-encoding': encoding } }, (res) => {
            let bytes = 0;
            res.on('data', (chunk: Buffer) => {
              bytes += chunk.length;
            });
            res.on('end', () => resolve({ headers: res.headers, bytes }));
          }).on('error', reject);
        },
      );
    const html = await raw('/', 'br, gzip');
    expect(html.headers['content-encoding']).toMatch(/^(br|gzip)$/);
    expect(html.headers['cache-control']).toBe('no-cache');
    const page = await fetch(`${suite.server.url}/`).then((r) => r.text());
    // The stylesheet: the page's entry script is a small one since decision 078.
    const asset = /href="(\/assets\/index-[^"]+\.css)"/.exec(page)?.[1];
    expect(asset).toBeDefined();
    const plain = await raw(asset!, 'identity');
    const br = await raw(asset!, 'br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.bytes).toBeLessThan(plain.bytes / 2.5);
  });

  it("serves a per-client manifest with the client's name, colour and icons", async () => {
    const res = await fetch(`${suite.server.url}/manifest.webmanifest`);
    expect(res.headers.get('content-type')).toContain('application/manifest+json');
    const manifest = (await res.json()) as {
      name: string;
      theme_color: string;
      display: string;
      icons: Array<{ src: string; sizes: string }>;
    };
    expect(manifest).toMatchObject({ name: 'Restock', theme_color: '#0f766e', display: 'standalone' });
    for (const icon of manifest.icons) {
      const img = await fetch(`${suite.server.url}${icon.src}`);
      expect(img.status, icon.src).toBe(200);
      expect(img.headers.get('content-type')).toBe('image/png');
    }
  });

  it('applies the theme colour and its shades from the page config', async () => {
    const { page, context } = await open();
    await page.goto('/');
    const vars = await page.evaluate(() => {
      const style = document.documentElement.style;
      return {
        brand: style.getPropertyValue('--color-brand'),
        light: style.getPropertyValue('--color-brand-240'),
      };
    });
    expect(vars).toEqual({ brand: '#0f766e', light: '#ffffff' });
    await context.close();
  });

  it('opens the app shell offline once the service worker is installed', async () => {
    const { page, context, consoleErrors } = await open();
    await page.goto('/');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // Reload once so the page is controlled, then go offline.
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await context.setOffline(true);
    await page.reload();
    await expect.poll(async () => page.locator('#root *').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(await page.title()).toBe('Restock');
    await context.setOffline(false);
    await context.close();
    expect(consoleErrors.filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch|net::/.test(e))).toEqual(
      [],
    );
  });
});
