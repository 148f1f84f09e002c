/**
 * Contracts of the cart calls, answered by the server's cart module (ordering-core sections 3 and
 * 5): /SalesOrder/OrderUpload, CartDetail, CartCount, ClearCart, OrderSummary, OrderSummaryDetail,
 * ValidateCart and BulkOrderUpload. Requests are parsed with these schemas on the server (bad input:
 * E008) and type the web client. Field names follow the spec's spelling; where it is silent,
 * PascalCase. Quantities are pieces; money as in contracts/fields. The request builders that fill
 * an OrderUpload body are in requests/cart.
 */
import { z } from 'zod';
import { FILTER_LEVEL_CODES } from '../codes.ts';
import { MAX_LINE_QTY, MAX_UPLOAD_LINES } from '../rules/cart.ts';
import { MAX_FILTER_IDS } from '../rules/product-list.ts';
import { MAX_UNIT_COUNT } from '../rules/quantity.ts';
import { envelopeOf, ZEmptyRequest } from './envelope.ts';
import { ZAmount, ZBit, ZDbId, ZFlag, ZIdOrZero, ZMoneyInput, zInt } from './fields.ts';
import { ZAttrFilterEntry } from './product.ts';

/**
 * One /SalesOrder/OrderUpload line. Qty is the line's new quantity in pieces (pieces + cases x
 * ConversionQty); 0 removes the line. UomId is the product's unit (1 piece) and UomCount its
 * pieces per unit (1 for a piece); both describe the line, the quantity is always pieces.
 * Price (per piece) comes with deletes and repeat orders: the price the retailer saw; the server
 * prices from its own rows and shows OldPrice when they differ. PName, ImageUrl, GroupName are
 * informative; the server reads the product again.
 */
export const ZOrderUploadLine = z.object({
  PId: ZDbId,
  Qty: zInt(0, MAX_LINE_QTY),
  PName: z.string().max(300).optional().default(''),
  DiscountId: ZIdOrZero.optional().default(0),
  SchemeId: ZIdOrZero.optional().default(0),
  PrincipalId: ZDbId,
  ImageUrl: z.string().max(2048).optional().default(''),
  DistributorId: ZDbId,
  UomId: ZDbId.optional().default(1),
  GroupId: ZIdOrZero.optional().default(0),
  GroupName: z.string().max(300).optional().default(''),
  UomCount: zInt(1, MAX_LINE_QTY).optional().default(1),
  Price: ZMoneyInput.optional(),
  /**
   * FOC mode (the product list's NeedFOC): the line is a free-of-charge trial line of a product the
   * distributor offers FOC. Absent (or false, 0) is a paid line. A cart never mixes the two
   * (docs/decisions/049). Kept as sent (not defaulted) so a parsed line equals the line sent.
   */
  IsFree: z.union([z.boolean(), z.literal(0), z.literal(1)]).optional(),
});
export type TOrderUploadLine = z.infer<typeof ZOrderUploadLine>;
export type TOrderUploadLineInput = z.input<typeof ZOrderUploadLine>;

/** The OrderUpload body: a list of 1..500 lines, at most one per product and distributor. */
export const ZOrderUploadRequest = z
  .array(ZOrderUploadLine)
  .min(1)
  .max(MAX_UPLOAD_LINES)
  .refine((lines) => new Set(lines.map((l) => `${l.DistributorId}:${l.PId}`)).size === lines.length, {
    message: 'A product appears once per upload',
  });
export type TOrderUploadRequest = z.infer<typeof ZOrderUploadRequest>;

/**
 * Cart detail. The spec names the call only "cart detail" (payload ReqCode, NeedFOC); its path here
 * is /SalesOrder/CartDetail (docs/decisions/044). ReqCode 'MyCart' asks for the cart page (lines
 * with totals); '' for the product lists' quantities.
 */
export const ZCartDetailRequest = z
  .object({
    ReqCode: z.enum(['MyCart', '']).optional().default(''),
    NeedFOC: ZFlag,
  })
  .optional()
  .default({ ReqCode: '', NeedFOC: false });
export type TCartDetailRequest = z.infer<typeof ZCartDetailRequest>;

export const ZCartCountRequest = ZEmptyRequest;
export const ZClearCartRequest = ZEmptyRequest;
export const ZOrderSummaryRequest = ZEmptyRequest;
export const ZOrderSummaryDetailRequest = ZEmptyRequest;

/** ValidateCart: whether a FOC (IsFOC true) or normal order may go on with the current cart; Data boolean. */
export const ZValidateCartRequest = z.object({ IsFOC: ZFlag });
export type TValidateCartRequest = z.infer<typeof ZValidateCartRequest>;

/**
 * BulkOrderUpload (bulk and suggested orders): the products matching the filter (FilterIdList at
 * FilterLevelCode, attribute filter, NeedFOC, IsRelevant for the suggested order) are put in the
 * cart with Qty pieces each (suggested orders: each product's suggested quantity when Qty is 0),
 * at most bulkOrderProductCount products. ProductIdList narrows to selected products.
 */
export const ZBulkOrderUploadRequest = z.object({
  AttrFilter: z.array(ZAttrFilterEntry).max(20).optional().default([]),
  FilterLevelCode: z
    .union([z.enum(FILTER_LEVEL_CODES), z.literal('')])
    .optional()
    .default(''),
  FilterIdList: z.array(ZDbId).max(MAX_FILTER_IDS).optional().default([]),
  Qty: zInt(0, MAX_UNIT_COUNT),
  NeedFOC: ZFlag,
  IsRelevant: ZFlag,
  ProductIdList: z.array(ZDbId).max(MAX_FILTER_IDS).optional().default([]),
});
export type TBulkOrderUploadRequest = z.infer<typeof ZBulkOrderUploadRequest>;

// ------------------------------------------------------------------------------------------
// Responses
// ------------------------------------------------------------------------------------------

/**
 * A cart line: the spec's fields plus the amounts of rules/pricing priceLine. Price is the
 * buying price per piece now; OldPrice the price per piece the retailer saw before (the Price of
 * a repeat or an earlier upload) when it differs, else null. LineTotal = Qty x Price;
 * NetAmount = LineTotal - DiscAmount - SchemeAmount + TaxAmount (tax not re-added when prices
 * include tax). DeliveryDate is the standard delivery date (YYYY-MM-DD).
 */
export const ZCartLine = z.object({
  ProductId: z.number().int(),
  PrincipalId: z.number().int(),
  ProductName: z.string(),
  ProductCode: z.string(),
  Price: ZAmount,
  Qty: z.number().int(),
  ConversionQty: z.number().int(),
  IsFree: ZBit,
  DeliveryDate: z.string(),
  DiscountId: z.number().int(),
  SchemeId: z.number().int(),
  /** The scheme's narration, or null when none applies. */
  Scheme: z.string().nullable(),
  ImageUrl: z.string(),
  DistributorId: z.number().int(),
  UomId: z.number().int(),
  GroupId: z.number().int(),
  GroupName: z.string(),
  MinORDQty: z.number().int(),
  MaxORDQty: z.number().int(),
  IsSaleable: ZBit,
  SIH: z.number().int(),
  BrandId: z.number().int(),
  BrandName: z.string(),
  SplitId: z.number().int(),
  SplitName: z.string(),
  ProductPoints: z.number().int(),
  TaxPercent: z.number(),
  DiscAmount: ZAmount,
  SchemeAmount: ZAmount,
  TaxAmount: ZAmount,
  OldPrice: ZAmount.nullable(),
  LineTotal: ZAmount,
  NetAmount: ZAmount,
});
export type TCartLine = z.infer<typeof ZCartLine>;

/** A free goods line from a scheme slab (rules/pricing schemeBenefit), shown apart from the paid lines. */
export const ZFreeProduct = z.object({
  ProductId: z.number().int(),
  ProductName: z.string(),
  ImageUrl: z.string(),
  DistributorId: z.number().int(),
  /** Free pieces. */
  FreeQty: z.number().int(),
  SchemeId: z.number().int(),
  SlabId: z.number().int(),
  /** The paid product whose quantity earned it. */
  ForProductId: z.number().int(),
});
export type TFreeProduct = z.infer<typeof ZFreeProduct>;

/**
 * The totals of a cart (and of an order): sums of the lines' amounts (rules/pricing totalCart).
 * CashVoucher and OrderVolume are null when their setting is off. MinOrderValue is null when none
 * is supplied; AllowToCheckout is MeetsMinimumOrderValue with at least one line.
 */
export const ZCartTotals = z.object({
  LineCount: z.number().int(),
  TotalQty: z.number().int(),
  FreeQty: z.number().int(),
  GrossAmount: ZAmount,
  DiscAmount: ZAmount,
  SchemeAmount: ZAmount,
  TaxAmount: ZAmount,
  NetAmount: ZAmount,
  CashVoucher: z.object({ Points: z.number().int(), Value: ZAmount }).nullable(),
  OrderVolume: z.object({ Metric: z.string(), Value: z.string() }).nullable(),
  MinOrderValue: ZAmount.nullable(),
  MeetsMinimumOrderValue: z.boolean(),
  AllowToCheckout: z.boolean(),
});
export type TCartTotals = z.infer<typeof ZCartTotals>;

/**
 * Cart detail answer: Data is the lines (spec); next to Count/TotalCount the envelope carries
 * isShowSIHWarning (some line is above stock), FreeProducts, Totals (MyCart only, else null),
 * IsFOC (the cart holds FOC products) and the delivery dates.
 */
export const ZCartDetailResponse = envelopeOf(z.array(ZCartLine)).extend({
  isShowSIHWarning: z.boolean(),
  FreeProducts: z.array(ZFreeProduct),
  Totals: ZCartTotals.nullable(),
  IsFOC: z.boolean(),
  StandardDeliveryDate: z.string().nullable(),
  ExpressDeliveryDate: z.string().nullable(),
});
export type TCartDetailResponse = z.infer<typeof ZCartDetailResponse>;

/** CartCount Data: lines plus free items (rules/cart cartCount). */
export const ZCartCount = z.number().int();

/** OrderSummary Data: the totals. */
export const ZOrderSummary = ZCartTotals;

/**
 * OrderSummaryDetail Data: the lines grouped per orderSummaryFilterLevelCode (rules/cart
 * groupSummaryLines), each group with its totals, in the order the groups first appear.
 */
export const ZOrderSummaryGroup = z.object({
  FilterLevelCode: z.string(),
  Id: z.number().int().nullable(),
  Name: z.string(),
  Lines: z.array(ZCartLine),
  GrossAmount: ZAmount,
  NetAmount: ZAmount,
  TotalQty: z.number().int(),
});
export type TOrderSummaryGroup = z.infer<typeof ZOrderSummaryGroup>;
export const ZOrderSummaryDetail = z.array(ZOrderSummaryGroup);

/** ValidateCart Data: true when the cart kind matches the request; false with the message key in Msg. */
export const ZValidateCartResult = z.boolean();

/**
 * BulkOrderUpload answer: Data.ProductList the lines put in the cart, Data.OutOfStock the products
 * left out or cut to stock; isShowSIHWarning next to the envelope (like cart detail).
 */
export const ZBulkOrderUploadResponse = envelopeOf(
  z.object({
    ProductList: z.array(ZCartLine),
    OutOfStock: z.array(
      z.object({ ProductId: z.number().int(), ProductName: z.string(), SIH: z.number().int() }),
    ),
  }),
).extend({ isShowSIHWarning: z.boolean() });
export type TBulkOrderUploadResponse = z.infer<typeof ZBulkOrderUploadResponse>;
