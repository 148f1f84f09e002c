/**
 * Contracts of invoice delivery marking (second spec, "Payments and ledger"; docs/decisions/055),
 * answered by the server's invoice-delivery module: /SalesOrder/PendingOrderInvoice,
 * SearchOrderInvoice and UpdateInvoiceStatus. Dates are YYYY-MM-DD strings.
 */
import { z } from 'zod';
import { INVOICE_DELIVERY_STATUS_CODES, MAX_INVOICES_PER_MARK } from '../rules/invoice-delivery.ts';
import {
  hasNoControlCharacters,
  historyFilterFields,
  pageFields,
  refineHistoryDates,
  ZAmount,
  ZApiDate,
} from './fields.ts';
import { ZOrderStatusCode } from './orders.ts';

const invoiceNo = z
  .string()
  .trim()
  .min(1)
  .max(50)
  .refine(hasNoControlCharacters, 'An invoice number has no control characters');

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
  NetAmount: ZAmount,
  /** P pending delivery, D delivered. */
  Status: ZInvoiceDeliveryStatus,
  StatusName: z.string(),
  /** YYYY-MM-DD once delivered, else null. */
  DeliveredOn: z.string().nullable(),
  /** The courier's air waybill number once shipped, else null (shown with isShowAWBNumber; decision 110). */
  AwbNumber: z.string().nullable().default(null),
});
export type TInvoiceDelivery = z.infer<typeof ZInvoiceDelivery>;
export const ZInvoiceDeliveryList = z.array(ZInvoiceDelivery);

/**
 * UpdateInvoiceStatus Data: the invoices asked for, delivered, with the day each keeps;
 * MarkedNow false for one that was already marked (its first date stays).
 */
export const ZUpdateInvoiceStatusResult = z.array(ZInvoiceDelivery.extend({ MarkedNow: z.boolean() }));
export type TUpdateInvoiceStatusResult = z.infer<typeof ZUpdateInvoiceStatusResult>;
