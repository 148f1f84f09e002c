import { describe, expect, it } from 'vitest';
import { DESKTOP, hasChromium, PHONE } from '../support/browser.ts';
import { expectAccessible, retailerSuite } from '../support/retailer.ts';

/*
 * Rewards (routes myRewards, rewardHistory, rewardHistoryDetails/{redemptionId}, myEarningsLedger;
 * docs/decisions/099), with the demo's reward code on: retailer1 redeems a gift product on a
 * desktop and cash on a phone, each confirmed with the texted code; the points drop, the
 * redemptions are in the history; it confirms the delivery of a delivered one and reads its
 * earnings ledger and the point details (products that earn points, searched). Screenshots land in e2e/artifacts.
 */

const points = (n: number) => new Intl.NumberFormat('en').format(n);

describe.skipIf(!hasChromium)('rewards', () => {
  const suite = retailerSuite('rewards');
  const { shot } = suite;
  const balance = async () =>
    ((await suite.api('/Reward/GetRewardDashboard')).body.Data as { RewardPoints: number }).RewardPoints;

  it('redeems a gift product with the reward code; the points drop and the redemption is in the history', async () => {
    const { context, page, consoleErrors } = await suite.openAtHome(DESKTOP);
    const before = await balance();
    expect(before).toBeGreaterThan(1000);

    // The drawer's MyRewards entry opens the dashboard.
    await page.goto('/ivy/home');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.getByRole('link', { name: 'My rewards', exact: true }).click();
    await page.waitForURL('**/ivy/myRewards');
    await expect
      .poll(() => page.getByTestId('reward-points').textContent(), { timeout: 10_000 })
      .toBe(points(before));
    await page.getByTestId('gift-card').first().waitFor();
    await shot(page, 'dashboard-desktop');
    await expectAccessible(page, 'rewards dashboard');

    // The filters: a category narrows the gifts; clearing it brings them back.
    const all = await page.getByTestId('gift-card').count();
    await page.getByTestId('gift-filters-toggle').click();
    await page.getByTestId('gift-attr').filter({ hasText: 'Kitchen' }).click();
    await expect.poll(() => page.getByTestId('gift-card').count(), { timeout: 10_000 }).toBeLessThan(all);
    await shot(page, 'filtered-desktop');
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect.poll(() => page.getByTestId('gift-card').count(), { timeout: 10_000 }).toBe(all);

    // The cheapest gift (points ascending), two of them.
    const card = page.getByTestId('gift-card').first();
    const cost = Number(await card.getAttribute('data-points'));
    await card.getByTestId('gift-add').click();
    await card.getByTestId('gift-qty-plus').click();
    await expect
      .poll(() => page.getByTestId('summary-bar').textContent())
      .toContain(`${points(2 * cost)} points`);
    await page.getByTestId('summary-review').click();
    const dialog = page.getByRole('dialog', { name: 'Reward summary' });
    await dialog.getByTestId('summary-line').first().waitFor();
    expect(await dialog.getByTestId('summary-total').textContent()).toBe(points(2 * cost));
    await shot(page, 'summary-desktop');
    await dialog.getByTestId('redeem-confirm').click();

    const otp = page.getByRole('dialog', { name: 'Confirm with the code' });
    await otp.getByText('We sent a code to').waitFor();
    await otp.getByLabel('4-digit code').fill(await suite.server.latestCode('9000000001'));
    await shot(page, 'otp-desktop');
    await otp.getByTestId('reward-otp-verify').click();

    await page.getByTestId('redemption-done').waitFor();
    await expect
      .poll(() => page.getByTestId('reward-points').textContent(), { timeout: 10_000 })
      .toBe(points(before - 2 * cost));
    expect(await balance()).toBe(before - 2 * cost);
    await shot(page, 'redeemed-desktop');

    // The history has it first, pending approval; its detail lists the gift.
    await page.getByTestId('rewards-tab-history').click();
    await page.waitForURL('**/ivy/rewardHistory');
    const first = page.getByTestId('redemption-card').first();
    await first.waitFor();
    expect(await first.getByTestId('redemption-status').getAttribute('data-status')).toBe('P');
    expect(await first.textContent()).toContain(`${points(2 * cost)} pts`);
    await shot(page, 'history-desktop');
    await expectAccessible(page, 'redemption history');
    await first.click();
    await page.waitForURL('**/ivy/rewardHistoryDetails/*');
    await page.getByTestId('redemption-line').first().waitFor();
    expect(await page.getByTestId('redemption-line').first().textContent()).toContain('× 2');
    await shot(page, 'detail-desktop');

    // Point details on a desktop: the products that earn points, with their points.
    await page.goto('/ivy/pointDetails');
    await page.getByTestId('point-detail').first().waitFor();
    expect(
      Number(await page.getByTestId('point-detail').first().getAttribute('data-points')),
    ).toBeGreaterThan(0);
    await shot(page, 'point-details-desktop');

    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('redeems cash with the reward code on a phone, confirms a delivery and reads the earnings ledger', async () => {
    const { context, page, consoleErrors } = await suite.openAtHome(PHONE);
    const before = await balance();
    await page.goto('/ivy/myRewards');
    await expect
      .poll(() => page.getByTestId('reward-points').textContent(), { timeout: 10_000 })
      .toBe(points(before));
    await page.getByTestId('gift-card').first().waitFor();
    await shot(page, 'dashboard-phone');

    await page.getByTestId('redeem-type-CASH').click();
    // More than the balance is refused before anything is sent.
    await page.getByTestId('cash-points').fill(String(before + 1));
    await page.getByText('not above your available points').waitFor();
    await page.getByTestId('cash-points').fill('100');
    await page.getByText('You get ₹100.00').waitFor();
    await shot(page, 'cash-phone');
    await page.getByTestId('cash-redeem').click();
    await page.getByRole('dialog', { name: 'Reward summary' }).getByTestId('redeem-confirm').click();
    const otp = page.getByRole('dialog', { name: 'Confirm with the code' });
    await otp.getByText('We sent a code to').waitFor();
    await otp.getByLabel('4-digit code').fill(await suite.server.latestCode('9000000001'));
    await otp.getByTestId('reward-otp-verify').click();
    await page.getByTestId('redemption-done').waitFor();
    await expect
      .poll(() => page.getByTestId('reward-points').textContent(), { timeout: 10_000 })
      .toBe(points(before - 100));

    // A delivered redemption: confirm its delivery.
    await page.goto('/ivy/rewardHistory?status=D');
    const delivered = page.getByTestId('redemption-card').first();
    await delivered.waitFor();
    await shot(page, 'history-phone');
    await delivered.click();
    await page.getByTestId('confirm-delivery').click();
    await page.getByTestId('confirm-delivery-yes').click();
    await page.getByText('Thank you, the delivery is confirmed.').waitFor();
    await expect.poll(() => page.getByTestId('redemption-status').getAttribute('data-status')).toBe('C');
    await shot(page, 'confirmed-phone');

    // The earnings ledger: the cash redemption on top, the balance after it.
    await page.goto('/ivy/myEarningsLedger');
    const row = page.getByTestId('earnings-row').first();
    await row.waitFor();
    expect(await row.getAttribute('data-kind')).toBe('REDEEM');
    await expect
      .poll(() => page.getByTestId('earnings-balance').textContent(), { timeout: 10_000 })
      .toBe(points(before - 100));
    expect(await page.getByTestId('earnings-row').count()).toBeGreaterThan(5);
    await shot(page, 'earnings-phone');
    await expectAccessible(page, 'earnings ledger');

    // Point details, from the rewards tabs: the products that earn points, most first; a search narrows them.
    await page.getByTestId('rewards-tab-point-details').click();
    await page.waitForURL('**/ivy/pointDetails');
    const product = page.getByTestId('point-detail');
    await product.first().waitFor();
    const earned = await product.evaluateAll((rows) =>
      rows.map((r) => Number(r.getAttribute('data-points'))),
    );
    expect(earned.length).toBeGreaterThan(1);
    expect(earned.every((n) => n > 0)).toBe(true);
    expect(earned).toEqual([...earned].sort((a, b) => b - a));
    expect(await product.first().getByTestId('point-detail-points').textContent()).toBe(points(earned[0]!));
    await shot(page, 'point-details-phone');
    await expectAccessible(page, 'point details');
    const code = (await product.nth(1).textContent())!.match(/SKU\d+/)![0];
    await page.getByTestId('point-details-search').fill(code);
    await expect.poll(() => product.count(), { timeout: 10_000 }).toBe(1);
    expect(await product.first().textContent()).toContain(code);
    await page.getByTestId('point-details-search').fill('no such product zzz');
    await page.getByTestId('point-details-empty').waitFor();

    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
