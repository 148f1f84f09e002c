import { describe, expect, it } from 'vitest';
import { DESKTOP, hasChromium, PHONE } from '../support/browser.ts';
import { expectAccessible, retailerSuite } from '../support/retailer.ts';

/*
 * Monthly sales and club enrolment (routes monthlySales and clubEnrollment, docs/decisions/101 and
 * 102): retailer1 reads its monthly sales as a chart and as a table whose numbers are the server's,
 * on a phone, and switches to volume; on a desktop it picks the Gold club, calculates the targets,
 * confirms and enrols, and then sees each quarter's target against its achievement. Screenshots
 * land in e2e/artifacts.
 */

interface MonthlySales {
  Type: string;
  Months: Array<{ Month: string; Value: number }>;
  Total: number;
}

describe.skipIf(!hasChromium)('monthly sales and club enrolment', () => {
  const suite = retailerSuite('loyalty');
  const { shot } = suite;

  it('shows the monthly sales as a chart and a table with the server numbers, on a phone', async () => {
    const { context, page, consoleErrors } = await suite.openAtHome(PHONE);
    const res = await suite.api('/Loyalty/GetMonthlySalesDetails', { Type: 'SV', Months: 12 });
    expect(res.body.Status, res.body.Msg).toBe(1);
    const sv = res.body.Data as MonthlySales;
    // Every month but possibly the current one, whose orders may not be invoiced yet.
    expect(sv.Months.slice(0, -1).every((m) => m.Value > 0)).toBe(true);

    await page.goto('/ivy/monthlySales');
    await page.getByRole('heading', { level: 1, name: 'Monthly sales' }).waitFor();
    await page.getByTestId('sales-chart').locator('svg').first().waitFor();
    const table = page.getByTestId('sales-table');
    await expect.poll(() => table.locator('tbody tr').count()).toBe(12);
    // Newest month first; its value as the server answered it (two decimals, grouped digits).
    const newest = sv.Months[sv.Months.length - 1]!;
    const firstRow = (await table.locator('tbody tr').first().textContent()) ?? '';
    expect(firstRow.replace(/[^\d.]/g, '')).toContain(newest.Value.toFixed(2).replace(/[^\d.]/g, ''));
    // The chart is a picture only; the table is what a screen reader reads.
    expect(await page.getByTestId('sales-chart').locator('svg').first().getAttribute('aria-hidden')).toBe(
      'true',
    );
    expect(await page.getByTestId('sales-chart').locator('rect').count()).toBeGreaterThanOrEqual(12);
    await shot(page, 'monthly-phone');
    await expectAccessible(page, 'monthly sales on a phone');

    await page.getByTestId('sales-type-PV').click();
    await page.getByRole('heading', { level: 2, name: 'Purchase volume' }).waitFor();
    const pv = (await suite.api('/Loyalty/GetMonthlySalesDetails', { Type: 'PV', Months: 12 })).body
      .Data as MonthlySales;
    const total = (await page.getByTestId('sales-total').textContent()) ?? '';
    expect(total.replace(/\D/g, '')).toBe(String(pv.Total));
    await shot(page, 'monthly-volume-phone');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('shows 24 months and every type on a desktop', async () => {
    const { context, page, consoleErrors } = await suite.openAtHome(DESKTOP);
    await page.goto('/ivy/monthlySales');
    await page.getByTestId('sales-table').waitFor();
    await page.getByTestId('sales-period').selectOption('24');
    await expect.poll(() => page.getByTestId('sales-table').locator('tbody tr').count()).toBe(24);
    for (const type of ['SV', 'PV', 'FM', 'RM', 'BSKU']) {
      expect(await page.getByTestId(`sales-type-${type}`).isVisible()).toBe(true);
    }
    await page.getByTestId('sales-type-FM').click();
    await page.getByRole('heading', { level: 2, name: 'Focus brands' }).waitFor();
    await shot(page, 'monthly-desktop');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('enrols in a club on a desktop and shows the quarter targets against achievement', async () => {
    const { context, page, consoleErrors } = await suite.openAtHome(DESKTOP);
    await page.goto('/ivy/clubEnrollment');
    await page.getByRole('heading', { level: 1, name: 'Club enrolment' }).waitFor();
    expect(await page.getByTestId('club-current').textContent()).toBe('Silver Club');
    await page.getByTestId('club-GOLD').check();
    await page.getByTestId('target-SV').click();
    await page.getByTestId('club-calculate').click();
    const calc = page.getByTestId('club-calc');
    await calc.waitFor();
    expect(await calc.getByTestId('quarter-table').locator('tbody tr').count()).toBe(4);
    await shot(page, 'club-calc-desktop');
    await expectAccessible(page, 'club enrolment calculation');

    await page.getByTestId('club-enrol').click();
    const dialog = page.getByRole('dialog', { name: /Enrol in Gold Club/ });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('Silver Club');
    await shot(page, 'club-confirm-desktop');
    await page.getByTestId('club-confirm').click();
    await page.getByTestId('club-enrollment').waitFor();
    expect(await page.getByTestId('club-enrolled-in').textContent()).toBe('Gold Club');
    const rowsOnScreen = page.getByTestId('quarter-table').locator('tbody tr');
    await expect.poll(() => rowsOnScreen.count()).toBe(4);

    // The screen shows what the server holds: the enrolment with each quarter's achievement.
    const exists = (await suite.api('/Loyalty/CheckEnrollmentExists', {})).body.Data as {
      IsEnrolledAlready: boolean;
      Enrollment: { RequestedClubName: string; Quarters: Array<{ Name: string; Achievement: number }> };
    };
    expect(exists.IsEnrolledAlready).toBe(true);
    expect(exists.Enrollment.RequestedClubName).toBe('Gold Club');
    for (const [i, q] of exists.Enrollment.Quarters.entries()) {
      const text = (await rowsOnScreen.nth(i).textContent()) ?? '';
      expect(text).toContain(q.Name);
      expect(text.replace(/[^\d.]/g, '')).toContain(q.Achievement.toFixed(2).replace(/[^\d.]/g, ''));
    }
    expect(await page.getByTestId('quarter-chart').locator('rect').count()).toBeGreaterThanOrEqual(8);
    await shot(page, 'club-enrolled-desktop');
    await expectAccessible(page, 'club enrolment');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('shows the enrolment on a phone after a reload', async () => {
    const { context, page, consoleErrors } = await suite.openAtHome(PHONE);
    await page.goto('/ivy/clubEnrollment');
    await page.getByTestId('club-enrollment').waitFor();
    await page.getByTestId('quarter-chart').locator('svg').first().waitFor();
    await shot(page, 'club-enrolled-phone');
    await page.getByTestId('quarter-table').scrollIntoViewIfNeeded();
    await shot(page, 'club-quarters-phone');
    await expectAccessible(page, 'club enrolment on a phone');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
