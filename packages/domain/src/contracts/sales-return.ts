/**
 * Contracts of the sales return calls (returns spec sections 3 and 7; docs/decisions/082),
 * answered by the server's sales-return module: /SalesReturn/ProductList, ReturnSummary,
 * ReturnUpload, ClearCart, ReturnSubmit, ReasonMaster, ReturnView, ReturnViewDetails, and
 * /appconfig/reasonmaster and conditionmaster. Quantities are whole cases and pieces; Qty in an
 * answer is pieces.
 */
import { z } from 'zod';
import {
  RETURN_INVOICE_MAX,
  RETURN_INVOICE_SEARCH_MIN,
  RETURN_MAX_CASES,
  RETURN_MAX_PIECES,
  RETURN_REMARKS_MAX,
  RETURN_UPLOAD_MAX_LINES,
  SALES_RETURN_STATUS_CODES,
} from '../rules/sales-return.ts';
import {
  hasNoControlCharacters,
  historyFilterFields,
  pageFields,
  refineHistoryDates,
  ZDbId,
  ZIdempotencyKey,
  ZOptionalApiDate,
  zInt,
} from './fields.ts';
import { ZAttrFilterEntry } from './product.ts';

const invoiceText = z
  .string()
  .trim()
  .max(RETURN_INVOICE_MAX)
  .refine(hasNoControlCharacters, 'An invoice number has no control characters');

/**
 * ProductList: the products the selected distributor invoiced the retailer, with what may still
 * be returned. SearchText matches the name or code; InvoiceNo (from 3 characters, or '') keeps
 * the products of the invoices whose number holds it. Name order (Name_ASC unless Name_DESC; a
 * price sort falls back to the name, spec section 5; with an attribute filter too).
 */
export const ZReturnProductListRequest = z.object({
  SearchText: historyFilterFields.SearchText,
  InvoiceNo: z
    .union([invoiceText.pipe(z.string().min(RETURN_INVOICE_SEARCH_MIN)), z.literal('')])
    .optional()
    .default(''),
  CategoryId: ZDbId.optional(),
  SubCategoryId: ZDbId.optional(),
  Sort: z.string().max(20).optional().default('Name_ASC'),
  /**
   * The catalogue's attribute filter (ProductList's AttrFilter, same entries and rules). An entry's
   * Sorting is not applied: the list stays in name order (decision 127).
   */
  AttrFilter: z.array(ZAttrFilterEntry).max(20).optional().default([]),
  ...pageFields,
});
export type TReturnProductListRequest = z.infer<typeof ZReturnProductListRequest>;

/** One line of ReturnUpload: a product's cases and pieces for one reason (0 and 0 removes it). */
export const ZReturnUploadLine = z.object({
  PId: ZDbId,
  ReasonId: ZDbId,
  CaseQty: zInt(0, RETURN_MAX_CASES).optional().default(0),
  PieceQty: zInt(0, RETURN_MAX_PIECES).optional().default(0),
  MfgDate: ZOptionalApiDate,
  PrincipalId: ZDbId.optional(),
});
export type TReturnUploadLine = z.infer<typeof ZReturnUploadLine>;

export const ZReturnUploadRequest = z
  .array(ZReturnUploadLine)
  .min(1)
  .max(RETURN_UPLOAD_MAX_LINES)
  .superRefine((lines, ctx) => {
    const seen = new Set<string>();
    lines.forEach((l, i) => {
      const key = `${l.PId}:${l.ReasonId}`;
      if (seen.has(key))
        ctx.addIssue({ code: 'custom', message: 'A product and reason come once', path: [i, 'ReasonId'] });
      seen.add(key);
    });
  });
export type TReturnUploadRequest = z.infer<typeof ZReturnUploadRequest>;

/** ClearCart: empties the summary, or only one product's lines when PId is given. */
export const ZReturnClearRequest = z.object({ PId: ZDbId.optional() }).optional().default({});

/** ReturnSubmit: the invoice number the goods came on ('' when none) and remarks. */
export const ZReturnSubmitRequest = z.object({
  Invoice: invoiceText.optional().default(''),
  Remarks: z
    .string()
    .trim()
    .max(RETURN_REMARKS_MAX)
    .refine((v) => hasNoControlCharacters(v.replace(/\r?\n/g, ' ')), 'Remarks have no control characters')
    .optional()
    .default(''),
  IdempotencyKey: ZIdempotencyKey.optional(),
});
export type TReturnSubmitRequest = z.infer<typeof ZReturnSubmitRequest>;

/** ReturnView: the shared history filter (text, dates or month, vendor), a status and a page. */
export const ZReturnViewRequest = z
  .object({
    ...historyFilterFields,
    VendorId: ZDbId.optional(),
    Status: z.enum(SALES_RETURN_STATUS_CODES).optional(),
    ...pageFields,
  })
  .superRefine(refineHistoryDates);
export type TReturnViewRequest = z.infer<typeof ZReturnViewRequest>;

export const ZReturnViewDetailsRequest = z.object({ SalesReturnId: ZDbId });
export type TReturnViewDetailsRequest = z.infer<typeof ZReturnViewDetailsRequest>;

// ------------------------------------------------------------------------------------------
// Answers
// ------------------------------------------------------------------------------------------

export const ZReturnReason = z.object({ ReasonId: z.number().int(), ReasonName: z.string() });
export type TReturnReason = z.infer<typeof ZReturnReason>;

export const ZReturnCondition = z.object({
  ConditionId: z.number().int(),
  ConditionCode: z.string(),
  ConditionName: z.string(),
});
export type TReturnCondition = z.infer<typeof ZReturnCondition>;

/** A returnable product: pieces invoiced, returned (returns not rejected) and still returnable. */
export const ZReturnProduct = z.object({
  PId: z.number().int(),
  PName: z.string(),
  ProductCode: z.string(),
  PrincipalId: z.number().int(),
  ConversionQty: z.number().int(),
  UomId: z.number().int(),
  ImageUrl: z.string(),
  InvoicedQty: z.number().int(),
  ReturnedQty: z.number().int(),
  ReturnableQty: z.number().int(),
  /** Pieces of this product in the summary now (every reason). */
  SummaryQty: z.number().int(),
});
export type TReturnProduct = z.infer<typeof ZReturnProduct>;

export const ZReturnSummaryReason = z.object({
  ReasonId: z.number().int(),
  ReasonName: z.string(),
  /** Pieces. */
  Qty: z.number().int(),
  CaseQty: z.number().int(),
  PieceQty: z.number().int(),
  MfgDate: z.string(),
});

/** A product of the return summary, with its reasons. */
export const ZReturnSummaryItem = z.object({
  PId: z.number().int(),
  PName: z.string(),
  PrincipalId: z.number().int(),
  ConversionQty: z.number().int(),
  UomId: z.number().int(),
  MfgDate: z.string(),
  Reasons: z.array(ZReturnSummaryReason),
  selectedCaseQty: z.number().int(),
  selectedPieceQty: z.number().int(),
  /** Pieces, every reason. */
  TotalQty: z.number().int(),
  ReturnableQty: z.number().int(),
});
export type TReturnSummaryItem = z.infer<typeof ZReturnSummaryItem>;

export const ZSalesReturnStatusCode = z.enum(SALES_RETURN_STATUS_CODES);

export const ZReturnStatusEvent = z.object({
  Status: ZSalesReturnStatusCode,
  StatusName: z.string(),
  ChangedOn: z.string(),
  Remarks: z.string(),
});

/** A return in the history (ReturnView). ReturnDate is an ISO instant. */
export const ZReturnHeader = z.object({
  SalesReturnId: z.number().int(),
  SRH_No: z.string(),
  ReturnDate: z.string(),
  Status: ZSalesReturnStatusCode,
  StatusName: z.string(),
  DistributorId: z.number().int(),
  DistributorName: z.string(),
  Invoice: z.string(),
  Remarks: z.string(),
  LineCount: z.number().int(),
  TotalQty: z.number().int(),
  /** SR a sales return, EX the return half of an exchange (docs/decisions/084). */
  Kind: z.enum(['SR', 'EX']),
  /** The exchange's replacement order (EX only), else null. */
  ExchangeOrderId: z.number().int().nullable(),
  ExchangeOrderNo: z.string().nullable(),
});
export type TReturnHeader = z.infer<typeof ZReturnHeader>;

export const ZReturnLine = z.object({
  PId: z.number().int(),
  PName: z.string(),
  ProductCode: z.string(),
  ConversionQty: z.number().int(),
  ReasonId: z.number().int(),
  Reason: z.string(),
  CaseQty: z.number().int(),
  PieceQty: z.number().int(),
  Qty: z.number().int(),
  MfgDate: z.string(),
  ImageUrl: z.string(),
});
export type TReturnLine = z.infer<typeof ZReturnLine>;

/** ReturnViewDetails Data[0]: the header, its lines and its status history. */
export const ZReturnDetail = z.object({
  SalesReturnId: z.number().int(),
  Summary: ZReturnHeader,
  ProductList: z.array(ZReturnLine),
  StatusHistory: z.array(ZReturnStatusEvent),
});
export type TReturnDetail = z.infer<typeof ZReturnDetail>;
