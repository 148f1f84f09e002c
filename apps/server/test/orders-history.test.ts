import { type TOrderHeader, ZOrderHeader, ZOrderViewDetailsResponse } from '@restock/domain/contracts/orders';
import { formatApiDate, formatMonth, localDateTime } from '@restock/domain/rules/delivery';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carriedProducts, placeTestOrder } from './orders-helpers.ts';
import { idOf, rows } from './product-helpers.ts';
import { createTestApp, engine, type TestApp } from './support/harness.ts';

const DAY = 24 * 60 * 60 * 1000;
const TZ = 'Asia/Kolkata';

let t: TestApp;
let token: string;
let token2: string;
let r1: number;
let r3: number;
let d1: number;
let d2: number;
let d3: number;
let named: { id: number; orderNo: string; productName: string };
let other: { id: number; orderNo: string };

beforeAll(async () => {
  t = await createTestApp();
  token = await t.tokenFor('retailer1');
  token2 = await t.tokenFor('9000000002');
  r1 = await idOf(t, 'retailers', 'R0001');
  r3 = await idOf(t, 'retailers', 'R0003');
  d1 = await idOf(t, 'distributors', 'D001');
  d2 = await idOf(t, 'distributors', 'D002');
  d3 = await idOf(t, 'distributors', 'D003');
  // A product only this order has, to find it by name; and an order at the second distributor.
  const [rare] = await rows<{ id: number; name: string }>(
    t,
    sql`select p.id, p.name from distributor_products dp join products p on p.id = dp.product_id
        where dp.distributor_id = ${d1} and dp.active and p.active
          and not exists (select 1 from order_lines ol where ol.product_id = p.id)
        order by p.id desc limit 1`,
  );
  const placed = await placeTestOrder(t, {
    retailerId: r1,
    distributorId: d1,
    lines: [{ productId: Number(rare!.id), qty: 6 }],
    at: new Date(Date.now() - 2 * DAY),
    status: 'B',
  });
  named = { ...placed, productName: rare!.name };
  const [atD2] = await carriedProducts(t, d2, 1);
  other = await placeTestOrder(t, {
    retailerId: r1,
    distributorId: d2,
    lines: [{ productId: atD2!, qty: 3 }],
    at: new Date(Date.now() - 3 * DAY),
    status: 'A',
  });
});
afterAll(async () => {
  await t.close();
});

// A page of 100: the demo's retailers have a year of orders (the loyalty seed), more than a page of 20.
const view = (body: Record<string, unknown>, tk = token) =>
  t.call('/SalesOrder/OrderView', { PageSize: 100, ...body }, { token: tk });
const headers = (data: unknown) => data as TOrderHeader[];

async function expectedIds(where = sql`true`, cancelled = false): Promise<number[]> {
  const list = await rows<{ id: number }>(
    t,
    sql`select o.id from orders o where o.retailer_id = ${r1}
          and ${cancelled ? sql`o.status = 'C'` : sql`o.status <> 'C'`} and ${where}
        order by o.created_at desc, o.id desc`,
  );
  return list.map((r) => Number(r.id));
}

describe(`order history: OrderView and CancelOrderView (${engine})`, () => {
  it("lists the retailer's orders but the cancelled ones, newest first, in the contract's shape", async () => {
    const res = await view({});
    expect(res.status).toBe(200);
    const expected = await expectedIds();
    expect(expected.length).toBeGreaterThan(8);
    expect(res.body).toMatchObject({
      Status: 1,
      Code: '',
      Count: expected.length,
      TotalCount: expected.length,
    });
    const data = headers(res.body.Data);
    expect(data.map((o) => o.OrderId)).toEqual(expected);
    for (const o of data) {
      expect(ZOrderHeader.parse(o)).toEqual(o);
      expect(o.Status).not.toBe('C');
      expect(o.CanCancel).toBe(o.Status === 'I' || o.Status === 'B');
    }
    // Both distributors' orders, each with its name.
    expect(new Set(data.map((o) => o.DistributorId))).toEqual(new Set([d1, d2]));
    expect(data.find((o) => o.OrderId === other.id)?.DistributorName).toBe('Metro Distribution Co.');
    // Amounts are the stored totals.
    const [sums] = await rows<{ net: string; n: number }>(
      t,
      sql`select total_amount::text as net, line_count as n from orders where id = ${named.id}`,
    );
    const mine = data.find((o) => o.OrderId === named.id)!;
    expect(mine.NetAmount).toBe(Number(sums!.net));
    expect(mine.LineCount).toBe(1);
    expect(mine.TotalQty).toBe(6);
    expect(mine.Status).toBe('B');
    expect(mine.StatusName).toBe('Acknowledged');
  });

  it('lists only cancelled orders in CancelOrderView', async () => {
    const res = await t.call('/SalesOrder/CancelOrderView', {}, { token });
    expect(res.body.Status).toBe(1);
    const data = headers(res.body.Data);
    expect(data.map((o) => o.OrderId)).toEqual(await expectedIds(sql`true`, true));
    expect(data.length).toBeGreaterThan(0);
    for (const o of data) {
      expect(o.Status).toBe('C');
      expect(o.CanCancel).toBe(false);
      expect(o.CancelledOn).not.toBeNull();
    }
  });

  it('finds orders by order number and by product name, case-insensitively, wildcards taken literally', async () => {
    const byNo = headers((await view({ SearchText: named.orderNo.toLowerCase() })).body.Data);
    expect(byNo.map((o) => o.OrderId)).toEqual([named.id]);
    const byPart = headers((await view({ SearchText: named.orderNo.slice(2) })).body.Data);
    expect(byPart.map((o) => o.OrderId)).toContain(named.id);
    const word = named.productName.split(' ').slice(-2).join(' ').toUpperCase();
    const byName = headers((await view({ SearchText: word })).body.Data);
    expect(byName.map((o) => o.OrderId)).toContain(named.id);
    const expectedByName = await expectedIds(
      sql`exists (select 1 from order_lines ol where ol.order_id = o.id and ol.product_name ilike ${`%${word}%`})
          or o.order_no ilike ${`%${word}%`}`,
    );
    expect(byName.map((o) => o.OrderId)).toEqual(expectedByName);
    for (const text of ['%', '_', '\\', "' OR 1=1 --"]) {
      const res = await view({ SearchText: text });
      expect(res.status, text).toBe(200);
      expect(headers(res.body.Data), text).toEqual([]);
    }
  });

  it('narrows to a date range and to a month in the client time zone (the month wins)', async () => {
    const from = localDateTime(new Date(Date.now() - 30 * DAY), TZ).date;
    const to = localDateTime(new Date(Date.now() - 2 * DAY), TZ).date;
    const inRange = sql`(o.created_at at time zone ${TZ})::date between ${formatApiDate(from)}::date and ${formatApiDate(to)}::date`;
    const res = await view({ FromDate: formatApiDate(from), ToDate: formatApiDate(to) });
    expect(res.body.Status).toBe(1);
    const got = headers(res.body.Data).map((o) => o.OrderId);
    expect(got).toEqual(await expectedIds(inRange));
    expect(got).toContain(named.id);
    // Only one bound.
    const since = headers((await view({ FromDate: formatApiDate(from) })).body.Data).map((o) => o.OrderId);
    expect(since).toEqual(
      await expectedIds(sql`(o.created_at at time zone ${TZ})::date >= ${formatApiDate(from)}::date`),
    );
    const until = headers((await view({ ToDate: formatApiDate(to) })).body.Data).map((o) => o.OrderId);
    expect(until).toEqual(
      await expectedIds(sql`(o.created_at at time zone ${TZ})::date <= ${formatApiDate(to)}::date`),
    );
    // A month: the one two months back holds seeded orders.
    const monthDate = localDateTime(new Date(Date.now() - 60 * DAY), TZ).date;
    const month = formatMonth(monthDate);
    const inMonth = sql`to_char(o.created_at at time zone ${TZ}, 'MM-YYYY') = ${month}`;
    const byMonth = await view({ Month: month, FromDate: formatApiDate(to), ToDate: formatApiDate(to) });
    const monthIds = headers(byMonth.body.Data).map((o) => o.OrderId);
    expect(monthIds).toEqual(await expectedIds(inMonth));
    expect(monthIds.length).toBeGreaterThan(0);
    // A month without orders.
    expect(headers((await view({ Month: '01-2001' })).body.Data)).toEqual([]);
  });

  it('narrows to a vendor (distributor)', async () => {
    const atD2 = headers((await view({ VendorId: d2 })).body.Data);
    expect(atD2.map((o) => o.OrderId)).toEqual(await expectedIds(sql`o.distributor_id = ${d2}`));
    expect(atD2.map((o) => o.OrderId)).toContain(other.id);
    const atD1 = headers((await view({ VendorId: d1 })).body.Data);
    expect(atD1.every((o) => o.DistributorId === d1)).toBe(true);
    expect(atD1.length).toBeGreaterThan(0);
    // A distributor the retailer never ordered from: nothing (not an error).
    expect(headers((await view({ VendorId: d3 })).body.Data)).toEqual([]);
  });

  it('pages without overlap or gaps, TotalCount the whole list', async () => {
    const all = await expectedIds();
    const seen: number[] = [];
    for (let page = 1; page <= 100; page++) {
      const res = await view({ Page: page, PageSize: 3 });
      expect(res.body.TotalCount).toBe(all.length);
      const ids = headers(res.body.Data).map((o) => o.OrderId);
      expect(res.body.Count).toBe(ids.length);
      if (ids.length === 0) break;
      seen.push(...ids);
    }
    expect(seen).toEqual(all);
  });

  it("never shows another retailer's orders", async () => {
    const theirs = headers((await view({}, token2)).body.Data);
    expect(theirs.length).toBeGreaterThan(0);
    const [r2] = await rows<{ id: number }>(t, sql`select id from retailers where code = 'R0002'`);
    const r2Ids = (
      await rows<{ id: number }>(
        t,
        sql`select id from orders where retailer_id = ${r2!.id} and status <> 'C' order by created_at desc, id desc`,
      )
    ).map((r) => Number(r.id));
    expect(theirs.map((o) => o.OrderId)).toEqual(r2Ids);
    expect(theirs.map((o) => o.OrderId)).not.toContain(named.id);
    expect(headers((await view({ SearchText: named.orderNo }, token2)).body.Data)).toEqual([]);
  });

  it('refuses a bad filter with E008, never a 5xx', async () => {
    const bad: Array<Record<string, unknown>> = [
      { FromDate: '2025-02-30' },
      { FromDate: '01-05-2025' },
      { FromDate: '2025-06-10', ToDate: '2025-06-01' },
      { Month: '13-2025' },
      { Month: '2025-05' },
      { VendorId: 0 },
      { VendorId: 'x' },
      { Page: 0 },
      { PageSize: 101 },
      { SearchText: 'x'.repeat(500) },
      { SearchText: 42 },
      { SearchText: '\u0000' },
      { SearchText: 'dal\u0000' },
    ];
    for (const body of bad) {
      const res = await view(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ Status: 0, Code: 'E008' });
    }
    const raw = await t.app.inject({
      method: 'POST',
      url: '/api/SalesOrder/OrderView',
      headers: { 'content-type': 'application/json', 'user-key': token },
      payload: '{"SearchText":',
    });
    expect(raw.statusCode).toBe(400);
  });

  it('needs a session', async () => {
    const res = await t.call('/SalesOrder/OrderView', {});
    expect(res.status).toBe(401);
    expect(res.body.Code).toBe('E000');
  });
});

describe(`order history: the newest 500 only (${engine})`, () => {
  let token3: string;
  beforeAll(async () => {
    token3 = await t.tokenFor('newshop');
    const [p] = await carriedProducts(t, d3, 1);
    const clientId = Number(
      (await rows<{ id: number }>(t, sql`select id from clients where code = 'demo'`))[0]!.id,
    );
    // 520 bare orders an hour apart, the oldest first.
    await t.database.db.execute(
      sql`insert into orders (client_id, retailer_id, distributor_id, order_no, status, created_at, total_amount)
          select ${clientId}, ${r3}, ${d3}, 'BULK' || lpad(g::text, 4, '0'), 'I',
            now() - make_interval(hours => 600 - g), 10
          from generate_series(1, 520) g`,
    );
    await t.database.db.execute(
      sql`insert into order_lines (order_id, product_id, qty, price, product_name)
          select o.id, ${p!}, 1, 10, 'Bulk line' from orders o where o.retailer_id = ${r3}`,
    );
  });

  it('counts and pages at most 500 orders, the newest', async () => {
    const first = await t.call('/SalesOrder/OrderView', { Page: 1, PageSize: 100 }, { token: token3 });
    expect(first.body).toMatchObject({ Status: 1, Count: 100, TotalCount: 500 });
    expect(headers(first.body.Data)[0]!.OrderNo).toBe('BULK0520');
    const fifth = await t.call('/SalesOrder/OrderView', { Page: 5, PageSize: 100 }, { token: token3 });
    expect(fifth.body.Count).toBe(100);
    expect(headers(fifth.body.Data).at(-1)!.OrderNo).toBe('BULK0021');
    const sixth = await t.call('/SalesOrder/OrderView', { Page: 6, PageSize: 100 }, { token: token3 });
    expect(sixth.body).toMatchObject({ Status: 1, Count: 0, TotalCount: 500, Data: [] });
    // A page that straddles the limit stops at it.
    const straddle = await t.call('/SalesOrder/OrderView', { Page: 7, PageSize: 75 }, { token: token3 });
    expect(straddle.body.Count).toBe(50);
    expect(headers(straddle.body.Data).at(-1)!.OrderNo).toBe('BULK0021');
    // A filter counts within its own newest 500.
    const text = await t.call(
      '/SalesOrder/OrderView',
      { SearchText: 'bulk line', PageSize: 10 },
      { token: token3 },
    );
    expect(text.body.TotalCount).toBe(500);
    const old = await t.call('/SalesOrder/OrderView', { SearchText: 'BULK000' }, { token: token3 });
    expect(headers(old.body.Data).map((o) => o.OrderNo)).toEqual([
      'BULK0009',
      'BULK0008',
      'BULK0007',
      'BULK0006',
      'BULK0005',
      'BULK0004',
      'BULK0003',
      'BULK0002',
      'BULK0001',
    ]);
  });

  it('shows a bare order (no status history yet) with its placing as the first event', async () => {
    const [o] = await rows<{ id: number }>(t, sql`select id from orders where order_no = 'BULK0001'`);
    const res = await t.call(
      '/SalesOrder/OrderViewDetails',
      { OrderId: o!.id, NeedSummary: true },
      { token: token3 },
    );
    expect(res.body.Status).toBe(1);
    const parsed = ZOrderViewDetailsResponse.parse(res.body);
    expect(parsed.OrderSummary[0]!.StatusHistory.map((e) => e.Status)).toEqual(['I']);
    expect(parsed.Data[0]!.ImageUrl).toMatch(/^\/images\/products\/\d+\.svg$/);
  });
});
