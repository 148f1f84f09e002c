import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DESKTOP, hasChromium, PHONE } from '../support/browser.ts';
import { expectAccessible, retailerSuite } from '../support/retailer.ts';

/*
 * Product complaints (route myComplaints, docs/decisions/085): retailer1 opens Complaints from the
 * menu, sees its demo complaints with every field and their thumbnails (fetched with the session,
 * shown from blob: addresses), files a complaint with a photo chosen from a file, saying how the
 * product was disposed of and where it goes back to (decision 095), and sees it listed with its
 * thumbnail and those two. Screenshots land in e2e/artifacts.
 */

/** A PNG photo to upload (the app's own icon, 512 x 512). */
const PHOTO = readFileSync(path.resolve(import.meta.dirname, '../../apps/web/public/icons/icon-512.png'));

describe.skipIf(!hasChromium)('product complaints', () => {
  const suite = retailerSuite('complaints');
  const { shot } = suite;

  it('files a complaint with a photo taken from a file and sees it listed with its thumbnail', async () => {
    const { page, consoleErrors } = await suite.openAtHome(PHONE);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.getByRole('link', { name: 'Complaints' }).click();
    await page.waitForURL('**/ivy/myComplaints');
    await page.getByRole('heading', { name: 'Complaints' }).waitFor();

    const cards = page.getByTestId('complaint-card');
    await expect.poll(() => cards.count()).toBe(4);
    // Every thumbnail of the demo complaints loads from a blob: address (fetched with the session).
    const thumbs = page.locator('[data-testid="complaint-card"] img');
    await expect.poll(() => thumbs.count()).toBe(7);
    await expect
      .poll(() =>
        thumbs.evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).naturalWidth === 240)),
      )
      .toBe(true);
    const first = await cards.first().textContent();
    for (const label of ['Reference number', 'Complaint type', 'Reason', 'Consumer name', 'Contact number'])
      expect(first).toContain(label);
    await shot(page, 'list-phone');
    await expectAccessible(page, 'complaints list');

    await page.getByTestId('complaint-new').click();
    const dialog = page.getByRole('dialog', { name: 'Generate complaint' });
    await dialog.waitFor();
    await dialog.getByTestId('complaint-type').selectOption({ label: 'Packaging' });
    await dialog.getByTestId('complaint-reason').selectOption({ label: 'Leaking' });
    // Submitting without a product says so, and sends nothing.
    await dialog.getByTestId('complaint-submit').click();
    await dialog.getByText('Please choose the product.').waitFor();
    await dialog.getByTestId('complaint-product-search').fill('tea');
    await dialog.getByTestId('complaint-product-option').first().click();
    const product = (await dialog.getByTestId('complaint-product').textContent())!.trim();
    await dialog.getByTestId('complaint-invoice').fill('INV-E2E-1');
    // Typed DD-MM-YYYY as every date in the app, not the browser's mm/dd/yyyy box.
    await dialog.getByTestId('complaint-invoice-date').fill('10092025');
    expect(await dialog.getByTestId('complaint-invoice-date').inputValue()).toBe('10-09-2025');
    await dialog.getByTestId('complaint-consumer').fill('Kiran Desai');
    await dialog.getByTestId('complaint-disposal').selectOption({ label: 'Return to distributor' });
    await dialog.getByTestId('complaint-return-to').selectOption({ label: 'Company depot' });
    await dialog.getByTestId('complaint-remarks').fill('Bottle leaked in the carton');
    await dialog
      .getByTestId('complaint-files')
      .setInputFiles({ name: 'leak.png', mimeType: 'image/png', buffer: PHOTO });
    await expect.poll(() => dialog.locator('[data-testid="complaint-previews"] img').count()).toBe(1);
    await shot(page, 'form-phone');
    await expectAccessible(page, 'generate complaint form');

    // The picture is sent compressed, as a JPEG (the browser redraws every picture).
    const preview = dialog.locator('[data-testid="complaint-previews"] img');
    expect(await preview.getAttribute('data-type')).toBe('image/jpeg');
    await dialog.getByTestId('complaint-submit').click();
    await page.getByText(/^Complaint CMP\d+ raised\.$/).waitFor();
    await dialog.waitFor({ state: 'hidden' });

    await expect.poll(() => cards.count()).toBe(5);
    const newest = cards.first();
    expect(await newest.textContent()).toContain(product);
    expect(await newest.textContent()).toContain('Kiran Desai');
    expect(await newest.textContent()).toContain('INV-E2E-1 · 10-09-2025');
    expect(await newest.textContent()).toContain('Leaking');
    expect(await newest.textContent()).toContain('Return to distributor');
    expect(await newest.textContent()).toContain('Company depot');
    // Every field the spec lists for a complaint, labelled (the images are the thumbnail below).
    const card = (await newest.textContent())!;
    for (const label of [
      'Reference number',
      'Consumer name',
      'Contact number',
      'Complaint type',
      'Reason',
      'Retailer invoice (number and date)',
      'Method of disposal',
      'Product return to',
      'Remarks',
    ])
      expect(card, label).toContain(label);
    expect(card).toMatch(/CMP\d+/);
    expect(card).toMatch(/\d{2}-\d{2}-\d{4}/);
    expect(card).toContain('Bottle leaked in the carton');
    const thumb = newest.locator('img');
    await expect.poll(() => thumb.evaluate((i) => (i as HTMLImageElement).naturalWidth)).toBe(240);
    expect(await thumb.getAttribute('src')).toMatch(/^blob:/);
    await shot(page, 'listed-phone');

    // The thumbnail opens the picture.
    await newest.getByRole('button', { name: 'Open picture 1' }).click();
    const big = page
      .getByRole('dialog')
      .filter({ has: page.getByRole('img', { name: /Picture 1 of complaint/ }) });
    await expect
      .poll(() => big.getByRole('img').evaluate((i) => (i as HTMLImageElement).naturalWidth))
      .toBe(512);
    expect(consoleErrors).toEqual([]);
  });

  it('shows the list on a desktop in two columns', async () => {
    const { page } = await suite.openAtHome(DESKTOP);
    await page.goto('/ivy/myComplaints');
    await page.getByTestId('complaints-list').waitFor();
    const boxes = await page
      .getByTestId('complaint-card')
      .evaluateAll((els) => els.slice(0, 2).map((e) => e.getBoundingClientRect().top));
    expect(boxes[0]).toBe(boxes[1]);
    await shot(page, 'list-desktop');
  });
});
