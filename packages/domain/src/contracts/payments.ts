/**
 * Contracts of the payment calls (second spec, "Payments and ledger"; docs/decisions/090), answered
 * by the server's payment module: /Collection/Outstanding, PendingBills, PaidBills, GenerateHash,
 * and two calls of ours the screens need: PaymentDetails (an invoice and its payments, route
 * paymentDetails/{invoiceId}) and PaymentStatus (one payment by its transaction id, route
 * paymentResponse). Amounts in answers are rupees with two decimals (JSON numbers); amounts in
 * requests are read exactly to paise.
 */
import { z } from 'zod';
import {
  INVOICE_PAYMENT_STATUS_CODES,
  MAX_INVOICES_PER_PAYMENT,
  PAYMENT_STATUS_CODES,
} from '../rules/payments.ts';
import { hasNoControlCharacters, pageFields, ZAmount, ZDbId, ZMoneyInput } from './fields.ts';

const code = z.string().trim().min(1).max(50).refine(hasNoControlCharacters, 'No control characters');

const invoiceNo = z
  .string()
  .trim()
  .min(1)
  .max(50)
  .refine(hasNoControlCharacters, 'An invoice number has no control characters');

/** A gateway transaction id: what PayU accepts (letters, digits, - and _), at most 25 characters. */
export const ZTxnId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,25}$/, 'A transaction id is 1-25 of A-Z a-z 0-9 _ -');

/**
 * Optional codes of the spec's payloads: when sent they must name the signed-in retailer and the
 * selected distributor (a retailer never pays or lists another's bills).
 */
const owners = {
  RetailerCode: code.optional(),
  DistributorCode: code.optional(),
};

export const ZOutstandingRequest = z.object(owners);
export type TOutstandingRequest = z.infer<typeof ZOutstandingRequest>;

/** PendingBills and PaidBills: a page of the retailer's unpaid (or paid) invoices at the distributor. */
export const ZBillsRequest = z.object({ ...owners, ...pageFields });
export type TBillsRequest = z.infer<typeof ZBillsRequest>;

/**
 * GenerateHash: starts a payment of TotalAmount over the invoices of InvoiceList (shared in the
 * list's order, rules/payments allocatePayment) and answers the gateway's form. ReferenceNo is the
 * screen's key for this attempt: the same ReferenceNo with the same body answers the same payment
 * again, with another body it is refused (422).
 */
export const ZGenerateHashRequest = z.object({
  RetailerCode: code,
  DistributorCode: code,
  InvoiceList: z
    .array(invoiceNo)
    .min(1)
    .max(MAX_INVOICES_PER_PAYMENT)
    .refine((list) => new Set(list).size === list.length, 'An invoice is named once'),
  ReferenceNo: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'A reference is 8-64 of A-Z a-z 0-9 _ -'),
  TotalAmount: ZMoneyInput,
});
export type TGenerateHashRequest = z.infer<typeof ZGenerateHashRequest>;

export const ZPaymentDetailsRequest = z.object({ InvoiceId: ZDbId });
export type TPaymentDetailsRequest = z.infer<typeof ZPaymentDetailsRequest>;

export const ZPaymentStatusRequest = z.object({ TxnId: ZTxnId });
export type TPaymentStatusRequest = z.infer<typeof ZPaymentStatusRequest>;

export const ZInvoicePaymentStatus = z.enum(INVOICE_PAYMENT_STATUS_CODES);
export const ZPaymentStatus = z.enum(PAYMENT_STATUS_CODES);

/** An invoice in the payment lists. */
export const ZBill = z.object({
  InvoiceId: z.number(),
  InvoiceNo: z.string(),
  InvoiceDate: z.string(),
  OrderNo: z.string(),
  DistributorId: z.number(),
  DistributorName: z.string(),
  NetAmount: ZAmount,
  PaidAmount: ZAmount,
  OutstandingAmount: ZAmount,
  Status: ZInvoicePaymentStatus,
  StatusName: z.string(),
  /** The latest successful payment on it: its transaction id, mode and when (null before any). */
  LastTxnId: z.string().nullable(),
  LastPaymentMode: z.string().nullable(),
  LastPaidAt: z.string().nullable(),
});
export type TBill = z.infer<typeof ZBill>;
export const ZBillList = z.array(ZBill);

export const ZOutstanding = z.object({
  TotalOutstanding: ZAmount,
  InvoiceCount: z.number(),
  /** The codes GenerateHash names: the signed-in retailer and the selected distributor. */
  RetailerCode: z.string(),
  DistributorCode: z.string(),
  DistributorName: z.string(),
});
export type TOutstanding = z.infer<typeof ZOutstanding>;

/** GenerateHash's answer: the fields to POST to PaymentUrl (the hash among them). */
export const ZGenerateHashResult = z.object({
  TxnId: z.string(),
  Hash: z.string(),
  Amount: z.string(),
  PaymentUrl: z.string(),
  /** Every form field the gateway wants (key, txnid, amount, productinfo, names, surl, furl, hash, ...). */
  Fields: z.record(z.string(), z.string()),
});
export type TGenerateHashResult = z.infer<typeof ZGenerateHashResult>;

/** One payment as a retailer sees it. */
export const ZPayment = z.object({
  TxnId: z.string(),
  Status: ZPaymentStatus,
  /** The whole payment. */
  Amount: ZAmount,
  /** What it paid (or was to pay) on the invoice in question; the whole amount in PaymentStatus. */
  InvoiceAmount: ZAmount,
  Mode: z.string().nullable(),
  BankReference: z.string().nullable(),
  FailureReason: z.string().nullable(),
  StartedAt: z.string(),
  CompletedAt: z.string().nullable(),
});
export type TPayment = z.infer<typeof ZPayment>;

export const ZPaymentDetails = z.object({ Invoice: ZBill, Payments: z.array(ZPayment) });
export type TPaymentDetails = z.infer<typeof ZPaymentDetails>;

export const ZPaymentStatusResult = ZPayment.extend({
  Invoices: z.array(z.object({ InvoiceId: z.number(), InvoiceNo: z.string(), Amount: ZAmount })),
});
export type TPaymentStatusResult = z.infer<typeof ZPaymentStatusResult>;
