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

/** A fresh context (own storage) at a viewport; console errors fail the test that reads them. */
export async function newPage(
  browser: Browser,
  baseURL: string,
  viewport = PHONE,
): Promise<{ context: BrowserContext; page: Page; consoleErrors: string[] }> {
  const context = await browser.newContext({ baseURL, viewport, locale: 'en-US', permissions: [] });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') consoleErrors.push(msg.text());
  });
  page.on('pageerror', (err) => consoleErrors.push(err.message));
  return { context, page, consoleErrors };
}
