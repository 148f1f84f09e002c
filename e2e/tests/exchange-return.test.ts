import { describe, expect, it } from 'vitest';
import { DESKTOP, hasChromium, PHONE } from '../support/browser.ts';
import { expectAccessible, retailerSuite } from '../support/retailer.ts';

/*
 * Exchange return (routes exchangeReturn and exchangeReturnResult/..., docs/decisions/084, 094):
 * retailer1 opens it from the menu on a phone, enters a product's return under two reasons with a
 * manufacturing date (the sales return's entry), sees a category change clear what it typed,
 * reloads mid-way and finds the flow where it was, orders two pieces back, places the exchange and
 * lands on its result, which names the return and the order the server made; the return holds both
 * reasons and the date; cancelling the order cancels the return with it, and a new exchange starts
 * empty. On a desktop, unequal quantities keep the
 * submit off. Screenshots land in e2e/artifacts.
 */
describe.skipIf(!hasChromium)('exchange return', () => {
  const suite = retailerSuite('exchange-return');
  const { shot } = suite;

  it('completes an exchange from the menu on a phone and lands on its result', async () => {
    const { context, page, consoleErrors } = await suite.openAtHome(PHONE);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Exchange return' }).click();
    await page.waitForURL('**/ivy/exchangeReturn');
    await page.getByRole('heading', { level: 1, name: 'Exchange return' }).waitFor();

    // Step 1: what the distributor invoiced. A product's return is entered per reason, with a
    // manufacturing date; typed quantities go when the category changes.
    const first = page.getByTestId('exchange-item').first();
    await first.waitFor();
    const productId = await first.getAttribute('data-product-id');
    const item = page.locator(`[data-testid="exchange-item"][data-product-id="${productId}"]`);
    const enterTwoReasons = async () => {
      await item.getByTestId('exchange-enter').click();
      const entry = page.getByTestId('return-entry');
      await entry.waitFor();
      const rows = entry.getByTestId('return-entry-row');
      await rows.nth(0).getByTestId('return-reason').selectOption({ label: 'Damaged pack' });
      await rows.nth(0).getByTestId('return-pieces').fill('1');
      await rows.nth(0).getByTestId('return-mfg').fill('01-09-2026');
      await entry.getByTestId('return-add-reason').click();
      await rows.nth(1).getByTestId('return-reason').selectOption({ label: 'Expired' });
      await rows.nth(1).getByTestId('return-pieces').fill('1');
      return entry;
    };
    let entry = await enterTwoReasons();
    await shot(page, 'return-entry-phone');
    await expectAccessible(page, 'exchange return entry');
    await entry.getByTestId('return-entry-save').click();
    await entry.waitFor({ state: 'hidden' });
    await expect.poll(() => item.getByTestId('exchange-reason').count()).toBe(2);
    await page.getByRole('button', { name: 'Add 1 product' }).waitFor();
    await shot(page, 'return-select-phone');
    await expectAccessible(page, 'return product selection');
    const chips = page.locator('fieldset').first().getByRole('button');
    await chips.nth(1).click();
    await expect.poll(() => chips.nth(1).getAttribute('aria-pressed')).toBe('true');
    await chips.first().click();
    await expect.poll(() => item.getByTestId('exchange-enter').textContent()).toBe('Enter quantities');

    entry = await enterTwoReasons();
    await entry.getByTestId('return-entry-save').click();
    await entry.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Continue' }).click();

    // Step 2: the return summary, each reason with its quantity and date.
    await page.getByRole('heading', { name: 'Return summary' }).waitFor();
    expect(await page.getByTestId('return-total').textContent()).toBe('Returning 2 pieces');
    const reasons = page.getByTestId('exchange-reason');
    expect(await reasons.allTextContents()).toEqual([
      'Damaged pack: 1 piece · Mfg. 01-09-2026',
      'Expired: 1 piece',
    ]);
    await shot(page, 'return-summary-phone');

    // A reload (or leaving for another screen) comes back to the same step and quantities.
    await page.reload();
    await page.getByRole('heading', { name: 'Return summary' }).waitFor();
    expect(await page.getByTestId('return-total').textContent()).toBe('Returning 2 pieces');
    expect(await reasons.count()).toBe(2);
    await page.getByRole('button', { name: 'Choose replacement' }).click();

    // Step 3: the replacement from the catalogue.
    await page.getByRole('heading', { name: 'What do you want instead?' }).waitFor();
    expect(await page.getByTestId('exchange-progress').textContent()).toBe('Ordered 0 of 2 pieces returned');
    const product = page.getByTestId('exchange-item').first();
    await product.getByTestId('qty-pieces').fill('2');
    await shot(page, 'order-select-phone');
    await page.getByRole('button', { name: 'Continue' }).click();

    // Step 4: the exchange order, with the address chosen, then the submit.
    await page.getByRole('heading', { name: 'Exchange order summary' }).waitFor();
    expect(await page.getByTestId('summary-returned').textContent()).toBe('2 pieces');
    expect(await page.getByTestId('summary-ordered').textContent()).toBe('2 pieces');
    expect(await page.getByRole('radio').first().isChecked()).toBe(true);
    await shot(page, 'order-summary-phone');
    await expectAccessible(page, 'exchange order summary');
    await page.getByRole('button', { name: 'Place exchange' }).click();

    await page.waitForURL('**/ivy/exchangeReturnResult/**');
    await page.getByTestId('exchange-result').waitFor();
    const returnNo = (await page.getByTestId('result-return-no').textContent()) ?? '';
    const orderNo = (await page.getByTestId('result-order-no').textContent()) ?? '';
    expect(returnNo).toMatch(/^EXR\d+$/);
    expect(orderNo).toMatch(/^SO\d+$/);
    await shot(page, 'result-phone');
    await expectAccessible(page, 'exchange result');

    // The server holds both halves, linked.
    const history = (await suite.api('/SalesReturn/ReturnView', { SearchText: returnNo })).body
      .Data as Array<{
      Kind: string;
      TotalQty: number;
      ExchangeOrderNo: string | null;
    }>;
    expect(history).toEqual([expect.objectContaining({ Kind: 'EX', TotalQty: 2, ExchangeOrderNo: orderNo })]);
    const [made] = history as unknown as Array<{ SalesReturnId: number }>;
    const detail = (await suite.api('/SalesReturn/ReturnViewDetails', { SalesReturnId: made!.SalesReturnId }))
      .body.Data as Array<{
      ProductList: Array<{ PId: number; Reason: string; Qty: number; MfgDate: string }>;
    }>;
    expect(
      detail[0]!.ProductList.map((l) => [l.PId, l.Reason, l.Qty, l.MfgDate]).sort((a, b) =>
        String(a[1]).localeCompare(String(b[1])),
      ),
    ).toEqual([
      [Number(productId), 'Damaged pack', 1, '2026-09-01'],
      [Number(productId), 'Expired', 1, ''],
    ]);
    // The result leads to the return as well as to the order.
    await page.getByRole('link', { name: 'View return' }).click();
    await page.waitForURL('**/ivy/salesReturnHistoryDetails/*');
    await page.getByRole('heading', { level: 1, name: new RegExp(returnNo) }).waitFor();
    await page.goBack();
    await page.getByTestId('exchange-result').waitFor();
    await page.getByRole('link', { name: 'View order' }).click();
    await page.waitForURL('**/ivy/orders/*');
    expect(await page.getByTestId('order-exchange-return').textContent()).toContain(returnNo);

    // Cancelling the exchange's order says beforehand that its return goes too, and does so (decision 094).
    await page.getByTestId('order-cancel').click();
    await page.getByTestId('order-cancel-exchange').waitFor();
    await shot(page, 'order-cancel-phone');
    await page.getByTestId('order-cancel-confirm').click();
    await page.getByText(`Order ${orderNo} and its exchange return ${returnNo} are cancelled.`).waitFor();
    const cancelled = (await suite.api('/SalesReturn/ReturnView', { SearchText: returnNo })).body
      .Data as Array<{
      Status: string;
    }>;
    expect(cancelled.map((h) => h.Status)).toEqual(['C']);

    // The placed exchange is forgotten: a new one starts at the first step, empty.
    await page.goto('/ivy/exchangeReturn');
    await page.getByRole('heading', { name: 'What are you returning?' }).waitFor();
    expect(await page.getByTestId('exchange-reason').count()).toBe(0);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('keeps the submit off on a desktop while returned and ordered pieces differ', async () => {
    const { context, page, consoleErrors } = await suite.openAtHome(DESKTOP);
    await page.goto('/ivy/exchangeReturn');
    const first = page.getByTestId('exchange-item').first();
    await first.waitFor();
    await first.getByTestId('exchange-enter').click();
    const entry = page.getByTestId('return-entry');
    await entry.getByTestId('return-reason').selectOption({ label: 'Slow moving' });
    await entry.getByTestId('return-pieces').fill('1');
    await shot(page, 'return-entry-desktop');
    await entry.getByTestId('return-entry-save').click();
    await entry.waitFor({ state: 'hidden' });
    await shot(page, 'return-select-desktop');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Choose replacement' }).click();
    await page.getByTestId('exchange-item').first().getByTestId('qty-pieces').fill('3');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Pieces returned: 1, ordered: 3. The quantities must match.').waitFor();
    expect(await page.getByRole('button', { name: 'Place exchange' }).isDisabled()).toBe(true);
    await shot(page, 'order-summary-desktop');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
