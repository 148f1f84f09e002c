/**
 * The rewards calls (second spec section 7, "Rewards and loyalty"; docs/decisions/099): /Reward/*
 * and the points half of /Loyalty/* (GetLoyaltyDashboardDetails, GetEarningLedger,
 * GetPointDetailsList), and GET /images/gifts/{id}.svg, a gift product's generated picture.
 * Every call needs the MyRewards menu entry (on unless the server says otherwise).
 */
import { ZOtpSentResponse } from '@restock/domain/contracts/login';
import {
  ZEarningLedgerRequest,
  ZEmptyRequest,
  ZGiftProductsRequest,
  ZPointDetailsRequest,
  ZRedemptionViewDetailsRequest,
  ZRedemptionViewRequest,
  ZRequestRewardOtpRequest,
  ZRewardDeliverySubmitRequest,
  ZRewardOrderSubmitRequest,
  ZValidateRewardOtpRequest,
} from '@restock/domain/contracts/rewards';
import { isValidTimeZone } from '@restock/domain/rules/delivery';
import { DELIVERY_CONFIRMED, REDEMPTION_SUCCESS } from '@restock/domain/rules/rewards';
import type { AppSettings } from '@restock/domain/settings';
import type { FastifyInstance } from 'fastify';
import { resolveClientByHost } from '../../auth/clients.ts';
import type { AppDeps } from '../../deps.ts';
import { ok } from '../../http/envelope.ts';
import { AppError } from '../../http/errors.ts';
import { idempotencyKeyOf } from '../../http/idempotency-key.ts';
import { type FullRouteContext, post } from '../../http/route.ts';
import { findClientSettings } from '../appconfig/service.ts';
import { hasMenuEntryAt } from '../orders/service.ts';
import { resolveScope } from '../product/service.ts';
import {
  type RewardCodeCall,
  requestRewardCode,
  rewardCodeUsedAt,
  validateRewardCode,
} from './reward-code.ts';
import {
  assertRedeemable,
  confirmDelivery,
  earningLedger,
  giftPicture,
  listGiftProducts,
  listRedemptions,
  listVendors,
  loyaltyDashboard,
  pointDetails,
  type RewardOwner,
  redemptionDetails,
  rewardDashboard,
  submitRedemption,
} from './service.ts';

const TAGS = ['Reward'];
const LOYALTY = ['Loyalty'];
const CODE_SEND_PER_MINUTE = 10;
const CODE_CHECK_PER_MINUTE = 30;

export function registerRewardRoutes(app: FastifyInstance, deps: AppDeps): void {
  const db = deps.database.db;
  const zoneOf = (ctx: FullRouteContext<unknown>) =>
    isValidTimeZone(ctx.client.timeZone) ? ctx.client.timeZone : 'UTC';
  const ownerOf = (ctx: FullRouteContext<unknown>): RewardOwner => ({
    clientId: ctx.session.clientId,
    retailerId: ctx.session.retailerId,
  });

  /** The client's settings once the MyRewards menu entry is known to be on (else E017 403). */
  async function settingsOf(ctx: FullRouteContext<unknown>): Promise<AppSettings> {
    const { session } = ctx;
    if (!(await hasMenuEntryAt(db, session.clientId, session.configVersion, 'MyRewards')))
      throw new AppError('E017', 'Rewards are switched off', { http: 403 });
    return findClientSettings(db, session.clientId, session.configVersion);
  }
  const codeCall = async (ctx: FullRouteContext<unknown>): Promise<RewardCodeCall> => ({
    deps,
    client: ctx.client,
    session: ctx.session,
    settings: await settingsOf(ctx),
    ip: ctx.req.ip,
    now: ctx.now,
  });

  post(
    app,
    deps,
    '/Reward/GetRewardDashboard',
    {
      body: ZEmptyRequest,
      summary:
        'The balance (RewardPoints, the sum of the points ledger), PendingPoints awaiting approval, CashPoints (the ' +
        'balance as cash at the cashVoucher rate), the redeem types and the gift product filters',
      tags: TAGS,
      example: {},
    },
    async (ctx) => ok(await rewardDashboard(db, ownerOf(ctx), await settingsOf(ctx))),
  );

  post(
    app,
    deps,
    '/Reward/GetGiftProducts',
    {
      body: ZGiftProductsRequest,
      summary:
        'Gift products, Point_ASC unless asked, filtered by SearchText, VendorIds (one at most with ' +
        'loyaltyVendorFilterSingleSelection, E008), MinPoints/MaxPoints and AttrFilters; paged',
      tags: TAGS,
      example: { Page: 1, PageSize: 20, Sorting: 'Point_ASC' },
    },
    async (ctx) => {
      const { products, total } = await listGiftProducts(
        db,
        ctx.session.clientId,
        ctx.body,
        await settingsOf(ctx),
      );
      return ok(products, { totalCount: total });
    },
  );

  post(
    app,
    deps,
    '/Reward/GetVendors',
    { body: ZEmptyRequest, summary: 'The vendors of gift products', tags: TAGS, example: {} },
    async (ctx) => {
      await settingsOf(ctx);
      return ok(await listVendors(db, ctx.session.clientId));
    },
  );

  post(
    app,
    deps,
    '/Reward/RequestRewardOrderOTP',
    {
      body: ZRequestRewardOtpRequest,
      rateLimitPerMinute: CODE_SEND_PER_MINUTE,
      summary:
        "Texts the reward code to the retailer's mobile number (isEnableRewardOtp); E036 with no points, E037 for " +
        'totalRedeemPoint above the balance',
      tags: TAGS,
      example: { totalRedeemPoint: 100 },
    },
    async (ctx) => {
      const call = await codeCall(ctx);
      if (!call.settings.flags.isEnableRewardOtp)
        throw new AppError('E017', 'Redemptions are not confirmed with a code here', { http: 403 });
      await assertRedeemable(db, ownerOf(ctx), ctx.body.totalRedeemPoint);
      return ok(ZOtpSentResponse.parse(await requestRewardCode(call)), { msg: 'Code sent' });
    },
  );

  post(
    app,
    deps,
    '/Reward/ValidateRewardOrderOTP',
    {
      body: ZValidateRewardOtpRequest,
      rateLimitPerMinute: CODE_CHECK_PER_MINUTE,
      summary:
        'Checks the reward code; the next RewardOrderSubmit of this session within 10 minutes is confirmed (E011)',
      tags: TAGS,
      example: { OTP: '1234' },
    },
    async (ctx) => {
      await validateRewardCode(await codeCall(ctx), ctx.body.OTP);
      return ok(true, { msg: 'Redemption confirmed' });
    },
  );

  post(
    app,
    deps,
    '/Reward/RewardOrderSubmit',
    {
      body: ZRewardOrderSubmitRequest,
      summary:
        'Redeems points for gift products (PRODUCT: productList, totalRedeemPoint their points) or cash (CASH: ' +
        'totalRedeemPoint at the cashVoucher rate), in one transaction under the retailer lock: E036 no points, E037 ' +
        'above the balance, E008 a total of 0 or not what the lines add up to, E011 without a validated code ' +
        '(isEnableRewardOtp). Status P with loyaltyRedemptionApproval, else S. Idempotency-Key (header or body) ' +
        'answers the same redemption (another body: 422)',
      tags: TAGS,
      example: { redeemType: 'PRODUCT', productList: [{ ProductId: 1, Qty: 1 }], totalRedeemPoint: 500 },
    },
    async (ctx) => {
      const call = await codeCall(ctx);
      const scope = await resolveScope(db, ctx.session, ctx.now);
      const result = await submitRedemption(db, {
        owner: ownerOf(ctx),
        distributorId: scope.distributorId,
        body: ctx.body,
        settings: call.settings,
        codeUsedAt: await rewardCodeUsedAt(call),
        idempotencyKey: idempotencyKeyOf(ctx),
        now: ctx.now,
        timeZone: zoneOf(ctx),
      });
      return ok(result, { msg: REDEMPTION_SUCCESS });
    },
  );

  post(
    app,
    deps,
    '/Reward/RedemptionView',
    {
      body: ZRedemptionViewRequest,
      summary:
        "Redemption history: the retailer's redemptions, newest first, by SearchText (number, vendor or product), " +
        'FromDate/ToDate or Month, VendorId and Status; paged',
      tags: TAGS,
      example: { SearchText: '', FromDate: '', ToDate: '', Month: '', Page: 1, PageSize: 20 },
    },
    async (ctx) => {
      const { redemptions, total } = await listRedemptions(
        db,
        ownerOf(ctx),
        ctx.body,
        await settingsOf(ctx),
        zoneOf(ctx),
      );
      return ok(redemptions, { totalCount: total });
    },
  );

  post(
    app,
    deps,
    '/Reward/RedemptionViewDetails',
    {
      body: ZRedemptionViewDetailsRequest,
      summary: "A redemption's Summary and ProductList; E012 when not the caller's",
      tags: TAGS,
      example: { RedemptionId: 1 },
    },
    async (ctx) =>
      ok(
        await redemptionDetails(db, ownerOf(ctx), ctx.body.RedemptionId, await settingsOf(ctx), zoneOf(ctx)),
      ),
  );

  post(
    app,
    deps,
    '/Reward/RewardDeliverySubmit',
    {
      body: ZRewardDeliverySubmitRequest,
      summary:
        'The retailer confirms a delivered redemption (D to C; isEnableRewardOrderDeliveryConfirmation); E012 not ' +
        "the caller's, E017 not delivered",
      tags: TAGS,
      example: { RedemptionId: 1 },
    },
    async (ctx) => {
      await confirmDelivery(
        db,
        ownerOf(ctx),
        ctx.body.RedemptionId,
        await settingsOf(ctx),
        ctx.now,
        zoneOf(ctx),
      );
      return ok(true, { msg: DELIVERY_CONFIRMED });
    },
  );

  post(
    app,
    deps,
    '/Loyalty/GetLoyaltyDashboardDetails',
    {
      body: ZEmptyRequest,
      summary:
        'The points balance and what was earned, redeemed and given back in all, and earned this month',
      tags: LOYALTY,
      example: {},
    },
    async (ctx) => {
      await settingsOf(ctx);
      return ok(await loyaltyDashboard(db, ownerOf(ctx), ctx.now, zoneOf(ctx)));
    },
  );

  post(
    app,
    deps,
    '/Loyalty/GetEarningLedger',
    {
      body: ZEarningLedgerRequest,
      summary:
        'The points ledger, newest first, each entry with the balance after it, by FromDate/ToDate or Month, Kind ' +
        'and SearchText; paged',
      tags: LOYALTY,
      example: { FromDate: '', ToDate: '', Month: '', Page: 1, PageSize: 20 },
    },
    async (ctx) => {
      await settingsOf(ctx);
      const { entries, total } = await earningLedger(db, ownerOf(ctx), ctx.body);
      return ok(entries, { totalCount: total });
    },
  );

  post(
    app,
    deps,
    '/Loyalty/GetPointDetailsList',
    {
      body: ZPointDetailsRequest,
      summary: 'Products that earn points when invoiced (points per piece), most first; paged',
      tags: LOYALTY,
      example: { SearchText: '', Page: 1, PageSize: 20 },
    },
    async (ctx) => {
      await settingsOf(ctx);
      const { products, total } = await pointDetails(db, ctx.session.clientId, ctx.body);
      return ok(products, { totalCount: total });
    },
  );
}

/** GET /images/gifts/{id}.svg: a gift product's generated picture, for the client serving this host. */
export function registerGiftPictures(app: FastifyInstance, deps: AppDeps): void {
  app.get<{ Params: { file: string } }>(
    '/images/gifts/:file',
    { schema: { hide: true } },
    async (req, reply) => {
      const match = /^(\d{1,9})\.svg$/.exec(req.params.file);
      if (!match) return reply.code(404).type('text/plain').send('Not found');
      const client = await resolveClientByHost(deps.database.db, req.hostname);
      const svg = await giftPicture(deps.database.db, Number(match[1]), client.id);
      if (!svg) return reply.code(404).type('text/plain').send('Not found');
      return reply
        .header('cache-control', 'public, max-age=86400')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .type('image/svg+xml; charset=utf-8')
        .send(svg);
    },
  );
}
