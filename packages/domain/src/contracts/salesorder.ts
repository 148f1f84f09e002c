/**
 * Contracts of the /SalesOrder/* calls (ordering-core sections 3, 5, 7 and 9) and of
 * /Appconfig/GetDeliveryDate: cart, checkout, orders, invoices, bulk orders and smart lists.
 * Requests are parsed with these schemas on the server (bad input: E008) and type the web client.
 * Field names follow the spec's spelling; where it is silent, PascalCase.
 *
 * Money crosses the API as a JSON number with two decimals (rupees), as in the product contract;
 * a request's Price may also be a numeric string. Rules read amounts exactly with
 * rules/pricing `toPaise` (never float arithmetic). Quantities are pieces. Dates are YYYY-MM-DD
 * strings (the screens show DD-MM-YYYY); instants are ISO 8601 strings.
 */
import { z } from 'zod';
import { FILTER_LEVEL_CODES } from '../codes.ts';
import { MAX_LINE_QTY, MAX_UPLOAD_LINES } from '../rules/cart.ts';
import { parseApiDate, parseMonth } from '../rules/delivery.ts';
import { INVOICE_DELIVERY_STATUS_CODES, MAX_INVOICES_PER_MARK } from '../rules/invoice-delivery.ts';
import { ORDER_STATUS_CODES, resolveHistoryFilter } from '../rules/order-status.ts';
import { tryToPaise } from '../rules/pricing.ts';
import { MAX_FILTER_IDS, MAX_PAGE, SEARCH_MAX_CHARS } from '../rules/product-list.ts';
import { MAX_UNIT_COUNT } from '../rules/quantity.ts';
import {
  GROWTH_QTY_MAX,
  isValidGrowthFactor,
  isValidTemplateName,
  TEMPLATE_NAME_MAX,
  TEMPLATE_NAME_MIN,
} from '../rules/smart-list.ts';
import { OTP_LENGTH } from '../rules/validators.ts';
import { envelopeOf, ZEmptyRequest } from './envelope.ts';
import { ZAttrFilterEntry } from './product.ts';
import { ZRetailerAddress } from './retailer.ts';

/** A database id: a positive 32-bit integer (a numeric string is accepted). */
const id = z.coerce.number().int().positive().max(2_147_483_647);
/** An id or 0 for "none" (DiscountId, SchemeId, GroupId). */
const idOrZero = z.coerce.number().int().min(0).max(2_147_483_647);
/** A yes/no flag: true/false or 1/0, read as a boolean; absent is false. */
const flag = z
  .union([z.boolean(), z.literal(0), z.literal(1)])
  .optional()
  .transform((v) => v === true || v === 1);
const page1 = z.coerce.number().int().min(1).max(MAX_PAGE);
/**
 * Control characters (NUL above all, which PostgreSQL text cannot hold) are never part of an
 * order number, a name or a search: refused as bad input instead of reaching the database.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to refuse control characters
const CONTROL = /[\u0000-\u001f\u007f]/;
const noControl = (v: string) => !CONTROL.test(v);

/** Highest price per piece a line may carry (numeric(12,2)). */
export const MAX_PRICE = 9_999_999_999.99;

/** An amount in a request: a number or numeric string, >= 0, at most two decimals, within numeric(12,2). */
export const ZMoneyInput = z.union([z.number(), z.string()]).refine(
  (v) => {
    const p = tryToPaise(v);
    if (p === null || p < 0n || p > 999_999_999_999n) return false;
    // at most two decimals: reading it to paise loses nothing
    const text = typeof v === 'number' ? String(v) : v.trim();
    return !/\.\d{3,}/.test(text) && !/e/i.test(text);
  },
  { message: 'An amount is a number >= 0 with at most two decimals' },
);

/** A calendar date as the API sends it: YYYY-MM-DD, a real date. */
export const ZApiDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'A date is YYYY-MM-DD')
  .refine((v) => parseApiDate(v) !== null, 'Not a real date');
/** YYYY-MM-DD or '' (no date); absent is ''. */
const optionalDate = z
  .union([ZApiDate, z.literal('')])
  .optional()
  .default('');
/** MM-YYYY (the history filter's month) or ''. */
export const ZMonth = z.string().refine((v) => parseMonth(v) !== null, 'A month is MM-YYYY');

/**
 * An idempotency key (IETF Idempotency-Key draft, DESIGN.md "Security decisions"): 8 to 255
 * visible characters, e.g. a UUID. The same key with the same body replays the first answer; the
 * same key with another body is refused (422). It may come in the body or the Idempotency-Key header.
 */
export const ZIdempotencyKey = z
  .string()
  .regex(/^[\x21-\x7e]{8,255}$/, 'An idempotency key is 8-255 visible characters');

// ------------------------------------------------------------------------------------------
// Cart
// ------------------------------------------------------------------------------------------

/**
 * One /SalesOrder/OrderUpload line. Qty is the line's new quantity in pieces (pieces + cases x
 * ConversionQty); 0 removes the line. UomId is the product's unit (1 piece) and UomCount its
 * pieces per unit (1 for a piece); both describe the line, the quantity is always pieces.
 * Price (per piece) comes with deletes and repeat orders: the price the retailer saw; the server
 * prices from its own rows and shows OldPrice when they differ. PName, ImageUrl, GroupName are
 * informative; the server reads the product again.
 */
export const ZOrderUploadLine = z.object({
  PId: id,
  Qty: z.coerce.number().int().min(0).max(MAX_LINE_QTY),
  PName: z.string().max(300).optional().default(''),
  DiscountId: idOrZero.optional().default(0),
  SchemeId: idOrZero.optional().default(0),
  PrincipalId: id,
  ImageUrl: z.string().max(2048).optional().default(''),
  DistributorId: id,
  UomId: id.optional().default(1),
  GroupId: idOrZero.optional().default(0),
  GroupName: z.string().max(300).optional().default(''),
  UomCount: z.coerce.number().int().min(1).max(MAX_LINE_QTY).optional().default(1),
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
    NeedFOC: flag,
  })
  .optional()
  .default({ ReqCode: '', NeedFOC: false });
export type TCartDetailRequest = z.infer<typeof ZCartDetailRequest>;

export const ZCartCountRequest = ZEmptyRequest;
export const ZClearCartRequest = ZEmptyRequest;
export const ZOrderSummaryRequest = ZEmptyRequest;
export const ZOrderSummaryDetailRequest = ZEmptyRequest;

/** ValidateCart: whether a FOC (IsFOC true) or normal order may go on with the current cart; Data boolean. */
export const ZValidateCartRequest = z.object({ IsFOC: flag });
export type TValidateCartRequest = z.infer<typeof ZValidateCartRequest>;

// ------------------------------------------------------------------------------------------
// Checkout
// ------------------------------------------------------------------------------------------

/**
 * OrderSubmit: DeliveryDate YYYY-MM-DD (express date when chosen, else standard; see
 * rules/delivery submitDeliveryDate), AddressId one of the retailer's addresses. IdempotencyKey is
 * optional here because the Idempotency-Key header carries the same thing.
 */
export const ZOrderSubmitRequest = z.object({
  DeliveryDate: ZApiDate,
  AddressId: id,
  IdempotencyKey: ZIdempotencyKey.optional(),
});
export type TOrderSubmitRequest = z.infer<typeof ZOrderSubmitRequest>;

export const ZRequestOrderOtpRequest = ZEmptyRequest;
export const ZValidateOrderOtpRequest = z.object({
  OrderOTP: z.string().regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), 'A code is exactly 4 digits'),
});
export type TValidateOrderOtpRequest = z.infer<typeof ZValidateOrderOtpRequest>;

export const ZGetDeliveryDateRequest = ZEmptyRequest;

// ------------------------------------------------------------------------------------------
// Orders
// ------------------------------------------------------------------------------------------

/** The history filter's dates (a month, or From on or before To) as issues on their fields. */
function refineHistoryDates(
  v: { FromDate: string; ToDate: string; Month: string },
  ctx: z.core.$RefinementCtx,
): void {
  const r = resolveHistoryFilter(v);
  if (r.ok) return;
  const field = {
    invalidMonth: 'Month',
    invalidFromDate: 'FromDate',
    invalidToDate: 'ToDate',
    fromAfterTo: 'ToDate',
  };
  ctx.addIssue({ code: 'custom', message: r.problem, path: [field[r.problem]] });
}

/**
 * OrderView and CancelOrderView: text (order number or product name), a date range or a month
 * (MM-YYYY; it wins over the range), the vendor (distributor) and a page. Newest first, at most
 * the newest 500 orders (ORDER_HISTORY_LIMIT).
 */
/**
 * The history filter's fields, shared by the order lists and the invoice search: a text, a date
 * range (YYYY-MM-DD) or a month (MM-YYYY; it wins over the range). Checked by refineHistoryDates.
 */
const historyFilterFields = {
  SearchText: z
    .string()
    .trim()
    .max(SEARCH_MAX_CHARS)
    .refine(noControl, 'A search has no control characters')
    .optional()
    .default(''),
  FromDate: optionalDate,
  ToDate: optionalDate,
  Month: z
    .union([ZMonth, z.literal('')])
    .optional()
    .default(''),
};

/** A page of a list from Page 1, 20 rows unless asked (at most 100). */
const pageFields = {
  Page: page1.optional().default(1),
  PageSize: z.coerce.number().int().min(1).max(100).optional().default(20),
};

export const ZOrderViewRequest = z
  .object({ ...historyFilterFields, VendorId: id.optional(), ...pageFields })
  .superRefine(refineHistoryDates);
export type TOrderViewRequest = z.infer<typeof ZOrderViewRequest>;
export const ZCancelOrderViewRequest = ZOrderViewRequest;

export const ZOrderViewDetailsRequest = z.object({ OrderId: id, NeedSummary: flag });
export type TOrderViewDetailsRequest = z.infer<typeof ZOrderViewDetailsRequest>;

const orderNo = z
  .string()
  .trim()
  .min(1)
  .max(50)
  .refine(noControl, 'An order number has no control characters');
export const ZCancelOrderRequest = z.object({ OrderNo: orderNo });
export type TCancelOrderRequest = z.infer<typeof ZCancelOrderRequest>;
export const ZOrderInvoiceRequest = z.object({ OrderNo: orderNo });
export type TOrderInvoiceRequest = z.infer<typeof ZOrderInvoiceRequest>;

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
  FilterIdList: z.array(id).max(MAX_FILTER_IDS).optional().default([]),
  Qty: z.coerce.number().int().min(0).max(MAX_UNIT_COUNT),
  NeedFOC: flag,
  IsRelevant: flag,
  ProductIdList: z.array(id).max(MAX_FILTER_IDS).optional().default([]),
});
export type TBulkOrderUploadRequest = z.infer<typeof ZBulkOrderUploadRequest>;

// ------------------------------------------------------------------------------------------
// Smart lists
// ------------------------------------------------------------------------------------------

export const ZOrderTemplateRequest = ZEmptyRequest;

/** A smart-list name: trimmed, 3..50 characters (rules/smart-list checkTemplateName). */
export const ZTemplateName = z
  .string()
  .trim()
  .refine(
    isValidTemplateName,
    `A smart list name has ${TEMPLATE_NAME_MIN} to ${TEMPLATE_NAME_MAX} characters`,
  )
  .refine(noControl, 'A smart list name has no control characters');

export const ZTemplateLineInput = z.object({
  DistributorId: id,
  PId: id,
  PrincipalId: id,
  Qty: z.coerce.number().int().min(1).max(MAX_LINE_QTY),
  UomId: id.optional().default(1),
});
export type TTemplateLineInput = z.infer<typeof ZTemplateLineInput>;

/** AddOrderTemplate: a unique name (E018 when taken) and 1..500 lines, one per product and distributor. */
export const ZAddOrderTemplateRequest = z.object({
  TemplateName: ZTemplateName,
  TemplateDetail: z
    .array(ZTemplateLineInput)
    .min(1)
    .max(MAX_UPLOAD_LINES)
    .refine((lines) => new Set(lines.map((l) => `${l.DistributorId}:${l.PId}`)).size === lines.length, {
      message: 'A product appears once per smart list',
    }),
});
export type TAddOrderTemplateRequest = z.infer<typeof ZAddOrderTemplateRequest>;

export const ZOrderTemplateDetailRequest = z.object({ TemplateId: id });
export type TOrderTemplateDetailRequest = z.infer<typeof ZOrderTemplateDetailRequest>;
export const ZDeleteOrderTemplateRequest = z.object({ TemplateId: id });
export type TDeleteOrderTemplateRequest = z.infer<typeof ZDeleteOrderTemplateRequest>;

/** The growth factor as the smart-list screen sends it to its own fill (rules/smart-list applyGrowth). */
export const ZGrowthFactor = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('fixed'), value: z.number().int().min(1).max(GROWTH_QTY_MAX) }),
  z.object({
    mode: z.literal('percentage'),
    value: z
      .number()
      .min(-100)
      .max(100)
      .refine((value) => isValidGrowthFactor({ mode: 'percentage', value }), 'At most two decimals'),
  }),
]);
export type TGrowthFactor = z.infer<typeof ZGrowthFactor>;

// ------------------------------------------------------------------------------------------
// Responses
// ------------------------------------------------------------------------------------------

const money = z.number();
const bit = z.union([z.literal(0), z.literal(1)]);

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
  Price: money,
  Qty: z.number().int(),
  ConversionQty: z.number().int(),
  IsFree: bit,
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
  IsSaleable: bit,
  SIH: z.number().int(),
  BrandId: z.number().int(),
  BrandName: z.string(),
  SplitId: z.number().int(),
  SplitName: z.string(),
  ProductPoints: z.number().int(),
  TaxPercent: z.number(),
  DiscAmount: money,
  SchemeAmount: money,
  TaxAmount: money,
  OldPrice: money.nullable(),
  LineTotal: money,
  NetAmount: money,
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
  GrossAmount: money,
  DiscAmount: money,
  SchemeAmount: money,
  TaxAmount: money,
  NetAmount: money,
  CashVoucher: z.object({ Points: z.number().int(), Value: money }).nullable(),
  OrderVolume: z.object({ Metric: z.string(), Value: z.string() }).nullable(),
  MinOrderValue: money.nullable(),
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
  GrossAmount: money,
  NetAmount: money,
  TotalQty: z.number().int(),
});
export type TOrderSummaryGroup = z.infer<typeof ZOrderSummaryGroup>;
export const ZOrderSummaryDetail = z.array(ZOrderSummaryGroup);

/** OrderSubmit Data: the ids of the orders made (one per distributor split). */
export const ZOrderSubmitResult = z.array(z.number().int());

/** ValidateCart Data: true when the cart kind matches the request; false with the message key in Msg. */
export const ZValidateCartResult = z.boolean();

/**
 * GetDeliveryDate Data. Dates YYYY-MM-DD; ExpressDeliveryDate null when express delivery is off;
 * CutoffTime HH:MM in TimeZone; CutoffPassed when booked now the order falls into the next schedule.
 */
export const ZDeliveryDates = z.object({
  StandardDeliveryDate: z.string(),
  ExpressDeliveryDate: z.string().nullable(),
  CutoffTime: z.string(),
  CutoffPassed: z.boolean(),
  TimeZone: z.string(),
  BookedOn: z.string(),
});
export type TDeliveryDates = z.infer<typeof ZDeliveryDates>;

export const ZOrderStatusCode = z.enum(ORDER_STATUS_CODES);

export const ZOrderStatusEvent = z.object({
  Status: ZOrderStatusCode,
  StatusName: z.string(),
  /** ISO 8601 instant. */
  ChangedOn: z.string(),
  Remarks: z.string(),
});
export type TOrderStatusEvent = z.infer<typeof ZOrderStatusEvent>;

/** An order in the history lists (OrderView, CancelOrderView). OrderDate is an ISO instant. */
export const ZOrderHeader = z.object({
  OrderId: z.number().int(),
  OrderNo: z.string(),
  OrderDate: z.string(),
  DeliveryDate: z.string(),
  Status: ZOrderStatusCode,
  StatusName: z.string(),
  DistributorId: z.number().int(),
  DistributorName: z.string(),
  /** The split value the order was made for (orderSplit), null when not split. */
  SplitName: z.string().nullable(),
  LineCount: z.number().int(),
  TotalQty: z.number().int(),
  GrossAmount: money,
  DiscAmount: money,
  SchemeAmount: money,
  TaxAmount: money,
  NetAmount: money,
  IsFOC: z.boolean(),
  CanCancel: z.boolean(),
  InvoiceCount: z.number().int(),
  CancelledOn: z.string().nullable(),
});
export type TOrderHeader = z.infer<typeof ZOrderHeader>;

/** An order line as stored at submit (prices as they were). */
export const ZOrderLine = ZCartLine.omit({
  SIH: true,
  MinORDQty: true,
  MaxORDQty: true,
  IsSaleable: true,
}).extend({
  /** Pieces invoiced so far (partly completed orders). */
  InvoicedQty: z.number().int(),
  // The product as the order's distributor has it today (OrderViewDetails sends them), so a
  // repeat order can apply rules/cart planRepeatOrder: limits and saleable flag now, not then.
  // Available false: the distributor no longer carries the product. See docs/decisions/048.
  MinORDQty: z.number().int().optional(),
  MaxORDQty: z.number().int().optional(),
  IsSaleable: bit.optional(),
  SIH: z.number().int().optional(),
  Available: z.boolean().optional(),
});
export type TOrderLine = z.infer<typeof ZOrderLine>;

/** OrderViewDetails OrderSummary[0]: the header, the delivery address, free goods and status history. */
export const ZOrderDetailSummary = ZOrderHeader.extend({
  Address: ZRetailerAddress.nullable(),
  FreeProducts: z.array(ZFreeProduct),
  StatusHistory: z.array(ZOrderStatusEvent),
});
export type TOrderDetailSummary = z.infer<typeof ZOrderDetailSummary>;

/** OrderViewDetails answer: Data the lines; OrderSummary a one-element list when NeedSummary, else []. */
export const ZOrderViewDetailsResponse = envelopeOf(z.array(ZOrderLine)).extend({
  OrderSummary: z.array(ZOrderDetailSummary),
});
export type TOrderViewDetailsResponse = z.infer<typeof ZOrderViewDetailsResponse>;

/** CancelOrder Data. */
export const ZCancelOrderResult = z.object({ OrderNo: z.string(), Status: ZOrderStatusCode });

export const ZInvoiceLine = z.object({
  ProductId: z.number().int(),
  ProductName: z.string(),
  Qty: z.number().int(),
  Price: money,
  DiscAmount: money,
  SchemeAmount: money,
  TaxAmount: money,
  NetAmount: money,
});
/** OrderInvoice Data: the order's invoices (several when partly completed); [] when not invoiced yet. */
export const ZInvoice = z.object({
  OrderNo: z.string(),
  InvoiceNo: z.string(),
  InvoiceDate: z.string(),
  DistributorName: z.string(),
  Lines: z.array(ZInvoiceLine),
  GrossAmount: money,
  DiscAmount: money,
  SchemeAmount: money,
  TaxAmount: money,
  NetAmount: money,
  /** The day the retailer marked the goods delivered (YYYY-MM-DD, UpdateInvoiceStatus), else null. */
  DeliveredOn: z.string().nullable().optional(),
});
export type TInvoice = z.infer<typeof ZInvoice>;
export const ZInvoiceList = z.array(ZInvoice);

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

/** A smart list in the list (OrderTemplate Data). */
export const ZOrderTemplate = z.object({
  TemplateId: z.number().int(),
  TemplateName: z.string(),
  LineCount: z.number().int(),
  CreatedOn: z.string(),
});
export type TOrderTemplate = z.infer<typeof ZOrderTemplate>;

/**
 * A smart-list line with its product as it is now, so the screen can fill the cart
 * (rules/smart-list fillFromTemplate) and upload it. Available false: the distributor no longer
 * carries the product.
 */
export const ZTemplateLine = z.object({
  DistributorId: z.number().int(),
  PId: z.number().int(),
  PrincipalId: z.number().int(),
  Qty: z.number().int(),
  UomId: z.number().int(),
  PName: z.string(),
  ImageUrl: z.string(),
  ConversionQty: z.number().int(),
  Price: money,
  DiscountId: z.number().int(),
  SchemeId: z.number().int(),
  GroupId: z.number().int(),
  GroupName: z.string(),
  SIH: z.number().int(),
  MinORDQty: z.number().int(),
  MaxORDQty: z.number().int(),
  IsSaleable: bit,
  IsFree: bit,
  Available: z.boolean(),
});
export type TTemplateLine = z.infer<typeof ZTemplateLine>;

/** OrderTemplateDetail Data. */
export const ZOrderTemplateDetail = z.object({
  TemplateId: z.number().int(),
  TemplateName: z.string(),
  TemplateDetail: z.array(ZTemplateLine),
});
export type TOrderTemplateDetail = z.infer<typeof ZOrderTemplateDetail>;

/** AddOrderTemplate Data (Code S006); DeleteOrderTemplate answers Code S003 with Data null. */
export const ZAddOrderTemplateResult = z.object({ TemplateId: z.number().int() });

// ------------------------------------------------------------------------------------------
// Invoice delivery marking (second spec, "Payments and ledger"; docs/decisions/055)
// ------------------------------------------------------------------------------------------

const invoiceNo = z
  .string()
  .trim()
  .min(1)
  .max(50)
  .refine(noControl, 'An invoice number has no control characters');

/**
 * PendingOrderInvoice: the retailer's invoices from the selected distributor that are not marked
 * delivered yet, newest invoice first, paged.
 */
export const ZPendingOrderInvoiceRequest = z.object(pageFields);
export type TPendingOrderInvoiceRequest = z.infer<typeof ZPendingOrderInvoiceRequest>;

/**
 * SearchOrderInvoice: the pending invoices whose invoice or order number contains SearchText,
 * dated (invoice date) within FromDate..ToDate or the Month (MM-YYYY, it wins), paged.
 */
export const ZSearchOrderInvoiceRequest = z
  .object({ ...historyFilterFields, ...pageFields })
  .superRefine(refineHistoryDates);
export type TSearchOrderInvoiceRequest = z.infer<typeof ZSearchOrderInvoiceRequest>;

/**
 * UpdateInvoiceStatus: marks the retailer's invoices delivered on DeliveryDate (YYYY-MM-DD, not
 * after today in the client's zone, not before any of their invoice dates). All or nothing; an
 * invoice already marked keeps its first date. Repeated numbers count once.
 */
export const ZUpdateInvoiceStatusRequest = z.object({
  InvoiceNos: z
    .array(invoiceNo)
    .min(1)
    .max(MAX_INVOICES_PER_MARK)
    .transform((list) => [...new Set(list)]),
  DeliveryDate: ZApiDate,
});
export type TUpdateInvoiceStatusRequest = z.infer<typeof ZUpdateInvoiceStatusRequest>;

export const ZInvoiceDeliveryStatus = z.enum(INVOICE_DELIVERY_STATUS_CODES);

/** An invoice in the delivery lists (PendingOrderInvoice, SearchOrderInvoice, UpdateInvoiceStatus). */
export const ZInvoiceDelivery = z.object({
  InvoiceNo: z.string(),
  /** YYYY-MM-DD. */
  InvoiceDate: z.string(),
  OrderId: z.number().int(),
  OrderNo: z.string(),
  /** The order's status (S invoiced, P partly completed). */
  OrderStatus: ZOrderStatusCode,
  DistributorId: z.number().int(),
  DistributorName: z.string(),
  /** Products on the invoice. */
  LineCount: z.number().int(),
  NetAmount: money,
  /** P pending delivery, D delivered. */
  Status: ZInvoiceDeliveryStatus,
  StatusName: z.string(),
  /** YYYY-MM-DD once delivered, else null. */
  DeliveredOn: z.string().nullable(),
});
export type TInvoiceDelivery = z.infer<typeof ZInvoiceDelivery>;
export const ZInvoiceDeliveryList = z.array(ZInvoiceDelivery);

/**
 * UpdateInvoiceStatus Data: the invoices asked for, delivered, with the day each keeps;
 * MarkedNow false for one that was already marked (its first date stays).
 */
export const ZUpdateInvoiceStatusResult = z.array(ZInvoiceDelivery.extend({ MarkedNow: z.boolean() }));
export type TUpdateInvoiceStatusResult = z.infer<typeof ZUpdateInvoiceStatusResult>;
