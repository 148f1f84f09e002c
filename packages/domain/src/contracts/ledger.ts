/**
 * Contracts of the retailer ledger (second spec section 7, "Payments and ledger"; docs/decisions/092),
 * answered by the server's ledger module: /CustomerLedgerReport/Masters (the month's statement) and
 * /CustomerLedgerReport/Export (the same month as an .xlsx workbook). The request is the spec's
 * ledger request: RetailerCode, DistributorCode, Month, Year.
 */
import { z } from 'zod';
import { LEDGER_KIND_CODES } from '../rules/ledger.ts';
import { NARRATION_LANGUAGES } from '../rules/ledger-narration.ts';
import { hasNoControlCharacters, ZAmount, zInt } from './fields.ts';

const code = z
  .string()
  .trim()
  .min(1)
  .max(50)
  .refine(hasNoControlCharacters, 'A code has no control characters');

export const ZRetailerLedgerRequest = z.object({
  RetailerCode: code,
  DistributorCode: code,
  /** 1..12. */
  Month: zInt(1, 12),
  Year: zInt(2000, 9999),
  /**
   * The reader's language for the narrations (and, for the export, every text of the file):
   * en (the default), es or de (decision 097).
   */
  Language: z.enum(NARRATION_LANGUAGES).optional(),
});
export type TRetailerLedgerRequest = z.infer<typeof ZRetailerLedgerRequest>;

export const ZLedgerKind = z.enum(LEDGER_KIND_CODES);

/** One entry of the month, oldest first, with the balance after it. */
export const ZLedgerEntry = z.object({
  /** YYYY-MM-DD. */
  EntryDate: z.string(),
  Kind: ZLedgerKind,
  KindName: z.string(),
  /** The invoice number, payment transaction id or return number. */
  Reference: z.string(),
  /** In the request's Language (English by default) when the entry has a code; else as stored. */
  Narration: z.string(),
  /** rules/ledger-narration NARRATION_CODES (the screen renders it in its language), or null. */
  NarrationCode: z.string().nullable(),
  NarrationParams: z.record(z.string(), z.string()).nullable(),
  Debit: ZAmount,
  Credit: ZAmount,
  /** Opening balance plus every entry up to and including this one (debits minus credits). */
  Balance: ZAmount,
});
export type TLedgerEntry = z.infer<typeof ZLedgerEntry>;

/** The month's statement. Balances are debits minus credits: positive, the retailer owes. */
export const ZRetailerLedger = z.object({
  RetailerCode: z.string(),
  DistributorCode: z.string(),
  DistributorName: z.string(),
  Month: z.number().int(),
  Year: z.number().int(),
  /** YYYY-MM-DD, the month's first and last day. */
  FromDate: z.string(),
  ToDate: z.string(),
  OpeningBalance: ZAmount,
  TotalDebit: ZAmount,
  TotalCredit: ZAmount,
  ClosingBalance: ZAmount,
  Entries: z.array(ZLedgerEntry),
});
export type TRetailerLedger = z.infer<typeof ZRetailerLedger>;
