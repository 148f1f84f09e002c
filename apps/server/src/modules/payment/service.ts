/**
 * Payments of invoices (routes myPayment, paymentDetails/{invoiceId}, paymentResponse; decisions
 * 090 and 091). GenerateHash starts a payment of chosen invoices and signs the gateway's form;
 * the gateway's callback (browser return or server to server) is verified by its response hash
 * and settles the payment once, keyed by the transaction id, applying a success to the invoices
 * in one transaction with their rows locked (applySuccessfulPayment).
 */
import { createHash, randomBytes } from 'node:crypto';
import type {
  TBill,
  TGenerateHashRequest,
  TGenerateHashResult,
  TOutstanding,
  TPayment,
  TPaymentDetails,
  TPaymentStatusResult,
} from '@restock/domain/contracts/payments';
import { ZTxnId } from '@restock/domain/contracts/payments';
import { formatApiDate, todayIn } from '@restock/domain/rules/delivery';
import {
  allocatePayment,
  INVOICE_PAYMENT_STATUS,
  invoicePaymentStatus,
  outstandingOf,
  type PaymentStatus,
} from '@restock/domain/rules/payments';
import { formatPaise, type Paise, paiseToNumber, toPaise, tryToPaise } from '@restock/domain/rules/pricing';
import type { Db, Tx } from '../../db/client.ts';
import { int, isoDate } from '../../db/values.ts';
import { AppError } from '../../http/errors.ts';
import { paymentCredit, paymentNarration, postLedgerEntry } from '../ledger/service.ts';
import { billPageFromCopy, outstandingFromCopy } from './bills-copy.ts';
import type { BillPage, CollectionCaller, CollectionSource } from './collection-source.ts';
import { type Gateway, RETURN_PATH, WEBHOOK_PATH } from './gateway.ts';
import { hashesMatch, requestHash, responseHash } from './hash.ts';
import {
  addPaidAmount,
  findAllocations,
  findBillPage,
  findOutstanding,
  findOwnBill,
  findOwnInvoices,
  findOwnPayment,
  findPayer,
  findPaymentAccount,
  findPaymentByReference,
  findPaymentsOfInvoice,
  findStalePayments,
  insertAllocations,
  insertPayment,
  lockInvoices,
  lockOutstandingInvoicesUpTo,
  lockPaymentByTxn,
  type PaymentOwner,
  type Row,
  type Settlement,
  setAppliedAmount,
  settlePayment,
} from './queries.ts';
import type { PaymentVerifier, Verified } from './verify.ts';

export type { PaymentOwner } from './queries.ts';

const rupees = (value: unknown): number => paiseToNumber(toPaise(String(value ?? '0')));
const paise = (value: unknown): Paise => toPaise(String(value ?? '0'));
const textOrNull = (value: unknown): string | null =>
  value === null || value === undefined || value === '' ? null : String(value);

export function toBill(r: Row): TBill {
  const net = paise(r.net_amount);
  const paid = paise(r.paid_amount);
  const status = invoicePaymentStatus(net, paid);
  return {
    InvoiceId: int(r.id),
    InvoiceNo: String(r.invoice_no),
    InvoiceDate: String(r.invoice_date),
    OrderNo: String(r.order_no ?? ''),
    DistributorId: int(r.distributor_id),
    DistributorName: String(r.distributor_name ?? ''),
    NetAmount: paiseToNumber(net),
    PaidAmount: paiseToNumber(paid),
    OutstandingAmount: paiseToNumber(outstandingOf(net, paid)),
    Status: status,
    StatusName: INVOICE_PAYMENT_STATUS[status],
    LastTxnId: textOrNull(r.last_txn_id),
    LastPaymentMode: textOrNull(r.last_mode),
    LastPaidAt: r.last_paid_at ? isoDate(r.last_paid_at) : null,
  };
}

function toPayment(r: Row, invoiceAmount: unknown): TPayment {
  return {
    TxnId: String(r.txn_id),
    Status: String(r.status) as PaymentStatus,
    Amount: rupees(r.amount),
    InvoiceAmount: rupees(invoiceAmount),
    Mode: textOrNull(r.mode),
    BankReference: textOrNull(r.bank_reference),
    FailureReason: textOrNull(r.failure_reason),
    StartedAt: isoDate(r.created_at),
    CompletedAt: r.completed_at ? isoDate(r.completed_at) : null,
  };
}

export async function outstandingOfRetailer(
  db: Db,
  owner: PaymentOwner,
  distributorId: number,
  returnsVersion: number | null = null,
): Promise<TOutstanding> {
  const [{ total, count }, payer] = await Promise.all([
    outstandingFromCopy(db, owner, distributorId, returnsVersion).then(
      async (copy) =>
        copy ??
        findOutstanding(db, owner, distributorId).then((r) => ({ total: paise(r.total), count: r.count })),
    ),
    findPayer(db, owner, distributorId),
  ]);
  return {
    TotalOutstanding: paiseToNumber(total),
    InvoiceCount: count,
    RetailerCode: payer?.retailerCode ?? '',
    DistributorCode: payer?.distributorCode ?? '',
    DistributorName: payer?.distributorName ?? '',
  };
}

/**
 * The optional codes of the list calls: when sent they must be the caller's own retailer (else
 * E012, as for anything not the caller's) and its selected distributor (else E014).
 */
export async function assertOwnCodes(
  db: Db,
  caller: CollectionCaller,
  codes: { RetailerCode?: string; DistributorCode?: string },
): Promise<void> {
  if (!codes.RetailerCode && !codes.DistributorCode) return;
  const payer = await findPayer(db, caller, caller.distributorId);
  if (!payer || (codes.RetailerCode && codes.RetailerCode.trim() !== payer.retailerCode))
    throw new AppError('E012', 'No data found');
  if (codes.DistributorCode && codes.DistributorCode.trim() !== payer.distributorCode)
    throw new AppError('E014', 'The distributor is not the one selected');
}

async function billPage(
  db: Db,
  caller: CollectionCaller,
  kind: 'pending' | 'paid',
  page: { page: number; pageSize: number },
): Promise<BillPage> {
  const range = { offset: (page.page - 1) * page.pageSize, limit: page.pageSize };
  const { rows, total } =
    (await billPageFromCopy(db, caller, caller.distributorId, caller.returnsVersion, kind, range)) ??
    (await findBillPage(db, caller, caller.distributorId, kind, range));
  return { bills: rows.map(toBill), total };
}

/** An invoice of the retailer and every payment that named it (E012 when it is not the retailer's). */
export async function paymentDetails(
  db: Db,
  owner: PaymentOwner,
  invoiceId: number,
): Promise<TPaymentDetails> {
  const bill = await findOwnBill(db, owner, invoiceId);
  if (!bill) throw new AppError('E012', 'Invalid invoice or No data found');
  const payments = await findPaymentsOfInvoice(db, invoiceId);
  return {
    Invoice: toBill(bill),
    Payments: payments.map((p) => toPayment(p, p.status === 'success' ? p.applied : p.share)),
  };
}

/** One payment of the retailer by its transaction id (the payment response screen). */
export async function paymentStatus(
  db: Db,
  owner: PaymentOwner,
  txnId: string,
): Promise<TPaymentStatusResult> {
  const payment = await findOwnPayment(db, owner, txnId);
  if (!payment) throw new AppError('E012', 'Invalid transaction or No data found');
  const allocations = await findAllocations(db, int(payment.id));
  return {
    ...toPayment(payment, payment.amount),
    Invoices: allocations.map((a) => ({
      InvoiceId: int(a.invoice_id),
      InvoiceNo: String(a.invoice_no),
      Amount: rupees(payment.status === 'success' ? a.applied : a.amount),
    })),
  };
}

// ---------------------------------------------------------------------------------------------
// Starting a payment (GenerateHash)

/** A transaction id PayU accepts (at most 25 of A-Z a-z 0-9): RS and 18 random hex digits. */
function newTxnId(): string {
  return `RS${randomBytes(9).toString('hex').toUpperCase()}`;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
const CONTROL = /[\u0000-\u001f\u007f]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
const PIPE_AND_CONTROL = /[|\u0000-\u001f\u007f]/g;

/** A form value that cannot break the pipe-joined hash or carry control characters. */
function formText(value: string, max: number): string {
  return value.replace(PIPE_AND_CONTROL, ' ').trim().slice(0, max);
}

const EMAIL = /^[^\s@|]+@[^\s@|]+\.[^\s@|]+$/;

interface Payer {
  retailerCode: string;
  retailerName: string;
  email: string;
  mobile: string;
  distributorCode: string;
  distributorName: string;
}

/** The gateway's form for a payment: PayU's fields, signed with the request hash. */
function checkoutForm(
  gateway: Gateway,
  payment: { txnId: string; amount: Paise; invoiceNos: readonly string[]; referenceNo: string },
  payer: Payer,
  origin: string,
): Record<string, string> {
  const base = {
    key: gateway.key,
    txnid: payment.txnId,
    amount: formatPaise(payment.amount),
    productinfo: formText(`Invoices ${payment.invoiceNos.join(' ')}`, 100),
    firstname: formText(payer.retailerName, 60) || 'Retailer',
    email: EMAIL.test(payer.email) ? payer.email : 'no-email@example.com',
    udf: [formText(payer.retailerCode, 50), formText(payer.distributorCode, 50), payment.referenceNo],
  };
  const phone = payer.mobile.replace(/\D/g, '').slice(-10);
  return {
    key: base.key,
    txnid: base.txnid,
    amount: base.amount,
    productinfo: base.productinfo,
    firstname: base.firstname,
    email: base.email,
    phone: phone.length === 10 ? phone : '0000000000',
    udf1: base.udf[0]!,
    udf2: base.udf[1]!,
    udf3: base.udf[2]!,
    udf4: '',
    udf5: '',
    surl: `${origin}${RETURN_PATH}`,
    furl: `${origin}${RETURN_PATH}`,
    // A webhook address PayU also accepts per transaction; the dashboard's setting does the same.
    notifyurl: `${origin}${WEBHOOK_PATH}`,
    hash: requestHash(base, gateway.salt),
  };
}

/** What identifies a GenerateHash body for its ReferenceNo (amount read exactly). */
function requestDigest(body: TGenerateHashRequest, amount: Paise): string {
  return createHash('sha256')
    .update(JSON.stringify([body.RetailerCode, body.DistributorCode, body.InvoiceList, String(amount)]))
    .digest('hex');
}

/**
 * Starts a payment of body.TotalAmount over body.InvoiceList (shared in the list's order, rules/
 * payments allocatePayment) and answers the signed form. Refused, changing nothing:
 * - RetailerCode not the caller's, or an invoice that is not the caller's at the selected
 *   distributor (another retailer's, unknown): E012 404;
 * - DistributorCode not the selected distributor: E014 403;
 * - an invoice with nothing left to pay: E023;
 * - an amount of zero, or more than the invoices owe: E017 422 (a part payment is any amount up to
 *   what is outstanding).
 * The same ReferenceNo with the same body answers the same payment again (while it waits for the
 * gateway); with another body, or once it has ended, E017 422.
 */
async function startPayment(
  db: Db,
  gateway: Gateway,
  paymentUrl: string,
  caller: CollectionCaller,
  body: TGenerateHashRequest,
): Promise<TGenerateHashResult> {
  const payer = await findPayer(db, caller, caller.distributorId);
  if (!payer || payer.retailerCode !== body.RetailerCode.trim())
    throw new AppError('E012', 'Invalid invoice or No data found');
  const invoices = await findOwnInvoices(db, caller, caller.distributorId, body.InvoiceList);
  const byNo = new Map(invoices.map((r) => [String(r.invoice_no), r]));
  if (body.InvoiceList.some((no) => !byNo.has(no)))
    throw new AppError('E012', 'Invalid invoice or No data found');
  if (payer.distributorCode !== body.DistributorCode.trim())
    throw new AppError('E014', 'The distributor is not the one selected');

  const total = toPaise(body.TotalAmount);
  const chosen = body.InvoiceList.map((no) => {
    const r = byNo.get(no)!;
    return { id: int(r.id), no, outstanding: outstandingOf(paise(r.net_amount), paise(r.paid_amount)) };
  });
  const allocation = allocatePayment(chosen, total);
  if (!allocation.ok) {
    if (allocation.problem === 'nothing-outstanding') throw new AppError('E023', 'No outstanding payment');
    throw new AppError(
      'E017',
      allocation.problem === 'not-positive'
        ? 'Enter an amount to pay'
        : 'The amount is more than what is outstanding on these invoices',
    );
  }
  const digest = requestDigest(body, total);
  const form = (txnId: string) =>
    checkoutForm(
      gateway,
      { txnId, amount: total, invoiceNos: body.InvoiceList, referenceNo: body.ReferenceNo },
      payer,
      caller.origin,
    );

  return db.transaction(async (tx) => {
    const txnId = newTxnId();
    const id = await insertPayment(tx, {
      clientId: caller.clientId,
      retailerId: caller.retailerId,
      distributorId: caller.distributorId,
      txnId,
      referenceNo: body.ReferenceNo,
      requestHash: digest,
      amount: formatPaise(total),
      gateway: gateway.kind,
      at: caller.now,
    });
    let useTxn = txnId;
    if (id === null) {
      const existing = await findPaymentByReference(tx, caller.retailerId, body.ReferenceNo);
      if (!existing || existing.request_hash !== digest)
        throw new AppError('E017', 'This payment reference was used for another payment');
      if (existing.status !== 'initiated')
        throw new AppError('E017', 'This payment has already ended; start a new one');
      useTxn = String(existing.txn_id);
    } else {
      await insertAllocations(
        tx,
        id,
        allocation.shares.map((s) => ({ invoiceId: s.invoice.id, amount: formatPaise(s.amount) })),
      );
    }
    const fields = form(useTxn);
    return {
      TxnId: useTxn,
      Hash: fields.hash!,
      Amount: fields.amount!,
      PaymentUrl: paymentUrl,
      Fields: fields,
    };
  });
}

/** Our own database as the source of the payment lists and the hash (the default). */
export function ownCollectionSource(
  db: Db,
  gateway: Gateway,
  paymentUrl: (caller: CollectionCaller) => string,
): CollectionSource {
  return {
    pendingBills: (caller, page) => billPage(db, caller, 'pending', page),
    paidBills: (caller, page) => billPage(db, caller, 'paid', page),
    generateHash: (caller, body) => startPayment(db, gateway, paymentUrl(caller), caller, body),
  };
}

// ---------------------------------------------------------------------------------------------
// The gateway's callback

export interface CallbackResult {
  txnId: string;
  status: PaymentStatus;
  /** False when the callback changed nothing (a repeat, a pending status). */
  changed: boolean;
}

const HEX_512 = /^[0-9a-fA-F]{128}$/;

/** A callback field as text, without control characters, at most `max` characters. */
function field(form: Record<string, string>, name: string, max = 200): string {
  return (form[name] ?? '').replace(CONTROL, '').slice(0, max);
}

/**
 * Verifies a gateway callback and settles its payment once. Checked before anything is read or
 * written: the fields' form (E008), the merchant key and the response hash over the signed fields
 * (E024). Then, with the payment row locked: an unknown transaction is E012; an amount other than
 * the one started is refused (E017 422); a pending status changes nothing; a success applies the
 * payment (applySuccessfulPayment); a failure or a cancel records it. A payment that succeeded
 * never changes again, so a repeated or concurrent callback never pays twice; a failed one may
 * still succeed (the bank confirmed late).
 */
export async function settleCallback(
  db: Db,
  gateway: Gateway,
  form: Record<string, string>,
  now: Date,
): Promise<CallbackResult> {
  const txnId = field(form, 'txnid', 40);
  const received = field(form, 'hash', 200);
  const status = field(form, 'status', 20).toLowerCase();
  if (
    !ZTxnId.safeParse(txnId).success ||
    !HEX_512.test(received) ||
    !['success', 'failure', 'failed', 'pending'].includes(status)
  )
    throw new AppError('E008', 'Invalid Request: txnid, status and hash are required');
  const signed = {
    key: form.key ?? '',
    txnid: txnId,
    amount: form.amount ?? '',
    productinfo: form.productinfo ?? '',
    firstname: form.firstname ?? '',
    email: form.email ?? '',
    udf: Array.from({ length: 10 }, (_, i) => form[`udf${i + 1}`] ?? ''),
    status: form.status ?? '',
    additionalCharges: form.additionalCharges,
  };
  if (signed.key !== gateway.key || !hashesMatch(received, responseHash(signed, gateway.salt)))
    throw new AppError('E024', 'Hash value did not match');

  return settleOutcome(db, txnId, status, signed.amount, form, now);
}

/**
 * Settles a payment by what the gateway says of it (a verified callback, or the verify_payment
 * command's answer), with the payment row locked: an unknown transaction is E012; an amount
 * other than the one started is refused (E017 422); pending changes nothing; success applies the
 * payment once (applySuccessfulPayment); a failure or cancel is recorded unless the payment has
 * already ended (a failure may still become a success). One effect per transaction id whichever
 * way, and however often, the news arrives.
 */
async function settleOutcome(
  db: Db,
  txnId: string,
  status: string,
  amountText: string,
  fields: Record<string, string>,
  now: Date,
): Promise<CallbackResult> {
  return db.transaction(async (tx) => {
    const payment = await lockPaymentByTxn(tx, txnId);
    if (!payment) throw new AppError('E012', 'Invalid transaction or No data found');
    const amount = tryToPaise(amountText.trim());
    if (amount === null || amount !== paise(payment.amount))
      throw new AppError('E017', 'The amount differs from the payment started');
    const current = String(payment.status) as PaymentStatus;
    if (status === 'pending') return { txnId, status: current, changed: false };

    const outcome: Exclude<PaymentStatus, 'initiated'> =
      status === 'success'
        ? 'success'
        : field(fields, 'unmappedstatus', 40).toLowerCase() === 'usercancelled'
          ? 'cancelled'
          : 'failure';
    if (current === 'success' || (current !== 'initiated' && outcome !== 'success'))
      return { txnId, status: current, changed: false };

    const settlement: Settlement = {
      status: outcome,
      gatewayPaymentId: textOrNull(field(fields, 'mihpayid', 60)),
      mode: textOrNull(field(fields, 'mode', 20)),
      bankReference: textOrNull(field(fields, 'bank_ref_num', 100)),
      failureReason:
        outcome === 'success'
          ? null
          : field(fields, 'error_Message', 200) ||
            field(fields, 'field9', 200) ||
            (outcome === 'cancelled' ? 'Cancelled' : 'Payment failed'),
      unapplied: '0',
      at: now,
    };
    if (outcome === 'success') await applySuccessfulPayment(tx, int(payment.id), settlement);
    else await settlePayment(tx, int(payment.id), settlement);
    return { txnId, status: outcome, changed: true };
  });
}

// ---------------------------------------------------------------------------------------------
// Payments whose callback never came (decision 098)

/** A payment still initiated this long after it started is asked about at the gateway. */
export const VERIFY_AFTER_MS = 5 * 60 * 1000;
/** Not known at the gateway this long after it started: the retailer never finished; a failure. */
export const ABANDONED_AFTER_MS = 60 * 60 * 1000;
/** Older than this, the sweep no longer asks (PayU keeps verify answers for a limited time). */
const SWEEP_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Asks the gateway (verify_payment) about payments still initiated and settles each by the answer
 * through the same settlement as a callback. A gateway that does not answer leaves them as they
 * are (the next look tries again); a refused answer (another amount) is logged and changes nothing.
 * Not known at the gateway an hour after it started: recorded as a failure ("not completed at the
 * gateway"), which a late success callback can still turn into a payment.
 */
export async function verifyPayments(
  db: Db,
  verifier: PaymentVerifier,
  payments: ReadonlyArray<{ txnId: string; createdAt: Date }>,
  now: Date,
  log: (message: string, err?: unknown) => void = () => {},
): Promise<number> {
  if (payments.length === 0) return 0;
  let answers: Map<string, Verified>;
  try {
    answers = await verifier.verify(payments.map((p) => p.txnId));
  } catch (err) {
    log('verify_payment failed; the payments stay initiated', err);
    return 0;
  }
  let changed = 0;
  for (const p of payments) {
    const answer = answers.get(p.txnId);
    try {
      let result: CallbackResult | null = null;
      if (answer?.found) {
        const f = answer.fields;
        const status = field(f, 'status', 20).toLowerCase();
        if (!['success', 'failure', 'failed', 'pending'].includes(status)) continue;
        result = await settleOutcome(db, p.txnId, status, f.amt ?? f.transaction_amount ?? '', f, now);
      } else if (now.getTime() - p.createdAt.getTime() >= ABANDONED_AFTER_MS) {
        result = await settleAbandoned(db, p.txnId, now);
      }
      if (result?.changed) changed += 1;
    } catch (err) {
      log(`verify_payment: ${p.txnId} not settled`, err);
    }
  }
  return changed;
}

async function settleAbandoned(db: Db, txnId: string, now: Date): Promise<CallbackResult> {
  return db.transaction(async (tx) => {
    const payment = await lockPaymentByTxn(tx, txnId);
    if (payment?.status !== 'initiated')
      return { txnId, status: String(payment?.status ?? 'initiated') as PaymentStatus, changed: false };
    await settlePayment(tx, int(payment.id), {
      status: 'failure',
      gatewayPaymentId: null,
      mode: null,
      bankReference: null,
      failureReason: 'Not completed at the payment gateway',
      unapplied: '0',
      at: now,
    });
    return { txnId, status: 'failure', changed: true };
  });
}

/**
 * The retailer's payments still initiated after VERIFY_AFTER_MS, verified before a screen shows
 * them: one payment (the response screen) or those that named an invoice (payment details).
 */
export async function verifyStalePaymentsOf(
  db: Db,
  verifier: PaymentVerifier,
  owner: PaymentOwner,
  which: { txnId: string } | { invoiceId: number },
  now: Date,
  log?: (message: string, err?: unknown) => void,
): Promise<number> {
  const stale = await findStalePayments(db, {
    owner,
    ...which,
    startedBefore: new Date(now.getTime() - VERIFY_AFTER_MS),
    startedAfter: new Date(now.getTime() - SWEEP_WINDOW_MS),
    limit: 20,
  });
  return verifyPayments(db, verifier, stale, now, log);
}

/** The server's periodic sweep: every payment still initiated after VERIFY_AFTER_MS, oldest first. */
export async function sweepStalePayments(
  db: Db,
  verifier: PaymentVerifier,
  now: Date,
  log?: (message: string, err?: unknown) => void,
): Promise<number> {
  const stale = await findStalePayments(db, {
    startedBefore: new Date(now.getTime() - VERIFY_AFTER_MS),
    startedAfter: new Date(now.getTime() - SWEEP_WINDOW_MS),
    limit: 50,
  });
  return verifyPayments(db, verifier, stale, now, log);
}

/**
 * Applies a successful payment to its invoices, inside the callback's transaction (the payment row
 * is locked by the caller): each invoice, locked in id order, takes its planned share, but never
 * more than it still owes (another payment may have paid it meanwhile); what could not be applied
 * stays on the payment as unapplied_amount, not lost. Then the payment is marked success.
 */
export async function applySuccessfulPayment(
  tx: Tx,
  paymentId: number,
  settlement: Settlement,
): Promise<void> {
  const allocations = await findAllocations(tx, paymentId);
  const invoices = new Map(
    (
      await lockInvoices(
        tx,
        allocations.map((a) => int(a.invoice_id)),
      )
    ).map((r) => [int(r.id), r]),
  );
  let applied = 0n;
  for (const a of allocations) {
    const invoiceId = int(a.invoice_id);
    const invoice = invoices.get(invoiceId);
    const planned = paise(a.amount);
    const owed = invoice ? outstandingOf(paise(invoice.net_amount), paise(invoice.paid_amount)) : 0n;
    const share = planned < owed ? planned : owed;
    applied += share;
    if (share > 0n) {
      await addPaidAmount(tx, invoiceId, formatPaise(share));
      await setAppliedAmount(tx, paymentId, invoiceId, formatPaise(share));
    }
  }
  // The whole amount received is the retailer's credit, in the same transaction; a part that no
  // invoice still owed (unapplied: another payment paid it meanwhile, or a collection on account
  // without shares, decision 097) is money on account, so it is credited too (decision 092).
  const account = await findPaymentAccount(tx, paymentId);
  const unapplied = paise(account.amount) - applied;
  await settlePayment(tx, paymentId, { ...settlement, status: 'success', unapplied: formatPaise(unapplied) });
  await postLedgerEntry(
    tx,
    paymentCredit({
      clientId: int(account.client_id),
      retailerId: int(account.retailer_id),
      distributorId: int(account.distributor_id),
      txnId: String(account.txn_id),
      amount: paise(account.amount),
      date: formatApiDate(todayIn(settlement.at, String(account.time_zone))),
      narration: paymentNarration(
        allocations.map((a) => String(a.invoice_no)),
        settlement.mode,
      ),
      at: settlement.at,
    }),
  );
}

// ---------------------------------------------------------------------------------------------
// Collections received outside the gateway (decision 097)

/**
 * A payment the distributor received outside the app (cash, cheque, a transfer to its salesman),
 * recorded as a successful payment and applied through applySuccessfulPayment like a gateway's:
 * `onAccount` of it is credited without an invoice (it settles a balance brought forward from
 * before the app, which no invoice carries), the rest goes to the retailer's invoices at the
 * distributor dated up to `date`, oldest first, each taking what it still owes. What no invoice
 * owes is not taken: the amount recorded is at most onAccount plus what those invoices owe, and is
 * answered (0n: nothing recorded). The demo and large seeds record their monthly collections so;
 * the distributor integration will call it for the collections it reports.
 */
export async function recordCollection(
  db: Db | Tx,
  input: {
    clientId: number;
    retailerId: number;
    distributorId: number;
    /** Unique, as a gateway's transaction id (it keys the ledger's credit). */
    txnId: string;
    amount: Paise;
    onAccount: Paise;
    /** YYYY-MM-DD: invoices up to this date can take it. */
    date: string;
    mode: string;
    at: Date;
  },
): Promise<Paise> {
  return (db as Db).transaction(async (tx) => {
    const owner = { clientId: input.clientId, retailerId: input.retailerId };
    // Paise are bigints (no Math.min): the part on account is at most the amount.
    let rest = input.amount > input.onAccount ? input.amount - input.onAccount : 0n;
    const shares: Array<{ invoiceId: number; amount: string }> = [];
    if (rest > 0n)
      for (const r of await lockOutstandingInvoicesUpTo(tx, owner, input.distributorId, input.date)) {
        if (rest === 0n) break;
        const owed = outstandingOf(paise(r.net_amount), paise(r.paid_amount));
        const share = rest > owed ? owed : rest;
        if (share <= 0n) continue;
        shares.push({ invoiceId: int(r.id), amount: formatPaise(share) });
        rest -= share;
      }
    const amount = input.amount - rest;
    if (amount <= 0n) return 0n;
    const id = await insertPayment(tx, {
      clientId: input.clientId,
      retailerId: input.retailerId,
      distributorId: input.distributorId,
      txnId: input.txnId,
      referenceNo: `collection-${input.txnId}`,
      requestHash: 'collection',
      amount: formatPaise(amount),
      gateway: 'offline',
      at: input.at,
    });
    if (id === null) throw new Error(`collection ${input.txnId} was recorded before`);
    if (shares.length > 0) await insertAllocations(tx, id, shares);
    await applySuccessfulPayment(tx, id, {
      status: 'success',
      gatewayPaymentId: null,
      mode: input.mode,
      bankReference: null,
      failureReason: null,
      unapplied: '0',
      at: input.at,
    });
    return amount;
  });
}
