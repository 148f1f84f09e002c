import { describe, expect, it } from 'vitest';
import { DESKTOP, hasChromium, PHONE } from '../support/browser.ts';
import { expectAccessible, retailerSuite } from '../support/retailer.ts';

/*
 * Invoice delivery marking (route orderStatusDelivery, docs/decisions/055): retailer1 sees the
 * demo's invoices waiting for delivery, is stopped from giving a day after today, marks one
 * delivered on a phone and the rest together on a desktop; each leaves the pending list and the
 * server keeps the day. Screenshots land in e2e/artifacts.
 */

interface PendingInvoice {
  InvoiceNo: string;
  InvoiceDate: string;
  OrderNo: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** The device's date, as the screen shows it (DD-MM-YYYY) and as the API takes it. */
function deviceDay(offsetDays = 0): { display: string; api: string } {
  const d = new Date();
  d.setDate(d.getDate() + offsetDays);
  const [y, m, day] = [d.getFullYear(), pad(d.getMonth() + 1), pad(d.getDate())];
  return { display: `${day}-${m}-${y}`, api: `${y}-${m}-${day}` };
}

describe.skipIf(!hasChromium)('invoice delivery marking', () => {
  const suite = retailerSuite('invoice-delivery');
  const { shot } = suite;
  const pendingNow = async () =>
    ((await suite.api('/SalesOrder/PendingOrderInvoice', { PageSize: 100 })).body.Data ??
      []) as PendingInvoice[];

  it('marks one invoice delivered on a phone: a day after today is refused, then it leaves the list', async () => {
    const { context, page, consoleErrors } = await suite.openAtHome(PHONE);
    const before = await pendingNow();
    expect(before.length, 'the demo has invoices waiting for delivery').toBeGreaterThanOrEqual(2);

    // The drawer's OrderStatusDelivery entry opens the screen.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Delivery status' }).click();
    await page.waitForURL('**/ivy/orderStatusDelivery');
    await page.getByTestId('invoice-list').waitFor();
    await expect.poll(() => page.getByTestId('invoice-row').count()).toBe(before.length);
    const target = before[0]!;
    const row = page.locator(`[data-testid="invoice-row"][data-invoice-no="${target.InvoiceNo}"]`);
    await expect.poll(() => row.textContent()).toContain(target.OrderNo);
    expect(await page.getByTestId('mark-delivered').isDisabled()).toBe(true);
    await shot(page, 'list-phone');
    await expectAccessible(page, 'pending invoices');

    await page.getByLabel(`Select invoice ${target.InvoiceNo}`).check();
    await expect
      .poll(() => page.getByTestId('invoice-selected').textContent())
      .toContain('1 invoice selected');
    await page.getByTestId('mark-delivered').click();
    const dialog = page.getByRole('dialog', { name: `Mark invoice ${target.InvoiceNo} delivered?` });
    await dialog.waitFor();
    const date = dialog.getByTestId('delivery-date');
    expect(await date.inputValue()).toBe(deviceDay().display);
    await expectAccessible(page, 'mark delivered dialog');

    // A day after today is refused on the screen; nothing is sent.
    await date.fill(deviceDay(1).display.replace(/-/g, ''));
    await dialog.getByTestId('mark-delivered-confirm').click();
    await dialog.getByText('The delivery date cannot be after today.').waitFor();
    expect((await pendingNow()).map((i) => i.InvoiceNo)).toContain(target.InvoiceNo);
    await shot(page, 'dialog-error-phone');

    await date.fill(deviceDay().display);
    await dialog.getByTestId('mark-delivered-confirm').click();
    const notice = page.locator('[data-notice="success"]').first();
    await notice.waitFor();
    expect(await notice.textContent()).toContain(`Invoice ${target.InvoiceNo} is marked delivered.`);
    await dialog.waitFor({ state: 'hidden' });
    await row.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('invoice-row').count()).toBe(before.length - 1);

    // The server keeps the day; the order's invoices show it.
    const after = await pendingNow();
    expect(after.map((i) => i.InvoiceNo)).not.toContain(target.InvoiceNo);
    const invoices = (await suite.api('/SalesOrder/OrderInvoice', { OrderNo: target.OrderNo })).body
      .Data as Array<{ InvoiceNo: string; DeliveredOn: string | null }>;
    expect(invoices.find((i) => i.InvoiceNo === target.InvoiceNo)?.DeliveredOn).toBe(deviceDay().api);
    await shot(page, 'after-phone');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('searches, then marks every remaining invoice at once on a desktop until the list is empty', async () => {
    const { context, page, consoleErrors } = await suite.openAtHome(DESKTOP);
    const before = await pendingNow();
    expect(before.length).toBeGreaterThanOrEqual(1);

    await page.goto('/ivy/orderStatusDelivery');
    await page.getByTestId('invoice-list').waitFor();
    await shot(page, 'list-desktop');

    // Search by order number: one invoice; an unknown number: none.
    const one = before.at(-1)!;
    await page.getByTestId('invoice-search').fill(one.OrderNo);
    await page.getByTestId('invoice-search').press('Enter');
    await expect.poll(() => page.getByTestId('invoice-row').count()).toBe(1);
    expect(await page.getByTestId('invoice-row').first().getAttribute('data-invoice-no')).toBe(one.InvoiceNo);
    await page.getByTestId('invoice-search').fill('NO-SUCH-INVOICE');
    await page.getByTestId('invoice-search').press('Enter');
    await page.getByTestId('invoices-no-match').waitFor();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect.poll(() => page.getByTestId('invoice-row').count()).toBe(before.length);

    // All of them, one day (the latest invoice date is the earliest day allowed).
    await page.getByTestId('invoice-select-all').check();
    await page.getByTestId('mark-delivered').click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    if (before.length > 1)
      expect(await dialog.getByRole('heading').textContent()).toBe(
        `Mark ${before.length} invoices delivered?`,
      );
    await shot(page, 'dialog-desktop');
    await dialog.getByTestId('mark-delivered-confirm').click();
    await page.locator('[data-notice="success"]').first().waitFor();
    await page.getByTestId('invoices-empty').waitFor();
    expect(await pendingNow()).toEqual([]);
    await shot(page, 'empty-desktop');

    // The other view still follows the orders on their way.
    await page.getByTestId('delivery-tab-journey').click();
    await page.waitForURL('**/ivy/orderStatusDelivery?view=journey');
    await page.getByTestId('delivery-card').first().waitFor();
    await expectAccessible(page, 'orders on the way');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
