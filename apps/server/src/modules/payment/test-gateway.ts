/**
 * The built-in test gateway (decision 091): a stand-in for PayU's hosted page. The payment screen
 * posts it the same form it would post PayU; it checks the request hash as PayU does and shows
 * Pay, Fail and Cancel. Each button posts back to our return address exactly the fields a PayU
 * callback carries, signed with PayU's response hash under the test key and salt, so the same
 * verification (service.ts settleCallback) runs for it as for the real one. No script: plain forms.
 * It always returns to our own return address, whatever surl/furl say (they are not signed).
 *
 * Like PayU it remembers what happened to a transaction (decision 098): a button posts first to
 * the gateway's own Complete address, which records the outcome and sends the browser on (307, the
 * same form) to our return address; PayU's verify_payment command (postservice) then answers
 * from that record with PayU's fields. A callback lost on the way (the browser closed after the
 * press) is therefore still known to verify, as at PayU. The record is per process and in memory.
 */
import { randomInt } from 'node:crypto';
import { type Gateway, TEST_GATEWAY, TEST_GATEWAY_PATH } from './gateway.ts';
import { hashesMatch, requestHash, responseHash } from './hash.ts';
import {
  commandHash,
  type PaymentVerifier,
  parseVerifyAnswer,
  VERIFY_COMMAND,
  verifyForm,
} from './verify.ts';

/** Where the test gateway's buttons post (it records the outcome, then 307 to our return address). */
export const TEST_GATEWAY_COMPLETE_PATH = `${TEST_GATEWAY_PATH}/Complete`;
/** The test gateway's stand-in for PayU's postservice (the verify_payment command). */
export const TEST_GATEWAY_POSTSERVICE_PATH = `${TEST_GATEWAY_PATH}/postservice`;

/** What the test gateway knows of its transactions: the callback fields of each outcome pressed. */
export interface TestGatewayRecord {
  record(fields: Record<string, string>): boolean;
  get(txnId: string): Record<string, string> | undefined;
}

export function testGatewayRecord(maxEntries = 10_000): TestGatewayRecord {
  const outcomes = new Map<string, Record<string, string>>();
  return {
    /** Keeps a correctly signed callback's fields under its txnid; false when not signed. */
    record(fields) {
      if (!isSignedCallback(fields)) return false;
      const txnId = fields.txnid!;
      // A transaction's first success is final at the gateway too.
      if (outcomes.get(txnId)?.status === 'success') return true;
      if (outcomes.size >= maxEntries && !outcomes.has(txnId)) outcomes.clear();
      outcomes.set(txnId, fields);
      return true;
    },
    get: (txnId) => outcomes.get(txnId),
  };
}

function isSignedCallback(fields: Record<string, string>, gateway: Gateway = TEST_GATEWAY): boolean {
  if (fields.key !== gateway.key || !fields.txnid || !fields.hash) return false;
  const expected = responseHash(
    {
      key: gateway.key,
      txnid: fields.txnid,
      amount: fields.amount ?? '',
      productinfo: fields.productinfo ?? '',
      firstname: fields.firstname ?? '',
      email: fields.email ?? '',
      udf: udfsOf(fields),
      status: fields.status ?? '',
      additionalCharges: fields.additionalCharges,
    },
    gateway.salt,
  );
  return hashesMatch(fields.hash, expected);
}

/**
 * The test gateway's answer to a postservice command, as PayU answers verify_payment: status 1
 * and transaction_details per txnid (the callback's fields, `amt` for the amount), or
 * {status: 'Not Found'} for a transaction without an outcome. A bad key, command or hash answers
 * status 0, as PayU does.
 */
export function testPostservice(record: TestGatewayRecord, form: Record<string, string>): object {
  const var1 = form.var1 ?? '';
  if (
    form.key !== TEST_GATEWAY.key ||
    form.command !== VERIFY_COMMAND ||
    !form.hash ||
    !hashesMatch(form.hash, commandHash(TEST_GATEWAY.key, VERIFY_COMMAND, var1, TEST_GATEWAY.salt))
  )
    return { status: 0, msg: 'Invalid Hash.' };
  const txnIds = var1.split('|').filter((x) => x !== '');
  const details: Record<string, object> = {};
  let found = 0;
  for (const txnId of txnIds) {
    const fields = record.get(txnId);
    if (!fields) {
      details[txnId] = { mihpayid: 'Not Found', status: 'Not Found' };
      continue;
    }
    found += 1;
    const { hash: _hash, amount, ...rest } = fields;
    details[txnId] = { ...rest, amt: amount, transaction_amount: amount };
  }
  return {
    status: 1,
    msg: `${found} out of ${txnIds.length} Transactions Fetched Successfully`,
    transaction_details: details,
  };
}

/** verify_payment against the test gateway, in process, through the same form and parsing as PayU. */
export function testGatewayVerifier(record: TestGatewayRecord): PaymentVerifier {
  return {
    async verify(txnIds) {
      if (txnIds.length === 0) return new Map();
      const answer = JSON.parse(JSON.stringify(testPostservice(record, verifyForm(TEST_GATEWAY, txnIds))));
      return parseVerifyAnswer(answer, txnIds);
    },
  };
}

export type TestOutcome = 'success' | 'failure' | 'cancelled';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const udfsOf = (form: Record<string, string>) =>
  Array.from({ length: 10 }, (_, i) => form[`udf${i + 1}`] ?? '');

/** Whether a checkout form carries a good request hash under `gateway`'s key and salt. */
export function isSignedCheckout(form: Record<string, string>, gateway: Gateway = TEST_GATEWAY): boolean {
  if (form.key !== gateway.key || !form.hash || !form.txnid) return false;
  const expected = requestHash(
    {
      key: form.key,
      txnid: form.txnid,
      amount: form.amount ?? '',
      productinfo: form.productinfo ?? '',
      firstname: form.firstname ?? '',
      email: form.email ?? '',
      udf: udfsOf(form),
    },
    gateway.salt,
  );
  return hashesMatch(form.hash, expected);
}

/** The fields PayU posts back for `outcome` of a checkout form, with its response hash. */
export function callbackFields(
  checkout: Record<string, string>,
  outcome: TestOutcome,
  now: Date,
  gateway: Gateway = TEST_GATEWAY,
): Record<string, string> {
  const status = outcome === 'success' ? 'success' : 'failure';
  const udf = udfsOf(checkout);
  const fields: Record<string, string> = {
    mihpayid: String(randomInt(100_000_000, 999_999_999)) + String(randomInt(100_000_000, 999_999_999)),
    mode: outcome === 'success' ? 'UPI' : outcome === 'failure' ? 'CC' : '',
    status,
    unmappedstatus: outcome === 'success' ? 'captured' : outcome === 'failure' ? 'failed' : 'userCancelled',
    key: gateway.key,
    txnid: checkout.txnid ?? '',
    amount: checkout.amount ?? '',
    discount: '0.00',
    net_amount_debit: outcome === 'success' ? (checkout.amount ?? '') : '0',
    addedon: now.toISOString().slice(0, 19).replace('T', ' '),
    productinfo: checkout.productinfo ?? '',
    firstname: checkout.firstname ?? '',
    lastname: '',
    email: checkout.email ?? '',
    phone: checkout.phone ?? '',
    ...Object.fromEntries(udf.map((v, i) => [`udf${i + 1}`, v])),
    field9:
      outcome === 'success'
        ? 'Transaction Completed Successfully'
        : outcome === 'failure'
          ? 'Bank declined the payment'
          : 'Cancelled by user',
    payment_source: 'payu',
    PG_TYPE: outcome === 'success' ? 'UPI-PG' : outcome === 'failure' ? 'CC-PG' : '',
    bank_ref_num: outcome === 'success' ? `TB${randomInt(10_000_000, 99_999_999)}` : '',
    bankcode: outcome === 'success' ? 'UPI' : outcome === 'failure' ? 'CC' : '',
    error: outcome === 'success' ? 'E000' : outcome === 'failure' ? 'E308' : 'E1605',
    error_Message:
      outcome === 'success'
        ? 'No Error'
        : outcome === 'failure'
          ? 'Bank declined the payment'
          : 'Cancelled by user',
  };
  fields.hash = responseHash(
    {
      key: gateway.key,
      txnid: fields.txnid!,
      amount: fields.amount!,
      productinfo: fields.productinfo!,
      firstname: fields.firstname!,
      email: fields.email!,
      udf,
      status,
    },
    gateway.salt,
  );
  return fields;
}

function hiddenInputs(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join('');
}

/** The page for a signed checkout form: what is paid, and the three outcomes as forms. */
export function testGatewayPage(checkout: Record<string, string>, now: Date): string {
  const button = (outcome: TestOutcome, label: string, url: string, colour: string) =>
    `<form method="post" action="${escapeHtml(url)}">${hiddenInputs(callbackFields(checkout, outcome, now))}
     <button type="submit" data-outcome="${outcome}" style="width:100%;padding:14px;margin-top:10px;border:0;border-radius:10px;font-size:16px;font-weight:600;color:#fff;background:${colour}">${label}</button></form>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<link rel="icon" href="data:,"><title>Test payment gateway</title></head>
<body style="font-family:system-ui,sans-serif;background:#f1f5f9;margin:0;padding:24px">
<main style="max-width:420px;margin:0 auto;background:#fff;border-radius:16px;padding:24px;box-shadow:0 1px 4px #0002">
<p style="margin:0;color:#64748b;font-size:13px">Test payment gateway &middot; no money moves</p>
<h1 style="font-size:28px;margin:8px 0">&#8377; ${escapeHtml(checkout.amount ?? '')}</h1>
<p style="margin:4px 0;color:#334155">${escapeHtml(checkout.productinfo ?? '')}</p>
<p style="margin:4px 0;color:#64748b;font-size:13px">Transaction <span data-txnid>${escapeHtml(checkout.txnid ?? '')}</span> &middot; ${escapeHtml(checkout.firstname ?? '')}</p>
${button('success', 'Pay', TEST_GATEWAY_COMPLETE_PATH, '#15803d')}
${button('failure', 'Fail', TEST_GATEWAY_COMPLETE_PATH, '#b91c1c')}
${button('cancelled', 'Cancel', TEST_GATEWAY_COMPLETE_PATH, '#475569')}
</main></body></html>`;
}

export function refusedPage(): string {
  return '<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Test payment gateway</title></head><body style="font-family:system-ui,sans-serif;padding:24px"><h1>Payment request refused</h1><p>The request is not signed by this merchant.</p></body></html>';
}
