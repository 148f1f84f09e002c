import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, hasChromium, PHONE } from '../support/browser.ts';
import { ARTIFACTS, retailerSuite } from '../support/retailer.ts';
import type { RunningServer } from '../support/server.ts';

/** Console errors that are expected: the browser logs every 4xx answer of a refused sign-in. */
function unexpected(errors: string[]): string[] {
  return errors.filter(
    (e) => !/Failed to load resource: the server responded with a status of 4\d\d/.test(e),
  );
}

/** Whether a full session token is in the encrypted local store (its value is sealed). */
async function hasStoredToken(page: Page): Promise<boolean> {
  return page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('restock');
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('secure')) return resolve(false);
          const get = db.transaction('secure').objectStore('secure').get('v:token');
          get.onsuccess = () => resolve(get.result !== undefined);
          get.onerror = () => resolve(false);
        };
      }),
  );
}

async function enterLoginId(page: Page, loginId: string): Promise<void> {
  await page.getByLabel('User name or mobile number').fill(loginId);
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** The code modal: reads the texted code from the outbox and signs in with it. */
async function enterCode(page: Page, server: RunningServer, mobile: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Enter verification code' });
  await dialog.waitFor();
  await dialog.getByLabel('4-digit code').fill(await server.latestCode(mobile));
  await dialog.getByRole('button', { name: 'Verify and sign in' }).click();
}

/** Signed in: the page left '/' for the logged-in area and the token is stored. */
async function expectSignedIn(page: Page): Promise<void> {
  await page.waitForURL(/\/ivy(\/|\?|$)/, { timeout: 15_000 });
  await expect.poll(() => hasStoredToken(page)).toBe(true);
}

describe.skipIf(!hasChromium)('login page', () => {
  const suite = retailerSuite('login', { apiSession: false });
  const { open } = suite;

  it('shows logo, welcome, version, copyright and passes an axe check on a phone and a desktop', async () => {
    for (const [name, viewport] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      const { page, context, consoleErrors } = await open(viewport);
      await page.goto('/');
      await page.getByRole('heading', { name: 'Sign in' }).waitFor();
      const logo = page.getByRole('img', { name: 'Restock' });
      await expect
        .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Welcome to Restock');
      expect(await page.getByText('Version 4.6.70.1488').isVisible()).toBe(true);
      expect(
        await page.getByText(`© ${new Date().getFullYear()} Restock. All rights reserved.`).isVisible(),
      ).toBe(true);
      await page.screenshot({ path: path.join(ARTIFACTS, `login-${name}.png`) });

      const results = await new AxeBuilder({ page }).analyze();
      expect(
        results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      ).toEqual([]);

      // Step 1 validation: required.
      await page.getByRole('button', { name: 'Continue' }).click();
      expect(await page.getByText('Please enter your user name or mobile number.').isVisible()).toBe(true);
      await context.close();
      expect(unexpected(consoleErrors)).toEqual([]);
    }
  });

  it('signs retailer1 in with a password, lands in the logged-in area and stays signed in', async () => {
    const { page, context, consoleErrors } = await open(DESKTOP);
    await page.goto('/?landingScreen=home');
    await enterLoginId(page, 'retailer1');

    await page.getByRole('heading', { name: 'Enter your password' }).waitFor();
    const password = page.getByLabel('Password', { exact: true });
    expect(await password.evaluate((el) => el === document.activeElement)).toBe(true);
    // Required, not only whitespace.
    await password.fill('   ');
    await page.getByRole('button', { name: 'Sign in' }).click();
    expect(await page.getByText('Please enter your password.').isVisible()).toBe(true);
    // Show / hide.
    await password.fill('Retailer@123');
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await password.getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    expect(await password.getAttribute('type')).toBe('password');
    await page.screenshot({ path: path.join(ARTIFACTS, 'login-password-desktop.png') });

    await page.getByRole('button', { name: 'Sign in' }).click();
    await expectSignedIn(page);
    // The query goes on to the logged-in area, which picks the landing screen from it.
    expect(new URL(page.url()).searchParams.get('landingScreen')).toBe('home');

    // Already signed in: '/' goes straight on.
    await page.goto('/');
    await page.waitForURL(/\/ivy/);
    await context.close();
    expect(unexpected(consoleErrors)).toEqual([]);
  });

  it('reopens the path a signed-out user asked for after a code sign-in', async () => {
    const { page, context, consoleErrors } = await open(PHONE);
    await page.goto('/ivy/settings');
    await page.waitForURL((url) => url.pathname === '/');
    await enterLoginId(page, '9000000002');
    await enterCode(page, suite.server, '9000000002');
    await page.waitForURL(/\/ivy\/settings/);
    // The code dialog's history entry must not pull the page back afterwards.
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe('/ivy/settings');
    await context.close();
    expect(unexpected(consoleErrors)).toEqual([]);
  });

  it('shows the E004 alert for a wrong password and lets the user change the login id', async () => {
    const { page, context, consoleErrors } = await open(PHONE);
    await page.goto('/');
    await enterLoginId(page, 'retailer1');
    await page.getByLabel('Password', { exact: true }).fill('Wrong@123');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const alert = page.locator('[data-notice="error"]');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Invalid login id or password.');
    expect(new URL(page.url()).pathname).toBe('/');

    await page.getByRole('button', { name: 'Change user' }).click();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(await page.getByLabel('User name or mobile number').inputValue()).toBe('retailer1');

    // An unknown login id: the alert and the message under the field.
    await enterLoginId(page, 'nobody-here');
    await page.getByLabel('User name or mobile number').and(page.locator('[aria-invalid="true"]')).waitFor();
    expect(await page.locator('p[role="alert"]').first().textContent()).toBe('User does not exist.');
    await context.close();
    expect(unexpected(consoleErrors)).toEqual([]);
  });

  it('signs 9000000002 in with a texted code, refusing a malformed and a wrong code first', async () => {
    const { page, context, consoleErrors } = await open(PHONE);
    await page.goto('/');
    await enterLoginId(page, '9000000002');
    const dialog = page.getByRole('dialog', { name: 'Enter verification code' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('We sent a 4-digit code to ******0002.');
    expect(await dialog.getByText('You can request a new code in').isVisible()).toBe(true);
    await page.screenshot({ path: path.join(ARTIFACTS, 'login-otp-phone.png') });
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);

    const input = dialog.getByLabel('4-digit code');
    expect(await input.getAttribute('autocomplete')).toBe('one-time-code');
    expect(await input.getAttribute('inputmode')).toBe('numeric');
    await input.fill('1a2b');
    expect(await input.inputValue()).toBe('12');
    await dialog.getByRole('button', { name: 'Verify and sign in' }).click();
    expect(await dialog.getByText('Please enter the 4-digit code.').isVisible()).toBe(true);

    const code = await suite.server.latestCode('9000000002');
    const wrong = `${(Number(code[0]) + 1) % 10}${code.slice(1)}`;
    await input.fill(wrong);
    await dialog.getByRole('button', { name: 'Verify and sign in' }).click();
    await dialog.getByText('Invalid code.').waitFor();

    await input.fill(code);
    await dialog.getByRole('button', { name: 'Verify and sign in' }).click();
    await expectSignedIn(page);
    await context.close();
    expect(unexpected(consoleErrors)).toEqual([]);
  });

  it('cancelling the code goes back to the first form', async () => {
    const { page, context } = await open(PHONE);
    await page.goto('/?mob=9000000002');
    const dialog = page.getByRole('dialog', { name: 'Enter verification code' });
    // Auto sign-in from the link: read-only number while it runs, then the code.
    await dialog.waitFor();
    expect(await page.getByLabel('Mobile number').getAttribute('readonly')).toBe('');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(await dialog.isVisible()).toBe(false);
    expect(await page.getByLabel('User name or mobile number').inputValue()).toBe('9000000002');
    await context.close();
  });

  it('onboards newshop: mobile number, contract agreement and terms, then a code', async () => {
    const { page, context, consoleErrors } = await open(PHONE);
    await page.goto('/');
    await enterLoginId(page, 'newshop');
    await page.getByRole('heading', { name: 'Set up your account' }).waitFor();
    const progress = page.getByRole('list', { name: 'Sign-up progress' });
    expect(await progress.textContent()).toContain('User name verified');
    expect(await progress.textContent()).toContain('Mobile number');

    const mobile = page.getByLabel('Mobile number');
    await mobile.fill('98ab76');
    expect(await mobile.inputValue()).toBe('9876');
    await page.getByRole('button', { name: 'Send code' }).click();
    expect(await page.getByText('Enter a valid 10-digit mobile number').isVisible()).toBe(true);
    expect(await page.getByText('Please accept the contract agreement.').isVisible()).toBe(true);
    expect(await page.getByText('Please accept the terms and conditions.').isVisible()).toBe(true);
    await page.screenshot({ path: path.join(ARTIFACTS, 'login-onboard-errors-phone.png'), fullPage: true });
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);

    // The agreement opens in a dialog; "I agree" ticks it.
    await page.getByRole('button', { name: 'Read the contract agreement' }).click();
    const agreement = page.getByRole('dialog');
    await agreement.getByRole('button', { name: 'I agree' }).waitFor();
    expect((await agreement.textContent())?.length ?? 0).toBeGreaterThan(80);
    await page.screenshot({ path: path.join(ARTIFACTS, 'login-agreement-phone.png') });
    await agreement.getByRole('button', { name: 'I agree' }).click();
    expect(await page.getByLabel('I accept the contract agreement').isChecked()).toBe(true);

    // Someone else's number gets no code (decision 073): only the number the distributor has does.
    await mobile.fill('+91 9000000033');
    expect(await mobile.inputValue()).toBe('+91 9000000033');
    await page.getByLabel('I accept the terms and conditions').check();
    await page.getByRole('button', { name: 'Send code' }).click();
    await page
      .getByText('This is not the mobile number your distributor has for you.', { exact: false })
      .first()
      .waitFor();
    expect(await page.getByRole('dialog', { name: 'Enter verification code' }).count()).toBe(0);
    const outbox = await suite.server.api('/dev/Outbox', { To: '9000000033' });
    expect(outbox.body.Data).toEqual([]);

    await mobile.fill('+91 9000000003');
    await page.getByRole('button', { name: 'Send code' }).click();
    await enterCode(page, suite.server, '9000000003');
    await expectSignedIn(page);
    await context.close();
    expect(unexpected(consoleErrors)).toEqual([]);
  });

  it('makes newpass change the password on first login, then signs in with the texted code (and resends it)', async () => {
    const { page, context, consoleErrors } = await open(DESKTOP);
    await page.goto('/');
    await enterLoginId(page, 'newpass');
    await page.getByLabel('Password', { exact: true }).fill('Welcome@123');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Create a new password' }).waitFor();

    const fresh = page.getByLabel('New password', { exact: true });
    const confirm = page.getByLabel('Confirm new password', { exact: true });
    await page.getByRole('button', { name: 'Save and continue' }).click();
    expect(await page.getByText('Please enter a new password.').isVisible()).toBe(true);
    expect(await page.getByText('Please confirm the new password.').isVisible()).toBe(true);
    await fresh.fill('Fresh@2025x');
    await confirm.fill('Fresh@2025y');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    expect(await page.getByText('New password and confirm password do not match.').isVisible()).toBe(true);
    await fresh.fill('weakpass');
    await confirm.fill('weakpass');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    expect(await page.locator('p[role="alert"]').textContent()).toBe(
      'Use 8 to 50 characters with at least one letter and one digit.',
    );
    await page.screenshot({ path: path.join(ARTIFACTS, 'login-change-password-desktop.png') });

    await fresh.fill('Fresh@2025x');
    await confirm.fill('Fresh@2025x');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    const dialog = page.getByRole('dialog', { name: 'Enter verification code' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('******0004');

    // After the countdown the code can be sent again; the newest code signs in.
    await dialog.getByRole('button', { name: 'Resend code' }).click({ timeout: 45_000 });
    await dialog.getByText('A new code was sent to ******0004.').waitFor();
    await enterCode(page, suite.server, '9000000004');
    await expectSignedIn(page);
    await context.close();
    expect(unexpected(consoleErrors)).toEqual([]);

    // The new password works from now on (without a code: only the first login asked for one).
    const res = await suite.server.api('/login/UserAuthentication', {
      loginId: 'newpass',
      password: 'Fresh@2025x',
    });
    expect(res.body.Status).toBe(1);
  }, 90_000);

  it('shows the length error for ?mob= that is not 10 digits', async () => {
    const { page, context } = await open(PHONE);
    await page.goto('/?mob=123');
    await page.getByText('The mobile number in the link must have exactly 10 digits.').waitFor();
    expect(await page.getByLabel('User name or mobile number').inputValue()).toBe('123');
    await context.close();
  });

  it('switches the page to Spanish and keeps the choice', async () => {
    const { page, context, consoleErrors } = await open(PHONE);
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
    await page.getByRole('heading', { name: 'Iniciar sesión' }).waitFor();
    expect(await page.getByLabel('Usuario o número de móvil').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Continuar' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    await page.screenshot({ path: path.join(ARTIFACTS, 'login-es-phone.png') });
    await page.reload();
    await page.getByRole('heading', { name: 'Iniciar sesión' }).waitFor();
    await context.close();
    expect(unexpected(consoleErrors)).toEqual([]);
  });

  // Last: it locks newpass (after its own test) for 15 minutes.
  it('shows the lock and its waiting time when too many wrong passwords locked the account (429 E004)', async () => {
    for (let i = 0; i < 10; i++) {
      const res = await suite.server.api('/login/UserAuthentication', {
        loginId: 'newpass',
        password: `Wrong@${i}000`,
      });
      expect(res.status).toBe(401);
    }
    const { page, context, consoleErrors } = await open(PHONE);
    await page.goto('/');
    await enterLoginId(page, 'newpass');
    await page.getByLabel('Password', { exact: true }).fill('Fresh@2025x');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const alert = page.locator('[data-notice="error"]');
    await alert.waitFor();
    expect(await alert.textContent()).toContain(
      'Too many failed sign-in attempts. Please try again in 15 minutes.',
    );
    expect(await alert.textContent()).not.toContain('Invalid login id or password.');
    expect(await page.locator('p[role="alert"]').first().textContent()).toBe(
      'Too many failed sign-in attempts. Please try again in 15 minutes.',
    );
    await context.close();
    expect(unexpected(consoleErrors)).toEqual([]);
  });
});
