import readXlsxFile from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import { DESKTOP, hasChromium, PHONE } from '../support/browser.ts';
import {
  chooseDistributor,
  expectAccessible,
  retailerSuite,
  signInWithPassword,
} from '../support/retailer.ts';

/*
 * The retailer ledger (route retailerLedger, docs/decisions/092): retailer1 opens it from the
 * drawer on a phone and reads this month's entries as cards; on a desktop picks last month, reads
 * the table, and exports it: the downloaded AccountLedger_MM_YYYY.xlsx is opened here and its rows
 * are the statement the server answers; at a distributor without entries a month shows the
 * noRetailerLedgerError message and offers no export. Screenshots land in e2e/artifacts.
 */

interface Entry {
  EntryDate: string;
  KindName: string;
  Reference: string;
  Narration: string;
  Debit: number;
  Credit: number;
  Balance: number;
}
interface Ledger {
  OpeningBalance: number;
  ClosingBalance: number;
  Entries: Entry[];
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The device's month and the one before it. */
function months(): Array<{ Month: number; Year: number }> {
  const now = new Date();
  const last = new Date(now.getFullYear(), now.getMonth() - 1, 1);
  return [
    { Month: now.getMonth() + 1, Year: now.getFullYear() },
    { Month: last.getMonth() + 1, Year: last.getFullYear() },
  ];
}

describe.skipIf(!hasChromium)('retailer ledger', () => {
  const suite = retailerSuite('ledger');
  const { shot } = suite;
  const statement = async (m: { Month: number; Year: number }) => {
    const res = await suite.api('/CustomerLedgerReport/Masters', {
      RetailerCode: 'R0001',
      DistributorCode: 'D001',
      ...m,
    });
    expect(res.body.Status, res.body.Msg).toBe(1);
    return res.body.Data as Ledger;
  };

  it("opens from the drawer on a phone and shows this month's entries as cards", async () => {
    const { context, page, consoleErrors } = await suite.openAtHome(PHONE);
    const [thisMonth] = months();
    const expected = await statement(thisMonth!);

    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.getByRole('link', { name: 'Ledger' }).click();
    await page.waitForURL('**/ivy/retailerLedger');
    await page.getByRole('heading', { level: 1, name: 'Account ledger' }).waitFor();
    await page.getByTestId('ledger-cards').waitFor();
    await expect.poll(() => page.getByTestId('ledger-card').count()).toBe(expected.Entries.length);
    const first = page.getByTestId('ledger-card').first();
    expect(await first.textContent()).toContain(expected.Entries[0]!.Reference);
    // The table is for wider screens; the phone reads cards.
    expect(await page.getByTestId('ledger-table').isVisible()).toBe(false);
    const closing = await page.getByTestId('ledger-closing').textContent();
    expect(closing).toContain(Math.abs(expected.ClosingBalance).toFixed(2).slice(-2));
    await shot(page, 'month-phone');
    await expectAccessible(page, 'ledger on a phone');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('picks last month on a desktop, and exports it as a spreadsheet whose rows are the statement', async () => {
    const { context, page, consoleErrors } = await suite.openAtHome(DESKTOP);
    const [, lastMonth] = months();
    const expected = await statement(lastMonth!);

    await page.goto('/ivy/retailerLedger');
    await page.getByTestId('ledger-table').waitFor();
    await page.getByTestId('ledger-month').selectOption(`${lastMonth!.Year}-${pad(lastMonth!.Month)}`);
    await expect.poll(() => page.getByTestId('ledger-row').count()).toBe(expected.Entries.length);
    const refs = await page
      .getByTestId('ledger-row')
      .evaluateAll((rows) => rows.map((r) => r.textContent ?? ''));
    for (const [i, e] of expected.Entries.entries()) expect(refs[i]).toContain(e.Reference);
    await shot(page, 'month-desktop');
    await expectAccessible(page, 'ledger on a desktop');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('ledger-export').click(),
    ]);
    expect(download.suggestedFilename()).toBe(
      `AccountLedger_${pad(lastMonth!.Month)}_${lastMonth!.Year}.xlsx`,
    );
    const file = await download.path();
    const [sheet] = await readXlsxFile(file);
    const data = sheet!.data;
    const header = data.findIndex((r) => r[0] === 'Date');
    expect(data[header]).toEqual(['Date', 'Type', 'Reference', 'Narration', 'Debit', 'Credit', 'Balance']);
    const body = data.slice(header + 1);
    expect(body).toHaveLength(expected.Entries.length + 2);
    expect(body[0]![1]).toBe('Opening balance');
    expect(Number(body[0]![6])).toBeCloseTo(expected.OpeningBalance, 2);
    for (const [i, e] of expected.Entries.entries()) {
      const row = body[i + 1]!;
      expect(row[1]).toBe(e.KindName);
      expect(String(row[2])).toBe(e.Reference);
      expect(Number(row[4] ?? 0)).toBeCloseTo(e.Debit, 2);
      expect(Number(row[5] ?? 0)).toBeCloseTo(e.Credit, 2);
      expect(Number(row[6])).toBeCloseTo(e.Balance, 2);
    }
    expect(body.at(-1)![1]).toBe('Closing balance');
    expect(Number(body.at(-1)![6])).toBeCloseTo(expected.ClosingBalance, 2);
    await page.locator('[data-notice="success"]').first().waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('shows the noRetailerLedgerError message for a month without entries, and offers no export', async () => {
    const { context, page, consoleErrors } = await suite.open(PHONE);
    // retailer1 at its other distributor, which has no ledger entries for it.
    await signInWithPassword(page);
    await chooseDistributor(page, 'Metro Distribution Co.');
    await page.waitForURL('**/ivy/home');
    await page.goto('/ivy/retailerLedger');
    await page.getByRole('heading', { level: 1, name: 'Account ledger' }).waitFor();
    const empty = page.getByTestId('ledger-empty');
    await empty.waitFor();
    expect(await empty.textContent()).toContain('No ledger entries for this period.');
    expect(await page.getByTestId('ledger-export').count()).toBe(0);
    expect(await page.getByTestId('ledger-cards').count()).toBe(0);
    // Another month of the picker: empty as well, still no export.
    const options = await page
      .getByTestId('ledger-month')
      .locator('option')
      .evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value));
    await page.getByTestId('ledger-month').selectOption(options[1]!);
    await empty.waitFor();
    expect(await page.getByTestId('ledger-export').count()).toBe(0);
    await shot(page, 'empty-phone');
    await expectAccessible(page, 'empty ledger month');
    // The browser logs the two answers of 404 (noRetailerLedgerError, the empty months); nothing else.
    expect(consoleErrors.filter((e) => !/status of 404\b/.test(e))).toEqual([]);
    expect(consoleErrors.length).toBeLessThanOrEqual(2);
    await context.close();
  });

  it('reads the narrations and exports the file in the chosen language (German)', async () => {
    const { context, page, consoleErrors } = await suite.openAtHome(DESKTOP);
    const [, lastMonth] = months();
    const expected = await statement(lastMonth!);
    await page.goto('/ivy/settings');
    await page.getByText('Deutsch').click();
    await page.getByRole('heading', { level: 1, name: 'Einstellungen' }).waitFor();

    await page.goto('/ivy/retailerLedger');
    await page.getByRole('heading', { level: 1, name: 'Kontoauszug' }).waitFor();
    await page.getByTestId('ledger-table').waitFor();
    await page.getByTestId('ledger-month').selectOption(`${lastMonth!.Year}-${pad(lastMonth!.Month)}`);
    await expect.poll(() => page.getByTestId('ledger-row').count()).toBe(expected.Entries.length);
    const texts = await page
      .getByTestId('ledger-row')
      .evaluateAll((rows) => rows.map((r) => r.textContent ?? ''));
    // The demo's invoices, collections and credit notes, in German; none left in English.
    expect(texts.join(' ')).toContain('Rechnung zur Bestellung');
    expect(texts.join(' ')).not.toContain('Invoice for order');
    expect(texts.join(' ')).not.toContain('Payment for');
    await shot(page, 'month-desktop-de');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('ledger-export').click(),
    ]);
    const [sheet] = await readXlsxFile(await download.path());
    const data = sheet!.data;
    expect(data[0]![0]).toBe('Geschäft');
    expect(data[1]![0]).toBe('Händler');
    const header = data.findIndex((r) => r[0] === 'Datum');
    expect(data[header]).toEqual(['Datum', 'Art', 'Beleg', 'Buchungstext', 'Soll', 'Haben', 'Saldo']);
    const body = data.slice(header + 1);
    for (const [i, text] of texts.entries()) expect(text).toContain(String(body[i + 1]![3]));

    // Back to English for the other tests of this file's server.
    await page.goto('/ivy/settings');
    await page.getByText('English').click();
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
