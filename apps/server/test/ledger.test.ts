import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type TRetailerLedger, ZRetailerLedger } from '@restock/domain/contracts/ledger';
import { todayIn } from '@restock/domain/rules/delivery';
import { ledgerMonths } from '@restock/domain/rules/ledger';
import { toPaise } from '@restock/domain/rules/pricing';
import { sql } from 'drizzle-orm';
import readXlsxFile from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XLSX_CONTENT_TYPE } from '../src/modules/ledger/export.ts';
import { paymentCredit, postLedgerEntry } from '../src/modules/ledger/service.ts';
import { moveReturnStatus } from '../src/modules/sales-return/service.ts';
import { carriedProducts, clientIdOf, placeTestOrder } from './orders-helpers.ts';
import { idOf, rows } from './product-helpers.ts';
import { createTestApp, engine, type TestApp } from './support/harness.ts';

/**
 * The retailer ledger (route retailerLedger; docs/decisions/092): /CustomerLedgerReport/Masters and
 * Export over the demo's ledger of retailer1 at Sharma (D001), the posting function's idempotence,
 * and the debits and credit notes the invoice and return flows post.
 */

const ZONE = 'Asia/Kolkata';
const DAY = 24 * 60 * 60 * 1000;

let t: TestApp;
let token: string;
let clientId: number;
let r1: number;
let r2: number;
let d1: number;

const ledger = (body: unknown, tk = token) => t.call('/CustomerLedgerReport/Masters', body, { token: tk });
const own = (month: number, year: number) => ({
  RetailerCode: 'R0001',
  DistributorCode: 'D001',
  Month: month,
  Year: year,
});
const window = () => ledgerMonths(todayIn(t.deps.clock(), ZONE), 12);

async function read(month: number, year: number): Promise<TRetailerLedger> {
  const res = await ledger(own(month, year));
  expect(res.status, res.body.Msg).toBe(200);
  expect(res.body.Status).toBe(1);
  return ZRetailerLedger.parse(res.body.Data);
}

async function count(where = sql`true`): Promise<number> {
  const [row] = await rows<{ n: number }>(
    t,
    sql`select count(*)::int as n from ledger_entries where ${where}`,
  );
  return Number(row!.n);
}

beforeAll(async () => {
  t = await createTestApp();
  token = await t.tokenFor('retailer1');
  clientId = await clientIdOf(t);
  r1 = await idOf(t, 'retailers', 'R0001');
  r2 = await idOf(t, 'retailers', 'R0002');
  d1 = await idOf(t, 'distributors', 'D001');
});
afterAll(async () => {
  await t?.close();
});

describe(`CustomerLedgerReport/Masters (${engine})`, () => {
  it('answers every month of the picker, each with a running balance that is the sum of its entries', async () => {
    let previousClosing: bigint | null = null;
    for (const m of [...window()].reverse()) {
      const l = await read(m.month, m.year);
      expect(l).toMatchObject({
        RetailerCode: 'R0001',
        DistributorCode: 'D001',
        Month: m.month,
        Year: m.year,
      });
      expect(l.Entries.length).toBeGreaterThan(0);
      const opening = toPaise(l.OpeningBalance);
      // The opening balance is every entry before the month, as the database sums them.
      const [before] = await rows<{ b: string }>(
        t,
        sql`select coalesce(sum(debit - credit), 0)::text as b from ledger_entries
            where retailer_id = ${r1} and distributor_id = ${d1} and entry_date < ${l.FromDate}`,
      );
      expect(opening).toBe(toPaise(before!.b));
      if (previousClosing !== null) expect(opening).toBe(previousClosing);
      let balance = opening;
      let debit = 0n;
      let credit = 0n;
      for (const e of l.Entries) {
        expect(e.EntryDate >= l.FromDate && e.EntryDate <= l.ToDate).toBe(true);
        const d = toPaise(e.Debit);
        const c = toPaise(e.Credit);
        expect(d === 0n || c === 0n).toBe(true);
        balance += d - c;
        debit += d;
        credit += c;
        expect(toPaise(e.Balance)).toBe(balance);
      }
      expect(toPaise(l.ClosingBalance)).toBe(balance);
      expect(toPaise(l.TotalDebit)).toBe(debit);
      expect(toPaise(l.TotalCredit)).toBe(credit);
      const dates = l.Entries.map((e) => e.EntryDate);
      expect(dates).toEqual([...dates].sort());
      // Exactly the month's rows of the database.
      expect(l.Entries.length).toBe(
        await count(
          sql`retailer_id = ${r1} and distributor_id = ${d1} and entry_date between ${l.FromDate} and ${l.ToDate}`,
        ),
      );
      previousClosing = balance;
    }
  });

  it('shows the demo: invoices, payments and a credit note', async () => {
    const kinds = new Set<string>();
    for (const m of window()) for (const e of (await read(m.month, m.year)).Entries) kinds.add(e.Kind);
    expect([...kinds].sort()).toEqual(expect.arrayContaining(['CN', 'INV', 'OB', 'PAY']));
  });

  it('answers noRetailerLedgerError for a month without entries', async () => {
    // Retailer R0002 at D001 with nothing on its ledger.
    await t.database.db.execute(sql`delete from ledger_entries where retailer_id = ${r2}`);
    const token2 = await t.tokenFor('9000000002');
    const now = window()[0]!;
    const res = await ledger(
      { RetailerCode: 'R0002', DistributorCode: 'D001', Month: now.month, Year: now.year },
      token2,
    );
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ Status: 0, Code: 'noRetailerLedgerError', Data: null });
  });

  it('refuses a month or year that is not valid, or outside the months offered (E008), changing nothing', async () => {
    const before = await count();
    const now = window()[0]!;
    const oldest = window().at(-1)!;
    const tooOld =
      oldest.month === 1
        ? { month: 12, year: oldest.year - 1 }
        : { month: oldest.month - 1, year: oldest.year };
    const future =
      now.month === 12 ? { month: 1, year: now.year + 1 } : { month: now.month + 1, year: now.year };
    const bad: unknown[] = [
      { ...own(0, now.year) },
      { ...own(13, now.year) },
      { ...own(now.month, 1999) },
      { ...own(now.month, 10000) },
      { ...own(now.month, now.year), Month: '05' },
      { ...own(now.month, now.year), Month: 2.5 },
      { RetailerCode: 'R0001', DistributorCode: 'D001', Year: now.year },
      { RetailerCode: 'R0001', DistributorCode: 'D001', Month: now.month },
      { ...own(now.month, now.year), RetailerCode: '' },
      own(tooOld.month, tooOld.year),
      own(future.month, future.year),
    ];
    for (const body of bad) {
      const res = await ledger(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ Status: 0, Code: 'E008' });
    }
    expect(await count()).toBe(before);
  });

  it("refuses another retailer's ledger (E010) and a distributor other than the selected one (E014)", async () => {
    const now = window()[0]!;
    const other = await ledger({ ...own(now.month, now.year), RetailerCode: 'R0002' });
    expect(other.status).toBe(403);
    expect(other.body).toMatchObject({ Status: 0, Code: 'E010', Data: null });
    const dist = await ledger({ ...own(now.month, now.year), DistributorCode: 'D002' });
    expect(dist.status).toBe(403);
    expect(dist.body).toMatchObject({ Status: 0, Code: 'E014', Data: null });
    // Retailer R0002 asking for R0001's ledger with R0001's codes.
    const stranger = await ledger(own(now.month, now.year), await t.tokenFor('9000000002'));
    expect(stranger.status).toBe(403);
    expect(stranger.body.Code).toBe('E010');
    expect(JSON.stringify(stranger.body)).not.toContain('Payment received');
  });

  it('offers only the months retailerLedgerMonthCount sets (3 here) and refuses the 4th with E008', async () => {
    const setCount = async (value: string | null) => {
      if (value === null)
        await t.database.db.execute(
          sql`delete from client_settings where client_id = ${clientId} and key = 'retailerLedgerMonthCount'`,
        );
      else
        await t.database.db.execute(
          sql`insert into client_settings (client_id, key, value) values (${clientId}, 'retailerLedgerMonthCount', ${value})
              on conflict (client_id, key) do update set value = excluded.value`,
        );
      await t.database.db.execute(
        sql`update clients set config_version = config_version + 1 where id = ${clientId}`,
      );
    };
    const [saved] = await rows<{ value: string }>(
      t,
      sql`select value from client_settings where client_id = ${clientId} and key = 'retailerLedgerMonthCount'`,
    );
    const months = ledgerMonths(todayIn(t.deps.clock(), ZONE), 12);
    await setCount('3');
    try {
      const tk = await t.tokenFor('retailer1');
      // The screen's picker reads the setting from the app configuration.
      const config = (await t.call('/appconfig/pwaconfig', {}, { token: tk })).body.Data as {
        Configs: Array<{ key: string; value: string }>;
      };
      expect(config.Configs.find((c) => c.key === 'retailerLedgerMonthCount')?.value).toBe('3');
      for (const m of months.slice(0, 3)) {
        const res = await ledger(own(m.month, m.year), tk);
        expect(res.status, `${m.month}-${m.year}`).toBe(200);
        expect(res.body.Status).toBe(1);
      }
      const before = await count();
      const fourth = months[3]!;
      const refused = await ledger(own(fourth.month, fourth.year), tk);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ Status: 0, Code: 'E008', Data: null });
      expect(refused.body.Msg).toContain('3 months');
      expect(JSON.stringify(refused.body)).not.toContain('Payment received');
      const xlsx = await t.call('/CustomerLedgerReport/Export', own(fourth.month, fourth.year), {
        token: tk,
      });
      expect(xlsx.status).toBe(400);
      expect(xlsx.body.Code).toBe('E008');
      expect(await count()).toBe(before);
    } finally {
      await setCount(saved ? saved.value : null);
    }
    token = await t.tokenFor('retailer1');
    // Back to the default: the 4th and 12th months answer again.
    for (const m of [months[3]!, months[11]!])
      expect((await ledger(own(m.month, m.year))).body.Status).toBe(1);
  });

  it('is refused when the RetailerLedger menu is off', async () => {
    const now = window()[0]!;
    await t.database.db.execute(
      sql`delete from menus where client_id = ${clientId} and t_code = 'RetailerLedger'`,
    );
    await t.database.db.execute(
      sql`update clients set config_version = config_version + 1 where id = ${clientId}`,
    );
    try {
      const res = await ledger(own(now.month, now.year), await t.tokenFor('retailer1'));
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ Status: 0, Code: 'E017' });
    } finally {
      await t.database.db.execute(sql`insert into menus (client_id, t_code, l_code, target, icon, seq)
        values (${clientId}, 'RetailerLedger', 'menu.RetailerLedger', 'retailerLedger', 'book-open', 150)`);
      await t.database.db.execute(
        sql`update clients set config_version = config_version + 1 where id = ${clientId}`,
      );
    }
    token = await t.tokenFor('retailer1');
    expect((await ledger(own(now.month, now.year))).body.Status).toBe(1);
  });
});

describe(`CustomerLedgerReport/Export (${engine})`, () => {
  it('answers the month as a real .xlsx named AccountLedger_MM_YYYY whose rows are the statement', async () => {
    const m = window()[1]!;
    const statement = await read(m.month, m.year);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/CustomerLedgerReport/Export',
      headers: {
        'content-type': 'application/json',
        'user-key': token,
        accept: `${XLSX_CONTENT_TYPE}, application/json`,
      },
      payload: JSON.stringify(own(m.month, m.year)),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    const name = `AccountLedger_${String(m.month).padStart(2, '0')}_${m.year}.xlsx`;
    expect(String(res.headers['content-disposition'])).toContain(`filename="${name}"`);
    expect(res.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');
    const [sheet] = await readXlsxFile(res.rawPayload);
    expect(sheet!.sheet).toBe('Ledger');
    const data = sheet!.data;
    const headerAt = data.findIndex((r) => r[0] === 'Date');
    expect(data[headerAt]).toEqual(['Date', 'Type', 'Reference', 'Narration', 'Debit', 'Credit', 'Balance']);
    const body = data.slice(headerAt + 1);
    expect(body).toHaveLength(statement.Entries.length + 2);
    expect(body[0]![1]).toBe('Opening balance');
    expect(toPaise(Number(body[0]![6]).toFixed(2))).toBe(toPaise(statement.OpeningBalance));
    for (const [i, e] of statement.Entries.entries()) {
      const row = body[i + 1]!;
      expect((row[0] as unknown as Date).toISOString().slice(0, 10)).toBe(e.EntryDate);
      expect(row[1]).toBe(e.KindName);
      expect(String(row[2])).toBe(e.Reference);
      expect(row[3]).toBe(e.Narration);
      expect(toPaise(Number(row[4] ?? 0).toFixed(2))).toBe(toPaise(e.Debit));
      expect(toPaise(Number(row[5] ?? 0).toFixed(2))).toBe(toPaise(e.Credit));
      expect(toPaise(Number(row[6]).toFixed(2))).toBe(toPaise(e.Balance));
    }
    const closing = body.at(-1)!;
    expect(closing[1]).toBe('Closing balance');
    expect(toPaise(Number(closing[6]).toFixed(2))).toBe(toPaise(statement.ClosingBalance));
  });

  it('answers an envelope with the file when the spreadsheet is not asked for, and the same refusals', async () => {
    const m = window()[0]!;
    const res = await t.call('/CustomerLedgerReport/Export', own(m.month, m.year), { token });
    expect(res.body.Status).toBe(1);
    const data = res.body.Data as { FileName: string; ContentBase64: string };
    expect(data.FileName).toMatch(/^AccountLedger_\d{2}_\d{4}\.xlsx$/);
    expect(Buffer.from(data.ContentBase64, 'base64').subarray(0, 2).toString('latin1')).toBe('PK');
    const bad = await t.call(
      '/CustomerLedgerReport/Export',
      { ...own(m.month, m.year), RetailerCode: 'R0002' },
      { token },
    );
    expect(bad.status).toBe(403);
  });
});

describe(`posting (${engine})`, () => {
  const account = () => ({ clientId, retailerId: r1, distributorId: d1 });

  it('posts a payment once however often it is posted, also concurrently', async () => {
    const entry = paymentCredit({
      ...account(),
      txnId: 'TESTTXN0001',
      amount: toPaise('1234.56'),
      date: '2026-01-15',
      at: new Date(),
    });
    const results = await Promise.all(
      Array.from({ length: 12 }, () => t.database.db.transaction((tx) => postLedgerEntry(tx, entry))),
    );
    expect(results.filter((r) => r?.created)).toHaveLength(1);
    expect(new Set(results.map((r) => r?.id)).size).toBe(1);
    const stored = await rows<{ credit: string; debit: string; kind: string; reference: string }>(
      t,
      sql`select credit::text, debit::text, kind, reference from ledger_entries where source_key = 'PAY:TESTTXN0001'`,
    );
    expect(stored).toEqual([{ credit: '1234.56', debit: '0.00', kind: 'PAY', reference: 'TESTTXN0001' }]);
    // The same key with another amount is a caller's bug: refused, nothing written.
    await expect(postLedgerEntry(t.database.db, { ...entry, credit: toPaise('1.00') })).rejects.toThrow(
      /other amounts/,
    );
    expect(await count(sql`source_key = 'PAY:TESTTXN0001'`)).toBe(1);
  });

  it('refuses entries that are not one positive debit or credit, and never changes a stored entry', async () => {
    const base = {
      ...account(),
      date: '2026-01-15',
      kind: 'DN' as const,
      reference: 'X',
      narration: 'x',
      sourceKey: 'T:1',
    };
    await expect(postLedgerEntry(t.database.db, { ...base, debit: -1n })).rejects.toThrow(RangeError);
    await expect(postLedgerEntry(t.database.db, { ...base, debit: 1n, credit: 1n })).rejects.toThrow(
      RangeError,
    );
    await expect(postLedgerEntry(t.database.db, { ...base, debit: 1n, date: '15-01-2026' })).rejects.toThrow(
      RangeError,
    );
    expect(await postLedgerEntry(t.database.db, { ...base, debit: 0n })).toBeNull();
    expect(await count(sql`source_key = 'T:1'`)).toBe(0);
    await expect(
      t.database.db.execute(
        sql`update ledger_entries set debit = debit + 1 where source_key = 'PAY:TESTTXN0001'`,
      ),
    ).rejects.toThrow();
  });

  it('debits a raised invoice with its net amount, once, in the invoicing transaction', async () => {
    const products = await carriedProducts(t, d1, 3);
    const order = await placeTestOrder(t, {
      retailerId: r1,
      distributorId: d1,
      lines: products.map((productId, i) => ({ productId, qty: 2 + i })),
      at: new Date(Date.now() - 3 * DAY),
      status: 'S',
    });
    const inv = await rows<{ id: number; invoice_no: string; net_amount: string; invoice_date: string }>(
      t,
      sql`select id, invoice_no, net_amount::text, invoice_date from invoices where order_id = ${order.id}`,
    );
    expect(inv).toHaveLength(1);
    const entries = await rows<{ debit: string; entry_date: string; reference: string; kind: string }>(
      t,
      sql`select debit::text, entry_date, reference, kind from ledger_entries where source_key = ${`INV:${inv[0]!.id}`}`,
    );
    expect(entries).toEqual([
      {
        debit: inv[0]!.net_amount,
        entry_date: inv[0]!.invoice_date,
        reference: inv[0]!.invoice_no,
        kind: 'INV',
      },
    ]);
  });

  it('credits an approved return with a credit note once, however often it is approved', async () => {
    const [ret] = await rows<{ id: number; return_no: string }>(
      t,
      sql`select id, return_no from sales_returns where retailer_id = ${r1} and status <> 'A' and kind = 'SR'
            and invoice_id is not null order by id limit 1`,
    );
    for (let i = 0; i < 2; i++)
      await moveReturnStatus(t.database.db, {
        returnId: ret!.id,
        status: 'A',
        remarks: 'ok',
        at: new Date(),
      });
    const notes = await rows<{ credit: string; reference: string }>(
      t,
      sql`select credit::text, reference from ledger_entries where source_key = ${`CN:${ret!.id}`}`,
    );
    expect(notes).toHaveLength(1);
    expect(notes[0]!.reference).toBe(ret!.return_no);
    // Worth the returned pieces at the invoiced net price per piece.
    const [worth] = await rows<{ v: string }>(
      t,
      sql`select round(sum(it.qty * inv.net / inv.qty), 2)::text as v from sales_return_items it
          join sales_returns sr on sr.id = it.return_id
          join lateral (select sum(il.net_amount) as net, sum(il.qty) as qty from invoice_lines il
            join order_lines ol on ol.id = il.order_line_id
            where il.invoice_id = sr.invoice_id and ol.product_id = it.product_id and not ol.is_free) inv on true
          where it.return_id = ${ret!.id}`,
    );
    expect(toPaise(notes[0]!.credit)).toBe(toPaise(worth!.v));
  });

  it("migration 0020's backfill gives every invoice already in a database its debit, and only once", async () => {
    const file = path.resolve(import.meta.dirname, '../src/db/migrations/0020_ledger.sql');
    const backfill = readFileSync(file, 'utf8').split('--> statement-breakpoint').at(-1)!;
    expect(backfill).toMatch(/INSERT INTO "ledger_entries"/);
    await t.database.db.execute(sql`delete from ledger_entries where kind = 'INV'`);
    await t.database.db.execute(sql.raw(backfill));
    await t.database.db.execute(sql.raw(backfill));
    const [missing] = await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from invoices i where i.net_amount > 0 and not exists
            (select 1 from ledger_entries e where e.source_key = 'INV:' || i.id and e.debit = i.net_amount)`,
    );
    expect(missing!.n).toBe(0);
    const [invoices] = await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from invoices where net_amount > 0`,
    );
    expect(await count(sql`kind = 'INV'`)).toBe(invoices!.n);
  });
});
