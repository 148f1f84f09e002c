import type { TExchangeSubmitResult } from '@restock/domain/contracts/exchange-return';
import type { TOrderDetailSummary } from '@restock/domain/contracts/orders';
import type {
  TReturnDetail,
  TReturnHeader,
  TReturnProduct,
  TReturnReason,
} from '@restock/domain/contracts/sales-return';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rejectExchange } from '../src/modules/exchange-return/service.ts';
import { moveOrderStatus } from '../src/modules/orders/fulfilment.ts';
import { moveReturnStatus } from '../src/modules/sales-return/service.ts';
import {
  d001,
  deliveryDates,
  expectFailure,
  firstAddressId,
  type PickedProduct,
  pickProducts,
  setSetting,
} from './cart-helpers.ts';
import { idOf, rows } from './product-helpers.ts';
import { createTestApp, engine, type TestApp } from './support/harness.ts';

/**
 * Exchange return (issue 17; docs/decisions/084): the exchange reasons, ExchangeSubmit making a
 * return (kind EX) and its replacement order in one transaction, every refusal with its code and
 * nothing stored, the idempotency key, 20 concurrent submits making one exchange, the history views
 * of both halves, and the switch.
 */
describe(`Exchange return (${engine})`, () => {
  let t: TestApp;
  let token: string;
  let d1: number;
  let addressId: number;
  let reasons: TReturnReason[];
  let returnable: TReturnProduct[];
  let sold: PickedProduct[];

  const call = (path: string, body: unknown = {}, headers?: Record<string, string>) =>
    t.call(path, body, { token, headers });
  const submit = (body: unknown, headers?: Record<string, string>) =>
    call('/SalesReturn/ExchangeSubmit', body, headers);
  const productList = async () => {
    const res = await call('/SalesReturn/ProductList', { PageSize: 100 });
    expect(res.body.Status, res.body.Msg).toBe(1);
    return res.body.Data as TReturnProduct[];
  };
  /** Returns, their lines and history, orders, their lines and history, carts: compared around refusals. */
  const stored = async () =>
    JSON.stringify(
      await Promise.all([
        rows(t, sql`select id, status, return_no, kind, exchange_order_id from sales_returns order by id`),
        rows(t, sql`select count(*)::int as n from sales_return_items`),
        rows(t, sql`select count(*)::int as n from sales_return_status_history`),
        rows(t, sql`select id, order_no from orders order by id`),
        rows(t, sql`select count(*)::int as n from order_lines`),
        rows(t, sql`select count(*)::int as n from order_status_history`),
        rows(t, sql`select * from cart_lines order by retailer_id, product_id`),
      ]),
    );
  /** A return line of one piece per unit asked, of a returnable product. */
  const back = (p: TReturnProduct, pieces: number, extra: Record<string, unknown> = {}) => ({
    PId: p.PId,
    ReasonId: reasons[0]!.ReasonId,
    CaseQty: 0,
    PieceQty: pieces,
    ...extra,
  });
  const out = (p: PickedProduct, pieces: number, extra: Record<string, unknown> = {}) => ({
    PId: p.id,
    CaseQty: 0,
    PieceQty: pieces,
    ...extra,
  });
  const good = (extra: Record<string, unknown> = {}) => ({
    AddressId: addressId,
    DeliveryDate: '',
    ExReturn: [back(returnable[0]!, 1)],
    ExOrder: [out(sold[0]!, 1)],
    ...extra,
  });
  const refusedWith = async (body: unknown, code: string, http?: number, msg?: RegExp) => {
    const before = await stored();
    const res = await submit(body);
    expectFailure(res, code, http);
    if (msg) expect(res.body.Msg).toMatch(msg);
    expect(res.status).toBeLessThan(500);
    expect(await stored()).toBe(before);
    return res;
  };
  const returnableOf = async (pid: number) =>
    (await productList()).find((p) => p.PId === pid)?.ReturnableQty ?? 0;

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.tokenFor('retailer1');
    d1 = await d001(t);
    const sw = await call('/Distributor/SwitchDistributor', { dId: d1 });
    expect(sw.body.Status, sw.body.Msg).toBe(1);
    addressId = await firstAddressId(t, token);
    reasons = (await call('/SalesReturn/ExReasonMaster')).body.Data as TReturnReason[];
    returnable = (await productList()).filter((p) => p.ReturnableQty >= 3);
    sold = await pickProducts(t, d1);
    expect(returnable.length).toBeGreaterThanOrEqual(3);
    expect(sold.length).toBeGreaterThanOrEqual(3);
  });
  afterAll(async () => t?.close());

  it('answers the exchange reasons (kind EX), not the sales return ones', async () => {
    expect(reasons.map((r) => r.ReasonName)).toEqual([
      'Damaged pack',
      'Expired',
      'Wrong flavour or size',
      'Slow moving',
    ]);
    const sales = (await call('/SalesReturn/ReasonMaster')).body.Data as TReturnReason[];
    expect(sales.map((r) => r.ReasonId)).not.toContain(reasons[0]!.ReasonId);
  });

  it('seeds past exchanges for retailer1, each linked to its order, shown in return history as EX', async () => {
    const seeded = await rows<{ return_no: string; order_no: string; remarks: string }>(
      t,
      sql`select sr.return_no, o.order_no, h.remarks from sales_returns sr join orders o on o.id = sr.exchange_order_id
          join order_status_history h on h.order_id = o.id and h.status = 'I'
          where sr.kind = 'EX' and sr.retailer_id = (select retailer_id from users where login_id = 'retailer1')`,
    );
    expect(seeded.length).toBeGreaterThanOrEqual(2);
    for (const s of seeded) expect(s.remarks).toBe(`Exchange order for return ${s.return_no}`);
    const history = (await call('/SalesReturn/ReturnView', { PageSize: 50 })).body.Data as TReturnHeader[];
    const ex = history.filter((h) => h.Kind === 'EX');
    expect(ex.length).toBeGreaterThanOrEqual(2);
    for (const h of ex) {
      expect(h.SRH_No).toMatch(/^EXR/);
      expect(h.ExchangeOrderNo).toMatch(/^SO/);
    }
    expect(history.filter((h) => h.Kind === 'SR').every((h) => h.ExchangeOrderNo === null)).toBe(true);
  });

  it('makes a return and a valued order in one go, answering both; lines at 0 are left out', async () => {
    const p = returnable[0]!;
    const before = await returnableOf(p.PId);
    const [{ n: cartBefore }] = (await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from cart_lines`,
    )) as [{ n: number }];
    const res = await submit(
      good({
        ExReturn: [back(p, 2), back(returnable[1]!, 0)],
        ExOrder: [out(sold[0]!, 1), out(sold[1]!, 1), out(sold[2]!, 0)],
      }),
    );
    expect(res.body.Status, res.body.Msg).toBe(1);
    const r = res.body.Data as TExchangeSubmitResult;
    expect(r.ReturnNo).toMatch(/^EXR\d+$/);
    expect(r.OrderNo).toMatch(/^SO\d+$/);
    expect(await returnableOf(p.PId)).toBe(before - 2);

    const [ret] = await rows<Record<string, unknown>>(
      t,
      sql`select kind, status, exchange_order_id, total_qty, line_count from sales_returns where id = ${r.ReturnId}`,
    );
    expect(ret).toMatchObject({
      kind: 'EX',
      status: 'S',
      exchange_order_id: r.OrderId,
      total_qty: 2,
      line_count: 1,
    });
    const lines = await rows<{
      product_id: number;
      qty: number;
      price: string;
      is_free: boolean;
      net_amount: string;
    }>(
      t,
      sql`select product_id, qty, price::text as price, is_free, net_amount::text as net_amount from order_lines
          where order_id = ${r.OrderId} order by product_id`,
    );
    expect(lines.map((l) => [Number(l.product_id), Number(l.qty)])).toEqual([
      [sold[0]!.id, 1],
      [sold[1]!.id, 1],
    ]);
    // Valued at the distributor's price (decision 084), never free goods.
    expect(lines.every((l) => !l.is_free && Number(l.net_amount) > 0)).toBe(true);
    expect(Number(lines[0]!.price)).toBeCloseTo(Number(sold[0]!.price), 2);
    const [order] = await rows<Record<string, unknown>>(
      t,
      sql`select o.status, o.address_id, o.total_qty, h.remarks from orders o
          join order_status_history h on h.order_id = o.id where o.id = ${r.OrderId}`,
    );
    expect(order).toMatchObject({ status: 'I', address_id: addressId, total_qty: 2 });
    expect(order!.remarks).toBe(`Exchange order for return ${r.ReturnNo}`);
    // The order is in the order history like any other; the cart was not touched.
    const detail = await call('/SalesOrder/OrderViewDetails', { OrderId: r.OrderId, NeedSummary: true });
    expect(detail.body.Status, detail.body.Msg).toBe(1);
    expect(JSON.stringify(detail.body)).toContain(`Exchange order for return ${r.ReturnNo}`);
    const [{ n: cartAfter }] = (await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from cart_lines`,
    )) as [{ n: number }];
    expect(cartAfter).toBe(cartBefore);
    // The return's detail names its order.
    const view = await call('/SalesReturn/ReturnViewDetails', { SalesReturnId: r.ReturnId });
    const d = (view.body.Data as TReturnDetail[])[0]!;
    expect(d.Summary).toMatchObject({ Kind: 'EX', ExchangeOrderId: r.OrderId, ExchangeOrderNo: r.OrderNo });
    expect(d.ProductList.map((l) => [l.PId, l.Qty, l.Reason])).toEqual([[p.PId, 2, reasons[0]!.ReasonName]]);
  });

  it('counts cases as ConversionQty pieces on both sides (and the spec’s lone Qty as pieces)', async () => {
    const [row] = await rows<{ id: number; conversion_qty: number }>(
      t,
      sql`select p.id, p.conversion_qty from products p where p.id = ${sold[0]!.id}`,
    );
    const conversion = Number(row!.conversion_qty);
    const p = (await productList()).find((x) => x.ReturnableQty >= conversion + 1 && x.ConversionQty >= 1)!;
    const res = await submit(
      good({
        ExReturn: [{ PId: p.PId, ReasonId: reasons[1]!.ReasonId, Qty: conversion }],
        ExOrder: [out(sold[0]!, 0, { CaseQty: 1 })],
      }),
    );
    expect(res.body.Status, res.body.Msg).toBe(1);
    const r = res.body.Data as TExchangeSubmitResult;
    const [l] = await rows<{ qty: number }>(
      t,
      sql`select qty from order_lines where order_id = ${r.OrderId}`,
    );
    expect(Number(l!.qty)).toBe(conversion);
    // Qty beside cases and pieces must agree with them.
    await refusedWith(good({ ExOrder: [out(sold[0]!, 1, { Qty: 2 })] }), 'E008', 400);
  });

  it('refuses when returned and ordered pieces differ (E017 exchangeQtyMismatch), storing nothing', async () => {
    await refusedWith(
      good({ ExReturn: [back(returnable[1]!, 2)], ExOrder: [out(sold[0]!, 1)] }),
      'E017',
      undefined,
      /^exchangeQtyMismatch: 2 pieces returned, 1 pieces ordered/,
    );
    await refusedWith(
      good({ ExReturn: [back(returnable[1]!, 1)], ExOrder: [out(sold[0]!, 1), out(sold[1]!, 1)] }),
      'E017',
      undefined,
      /^exchangeQtyMismatch/,
    );
  });

  it('refuses an empty side: nothing returned E013, nothing ordered E021', async () => {
    await refusedWith(good({ ExReturn: [] }), 'E013');
    await refusedWith(good({ ExReturn: [back(returnable[1]!, 0)] }), 'E013');
    await refusedWith(good({ ExOrder: [out(sold[0]!, 0)] }), 'E021');
  });

  it("requires a delivery address, the retailer's own (E016)", async () => {
    await refusedWith(good({ AddressId: 0 }), 'E016');
    const { AddressId: _drop, ...noAddress } = good();
    await refusedWith(noAddress, 'E016');
    const [other] = await rows<{ id: number }>(
      t,
      sql`select a.id from retailer_addresses a join users u on u.retailer_id = a.retailer_id
          where u.login_id <> 'retailer1' order by a.id limit 1`,
    );
    await refusedWith(good({ AddressId: Number(other!.id) }), 'E016');
  });

  it('keeps the return within invoiced less returned (E017) and to invoiced products (E012)', async () => {
    const p = returnable[2]!;
    const left = await returnableOf(p.PId);
    await refusedWith(
      good({ ExReturn: [back(p, left + 1)], ExOrder: [out(sold[0]!, left + 1)] }),
      'E017',
      undefined,
      /^returnQtyExceedsInvoiced/,
    );
    const [never] = await rows<{ id: number }>(
      t,
      sql`select dp.product_id as id from distributor_products dp where dp.distributor_id = ${d1}
          and dp.product_id <> all(${`{${(await productList()).map((x) => x.PId).join(',')}}`}::int[]) order by 1 limit 1`,
    );
    await refusedWith(
      good({ ExReturn: [{ PId: Number(never!.id), ReasonId: reasons[0]!.ReasonId, PieceQty: 1 }] }),
      'E012',
    );
  });

  it('takes exchange reasons only (a sales return reason is E008) and no future MfgDate', async () => {
    const sales = (await call('/SalesReturn/ReasonMaster')).body.Data as TReturnReason[];
    await refusedWith(
      good({ ExReturn: [back(returnable[1]!, 1, { ReasonId: sales[0]!.ReasonId })] }),
      'E008',
    );
    await refusedWith(good({ ExReturn: [back(returnable[1]!, 1, { MfgDate: '2999-01-01' })] }), 'E008');
  });

  it('orders only what the distributor sells now (E017 exchangeNotOrderable)', async () => {
    const [notSaleable] = await rows<{ id: number }>(
      t,
      sql`select product_id as id from distributor_products where distributor_id = ${d1} and not is_saleable limit 1`,
    );
    const [elsewhere] = await rows<{ id: number }>(
      t,
      sql`select p.id from products p where not exists (select 1 from distributor_products dp
          where dp.product_id = p.id and dp.distributor_id = ${d1}) order by p.id limit 1`,
    );
    for (const id of [notSaleable?.id, elsewhere?.id, 2_000_000_000].filter((x) => x !== undefined)) {
      await refusedWith(
        good({ ExOrder: [{ PId: Number(id), PieceQty: 1 }] }),
        'E017',
        undefined,
        /^exchangeNotOrderable/,
      );
    }
  });

  it('refuses a delivery date not offered now (E005) and takes an offered one', async () => {
    await refusedWith(good({ DeliveryDate: '2020-01-01' }), 'E005');
    const dates = await deliveryDates(t, token);
    const res = await submit(
      good({ ExReturn: [back(returnable[1]!, 1)], DeliveryDate: dates.StandardDeliveryDate }),
    );
    expect(res.body.Status, res.body.Msg).toBe(1);
    const [o] = await rows<{ delivery_date: string }>(
      t,
      sql`select delivery_date::text as delivery_date from orders where id = ${(res.body.Data as TExchangeSubmitResult).OrderId}`,
    );
    expect(o!.delivery_date).toBe(dates.StandardDeliveryDate);
  });

  it('refuses bad input with E008 and stores nothing', async () => {
    const bad: unknown[] = [
      {},
      [],
      'x',
      good({ ExOrder: 'x' }),
      good({ ExReturn: [{ PId: 'abc', ReasonId: 1, PieceQty: 1 }] }),
      good({ ExReturn: [back(returnable[1]!, -1)] }),
      good({ ExReturn: [back(returnable[1]!, 1.5)] }),
      good({ ExReturn: [back(returnable[1]!, 0, { PieceQty: '1' })] }),
      good({ ExReturn: [{ PId: returnable[1]!.PId, PieceQty: 1 }] }),
      good({ ExReturn: [back(returnable[1]!, 1), back(returnable[1]!, 1)] }),
      good({ ExOrder: [out(sold[0]!, 1), out(sold[0]!, 1)] }),
      good({ ExOrder: Array.from({ length: 101 }, (_, i) => ({ PId: i + 1, PieceQty: 1 })) }),
      good({ DeliveryDate: '2026-02-30' }),
      good({ AddressId: -1 }),
      good({ IdempotencyKey: 'short' }),
    ];
    for (const body of bad) await refusedWith(body, 'E008', 400);
  });

  it('answers a repeat of the Idempotency-Key with the same exchange; another body with the key is 422', async () => {
    const key = `ex-key-${Date.now()}`;
    const body = good({ ExReturn: [back(returnable[1]!, 1)] });
    const first = await submit(body, { 'Idempotency-Key': key });
    expect(first.body.Status, first.body.Msg).toBe(1);
    const again = await submit({ ...body, IdempotencyKey: key });
    expect(again.body.Data).toEqual(first.body.Data);
    const before = await stored();
    const other = await submit({ ...body, ExOrder: [out(sold[1]!, 1)] }, { 'Idempotency-Key': key });
    expect([other.status, other.body.Code]).toEqual([422, 'E008']);
    expect(await stored()).toBe(before);
  });

  it('20 concurrent identical submits make exactly one exchange', async () => {
    const key = `ex-race-${Date.now()}`;
    const body = good({ ExReturn: [back(returnable[1]!, 1)], IdempotencyKey: key });
    const count = async () =>
      Number(
        (
          await rows<{ n: number }>(t, sql`select count(*)::int as n from sales_returns where kind = 'EX'`)
        )[0]!.n,
      );
    const ordersBefore = Number(
      (await rows<{ n: number }>(t, sql`select count(*)::int as n from orders`))[0]!.n,
    );
    const before = await count();
    const answers = await Promise.all(Array.from({ length: 20 }, () => submit(body)));
    expect(answers.every((a) => a.status === 200 && a.body.Status === 1)).toBe(true);
    const ids = new Set(answers.map((a) => JSON.stringify(a.body.Data)));
    expect(ids.size).toBe(1);
    expect(await count()).toBe(before + 1);
    const ordersAfter = Number(
      (await rows<{ n: number }>(t, sql`select count(*)::int as n from orders`))[0]!.n,
    );
    expect(ordersAfter).toBe(ordersBefore + 1);
  });

  it('20 concurrent keyless submits never return more than may be returned', async () => {
    // The product with the fewest pieces left to return (the demo's year of purchases makes them many).
    const p = (await productList())
      .filter((x) => x.ReturnableQty >= 1)
      .sort((a, b) => a.ReturnableQty - b.ReturnableQty)[0]!;
    const left = p.ReturnableQty;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        submit(good({ ExReturn: [back(p, left)], ExOrder: [out(sold[0]!, left)] })),
      ),
    );
    expect(answers.filter((a) => a.body.Status === 1)).toHaveLength(1);
    expect(answers.filter((a) => a.body.Code === 'E017')).toHaveLength(19);
    expect(await returnableOf(p.PId)).toBe(0);
  });

  it('is refused when the client has exchange return switched off (E017, 403)', async () => {
    await setSetting(t, 'isEnableExchangeReturn', 'false');
    try {
      await refusedWith(good(), 'E017', 403);
      expectFailure(await call('/SalesReturn/ExReasonMaster'), 'E017', 403);
    } finally {
      await setSetting(t, 'isEnableExchangeReturn', 'true');
    }
  });

  it('lists returnable goods for the exchange even with sales return switched off', async () => {
    await setSetting(t, 'isShowSalesReturn', 'false');
    try {
      expect((await call('/SalesReturn/ProductList', { PageSize: 5 })).body.Status).toBe(1);
      expectFailure(await call('/SalesReturn/ReturnSummary'), 'E017', 403);
      await setSetting(t, 'isEnableExchangeReturn', 'false');
      expectFailure(await call('/SalesReturn/ProductList', { PageSize: 5 }), 'E017', 403);
    } finally {
      await setSetting(t, 'isShowSalesReturn', 'true');
      await setSetting(t, 'isEnableExchangeReturn', 'true');
    }
  });

  it('works at the distributor selected: goods another distributor invoiced are not returnable here', async () => {
    const d2 = await idOf(t, 'distributors', 'D002');
    expect((await call('/Distributor/SwitchDistributor', { dId: d2 })).body.Status).toBe(1);
    try {
      await refusedWith(good(), 'E012');
    } finally {
      expect((await call('/Distributor/SwitchDistributor', { dId: d1 })).body.Status).toBe(1);
    }
  });

  describe('cancelling the order, rejecting the return (decision 094)', () => {
    /** A fresh exchange of one piece: a product that may still be returned, the first orderable one. */
    const exchange = async () => {
      const p = (await productList()).find((x) => x.ReturnableQty >= 1)!;
      const res = await submit(good({ ExReturn: [back(p, 1)], ExOrder: [out(sold[0]!, 1)] }));
      expect(res.body.Status, res.body.Msg).toBe(1);
      return { ...(res.body.Data as TExchangeSubmitResult), pid: p.PId };
    };
    const cancel = (OrderNo: string) => call('/SalesOrder/CancelOrder', { OrderNo });
    const statuses = async (r: TExchangeSubmitResult) => {
      const [row] = await rows<{ o: string; r: string }>(
        t,
        sql`select o.status as o, sr.status as r from sales_returns sr join orders o on o.id = sr.exchange_order_id
            where sr.id = ${r.ReturnId}`,
      );
      return `${row!.o}/${row!.r}`;
    };
    const header = async (r: TExchangeSubmitResult) =>
      (
        (await call('/SalesOrder/OrderViewDetails', { OrderId: r.OrderId, NeedSummary: true }))
          .body as unknown as { OrderSummary: TOrderDetailSummary[] }
      ).OrderSummary[0];

    it('names the exchange return on its order; cancelling the order cancels the undecided return too', async () => {
      const r = await exchange();
      const before = await returnableOf(r.pid);
      expect(await header(r)).toMatchObject({
        ExchangeReturnNo: r.ReturnNo,
        ExchangeReturnStatus: 'S',
        CanCancel: true,
      });
      const res = await cancel(r.OrderNo);
      expect(res.body.Status, res.body.Msg).toBe(1);
      expect(res.body.Data).toMatchObject({ OrderNo: r.OrderNo, Status: 'C', CancelledReturnNo: r.ReturnNo });
      expect(await statuses(r)).toBe('C/C');
      // The pieces may be returned again, and the return's history says why it ended.
      expect(await returnableOf(r.pid)).toBe(before + 1);
      const view = await call('/SalesReturn/ReturnViewDetails', { SalesReturnId: r.ReturnId });
      const d = (view.body.Data as TReturnDetail[])[0]!;
      expect(d.StatusHistory.at(-1)).toMatchObject({
        Status: 'C',
        Remarks: `Cancelled with exchange order ${r.OrderNo}`,
      });
      // A repeat answers as the first cancel and writes nothing more.
      const again = await cancel(r.OrderNo);
      expect(again.body).toMatchObject({ Status: 1, Data: { Status: 'C', CancelledReturnNo: null } });
      const [{ n }] = (await rows<{ n: number }>(
        t,
        sql`select count(*)::int as n from sales_return_status_history where return_id = ${r.ReturnId}`,
      )) as [{ n: number }];
      expect(n).toBe(2);
    });

    it('refuses to cancel the order once its return is approved (E017 exchangeReturnApproved), changing nothing', async () => {
      const r = await exchange();
      await moveReturnStatus(t.database.db, {
        returnId: r.ReturnId,
        status: 'A',
        remarks: 'Approved',
        at: new Date(),
      });
      expect(await header(r)).toMatchObject({ ExchangeReturnStatus: 'A', CanCancel: false });
      const before = await stored();
      const res = await cancel(r.OrderNo);
      expectFailure(res, 'E017');
      expect(res.body.Msg).toMatch(new RegExp(`^exchangeReturnApproved: ${r.ReturnNo}`));
      expect(await stored()).toBe(before);
      expect(await statuses(r)).toBe('I/A');
    });

    it('cancels only the order when its return was already rejected', async () => {
      const r = await exchange();
      await moveReturnStatus(t.database.db, {
        returnId: r.ReturnId,
        status: 'C',
        remarks: 'Rejected',
        at: new Date(),
      });
      const res = await cancel(r.OrderNo);
      expect(res.body.Data).toMatchObject({ Status: 'C', CancelledReturnNo: null });
      expect(await statuses(r)).toBe('C/C');
      const [{ n }] = (await rows<{ n: number }>(
        t,
        sql`select count(*)::int as n from sales_return_status_history where return_id = ${r.ReturnId}`,
      )) as [{ n: number }];
      expect(n).toBe(2);
    });

    it('rejecting the exchange cancels its open order; an allocated order is left to the distributor', async () => {
      const [{ client_id: clientId }] = (await rows<{ client_id: number }>(
        t,
        sql`select client_id from users where login_id = 'retailer1'`,
      )) as [{ client_id: number }];
      const open = await exchange();
      expect(
        await rejectExchange(t.database.db, {
          clientId,
          returnId: open.ReturnId,
          remarks: 'Not damaged',
          at: new Date(),
        }),
      ).toEqual({ orderCancelled: true });
      expect(await statuses(open)).toBe('C/C');
      const history = await rows<{ remarks: string }>(
        t,
        sql`select remarks from order_status_history where order_id = ${open.OrderId} and status = 'C'`,
      );
      expect(history.map((h) => h.remarks)).toEqual([`Cancelled: exchange return ${open.ReturnNo} rejected`]);
      // Again: nothing more.
      expect(
        await rejectExchange(t.database.db, {
          clientId,
          returnId: open.ReturnId,
          remarks: 'Again',
          at: new Date(),
        }),
      ).toEqual({ orderCancelled: false });

      const allocated = await exchange();
      for (const to of ['B', 'A'] as const)
        await moveOrderStatus(t.database.db, { clientId, orderId: allocated.OrderId, to, at: new Date() });
      expect(
        await rejectExchange(t.database.db, {
          clientId,
          returnId: allocated.ReturnId,
          remarks: 'No',
          at: new Date(),
        }),
      ).toEqual({ orderCancelled: false });
      expect(await statuses(allocated)).toBe('A/C');
      // Another client's or a sales return's id is not an exchange.
      await expect(
        rejectExchange(t.database.db, {
          clientId: clientId + 999,
          returnId: open.ReturnId,
          remarks: '',
          at: new Date(),
        }),
      ).rejects.toMatchObject({ code: 'E012' });
    });
  });
});
