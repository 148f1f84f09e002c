import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ZRetailerLedger } from '@restock/domain/contracts/ledger';
import { ZBillList } from '@restock/domain/contracts/payments';
import { todayIn } from '@restock/domain/rules/delivery';
import { toPaise } from '@restock/domain/rules/pricing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DistributorManagementSettings } from '../src/config.ts';
import { DmsError, distributorManagementClient } from '../src/integrations/distributor-management.ts';
import { createTestApp, engine, type TestApp } from './support/harness.ts';

/**
 * The distributor-management adapter (docs/decisions/093) against a stand-in of the service: a
 * real HTTP server started here that signs in form-encoded, hands out security tokens with a
 * lifetime, checks the security_token_key header, and can expire every session at once.
 */

interface Seen {
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

const stand = {
  seen: [] as Seen[],
  tokens: new Map<string, number>(),
  issued: 0,
  /** Every call answers "session expired" (401, E22) this many more times. */
  expireNext: 0,
  password: 'secret',
  ledgerRows: [] as unknown[],
};

function reset() {
  stand.seen = [];
  stand.tokens.clear();
  stand.issued = 0;
  stand.expireNext = 0;
  stand.password = 'secret';
  stand.ledgerRows = [
    {
      Date: '03-11-2026',
      DocNo: 'DINV1',
      Narration: 'Invoice DINV1',
      Debit: '250.50',
      Credit: 0,
      Type: 'INV',
    },
    {
      EntryDate: '2026-11-08T00:00:00',
      Reference: 'TX1',
      Particulars: 'Payment UPI',
      Debit: 0,
      Credit: 100.25,
    },
    { Date: '09/11/2026', DocNo: 'CN7', Narration: 'Credit note', Debit: '', Credit: '0.10' },
  ];
}

const json = (status: number, body: unknown) => ({ status, body: JSON.stringify(body) });

function answer(
  path: string,
  headers: IncomingMessage['headers'],
  body: string,
): { status: number; body: string } {
  if (path === '/S2SAuthentication/Authenticate') {
    if (!String(headers['content-type']).startsWith('application/x-www-form-urlencoded'))
      return json(415, { Status: 0, Msg: 'form expected' });
    const form = new URLSearchParams(body);
    if (form.get('UserName') !== 'restock' || form.get('Password') !== stand.password)
      return json(401, { Status: 0, Msg: 'Error In Authentication' });
    stand.issued++;
    const token = `tok-${stand.issued}`;
    stand.tokens.set(token, 1);
    return json(200, { Status: 1, Data: { security_token_key: token, ExpiresIn: 600 } });
  }
  const key = String(headers.security_token_key ?? '');
  if (!stand.tokens.has(key) || stand.expireNext > 0) {
    if (stand.expireNext > 0) stand.expireNext--;
    stand.tokens.clear();
    return json(401, { Status: 0, Code: 'E22', Msg: 'Session expired' });
  }
  const req = JSON.parse(body) as Record<string, unknown>;
  switch (path) {
    case '/CustomerLedgerReport/Masters':
      return json(200, {
        Status: 1,
        Data: {
          OpeningBalance: '1000.00',
          DistributorName: 'Sharma (DMS)',
          Entries: stand.ledgerRows,
          Echo: req,
        },
      });
    case '/PendingInvoice/Masters':
      return json(200, {
        Status: 1,
        Data: [
          {
            InvoiceNo: 'D1',
            InvoiceDate: '01-11-2026',
            InvoiceAmount: '500.00',
            PaidAmount: '0',
            DistributorName: 'S',
          },
          {
            InvoiceNo: 'D2',
            InvoiceDate: '2026-11-02',
            NetAmount: 300,
            OutstandingAmount: '120.40',
            OrderNo: 'SO9',
          },
        ],
      });
    case '/PaidInvoice/Masters':
      return json(200, {
        Status: 1,
        Data: [
          {
            InvoiceNo: 'D0',
            InvoiceDate: '2026-10-01',
            NetAmount: '99.99',
            PaidAmount: '99.99',
            TxnId: 'T1',
            PaymentMode: 'UPI',
          },
        ],
      });
    case '/GenerateMPQR/GetHash':
      return json(200, {
        Status: 1,
        Data: {
          TxnId: 'TX42',
          Hash: 'abc123',
          Amount: req.TotalAmount,
          PaymentUrl: 'https://pay.example/x',
          Fields: { key: 'K', txnid: 'TX42' },
        },
      });
    default:
      return json(404, { Status: 0, Code: 'E012' });
  }
}

let server: Server;
let url = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => {
      body += c.toString('utf8');
    });
    req.on('end', () => {
      const path = req.url ?? '';
      stand.seen.push({ path, headers: req.headers, body });
      const a = answer(path, req.headers, body);
      res.writeHead(a.status, { 'content-type': 'application/json' });
      res.end(a.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(reset);

const settings = (): DistributorManagementSettings => ({
  url,
  username: 'restock',
  password: 'secret',
  tokenTtlSeconds: 1800,
  timeoutMs: 5000,
});
const account = { RetailerCode: 'R0001', DistributorCode: 'D001' };
const calls = (path: string) => stand.seen.filter((s) => s.path === path);

describe('distributor-management client', () => {
  it('signs in form-encoded once, sends the token as security_token_key, and reads the ledger exactly', async () => {
    const dms = distributorManagementClient(settings());
    const l = await dms.ledger({ ...account, Month: 11, Year: 2026 });
    await dms.ledger({ ...account, Month: 10, Year: 2026 });
    const auth = calls('/S2SAuthentication/Authenticate');
    expect(auth).toHaveLength(1);
    expect(auth[0]!.body).toBe('UserName=restock&Password=secret');
    const ledgerCalls = calls('/CustomerLedgerReport/Masters');
    expect(ledgerCalls.map((c) => c.headers.security_token_key)).toEqual(['tok-1', 'tok-1']);
    expect(JSON.parse(ledgerCalls[0]!.body)).toEqual({ ...account, Month: 11, Year: 2026 });
    expect(l.opening).toBe(100_000n);
    expect(l.distributorName).toBe('Sharma (DMS)');
    expect(l.rows).toEqual([
      {
        date: '2026-11-03',
        kind: 'INV',
        reference: 'DINV1',
        narration: 'Invoice DINV1',
        debit: 25_050n,
        credit: 0n,
      },
      {
        date: '2026-11-08',
        kind: 'CN',
        reference: 'TX1',
        narration: 'Payment UPI',
        debit: 0n,
        credit: 10_025n,
      },
      { date: '2026-11-09', kind: 'CN', reference: 'CN7', narration: 'Credit note', debit: 0n, credit: 10n },
    ]);
  });

  it('renews the token before it expires', async () => {
    let now = Date.now();
    const dms = distributorManagementClient(settings(), () => new Date(now));
    await dms.pendingInvoices(account);
    now += 540_001; // ExpiresIn 600 s, renewed a minute early
    await dms.pendingInvoices(account);
    expect(calls('/S2SAuthentication/Authenticate')).toHaveLength(2);
    expect(calls('/PendingInvoice/Masters').map((c) => c.headers.security_token_key)).toEqual([
      'tok-1',
      'tok-2',
    ]);
  });

  it('shares one sign-in among concurrent calls', async () => {
    const dms = distributorManagementClient(settings());
    await Promise.all(Array.from({ length: 8 }, () => dms.paidInvoices(account)));
    expect(calls('/S2SAuthentication/Authenticate')).toHaveLength(1);
  });

  it('signs in again and repeats the call once when the service says its session expired', async () => {
    const dms = distributorManagementClient(settings());
    await dms.paidInvoices(account);
    stand.expireNext = 1;
    const paid = await dms.paidInvoices(account);
    expect(paid).toHaveLength(1);
    expect(calls('/S2SAuthentication/Authenticate')).toHaveLength(2);
  });

  it('answers E22 when the session expires again right after renewal, dmsAuthenticationError when sign-in is refused', async () => {
    const dms = distributorManagementClient(settings());
    stand.expireNext = 5;
    await expect(dms.paidInvoices(account)).rejects.toMatchObject({ failure: 'E22' });
    stand.expireNext = 0;
    const refused = distributorManagementClient({ ...settings(), password: 'wrong' });
    const err = await refused.paidInvoices(account).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DmsError);
    expect((err as DmsError).failure).toBe('dmsAuthenticationError');
  });

  it('maps pending and paid invoices and the hash to the shapes of our own collection calls', async () => {
    const dms = distributorManagementClient(settings());
    const pending = await dms.pendingInvoices(account);
    expect(
      pending.map((b) => [
        b.InvoiceNo,
        b.InvoiceDate,
        b.NetAmount,
        b.PaidAmount,
        b.OutstandingAmount,
        b.Status,
      ]),
    ).toEqual([
      ['D1', '2026-11-01', 500, 0, 500, 'U'],
      ['D2', '2026-11-02', 300, 179.6, 120.4, 'PP'],
    ]);
    const paid = await dms.paidInvoices(account);
    expect(paid[0]).toMatchObject({
      InvoiceNo: 'D0',
      Status: 'PD',
      OutstandingAmount: 0,
      LastTxnId: 'T1',
      LastPaymentMode: 'UPI',
    });
    const hash = await dms.generateHash({
      ...account,
      InvoiceList: ['D1'],
      ReferenceNo: 'REF12345',
      TotalAmount: 50_000n,
    });
    expect(hash).toEqual({
      TxnId: 'TX42',
      Hash: 'abc123',
      Amount: '500.00',
      PaymentUrl: 'https://pay.example/x',
      Fields: { key: 'K', txnid: 'TX42' },
    });
    expect(JSON.parse(calls('/GenerateMPQR/GetHash')[0]!.body)).toMatchObject({
      TotalAmount: '500.00',
      InvoiceList: ['D1'],
    });
  });

  it('reports a service that does not answer as unavailable', async () => {
    const dms = distributorManagementClient({ ...settings(), url: 'http://127.0.0.1:9' });
    await expect(dms.ledger({ ...account, Month: 1, Year: 2026 })).rejects.toMatchObject({
      failure: 'unavailable',
    });
  });
});

describe(`the ledger call with the service configured (${engine})`, () => {
  let t: TestApp;
  let token: string;
  const month = () => todayIn(t.deps.clock(), 'Asia/Kolkata');
  const body = () => ({ ...account, Month: month().month, Year: month().year });

  beforeAll(async () => {
    t = await createTestApp({ env: { DMS_URL: `${url}/`, DMS_USERNAME: 'restock', DMS_PASSWORD: 'secret' } });
    token = await t.tokenFor('retailer1');
  });
  afterAll(async () => t?.close());

  it("answers the service's ledger with our running balance", async () => {
    const res = await t.call('/CustomerLedgerReport/Masters', body(), { token });
    expect(res.body.Status, res.body.Msg).toBe(1);
    const l = ZRetailerLedger.parse(res.body.Data);
    expect(l.DistributorName).toBe('Sharma (DMS)');
    expect(l.Entries.map((e) => toPaise(e.Balance))).toEqual([125_050n, 115_025n, 115_015n]);
    expect(toPaise(l.ClosingBalance)).toBe(115_015n);
    expect(JSON.parse(calls('/CustomerLedgerReport/Masters')[0]!.body)).toEqual(body());
  });

  it('still checks the retailer and the month before asking the service', async () => {
    const other = await t.call(
      '/CustomerLedgerReport/Masters',
      { ...body(), RetailerCode: 'R0002' },
      { token },
    );
    expect(other.status).toBe(403);
    const bad = await t.call('/CustomerLedgerReport/Masters', { ...body(), Month: 13 }, { token });
    expect(bad.status).toBe(400);
    expect(calls('/CustomerLedgerReport/Masters')).toHaveLength(0);
  });

  it('answers noRetailerLedgerError when the service has no rows for the month', async () => {
    stand.ledgerRows = [];
    const res = await t.call('/CustomerLedgerReport/Masters', body(), { token });
    expect(res.status).toBe(404);
    expect(res.body.Code).toBe('noRetailerLedgerError');
  });

  it("answers the payment lists and the hash from the service, asking for the caller's own codes only", async () => {
    const pending = await t.call('/Collection/PendingBills', { Page: 2, PageSize: 1 }, { token });
    expect(pending.body.Status, pending.body.Msg).toBe(1);
    expect(ZBillList.parse(pending.body.Data).map((b) => b.InvoiceNo)).toEqual(['D2']);
    expect(JSON.parse(calls('/PendingInvoice/Masters')[0]!.body)).toEqual(account);
    const paid = await t.call('/Collection/PaidBills', { Page: 1, PageSize: 10 }, { token });
    expect(ZBillList.parse(paid.body.Data).map((b) => b.LastTxnId)).toEqual(['T1']);
    const start = { ...account, InvoiceList: ['D1'], ReferenceNo: 'REF12345', TotalAmount: 500 };
    const hash = await t.call('/Collection/GenerateHash', start, { token });
    expect(hash.body.Data).toMatchObject({ TxnId: 'TX42', Hash: 'abc123', Amount: '500.00' });
    // Another retailer's code is refused here, never sent to the service.
    const other = await t.call('/Collection/GenerateHash', { ...start, RetailerCode: 'R0002' }, { token });
    expect(other.body).toMatchObject({ Status: 0, Code: 'E012' });
    expect(calls('/GenerateMPQR/GetHash')).toHaveLength(1);
    stand.expireNext = 10;
    const expired = await t.call('/Collection/PendingBills', { Page: 1, PageSize: 10 }, { token });
    expect(expired.status).toBe(401);
    expect(expired.body).toMatchObject({ Status: 0, Code: 'E22' });
  });

  it('answers E22 when its session keeps expiring, dmsAuthenticationError when it refuses our sign-in', async () => {
    stand.expireNext = 10;
    const expired = await t.call('/CustomerLedgerReport/Masters', body(), { token });
    expect(expired.status).toBe(401);
    expect(expired.body).toMatchObject({ Status: 0, Code: 'E22', Data: null });
    stand.expireNext = 0;
    stand.password = 'rotated';
    const refused = await t.call('/CustomerLedgerReport/Export', body(), { token });
    expect(refused.status).toBe(502);
    expect(refused.body).toMatchObject({ Status: 0, Code: 'dmsAuthenticationError' });
  });
});
