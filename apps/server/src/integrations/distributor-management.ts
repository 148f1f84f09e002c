/**
 * The distributor-management service (DMS; second spec section 7): when configured (DMS_URL,
 * DMS_USERNAME, DMS_PASSWORD), pending invoices, paid invoices, the payment hash and the retailer
 * ledger come from it instead of our own service. docs/decisions/093.
 *
 * - Sign-in: POST /S2SAuthentication/Authenticate, form-encoded (UserName, Password). Its answer
 *   carries a security token (security_token_key, SecurityToken or Token, at the top or in Data)
 *   and may say how long it lives (ExpiresIn seconds); every later call sends the token as the
 *   header `security_token_key`.
 * - The token is cached per client object and renewed a minute before it expires; concurrent calls
 *   share one sign-in. When the service answers a call with 401 or Code E22 (its session expired
 *   early), the token is renewed once and the call repeated; a second expiry is E22 to the caller.
 * - A refused sign-in is dmsAuthenticationError; no answer or an answer we cannot read is
 *   "unavailable". The ledger route turns these into coded 4xx/5xx envelopes.
 *
 * Calls: /CustomerLedgerReport/Masters {RetailerCode, DistributorCode, Month, Year},
 * /PendingInvoice/Masters and /PaidInvoice/Masters {RetailerCode, DistributorCode},
 * /GenerateMPQR/GetHash {RetailerCode, DistributorCode, InvoiceList, ReferenceNo, TotalAmount}.
 * Answers are the spec's envelope {Status, Data, Msg, Code}; field names of Data rows are read
 * tolerantly (the service's row shapes are not in the spec).
 */
import type { TBill, TGenerateHashResult } from '@restock/domain/contracts/payments';
import type { Paise } from '@restock/domain/rules/pricing';
import { formatPaise, paiseToNumber, tryToPaise } from '@restock/domain/rules/pricing';
import type { DistributorManagementSettings } from '../config.ts';
import { AppError } from '../http/errors.ts';

export type DmsFailure = 'E22' | 'dmsAuthenticationError' | 'unavailable';

/** A failure of the service, named by what the caller should answer. */
export class DmsError extends Error {
  readonly failure: DmsFailure;
  constructor(failure: DmsFailure, message: string) {
    super(message);
    this.name = 'DmsError';
    this.failure = failure;
  }
}

export interface DmsAccount {
  RetailerCode: string;
  DistributorCode: string;
}

/** One ledger row as the service sends it, read into exact amounts. */
export interface DmsLedgerRow {
  /** YYYY-MM-DD. */
  date: string;
  /** INV, PAY, CN, DN or OB when the service names one we know; else DN for a debit, CN for a credit. */
  kind: string;
  reference: string;
  narration: string;
  debit: Paise;
  credit: Paise;
}

export interface DmsLedger {
  opening: Paise;
  rows: DmsLedgerRow[];
  distributorName: string | null;
}

/**
 * An invoice in the collection lists, in the shape our own /Collection/PendingBills and PaidBills
 * answer. A DMS invoice has no id of ours: InvoiceId and DistributorId are 0.
 */
export type CollectionBill = TBill;

/** GenerateHash's answer as our own /Collection/GenerateHash gives it. */
export type CollectionHash = TGenerateHashResult;

export interface DistributorManagement {
  ledger(request: DmsAccount & { Month: number; Year: number }): Promise<DmsLedger>;
  pendingInvoices(request: DmsAccount): Promise<CollectionBill[]>;
  paidInvoices(request: DmsAccount): Promise<CollectionBill[]>;
  generateHash(
    request: DmsAccount & { InvoiceList: string[]; ReferenceNo: string; TotalAmount: Paise },
  ): Promise<CollectionHash>;
}

type Json = Record<string, unknown>;

const RENEW_BEFORE_MS = 60_000;

function isObject(v: unknown): v is Json {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The first of `names` present on `row` (the service's field names vary between its calls). */
function pick(row: Json, ...names: string[]): unknown {
  for (const n of names) if (row[n] !== undefined && row[n] !== null) return row[n];
  return undefined;
}

function text(v: unknown): string {
  return v === undefined || v === null ? '' : String(v).trim();
}

function paise(v: unknown, what: string): Paise {
  if (v === undefined || v === null || v === '') return 0n;
  const p = tryToPaise(typeof v === 'number' ? v.toFixed(2) : String(v).replace(/,/g, ''));
  if (p === null) throw new DmsError('unavailable', `the service sent an unreadable ${what}: ${String(v)}`);
  return p;
}

/** YYYY-MM-DD from the service's YYYY-MM-DD, DD-MM-YYYY, DD/MM/YYYY or an ISO date-time. */
export function dmsDate(v: unknown): string {
  const s = text(v);
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(s);
  if (iso) return `${iso[1]}-${iso[2]}-${iso[3]}`;
  const dmy = /^(\d{2})[-/](\d{2})[-/](\d{4})$/.exec(s);
  if (dmy) return `${dmy[3]}-${dmy[2]}-${dmy[1]}`;
  throw new DmsError('unavailable', `the service sent an unreadable date: ${s}`);
}

const KINDS = new Set(['INV', 'PAY', 'CN', 'DN', 'OB']);

function ledgerRow(row: Json): DmsLedgerRow {
  const debit = paise(pick(row, 'Debit', 'DebitAmount', 'Dr'), 'debit');
  const credit = paise(pick(row, 'Credit', 'CreditAmount', 'Cr'), 'credit');
  const named = text(pick(row, 'Kind', 'Type', 'DocType')).toUpperCase();
  return {
    date: dmsDate(pick(row, 'EntryDate', 'Date', 'DocDate', 'TransactionDate')),
    kind: KINDS.has(named) ? named : debit > 0n ? 'DN' : 'CN',
    reference: text(pick(row, 'Reference', 'DocNo', 'InvoiceNo', 'TransactionId')),
    narration: text(pick(row, 'Narration', 'Particulars', 'Remarks', 'Description')),
    debit,
    credit,
  };
}

function bill(row: Json): CollectionBill {
  const net = paise(pick(row, 'NetAmount', 'InvoiceAmount', 'Amount'), 'invoice amount');
  const outstandingRaw = pick(row, 'OutstandingAmount', 'Outstanding', 'BalanceAmount');
  const paidRaw = pick(row, 'PaidAmount', 'Paid');
  const paid =
    paidRaw !== undefined ? paise(paidRaw, 'paid amount') : net - paise(outstandingRaw, 'outstanding');
  const outstanding = outstandingRaw !== undefined ? paise(outstandingRaw, 'outstanding') : net - paid;
  const status: CollectionBill['Status'] = outstanding <= 0n ? 'PD' : paid > 0n ? 'PP' : 'U';
  const lastPaid = pick(row, 'LastPaidAt', 'PaymentDate', 'PaidDate');
  return {
    InvoiceId: 0,
    InvoiceNo: text(pick(row, 'InvoiceNo', 'InvoiceNumber', 'DocNo')),
    InvoiceDate: dmsDate(pick(row, 'InvoiceDate', 'Date', 'DocDate')),
    OrderNo: text(pick(row, 'OrderNo', 'OrderNumber')),
    DistributorId: 0,
    DistributorName: text(pick(row, 'DistributorName', 'Distributor')),
    NetAmount: paiseToNumber(net),
    PaidAmount: paiseToNumber(paid),
    OutstandingAmount: paiseToNumber(outstanding < 0n ? 0n : outstanding),
    Status: status,
    StatusName: status === 'PD' ? 'Paid' : status === 'PP' ? 'Partially Paid' : 'Unpaid',
    LastTxnId: text(pick(row, 'LastTxnId', 'TransactionId', 'TxnId')) || null,
    LastPaymentMode: text(pick(row, 'LastPaymentMode', 'PaymentMode', 'Mode')) || null,
    LastPaidAt: lastPaid === undefined ? null : text(lastPaid),
  };
}

/** The distributor-management client of `settings`; `clock` decides when the token is due for renewal. */
export function distributorManagementClient(
  settings: DistributorManagementSettings,
  clock: () => Date = () => new Date(),
): DistributorManagement {
  let token: { value: string; expiresAt: number } | null = null;
  let signingIn: Promise<string> | null = null;

  async function request(path: string, init: RequestInit): Promise<{ status: number; body: Json }> {
    let res: Response;
    try {
      res = await fetch(`${settings.url}${path}`, {
        ...init,
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
    } catch (err) {
      throw new DmsError(
        'unavailable',
        `the distributor-management service did not answer ${path}: ${String(err)}`,
      );
    }
    const raw = await res.text();
    let body: unknown = {};
    try {
      body = raw === '' ? {} : JSON.parse(raw);
    } catch {
      if (res.ok) throw new DmsError('unavailable', `the service's answer to ${path} is not JSON`);
    }
    return { status: res.status, body: isObject(body) ? body : { Data: body } };
  }

  async function authenticate(): Promise<string> {
    const form = new URLSearchParams({ UserName: settings.username, Password: settings.password });
    const { status, body } = await request('/S2SAuthentication/Authenticate', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: form.toString(),
    });
    const data = isObject(body.Data) ? body.Data : body;
    const value = text(pick(data, 'security_token_key', 'SecurityToken', 'Token', 'token'));
    if (status >= 500) throw new DmsError('unavailable', `the service's sign-in answered ${status}`);
    if (status >= 400 || body.Status === 0 || value === '')
      throw new DmsError(
        'dmsAuthenticationError',
        `the distributor-management service refused our sign-in (${status})`,
      );
    const seconds = Number(pick(data, 'ExpiresIn', 'expires_in'));
    const ttl = Number.isFinite(seconds) && seconds > 0 ? seconds : settings.tokenTtlSeconds;
    token = { value, expiresAt: clock().getTime() + ttl * 1000 };
    return value;
  }

  /** The cached token, or a new one when it is about to expire (one sign-in for concurrent calls). */
  async function currentToken(renew: boolean): Promise<string> {
    if (!renew && token && token.expiresAt - RENEW_BEFORE_MS > clock().getTime()) return token.value;
    if (renew) token = null;
    signingIn ??= authenticate().finally(() => {
      signingIn = null;
    });
    return signingIn;
  }

  const expired = (r: { status: number; body: Json }) => r.status === 401 || r.body.Code === 'E22';

  /** A call with the security token; renewed once if the service says its session expired. */
  async function call(path: string, payload: unknown): Promise<unknown> {
    const send = async (key: string) =>
      request(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', security_token_key: key },
        body: JSON.stringify(payload),
      });
    let res = await send(await currentToken(false));
    if (expired(res)) {
      res = await send(await currentToken(true));
      if (expired(res)) {
        token = null;
        throw new DmsError('E22', `the distributor-management session expired again on ${path}`);
      }
    }
    if (res.status >= 400 || res.body.Status === 0) {
      // The service's "no rows" is an empty answer, not an outage.
      if (res.status === 404 || res.body.Code === 'E012') return [];
      throw new DmsError(
        'unavailable',
        `the service answered ${path} with ${res.status} ${text(res.body.Msg)}`,
      );
    }
    return res.body.Data;
  }

  const rowsOf = (data: unknown, ...names: string[]): Json[] => {
    const list = Array.isArray(data) ? data : isObject(data) ? pick(data, ...names) : [];
    return Array.isArray(list) ? list.filter(isObject) : [];
  };

  return {
    async ledger(req) {
      const data = await call('/CustomerLedgerReport/Masters', {
        RetailerCode: req.RetailerCode,
        DistributorCode: req.DistributorCode,
        Month: req.Month,
        Year: req.Year,
      });
      const head = isObject(data) ? data : {};
      return {
        opening: paise(pick(head, 'OpeningBalance', 'Opening'), 'opening balance'),
        rows: rowsOf(data, 'Entries', 'Rows', 'LedgerDetails').map(ledgerRow),
        distributorName: text(pick(head, 'DistributorName')) || null,
      };
    },
    async pendingInvoices(req) {
      const data = await call('/PendingInvoice/Masters', req);
      return rowsOf(data, 'Invoices', 'Rows').map(bill);
    },
    async paidInvoices(req) {
      const data = await call('/PaidInvoice/Masters', req);
      return rowsOf(data, 'Invoices', 'Rows').map(bill);
    },
    async generateHash(req) {
      const data = await call('/GenerateMPQR/GetHash', { ...req, TotalAmount: formatPaise(req.TotalAmount) });
      const d = isObject(data) ? data : {};
      const fields: Record<string, string> = {};
      if (isObject(d.Fields)) for (const [k, v] of Object.entries(d.Fields)) fields[k] = text(v);
      const hash = text(pick(d, 'Hash', 'hash'));
      if (hash === '') throw new DmsError('unavailable', 'the service answered GetHash without a hash');
      return {
        TxnId: text(pick(d, 'TxnId', 'txnid', 'TransactionId')),
        Hash: hash,
        Amount: text(pick(d, 'Amount', 'amount')) || formatPaise(req.TotalAmount),
        PaymentUrl: text(pick(d, 'PaymentUrl', 'Url')),
        Fields: fields,
      };
    },
  };
}

/** One client per settings object (one per built app), so the ledger and payments share its token. */
const clients = new WeakMap<DistributorManagementSettings, DistributorManagement>();

/** The app's client of the service, or null when none is configured: our own service answers. */
export function distributorManagementOf(
  settings: DistributorManagementSettings | null,
  clock?: () => Date,
): DistributorManagement | null {
  if (!settings) return null;
  let client = clients.get(settings);
  if (!client) {
    client = distributorManagementClient(settings, clock);
    clients.set(settings, client);
  }
  return client;
}

/** The service's failures as coded answers: E22 (its session expired), dmsAuthenticationError, or 502. */
export function dmsFailure(err: unknown): never {
  if (err instanceof DmsError) {
    if (err.failure === 'E22') throw new AppError('E22', 'The distributor-management session has expired');
    if (err.failure === 'dmsAuthenticationError') throw new AppError('dmsAuthenticationError');
    throw new AppError('E017', 'The distributor-management service is not available, please try again', {
      http: 502,
    });
  }
  throw err;
}
