import { describe, expect, it } from 'vitest';
import { DESKTOP, hasChromium, PHONE } from '../support/browser.ts';
import {
  expectAccessible,
  retailerSuite,
  signInRetailer1AtHome,
  switchBlockedDialog,
} from '../support/retailer.ts';

/*
 * Sales return on the web (docs/decisions/082 and 083): retailer1 opens "Sales return" from the
 * menu, finds a product by one of its invoices (the search waits for 3 characters), enters a piece
 * for a reason, checks the summary, submits it with the invoice, and lands on the return history,
 * where the new return shows as submitted and opens with its lines and status history. The server
 * keeps the return and an empty summary. The list narrows by the catalogue's attribute filter
 * (decision 127). Screenshots land in e2e/artifacts.
 */

interface ReturnHeader {
  SalesReturnId: number;
  SRH_No: string;
  Invoice: string;
  Status: string;
}

describe.skipIf(!hasChromium)('sales return', () => {
  const suite = retailerSuite('sales-return');
  const { shot } = suite;
  const returns = async () =>
    ((await suite.api('/SalesReturn/ReturnView', { PageSize: 50 })).body.Data ?? []) as ReturnHeader[];

  it('raises a return against an invoice on a phone and follows it in the history', async () => {
    const { context, page, consoleErrors } = await suite.openAtHome(PHONE);
    const before = await returns();
    expect(before.length, 'the demo has past returns').toBeGreaterThanOrEqual(5);
    const invoice = before.find((r) => r.Invoice !== '')!.Invoice;

    // The menu entry opens the screen, not "Not available yet".
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Sales return' }).click();
    await page.waitForURL('**/ivy/salesReturn');
    await page.getByRole('heading', { name: 'Sales return', level: 1 }).waitFor();
    await page.getByTestId('return-products').waitFor();
    const all = await page.getByTestId('return-product').count();

    // Two characters are not a search yet; the invoice number is.
    const search = page.getByTestId('return-invoice-search');
    await search.fill(invoice.slice(0, 2));
    await page.getByText('Type at least 3 characters to search by invoice.').waitFor();
    // The invoice's list must be the one shown before a product is picked from it.
    await Promise.all([
      page.waitForResponse(
        (res) =>
          res.url().includes('/SalesReturn/ProductList') &&
          (res.request().postData() ?? '').includes(invoice),
      ),
      search.fill(invoice),
    ]);
    await page.waitForURL(`**/ivy/salesReturn?invoice=${invoice}`);
    await page.waitForLoadState('networkidle');
    await expect.poll(() => page.getByTestId('return-product').count()).toBeLessThanOrEqual(all);
    // A product with pieces left to return (the demo's past returns took one or two of some).
    const product = page
      .getByTestId('return-product')
      .filter({ has: page.getByTestId('return-open-entry') })
      .first();
    const name = (await product.getByRole('heading').textContent())!;
    await shot(page, 'products-phone');
    await expectAccessible(page, 'return products');

    await product.getByTestId('return-open-entry').click();
    const entry = page.getByRole('dialog', { name: `Return ${name}` });
    await entry.waitFor();
    await entry.getByTestId('return-reason').selectOption({ label: 'Damaged in transit' });
    await entry.getByTestId('return-pieces').fill('1');
    await expectAccessible(page, 'return entry');
    await entry.getByTestId('return-entry-save').click();
    await entry.waitFor({ state: 'hidden' });
    await expect.poll(() => product.getByTestId('return-entered').textContent()).toContain('1 pc');
    await page.getByTestId('return-open-summary').click();

    await page.waitForURL('**/ivy/salesReturnSummary');
    const item = page.getByTestId('return-summary-item');
    await expect.poll(() => item.count()).toBe(1);
    expect(await item.textContent()).toContain('Damaged in transit');
    await page.getByTestId('return-invoice').fill(invoice);
    await page.getByTestId('return-remarks').fill('Outer pack torn');
    await shot(page, 'summary-phone');
    await expectAccessible(page, 'return summary');
    await page.getByTestId('return-submit').click();

    await page.waitForURL('**/ivy/salesReturnHistory');
    // The entry's own notice may still show: this one names the return.
    const notice = page.locator('[data-notice="success"]', { hasText: 'Return request raised' });
    await notice.waitFor();
    const after = await returns();
    const made = after.find((r) => !before.some((b) => b.SalesReturnId === r.SalesReturnId))!;
    expect(made).toMatchObject({ Invoice: invoice, Status: 'S' });
    expect(await notice.textContent()).toContain(`Return request raised: ${made.SRH_No}.`);
    const card = page.locator(`[data-testid="return-card"][data-return-no="${made.SRH_No}"]`);
    expect(await card.getByTestId('return-status').textContent()).toBe('Submitted');
    expect(((await suite.api('/SalesReturn/ReturnSummary')).body.Data ?? []) as unknown[]).toEqual([]);
    await shot(page, 'history-phone');
    await expectAccessible(page, 'return history');

    await card.click();
    const detail = page.getByTestId('return-detail');
    await detail.waitFor();
    expect(await detail.getAttribute('data-return-no')).toBe(made.SRH_No);
    expect(await detail.getByTestId('return-line').textContent()).toContain(name);
    expect(await detail.getByTestId('return-timeline').textContent()).toContain('Submitted');
    expect(await detail.textContent()).toContain('Outer pack torn');
    await shot(page, 'detail-phone');
    await expectAccessible(page, 'return detail');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('filters the list by an attribute (decision 127): a price sort in the address falls back to name A-Z with a notice', async () => {
    const total = async (body: unknown) =>
      Number(
        (
          (await suite.api('/SalesReturn/ProductList', { PageSize: 1, ...(body as object) }))
            .body as unknown as { TotalCount: number }
        ).TotalCount,
      );
    const all = await total({});
    // A Pack Type value some of the returnable products have, not all of them.
    const attributes = (await suite.api('/Product/AttributeMaster')).body.Data as Array<{
      AttrId: number;
      AttrName: string;
      Values: Array<{ Id: number; Value: string }>;
    }>;
    const packType = attributes.find((a) => a.AttrName === 'Pack Type')!;
    let chosen: { value: { Id: number; Value: string }; count: number } | null = null;
    for (const value of packType.Values) {
      const count = await total({ AttrFilter: [{ AttrId: packType.AttrId, AttrValues: [value.Id] }] });
      if (count > 0 && count < all) {
        chosen = { value, count };
        break;
      }
    }
    expect(chosen, 'a Pack Type value narrows the returnable products').not.toBeNull();
    const { value, count } = chosen!;

    for (const viewport of [PHONE, DESKTOP]) {
      const { context, page, consoleErrors } = await suite.openAtHome(viewport);
      const phone = viewport === PHONE;
      await page.goto('/ivy/salesReturn?sort=Price_DESC');
      await page.getByTestId('return-products').waitFor();
      await page.getByText(new RegExp(`^Showing \\d+ of ${all}$`)).waitFor();
      await page.getByTestId('return-attr-filter').click();
      const drawer = page.getByRole('dialog', { name: 'Filter by attribute' });
      const section = drawer.getByTestId(`filter-attr-${packType.AttrId}`);
      await section.getByLabel(value.Value, { exact: true }).check();
      await shot(page, `attr-filter-${phone ? 'phone' : 'desktop'}`);
      await expectAccessible(page, 'return attribute filter');
      await drawer.getByTestId('return-attr-apply').click();
      await drawer.waitFor({ state: 'hidden' });
      await expect
        .poll(() => new URL(page.url()).searchParams.get('attr'))
        .toBe(`${packType.AttrId}:${value.Id}`);
      // The list narrows to the value's products, by name A-Z: the price sort is gone, and said so.
      await page.getByText(new RegExp(`^Showing \\d+ of ${count}$`)).waitFor();
      expect(new URL(page.url()).searchParams.get('sort')).toBeNull();
      expect(await page.getByTestId('return-sort-notice').textContent()).toContain('sorted by name A–Z');
      expect(await page.getByTestId('return-sort').inputValue()).toBe('Name_ASC');
      expect(await page.getByTestId('return-attr-filter').textContent()).toContain('1');
      await shot(page, `attr-filtered-${phone ? 'phone' : 'desktop'}`);
      expect(consoleErrors).toEqual([]);
      await context.close();
    }
  });

  it('loads the return summary and reasons in the startup sequence, on home, before any return screen', async () => {
    const { context, page } = await suite.open(PHONE);
    const calls: string[] = [];
    page.on('request', (req) => {
      const m = req.url().match(/\/api\/SalesReturn\/(\w+)/);
      if (m) calls.push(`${m[1]} on ${new URL(page.url()).pathname}`);
    });
    await signInRetailer1AtHome(page);
    await expect
      .poll(() => [...new Set(calls.map((c) => c.split(' ')[0]))].sort(), { timeout: 15_000 })
      .toEqual(['ReasonMaster', 'ReturnSummary']);
    expect(
      calls.every((c) => !/salesReturn/i.test(c.split(' on ')[1]!)),
      calls.join(', '),
    ).toBe(true);
    await context.close();
  });
  it('refuses switching distributor while the return summary holds lines, says why, and allows it once cleared', async () => {
    const { context, page, consoleErrors } = await suite.openAtHome(DESKTOP);
    await page.goto('/ivy/salesReturn');
    const product = page
      .getByTestId('return-product')
      .filter({ has: page.getByTestId('return-open-entry') })
      .first();
    const name = (await product.getByRole('heading').textContent())!;
    await product.getByTestId('return-open-entry').click();
    const entry = page.getByRole('dialog', { name: `Return ${name}` });
    await entry.getByTestId('return-reason').selectOption({ index: 1 });
    await entry.getByTestId('return-pieces').fill('1');
    await Promise.all([
      page.waitForResponse((res) => res.url().includes('/SalesReturn/ReturnUpload')),
      entry.getByTestId('return-entry-save').click(),
    ]);
    await entry.waitFor({ state: 'hidden' });
    await page.waitForLoadState('networkidle');

    // The real server's refusal (E028), not a played-back one: the spec's validation message.
    const metro = 'Metro Distribution Co.';
    const trySwitch = async () => {
      await page.goto('/ivy/manageDistributors');
      await page
        .getByRole('button', { name: new RegExp(`^Switch to this distributor\\W+${metro}$`) })
        .click();
      const confirm = page.getByRole('dialog', { name: 'Switch distributor?' });
      await confirm.getByRole('button', { name: 'Switch', exact: true }).click();
    };
    await trySwitch();
    const blocked = await switchBlockedDialog(page);
    await shot(page, 'switch-blocked-desktop');
    await blocked.getByRole('link', { name: 'Open return summary' }).click();
    await page.waitForURL('**/ivy/salesReturnSummary');
    await page.getByTestId('return-clear-all').click();
    await page.getByTestId('return-clear-confirm').click();
    await page.getByText('The return summary is cleared.').waitFor();
    expect(((await suite.api('/SalesReturn/ReturnSummary')).body.Data ?? []) as unknown[]).toEqual([]);

    await trySwitch();
    await page.getByText(`You are now ordering from ${metro}.`).waitFor();
    expect(consoleErrors.filter((e) => !/status of 409\b/.test(e))).toEqual([]);
    await context.close();
  });
});
