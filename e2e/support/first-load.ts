import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser.ts';
import { startServer } from './server.ts';

export interface FirstLoad {
  jsGzipBytes: number;
  cssGzipBytes: number;
  files: Array<{ url: string; type: 'js' | 'css'; gzipBytes: number }>;
}

/**
 * The JavaScript and CSS a phone downloads to show the login page, measured in a real browser:
 * every script and stylesheet response until the page is idle, and the stylesheet inlined in the
 * page, gzip-compressed at level 9 as a server would send them.
 */
export async function measureLoginFirstLoad(serverUrl?: string): Promise<FirstLoad> {
  return withServerAndBrowser(serverUrl, async (url, browser) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const pending: Array<Promise<FirstLoad['files'][number] | null>> = [];
    page.on('response', (res) => {
      const type = res.request().resourceType();
      if (type === 'document') {
        // A first visit gets the stylesheet inline with the prerendered login page (decision 078).
        pending.push(
          res
            .text()
            .then((html) => {
              const inline = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
              return inline
                ? ({
                    url: `${res.url()} (inline <style>)`,
                    type: 'css',
                    gzipBytes: gzipSync(inline, { level: 9 }).length,
                  } as const)
                : null;
            })
            .catch(() => null),
        );
        return;
      }
      if (type !== 'script' && type !== 'stylesheet') return;
      pending.push(
        res
          .body()
          .then(
            (body) =>
              ({
                url: res.url(),
                type: type === 'script' ? 'js' : 'css',
                gzipBytes: gzipSync(body, { level: 9 }).length,
              }) as const,
          )
          .catch(() => null),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.getByRole('button').first().waitFor();
    const files = (await Promise.all(pending)).filter((f): f is NonNullable<typeof f> => f !== null);
    const sum = (type: 'js' | 'css') =>
      files.filter((f) => f.type === type).reduce((n, f) => n + f.gzipBytes, 0);
    return { jsGzipBytes: sum('js'), cssGzipBytes: sum('css'), files };
  });
}

/**
 * The JavaScript a signed-in retailer's phone downloads to open home with nothing cached (a new
 * phone, or the service worker's cache cleared): retailer1 signs in, the browser's cache is
 * emptied, and home is opened again. Scripts only, gzip level 9 as for the login page. The service
 * worker is kept out so every script is a response the page sees.
 */
export async function measureHomeFirstLoad(serverUrl?: string): Promise<{ jsGzipBytes: number }> {
  return withServerAndBrowser(serverUrl, async (url, browser) => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      baseURL: url,
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    await signInRetailer1(page);
    await (await context.newCDPSession(page)).send('Network.clearBrowserCache');
    const pending: Array<Promise<number>> = [];
    page.on('response', (res) => {
      if (res.request().resourceType() !== 'script') return;
      pending.push(
        res
          .body()
          .then((body) => gzipSync(body, { level: 9 }).length)
          .catch(() => 0),
      );
    });
    await page.goto('/ivy/home', { waitUntil: 'networkidle' });
    await page.getByRole('banner').waitFor();
    const sizes = await Promise.all(pending);
    return { jsGzipBytes: sizes.reduce((n, size) => n + size, 0) };
  });
}

/** Runs `measure` in a browser of its own against the server at `serverUrl`, or one started for it. */
async function withServerAndBrowser<T>(
  serverUrl: string | undefined,
  measure: (url: string, browser: Browser) => Promise<T>,
): Promise<T> {
  const server = serverUrl ? null : await startServer();
  const browser = await launchBrowser();
  try {
    return await measure(serverUrl ?? server!.url, browser);
  } finally {
    await browser.close();
    await server?.stop();
  }
}

/** retailer1 through the login page and the distributor dialog, on home (as e2e/support/retailer.ts). */
async function signInRetailer1(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByLabel('User name or mobile number').fill('retailer1');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password', { exact: true }).fill('Retailer@123');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const modal = page.getByRole('dialog', { name: 'Choose your distributor' });
  await modal.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL('**/ivy/home');
  await page.getByRole('banner').waitFor();
}
