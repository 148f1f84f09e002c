import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

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

/** retailer1 signed in with its default distributor, on home. */
export async function signInRetailer1AtHome(page: Page): Promise<void> {
  await signInWithPassword(page);
  await chooseDistributor(page, SHARMA);
  await page.waitForURL('**/ivy/home');
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
