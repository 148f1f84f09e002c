/**
 * Rewards and loyalty points (routes myRewards, rewardHistory, rewardHistoryDetails/{redemptionId},
 * myEarningsLedger; docs/decisions/099). The points of a retailer are a ledger: EARN when an
 * invoice is raised (creditInvoicePoints, in orders/fulfilment's transaction), REDEEM when a
 * redemption is made, REVERSE when one is rejected. The balance is always the ledger's sum.
 *
 * A redemption locks the retailer's row (FOR NO KEY UPDATE) before it reads the balance and
 * writes its REDEEM entry, so concurrent redemptions of one retailer run one after the other and
 * none can spend points another already spent (E036 none left, E037 more than left).
 *
 * This file is the module's public face and imports no module that imports it back.
 */
import { createHash } from 'node:crypto';
import { REWARD_STATUS, type RewardStatus } from '@restock/domain/codes';
import type {
  TEarningLedgerRequest,
  TGiftProduct,
  TGiftProductsRequest,
  TLoyaltyDashboard,
  TPointDetail,
  TPointDetailsRequest,
  TPointEntry,
  TRedemptionDetails,
  TRedemptionSummary,
  TRedemptionViewRequest,
  TRewardAttribute,
  TRewardDashboard,
  TRewardOrderResult,
  TRewardOrderSubmitRequest,
  TRewardVendor,
} from '@restock/domain/contracts/rewards';
import { formatApiDate, todayIn } from '@restock/domain/rules/delivery';
import { resolveHistoryFilter } from '@restock/domain/rules/order-status';
import { formatPaise, paiseToNumber, toPaise } from '@restock/domain/rules/pricing';
import {
  canMoveRedemption,
  cashPaiseOf,
  checkRedeemPoints,
  isRewardStatus,
  POINT_VALIDATION,
  type PointKind,
  REWARD_CODE_VALID_MS,
} from '@restock/domain/rules/rewards';
import type { AppSettings } from '@restock/domain/settings';
import type { Db, Tx } from '../../db/client.ts';
import { int } from '../../db/values.ts';
import { AppError } from '../../http/errors.ts';
import { giftSvg } from './gift-picture.ts';
import {
  codeAlreadyUsed,
  findAttributes,
  findBalance,
  findGiftPicture,
  findGiftProductPage,
  findGiftProductsByIds,
  findInvoiceEarning,
  findPendingPoints,
  findPointEntryPage,
  findPointProductPage,
  findPointTotals,
  findRedemption,
  findRedemptionByKey,
  findRedemptionLines,
  findRedemptionPage,
  findVendors,
  insertPointEntryOnce,
  insertRedemption,
  insertRedemptionLines,
  lockRedemption,
  lockRetailerPoints,
  type RewardOwner,
  type Row,
  vendorExists,
  writeRedemptionStatus,
} from './queries.ts';

export type { RewardOwner } from './queries.ts';

export const REDEMPTION_NOT_FOUND_MSG = 'No data found: no such redemption';

/** Where a gift product's picture is when it has none of its own (the generated one, gift-picture.ts). */
export const giftPictureUrl = (id: number) => `/images/gifts/${id}.svg`;

/**
 * Credits the points an invoice earns (its lines' pieces times their product points; scheme free
 * goods earn none) to the retailer, once: keyed 'EARN:<invoice id>'. Called by orders/fulfilment
 * recordInvoice in the invoice's transaction. An invoice that earns nothing writes nothing.
 */
export async function creditInvoicePoints(tx: Db | Tx, invoiceId: number, at: Date): Promise<number> {
  const e = await findInvoiceEarning(tx, invoiceId);
  if (!e || e.points <= 0) return 0;
  await insertPointEntryOnce(tx, {
    clientId: int(e.client_id),
    retailerId: int(e.retailer_id),
    distributorId: int(e.distributor_id),
    entryDate: String(e.invoice_date),
    kind: 'EARN',
    points: e.points,
    reference: String(e.invoice_no),
    narration: `Points for invoice ${e.invoice_no}`,
    sourceKey: `EARN:${invoiceId}`,
    at,
  });
  return e.points;
}

/**
 * Points the client gives outside invoices (a joining or festival bonus), once per key
 * ('BONUS:<key>'). The seam a back office would call; the demo seed uses it.
 */
export async function grantBonusPoints(
  db: Db | Tx,
  input: RewardOwner & { points: number; key: string; narration: string; date: string; at: Date },
): Promise<boolean> {
  if (!Number.isInteger(input.points) || input.points <= 0)
    throw new RangeError('a bonus is points above zero');
  return insertPointEntryOnce(db, {
    clientId: input.clientId,
    retailerId: input.retailerId,
    distributorId: null,
    entryDate: input.date,
    kind: 'BONUS',
    points: input.points,
    reference: 'BONUS',
    narration: input.narration,
    sourceKey: `BONUS:${input.key}`,
    at: input.at,
  });
}

export async function pointBalance(db: Db | Tx, owner: RewardOwner): Promise<number> {
  return findBalance(db, owner);
}

const num = (v: unknown) => Number(v ?? 0);

function toAttribute(r: Row): TRewardAttribute {
  return {
    AttrId: int(r.id),
    AttrName: String(r.name),
    Mode: String(r.mode),
    Sequence: int(r.sequence),
    Values: Array.isArray(r.values) ? r.values.map(String) : [],
  };
}

export async function rewardDashboard(
  db: Db,
  owner: RewardOwner,
  settings: AppSettings,
): Promise<TRewardDashboard> {
  const [balance, pending, attributes] = await Promise.all([
    findBalance(db, owner),
    findPendingPoints(db, owner),
    settings.flags.loyaltyEnableAttrMapping ? findAttributes(db, owner.clientId) : Promise.resolve([]),
  ]);
  const cash = settings.cashVoucher;
  return {
    RewardPoints: balance,
    PendingPoints: pending,
    CashPoints: paiseToNumber(cashPaiseOf(Math.max(0, balance), cash.conversionRate)),
    ConversionRate: cash.conversionRate,
    CashEnabled: cash.enabled,
    RedeemTypes: cash.enabled ? ['PRODUCT', 'CASH'] : ['PRODUCT'],
    SelectedRedeemType: 'PRODUCT',
    IsOtpEnabled: settings.flags.isEnableRewardOtp,
    ApprovalRequired: settings.flags.loyaltyRedemptionApproval,
    VendorEnabled: settings.flags.loyaltyEnableVendor,
    VendorSingleSelection: settings.flags.loyaltyVendorFilterSingleSelection,
    Attributes: attributes.map(toAttribute),
  };
}

export async function listVendors(db: Db, clientId: number): Promise<TRewardVendor[]> {
  const rows = await findVendors(db, clientId);
  return rows.map((r) => ({ VendorId: int(r.id), VendorCode: String(r.code), VendorName: String(r.name) }));
}

function toGift(r: Row): TGiftProduct {
  const id = int(r.id);
  const attrs = (r.attributes && typeof r.attributes === 'object' ? r.attributes : {}) as Record<
    string,
    unknown
  >;
  return {
    ProductId: id,
    ProductCode: String(r.code),
    ProductName: String(r.name),
    Description: String(r.description ?? ''),
    ProductPoints: int(r.points),
    ImageUrl: String(r.image_url ?? '') || giftPictureUrl(id),
    VendorId: int(r.vendor_id),
    VendorName: String(r.vendor_name ?? ''),
    ConversionQty: 1,
    UomId: 1,
    PrincipalId: 0,
    IsFree: 0,
    Qty: 0,
    Attributes: Object.fromEntries(Object.entries(attrs).map(([k, v]) => [k, String(v)])),
  };
}

/**
 * GetGiftProducts: active gift products, Point_ASC unless asked, filtered by text, vendors
 * (loyaltyEnableVendor; one at most when loyaltyVendorFilterSingleSelection, else E008), points
 * and attributes (loyaltyEnableAttrMapping; ignored when off).
 */
export async function listGiftProducts(
  db: Db,
  clientId: number,
  body: TGiftProductsRequest,
  settings: AppSettings,
): Promise<{ products: TGiftProduct[]; total: number }> {
  const vendorIds = settings.flags.loyaltyEnableVendor ? [...new Set(body.VendorIds)] : [];
  if (settings.flags.loyaltyVendorFilterSingleSelection && vendorIds.length > 1)
    throw new AppError('E008', 'Invalid Request: one vendor at a time');
  const attrs = settings.flags.loyaltyEnableAttrMapping
    ? body.AttrFilters.map((a) => ({
        id: a.AttrId,
        values: a.AttrValues,
        ranges: a.AttrRangeValues.map((r) => ({ min: Math.min(r.Min, r.Max), max: Math.max(r.Min, r.Max) })),
      }))
    : [];
  const { rows, total } = await findGiftProductPage(
    db,
    clientId,
    {
      text: body.SearchText,
      vendorIds,
      minPoints: body.MinPoints,
      maxPoints: body.MaxPoints,
      attrs,
      sorting: body.Sorting,
    },
    { offset: (body.Page - 1) * body.PageSize, limit: body.PageSize },
  );
  return { products: rows.map(toGift), total };
}

export interface SubmitInput {
  owner: RewardOwner;
  /** The selected distributor, recorded for the history's distributor column. */
  distributorId: number | null;
  body: TRewardOrderSubmitRequest;
  settings: AppSettings;
  /**
   * When the session's latest reward code was validated (isEnableRewardOtp), or null. A code
   * confirms one redemption within REWARD_CODE_VALID_MS of its check.
   */
  codeUsedAt: Date | null;
  /** The submit's Idempotency-Key: the same key and body answer the first redemption again. */
  idempotencyKey: string | null;
  now: Date;
  timeZone: string;
}

/**
 * RewardOrderSubmit, in one transaction under the retailer's lock: checks the lines (active gift
 * products of the client, of the vendor when named), that totalRedeemPoint is what they add up to
 * (PRODUCT) and above zero (E008; the screens refuse both first with rewards.summary.pointValidation), the balance (E036 none, E037 too little) and
 * the reward code; then writes the redemption (P when loyaltyRedemptionApproval, else S), its lines
 * and the REDEEM entry. Nothing is written when anything is refused.
 */
export async function submitRedemption(db: Db | Tx, input: SubmitInput): Promise<TRewardOrderResult> {
  const { body, settings, owner } = input;
  const product = body.redeemType === 'PRODUCT';
  if (!product && !settings.cashVoucher.enabled)
    throw new AppError('E017', 'Cash redemption is switched off', { http: 403 });
  if (product && body.productList.length === 0) throw new AppError('E021', 'Please add any products');
  if (!product && body.productList.length > 0)
    throw new AppError('E008', 'Invalid Request: a cash redemption has no products');
  const ids = body.productList.map((l) => l.ProductId);
  if (new Set(ids).size !== ids.length)
    throw new AppError('E008', 'Invalid Request: a product is listed twice');
  if (body.vendorId !== undefined && !(await vendorExists(db, owner.clientId, body.vendorId)))
    throw new AppError('E012', 'No data found: no such vendor');
  if (settings.flags.isEnableRewardOtp) {
    const fresh =
      input.codeUsedAt && input.now.getTime() - input.codeUsedAt.getTime() <= REWARD_CODE_VALID_MS;
    if (!fresh) throw new AppError('E011', 'Please confirm the redemption with the code sent to your mobile');
  }

  const hash = submitHash(body);
  return db.transaction(async (tx) => {
    if (!(await lockRetailerPoints(tx, owner))) throw new AppError('E010');
    // A repeated submit (a double tap, a retry after a lost answer) waits for the lock above and
    // answers the redemption the first one made: points are taken once.
    if (input.idempotencyKey !== null) {
      const prior = await findRedemptionByKey(tx, owner.retailerId, input.idempotencyKey);
      if (prior) {
        if (prior.request_hash !== hash)
          throw new AppError('E008', 'Invalid Request: this Idempotency-Key was used with another request', {
            http: 422,
          });
        const status = isRewardStatus(prior.status) ? prior.status : 'P';
        return {
          RedemptionId: int(prior.id),
          RedemptionNo: String(prior.redemption_no),
          Status: status,
          TotalRedeemPoint: int(prior.total_points),
          CashAmount: paiseToNumber(toPaise(String(prior.cash_amount))),
          RewardPoints: await findBalance(tx, owner),
        };
      }
    }
    const gifts = await findGiftProductsByIds(tx, owner.clientId, ids);
    const byId = new Map(gifts.map((g) => [int(g.id), g]));
    const lines = body.productList.map((l) => {
      const g = byId.get(l.ProductId);
      if (!g) throw new AppError('E012', `No data found: gift product ${l.ProductId} is not available`);
      if (body.vendorId !== undefined && int(g.vendor_id) !== body.vendorId)
        throw new AppError(
          'E008',
          `Invalid Request: gift product ${l.ProductId} is not of vendor ${body.vendorId}`,
        );
      return {
        productId: l.ProductId,
        name: String(g.name),
        imageUrl: String(g.image_url ?? '') || giftPictureUrl(l.ProductId),
        points: int(g.points),
        qty: l.Qty,
        vendorId: int(g.vendor_id),
      };
    });
    const linePoints = lines.reduce((s, l) => s + l.points * l.qty, 0);
    const balance = await findBalance(tx, owner);
    if (balance <= 0) throw new AppError('E036');
    if (product && linePoints !== body.totalRedeemPoint)
      throw new AppError(
        'E008',
        `Invalid Request: totalRedeemPoint ${body.totalRedeemPoint} is not what the products add up to (${linePoints})`,
      );
    const check = checkRedeemPoints(body.totalRedeemPoint, balance);
    if (!check.ok)
      throw check.code === POINT_VALIDATION
        ? new AppError(
            'E008',
            'Invalid Request: points to redeem are above zero (rewards.summary.pointValidation)',
          )
        : new AppError(
            check.code,
            check.code === 'E037' ? `Requested points exceed available points (${balance})` : undefined,
          );
    if (
      input.codeUsedAt &&
      settings.flags.isEnableRewardOtp &&
      (await codeAlreadyUsed(tx, owner.retailerId, input.codeUsedAt))
    )
      throw new AppError('E011', 'This code confirmed a redemption already; please request a new code');
    const vendors = [...new Set(lines.map((l) => l.vendorId))];
    const vendorId = body.vendorId ?? (vendors.length === 1 ? vendors[0]! : null);
    const status: RewardStatus = settings.flags.loyaltyRedemptionApproval ? 'P' : 'S';
    const cash = product ? 0n : cashPaiseOf(body.totalRedeemPoint, settings.cashVoucher.conversionRate);
    const made = await insertRedemption(tx, {
      ...owner,
      distributorId: input.distributorId,
      vendorId,
      redeemType: body.redeemType,
      totalPoints: body.totalRedeemPoint,
      totalQty: lines.reduce((s, l) => s + l.qty, 0),
      cashAmount: formatPaise(cash),
      status,
      otpUsedAt: settings.flags.isEnableRewardOtp ? input.codeUsedAt : null,
      idempotencyKey: input.idempotencyKey,
      requestHash: hash,
      at: input.now,
    });
    await insertRedemptionLines(tx, made.id, lines);
    await insertPointEntryOnce(tx, {
      ...owner,
      distributorId: input.distributorId,
      entryDate: formatApiDate(todayIn(input.now, input.timeZone)),
      kind: 'REDEEM',
      points: -body.totalRedeemPoint,
      reference: made.no,
      narration: product ? `Redeemed for gift products (${made.no})` : `Redeemed for cash (${made.no})`,
      sourceKey: `RED:${made.id}`,
      at: input.now,
    });
    return {
      RedemptionId: made.id,
      RedemptionNo: made.no,
      Status: status,
      TotalRedeemPoint: body.totalRedeemPoint,
      CashAmount: paiseToNumber(cash),
      RewardPoints: balance - body.totalRedeemPoint,
    };
  });
}

/** The SHA-256 of what a submit asks for (not its key), to tell a repeat from another request. */
function submitHash(body: TRewardOrderSubmitRequest): string {
  const { IdempotencyKey: _key, ...request } = body;
  return createHash('sha256').update(JSON.stringify(request)).digest('hex');
}

/** Refuses a reward code request when the retailer has nothing to redeem (E036) or asks for more (E037). */
export async function assertRedeemable(
  db: Db,
  owner: RewardOwner,
  points: number | undefined,
): Promise<void> {
  const balance = await findBalance(db, owner);
  if (balance <= 0) throw new AppError('E036');
  if (points !== undefined && points > balance) throw new AppError('E037');
}

function toSummary(r: Row, settings: AppSettings): TRedemptionSummary {
  const status = isRewardStatus(r.status) ? r.status : 'P';
  return {
    RedemptionId: int(r.id),
    RedemptionNo: String(r.redemption_no),
    RedemptionDate: String(r.day ?? ''),
    RedeemType: r.redeem_type === 'CASH' ? 'CASH' : 'PRODUCT',
    TotalPoints: int(r.total_points),
    TotalQty: int(r.total_qty),
    CashAmount: paiseToNumber(toPaise(String(r.cash_amount ?? '0'))),
    Status: status,
    StatusName: REWARD_STATUS[status],
    VendorId: int(r.vendor_id ?? 0),
    VendorName: String(r.vendor_name ?? ''),
    DistributorName: settings.flags.showDistributorInRewardHistory ? String(r.distributor_name ?? '') : '',
    DeliveredOn: String(r.delivered_on ?? ''),
    CanConfirmDelivery: settings.flags.isEnableRewardOrderDeliveryConfirmation && status === 'D',
    Remarks: String(r.remarks ?? ''),
  };
}

/** RedemptionView: the retailer's redemptions, newest first, by the shared history filter. */
export async function listRedemptions(
  db: Db,
  owner: RewardOwner,
  body: TRedemptionViewRequest,
  settings: AppSettings,
  timeZone: string,
): Promise<{ redemptions: TRedemptionSummary[]; total: number }> {
  const range = resolveHistoryFilter(body);
  if (!range.ok) throw new AppError('E008', `Invalid Request: ${range.problem}`);
  const { rows, total } = await findRedemptionPage(
    db,
    owner,
    {
      text: body.SearchText,
      from: range.from ? formatApiDate(range.from) : null,
      to: range.to ? formatApiDate(range.to) : null,
      vendorId: body.VendorId,
      status: body.Status,
      timeZone,
    },
    { offset: (body.Page - 1) * body.PageSize, limit: body.PageSize },
  );
  return { redemptions: rows.map((r) => toSummary(r, settings)), total };
}

/** RedemptionViewDetails: summary and lines; E012 when not the caller's. */
export async function redemptionDetails(
  db: Db,
  owner: RewardOwner,
  redemptionId: number,
  settings: AppSettings,
  timeZone: string,
): Promise<TRedemptionDetails> {
  const row = await findRedemption(db, owner, redemptionId, timeZone);
  if (!row) throw new AppError('E012', REDEMPTION_NOT_FOUND_MSG);
  const lines = await findRedemptionLines(db, redemptionId);
  return {
    Summary: toSummary(row, settings),
    ProductList: lines.map((l) => ({
      ProductId: int(l.product_id),
      ProductName: String(l.product_name),
      ImageUrl: String(l.image_url ?? '') || giftPictureUrl(int(l.product_id)),
      ProductPoints: int(l.points),
      Qty: int(l.qty),
      TotalPoints: int(l.total_points),
    })),
  };
}

export interface RedemptionMove {
  clientId: number;
  redemptionId: number;
  to: RewardStatus;
  at: Date;
  timeZone: string;
  /** Only this retailer's redemption (the retailer's own calls). */
  retailerId?: number;
  remarks?: string;
  /** YYYY-MM-DD, for D. */
  deliveredOn?: string;
}

/**
 * Moves a redemption's status under its row lock: the back office's seam (approve, reject,
 * deliver; not a public route) and the retailer's delivery confirmation. A rejection gives the
 * points back with a REVERSE entry keyed 'REV:<id>', so a repeated or concurrent rejection gives
 * them back once. E012 when there is no such redemption (of that retailer), E017 for a move the
 * statuses do not allow.
 */
export async function moveRedemption(
  db: Db | Tx,
  move: RedemptionMove,
): Promise<{ from: RewardStatus; to: RewardStatus }> {
  return db.transaction(async (tx) => {
    const row = await lockRedemption(tx, move.clientId, move.redemptionId, move.retailerId);
    if (!row) throw new AppError('E012', REDEMPTION_NOT_FOUND_MSG);
    const from = String(row.status);
    if (!isRewardStatus(from) || !canMoveRedemption(from, move.to))
      throw new AppError('E017', `A redemption cannot move from ${from} to ${move.to}`);
    await writeRedemptionStatus(tx, move.redemptionId, move.to, move.at, {
      remarks: move.remarks,
      deliveredOn:
        move.to === 'D' ? (move.deliveredOn ?? formatApiDate(todayIn(move.at, move.timeZone))) : undefined,
      confirmed: move.to === 'C',
    });
    if (move.to === 'R') {
      await insertPointEntryOnce(tx, {
        clientId: move.clientId,
        retailerId: int(row.retailer_id),
        distributorId: row.distributor_id === null ? null : int(row.distributor_id),
        entryDate: formatApiDate(todayIn(move.at, move.timeZone)),
        kind: 'REVERSE',
        points: int(row.total_points),
        reference: String(row.redemption_no),
        narration: `Points returned: redemption ${row.redemption_no} rejected`,
        sourceKey: `REV:${move.redemptionId}`,
        at: move.at,
      });
    }
    return { from, to: move.to };
  });
}

/** RewardDeliverySubmit: the retailer confirms a delivered redemption (D -> C). */
export async function confirmDelivery(
  db: Db,
  owner: RewardOwner,
  redemptionId: number,
  settings: AppSettings,
  now: Date,
  timeZone: string,
): Promise<void> {
  if (!settings.flags.isEnableRewardOrderDeliveryConfirmation)
    throw new AppError('E017', 'Delivery confirmation is switched off', { http: 403 });
  await moveRedemption(db, {
    clientId: owner.clientId,
    retailerId: owner.retailerId,
    redemptionId,
    to: 'C',
    at: now,
    timeZone,
  });
}

export async function loyaltyDashboard(
  db: Db,
  owner: RewardOwner,
  now: Date,
  timeZone: string,
): Promise<TLoyaltyDashboard> {
  const today = todayIn(now, timeZone);
  const monthStart = formatApiDate({ year: today.year, month: today.month, day: 1 });
  const [t, pending] = await Promise.all([
    findPointTotals(db, owner, monthStart),
    findPendingPoints(db, owner),
  ]);
  return {
    RewardPoints: num(t.balance),
    TotalEarned: num(t.earned),
    TotalRedeemed: num(t.redeemed),
    TotalReversed: num(t.reversed),
    PendingPoints: pending,
    EarnedThisMonth: num(t.month_earned),
    LastEarnedOn: String(t.last_earned ?? ''),
  };
}

/** GetEarningLedger: the points ledger, newest first, each entry with the balance after it. */
export async function earningLedger(
  db: Db,
  owner: RewardOwner,
  body: TEarningLedgerRequest,
): Promise<{ entries: TPointEntry[]; total: number }> {
  const range = resolveHistoryFilter(body);
  if (!range.ok) throw new AppError('E008', `Invalid Request: ${range.problem}`);
  const { rows, total } = await findPointEntryPage(
    db,
    owner,
    {
      from: range.from ? formatApiDate(range.from) : null,
      to: range.to ? formatApiDate(range.to) : null,
      kind: body.Kind,
      text: body.SearchText,
    },
    { offset: (body.Page - 1) * body.PageSize, limit: body.PageSize },
  );
  return {
    entries: rows.map((r) => ({
      EntryId: int(r.id),
      EntryDate: String(r.entry_date),
      Kind: String(r.kind) as PointKind,
      Reference: String(r.reference),
      Narration: String(r.narration),
      Points: int(r.points),
      Balance: num(r.balance),
      DistributorName: String(r.distributor_name ?? ''),
    })),
    total,
  };
}

/** GetPointDetailsList: the catalogue's products that earn points, most first. */
export async function pointDetails(
  db: Db,
  clientId: number,
  body: TPointDetailsRequest,
): Promise<{ products: TPointDetail[]; total: number }> {
  const { rows, total } = await findPointProductPage(db, clientId, body.SearchText, {
    offset: (body.Page - 1) * body.PageSize,
    limit: body.PageSize,
  });
  return {
    products: rows.map((r) => ({
      ProductId: int(r.id),
      ProductCode: String(r.code),
      ProductName: String(r.name),
      ProductPoints: int(r.points),
      ConversionQty: Math.max(1, int(r.conversion_qty)),
      ImageUrl: String(r.image_url ?? '') || `/images/products/${int(r.id)}.svg`,
    })),
    total,
  };
}

/** The generated picture of a gift product of the client, or null. */
export async function giftPicture(db: Db, id: number, clientId: number): Promise<string | null> {
  const row = await findGiftPicture(db, id, clientId);
  return row ? giftSvg(String(row.name), String(row.vendor)) : null;
}
