import {
  type TInvoiceDelivery,
  ZInvoiceDeliveryList,
  ZUpdateInvoiceStatusResult,
} from '@restock/domain/contracts/invoice-delivery';
import { ZInvoiceList } from '@restock/domain/contracts/orders';
import { addDays, formatApiDate, parseApiDate, todayIn } from '@restock/domain/rules/delivery';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carriedProducts, clientIdOf, placeTestOrder } from './orders-helpers.ts';
import { idOf, rows } from './product-helpers.ts';
import { createTestApp, engine, type TestApp } from './support/harness.ts';

/**
 * Invoice delivery marking (route orderStatusDelivery): PendingOrderInvoice, SearchOrderInvoice,
 * UpdateInvoiceStatus, and OrderInvoice's DeliveredOn. Docs/decisions/055.
 */

const DAY = 24 * 60 * 60 * 1000;
const ZONE = 'Asia/Kolkata';

let t: TestApp;
let token: string;
let token2: string;
let r1: number;
let d1: number;
let d2: number;
let clientId: number;

const pending = (body: unknown = {}, tk = token) =>
  t.call('/SalesOrder/PendingOrderInvoice', body, { token: tk });
const search = (body: unknown, tk = token) => t.call('/SalesOrder/SearchOrderInvoice', body, { token: tk });
const mark = (body: unknown, tk = token) => t.call('/SalesOrder/UpdateInvoiceStatus', body, { token: tk });

const today = () => todayIn(t.deps.clock(), ZONE);
const day = (offset: number) => formatApiDate(addDays(today(), offset));

async function pendingNos(tk = token): Promise<string[]> {
  const res = await pending({ PageSize: 100 }, tk);
  expect(res.body.Status, res.body.Msg).toBe(1);
  return ZInvoiceDeliveryList.parse(res.body.Data).map((i) => i.InvoiceNo);
}

async function stored(invoiceNo: string) {
  const [row] = await rows<{ delivered_on: string | null; delivery_marked_at: unknown }>(
    t,
    sql`select delivered_on, delivery_marked_at from invoices where invoice_no = ${invoiceNo}`,
  );
  return row!;
}

async function invoicesState(): Promise<string> {
  return JSON.stringify(
    await rows(t, sql`select id, delivered_on, delivery_marked_at from invoices order by id`),
  );
}

/** A fresh invoiced order of retailer1 at a distributor, invoiced `daysAgo` days ago; its invoice number. */
async function invoicedOrder(distributorId: number, daysAgo: number, status: 'S' | 'P' = 'S') {
  const products = await carriedProducts(t, distributorId, 4);
  const order = await placeTestOrder(t, {
    retailerId: r1,
    distributorId,
    lines: products.slice(0, 3).map((productId, i) => ({ productId, qty: 4 + i })),
    at: new Date(Date.now() - daysAgo * DAY),
    status,
  });
  const [inv] = await rows<{ invoice_no: string; invoice_date: string }>(
    t,
    sql`select invoice_no, invoice_date from invoices where order_id = ${order.id} order by id desc limit 1`,
  );
  return { ...order, invoiceNo: inv!.invoice_no, invoiceDate: inv!.invoice_date };
}

beforeAll(async () => {
  t = await createTestApp();
  token = await t.tokenFor('retailer1');
  token2 = await t.tokenFor('9000000002');
  r1 = await idOf(t, 'retailers', 'R0001');
  d1 = await idOf(t, 'distributors', 'D001');
  d2 = await idOf(t, 'distributors', 'D002');
  clientId = await clientIdOf(t);
});
afterAll(async () => {
  await t?.close();
});

describe(`PendingOrderInvoice (${engine})`, () => {
  it("lists the retailer's invoices at the selected distributor not yet delivered, newest first", async () => {
    const res = await pending();
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['Code', 'Count', 'Data', 'Msg', 'Status', 'TotalCount']);
    expect(res.body.Status).toBe(1);
    const list = ZInvoiceDeliveryList.parse(res.body.Data);
    // The demo: retailer1's S and P orders at Sharma are invoiced; the oldest invoice is delivered.
    expect(list.length).toBeGreaterThanOrEqual(3);
    expect(res.body.Count).toBe(list.length);
    expect(res.body.TotalCount).toBe(list.length);
    for (const inv of list) {
      expect(inv).toMatchObject({ Status: 'P', StatusName: 'Pending delivery', DeliveredOn: null });
      expect(inv.DistributorId).toBe(d1);
      expect(['S', 'P']).toContain(inv.OrderStatus);
      expect(inv.InvoiceNo).toMatch(/^INV\d+$/);
      expect(inv.LineCount).toBeGreaterThan(0);
      expect(inv.NetAmount).toBeGreaterThan(0);
    }
    const dates = list.map((i) => i.InvoiceDate);
    expect(dates).toEqual([...dates].sort().reverse());

    // Exactly the retailer's undelivered invoices at D001, as the database has them.
    const expected = await rows<{ invoice_no: string }>(
      t,
      sql`select i.invoice_no from invoices i join orders o on o.id = i.order_id
          where o.retailer_id = ${r1} and o.distributor_id = ${d1} and i.delivered_on is null`,
    );
    expect(list.map((i) => i.InvoiceNo).sort()).toEqual(expected.map((r) => r.invoice_no).sort());
    const delivered = await rows<{ invoice_no: string }>(
      t,
      sql`select i.invoice_no from invoices i join orders o on o.id = i.order_id
          where o.retailer_id = ${r1} and i.delivered_on is not null`,
    );
    expect(delivered.length, 'the demo has a delivered invoice').toBeGreaterThan(0);
    for (const d of delivered) expect(list.map((i) => i.InvoiceNo)).not.toContain(d.invoice_no);
  });

  it('pages in the database with Count and TotalCount', async () => {
    const all = await pendingNos();
    const first = await pending({ Page: 1, PageSize: 2 });
    const second = await pending({ Page: 2, PageSize: 2 });
    expect(first.body.Count).toBe(2);
    expect(first.body.TotalCount).toBe(all.length);
    const paged = [...(first.body.Data as TInvoiceDelivery[]), ...(second.body.Data as TInvoiceDelivery[])];
    expect(paged.map((i) => i.InvoiceNo)).toEqual(all.slice(0, 4));
    const past = await pending({ Page: 50, PageSize: 100 });
    expect(past.body).toMatchObject({ Status: 1, Data: [], Count: 0, TotalCount: all.length });
  });

  it('shows only the selected distributor and never another retailer', async () => {
    const atD2 = await invoicedOrder(d2, 6);
    expect(await pendingNos()).not.toContain(atD2.invoiceNo);
    await t.database.db.execute(
      sql`update users set selected_distributor_id = ${d2} where login_id = 'retailer1'`,
    );
    try {
      expect(await pendingNos()).toEqual([atD2.invoiceNo]);
    } finally {
      await t.database.db.execute(
        sql`update users set selected_distributor_id = ${d1} where login_id = 'retailer1'`,
      );
    }
    const mine = await pendingNos();
    const theirs = await pendingNos(token2);
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.filter((n) => mine.includes(n))).toEqual([]);
  });

  it('refuses bad paging with E008', async () => {
    for (const bad of [{ Page: 0 }, { PageSize: 101 }, { PageSize: 0 }, { Page: 'x' }, { Page: 1.5 }]) {
      const res = await pending(bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body).toMatchObject({ Status: 0, Code: 'E008', Data: null });
    }
  });
});

describe(`SearchOrderInvoice (${engine})`, () => {
  it('finds pending invoices by part of the invoice or order number, without regard to case', async () => {
    const list = ZInvoiceDeliveryList.parse((await pending({ PageSize: 100 })).body.Data);
    const target = list[1]!;
    const byInvoice = await search({ SearchText: target.InvoiceNo.toLowerCase() });
    expect(byInvoice.body.Status).toBe(1);
    expect((byInvoice.body.Data as TInvoiceDelivery[]).map((i) => i.InvoiceNo)).toEqual([target.InvoiceNo]);
    expect(byInvoice.body.TotalCount).toBe(1);
    const byOrder = await search({ SearchText: target.OrderNo.slice(-6) });
    expect((byOrder.body.Data as TInvoiceDelivery[]).map((i) => i.OrderNo)).toContain(target.OrderNo);
    const everything = await search({ SearchText: '' });
    expect((everything.body.Data as TInvoiceDelivery[]).map((i) => i.InvoiceNo)).toEqual(
      list.slice(0, 20).map((i) => i.InvoiceNo),
    );
    // LIKE wildcards are literal.
    for (const text of ['%', '_', 'INV%5', '\\']) {
      const res = await search({ SearchText: text });
      expect(res.body, text).toMatchObject({ Status: 1, Data: [], TotalCount: 0 });
    }
  });

  it('filters by invoice date (range or month) and pages', async () => {
    const list = ZInvoiceDeliveryList.parse((await pending({ PageSize: 100 })).body.Data);
    const newest = list[0]!;
    const onDay = await search({ FromDate: newest.InvoiceDate, ToDate: newest.InvoiceDate });
    const found = onDay.body.Data as TInvoiceDelivery[];
    expect(found.map((i) => i.InvoiceNo)).toContain(newest.InvoiceNo);
    for (const i of found) expect(i.InvoiceDate).toBe(newest.InvoiceDate);
    const [y, m] = newest.InvoiceDate.split('-');
    const inMonth = (await search({ Month: `${m}-${y}`, FromDate: '2000-01-01', ToDate: '2000-01-02' })).body
      .Data as TInvoiceDelivery[];
    expect(inMonth.map((i) => i.InvoiceNo)).toContain(newest.InvoiceNo);
    for (const i of inMonth) expect(i.InvoiceDate.startsWith(`${y}-${m}`)).toBe(true);
    const later = await search({ FromDate: day(1) });
    expect(later.body).toMatchObject({ Status: 1, Data: [], TotalCount: 0 });
    const paged = await search({ SearchText: 'INV', Page: 2, PageSize: 1 });
    expect(paged.body.Count).toBe(1);
    expect((paged.body.Data as TInvoiceDelivery[])[0]!.InvoiceNo).toBe(list[1]!.InvoiceNo);
    expect(paged.body.TotalCount).toBe(list.length);
  });

  it('refuses a bad filter with E008', async () => {
    for (const bad of [
      { FromDate: '2026-02-30' },
      { FromDate: '15-01-2026' },
      { FromDate: '2026-03-02', ToDate: '2026-03-01' },
      { Month: '13-2026' },
      { SearchText: 'x'.repeat(101) },
      { SearchText: 'INV\u0000' },
      { SearchText: 12 },
      { PageSize: 500 },
    ]) {
      const res = await search(bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body).toMatchObject({ Status: 0, Code: 'E008' });
    }
  });
});

describe(`UpdateInvoiceStatus (${engine})`, () => {
  it('marks an invoice delivered: success message, gone from the pending list, kept in OrderInvoice', async () => {
    const inv = await invoicedOrder(d1, 5);
    expect(await pendingNos()).toContain(inv.invoiceNo);
    const res = await mark({ InvoiceNos: [inv.invoiceNo], DeliveryDate: day(0) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ Status: 1, Code: '', Msg: 'InvStatusUpdateSuccess', Count: 1 });
    const [result] = ZUpdateInvoiceStatusResult.parse(res.body.Data);
    expect(result).toMatchObject({
      InvoiceNo: inv.invoiceNo,
      OrderNo: inv.orderNo,
      Status: 'D',
      StatusName: 'Delivered',
      DeliveredOn: day(0),
      MarkedNow: true,
    });
    expect(await pendingNos()).not.toContain(inv.invoiceNo);
    expect((await search({ SearchText: inv.invoiceNo })).body.Data).toEqual([]);
    const row = await stored(inv.invoiceNo);
    expect(row.delivered_on).toBe(day(0));
    expect(row.delivery_marked_at).not.toBeNull();
    const invoices = ZInvoiceList.parse(
      (await t.call('/SalesOrder/OrderInvoice', { OrderNo: inv.orderNo }, { token })).body.Data,
    );
    expect(invoices[0]!.DeliveredOn).toBe(day(0));
  });

  it('is idempotent: a second mark succeeds and keeps the first date', async () => {
    const inv = await invoicedOrder(d1, 8);
    const first = await mark({ InvoiceNos: [inv.invoiceNo], DeliveryDate: day(-1) });
    expect(first.body.Status).toBe(1);
    const before = await stored(inv.invoiceNo);
    const again = await mark({ InvoiceNos: [inv.invoiceNo], DeliveryDate: day(0) });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ Status: 1, Msg: 'InvStatusUpdateSuccess' });
    expect((again.body.Data as Array<{ DeliveredOn: string; MarkedNow: boolean }>)[0]).toMatchObject({
      DeliveredOn: day(-1),
      MarkedNow: false,
    });
    expect(await stored(inv.invoiceNo)).toEqual(before);
  });

  it('marks several at once, counting a repeated number once; an already delivered one keeps its date', async () => {
    const a = await invoicedOrder(d1, 9);
    const b = await invoicedOrder(d1, 7, 'P');
    const c = await invoicedOrder(d1, 6);
    expect((await mark({ InvoiceNos: [c.invoiceNo], DeliveryDate: day(-3) })).body.Status).toBe(1);
    const res = await mark({
      InvoiceNos: [a.invoiceNo, b.invoiceNo, a.invoiceNo, c.invoiceNo],
      DeliveryDate: day(-1),
    });
    expect(res.body.Status, res.body.Msg).toBe(1);
    const data = ZUpdateInvoiceStatusResult.parse(res.body.Data);
    expect(data.map((d) => [d.InvoiceNo, d.DeliveredOn, d.MarkedNow])).toEqual([
      [a.invoiceNo, day(-1), true],
      [b.invoiceNo, day(-1), true],
      [c.invoiceNo, day(-3), false],
    ]);
    expect(data[1]!.OrderStatus).toBe('P');
    const left = await pendingNos();
    for (const n of [a, b, c]) expect(left).not.toContain(n.invoiceNo);
  });

  it("accepts today and the invoice's own date; refuses a later day or an earlier one (E017), changing nothing", async () => {
    const inv = await invoicedOrder(d1, 4);
    const other = await invoicedOrder(d1, 12);
    const invoiceDay = parseApiDate(inv.invoiceDate)!;
    const before = await invoicesState();
    const tomorrow = await mark({ InvoiceNos: [inv.invoiceNo], DeliveryDate: day(1) });
    expect(tomorrow.status).toBe(422);
    expect(tomorrow.body).toMatchObject({ Status: 0, Code: 'E017', Data: null });
    expect(tomorrow.body.Msg).toMatch(/after today/);
    const early = await mark({
      InvoiceNos: [other.invoiceNo, inv.invoiceNo],
      DeliveryDate: formatApiDate(addDays(invoiceDay, -1)),
    });
    expect(early.status).toBe(422);
    expect(early.body).toMatchObject({ Status: 0, Code: 'E017' });
    expect(early.body.Msg).toMatch(/before the invoice date/);
    expect(await invoicesState()).toBe(before);
    expect(await pendingNos()).toEqual(expect.arrayContaining([inv.invoiceNo, other.invoiceNo]));

    const onInvoiceDay = await mark({ InvoiceNos: [inv.invoiceNo], DeliveryDate: inv.invoiceDate });
    expect(onInvoiceDay.body.Status).toBe(1);
    const onToday = await mark({ InvoiceNos: [other.invoiceNo], DeliveryDate: day(0) });
    expect(onToday.body.Status).toBe(1);
  });

  it("reads today in the client's zone: a day later, tomorrow is allowed", async () => {
    const inv = await invoicedOrder(d1, 3);
    expect((await mark({ InvoiceNos: [inv.invoiceNo], DeliveryDate: day(1) })).status).toBe(422);
    const tomorrow = day(1);
    t.advance(DAY);
    try {
      const res = await mark(
        { InvoiceNos: [inv.invoiceNo], DeliveryDate: tomorrow },
        await t.tokenFor('retailer1'),
      );
      expect(res.body.Status, res.body.Msg).toBe(1);
    } finally {
      t.advance(-DAY);
    }
  });

  it("answers E012 for an unknown or another retailer's invoice, changing nothing, even beside an own one", async () => {
    const mine = await invoicedOrder(d1, 5);
    const theirs = (await pendingNos(token2))[0]!;
    const before = await invoicesState();
    for (const InvoiceNos of [
      ['INV999999999'],
      [theirs],
      [mine.invoiceNo, theirs],
      [mine.invoiceNo, 'INV0'],
    ]) {
      const res = await mark({ InvoiceNos, DeliveryDate: day(0) });
      expect(res.status, InvoiceNos.join()).toBe(404);
      expect(res.body).toMatchObject({ Status: 0, Code: 'E012', Data: null });
      expect(JSON.stringify(res.body)).not.toContain(mine.orderNo);
    }
    expect(await invoicesState()).toBe(before);
    expect(await pendingNos()).toContain(mine.invoiceNo);
    expect(await pendingNos(token2)).toContain(theirs);
  });

  it('refuses bad input with E008 and changes nothing', async () => {
    const inv = await invoicedOrder(d1, 5);
    const before = await invoicesState();
    const bads: unknown[] = [
      {},
      { InvoiceNos: [inv.invoiceNo] },
      { DeliveryDate: day(0) },
      { InvoiceNos: [], DeliveryDate: day(0) },
      { InvoiceNos: inv.invoiceNo, DeliveryDate: day(0) },
      { InvoiceNos: [12], DeliveryDate: day(0) },
      { InvoiceNos: [''], DeliveryDate: day(0) },
      { InvoiceNos: ['   '], DeliveryDate: day(0) },
      { InvoiceNos: ['x'.repeat(51)], DeliveryDate: day(0) },
      { InvoiceNos: ['INV\u0000'], DeliveryDate: day(0) },
      { InvoiceNos: Array.from({ length: 101 }, (_, i) => `INV${i}`), DeliveryDate: day(0) },
      { InvoiceNos: [inv.invoiceNo], DeliveryDate: '' },
      { InvoiceNos: [inv.invoiceNo], DeliveryDate: '2026-02-30' },
      { InvoiceNos: [inv.invoiceNo], DeliveryDate: '15-01-2026' },
      { InvoiceNos: [inv.invoiceNo], DeliveryDate: `${day(0)}T00:00:00Z` },
      { InvoiceNos: [inv.invoiceNo], DeliveryDate: 20260115 },
    ];
    for (const bad of bads) {
      const res = await mark(bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body).toMatchObject({ Status: 0, Code: 'E008' });
    }
    expect(await invoicesState()).toBe(before);
  });

  it('keeps one date when two tabs mark the same invoice at once', async () => {
    const inv = await invoicedOrder(d1, 6);
    const [a, b] = await Promise.all([
      mark({ InvoiceNos: [inv.invoiceNo], DeliveryDate: day(-2) }),
      mark({ InvoiceNos: [inv.invoiceNo], DeliveryDate: day(-1) }),
    ]);
    expect(a!.body.Status).toBe(1);
    expect(b!.body.Status).toBe(1);
    const kept = (await stored(inv.invoiceNo)).delivered_on;
    expect([day(-2), day(-1)]).toContain(kept);
    const answers = [a!, b!].map(
      (r) => (r.body.Data as Array<{ DeliveredOn: string; MarkedNow: boolean }>)[0]!,
    );
    expect(answers.map((x) => x.DeliveredOn)).toEqual([kept, kept]);
    expect(answers.filter((x) => x.MarkedNow)).toHaveLength(1);
  });
});

describe(`Route table (${engine})`, () => {
  it('registers the three calls for full sessions, so the security walks (auth, fuzz) reach them', () => {
    for (const path of ['PendingOrderInvoice', 'SearchOrderInvoice', 'UpdateInvoiceStatus']) {
      const route = t.app.routeTable.find((r) => r.path === `/api/SalesOrder/${path}`);
      expect(route, path).toBeDefined();
      expect(route!.auth).toBe('full');
      expect(route!.example).toBeTruthy();
    }
  });
});

describe(`Menu gate (${engine})`, () => {
  it('refuses all three calls with E017 403 without the OrderStatusDelivery menu entry', async () => {
    const inv = await invoicedOrder(d1, 5);
    const [menu] = await rows<Record<string, unknown>>(
      t,
      sql`delete from menus where client_id = ${clientId} and t_code = 'OrderStatusDelivery' returning *`,
    );
    try {
      for (const res of [
        await pending(),
        await search({ SearchText: 'INV' }),
        await mark({ InvoiceNos: [inv.invoiceNo], DeliveryDate: day(0) }),
      ]) {
        expect(res.status).toBe(403);
        expect(res.body).toMatchObject({ Status: 0, Code: 'E017' });
      }
      expect((await stored(inv.invoiceNo)).delivered_on).toBeNull();
    } finally {
      await t.database.db.execute(
        sql`insert into menus (client_id, t_code, l_code, target, icon, seq)
            values (${clientId}, 'OrderStatusDelivery', ${String(menu!.l_code)}, ${String(menu!.target)},
              ${String(menu!.icon)}, ${Number(menu!.seq)})`,
      );
    }
    expect((await pending()).body.Status).toBe(1);
  });
});
