/**
 * Contracts of rewards and loyalty points (second spec sections 3, 4, 5 and 7; docs/decisions/099),
 * answered by the server's rewards module: /Reward/* and the points half of /Loyalty/*
 * (GetLoyaltyDashboardDetails, GetEarningLedger, GetPointDetailsList).
 */
import { z } from 'zod';
import { REDEEM_TYPES } from '../codes.ts';
import { SEARCH_MAX_CHARS } from '../rules/product-list.ts';
import { MAX_REWARD_LINES, MAX_REWARD_QTY, POINT_KINDS, REWARD_STATUS_CODES } from '../rules/rewards.ts';
import {
  hasNoControlCharacters,
  historyFilterFields,
  pageFields,
  refineHistoryDates,
  ZAmount,
  ZDbId,
  ZIdempotencyKey,
  zInt,
} from './fields.ts';

const MAX_POINTS = 1_000_000_000;
const search = z
  .string()
  .trim()
  .max(SEARCH_MAX_CHARS)
  .refine(hasNoControlCharacters, 'A search has no control characters')
  .optional()
  .default('');
const attrValue = z.string().trim().min(1).max(100).refine(hasNoControlCharacters, 'No control characters');

export const ZEmptyRequest = z.object({});

/** An attribute filter (loyaltyEnableAttrMapping): values of a Single or Multiple attribute, or ranges of a Range one. */
export const ZRewardAttrFilter = z.object({
  AttrId: ZDbId,
  AttrValues: z.array(attrValue).max(50).optional().default([]),
  AttrRangeValues: z
    .array(z.object({ Min: zInt(0, MAX_POINTS), Max: zInt(0, MAX_POINTS) }))
    .max(10)
    .optional()
    .default([]),
  Sequence: zInt(0, 1000).optional(),
});

export const REWARD_SORTS = ['Point_ASC', 'Point_DESC', 'Name_ASC', 'Name_DESC'] as const;

export const ZGiftProductsRequest = z
  .object({
    SearchText: search,
    AttrFilters: z.array(ZRewardAttrFilter).max(20).optional().default([]),
    /** Vendors (loyaltyEnableVendor); one at most when loyaltyVendorFilterSingleSelection. */
    VendorIds: z.array(ZDbId).max(50).optional().default([]),
    MinPoints: zInt(0, MAX_POINTS).optional(),
    MaxPoints: zInt(0, MAX_POINTS).optional(),
    Sorting: z.enum(REWARD_SORTS).optional().default('Point_ASC'),
    ...pageFields,
  })
  .refine((v) => v.MinPoints === undefined || v.MaxPoints === undefined || v.MinPoints <= v.MaxPoints, {
    message: 'MinPoints is at most MaxPoints',
    path: ['MaxPoints'],
  });
export type TGiftProductsRequest = z.infer<typeof ZGiftProductsRequest>;

export const ZGiftProduct = z.object({
  ProductId: z.number().int(),
  ProductCode: z.string(),
  ProductName: z.string(),
  Description: z.string(),
  ProductPoints: z.number().int(),
  ImageUrl: z.string(),
  VendorId: z.number().int(),
  VendorName: z.string(),
  ConversionQty: z.number().int(),
  UomId: z.number().int(),
  PrincipalId: z.number().int(),
  IsFree: z.number().int(),
  Qty: z.number().int(),
  /** Attribute values by attribute id. */
  Attributes: z.record(z.string(), z.string()),
});
export type TGiftProduct = z.infer<typeof ZGiftProduct>;
export const ZGiftProductList = z.array(ZGiftProduct);

export const ZRewardVendor = z.object({
  VendorId: z.number().int(),
  VendorCode: z.string(),
  VendorName: z.string(),
});
export type TRewardVendor = z.infer<typeof ZRewardVendor>;

export const ZRewardAttribute = z.object({
  AttrId: z.number().int(),
  AttrName: z.string(),
  /** Single, Multiple or Range. */
  Mode: z.string(),
  Sequence: z.number().int(),
  /** The values gift products carry (Single and Multiple). */
  Values: z.array(z.string()),
});
export type TRewardAttribute = z.infer<typeof ZRewardAttribute>;

export const ZRewardDashboard = z.object({
  /** The balance: the sum of the points ledger. */
  RewardPoints: z.number().int(),
  /** Points of redemptions waiting for approval (already taken from the balance). */
  PendingPoints: z.number().int(),
  /** What the balance is worth as cash: RewardPoints times ConversionRate (rupees). */
  CashPoints: ZAmount,
  ConversionRate: z.number(),
  CashEnabled: z.boolean(),
  RedeemTypes: z.array(z.enum(REDEEM_TYPES)),
  /** The redeem type the screen starts on. */
  SelectedRedeemType: z.enum(REDEEM_TYPES),
  IsOtpEnabled: z.boolean(),
  ApprovalRequired: z.boolean(),
  VendorEnabled: z.boolean(),
  VendorSingleSelection: z.boolean(),
  Attributes: z.array(ZRewardAttribute),
});
export type TRewardDashboard = z.infer<typeof ZRewardDashboard>;

export const ZRewardOrderLine = z.object({ ProductId: ZDbId, Qty: zInt(1, MAX_REWARD_QTY) });

export const ZRewardOrderSubmitRequest = z.object({
  vendorId: ZDbId.optional(),
  productList: z.array(ZRewardOrderLine).max(MAX_REWARD_LINES).optional().default([]),
  redeemType: z.enum(REDEEM_TYPES),
  /** The points the retailer saw: must equal the lines' points (PRODUCT) and not exceed the balance. */
  totalRedeemPoint: zInt(0, MAX_POINTS),
  /** Also accepted as the Idempotency-Key header: a repeated submit answers the first redemption. */
  IdempotencyKey: ZIdempotencyKey.optional(),
});
export type TRewardOrderSubmitRequest = z.infer<typeof ZRewardOrderSubmitRequest>;

export const ZRewardOrderResult = z.object({
  RedemptionId: z.number().int(),
  RedemptionNo: z.string(),
  Status: z.enum(REWARD_STATUS_CODES),
  TotalRedeemPoint: z.number().int(),
  CashAmount: ZAmount,
  /** The balance after it. */
  RewardPoints: z.number().int(),
});
export type TRewardOrderResult = z.infer<typeof ZRewardOrderResult>;

export const ZRequestRewardOtpRequest = z.object({ totalRedeemPoint: zInt(0, MAX_POINTS).optional() });
export const ZValidateRewardOtpRequest = z.object({
  OTP: z.string().regex(/^\d{4}$/, 'The code is 4 digits'),
});

export const ZRedemptionViewRequest = z
  .object({
    ...historyFilterFields,
    VendorId: ZDbId.optional(),
    Status: z.enum(REWARD_STATUS_CODES).optional(),
    ...pageFields,
  })
  .superRefine(refineHistoryDates);
export type TRedemptionViewRequest = z.infer<typeof ZRedemptionViewRequest>;

export const ZRedemptionSummary = z.object({
  RedemptionId: z.number().int(),
  RedemptionNo: z.string(),
  /** YYYY-MM-DD in the client's zone. */
  RedemptionDate: z.string(),
  RedeemType: z.enum(REDEEM_TYPES),
  TotalPoints: z.number().int(),
  TotalQty: z.number().int(),
  CashAmount: ZAmount,
  Status: z.enum(REWARD_STATUS_CODES),
  StatusName: z.string(),
  VendorId: z.number().int(),
  VendorName: z.string(),
  /** The distributor selected when it was made; '' unless showDistributorInRewardHistory. */
  DistributorName: z.string(),
  /** YYYY-MM-DD the vendor delivered, or ''. */
  DeliveredOn: z.string(),
  /** Delivered and not yet confirmed, with delivery confirmation on. */
  CanConfirmDelivery: z.boolean(),
  Remarks: z.string(),
});
export type TRedemptionSummary = z.infer<typeof ZRedemptionSummary>;
export const ZRedemptionList = z.array(ZRedemptionSummary);

export const ZRedemptionViewDetailsRequest = z.object({ RedemptionId: ZDbId });
export const ZRedemptionLine = z.object({
  ProductId: z.number().int(),
  ProductName: z.string(),
  ImageUrl: z.string(),
  ProductPoints: z.number().int(),
  Qty: z.number().int(),
  TotalPoints: z.number().int(),
});
export const ZRedemptionDetails = z.object({
  Summary: ZRedemptionSummary,
  ProductList: z.array(ZRedemptionLine),
});
export type TRedemptionDetails = z.infer<typeof ZRedemptionDetails>;

export const ZRewardDeliverySubmitRequest = z.object({ RedemptionId: ZDbId });

export const ZLoyaltyDashboard = z.object({
  RewardPoints: z.number().int(),
  TotalEarned: z.number().int(),
  TotalRedeemed: z.number().int(),
  TotalReversed: z.number().int(),
  PendingPoints: z.number().int(),
  EarnedThisMonth: z.number().int(),
  /** YYYY-MM-DD or ''. */
  LastEarnedOn: z.string(),
});
export type TLoyaltyDashboard = z.infer<typeof ZLoyaltyDashboard>;

export const ZEarningLedgerRequest = z
  .object({
    ...historyFilterFields,
    Kind: z.enum(POINT_KINDS).optional(),
    ...pageFields,
  })
  .superRefine(refineHistoryDates);
export type TEarningLedgerRequest = z.infer<typeof ZEarningLedgerRequest>;

export const ZPointEntry = z.object({
  EntryId: z.number().int(),
  /** YYYY-MM-DD. */
  EntryDate: z.string(),
  Kind: z.enum(POINT_KINDS),
  Reference: z.string(),
  Narration: z.string(),
  /** Signed: earned and reversed above zero, redeemed below. */
  Points: z.number().int(),
  /** The balance after this entry (all entries up to it, oldest first). */
  Balance: z.number().int(),
  DistributorName: z.string(),
});
export type TPointEntry = z.infer<typeof ZPointEntry>;
export const ZPointEntryList = z.array(ZPointEntry);

export const ZPointDetailsRequest = z.object({ SearchText: search, ...pageFields });
export type TPointDetailsRequest = z.infer<typeof ZPointDetailsRequest>;
export const ZPointDetail = z.object({
  ProductId: z.number().int(),
  ProductCode: z.string(),
  ProductName: z.string(),
  /** Points a piece earns when invoiced. */
  ProductPoints: z.number().int(),
  ConversionQty: z.number().int(),
  ImageUrl: z.string(),
});
export type TPointDetail = z.infer<typeof ZPointDetail>;
export const ZPointDetailList = z.array(ZPointDetail);
