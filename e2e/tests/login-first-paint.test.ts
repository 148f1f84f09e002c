import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, hasChromium, PHONE } from '../support/browser.ts';
import { chooseDistributor, RETAILER1, retailerSuite, signInWithPassword } from '../support/retailer.ts';

/**
 * From the start of every document the page loads, records whether the login page's card (its step
 * heading) was ever in it: the observer is in place before the first byte of HTML is parsed.
 */
async function watchForLoginCard(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = () => document.getElementById('login-step-title') !== null;
    const flags = window as unknown as { sawLoginCard: boolean };
    flags.sawLoginCard = false;
    new MutationObserver(() => {
      if (seen()) flags.sawLoginCard = true;
    }).observe(document, { childList: true, subtree: true });
  });
}

const sawLoginCard = (page: Page) =>
  page.evaluate(() => (window as unknown as { sawLoginCard: boolean }).sawLoginCard);

/** The sign-in page painted before its script (decision 078). */
describe.skipIf(!hasChromium)('login page first paint', () => {
  const suite = retailerSuite('login-first-paint', { apiSession: false });

  it('is in the HTML: a browser without JavaScript shows the login card', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const context = await suite.browser.newContext({
        baseURL: suite.server.url,
        viewport,
        javaScriptEnabled: false,
      });
      const page = await context.newPage();
      await page.goto('/');
      expect(await page.getByRole('heading', { level: 1 }).filter({ visible: true }).textContent()).toBe(
        'Welcome to Restock',
      );
      expect(await page.locator('#login-step-title').textContent()).toBe('Sign in');
      expect(await page.getByText('User name or mobile number').isVisible()).toBe(true);
      expect(
        await page.getByText(`© ${new Date().getFullYear()} Restock. All rights reserved.`).isVisible(),
      ).toBe(true);
      // Inert until the app takes over: nothing typed or pressed before then is lost.
      expect(await page.locator('#root > [inert]').count()).toBe(1);
      await context.close();
    }
  });

  it('is taken over by the app in place: interactive, no layout shift', async () => {
    const { page, context, consoleErrors } = await suite.open(PHONE);
    await page.goto('/');
    // The app has replaced the card once no part of the page is inert.
    await page.waitForFunction(() => document.querySelector('[inert]') === null);
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) total += (entry as unknown as { value: number }).value;
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(total), 300);
        }),
    );
    expect(shift).toBe(0);
    // The page painted from its own styles; the whole stylesheet is on before the app drew
    // (decision 081).
    expect(
      await page.evaluate(() =>
        [...document.styleSheets].some(
          (sheet) => sheet.href?.includes('/assets/index-') && !sheet.disabled && sheet.cssRules.length > 0,
        ),
      ),
    ).toBe(true);
    await page.getByLabel('User name or mobile number').fill(RETAILER1.loginId);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Password', { exact: true }).waitFor();
    await context.close();
    expect(consoleErrors).toEqual([]);
  });

  it('never shows the card to a signed-in retailer reloading a screen or opening the start address', async () => {
    const { page, context, consoleErrors } = await suite.open(PHONE);
    await signInWithPassword(page);
    await chooseDistributor(page);
    await page.waitForURL('**/ivy/home');
    // Home, reached from the prerendered page, has the whole stylesheet: the category names are
    // clamped to two lines by a class the login page's own styles do not have.
    const tileName = page.getByTestId('home-categories').locator('.line-clamp-2').first();
    expect(await tileName.evaluate((el) => getComputedStyle(el).webkitLineClamp)).toBe('2');
    await watchForLoginCard(page);

    const reloaded = await page.reload();
    expect(await reloaded?.text()).not.toContain('id="login-step-title"');
    await page.getByRole('banner').waitFor();
    expect(new URL(page.url()).pathname).toBe('/ivy/home');
    expect(await sawLoginCard(page)).toBe(false);

    await page.goto('/');
    await page.waitForURL('**/ivy/home');
    await page.getByRole('banner').waitFor();
    expect(await sawLoginCard(page)).toBe(false);

    // Signed out from the menu: the next visit gets the card in its HTML again.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Sign out' }).click();
    const confirm = page.getByRole('dialog', { name: 'Sign out?' });
    await confirm.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    const signedOut = await page.reload();
    expect(await signedOut?.text()).toContain('id="login-step-title"');
    await context.close();
    expect(consoleErrors).toEqual([]);
  });
});
