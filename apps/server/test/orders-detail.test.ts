import type { OrderStatus } from '@restock/domain/codes';
import {
  type TInvoice,
  type TOrderHeader,
  ZInvoiceList,
  ZOrderViewDetailsResponse,
} from '@restock/domain/contracts/orders';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moveOrderStatus, recordInvoice } from '../src/modules/orders/fulfilment.ts';
import { carriedProducts, clientIdOf, historyOf, placeTestOrder, statusOf } from './orders-helpers.ts';
import { idOf, rows } from './product-helpers.ts';
import { createTestApp, engine, type TestApp } from './support/harness.ts';

const DAY = 24 * 60 * 60 * 1000;

let t: TestApp;
let token: string;
let token2: string;
let r1: number;
let d1: number;
let clientId: number;
let products: number[];
const byStatus = new Map<OrderStatus, { id: number; orderNo: string }>();

beforeAll(async () => {
  t = await createTestApp();
  token = await t.tokenFor('retailer1');
  token2 = await t.tokenFor('9000000002');
  r1 = await idOf(t, 'retailers', 'R0001');
  d1 = await idOf(t, 'distributors', 'D001');
  clientId = await clientIdOf(t);
  products = await carriedProducts(t, d1, 6);
  const statuses: OrderStatus[] = ['I', 'B', 'H', 'A', 'S', 'P', 'N', 'C'];
  for (const [i, status] of statuses.entries()) {
    byStatus.set(
      status,
      await placeTestOrder(t, {
        retailerId: r1,
        distributorId: d1,
        lines: [
          { productId: products[i % 6]!, qty: 12 },
          { productId: products[(i + 1) % 6]!, qty: 5 },
          { productId: products[(i + 2) % 6]!, qty: 7 },
        ],
        at: new Date(Date.now() - (10 - i) * DAY),
        status,
        free: status === 'S' ? [{ productId: products[5]!, qty: 2, forProductId: products[4]! }] : [],
      }),
    );
  }
});
afterAll(async () => {
  await t.close();
});

const order = (s: OrderStatus) => byStatus.get(s)!;
const details = (OrderId: unknown, NeedSummary: unknown = true, tk = token) =>
  t.call('/SalesOrder/OrderViewDetails', { OrderId, NeedSummary }, { token: tk });

describe(`OrderViewDetails (${engine})`, () => {
  it('answers the lines and OrderSummary[0] with address, free goods and status history', async () => {
    const res = await details(order('S').id);
    expect(res.status).toBe(200);
    const body = ZOrderViewDetailsResponse.parse(res.body);
    expect(body.Status).toBe(1);
    expect(body.Data).toHaveLength(3);
    expect(body.Count).toBe(3);
    const [line] = body.Data;
    const [stored] = await rows<Record<string, string>>(
      t,
      sql`select ol.product_id, ol.qty, ol.price::text as price, ol.net_amount::text as net, p.name
          from order_lines ol join products p on p.id = ol.product_id
          where ol.order_id = ${order('S').id} and not ol.is_free order by ol.id limit 1`,
    );
    expect(line).toMatchObject({
      ProductId: Number(stored!.product_id),
      ProductName: stored!.name,
      Qty: 12,
      Price: Number(stored!.price),
      NetAmount: Number(stored!.net),
      IsFree: 0,
      DistributorId: d1,
      InvoicedQty: 12,
      Available: true,
      IsSaleable: 1,
      OldPrice: null,
    });
    expect(line!.LineTotal).toBe(Math.round(12 * Number(stored!.price) * 100) / 100);
    expect(typeof line!.MinORDQty).toBe('number');
    const summary = body.OrderSummary[0]!;
    expect(summary.OrderNo).toBe(order('S').orderNo);
    expect(summary.Status).toBe('S');
    expect(summary.StatusHistory.map((e) => e.Status)).toEqual(['I', 'B', 'A', 'S']);
    expect(summary.StatusHistory[1]!.Remarks).not.toBe('');
    expect(summary.FreeProducts).toEqual([
      expect.objectContaining({
        ProductId: products[5],
        FreeQty: 2,
        ForProductId: products[4],
        DistributorId: d1,
      }),
    ]);
    expect(summary.Address).toMatchObject({ City: 'Mumbai', Default: true });
    expect(summary.DeliveryDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(summary.InvoiceCount).toBe(1);
    // The totals are the lines' sums.
    const sum = body.Data.reduce((n, l) => n + Math.round(l.NetAmount * 100), 0);
    expect(Math.round(summary.NetAmount * 100)).toBe(sum);
  });

  it("gives today's product facts for a repeat order: not carried any more is Available false", async () => {
    const id = order('I').id;
    const pid = products[0]!;
    await t.database.db.execute(
      sql`update distributor_products set active = false where distributor_id = ${d1} and product_id = ${pid}`,
    );
    await t.database.db.execute(
      sql`update distributor_products set min_order_qty = 6, max_order_qty = 60, is_saleable = false
          where distributor_id = ${d1} and product_id = ${products[1]!}`,
    );
    try {
      const body = ZOrderViewDetailsResponse.parse((await details(id)).body);
      const gone = body.Data.find((l) => l.ProductId === pid)!;
      expect(gone).toMatchObject({ Available: false, IsSaleable: 0, Qty: 12 });
      const limited = body.Data.find((l) => l.ProductId === products[1])!;
      expect(limited).toMatchObject({ Available: true, IsSaleable: 0, MinORDQty: 6, MaxORDQty: 60 });
    } finally {
      await t.database.db.execute(
        sql`update distributor_products set active = true where distributor_id = ${d1} and product_id = ${pid}`,
      );
      await t.database.db.execute(
        sql`update distributor_products set min_order_qty = 0, max_order_qty = 0, is_saleable = true
            where distributor_id = ${d1} and product_id = ${products[1]!}`,
      );
    }
  });

  it('answers OrderSummary [] when NeedSummary is false', async () => {
    const res = await details(order('B').id, false);
    expect(res.body.Status).toBe(1);
    expect((res.body as unknown as { OrderSummary: unknown[] }).OrderSummary).toEqual([]);
    expect((res.body.Data as unknown[]).length).toBe(3);
  });

  it("answers E012 for another retailer's order and an unknown id; E008 for a bad id", async () => {
    const theirs = await details(order('S').id, true, token2);
    expect(theirs.status).toBe(404);
    expect(theirs.body).toMatchObject({
      Status: 0,
      Code: 'E012',
      Msg: 'Invalid order number or No data found',
    });
    expect((await details(2_000_000_000)).body.Code).toBe('E012');
    for (const bad of [0, -1, 'abc', 1.5, null, 2 ** 31, {}]) {
      const res = await details(bad);
      expect(res.status, String(bad)).toBe(400);
      expect(res.body.Code).toBe('E008');
    }
  });
});

describe(`CancelOrder (${engine})`, () => {
  const cancel = (OrderNo: unknown, tk = token) =>
    t.call('/SalesOrder/CancelOrder', { OrderNo }, { token: tk });

  it.each(['I', 'B'] as const)(
    'cancels an order in status %s: history C, cancelled_at, moves to the cancelled list',
    async (s) => {
      const { id, orderNo } = order(s);
      const before = await historyOf(t, id);
      const res = await cancel(orderNo);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ Status: 1, Data: { OrderNo: orderNo, Status: 'C' } });
      expect(await statusOf(t, id)).toBe('C');
      expect(await historyOf(t, id)).toEqual([...before, 'C']);
      const [row] = await rows<{ cancelled_at: unknown }>(
        t,
        sql`select cancelled_at from orders where id = ${id}`,
      );
      expect(row!.cancelled_at).not.toBeNull();
      const history = (await t.call('/SalesOrder/OrderView', { SearchText: orderNo }, { token })).body
        .Data as TOrderHeader[];
      expect(history).toEqual([]);
      const cancelled = (await t.call('/SalesOrder/CancelOrderView', { SearchText: orderNo }, { token })).body
        .Data as TOrderHeader[];
      expect(cancelled.map((o) => o.OrderNo)).toEqual([orderNo]);
      expect(cancelled[0]!.CancelledOn).not.toBeNull();
      // Again (a double tap, a retry): the same answer, nothing more written.
      const again = await cancel(orderNo);
      expect(again.body).toMatchObject({ Status: 1, Data: { OrderNo: orderNo, Status: 'C' } });
      expect(await historyOf(t, id)).toEqual([...before, 'C']);
    },
  );

  it.each(['H', 'A', 'S', 'P', 'N'] as const)(
    'refuses to cancel an order in status %s and changes nothing',
    async (s) => {
      const { id, orderNo } = order(s);
      const before = await historyOf(t, id);
      const res = await cancel(orderNo);
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({
        Status: 0,
        Code: 'E017',
        Msg: 'Cancel order not possible, please contact your distributor',
      });
      expect(await statusOf(t, id)).toBe(s);
      expect(await historyOf(t, id)).toEqual(before);
    },
  );

  it("answers E012 for another retailer's order and leaves it as it was", async () => {
    const [theirs] = await rows<{ id: number; order_no: string; status: string }>(
      t,
      sql`select o.id, o.order_no, o.status from orders o join retailers r on r.id = o.retailer_id
          where r.code = 'R0002' and o.status in ('I', 'B') limit 1`,
    );
    expect(theirs).toBeDefined();
    const before = await historyOf(t, Number(theirs!.id));
    // retailer1 tries retailer2's order.
    const res = await cancel(theirs!.order_no);
    expect(res.status).toBe(404);
    expect(res.body.Code).toBe('E012');
    expect(await statusOf(t, Number(theirs!.id))).toBe(theirs!.status);
    expect(await historyOf(t, Number(theirs!.id))).toEqual(before);
    // And retailer2 cannot cancel retailer1's open order.
    const mine = await placeTestOrder(t, {
      retailerId: r1,
      distributorId: d1,
      lines: [{ productId: products[2]!, qty: 3 }],
      at: new Date(Date.now() - DAY),
    });
    expect((await cancel(mine.orderNo, token2)).body.Code).toBe('E012');
    expect(await statusOf(t, mine.id)).toBe('I');
  });

  it('is refused while the client has no CancelOrder menu entry', async () => {
    const { id, orderNo } = await placeTestOrder(t, {
      retailerId: r1,
      distributorId: d1,
      lines: [{ productId: products[1]!, qty: 2 }],
      at: new Date(Date.now() - DAY),
    });
    const [menu] = await rows<Record<string, unknown>>(
      t,
      sql`delete from menus where client_id = ${clientId} and t_code = 'CancelOrder' returning *`,
    );
    try {
      const res = await cancel(orderNo);
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ Status: 0, Code: 'E017' });
      expect(await statusOf(t, id)).toBe('I');
    } finally {
      await t.database.db.execute(
        sql`insert into menus (client_id, t_code, l_code, target, icon, seq)
            values (${clientId}, 'CancelOrder', ${String(menu!.l_code)}, ${String(menu!.target)}, ${String(menu!.icon)}, ${Number(menu!.seq)})`,
      );
    }
    expect((await cancel(orderNo)).body.Status).toBe(1);
  });

  it('refuses bad input with E008 and an unknown order with E012', async () => {
    for (const bad of ['', '   ', 'x'.repeat(51), 12, null, ['SO1'], '\u0000', 'SO\u0000100001']) {
      const res = await cancel(bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.Code).toBe('E008');
    }
    expect((await cancel('SO999999999')).body.Code).toBe('E012');
    expect((await t.call('/SalesOrder/CancelOrder', {}, { token })).body.Code).toBe('E008');
  });

  it('lets one of two racing cancels win and writes one history row', async () => {
    const racing = await placeTestOrder(t, {
      retailerId: r1,
      distributorId: d1,
      lines: [{ productId: products[3]!, qty: 4 }],
      at: new Date(Date.now() - DAY),
      status: 'B',
    });
    const answers = await Promise.all([
      cancel(racing.orderNo),
      cancel(racing.orderNo),
      cancel(racing.orderNo),
    ]);
    for (const a of answers) expect(a.body).toMatchObject({ Status: 1, Data: { Status: 'C' } });
    expect(await historyOf(t, racing.id)).toEqual(['I', 'B', 'C']);
  });
});

describe(`OrderInvoice (${engine})`, () => {
  const invoices = (OrderNo: unknown, tk = token) =>
    t.call('/SalesOrder/OrderInvoice', { OrderNo }, { token: tk });

  it('answers the invoice of an invoiced order: lines and amounts add up to the order', async () => {
    const res = await invoices(order('S').orderNo);
    expect(res.status).toBe(200);
    const list = ZInvoiceList.parse(res.body.Data);
    expect(list).toHaveLength(1);
    const inv = list[0]!;
    expect(inv.OrderNo).toBe(order('S').orderNo);
    expect(inv.InvoiceNo).toMatch(/^INV\d+$/);
    expect(inv.InvoiceDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(inv.DistributorName).toBe('Sharma Wholesale Traders');
    // Free goods are invoiced too (at no charge); the paid lines carry the money.
    expect(inv.Lines.reduce((n, l) => n + l.Qty, 0)).toBe(12 + 5 + 7 + 2);
    const [o] = await rows<{ net: string; gross: string; tax: string }>(
      t,
      sql`select total_amount::text as net, gross_amount::text as gross, tax_amount::text as tax
          from orders where id = ${order('S').id}`,
    );
    expect(inv.NetAmount).toBe(Number(o!.net));
    expect(inv.GrossAmount).toBe(Number(o!.gross));
    expect(inv.TaxAmount).toBe(Number(o!.tax));
    const lineSum = inv.Lines.reduce((n, l) => n + Math.round(l.NetAmount * 100), 0);
    expect(lineSum).toBe(Math.round(inv.NetAmount * 100));
  });

  it('answers part of the order for a partly completed one, and [] before any invoice', async () => {
    const part = ZInvoiceList.parse((await invoices(order('P').orderNo)).body.Data);
    expect(part).toHaveLength(1);
    expect(part[0]!.Lines.length).toBeLessThan(3);
    const [o] = await rows<{ net: string }>(
      t,
      sql`select total_amount::text as net from orders where id = ${order('P').id}`,
    );
    expect(part[0]!.NetAmount).toBeLessThan(Number(o!.net));
    for (const s of ['A', 'N', 'H'] as const) {
      const res = await invoices(order(s).orderNo);
      expect(res.body).toMatchObject({ Status: 1, Data: [], Count: 0 });
    }
  });

  it("answers E012 for another retailer's order or an unknown number, E008 for bad input", async () => {
    expect((await invoices(order('S').orderNo, token2)).body.Code).toBe('E012');
    expect((await invoices('SO-NOPE')).body.Code).toBe('E012');
    expect((await invoices('')).body.Code).toBe('E008');
    expect((await invoices({ x: 1 })).status).toBe(400);
  });
});

describe(`operator side: statuses and invoices (${engine})`, () => {
  it('moves only along the transition rules and always writes history', async () => {
    const o = await placeTestOrder(t, {
      retailerId: r1,
      distributorId: d1,
      lines: [
        { productId: products[0]!, qty: 10 },
        { productId: products[1]!, qty: 3 },
      ],
      at: new Date(Date.now() - 2 * DAY),
    });
    const db = t.database.db;
    const at = new Date();
    await expect(moveOrderStatus(db, { clientId, orderId: o.id, to: 'S', at })).rejects.toMatchObject({
      code: 'E017',
    });
    await expect(moveOrderStatus(db, { clientId, orderId: o.id, to: 'I', at })).rejects.toMatchObject({
      code: 'E017',
    });
    expect(await historyOf(t, o.id)).toEqual(['I']);
    await moveOrderStatus(db, { clientId, orderId: o.id, to: 'H', at, remarks: 'credit' });
    await moveOrderStatus(db, { clientId, orderId: o.id, to: 'B', at });
    await moveOrderStatus(db, { clientId, orderId: o.id, to: 'A', at });
    expect(await historyOf(t, o.id)).toEqual(['I', 'H', 'B', 'A']);
    // Another client's id is unknown.
    await expect(
      moveOrderStatus(db, { clientId: clientId + 999, orderId: o.id, to: 'S', at }),
    ).rejects.toMatchObject({
      code: 'E012',
    });

    // Invoice in two parts: the second takes what is left, so the parts add up to the lines.
    const lines = await rows<{ id: number; qty: number; net: string }>(
      t,
      sql`select id, qty, net_amount::text as net from order_lines where order_id = ${o.id} order by id`,
    );
    await recordInvoice(db, {
      clientId,
      orderId: o.id,
      invoiceDate: '2025-01-01',
      at,
      lines: [{ orderLineId: Number(lines[0]!.id), qty: 3 }],
    });
    await moveOrderStatus(db, { clientId, orderId: o.id, to: 'P', at });
    await expect(
      recordInvoice(db, {
        clientId,
        orderId: o.id,
        invoiceDate: '2025-01-02',
        at,
        lines: [{ orderLineId: Number(lines[0]!.id), qty: 8 }],
      }),
    ).rejects.toMatchObject({ code: 'E008' });
    await recordInvoice(db, { clientId, orderId: o.id, invoiceDate: '2025-01-02', at });
    await moveOrderStatus(db, { clientId, orderId: o.id, to: 'S', at });
    await expect(
      recordInvoice(db, { clientId, orderId: o.id, invoiceDate: '2025-01-03', at }),
    ).rejects.toMatchObject({
      code: 'E017',
    });
    expect(await historyOf(t, o.id)).toEqual(['I', 'H', 'B', 'A', 'P', 'S']);
    const list = ZInvoiceList.parse(
      (await t.call('/SalesOrder/OrderInvoice', { OrderNo: o.orderNo }, { token })).body.Data,
    ) as TInvoice[];
    expect(list).toHaveLength(2);
    const firstLine = Number(lines[0]!.id);
    const perLine = await rows<{ qty: number; net: string }>(
      t,
      sql`select sum(qty)::int as qty, sum(net_amount)::text as net from invoice_lines where order_line_id = ${firstLine}`,
    );
    expect(Number(perLine[0]!.qty)).toBe(10);
    expect(Number(perLine[0]!.net)).toBe(Number(lines[0]!.net));
    const detail = ZOrderViewDetailsResponse.parse((await details(o.id)).body);
    expect(detail.Data.map((l) => l.InvoicedQty)).toEqual([10, 3]);
    expect(detail.OrderSummary[0]!.InvoiceCount).toBe(2);
    // Invoicing an order that is not allocated is refused.
    const open = await placeTestOrder(t, {
      retailerId: r1,
      distributorId: d1,
      lines: [{ productId: products[0]!, qty: 1 }],
      at: new Date(Date.now() - DAY),
    });
    await expect(
      recordInvoice(db, { clientId, orderId: open.id, invoiceDate: '2025-01-01', at }),
    ).rejects.toMatchObject({
      code: 'E017',
    });
  });
});

describe(`demo order history (${engine})`, () => {
  it('has orders of every status over recent months, complete, with history and invoices', async () => {
    const seeded = await rows<Record<string, unknown>>(
      t,
      sql`select o.id, o.status, o.address, o.delivery_date, o.line_count, o.total_amount::text as net,
            (select coalesce(sum(net_amount), 0)::text from order_lines where order_id = o.id) as line_net,
            (select count(*)::int from invoices where order_id = o.id) as invoices,
            (select array_agg(status order by changed_at, id) from order_status_history where order_id = o.id) as history,
            (select count(*)::int from order_lines where order_id = o.id and product_name = '') as bare
          from orders o where o.order_no like 'SO-D00%'`,
    );
    expect(seeded.length).toBeGreaterThan(15);
    expect(new Set(seeded.map((o) => o.status))).toEqual(new Set(['I', 'B', 'N', 'A', 'S', 'C', 'P', 'H']));
    for (const o of seeded) {
      expect(o.address).not.toBeNull();
      expect(String(o.delivery_date)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number(o.line_count)).toBeGreaterThan(0);
      expect(o.net).toBe(o.line_net);
      expect(Number(o.bare)).toBe(0);
      const history = o.history as string[];
      expect(history[0]).toBe('I');
      expect(history.at(-1)).toBe(o.status === 'I' ? 'I' : o.status);
      expect(Number(o.invoices)).toBe(o.status === 'S' || o.status === 'P' ? 1 : 0);
    }
  });
});
