/**
 * The built-in test gateway (decision 091): a stand-in for PayU's hosted page. The payment screen
 * posts it the same form it would post PayU; it checks the request hash as PayU does and shows
 * Pay, Fail and Cancel. Each button posts back to our return address exactly the fields a PayU
 * callback carries, signed with PayU's response hash under the test key and salt, so the same
 * verification (service.ts settleCallback) runs for it as for the real one. No script: plain forms.
 * It always returns to our own return address, whatever surl/furl say (they are not signed).
 */
import { randomInt } from 'node:crypto';
import { type Gateway, RETURN_PATH, TEST_GATEWAY } from './gateway.ts';
import { hashesMatch, requestHash, responseHash } from './hash.ts';

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
${button('success', 'Pay', RETURN_PATH, '#15803d')}
${button('failure', 'Fail', RETURN_PATH, '#b91c1c')}
${button('cancelled', 'Cancel', RETURN_PATH, '#475569')}
</main></body></html>`;
}

export function refusedPage(): string {
  return '<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Test payment gateway</title></head><body style="font-family:system-ui,sans-serif;padding:24px"><h1>Payment request refused</h1><p>The request is not signed by this merchant.</p></body></html>';
}
