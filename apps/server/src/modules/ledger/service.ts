/**
 * The retailer ledger (route retailerLedger; docs/decisions/092). Every debit or credit between a
 * retailer and a distributor is posted once through postLedgerEntry, in the transaction of what
 * caused it (an invoice raised in orders/fulfilment, a credit note when a return is approved, a
 * successful payment); a month's statement is read back with its opening balance, the running
 * balance after each entry and the closing balance. Amounts are exact paise throughout.
 *
 * This file is the module's public face and imports no other module (orders/fulfilment imports it).
 */
import type { TLedgerEntry, TRetailerLedger } from '@restock/domain/contracts/ledger';
import { type CalendarMonth, formatApiDate, monthRange, parseApiDate } from '@restock/domain/rules/delivery';
import { isLedgerKind, LEDGER_KINDS, type LedgerKind, runningBalances } from '@restock/domain/rules/ledger';
import {
  type NarrationCode,
  type NarrationLanguage,
  type NarrationParams,
  narrationFor,
  renderNarration,
} from '@restock/domain/rules/ledger-narration';
import { formatPaise, type Paise, paiseToNumber, toPaise } from '@restock/domain/rules/pricing';
import type { Db, Tx } from '../../db/client.ts';
import { int } from '../../db/values.ts';
import { AppError } from '../../http/errors.ts';
import { findAccountNames, findLedgerMonth, insertEntryOnce, type LedgerAccount } from './queries.ts';

export type { LedgerAccount } from './queries.ts';

/** What an entry records. Exactly one of debit and credit is above zero. */
export interface LedgerEntryInput extends LedgerAccount {
  /** YYYY-MM-DD, the client's local date of the event. */
  date: string;
  kind: LedgerKind;
  /** Invoice number, payment transaction id, return number. */
  reference: string;
  /**
   * What the entry says: a code of rules/ledger-narration with its parameters (rendered in the
   * reader's language; stored with its English text), or plain text (stored as it is).
   */
  narration: string | { code: NarrationCode; params?: NarrationParams };
  debit?: Paise;
  credit?: Paise;
  /**
   * What caused the entry, unique per client: 'INV:<invoice id>', 'PAY:<transaction id>',
   * 'CN:<return id>'. Posting the same key again writes nothing.
   */
  sourceKey: string;
  /** When it was posted (the app's clock); now when omitted. */
  at?: Date;
}

export interface PostedEntry {
  id: number;
  /** False when an entry with this source key was already there (a repeat: nothing written). */
  created: boolean;
}

/**
 * Posts an entry once. A repeat of the same source key with the same amounts and kind is a no-op
 * (a callback that arrives twice, a re-run seed); a repeat with other amounts is a bug of the
 * caller and throws, so a ledger never silently disagrees with what caused it. An entry of zero
 * (an invoice of free goods only) is not written: answers null.
 */
export async function postLedgerEntry(tx: Db | Tx, entry: LedgerEntryInput): Promise<PostedEntry | null> {
  const debit = entry.debit ?? 0n;
  const credit = entry.credit ?? 0n;
  if (debit < 0n || credit < 0n || (debit > 0n && credit > 0n))
    throw new RangeError(`a ledger entry is a debit or a credit above zero (${entry.sourceKey})`);
  if (!parseApiDate(entry.date)) throw new RangeError(`a ledger entry's date is YYYY-MM-DD (${entry.date})`);
  if (entry.sourceKey.trim() === '') throw new RangeError('a ledger entry needs a source key');
  if (debit === 0n && credit === 0n) return null;
  const { row, created } = await insertEntryOnce(tx, {
    clientId: entry.clientId,
    retailerId: entry.retailerId,
    distributorId: entry.distributorId,
    entryDate: entry.date,
    kind: entry.kind,
    reference: entry.reference.slice(0, 100),
    narration: (typeof entry.narration === 'string'
      ? entry.narration
      : renderNarration(entry.narration.code, entry.narration.params, 'en')
    ).slice(0, 255),
    narrationCode: typeof entry.narration === 'string' ? null : entry.narration.code,
    narrationParams: typeof entry.narration === 'string' ? null : { ...(entry.narration.params ?? {}) },
    debit: formatPaise(debit),
    credit: formatPaise(credit),
    sourceKey: entry.sourceKey,
    at: entry.at ?? new Date(),
  });
  if (
    !created &&
    (toPaise(row.debit) !== debit ||
      toPaise(row.credit) !== credit ||
      row.kind !== entry.kind ||
      int(row.retailer_id) !== entry.retailerId ||
      int(row.distributor_id) !== entry.distributorId)
  )
    throw new Error(`ledger source key ${entry.sourceKey} was posted before with other amounts`);
  return { id: int(row.id), created };
}

/** The debit of a raised invoice (orders/fulfilment recordInvoice, in its transaction). */
export function invoiceDebit(input: {
  clientId: number;
  retailerId: number;
  distributorId: number;
  invoiceId: number;
  invoiceNo: string;
  orderNo: string;
  invoiceDate: string;
  net: Paise;
  at: Date;
}): LedgerEntryInput {
  return {
    clientId: input.clientId,
    retailerId: input.retailerId,
    distributorId: input.distributorId,
    date: input.invoiceDate,
    kind: 'INV',
    reference: input.invoiceNo,
    narration: { code: 'invoice', params: { order: input.orderNo } },
    debit: input.net,
    sourceKey: `INV:${input.invoiceId}`,
    at: input.at,
  };
}

/**
 * The credit of a successful payment, keyed by the gateway's transaction id: the payment module
 * posts it in the transaction that applies the payment to invoices, so a callback repeated never
 * credits twice.
 */
export function paymentCredit(input: {
  clientId: number;
  retailerId: number;
  distributorId: number;
  txnId: string;
  amount: Paise;
  /** YYYY-MM-DD in the client's zone. */
  date: string;
  /** e.g. "Payment for INV500001, INV500002 (UPI)" (paymentNarration). */
  narration?: LedgerEntryInput['narration'];
  at: Date;
}): LedgerEntryInput {
  return {
    clientId: input.clientId,
    retailerId: input.retailerId,
    distributorId: input.distributorId,
    date: input.date,
    kind: 'PAY',
    reference: input.txnId,
    narration: input.narration ?? { code: 'paymentOnAccount' },
    credit: input.amount,
    sourceKey: `PAY:${input.txnId}`,
    at: input.at,
  };
}

/**
 * The narration of a payment's credit: the invoices it paid and how ("Payment for INV500001,
 * INV500002 (UPI)"; without invoices "Payment received on account"). The payments seed writes the
 * same code and words in SQL (seed/payments.ts).
 */
export function paymentNarration(
  invoiceNos: readonly string[],
  mode: string | null,
): { code: NarrationCode; params: NarrationParams } {
  const withMode: Record<string, string> = mode ? { mode } : {};
  return invoiceNos.length > 0
    ? { code: 'payment', params: { invoices: invoiceNos.join(', '), ...withMode } }
    : { code: 'paymentOnAccount', params: withMode };
}

/** The credit note of an approved sales return (sales-return moveReturnStatus to A). */
export function returnCreditNote(input: {
  clientId: number;
  retailerId: number;
  distributorId: number;
  returnId: number;
  returnNo: string;
  invoiceNo: string;
  date: string;
  amount: Paise;
  at: Date;
}): LedgerEntryInput {
  return {
    clientId: input.clientId,
    retailerId: input.retailerId,
    distributorId: input.distributorId,
    date: input.date,
    kind: 'CN',
    reference: input.returnNo,
    narration: input.invoiceNo
      ? { code: 'creditNote', params: { invoice: input.invoiceNo } }
      : { code: 'creditNoteNoInvoice' },
    credit: input.amount,
    sourceKey: `CN:${input.returnId}`,
    at: input.at,
  };
}

/** The codes a ledger request must name: the session's own retailer and selected distributor. */
export async function accountCodes(db: Db, account: LedgerAccount): Promise<AccountNames | null> {
  const row = await findAccountNames(db, account);
  if (!row) return null;
  return {
    retailerCode: String(row.retailer_code),
    distributorCode: String(row.distributor_code),
    distributorName: String(row.distributor_name),
  };
}

function money(p: Paise): number {
  return paiseToNumber(p);
}

/** A row of a statement before its balance: from our ledger or the distributor-management service. */
export interface StatementRow {
  date: string;
  kind: string;
  reference: string;
  narration: string;
  narrationCode?: string | null;
  narrationParams?: Record<string, string> | null;
  debit: Paise;
  credit: Paise;
}

export interface AccountNames {
  retailerCode: string;
  distributorCode: string;
  distributorName: string;
}

/**
 * The statement of a month from its opening balance and its rows (oldest first): the balance after
 * each row, totals and the closing balance. noRetailerLedgerError (404) when there are no rows
 * (spec section 5: a ledger with no rows shows that message).
 */
export function statementOf(
  month: CalendarMonth,
  names: AccountNames,
  opening: Paise,
  rows: readonly StatementRow[],
  language: NarrationLanguage = 'en',
): TRetailerLedger {
  if (rows.length === 0) throw new AppError('noRetailerLedgerError');
  const range = monthRange(month);
  const balances = runningBalances(opening, rows);
  const entries: TLedgerEntry[] = rows.map((r, i) => {
    const kind: LedgerKind = isLedgerKind(r.kind) ? r.kind : r.debit > 0n ? 'DN' : 'CN';
    return {
      EntryDate: r.date,
      Kind: kind,
      KindName: LEDGER_KINDS[kind],
      Reference: r.reference,
      Narration: narrationFor(
        { narration: r.narration, code: r.narrationCode, params: r.narrationParams },
        language,
      ),
      NarrationCode: r.narrationCode ?? null,
      NarrationParams: r.narrationCode ? { ...(r.narrationParams ?? {}) } : null,
      Debit: money(r.debit),
      Credit: money(r.credit),
      Balance: money(balances[i]!),
    };
  });
  return {
    RetailerCode: names.retailerCode,
    DistributorCode: names.distributorCode,
    DistributorName: names.distributorName,
    Month: month.month,
    Year: month.year,
    FromDate: formatApiDate(range.from),
    ToDate: formatApiDate(range.to),
    OpeningBalance: money(opening),
    TotalDebit: money(rows.reduce((s, r) => s + r.debit, 0n)),
    TotalCredit: money(rows.reduce((s, r) => s + r.credit, 0n)),
    ClosingBalance: money(balances.at(-1) ?? opening),
    Entries: entries,
  };
}

/**
 * A month of our own ledger (opening balance: every entry before the month) with the account's
 * codes, in one statement; `check` refuses the request (another retailer's codes) before the
 * statement is made. Null when the retailer or distributor is not the client's.
 */
export async function readLedgerMonth(
  db: Db,
  account: LedgerAccount,
  month: CalendarMonth,
  check: (names: AccountNames) => void,
  language: NarrationLanguage = 'en',
): Promise<TRetailerLedger | null> {
  const range = monthRange(month);
  const row = await findLedgerMonth(db, account, formatApiDate(range.from), formatApiDate(range.to));
  if (!row) return null;
  const names: AccountNames = {
    retailerCode: String(row.retailer_code),
    distributorCode: String(row.distributor_code),
    distributorName: String(row.distributor_name),
  };
  check(names);
  return statementOf(
    month,
    names,
    toPaise(row.opening),
    (row.entries ?? []).map((r) => ({
      date: String(r.entry_date),
      kind: String(r.kind),
      reference: String(r.reference),
      narration: String(r.narration),
      narrationCode: r.narration_code ?? null,
      narrationParams: r.narration_params ?? null,
      debit: toPaise(String(r.debit)),
      credit: toPaise(String(r.credit)),
    })),
    language,
  );
}
