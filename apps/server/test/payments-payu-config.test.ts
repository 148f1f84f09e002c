import { type TBill, ZBillList, ZGenerateHashResult } from '@restock/domain/contracts/payments';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../src/config.ts';
import { paymentUrlOf, TEST_GATEWAY } from '../src/modules/payment/gateway.ts';
import { callbackFields } from '../src/modules/payment/test-gateway.ts';
import { setSetting } from './cart-helpers.ts';
import { formHash } from './payment-helpers.ts';
import { rows } from './product-helpers.ts';
import { createTestApp, engine, type TestApp } from './support/harness.ts';

/*
 * The real gateway when it is configured (decision 091; issue 18): with PAYU_MERCHANT_KEY,
 * PAYU_MERCHANT_SALT and PAYU_PAYMENT_URL set, GenerateHash signs with that key and salt and
 * points the form at PayU (the client's payUPaymentUrl setting wins when it is an https address);
 * callbacks are verified against that salt, so one signed with the test gateway's is E024.
 */

const PAYU = {
  PAYU_MERCHANT_KEY: 'gtKFFx',
  PAYU_MERCHANT_SALT: 'eCwWELxi',
  PAYU_PAYMENT_URL: 'https://test.payu.in/_payment',
};

let t: TestApp;
let token: string;
let refSeq = 0;
const newRef = () => `payu-ref-${Date.now()}-${++refSeq}`;
const call = (path: string, body: unknown = {}) => t.call(`/Collection/${path}`, body, { token });

async function pending(): Promise<TBill[]> {
  const res = await call('PendingBills', { PageSize: 100 });
  expect(res.body.Status, res.body.Msg).toBe(1);
  return ZBillList.parse(res.body.Data);
}

async function start(invoiceNo: string, amount: number) {
  const res = await call('GenerateHash', {
    RetailerCode: 'R0001',
    DistributorCode: 'D001',
    InvoiceList: [invoiceNo],
    ReferenceNo: newRef(),
    TotalAmount: amount,
  });
  expect(res.body.Status, res.body.Msg).toBe(1);
  return ZGenerateHashResult.parse(res.body.Data);
}

const postForm = (url: string, fields: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

beforeAll(async () => {
  t = await createTestApp({ env: PAYU });
  token = await t.tokenFor('retailer1');
});
afterAll(async () => {
  await t?.close();
});

describe('PayU configuration', () => {
  it('needs key, salt and an https address together, else the test gateway', () => {
    expect(readConfig({ ...PAYU }).payu).toMatchObject({
      key: 'gtKFFx',
      salt: 'eCwWELxi',
      paymentUrl: 'https://test.payu.in/_payment',
    });
    expect(readConfig({ PAYU_MERCHANT_KEY: 'gtKFFx', PAYU_MERCHANT_SALT: 'eCwWELxi' }).payu).toBeNull();
    expect(readConfig({ ...PAYU, PAYU_PAYMENT_URL: 'http://test.payu.in/_payment' }).payu).toBeNull();
    expect(readConfig({}).payu).toBeNull();
  });

  it('takes the client payUPaymentUrl only when it is an https address', () => {
    const payu = readConfig({ ...PAYU }).payu;
    expect(paymentUrlOf(payu, '', 'http://x')).toBe('https://test.payu.in/_payment');
    expect(paymentUrlOf(payu, ' https://secure.payu.in/_payment ', 'http://x')).toBe(
      'https://secure.payu.in/_payment',
    );
    expect(paymentUrlOf(payu, 'http://evil.example/_payment', 'http://x')).toBe(
      'https://test.payu.in/_payment',
    );
    expect(paymentUrlOf(null, 'https://secure.payu.in/_payment', 'http://x')).toBe(
      'http://x/api/Collection/TestGateway',
    );
  });
});

describe(`Paying through the configured PayU account (${engine})`, () => {
  it('GenerateHash signs with the configured key and salt and posts to PAYU_PAYMENT_URL, then payUPaymentUrl', async () => {
    const [a] = (await pending()).filter((x) => x.Status === 'U');
    const started = await start(a!.InvoiceNo, a!.OutstandingAmount);
    expect(started.PaymentUrl).toBe('https://test.payu.in/_payment');
    const f = started.Fields;
    expect(f.key).toBe('gtKFFx');
    expect(f.hash).toBe(formHash(f, 'eCwWELxi'));
    expect(JSON.stringify(started)).not.toContain('eCwWELxi');

    await setSetting(t, 'payUPaymentUrl', 'https://secure.payu.in/_payment');
    try {
      expect((await start(a!.InvoiceNo, a!.OutstandingAmount)).PaymentUrl).toBe(
        'https://secure.payu.in/_payment',
      );
      await setSetting(t, 'payUPaymentUrl', 'http://not-secure.example/_payment');
      expect((await start(a!.InvoiceNo, a!.OutstandingAmount)).PaymentUrl).toBe(
        'https://test.payu.in/_payment',
      );
    } finally {
      await setSetting(t, 'payUPaymentUrl', '');
    }
  });

  it('verifies callbacks with the configured salt: a test-gateway signature is E024, a PayU one pays', async () => {
    const [a] = (await pending()).filter((x) => x.Status === 'U');
    const started = await start(a!.InvoiceNo, a!.OutstandingAmount);
    const paidOf = async () =>
      (
        await rows<{ paid: string }>(
          t,
          sql`select paid_amount::text as paid from invoices where invoice_no = ${a!.InvoiceNo}`,
        )
      )[0]!.paid;
    const before = await paidOf();
    const forged = await postForm(
      '/api/Collection/PaymentWebhook',
      callbackFields(started.Fields, 'success', new Date(), TEST_GATEWAY),
    );
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ Code: 'E024' });
    expect(await paidOf()).toBe(before);

    const real = await postForm(
      '/api/Collection/PaymentWebhook',
      callbackFields(started.Fields, 'success', new Date(), {
        kind: 'payu',
        key: 'gtKFFx',
        salt: 'eCwWELxi',
      }),
    );
    expect(real.statusCode).toBe(200);
    const [row] = await rows<{ net: string; paid: string }>(
      t,
      sql`select net_amount::text as net, paid_amount::text as paid from invoices where invoice_no = ${a!.InvoiceNo}`,
    );
    expect(row!.paid).toBe(row!.net);
  });
});
