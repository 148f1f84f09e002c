import { createHash } from 'node:crypto';
import {
  type TBill,
  ZBillList,
  ZGenerateHashResult,
  ZOutstanding,
  ZPaymentDetails,
  ZPaymentStatusResult,
} from '@restock/domain/contracts/payments';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_GATEWAY } from '../src/modules/payment/gateway.ts';
import { requestHash, responseHash } from '../src/modules/payment/hash.ts';
import { callbackFields, type TestOutcome } from '../src/modules/payment/test-gateway.ts';
import { carriedProducts, placeTestOrder } from './orders-helpers.ts';
import { formHash } from './payment-helpers.ts';
import { idOf, rows } from './product-helpers.ts';
import { createTestApp, engine, type TestApp } from './support/harness.ts';

/**
 * Payments (routes myPayment, paymentDetails/{invoiceId}, paymentResponse; decisions 090, 091):
 * Outstanding, PendingBills, PaidBills, GenerateHash, the gateway's callbacks through the built-in
 * test gateway, PaymentDetails and PaymentStatus.
 */

let t: TestApp;
let token: string;
let token2: string;
let r1: number;
let d1: number;

const call = (path: string, body: unknown = {}, tk = token) =>
  t.call(`/Collection/${path}`, body, { token: tk });
let refSeq = 0;
const newRef = () => `test-ref-${Date.now()}-${++refSeq}`;

async function pending(tk = token): Promise<TBill[]> {
  const res = await call('PendingBills', { PageSize: 100 }, tk);
  expect(res.body.Status, res.body.Msg).toBe(1);
  return ZBillList.parse(res.body.Data);
}
async function paid(tk = token): Promise<TBill[]> {
  const res = await call('PaidBills', { PageSize: 100 }, tk);
  expect(res.body.Status, res.body.Msg).toBe(1);
  return ZBillList.parse(res.body.Data);
}

/** GenerateHash for invoices and an amount; the answer's form. */
async function start(invoiceNos: string[], amount: number | string, ref = newRef()) {
  const res = await call('GenerateHash', {
    RetailerCode: 'R0001',
    DistributorCode: 'D001',
    InvoiceList: invoiceNos,
    ReferenceNo: ref,
    TotalAmount: amount,
  });
  expect(res.body.Status, res.body.Msg).toBe(1);
  return ZGenerateHashResult.parse(res.body.Data);
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

function postForm(url: string, fields: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form(fields),
  });
}
const webhook = (fields: Record<string, string>) => postForm('/api/Collection/PaymentWebhook', fields);
const browserReturn = (fields: Record<string, string>) => postForm('/api/Collection/PaymentReturn', fields);

/** Everything a payment can change, to compare before and after a refused call. */
const paymentState = async () =>
  JSON.stringify(
    await Promise.all([
      rows(t, sql`select id, paid_amount from invoices order by id`),
      rows(
        t,
        sql`select id, txn_id, status, mode, bank_reference, failure_reason, unapplied_amount, completed_at from payments order by id`,
      ),
      rows(
        t,
        sql`select payment_id, invoice_id, amount, applied_amount from payment_allocations order by 1, 2`,
      ),
    ]),
  );

async function invoiceRow(invoiceNo: string) {
  const [row] = await rows<{ id: number; net_amount: string; paid_amount: string }>(
    t,
    sql`select id, net_amount::text, paid_amount::text from invoices where invoice_no = ${invoiceNo}`,
  );
  return row!;
}

beforeAll(async () => {
  t = await createTestApp();
  token = await t.tokenFor('retailer1');
  token2 = await t.tokenFor('9000000002');
  r1 = await idOf(t, 'retailers', 'R0001');
  d1 = await idOf(t, 'distributors', 'D001');
  // More invoices to pay than the demo's few: invoiced orders of retailer1 at D001, a day apart.
  const products = await carriedProducts(t, d1, 3);
  for (let i = 0; i < 12; i++) {
    await placeTestOrder(t, {
      retailerId: r1,
      distributorId: d1,
      lines: products.map((productId, k) => ({ productId, qty: 2 + k + i })),
      at: new Date(Date.now() - (40 - i) * 24 * 60 * 60 * 1000),
      status: 'S',
    });
  }
});
afterAll(async () => {
  await t?.close();
});

describe('PayU hashes', () => {
  it("matches the request hash of PayU's own SDK test (web-sdk-java PaymentTest)", () => {
    // key, salt, fields and the expected hash as published in PayU's Java SDK test.
    const hash = requestHash(
      {
        key: 'QyT13U',
        txnid: '345345',
        amount: '10.00',
        productinfo: 'iphone',
        firstname: 'sumit',
        email: 'test@payu.in',
      },
      'UnJ0FGO0kt3dUgnHo9Xgwi0lpipBV0hB',
    );
    expect(hash).toBe(
      'f512861a635cae943fde319e86c3ff026d011da0dec95d549bbdf0f26afa24f24887579cd0e58de3a651d2c77405f13a95d9acadbf3392292d7e485eff61ca59',
    );
  });

  it('builds the response hash in the documented reverse order, with additionalCharges first when sent', () => {
    const fields = {
      key: 'K',
      txnid: 'T1',
      amount: '10.00',
      productinfo: 'P',
      firstname: 'F',
      email: 'e@x.in',
      udf: ['u1', 'u2'],
      status: 'success',
    };
    const sha = (s: string) => createHash('sha512').update(s).digest('hex');
    expect(responseHash(fields, 'SALT')).toBe(sha('SALT|success|||||||||u2|u1|e@x.in|F|P|10.00|T1|K'));
    expect(responseHash({ ...fields, additionalCharges: '5.00' }, 'SALT')).toBe(
      sha('5.00|SALT|success|||||||||u2|u1|e@x.in|F|P|10.00|T1|K'),
    );
    // The documented "udf5||||||SALT" of the request hash with udf6..udf10 empty.
    expect(requestHash({ ...fields, udf: ['a', '', '', '', 'e'] }, 'SALT')).toBe(
      sha('K|T1|10.00|P|F|e@x.in|a||||e||||||SALT'),
    );
  });
});

describe(`Payment lists (${engine})`, () => {
  it("lists retailer1's unpaid and partly paid invoices oldest first, with the outstanding total", async () => {
    const list = await pending();
    const expected = await rows<{ invoice_no: string; outstanding: string }>(
      t,
      sql`select i.invoice_no, (i.net_amount - i.paid_amount)::text as outstanding from invoices i join orders o on o.id = i.order_id
          where o.retailer_id = ${r1} and o.distributor_id = ${d1} and i.paid_amount < i.net_amount`,
    );
    expect(list.map((b) => b.InvoiceNo).sort()).toEqual(expected.map((r) => r.invoice_no).sort());
    expect(list.length).toBeGreaterThanOrEqual(3);
    const dates = list.map((b) => b.InvoiceDate);
    expect(dates).toEqual([...dates].sort());
    // The demo: one partly paid invoice (after an attempt that did not pay, then the distributor's
    // monthly collection, applied oldest invoice first: decision 097), the rest unpaid.
    const part = list.filter((b) => b.Status === 'PP');
    expect(part).toHaveLength(1);
    expect(part[0]!.StatusName).toBe('Partially Paid');
    expect(part[0]!.PaidAmount).toBeGreaterThan(0);
    expect(part[0]!.LastTxnId).toMatch(/^(RSDEMOS|DEMO)/);
    for (const b of list) {
      expect(Math.round((b.NetAmount - b.PaidAmount) * 100)).toBe(Math.round(b.OutstandingAmount * 100));
      if (b.Status === 'U') expect(b.PaidAmount).toBe(0);
    }

    const res = await call('Outstanding');
    expect(res.body.Status).toBe(1);
    const [o] = (res.body.Data as unknown[]).map((d) => ZOutstanding.parse(d));
    expect(o!.InvoiceCount).toBe(list.length);
    const totalPaise = expected.reduce((s, r) => s + BigInt(r.outstanding.replace('.', '')), 0n);
    expect(BigInt(Math.round(o!.TotalOutstanding * 100))).toBe(totalPaise);
  });

  it('lists paid invoices newest first with their transaction id and mode', async () => {
    const list = await paid();
    expect(list.length).toBeGreaterThanOrEqual(1);
    for (const b of list) {
      expect(b).toMatchObject({ Status: 'PD', StatusName: 'Paid', OutstandingAmount: 0 });
      expect(b.PaidAmount).toBe(b.NetAmount);
    }
    expect(list[0]!.LastTxnId).toMatch(/^(RSDEMOS|DEMO)/);
    expect(list[0]!.LastPaymentMode).toBeTruthy();
    // Paid through the gateway (the demo's oldest invoice) and by a collection of the distributor.
    expect(list.some((b) => b.LastTxnId?.startsWith('RSDEMOS') && b.LastPaymentMode === 'UPI')).toBe(true);
    expect(list.some((b) => b.LastTxnId?.startsWith('DEMO1D'))).toBe(true);
  });

  it("another retailer sees none of retailer1's bills", async () => {
    const own = new Set((await pending()).map((b) => b.InvoiceNo));
    const res = await call('PendingBills', {}, token2);
    if (res.body.Status === 1)
      for (const b of ZBillList.parse(res.body.Data)) expect(own.has(b.InvoiceNo)).toBe(false);
  });

  it("refuses codes that are not the caller's, and bad input, with coded 4xx", async () => {
    expect((await call('PendingBills', { RetailerCode: 'R0002' })).body.Code).toBe('E012');
    expect((await call('PaidBills', { DistributorCode: 'D002' })).body.Code).toBe('E014');
    for (const body of [{ Page: 0 }, { PageSize: 1000 }, { Page: '1' }, { RetailerCode: 5 }]) {
      const res = await call('PendingBills', body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ Status: 0, Code: 'E008' });
    }
  });

  it('PaymentDetails shows an invoice and its payments, failures with their reason', async () => {
    const part = (await pending()).find((b) => b.Status === 'PP')!;
    const res = await call('PaymentDetails', { InvoiceId: part.InvoiceId });
    expect(res.body.Status).toBe(1);
    const details = ZPaymentDetails.parse(res.body.Data);
    expect(details.Invoice.InvoiceNo).toBe(part.InvoiceNo);
    const statuses = details.Payments.map((p) => p.Status);
    expect(statuses).toContain('success');
    const failed = details.Payments.find((p) => p.Status === 'failure' || p.Status === 'cancelled')!;
    expect(failed.FailureReason).toBeTruthy();
    const ok = details.Payments.filter((p) => p.Status === 'success');
    expect(Math.round(ok.reduce((sum, p) => sum + p.InvoiceAmount, 0) * 100)).toBe(
      Math.round(part.PaidAmount * 100),
    );
    // Not the retailer's: not found.
    const other = await call('PaymentDetails', { InvoiceId: part.InvoiceId }, token2);
    expect(other.status).toBe(404);
    expect(other.body.Code).toBe('E012');
  });
});

describe(`Paying through the test gateway (${engine})`, () => {
  it('GenerateHash answers a signed form for the gateway, records the payment, and never sends the salt', async () => {
    const [a, b] = (await pending()).filter((x) => x.Status === 'U');
    const amount = Math.round((a!.OutstandingAmount + b!.OutstandingAmount) * 100) / 100;
    const ref = newRef();
    const started = await start([a!.InvoiceNo, b!.InvoiceNo], amount, ref);
    expect(started.TxnId).toMatch(/^RS[0-9A-F]{18}$/);
    expect(started.PaymentUrl).toMatch(/\/api\/Collection\/TestGateway$/);
    const f = started.Fields;
    expect(f).toMatchObject({
      key: TEST_GATEWAY.key,
      txnid: started.TxnId,
      udf1: 'R0001',
      udf2: 'D001',
      udf3: ref,
    });
    expect(f.hash).toBe(formHash(f, TEST_GATEWAY.salt));
    expect(JSON.stringify(started)).not.toContain(TEST_GATEWAY.salt);
    const [payment] = await rows<{ status: string; amount: string }>(
      t,
      sql`select status, amount::text from payments where txn_id = ${started.TxnId}`,
    );
    expect(payment).toEqual({ status: 'initiated', amount: f.amount });
    // The same reference and body: the same payment; another body: refused.
    const again = await start([a!.InvoiceNo, b!.InvoiceNo], amount, ref);
    expect(again.TxnId).toBe(started.TxnId);
    expect(again.Hash).toBe(started.Hash);
    const other = await call('GenerateHash', {
      RetailerCode: 'R0001',
      DistributorCode: 'D001',
      InvoiceList: [a!.InvoiceNo],
      ReferenceNo: ref,
      TotalAmount: 1,
    });
    expect(other.status).toBe(422);
    expect(other.body.Code).toBe('E017');

    // The test gateway's page takes the signed form and offers pay, fail and cancel.
    const page = await postForm('/api/Collection/TestGateway', f);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('data-outcome="success"');
    expect(page.body).toContain('data-outcome="cancelled"');
    expect(page.body).not.toContain(TEST_GATEWAY.salt);
    const forged = await postForm('/api/Collection/TestGateway', { ...f, amount: '1.00' });
    expect(forged.statusCode).toBe(400);
  });

  it('a success callback pays the chosen invoices fully; the browser lands on the response screen', async () => {
    const [a, b] = (await pending()).filter((x) => x.Status === 'U');
    const amount = Math.round((a!.OutstandingAmount + b!.OutstandingAmount) * 100) / 100;
    const started = await start([a!.InvoiceNo, b!.InvoiceNo], amount);
    const res = await browserReturn(callbackFields(started.Fields, 'success', new Date()));
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/ivy/paymentResponse?txnid=${started.TxnId}`);
    for (const no of [a!.InvoiceNo, b!.InvoiceNo]) {
      const row = await invoiceRow(no);
      expect(row.paid_amount).toBe(row.net_amount);
    }
    const paidNow = await paid();
    for (const no of [a!.InvoiceNo, b!.InvoiceNo])
      expect(paidNow.find((x) => x.InvoiceNo === no)?.LastTxnId).toBe(started.TxnId);
    const status = ZPaymentStatusResult.parse(
      (await call('PaymentStatus', { TxnId: started.TxnId })).body.Data,
    );
    expect(status).toMatchObject({ Status: 'success', Mode: 'UPI', Amount: amount });
    expect(status.BankReference).toMatch(/^TB/);
    expect(status.Invoices.map((i) => i.InvoiceNo)).toEqual([a!.InvoiceNo, b!.InvoiceNo]);
    // Already paid now: nothing outstanding.
    const again = await call('GenerateHash', {
      RetailerCode: 'R0001',
      DistributorCode: 'D001',
      InvoiceList: [a!.InvoiceNo],
      ReferenceNo: newRef(),
      TotalAmount: 1,
    });
    expect(again.body.Code).toBe('E023');
    // Another retailer cannot read the payment.
    expect((await call('PaymentStatus', { TxnId: started.TxnId }, token2)).body.Code).toBe('E012');
  });

  it('a part payment settles the first invoice and part of the next; above outstanding or zero is refused', async () => {
    const [a, b] = (await pending()).filter((x) => x.Status === 'U');
    const before = await paymentState();
    const owed = Math.round((a!.OutstandingAmount + b!.OutstandingAmount) * 100);
    for (const amount of [(owed + 1) / 100, 0]) {
      const res = await call('GenerateHash', {
        RetailerCode: 'R0001',
        DistributorCode: 'D001',
        InvoiceList: [a!.InvoiceNo, b!.InvoiceNo],
        ReferenceNo: newRef(),
        TotalAmount: amount,
      });
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ Status: 0, Code: 'E017' });
    }
    for (const amount of [-1, 'abc', 1.001, '1e3', true]) {
      const res = await call('GenerateHash', {
        RetailerCode: 'R0001',
        DistributorCode: 'D001',
        InvoiceList: [a!.InvoiceNo],
        ReferenceNo: newRef(),
        TotalAmount: amount,
      });
      expect(res.status, String(amount)).toBe(400);
      expect(res.body.Code).toBe('E008');
    }
    expect(await paymentState()).toBe(before);

    const part = (Math.round(a!.OutstandingAmount * 100) + 100) / 100; // all of a and 1.00 of b
    const started = await start([a!.InvoiceNo, b!.InvoiceNo], part);
    const res = await webhook(callbackFields(started.Fields, 'success', new Date()));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ Status: 1, Data: { Status: 'success', Changed: true } });
    const ra = await invoiceRow(a!.InvoiceNo);
    const rb = await invoiceRow(b!.InvoiceNo);
    expect(ra.paid_amount).toBe(ra.net_amount);
    expect(rb.paid_amount).toBe('1.00');
    expect((await pending()).find((x) => x.InvoiceNo === b!.InvoiceNo)?.Status).toBe('PP');
  });

  it("refuses to pay another retailer's invoice, and a RetailerCode or DistributorCode not the caller's", async () => {
    const own = (await pending()).find((x) => x.Status !== 'PD')!;
    const before = await paymentState();
    const asOther = await call(
      'GenerateHash',
      {
        RetailerCode: 'R0002',
        DistributorCode: 'D001',
        InvoiceList: [own.InvoiceNo],
        ReferenceNo: newRef(),
        TotalAmount: 1,
      },
      token2,
    );
    expect([404, 403]).toContain(asOther.status);
    expect(['E012', 'E014']).toContain(asOther.body.Code);
    const otherCode = await call('GenerateHash', {
      RetailerCode: 'R0002',
      DistributorCode: 'D001',
      InvoiceList: [own.InvoiceNo],
      ReferenceNo: newRef(),
      TotalAmount: 1,
    });
    expect(otherCode.body.Code).toBe('E012');
    const otherDist = await call('GenerateHash', {
      RetailerCode: 'R0001',
      DistributorCode: 'D002',
      InvoiceList: [own.InvoiceNo],
      ReferenceNo: newRef(),
      TotalAmount: 1,
    });
    expect(otherDist.body.Code).toBe('E014');
    expect(await paymentState()).toBe(before);
  });

  it('a tampered callback is E024 and changes nothing, by either route', async () => {
    const bill = (await pending()).find((x) => x.Status === 'U')!;
    const started = await start([bill.InvoiceNo], bill.OutstandingAmount);
    const good = callbackFields(started.Fields, 'success', new Date());
    const before = await paymentState();
    const tampered: Array<Record<string, string>> = [
      { ...good, status: 'success', hash: good.hash!.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')) },
      { ...callbackFields(started.Fields, 'failure', new Date()), status: 'success' },
      { ...good, udf1: 'R0002' },
      { ...good, key: 'OTHER' },
      { ...good, txnid: 'RS000000000000000000' },
    ];
    for (const fields of tampered) {
      const res = await webhook(fields);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ Status: 0, Code: 'E024' });
      const back = await browserReturn(fields);
      expect(back.statusCode).toBe(303);
      expect(back.headers.location).toContain('code=E024');
    }
    // Missing or malformed fields: E008.
    for (const fields of [
      {},
      { txnid: started.TxnId },
      { ...good, hash: 'xyz' },
      { ...good, txnid: 'a|b' },
    ]) {
      const res = await webhook(fields as Record<string, string>);
      expect(res.statusCode).toBe(400);
      expect(res.json().Code).toBe('E008');
    }
    expect(await paymentState()).toBe(before);
  });

  it('a browser return with a malformed transaction id lands on the response screen with E008', async () => {
    // A lone surrogate cannot be put in an address: it must not break the redirect (found by the fuzz suite).
    for (const txnid of ['\ud800', 'x'.repeat(60), 'a b']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/Collection/PaymentReturn',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ txnid }),
      });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe('/ivy/paymentResponse?txnid=&code=E008');
    }
  });

  it('a correctly signed callback for another amount than the one started is refused', async () => {
    const bill = (await pending()).find((x) => x.Status === 'U')!;
    const started = await start([bill.InvoiceNo], 1);
    const before = await paymentState();
    // Signed with the right salt, over a bigger amount.
    const fields = callbackFields({ ...started.Fields, amount: '2.00' }, 'success', new Date());
    const res = await webhook(fields);
    expect(res.statusCode).toBe(422);
    expect(res.json().Code).toBe('E017');
    expect(await paymentState()).toBe(before);
  });

  it('50 concurrent identical callbacks (browser return and server to server racing) pay once', async () => {
    const [a, b] = (await pending()).filter((x) => x.Status === 'U');
    const amount = Math.round((a!.OutstandingAmount + b!.OutstandingAmount) * 100) / 100;
    const started = await start([a!.InvoiceNo, b!.InvoiceNo], amount);
    const fields = callbackFields(started.Fields, 'success', new Date());
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => (i % 2 === 0 ? webhook(fields) : browserReturn(fields))),
    );
    for (const [i, res] of answers.entries()) {
      if (i % 2 === 0) expect(res.json()).toMatchObject({ Status: 1, Data: { Status: 'success' } });
      else expect(res.headers.location).toBe(`/ivy/paymentResponse?txnid=${started.TxnId}`);
    }
    const changed = answers.filter((r, i) => i % 2 === 0 && r.json().Data.Changed === true).length;
    expect(changed).toBeLessThanOrEqual(1);
    for (const no of [a!.InvoiceNo, b!.InvoiceNo]) {
      const row = await invoiceRow(no);
      expect(row.paid_amount).toBe(row.net_amount);
    }
    const applied = await rows<{ n: number; total: string }>(
      t,
      sql`select count(*)::int as n, sum(applied_amount)::text as total from payment_allocations pa
          join payments p on p.id = pa.payment_id where p.txn_id = ${started.TxnId}`,
    );
    expect(applied[0]!.total).toBe(started.Amount);
    // One credit in the retailer's ledger, of the whole amount, naming both invoices.
    const credits = await rows<{ credit: string; debit: string; kind: string; narration: string }>(
      t,
      sql`select credit::text, debit::text, kind, narration from ledger_entries where reference = ${started.TxnId}`,
    );
    expect(credits).toEqual([
      {
        credit: started.Amount,
        debit: '0.00',
        kind: 'PAY',
        narration: `Payment for ${a!.InvoiceNo}, ${b!.InvoiceNo} (UPI)`,
      },
    ]);
    // A failure arriving after the success changes nothing.
    const late = await webhook(callbackFields(started.Fields, 'failure', new Date()));
    expect(late.json()).toMatchObject({ Status: 1, Data: { Status: 'success', Changed: false } });
  });

  it('a pending callback (signed) is not a payment: nothing changes', async () => {
    const bill = (await pending()).find((x) => x.Status === 'U')!;
    const started = await start([bill.InvoiceNo], bill.OutstandingAmount);
    const fields: Record<string, string> = {
      ...callbackFields(started.Fields, 'success', new Date()),
      status: 'pending',
    };
    fields.hash = responseHash(
      {
        key: fields.key!,
        txnid: fields.txnid!,
        amount: fields.amount!,
        productinfo: fields.productinfo!,
        firstname: fields.firstname!,
        email: fields.email!,
        udf: [fields.udf1!, fields.udf2!, fields.udf3!],
        status: 'pending',
      },
      TEST_GATEWAY.salt,
    );
    const before = await paymentState();
    const res = await webhook(fields);
    expect(res.json()).toMatchObject({ Status: 1, Data: { Status: 'initiated', Changed: false } });
    expect(await paymentState()).toBe(before);
  });

  it('two payments started for one invoice: the second success applies only what is left, the rest kept as unapplied', async () => {
    const bill = (await pending()).find((x) => x.Status === 'U')!;
    const first = await start([bill.InvoiceNo], bill.OutstandingAmount);
    const second = await start([bill.InvoiceNo], bill.OutstandingAmount);
    expect(second.TxnId).not.toBe(first.TxnId);
    await webhook(callbackFields(first.Fields, 'success', new Date()));
    await webhook(callbackFields(second.Fields, 'success', new Date()));
    const row = await invoiceRow(bill.InvoiceNo);
    expect(row.paid_amount).toBe(row.net_amount);
    const [p2] = await rows<{ status: string; unapplied_amount: string }>(
      t,
      sql`select status, unapplied_amount::text from payments where txn_id = ${second.TxnId}`,
    );
    expect(p2).toEqual({ status: 'success', unapplied_amount: row.net_amount });
  });

  it.each<[TestOutcome, string]>([
    ['failure', 'failure'],
    ['cancelled', 'cancelled'],
  ])('a %s leaves the invoice unpaid and records why', async (outcome, status) => {
    const bill = (await pending()).find((x) => x.Status === 'U')!;
    const before = await invoiceRow(bill.InvoiceNo);
    const started = await start([bill.InvoiceNo], bill.OutstandingAmount);
    const res = await browserReturn(callbackFields(started.Fields, outcome, new Date()));
    expect(res.headers.location).toBe(`/ivy/paymentResponse?txnid=${started.TxnId}`);
    expect((await invoiceRow(bill.InvoiceNo)).paid_amount).toBe(before.paid_amount);
    const s = ZPaymentStatusResult.parse((await call('PaymentStatus', { TxnId: started.TxnId })).body.Data);
    expect(s.Status).toBe(status);
    expect(s.FailureReason).toBeTruthy();
  });

  it('refuses every Collection call when the client has no IvyPayment menu', async () => {
    const clientId = (await rows<{ id: number }>(t, sql`select id from clients where code = 'demo'`))[0]!.id;
    const [menu] = await rows<{ id: number }>(
      t,
      sql`select id from menus where client_id = ${clientId} and t_code = 'IvyPayment'`,
    );
    await t.database.db.execute(sql`delete from menus where id = ${menu!.id}`);
    await t.database.db
      .execute(sql`update clients set config_version = config_version + 1 where id = ${clientId}`)
      .catch(() => undefined);
    try {
      for (const path of ['Outstanding', 'PendingBills', 'PaidBills', 'PaymentDetails']) {
        const res = await call(path, path === 'PaymentDetails' ? { InvoiceId: 1 } : {});
        expect(res.body.Code, path).toBe('E017');
        expect(res.status).toBe(403);
      }
    } finally {
      await t.database.db.execute(
        sql`insert into menus (client_id, t_code, l_code, target, icon, seq) values (${clientId}, 'IvyPayment', 'IvyPayment', 'myPayment', 'wallet', 150)`,
      );
    }
  });
});
