import readXlsxFile from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import { DESKTOP, hasChromium, PHONE } from '../support/browser.ts';
import { expectAccessible, retailerSuite } from '../support/retailer.ts';

/*
 * Support, content and guidance (issue 20, decision 104): retailer1 opens the support helpline from
 * the drawer on a phone (each contact a tel:, mailto: or https link opened in a new tab without an
 * opener), the app guidance from there, the digital content on a desktop (thumbnails drawn, a
 * picture shown in the viewer, the PDF opened in a new tab, a spreadsheet downloaded and read), and
 * the client's disclaimers where the screens show them (smart lists, product detail, cart).
 * Screenshots land in e2e/artifacts.
 */

interface Listed {
  ProductId: number;
  MinORDQty: number;
  PrincipalId: number;
  DistributorId: number;
  IsSaleable: number;
}

interface Media {
  Id: number;
  Title: string;
  FileType: string;
  FileName: string;
}

describe.skipIf(!hasChromium)('support, content and guidance', () => {
  const suite = retailerSuite('content');
  const { shot } = suite;

  it('opens the support helpline from the drawer on a phone, with call, mail and help-centre links, then the app guidance', async () => {
    const { context, page, consoleErrors } = await suite.openAtHome(PHONE);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.getByRole('link', { name: 'Support helpline' }).click();
    await page.waitForURL('**/ivy/supportHelpline');
    await page.getByRole('heading', { level: 1, name: 'Support helpline' }).waitFor();
    await expect.poll(() => page.getByTestId('helpline-contact').count()).toBe(4);
    const links = await page.getByTestId('helpline-contact').evaluateAll((items) =>
      items.map((li) => {
        const a = li.querySelector('a');
        return {
          type: li.getAttribute('data-type'),
          href: a?.getAttribute('href'),
          target: a?.getAttribute('target'),
          rel: a?.getAttribute('rel'),
        };
      }),
    );
    expect(links).toEqual([
      { type: 'Mobile', href: 'tel:+912240001234', target: null, rel: null },
      { type: 'Mobile', href: 'tel:+919820012345', target: null, rel: null },
      { type: 'Email', href: 'mailto:support@restock.example', target: null, rel: null },
      {
        type: 'ExternalLink',
        href: 'https://help.restock.example/retailers',
        target: '_blank',
        rel: 'noopener noreferrer',
      },
    ]);
    await shot(page, 'helpline-phone');
    await expectAccessible(page, 'support helpline on a phone');

    await page.getByTestId('helpline-guidance').click();
    await page.waitForURL('**/ivy/appGuidance');
    await page.getByRole('heading', { level: 1, name: 'App guidance' }).waitFor();
    expect(await page.getByTestId('guidance-order').getAttribute('open')).not.toBeNull();
    await page.getByTestId('guidance-returns').locator('summary').click();
    await page.getByText('Open Sales return, pick products from your invoices').waitFor();
    await shot(page, 'guidance-phone');
    await expectAccessible(page, 'app guidance on a phone');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('shows the digital content on a desktop: thumbnails, a picture in the viewer, the PDF opened, a spreadsheet downloaded', async () => {
    const { context, page, consoleErrors } = await suite.openAtHome(DESKTOP);
    const all = (await suite.api('/Product/DigitalContent', { PageSize: 50 })).body.Data as Media[];
    expect(all.length).toBe(9);

    // The helpline and the guidance on a wide screen.
    await page.goto('/ivy/supportHelpline');
    await expect.poll(() => page.getByTestId('helpline-contact').count()).toBe(4);
    await shot(page, 'helpline-desktop');
    await page.goto('/ivy/appGuidance');
    await page.getByTestId('guidance-order').waitFor();
    await shot(page, 'guidance-desktop');
    await page.goto('/ivy/home');

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Digital content' }).click();
    await page.waitForURL('**/ivy/digitalContent');
    await page.getByTestId('media-card').first().waitFor();
    await expect.poll(() => page.getByTestId('media-card').count()).toBe(all.length);
    // Every thumbnail is drawn (served by our server at its signed address).
    await expect
      .poll(() =>
        page
          .getByTestId('media-card')
          .locator('img')
          .evaluateAll((imgs) => imgs.filter((i) => (i as HTMLImageElement).naturalWidth > 0).length),
      )
      .toBe(all.length);
    await shot(page, 'media-desktop');
    await expectAccessible(page, 'digital content on a desktop');

    // A picture opens in the viewer, drawn in place.
    await page.locator('[data-testid="media-card"][data-type="jpg"]').click();
    const viewer = page.getByTestId('media-viewer');
    await viewer.waitFor();
    await expect
      .poll(() => page.getByTestId('media-image').evaluate((i) => (i as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(300);
    expect(page.url()).toMatch(/\/ivy\/digitalContent\/\d+$/);
    await shot(page, 'media-viewer-desktop');
    await page.keyboard.press('Escape');
    await page.waitForURL('**/ivy/digitalContent');

    // Documents only; the PDF opens in a new tab, as a PDF from our server.
    await page.getByTestId('media-filter-document').click();
    await expect.poll(() => page.getByTestId('media-card').count()).toBe(4);
    await page.locator('[data-testid="media-card"][data-type="pdf"]').click();
    const served: Array<{ url: string; type: string | undefined }> = [];
    context.on('response', (r) => {
      if (r.url().includes('/media/')) served.push({ url: r.url(), type: r.headers()['content-type'] });
    });
    const [popup] = await Promise.all([context.waitForEvent('page'), page.getByTestId('media-open').click()]);
    await popup.waitForLoadState();
    await expect.poll(() => served.find((r) => r.url === popup.url())?.type).toBe('application/pdf');
    expect(new URL(popup.url()).origin).toBe(new URL(suite.server.url).origin);
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    await popup.close();
    await page.keyboard.press('Escape');

    // The spreadsheet downloads under its name and reads as the schemes sheet.
    await page.locator('[data-testid="media-card"][data-type="xlsx"]').click();
    expect(await page.getByTestId('media-open').count()).toBe(0);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('media-download').click(),
    ]);
    expect(download.suggestedFilename()).toBe('schemes-q4.xlsx');
    const [sheet] = await readXlsxFile(await download.path());
    expect(sheet!.data[0]).toEqual(['Scheme', 'Brand', 'Buy', 'Get', 'Valid till']);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('opens an item from its address on a phone', async () => {
    const { context, page, consoleErrors } = await suite.openAtHome(PHONE);
    const [first] = (await suite.api('/Product/DigitalContent', { PageSize: 1, Kind: 'image' })).body
      .Data as Media[];
    await page.goto(`/ivy/digitalContent/${first!.Id}`);
    await page.getByTestId('media-viewer').waitFor();
    await page.getByRole('heading', { name: first!.Title }).waitFor();
    await shot(page, 'media-viewer-phone');
    await page.keyboard.press('Escape');
    await page.getByTestId('media-grid').waitFor();
    await shot(page, 'media-phone');

    // The demo's video plays in place: the browser reads its length from our server's bytes.
    const [video] = (await suite.api('/Product/DigitalContent', { PageSize: 1, Kind: 'video' })).body
      .Data as Media[];
    await page.goto(`/ivy/digitalContent/${video!.Id}`);
    const player = page.getByTestId('media-video');
    // The player reads the file's metadata over the network: allow a loaded machine its time.
    await expect
      .poll(() => player.evaluate((v) => (v as HTMLVideoElement).duration), { timeout: 15_000 })
      .toBeGreaterThan(8.5);
    await player.evaluate((v) => (v as HTMLVideoElement).play());
    await expect
      .poll(() => player.evaluate((v) => (v as HTMLVideoElement).currentTime), { timeout: 15_000 })
      .toBeGreaterThan(0.2);
    await shot(page, 'media-video-phone');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("shows the client's disclaimers: smart lists, and the minimum order quantity on the product and the cart", async () => {
    const { context, page, consoleErrors } = await suite.openAtHome(PHONE);
    await page.goto('/ivy/smartList');
    const smart = page.getByTestId('disclaimer-SmartListDisclaimer');
    await smart.waitFor();
    expect(await smart.textContent()).toContain('Products out of stock are skipped');

    let withMinimum: Listed | undefined;
    for (let pageNo = 1; pageNo <= 10 && !withMinimum; pageNo++) {
      const products = (await suite.api('/Product/SearchProduct', { page: pageNo })).body.Data as Listed[];
      withMinimum = products.find((p) => p.MinORDQty > 0 && p.IsSaleable === 1);
    }
    expect(withMinimum, 'a demo product with a minimum order quantity').toBeDefined();
    await page.goto(`/ivy/product/${withMinimum!.ProductId}`);
    const onProduct = page.getByTestId('disclaimer-MinOrderQtyDisclaimer');
    await onProduct.waitFor();
    expect(await onProduct.textContent()).toContain('Minimum order quantity');
    await onProduct.scrollIntoViewIfNeeded();
    await shot(page, 'disclaimer-product-phone');

    // In the cart, beside a line with a minimum (put there through the API, taken out after).
    expect((await suite.api('/SalesOrder/ClearCart')).body.Status).toBe(1);
    const upload = await suite.api('/SalesOrder/OrderUpload', [
      {
        PId: withMinimum!.ProductId,
        Qty: withMinimum!.MinORDQty,
        PrincipalId: withMinimum!.PrincipalId,
        DistributorId: withMinimum!.DistributorId,
      },
    ]);
    expect(upload.body.Status, upload.body.Msg).toBe(1);
    await page.goto('/ivy/viewCart');
    const inCart = page.getByTestId('disclaimer-MinOrderQtyDisclaimer');
    await inCart.waitFor();
    expect(await inCart.textContent()).toContain('rounded up to the minimum order quantity');
    await inCart.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await shot(page, 'disclaimer-cart-phone');
    expect((await suite.api('/SalesOrder/ClearCart')).body.Status).toBe(1);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
