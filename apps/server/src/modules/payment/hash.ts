/**
 * PayU's hashes (decision 091), as its documentation gives them:
 * - request:  sha512(key|txnid|amount|productinfo|firstname|email|udf1|...|udf10|salt)
 *   (udf6..udf10 are empty here, which is the documented "udf5||||||salt");
 * - response (the "reverse hash" of a callback):
 *   sha512([additionalCharges|]salt|status|udf10|...|udf1|email|firstname|productinfo|amount|txnid|key).
 * Lower-case hex. The salt is the merchant's secret: it is in no form and no answer.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

export interface HashFields {
  key: string;
  txnid: string;
  amount: string;
  productinfo: string;
  firstname: string;
  email: string;
  /** udf1..udf10; missing ones are empty. */
  udf?: readonly string[];
}

const sha512 = (text: string) => createHash('sha512').update(text, 'utf8').digest('hex');

function udfs(fields: HashFields): string[] {
  return Array.from({ length: 10 }, (_, i) => fields.udf?.[i] ?? '');
}

export function requestHash(fields: HashFields, salt: string): string {
  return sha512(
    [
      fields.key,
      fields.txnid,
      fields.amount,
      fields.productinfo,
      fields.firstname,
      fields.email,
      ...udfs(fields),
      salt,
    ].join('|'),
  );
}

export function responseHash(
  fields: HashFields & { status: string; additionalCharges?: string },
  salt: string,
): string {
  const parts = [
    salt,
    fields.status,
    ...udfs(fields).reverse(),
    fields.email,
    fields.firstname,
    fields.productinfo,
    fields.amount,
    fields.txnid,
    fields.key,
  ];
  if (fields.additionalCharges) parts.unshift(fields.additionalCharges);
  return sha512(parts.join('|'));
}

/** Compares a received hash with the expected one in constant time (hex, case ignored). */
export function hashesMatch(received: string, expected: string): boolean {
  const a = Buffer.from(received.toLowerCase(), 'utf8');
  const b = Buffer.from(expected.toLowerCase(), 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
