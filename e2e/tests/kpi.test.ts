import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, hasChromium, PHONE } from '../support/browser.ts';
import { expectAccessible, retailerSuite, signInRetailer1AtHome } from '../support/retailer.ts';

/*
 * The KPI dashboard (route kpiDashboard, /KPI/Monthly; docs/decisions/110), the invoices' waybill
 * numbers (isShowAWBNumber), the orders' sources (isShowOrderResource) and the smart-list disclaimer
 * (isShowDisclaimers). retailer1 opens the dashboard from the drawer on a phone and reads each
 * KPI's target and achievement as the server answers them; on a desktop it reads the trend table
 * of a past month. Each setting is switched off in the config the browser receives (the server's
 * answer with one value changed) and what it shows goes away. Screenshots land in e2e/artifacts.
 */

interface Kpi {
  Code: string;
  Target: number | null;
  Achievement: number;
  AchievedPercent: number | null;
  Trend: Array<{ Month: string; Target: number | null; Achievement: number }>;
}
interface KpiMonthly {
  Month: string;
  CurrentMonth: string;
  Kpis: Kpi[];
}

/** The digits of a number as the screen writes it (grouped, two decimals for money). */
const digits = (text: string | null) => (text ?? '').replace(/[^\d]/g, '');
const moneyDigits = (n: number) => n.toFixed(2).replace(/[^\d]/g, '');
const wholeDigits = (n: number) => String(Math.round(n));
const asShown = (code: string, n: number) => (code === 'SV' ? moneyDigits(n) : wholeDigits(n));

/** The settings the browser receives, with some switched off (the server's answer otherwise unchanged). */
async function switchOff(page: Page, keys: string[]): Promise<void> {
  await page.route('**/api/appconfig/pwaconfig', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { Data: { Configs: Array<{ key: string; value: string }> } };
    for (const c of body.Data.Configs) if (keys.includes(c.key)) c.value = 'false';
    await route.fulfill({ response, json: body });
  });
}

describe.skipIf(!hasChromium)('KPI dashboard, waybills, order sources and disclaimers', () => {
  const suite = retailerSuite('kpi');
  const { shot } = suite;

  it("opens from the drawer on a phone and shows each KPI's target and achievement as the server answers", async () => {
    const { context, page, consoleErrors } = await suite.openAtHome(PHONE);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'KPI dashboard' }).click();
    await page.waitForURL('**/ivy/kpiDashboard');
    await page.getByRole('heading', { level: 1, name: 'Target vs achievement' }).waitFor();
    expect(await page.getByText('Not available yet').count()).toBe(0);
    const data = (await suite.api('/KPI/Monthly', { Months: 6 })).body.Data as KpiMonthly;
    for (const k of data.Kpis) {
      const card = page.getByTestId(`kpi-card-${k.Code}`);
      await card.waitFor();
      expect(digits(await card.getByTestId(`kpi-achievement-${k.Code}`).textContent()), k.Code).toBe(
        asShown(k.Code, k.Achievement),
      );
      expect(k.Target, `${k.Code} has a target in the demo`).not.toBeNull();
      expect(digits(await card.getByTestId(`kpi-target-${k.Code}`).textContent()), k.Code).toBe(
        asShown(k.Code, k.Target!),
      );
    }
    // The cards sit two to a row on a phone, and nothing runs off the screen.
    const box = await page.getByTestId('kpi-card-SV').boundingBox();
    expect(box!.width).toBeLessThan(PHONE.width / 2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.getByTestId('kpi-chart').locator('svg').first().waitFor();
    expect(await page.getByTestId('kpi-chart').locator('rect').count()).toBeGreaterThanOrEqual(12);
    await shot(page, 'dashboard-phone');
    await page.getByTestId('kpi-chart').scrollIntoViewIfNeeded();
    await shot(page, 'chart-phone');
    await expectAccessible(page, 'KPI dashboard on a phone');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('shows a past month and its trend table with the server numbers on a desktop', async () => {
    const { context, page, consoleErrors } = await suite.openAtHome(DESKTOP);
    await page.goto('/ivy/kpiDashboard');
    await page.getByTestId('kpi-cards').waitFor();
    const current = (await suite.api('/KPI/Monthly', {})).body.Data as KpiMonthly;
    const past = current.Kpis[0]!.Trend[2]!.Month;
    await page.getByTestId('kpi-month').selectOption(past);
    const data = (await suite.api('/KPI/Monthly', { Month: past, Months: 6 })).body.Data as KpiMonthly;
    await page.getByTestId('kpi-chip-PV').click();
    const pv = data.Kpis.find((k) => k.Code === 'PV')!;
    const table = page.getByTestId('kpi-table');
    await expect
      .poll(async () => digits(await table.getByTestId(`kpi-row-${past}`).textContent()))
      .toBe(
        `${digits(String(Number(past.slice(0, 4))))}${wholeDigits(pv.Target!)}${wholeDigits(pv.Achievement)}`,
      );
    await expect.poll(() => table.locator('tbody tr').count()).toBe(6);
    for (const p of pv.Trend) {
      const text = digits(await table.getByTestId(`kpi-row-${p.Month}`).textContent());
      expect(text.endsWith(wholeDigits(p.Achievement)), p.Month).toBe(true);
    }
    const percent = data.Kpis.find((k) => k.Code === 'SV')!.AchievedPercent!;
    expect(await page.getByTestId('kpi-percent-SV').textContent()).toContain(
      String(Math.floor(percent * 10) / 10).split('.')[0],
    );
    await shot(page, 'dashboard-desktop');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('shows achievement only when isShowTargetVsAchievementDashboard is off', async () => {
    const { context, page, consoleErrors } = await suite.open(PHONE);
    await switchOff(page, ['isShowTargetVsAchievementDashboard']);
    await signInRetailer1AtHome(page);
    await page.goto('/ivy/kpiDashboard');
    await page.getByRole('heading', { level: 1, name: 'KPI dashboard' }).waitFor();
    await page.getByTestId('kpi-achievement-SV').waitFor();
    expect(await page.getByTestId('kpi-target-SV').count()).toBe(0);
    expect(await page.getByTestId('kpi-percent-SV').count()).toBe(0);
    expect(await page.getByTestId('kpi-table').locator('thead th').count()).toBe(2);
    await shot(page, 'achievement-only-phone');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("shows an invoice's waybill and an order's source on the order detail, the history and the delivery list", async () => {
    const history = (await suite.api('/SalesOrder/OrderView', { PageSize: 100 })).body.Data as Array<{
      OrderId: number;
      OrderNo: string;
      OrderSource: string;
      InvoiceCount: number;
    }>;
    const invoiced = history.find((o) => o.InvoiceCount > 0 && o.OrderSource !== 'APP');
    expect(invoiced, 'an invoiced order taken by the sales rep or the call centre').toBeDefined();
    const invoices = (await suite.api('/SalesOrder/OrderInvoice', { OrderNo: invoiced!.OrderNo })).body
      .Data as Array<{ AwbNumber: string | null }>;
    const awb = invoices.find((i) => i.AwbNumber)?.AwbNumber;
    expect(awb).toBeTruthy();
    const label = invoiced!.OrderSource === 'SALES_REP' ? 'Sales representative' : 'Call centre';

    const { context, page, consoleErrors } = await suite.openAtHome(PHONE);
    await page.goto(`/ivy/orders/${invoiced!.OrderId}`);
    await page.getByTestId('order-detail').waitFor();
    expect(await page.getByTestId('order-source').textContent()).toContain(label);
    const shownAwb = page.getByTestId('order-invoices').getByTestId('invoice-awb').first();
    await shownAwb.waitFor();
    expect(await page.getByTestId('order-invoices').getByTestId('invoice-awb').allTextContents()).toContain(
      `AWB ${awb}`,
    );
    await shot(page, 'order-awb-phone');
    await page.goto('/ivy/orders');
    await page.getByTestId('orders-list').waitFor();
    expect(await page.getByTestId('order-card-source').count()).toBeGreaterThan(0);
    await page.goto('/ivy/orderStatusDelivery');
    await page.getByTestId('invoice-list').waitFor();
    expect(await page.getByTestId('invoice-awb').count()).toBeGreaterThan(0);
    await shot(page, 'delivery-awb-phone');
    expect(consoleErrors).toEqual([]);
    await context.close();

    // The same screens with isShowAWBNumber, isShowOrderResource and isShowDisclaimers off.
    const off = await suite.open(DESKTOP);
    await switchOff(off.page, ['isShowAWBNumber', 'isShowOrderResource', 'isShowDisclaimers']);
    await signInRetailer1AtHome(off.page);
    await off.page.goto(`/ivy/orders/${invoiced!.OrderId}`);
    await off.page.getByTestId('order-invoices').waitFor();
    expect(await off.page.getByTestId('order-source').count()).toBe(0);
    expect(await off.page.getByTestId('invoice-awb').count()).toBe(0);
    await off.page.goto('/ivy/orders');
    await off.page.getByTestId('orders-list').waitFor();
    expect(await off.page.getByTestId('order-card-source').count()).toBe(0);
    await off.page.goto('/ivy/orderStatusDelivery');
    await off.page.getByTestId('invoice-list').waitFor();
    expect(await off.page.getByTestId('invoice-awb').count()).toBe(0);
    await off.page.goto('/ivy/smartList');
    await off.page.getByRole('heading', { level: 1 }).waitFor();
    await off.page.waitForTimeout(500);
    expect(await off.page.getByTestId('disclaimer-SmartListDisclaimer').count()).toBe(0);
    expect(off.consoleErrors).toEqual([]);
    await off.context.close();
  });

  it('lets the retailer read the terms and the contract it accepted again from the settings', async () => {
    const { context, page, consoleErrors } = await suite.openAtHome(PHONE);
    await page.goto('/ivy/settings');
    await page.getByTestId('settings-read-TermsAndCondition').click();
    const terms = page.getByRole('dialog', { name: 'Terms and conditions' });
    await terms.getByText('Keep your sign-in details to yourself', { exact: false }).waitFor();
    // Read only: nothing to accept here.
    expect(await terms.getByRole('button').allTextContents()).not.toContain('Accept');
    await shot(page, 'settings-terms-phone');
    await terms.getByRole('button', { name: 'Close' }).last().click();
    await page.getByTestId('settings-read-ContractAgreement').click();
    await page
      .getByRole('dialog', { name: 'Retailer contract agreement' })
      .getByText('You order goods from your mapped distributors', { exact: false })
      .waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
