import { existsSync } from 'node:fs';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Browser tests are skipped (with a message) only when no Chromium is installed and not required. */
export const hasChromium = existsSync(CHROMIUM);
if (!hasChromium) {
  if (process.env.REQUIRE_BROWSER_TESTS === 'true') {
    throw new Error(
      `REQUIRE_BROWSER_TESTS is set but no Chromium at ${CHROMIUM}: apt-get install -y chromium`,
    );
  }
  console.warn(`Browser tests skipped: no Chromium at ${CHROMIUM} (apt-get install -y chromium).`);
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1366, height: 768 };

/**
 * A fresh context (own storage) at a viewport; console errors fail the test that reads them.
 * `serviceWorkers: 'block'` for a test that intercepts the app's code: the worker would answer it
 * from its cache, past the test's routes.
 */
export async function newPage(
  browser: Browser,
  baseURL: string,
  viewport = PHONE,
  options: { serviceWorkers?: 'allow' | 'block' } = {},
): Promise<{ context: BrowserContext; page: Page; consoleErrors: string[] }> {
  const context = await browser.newContext({
    baseURL,
    viewport,
    locale: 'en-US',
    permissions: [],
    serviceWorkers: options.serviceWorkers ?? 'allow',
  });
  const page = await context.newPage();
  return { context, page, consoleErrors: watchPage(page) };
}

/** The pages open now, with their console errors and the requests that failed or were refused. */
const openPages = new Map<Page, { consoleErrors: string[]; requests: string[] }>();

/** Collects the page's console errors (answered) and failed requests, for the failure report. */
function watchPage(page: Page): string[] {
  const consoleErrors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') consoleErrors.push(msg.text());
  });
  page.on('pageerror', (err) => consoleErrors.push(err.message));
  const requests: string[] = [];
  const keep = (line: string) => requests.push(line) > 20 && requests.shift();
  page.on('response', (res) => {
    if (res.status() >= 400) keep(`${res.status()} ${new URL(res.url()).pathname}`);
  });
  page.on('requestfailed', (req) =>
    keep(`failed ${new URL(req.url()).pathname}: ${req.failure()?.errorText}`),
  );
  page.on('close', () => openPages.delete(page));
  openPages.set(page, { consoleErrors, requests });
  return consoleErrors;
}

/**
 * What the open pages show when a test fails (support/failure-report.ts): the address, the start
 * of the visible text, console errors, refused or failed requests, and a screenshot in
 * e2e/artifacts. A timeout then says where the app stood instead of only what was awaited.
 */
export async function describeOpenPages(screenshotPath: (n: number) => string): Promise<string> {
  const lines: string[] = [];
  let n = 0;
  for (const [page, { consoleErrors, requests }] of openPages) {
    n++;
    const text = await page
      .locator('body')
      // biome-ignore lint/performance/useDomNodeTextContent: what the page shows, without hidden text
      .innerText({ timeout: 2000 })
      .then((t) => t.replace(/\s+/g, ' ').slice(0, 300))
      .catch((error: unknown) => `(unreadable: ${String(error).split('\n')[0]})`);
    await page.screenshot({ path: screenshotPath(n), timeout: 2000 }).catch(() => undefined);
    lines.push(
      `page ${n}: ${page.url()}`,
      `  shows: ${text}`,
      `  console errors: ${consoleErrors.join(' | ') || 'none'}`,
      `  refused or failed requests: ${requests.join(' | ') || 'none'}`,
    );
  }
  return lines.join('\n');
}
