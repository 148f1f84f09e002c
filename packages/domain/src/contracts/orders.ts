/**
 * Contracts of the order history calls, answered by the server's orders module (ordering-core
 * section 7): /SalesOrder/OrderView, CancelOrderView, OrderViewDetails, CancelOrder and
 * OrderInvoice. Field names follow the spec's spelling; where it is silent, PascalCase. Dates are
 * YYYY-MM-DD strings; instants are ISO 8601 strings.
 */
import { z } from 'zod';
import { ORDER_SOURCES, ORDER_STATUS_CODES } from '../rules/order-status.ts';
import { ZCartLine, ZFreeProduct } from './cart.ts';
import { envelopeOf } from './envelope.ts';
import {
  hasNoControlCharacters,
  historyFilterFields,
  pageFields,
  refineHistoryDates,
  ZAmount,
  ZBit,
  ZDbId,
  ZFlag,
} from './fields.ts';
import { ZRetailerAddress } from './retailer.ts';

/**
 * OrderView and CancelOrderView: text (order number or product name), a date range or a month
 * (MM-YYYY; it wins over the range), the vendor (distributor) and a page. Newest first, at most
 * the newest 500 orders (ORDER_HISTORY_LIMIT).
 */
export const ZOrderViewRequest = z
  .object({ ...historyFilterFields, VendorId: ZDbId.optional(), ...pageFields })
  .superRefine(refineHistoryDates);
export type TOrderViewRequest = z.infer<typeof ZOrderViewRequest>;
export const ZCancelOrderViewRequest = ZOrderViewRequest;

export const ZOrderViewDetailsRequest = z.object({ OrderId: ZDbId, NeedSummary: ZFlag });
export type TOrderViewDetailsRequest = z.infer<typeof ZOrderViewDetailsRequest>;

const orderNo = z
  .string()
  .trim()
  .min(1)
  .max(50)
  .refine(hasNoControlCharacters, 'An order number has no control characters');
export const ZCancelOrderRequest = z.object({ OrderNo: orderNo });
export type TCancelOrderRequest = z.infer<typeof ZCancelOrderRequest>;
export const ZOrderInvoiceRequest = z.object({ OrderNo: orderNo });
export type TOrderInvoiceRequest = z.infer<typeof ZOrderInvoiceRequest>;

// ------------------------------------------------------------------------------------------
// Responses
// ------------------------------------------------------------------------------------------

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
  GrossAmount: ZAmount,
  DiscAmount: ZAmount,
  SchemeAmount: ZAmount,
  TaxAmount: ZAmount,
  NetAmount: ZAmount,
  IsFOC: z.boolean(),
  CanCancel: z.boolean(),
  InvoiceCount: z.number().int(),
  CancelledOn: z.string().nullable(),
  /**
   * The exchange return this order replaces goods for (decision 094), null for other orders; its
   * status (sales return codes) says whether cancelling the order also cancels the return.
   */
  ExchangeReturnNo: z.string().nullable().default(null),
  ExchangeReturnStatus: z.string().nullable().default(null),
  /** Where the order was taken: APP, SALES_REP or CALL_CENTRE (shown with isShowOrderResource; decision 110). */
  OrderSource: z.enum(ORDER_SOURCES).default('APP'),
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
  // repeat order can apply requests/cart planRepeatOrder: limits and saleable flag now, not then.
  // Available false: the distributor no longer carries the product. See docs/decisions/048.
  MinORDQty: z.number().int().optional(),
  MaxORDQty: z.number().int().optional(),
  IsSaleable: ZBit.optional(),
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
export const ZCancelOrderResult = z.object({
  OrderNo: z.string(),
  Status: ZOrderStatusCode,
  /** The exchange return cancelled with the order (decision 094), null otherwise. */
  CancelledReturnNo: z.string().nullable().default(null),
});

export const ZInvoiceLine = z.object({
  ProductId: z.number().int(),
  ProductName: z.string(),
  Qty: z.number().int(),
  Price: ZAmount,
  DiscAmount: ZAmount,
  SchemeAmount: ZAmount,
  TaxAmount: ZAmount,
  NetAmount: ZAmount,
});
/** OrderInvoice Data: the order's invoices (several when partly completed); [] when not invoiced yet. */
export const ZInvoice = z.object({
  OrderNo: z.string(),
  InvoiceNo: z.string(),
  InvoiceDate: z.string(),
  DistributorName: z.string(),
  Lines: z.array(ZInvoiceLine),
  GrossAmount: ZAmount,
  DiscAmount: ZAmount,
  SchemeAmount: ZAmount,
  TaxAmount: ZAmount,
  NetAmount: ZAmount,
  /** The day the retailer marked the goods delivered (YYYY-MM-DD, UpdateInvoiceStatus), else null. */
  DeliveredOn: z.string().nullable().optional(),
  /** The courier's air waybill number once shipped, else null (shown with isShowAWBNumber; decision 110). */
  AwbNumber: z.string().nullable().default(null),
});
export type TInvoice = z.infer<typeof ZInvoice>;
export const ZInvoiceList = z.array(ZInvoice);
