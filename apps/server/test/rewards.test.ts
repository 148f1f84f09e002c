import {
  ZGiftProductList,
  ZLoyaltyDashboard,
  ZPointDetailList,
  ZPointEntryList,
  ZRedemptionDetails,
  ZRedemptionList,
  ZRewardDashboard,
  ZRewardOrderResult,
  ZRewardVendor,
} from '@restock/domain/contracts/rewards';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsOutbox } from '../src/db/schema.ts';
import { creditInvoicePoints, moveRedemption } from '../src/modules/rewards/service.ts';
import { count, expectFailure, setSetting } from './cart-helpers.ts';
import { carriedProducts, clientIdOf, placeTestOrder } from './orders-helpers.ts';
import { rows } from './product-helpers.ts';
import { createTestApp, type TestApp } from './support/harness.ts';

/**
 * Rewards (routes myRewards, rewardHistory, rewardHistoryDetails, myEarningsLedger; decision 099):
 * the points ledger (earned by invoices, redeemed, given back once on rejection), the /Reward/*
 * calls and the points half of /Loyalty/*.
 */

let t: TestApp;
let token: string;
let clientId: number;
let r1: number;
let d1: number;

const call = (path: string, body: unknown = {}, tk = token) => t.call(path, body, { token: tk });

async function balanceOf(retailerId: number): Promise<number> {
  const [row] = await rows<{ b: string }>(
    t,
    sql`select coalesce(sum(points), 0)::text as b from reward_point_entries where retailer_id = ${retailerId}`,
  );
  return Number(row!.b);
}
async function dashboard(tk = token) {
  const res = await call('/Reward/GetRewardDashboard', {}, tk);
  expect(res.body.Status, res.body.Msg).toBe(1);
  return ZRewardDashboard.parse(res.body.Data);
}
async function gifts(body: unknown = {}, tk = token) {
  const res = await call('/Reward/GetGiftProducts', { PageSize: 100, ...(body as object) }, tk);
  expect(res.body.Status, res.body.Msg).toBe(1);
  return ZGiftProductList.parse(res.body.Data);
}
/** Everything a redemption can change. */
const rewardState = async () =>
  JSON.stringify(
    await Promise.all([
      rows(t, sql`select id, kind, points, source_key from reward_point_entries order by id`),
      rows(t, sql`select id, status, total_points, otp_used_at from reward_redemptions order by id`),
      rows(t, sql`select id, redemption_id, product_id, qty from reward_redemption_lines order by id`),
    ]),
  );
/** Gives a retailer points (a test earning, keyed so it is written once). */
async function grant(retailerId: number, points: number, key: string) {
  await t.database.db.execute(
    sql`insert into reward_point_entries (client_id, retailer_id, entry_date, kind, points, reference, source_key)
        values (${clientId}, ${retailerId}, '2026-01-01', 'BONUS', ${points}, 'TEST', ${key})`,
  );
}

beforeAll(async () => {
  t = await createTestApp();
  token = await t.tokenFor('retailer1');
  clientId = await clientIdOf(t);
  const [r] = await rows<{ id: number }>(t, sql`select id from retailers where code = 'R0001'`);
  r1 = Number(r!.id);
  const [d] = await rows<{ id: number }>(t, sql`select id from distributors where code = 'D001'`);
  d1 = Number(d!.id);
  // The demo has reward codes on; most tests here submit without, the code test switches them on.
  await setSetting(t, 'isEnableRewardOtp', 'false');
});
afterAll(async () => {
  await t?.close();
});

describe('the demo and the points ledger', () => {
  it('shows retailer1 its balance as the sum of its ledger, with earnings from its invoices', async () => {
    const d = await dashboard();
    expect(d.RewardPoints).toBe(await balanceOf(r1));
    expect(d.RewardPoints).toBeGreaterThan(0);
    expect(d.CashEnabled).toBe(true);
    expect(d.RedeemTypes).toEqual(['PRODUCT', 'CASH']);
    expect(d.CashPoints).toBe(d.RewardPoints * d.ConversionRate);
    expect(d.Attributes.map((a) => a.AttrName)).toEqual(['Category', 'Brand']);
    // Every invoice of retailer1 earned once, by its lines' pieces times their points.
    const invoices = await rows<{ id: number; points: string }>(
      t,
      sql`select i.id, sum(case when ol.is_free then 0 else il.qty * ol.product_points end)::text as points
          from invoices i join orders o on o.id = i.order_id join invoice_lines il on il.invoice_id = i.id
          join order_lines ol on ol.id = il.order_line_id where o.retailer_id = ${r1} group by i.id`,
    );
    expect(invoices.length).toBeGreaterThan(0);
    for (const inv of invoices) {
      const earned = await rows<{ points: number }>(
        t,
        sql`select points from reward_point_entries where source_key = ${`EARN:${inv.id}`}`,
      );
      if (Number(inv.points) > 0) expect(earned.map((e) => Number(e.points))).toEqual([Number(inv.points)]);
      else expect(earned).toEqual([]);
    }
  });

  it('has a history in every status, a detail, and a ledger with balances', async () => {
    const list = ZRedemptionList.parse((await call('/Reward/RedemptionView', { PageSize: 100 })).body.Data);
    expect(new Set(list.map((r) => r.Status))).toEqual(new Set(['P', 'S', 'R', 'D', 'C']));
    expect(list.some((r) => r.RedeemType === 'CASH' && r.CashAmount === 200)).toBe(true);
    expect(list[0]!.DistributorName).not.toBe('');
    const detail = ZRedemptionDetails.parse(
      (await call('/Reward/RedemptionViewDetails', { RedemptionId: list.at(-1)!.RedemptionId })).body.Data,
    );
    expect(detail.ProductList.length).toBeGreaterThan(0);
    expect(detail.ProductList.reduce((s, l) => s + l.TotalPoints, 0)).toBe(detail.Summary.TotalPoints);

    const res = await call('/Loyalty/GetEarningLedger', { PageSize: 100 });
    expect(res.body.Status, res.body.Msg).toBe(1);
    const entries = ZPointEntryList.parse(res.body.Data);
    expect(entries[0]!.Balance).toBe(await balanceOf(r1));
    for (let i = 0; i + 1 < entries.length; i++)
      expect(entries[i]!.Balance - entries[i]!.Points).toBe(entries[i + 1]!.Balance);
    expect(new Set(entries.map((e) => e.Kind))).toEqual(new Set(['EARN', 'BONUS', 'REDEEM', 'REVERSE']));
    const only = ZPointEntryList.parse(
      (await call('/Loyalty/GetEarningLedger', { Kind: 'REVERSE' })).body.Data,
    );
    expect(only.map((e) => e.Kind)).toEqual(['REVERSE']);

    const loyal = ZLoyaltyDashboard.parse((await call('/Loyalty/GetLoyaltyDashboardDetails')).body.Data);
    expect(loyal.RewardPoints).toBe(await balanceOf(r1));
    expect(loyal.TotalEarned - loyal.TotalRedeemed + loyal.TotalReversed).toBe(loyal.RewardPoints);
    expect(loyal.PendingPoints).toBe(
      list.filter((r) => r.Status === 'P').reduce((s, r) => s + r.TotalPoints, 0),
    );

    const points = ZPointDetailList.parse(
      (await call('/Loyalty/GetPointDetailsList', { PageSize: 5 })).body.Data,
    );
    expect(points).toHaveLength(5);
    expect(points[0]!.ProductPoints).toBeGreaterThanOrEqual(points[4]!.ProductPoints);
  });

  it('credits an invoice raised once, free goods earning nothing', async () => {
    const [a, b] = await carriedProducts(t, d1, 2);
    const before = await balanceOf(r1);
    const o = await placeTestOrder(t, {
      retailerId: r1,
      distributorId: d1,
      lines: [{ productId: a!, qty: 5 }],
      free: [{ productId: b!, qty: 2, forProductId: a! }],
      at: new Date(),
      status: 'S',
    });
    const [p] = await rows<{ points: number }>(t, sql`select points from products where id = ${a!}`);
    const [inv] = await rows<{ id: number }>(t, sql`select id from invoices where order_id = ${o.id}`);
    expect(await balanceOf(r1)).toBe(before + 5 * Number(p!.points));
    // Crediting it again writes nothing.
    await creditInvoicePoints(t.database.db, Number(inv!.id), new Date());
    expect(await balanceOf(r1)).toBe(before + 5 * Number(p!.points));
  });
});

describe('gift products and vendors', () => {
  it('sorts by points ascending by default and filters by points, vendor and attribute', async () => {
    const all = await gifts();
    expect(all.length).toBe(16);
    expect(all.map((g) => g.ProductPoints)).toEqual(
      [...all.map((g) => g.ProductPoints)].sort((x, y) => x - y),
    );
    expect(all[0]!.ImageUrl).toMatch(/^\/images\/gifts\/\d+\.svg$/);
    const pic = await t.app.inject({ method: 'GET', url: all[0]!.ImageUrl });
    expect(pic.statusCode).toBe(200);
    expect(pic.headers['content-type']).toMatch(/image\/svg\+xml/);

    const desc_ = await gifts({ Sorting: 'Point_DESC' });
    expect(desc_[0]!.ProductPoints).toBe(Math.max(...all.map((g) => g.ProductPoints)));
    const mid = await gifts({ MinPoints: 1000, MaxPoints: 5000 });
    expect(mid.length).toBeGreaterThan(0);
    expect(mid.every((g) => g.ProductPoints >= 1000 && g.ProductPoints <= 5000)).toBe(true);

    const vendors = (await call('/Reward/GetVendors')).body.Data as unknown[];
    const v = vendors.map((x) => ZRewardVendor.parse(x));
    expect(v.length).toBe(4);
    const two = await gifts({ VendorIds: [v[0]!.VendorId, v[1]!.VendorId] });
    expect(two.every((g) => [v[0]!.VendorId, v[1]!.VendorId].includes(g.VendorId))).toBe(true);
    expect(two.length).toBeLessThan(all.length);

    const d = await dashboard();
    const category = d.Attributes.find((a) => a.AttrName === 'Category')!;
    expect(category.Values).toContain('Kitchen');
    const kitchen = await gifts({ AttrFilters: [{ AttrId: category.AttrId, AttrValues: ['Kitchen'] }] });
    expect(kitchen.length).toBeGreaterThan(0);
    expect(kitchen.every((g) => g.Attributes[String(category.AttrId)] === 'Kitchen')).toBe(true);

    await setSetting(t, 'loyaltyVendorFilterSingleSelection', 'true');
    expectFailure(
      await call('/Reward/GetGiftProducts', { VendorIds: [v[0]!.VendorId, v[1]!.VendorId] }),
      'E008',
      400,
    );
    expect((await gifts({ VendorIds: [v[0]!.VendorId] })).length).toBeGreaterThan(0);
    await setSetting(t, 'loyaltyVendorFilterSingleSelection', 'false');
  });
});

describe('settings that shape the gift list and the history', () => {
  it('ignores vendor filters and hides vendors when loyaltyEnableVendor is off', async () => {
    const all = await gifts();
    const v = ((await call('/Reward/GetVendors')).body.Data as unknown[]).map((x) => ZRewardVendor.parse(x));
    expect((await dashboard()).VendorEnabled).toBe(true);
    await setSetting(t, 'loyaltyEnableVendor', 'false');
    try {
      expect((await dashboard()).VendorEnabled).toBe(false);
      expect((await gifts({ VendorIds: [v[0]!.VendorId] })).length).toBe(all.length);
    } finally {
      await setSetting(t, 'loyaltyEnableVendor', 'true');
    }
    expect((await gifts({ VendorIds: [v[0]!.VendorId] })).length).toBeLessThan(all.length);
  });

  it('offers no attributes and ignores attribute filters when loyaltyEnableAttrMapping is off', async () => {
    const all = await gifts();
    const category = (await dashboard()).Attributes.find((a) => a.AttrName === 'Category')!;
    const filter = { AttrFilters: [{ AttrId: category.AttrId, AttrValues: ['Kitchen'] }] };
    expect((await gifts(filter)).length).toBeLessThan(all.length);
    await setSetting(t, 'loyaltyEnableAttrMapping', 'false');
    try {
      expect((await dashboard()).Attributes).toEqual([]);
      expect((await gifts(filter)).length).toBe(all.length);
    } finally {
      await setSetting(t, 'loyaltyEnableAttrMapping', 'true');
    }
  });

  it('names the distributor of each redemption only when showDistributorInRewardHistory is on', async () => {
    const list = async () =>
      ZRedemptionList.parse((await call('/Reward/RedemptionView', { PageSize: 100 })).body.Data);
    expect((await list()).some((r) => r.DistributorName !== '')).toBe(true);
    await setSetting(t, 'showDistributorInRewardHistory', 'false');
    try {
      expect((await list()).every((r) => r.DistributorName === '')).toBe(true);
    } finally {
      await setSetting(t, 'showDistributorInRewardHistory', 'true');
    }
  });
});

describe('redemption', () => {
  it('redeems gift products and cash, answering the balance after, and refuses what the balance does not allow', async () => {
    const before = await balanceOf(r1);
    const [g] = await gifts({ PageSize: 1 });
    const res = await call('/Reward/RewardOrderSubmit', {
      redeemType: 'PRODUCT',
      productList: [{ ProductId: g!.ProductId, Qty: 2 }],
      totalRedeemPoint: 2 * g!.ProductPoints,
    });
    expect(res.body.Status, res.body.Msg).toBe(1);
    expect(res.body.Msg).toBe('rewards.redemptionsSuccess');
    const made = ZRewardOrderResult.parse(res.body.Data);
    expect(made.Status).toBe('P');
    expect(made.RewardPoints).toBe(before - 2 * g!.ProductPoints);
    expect(await balanceOf(r1)).toBe(made.RewardPoints);

    await setSetting(t, 'cashVoucher', 'true,0.5');
    await setSetting(t, 'loyaltyRedemptionApproval', 'false');
    const cash = await call('/Reward/RewardOrderSubmit', { redeemType: 'CASH', totalRedeemPoint: 301 });
    expect(cash.body.Status, cash.body.Msg).toBe(1);
    const c = ZRewardOrderResult.parse(cash.body.Data);
    expect(c.CashAmount).toBe(150.5);
    expect(c.Status).toBe('S');
    await setSetting(t, 'cashVoucher', 'true,1');
    await setSetting(t, 'loyaltyRedemptionApproval', 'true');

    const state = await rewardState();
    const balance = await balanceOf(r1);
    expectFailure(
      await call('/Reward/RewardOrderSubmit', { redeemType: 'CASH', totalRedeemPoint: balance + 1 }),
      'E037',
      422,
    );
    expectFailure(
      await call('/Reward/RewardOrderSubmit', {
        redeemType: 'PRODUCT',
        productList: [{ ProductId: g!.ProductId, Qty: 1 }],
        totalRedeemPoint: g!.ProductPoints - 1,
      }),
      'E008',
      400,
    );
    expectFailure(
      await call('/Reward/RewardOrderSubmit', { redeemType: 'CASH', totalRedeemPoint: 0 }),
      'E008',
      400,
    );
    expectFailure(
      await call('/Reward/RewardOrderSubmit', {
        redeemType: 'PRODUCT',
        productList: [],
        totalRedeemPoint: 10,
      }),
      'E021',
      422,
    );
    expectFailure(
      await call('/Reward/RewardOrderSubmit', {
        redeemType: 'PRODUCT',
        productList: [{ ProductId: 999999, Qty: 1 }],
        totalRedeemPoint: 10,
      }),
      'E012',
      404,
    );
    await setSetting(t, 'cashVoucher', 'false,1');
    expectFailure(
      await call('/Reward/RewardOrderSubmit', { redeemType: 'CASH', totalRedeemPoint: 10 }),
      'E017',
      403,
    );
    await setSetting(t, 'cashVoucher', 'true,1');
    expect(await rewardState()).toBe(state);
  });

  it('redeems exactly the whole balance, then refuses a retailer with no points (E036), and its code request', async () => {
    const tk = await t.tokenFor('newpass');
    const all = (await dashboard(tk)).RewardPoints;
    expect(all).toBeGreaterThan(0);
    const res = await call('/Reward/RewardOrderSubmit', { redeemType: 'CASH', totalRedeemPoint: all }, tk);
    expect(res.body.Status, res.body.Msg).toBe(1);
    expect(ZRewardOrderResult.parse(res.body.Data).RewardPoints).toBe(0);
    expect((await dashboard(tk)).RewardPoints).toBe(0);
    const state = await rewardState();
    expectFailure(
      await call('/Reward/RewardOrderSubmit', { redeemType: 'CASH', totalRedeemPoint: 10 }, tk),
      'E036',
      422,
    );
    await setSetting(t, 'isEnableRewardOtp', 'true');
    expectFailure(await call('/Reward/RequestRewardOrderOTP', {}, tk), 'E036', 422);
    await setSetting(t, 'isEnableRewardOtp', 'false');
    expect(await rewardState()).toBe(state);
  });

  it('lets 20 concurrent redemptions against one balance take exactly what it allows', async () => {
    const [r2] = await rows<{ id: number }>(t, sql`select id from retailers where code = 'R0002'`);
    const retailerId = Number(r2!.id);
    const tk = await t.tokenFor('9000000002');
    if ((await balanceOf(retailerId)) < 10_000) await grant(retailerId, 10_000, 'TEST:concurrent');
    const start = await balanceOf(retailerId);
    const g = (await gifts()).find((x) => x.ProductPoints === 1400)!;
    // Pieces per call so that the balance allows between 5 and 8 of the 20 calls.
    const qty = Math.max(1, Math.ceil(start / (1400 * 8)));
    const cost = qty * 1400;
    const allowed = Math.floor(start / cost);
    expect(allowed).toBeGreaterThanOrEqual(5);
    expect(allowed).toBeLessThan(20);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(
          '/Reward/RewardOrderSubmit',
          {
            redeemType: 'PRODUCT',
            productList: [{ ProductId: g.ProductId, Qty: qty }],
            totalRedeemPoint: cost,
          },
          tk,
        ),
      ),
    );
    const okCount = results.filter((r) => r.body.Status === 1).length;
    expect(okCount).toBe(allowed);
    for (const r of results.filter((x) => x.body.Status !== 1)) {
      expect(r.status).toBe(422);
      expect(['E037', 'E036']).toContain(r.body.Code);
    }
    expect(await balanceOf(retailerId)).toBe(start - okCount * cost);
    expect(
      await count(t, sql`select count(*) as n from reward_redemptions where retailer_id = ${retailerId}`),
    ).toBe(okCount);
    // The balances the calls answered are each one redemption apart: they ran one after the other.
    const after = results
      .filter((r) => r.body.Status === 1)
      .map((r) => ZRewardOrderResult.parse(r.body.Data).RewardPoints)
      .sort((x, y) => y - x);
    expect(after).toEqual(Array.from({ length: okCount }, (_, i) => start - (i + 1) * cost));
  });

  it('takes the points once for a submit repeated with its Idempotency-Key, even concurrently', async () => {
    const before = await balanceOf(r1);
    const g = (await gifts()).find((x) => x.ProductPoints <= before)!;
    const body = {
      redeemType: 'PRODUCT',
      productList: [{ ProductId: g.ProductId, Qty: 1 }],
      totalRedeemPoint: g.ProductPoints,
    };
    const key = 'reward-submit-repeat-0001';
    const submit = (b: object) =>
      t.call('/Reward/RewardOrderSubmit', b, { token, headers: { 'Idempotency-Key': key } });
    const answers = await Promise.all([submit(body), submit(body), submit(body)]);
    for (const a of answers) expect(a.body.Status, a.body.Msg).toBe(1);
    const made = answers.map((a) => ZRewardOrderResult.parse(a.body.Data));
    expect(new Set(made.map((m) => m.RedemptionId)).size).toBe(1);
    expect(await balanceOf(r1)).toBe(before - g.ProductPoints);
    // A retry later answers the same redemption; another body under the key is refused (422).
    const again = ZRewardOrderResult.parse((await submit(body)).body.Data);
    expect(again.RedemptionId).toBe(made[0]!.RedemptionId);
    expect(again.RewardPoints).toBe(before - g.ProductPoints);
    const state = await rewardState();
    expectFailure(
      await submit({
        ...body,
        productList: [{ ProductId: g.ProductId, Qty: 2 }],
        totalRedeemPoint: 2 * g.ProductPoints,
      }),
      'E008',
      422,
    );
    expect(await rewardState()).toBe(state);
  });

  it("gives a rejected redemption's points back exactly once", async () => {
    const [g] = await gifts({ PageSize: 1 });
    const made = ZRewardOrderResult.parse(
      (
        await call('/Reward/RewardOrderSubmit', {
          redeemType: 'PRODUCT',
          productList: [{ ProductId: g!.ProductId, Qty: 1 }],
          totalRedeemPoint: g!.ProductPoints,
        })
      ).body.Data,
    );
    const before = await balanceOf(r1);
    const move = () =>
      moveRedemption(t.database.db, {
        clientId,
        redemptionId: made.RedemptionId,
        to: 'R',
        at: new Date(),
        timeZone: 'Asia/Kolkata',
      });
    const outcomes = await Promise.allSettled([move(), move(), move()]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    for (const o of outcomes.filter((x) => x.status === 'rejected'))
      expect((o as PromiseRejectedResult).reason).toMatchObject({ code: 'E017' });
    expect(await balanceOf(r1)).toBe(before + g!.ProductPoints);
    expect(
      await count(
        t,
        sql`select count(*) as n from reward_point_entries where source_key = ${`REV:${made.RedemptionId}`}`,
      ),
    ).toBe(1);
    await expect(move()).rejects.toMatchObject({ code: 'E017' });
    expect(await balanceOf(r1)).toBe(before + g!.ProductPoints);
    const detail = ZRedemptionDetails.parse(
      (await call('/Reward/RedemptionViewDetails', { RedemptionId: made.RedemptionId })).body.Data,
    );
    expect(detail.Summary.Status).toBe('R');
  });

  it('confirms a delivered redemption once, only when delivery confirmation is on', async () => {
    const list = ZRedemptionList.parse(
      (await call('/Reward/RedemptionView', { Status: 'S', PageSize: 1 })).body.Data,
    );
    const id = list[0]!.RedemptionId;
    expectFailure(await call('/Reward/RewardDeliverySubmit', { RedemptionId: id }), 'E017', 422);
    await moveRedemption(t.database.db, {
      clientId,
      redemptionId: id,
      to: 'D',
      at: new Date(),
      timeZone: 'Asia/Kolkata',
    });
    const shown = ZRedemptionDetails.parse(
      (await call('/Reward/RedemptionViewDetails', { RedemptionId: id })).body.Data,
    );
    expect(shown.Summary.CanConfirmDelivery).toBe(true);
    expect(shown.Summary.DeliveredOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await setSetting(t, 'isEnableRewardOrderDeliveryConfirmation', 'false');
    expectFailure(await call('/Reward/RewardDeliverySubmit', { RedemptionId: id }), 'E017', 403);
    await setSetting(t, 'isEnableRewardOrderDeliveryConfirmation', 'true');
    const res = await call('/Reward/RewardDeliverySubmit', { RedemptionId: id });
    expect(res.body.Status, res.body.Msg).toBe(1);
    expect(res.body.Msg).toBe('rewardsDeliveryOrderConfirmationSuccess');
    expectFailure(await call('/Reward/RewardDeliverySubmit', { RedemptionId: id }), 'E017', 422);
    const done = ZRedemptionDetails.parse(
      (await call('/Reward/RedemptionViewDetails', { RedemptionId: id })).body.Data,
    );
    expect(done.Summary.Status).toBe('C');
    // Another retailer's redemption is not found.
    const other = await t.tokenFor('9000000002');
    expectFailure(await call('/Reward/RedemptionViewDetails', { RedemptionId: id }, other), 'E012', 404);
    expectFailure(await call('/Reward/RewardDeliverySubmit', { RedemptionId: id }, other), 'E012', 404);
  });

  it('needs a validated reward code when isEnableRewardOtp is on, each code confirming one redemption', async () => {
    await setSetting(t, 'isEnableRewardOtp', 'true');
    t.advance(16 * 60_000);
    const body = { redeemType: 'CASH', totalRedeemPoint: 50 };
    const state = await rewardState();
    expectFailure(await call('/Reward/RewardOrderSubmit', body), 'E011', 422);
    expect(await rewardState()).toBe(state);
    const sent = await call('/Reward/RequestRewardOrderOTP', { totalRedeemPoint: 50 });
    expect(sent.body.Status, sent.body.Msg).toBe(1);
    const [sms] = await t.database.db
      .select()
      .from(smsOutbox)
      .where(eq(smsOutbox.to, '9000000001'))
      .orderBy(desc(smsOutbox.id))
      .limit(1);
    expect(sms!.body).toMatch(/reward redemption/);
    const code = /\b(\d{4})\b/.exec(sms!.body)![1]!;
    const wrong = code === '0000' ? '1111' : '0000';
    expectFailure(await call('/Reward/ValidateRewardOrderOTP', { OTP: wrong }), 'E011');
    const valid = await call('/Reward/ValidateRewardOrderOTP', { OTP: code });
    expect(valid.body.Status, valid.body.Msg).toBe(1);
    const made = await call('/Reward/RewardOrderSubmit', body);
    expect(made.body.Status, made.body.Msg).toBe(1);
    // The same code does not confirm a second one.
    const state2 = await rewardState();
    expectFailure(await call('/Reward/RewardOrderSubmit', body), 'E011', 422);
    expect(await rewardState()).toBe(state2);
    // A code validated long ago does not either.
    await setSetting(t, 'isEnableRewardOtp', 'false');
    expectFailure(await call('/Reward/RequestRewardOrderOTP', {}), 'E017', 403);
  });

  it('answers bad input with a coded 400 and changes nothing', async () => {
    const state = await rewardState();
    const bad: Array<[string, unknown]> = [
      ['/Reward/RewardOrderSubmit', {}],
      ['/Reward/RewardOrderSubmit', { redeemType: 'GOLD', totalRedeemPoint: 10 }],
      ['/Reward/RewardOrderSubmit', { redeemType: 'CASH', totalRedeemPoint: -5 }],
      ['/Reward/RewardOrderSubmit', { redeemType: 'CASH', totalRedeemPoint: '10' }],
      [
        '/Reward/RewardOrderSubmit',
        { redeemType: 'PRODUCT', productList: [{ ProductId: 1, Qty: 0 }], totalRedeemPoint: 1 },
      ],
      ['/Reward/RewardOrderSubmit', { redeemType: 'PRODUCT', productList: 'x', totalRedeemPoint: 1 }],
      ['/Reward/GetGiftProducts', { MinPoints: 10, MaxPoints: 5 }],
      ['/Reward/GetGiftProducts', { Sorting: 'Price_ASC' }],
      ['/Reward/GetGiftProducts', { VendorIds: ['a'] }],
      ['/Reward/RedemptionView', { FromDate: '2026-02-30' }],
      ['/Reward/RedemptionView', { Status: 'X' }],
      ['/Reward/RedemptionViewDetails', { RedemptionId: 0 }],
      ['/Reward/RewardDeliverySubmit', { RedemptionId: 'abc' }],
      ['/Reward/ValidateRewardOrderOTP', { OTP: '12a4' }],
      ['/Loyalty/GetEarningLedger', { Kind: 'GIFT' }],
      ['/Loyalty/GetEarningLedger', { Month: '13-2026' }],
      ['/Loyalty/GetPointDetailsList', { PageSize: 1000 }],
    ];
    for (const [path, body] of bad) {
      const res = await call(path, body);
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(res.body.Code).toBe('E008');
    }
    expect(await rewardState()).toBe(state);
  });
});
