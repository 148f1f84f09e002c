/**
 * PayU's "verify payment" (decision 098): what the gateway knows of a transaction whose callback
 * never came. The command is posted form-encoded to the gateway's postservice address with
 * key, command=verify_payment, var1=<txnid>[|<txnid>...] and hash=sha512(key|command|var1|salt);
 * the answer is JSON with `transaction_details` per transaction id (status success, failure,
 * pending or "Not Found", amt, mihpayid, mode, bank_ref_num, unmappedstatus, error_Message, ...).
 * The built-in test gateway answers the same command with the same fields (test-gateway.ts), so
 * the same parsing and settlement run for both.
 */
import { createHash } from 'node:crypto';
import type { Gateway } from './gateway.ts';

export const VERIFY_COMMAND = 'verify_payment';

/** PayU's command hash: sha512(key|command|var1|salt), lower-case hex. */
export function commandHash(key: string, command: string, var1: string, salt: string): string {
  return createHash('sha512').update(`${key}|${command}|${var1}|${salt}`, 'utf8').digest('hex');
}

/** What the gateway says of one transaction, in PayU's field names (all strings). */
export type VerifiedFields = Record<string, string>;

/** What verify answers for a transaction: its fields, or 'not-found'. */
export type Verified = { found: true; fields: VerifiedFields } | { found: false };

export interface PaymentVerifier {
  /** The gateway's view of these transactions; one call for all of them. */
  verify(txnIds: readonly string[]): Promise<Map<string, Verified>>;
}

/** The form of a verify_payment command. */
export function verifyForm(gateway: Gateway, txnIds: readonly string[]): Record<string, string> {
  const var1 = txnIds.join('|');
  return {
    key: gateway.key,
    command: VERIFY_COMMAND,
    var1,
    hash: commandHash(gateway.key, VERIFY_COMMAND, var1, gateway.salt),
  };
}

/** Reads PayU's answer: transaction_details keyed by txnid; "Not Found" or absent is not found. */
export function parseVerifyAnswer(answer: unknown, txnIds: readonly string[]): Map<string, Verified> {
  const out = new Map<string, Verified>();
  const details =
    answer && typeof answer === 'object' && 'transaction_details' in answer
      ? (answer as { transaction_details: unknown }).transaction_details
      : null;
  for (const txnId of txnIds) {
    const raw =
      details && typeof details === 'object' && !Array.isArray(details)
        ? (details as Record<string, unknown>)[txnId]
        : undefined;
    if (!raw || typeof raw !== 'object') {
      out.set(txnId, { found: false });
      continue;
    }
    const fields: VerifiedFields = {};
    for (const [k, v] of Object.entries(raw as Record<string, unknown>))
      if (typeof v === 'string' || typeof v === 'number') fields[k] = String(v);
    const status = (fields.status ?? '').toLowerCase();
    out.set(txnId, status === 'not found' || status === '' ? { found: false } : { found: true, fields });
  }
  return out;
}

/** PayU's verify over HTTPS, with a timeout; a failed call throws (the payment stays as it was). */
export function payuVerifier(gateway: Gateway, url: string, timeoutMs = 10_000): PaymentVerifier {
  return {
    async verify(txnIds) {
      if (txnIds.length === 0) return new Map();
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams(verifyForm(gateway, txnIds)).toString(),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!res.ok) throw new Error(`PayU verify_payment answered HTTP ${res.status}`);
      return parseVerifyAnswer(await res.json(), txnIds);
    },
  };
}
