import {
  type TBill,
  ZBillList,
  ZGenerateHashResult,
  ZPaymentStatusResult,
} from '@restock/domain/contracts/payments';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_GATEWAY } from '../src/modules/payment/gateway.ts';
import { sweepStalePayments, VERIFY_AFTER_MS } from '../src/modules/payment/service.ts';
import {
  callbackFields,
  type TestOutcome,
  testGatewayRecord,
  testGatewayVerifier,
} from '../src/modules/payment/test-gateway.ts';
import { commandHash, parseVerifyAnswer, verifyForm } from '../src/modules/payment/verify.ts';
import { carriedProducts, placeTestOrder } from './orders-helpers.ts';
import { idOf, rows } from './product-helpers.ts';
import { createTestApp, engine, type TestApp } from './support/harness.ts';

/**
 * Payments whose callback never came (decision 098): PayU's verify_payment command, answered by
 * the test gateway with PayU's fields, settles them when the retailer opens the payment or its
 * invoice, or in the server's sweep; one effect per transaction id, racing with a late callback.
 */

let t: TestApp;
let token: string;
let token2: string;
let refSeq = 0;
const newRef = () => `verify-ref-${Date.now()}-${++refSeq}`;
const call = (path: string, body: unknown = {}, tk = token) =>
  t.call(`/Collection/${path}`, body, { token: tk });

function postForm(url: string, fields: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

async function pending(): Promise<TBill[]> {
  const res = await call('PendingBills', { PageSize: 100 });
  expect(res.body.Status, res.body.Msg).toBe(1);
  return ZBillList.parse(res.body.Data);
}

async function start(bill: TBill) {
  const res = await call('GenerateHash', {
    RetailerCode: 'R0001',
    DistributorCode: 'D001',
    InvoiceList: [bill.InvoiceNo],
    ReferenceNo: newRef(),
    TotalAmount: bill.OutstandingAmount,
  });
  expect(res.body.Status, res.body.Msg).toBe(1);
  return ZGenerateHashResult.parse(res.body.Data);
}

/** The retailer presses a button at the test gateway, but the browser never comes back to us. */
async function pressWithoutCallback(fields: Record<string, string>, outcome: TestOutcome) {
  const res = await postForm(
    '/api/Collection/TestGateway/Complete',
    callbackFields(fields, outcome, new Date()),
  );
  expect(res.statusCode).toBe(307);
  expect(res.headers.location).toBe('/api/Collection/PaymentReturn');
}

async function state(txnId: string, invoiceNo: string) {
  const [p] = await rows<{ status: string; failure_reason: string | null; mode: string | null }>(
    t,
    sql`select status, failure_reason, mode from payments where txn_id = ${txnId}`,
  );
  const [i] = await rows<{ net: string; paid: string }>(
    t,
    sql`select net_amount::text as net, paid_amount::text as paid from invoices where invoice_no = ${invoiceNo}`,
  );
  const [l] = await rows<{ n: number }>(
    t,
    sql`select count(*)::int as n from ledger_entries where source_key = ${`PAY:${txnId}`}`,
  );
  return { ...p!, ...i!, credits: Number(l!.n) };
}

const statusOf = async (txnId: string, tk = token) =>
  ZPaymentStatusResult.parse((await call('PaymentStatus', { TxnId: txnId }, tk)).body.Data);

beforeAll(async () => {
  t = await createTestApp();
  token = await t.tokenFor('retailer1');
  token2 = await t.tokenFor('9000000002');
  const r1 = await idOf(t, 'retailers', 'R0001');
  const d1 = await idOf(t, 'distributors', 'D001');
  const products = await carriedProducts(t, d1, 2);
  for (let i = 0; i < 8; i++)
    await placeTestOrder(t, {
      retailerId: r1,
      distributorId: d1,
      lines: products.map((productId, k) => ({ productId, qty: 2 + k + i })),
      at: new Date(Date.now() - (30 - i) * 24 * 60 * 60 * 1000),
      status: 'S',
    });
});
afterAll(async () => t?.close());

describe('verify_payment (PayU postservice)', () => {
  it("signs the command with sha512(key|command|var1|salt) and reads PayU's answer", () => {
    const form = verifyForm(TEST_GATEWAY, ['RSA', 'RSB']);
    expect(form).toMatchObject({ key: TEST_GATEWAY.key, command: 'verify_payment', var1: 'RSA|RSB' });
    expect(form.hash).toBe(commandHash(TEST_GATEWAY.key, 'verify_payment', 'RSA|RSB', TEST_GATEWAY.salt));
    expect(form.hash).toMatch(/^[0-9a-f]{128}$/);
    const answer = parseVerifyAnswer(
      {
        status: 1,
        msg: '1 out of 2 Transactions Fetched Successfully',
        transaction_details: {
          RSA: {
            mihpayid: '403993715521937665',
            bank_ref_num: 123456,
            status: 'success',
            amt: '10.00',
            mode: 'UPI',
          },
          RSB: { mihpayid: 'Not Found', status: 'Not Found' },
        },
      },
      ['RSA', 'RSB', 'RSC'],
    );
    expect(answer.get('RSA')).toEqual({
      found: true,
      fields: {
        mihpayid: '403993715521937665',
        bank_ref_num: '123456',
        status: 'success',
        amt: '10.00',
        mode: 'UPI',
      },
    });
    expect(answer.get('RSB')).toEqual({ found: false });
    expect(answer.get('RSC')).toEqual({ found: false });
  });

  it('the test gateway answers the command over HTTP as PayU does, and refuses a bad hash', async () => {
    const bill = (await pending())[0]!;
    const started = await start(bill);
    await pressWithoutCallback(started.Fields, 'success');
    const good = await postForm(
      '/api/Collection/TestGateway/postservice',
      verifyForm(TEST_GATEWAY, [started.TxnId]),
    );
    expect(good.statusCode).toBe(200);
    const body = good.json();
    expect(body.status).toBe(1);
    expect(body.transaction_details[started.TxnId]).toMatchObject({
      status: 'success',
      amt: started.Amount,
      txnid: started.TxnId,
      mode: 'UPI',
    });
    expect(JSON.stringify(body)).not.toContain(TEST_GATEWAY.salt);
    const bad = await postForm('/api/Collection/TestGateway/postservice', {
      ...verifyForm(TEST_GATEWAY, [started.TxnId]),
      var1: 'RSOTHER',
    });
    expect(bad.json()).toEqual({ status: 0, msg: 'Invalid Hash.' });
    // A forged outcome (not signed by the gateway) is not recorded.
    const forged = await postForm('/api/Collection/TestGateway/Complete', {
      ...callbackFields(started.Fields, 'success', new Date()),
      amount: '1.00',
    });
    expect(forged.statusCode).toBe(400);
  });
});

describe(`Payments whose callback never came (${engine})`, () => {
  it('a success is settled by verify when the retailer opens the payment, after a few minutes', async () => {
    const bill = (await pending()).find((b) => b.Status === 'U')!;
    const started = await start(bill);
    await pressWithoutCallback(started.Fields, 'success');
    // Too soon: the callback may still be on its way; nothing is asked.
    expect((await statusOf(started.TxnId)).Status).toBe('initiated');
    t.advance(VERIFY_AFTER_MS + 1000);
    // Someone else's look verifies nothing and shows nothing.
    expect((await call('PaymentStatus', { TxnId: started.TxnId }, token2)).body.Code).toBe('E012');
    expect((await state(started.TxnId, bill.InvoiceNo)).status).toBe('initiated');
    const status = await statusOf(started.TxnId);
    expect(status).toMatchObject({ Status: 'success', Mode: 'UPI' });
    expect(status.BankReference).toMatch(/^TB/);
    const s = await state(started.TxnId, bill.InvoiceNo);
    expect(s.paid).toBe(s.net);
    expect(s.credits).toBe(1);
    // The callback arriving after all changes nothing.
    const late = await postForm(
      '/api/Collection/PaymentWebhook',
      callbackFields(started.Fields, 'success', new Date()),
    );
    expect(late.json()).toMatchObject({ Status: 1, Data: { Status: 'success', Changed: false } });
    expect(await state(started.TxnId, bill.InvoiceNo)).toEqual(s);
  });

  it("a failure is settled by verify when the retailer opens the invoice's payment details", async () => {
    const bill = (await pending()).find((b) => b.Status === 'U')!;
    const started = await start(bill);
    await pressWithoutCallback(started.Fields, 'failure');
    t.advance(VERIFY_AFTER_MS + 1000);
    const res = await call('PaymentDetails', { InvoiceId: bill.InvoiceId });
    expect(res.body.Status, res.body.Msg).toBe(1);
    const payments = (
      res.body.Data as { Payments: Array<{ TxnId: string; Status: string; FailureReason: string }> }
    ).Payments;
    expect(payments.find((p) => p.TxnId === started.TxnId)).toMatchObject({
      Status: 'failure',
      FailureReason: 'Bank declined the payment',
    });
    const s = await state(started.TxnId, bill.InvoiceNo);
    expect(s).toMatchObject({ status: 'failure', paid: '0.00', credits: 0 });
  });

  it('a payment the gateway never saw stays initiated for an hour, then is a failure a late success can still turn', async () => {
    const bill = (await pending()).find((b) => b.Status === 'U')!;
    const started = await start(bill);
    t.advance(VERIFY_AFTER_MS + 1000);
    await sweepStalePayments(t.database.db, testGatewayVerifier(testGatewayRecord()), t.deps.clock());
    expect((await state(started.TxnId, bill.InvoiceNo)).status).toBe('initiated');
    t.advance(60 * 60 * 1000);
    await sweepStalePayments(t.database.db, testGatewayVerifier(testGatewayRecord()), t.deps.clock());
    expect(await state(started.TxnId, bill.InvoiceNo)).toMatchObject({
      status: 'failure',
      failure_reason: 'Not completed at the payment gateway',
      credits: 0,
    });
    const late = await postForm(
      '/api/Collection/PaymentWebhook',
      callbackFields(started.Fields, 'success', new Date()),
    );
    expect(late.json()).toMatchObject({ Status: 1, Data: { Status: 'success', Changed: true } });
    const s = await state(started.TxnId, bill.InvoiceNo);
    expect(s).toMatchObject({ status: 'success', credits: 1 });
    expect(s.paid).toBe(s.net);
  });

  it('the sweep racing with late callbacks (both routes) and screen looks gives one effect', async () => {
    const bill = (await pending()).find((b) => b.Status === 'U')!;
    const before = bill.PaidAmount;
    const started = await start(bill);
    const fields = callbackFields(started.Fields, 'success', new Date());
    const record = testGatewayRecord();
    expect(record.record(fields)).toBe(true);
    const verifier = testGatewayVerifier(record);
    t.advance(VERIFY_AFTER_MS + 1000);
    const changed = await Promise.all(
      Array.from({ length: 30 }, (_, i) => {
        switch (i % 3) {
          case 0:
            return sweepStalePayments(t.database.db, verifier, t.deps.clock());
          case 1:
            return postForm('/api/Collection/PaymentWebhook', fields).then((r) =>
              r.json().Data.Changed ? 1 : 0,
            );
          default:
            return postForm('/api/Collection/PaymentReturn', fields).then(() => 0);
        }
      }),
    );
    expect(changed.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(1);
    const s = await state(started.TxnId, bill.InvoiceNo);
    expect(s).toMatchObject({ status: 'success', credits: 1 });
    expect(s.paid).toBe(s.net);
    expect(before).toBe(0);
    const [applied] = await rows<{ total: string }>(
      t,
      sql`select sum(applied_amount)::text as total from payment_allocations pa join payments p on p.id = pa.payment_id
          where p.txn_id = ${started.TxnId}`,
    );
    expect(applied!.total).toBe(started.Amount);
  });
});
