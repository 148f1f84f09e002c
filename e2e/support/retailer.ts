import { mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { launchBrowser, newPage, PHONE } from './browser.ts';
import { type RunningServer, startServer } from './server.ts';

/** Demo retailer1 and its default distributor (see README). */
export const RETAILER1 = { loginId: 'retailer1', password: 'Retailer@123' } as const;
export const SHARMA = 'Sharma Wholesale Traders';

/** Signs in through the login page: user name, Continue, password, Sign in. */
export async function signInWithPassword(
  page: Page,
  loginId: string = RETAILER1.loginId,
  password: string = RETAILER1.password,
): Promise<void> {
  await page.goto('/');
  await page.getByLabel('User name or mobile number').fill(loginId);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The distributor modal after sign-in: picks `name` (or keeps the preselected one) and continues. */
export async function chooseDistributor(page: Page, name?: string): Promise<void> {
  const modal = page.getByRole('dialog', { name: 'Choose your distributor' });
  await modal.waitFor();
  if (name) await modal.getByText(name, { exact: true }).click();
  await modal.getByRole('button', { name: 'Continue' }).click();
  await modal.waitFor({ state: 'hidden' });
}

/** The dialog that refuses a distributor switch while the cart or return summary holds lines. */
export async function switchBlockedDialog(page: Page) {
  const blocked = page.getByRole('dialog', { name: "Can't switch yet" });
  await blocked
    .getByText('Your cart or return summary still holds products of the current distributor.', {
      exact: false,
    })
    .waitFor();
  return blocked;
}

/** retailer1 signed in with its default distributor, on home. */
export async function signInRetailer1AtHome(page: Page): Promise<void> {
  await signInWithPassword(page);
  await chooseDistributor(page, SHARMA);
  await page.waitForURL('**/ivy/home');
}

/** A product as the list calls answer it (the fields the browser tests read). */
export interface ListedProduct {
  ProductId: number;
  ProductName: string;
  PrincipalId: number;
  DistributorId: number;
  IsFree: number;
  IsSaleable: number;
  MinORDQty: number;
  MaxORDQty: number;
  SIH: number;
}

/** The search box's accessible name. */
const SEARCH_LABEL = 'Search products, brands and categories';

/** Opens the search sheet from the header: the sheet and its search box. */
export async function openSearch(page: Page) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Search products/ })
    .first()
    .click();
  const sheet = page.getByRole('dialog', { name: 'Search' });
  await sheet.waitFor();
  const box = sheet.getByRole('combobox', { name: SEARCH_LABEL });
  return { sheet, box };
}

/**
 * Closes a sheet or dialog with Escape and waits until its history entry is gone too: closing
 * calls history.back() (lib/back-button.ts), and a page.goto racing that traversal is aborted.
 */
export async function closeWithEscape(page: Page, dialog: Locator): Promise<void> {
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  await page.waitForFunction(() => !(window.history.state?.modals?.length > 0));
}

/** Accessibility: no axe violation on the screen as it is now (optionally leaving parts out). */
export async function expectAccessible(page: Page, what: string, exclude: string[] = []): Promise<void> {
  let builder = new AxeBuilder({ page });
  for (const selector of exclude) builder = builder.exclude(selector);
  const results = await builder.analyze();
  const found = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(found, what).toEqual([]);
}

/** Where the browser tests leave their screenshots. */
export const ARTIFACTS = path.resolve(import.meta.dirname, '../artifacts');

/** A test file's server, browser and retailer1's API session (see retailerSuite). */
export interface RetailerSuite {
  server: RunningServer;
  browser: Browser;
  /** retailer1's session token for API calls beside the browser. */
  token: string;
  /** POSTs to the API as retailer1. */
  api: (call: string, body?: unknown) => ReturnType<RunningServer['api']>;
  /** A fresh browser context at `viewport` (a phone unless given), signed out: support/browser newPage. */
  open: (
    viewport?: { width: number; height: number },
    options?: Parameters<typeof newPage>[3],
  ) => ReturnType<typeof newPage>;
  /** A fresh browser context at `viewport` with retailer1 signed in at its default distributor, on home. */
  openAtHome: (viewport: { width: number; height: number }) => ReturnType<typeof newPage>;
  /** A screenshot of the page as it is now: e2e/artifacts/<prefix>-<name>.png. */
  shot: (page: Page, name: string) => Promise<void>;
}

export interface RetailerSuiteOptions {
  /**
   * Sign retailer1 in to the API before the tests (`token`, `api`); on unless false. Off for a
   * file that signs in itself or whose tests count on the sessions and sign-ins they make.
   */
  apiSession?: boolean;
}

/**
 * One real server (fresh demo database) and one browser for the test file, and retailer1 signed
 * in to the API (unless `apiSession: false`), made before its tests and closed after them. Call it
 * inside `describe`; the fields are there once the tests run. Every browser-test file starts here.
 */
export function retailerSuite(shotPrefix: string, options: RetailerSuiteOptions = {}): RetailerSuite {
  const suite: RetailerSuite = {
    server: undefined as unknown as RunningServer,
    browser: undefined as unknown as Browser,
    token: '',
    api: (call, body = {}) => suite.server.api(call, body, suite.token),
    open: (viewport = PHONE, pageOptions = {}) =>
      newPage(suite.browser, suite.server.url, viewport, pageOptions),
    async openAtHome(viewport) {
      const opened = await suite.open(viewport);
      await signInRetailer1AtHome(opened.page);
      return opened;
    },
    async shot(page, name) {
      await page.waitForTimeout(400);
      await page.screenshot({ path: path.join(ARTIFACTS, `${shotPrefix}-${name}.png`), fullPage: false });
    },
  };
  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    suite.server = await startServer();
    suite.browser = await launchBrowser();
    if (options.apiSession !== false) {
      suite.token = (await suite.server.api('/login/UserAuthentication', RETAILER1)).token!;
    }
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.server?.stop();
  });
  return suite;
}
