import type { TCartTotals } from '@restock/domain/contracts/cart';
import {
  addDays,
  formatApiDate,
  parseApiDate,
  deliveryDates as rulesDeliveryDates,
} from '@restock/domain/rules/delivery';
import { toPaise } from '@restock/domain/rules/pricing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  cartDetail,
  clearCart,
  count,
  d001,
  deliveryDates,
  expectFailure,
  firstAddressId,
  line,
  type PickedProduct,
  pickProducts,
  resetCheckout,
  setSetting,
  upload,
  uploadOk,
} from './cart-helpers.ts';
import { rows } from './product-helpers.ts';
import { createTestApp, engine, type TestApp } from './support/harness.ts';

/**
 * Checkout (issue 4): the delivery dates and OrderSubmit — one transaction that turns the cart into
 * orders (one per split) priced exactly as the cart showed, its repeats, and every refusal.
 */
describe(`Checkout (${engine})`, () => {
  let t: TestApp;
  let token: string;
  let dist: number;
  let addressId: number;
  let products: PickedProduct[];
  /** One product of each of three brands (orderSplit true,brand makes one order per brand). */
  let threeBrands: PickedProduct[];

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.tokenFor('retailer1');
    dist = await d001(t);
    addressId = await firstAddressId(t, token);
    products = await pickProducts(t, dist, undefined, 200);
    const byBrand = new Map<number, PickedProduct>();
    for (const p of products) if (!byBrand.has(p.brandId)) byBrand.set(p.brandId, p);
    threeBrands = [...byBrand.values()].slice(0, 3);
    expect(threeBrands.length).toBe(3);
  });
  afterAll(async () => t?.close());
  beforeEach(async () => resetCheckout(t, dist, token));

  const submit = async (body: Record<string, unknown>, headers?: Record<string, string>) =>
    t.call('/SalesOrder/OrderSubmit', body, { token, ...(headers ? { headers } : {}) });
  const standardDate = async () => (await deliveryDates(t, token)).StandardDeliveryDate;

  it('answers the delivery dates of the distributor schedule in the client time zone', async () => {
    const before = new Date();
    const dates = await deliveryDates(t, token);
    const expected = rulesDeliveryDates(before, 'Asia/Kolkata', {
      deliveryDays: [1, 2, 3, 4, 5, 6],
      standardLeadDays: 1,
      expressLeadDays: 0,
      expressEnabled: true,
    });
    expect(dates).toMatchObject({
      StandardDeliveryDate: formatApiDate(expected.standard),
      ExpressDeliveryDate: formatApiDate(expected.express!),
      CutoffTime: '15:00',
      CutoffPassed: expected.afterCutoff,
      TimeZone: 'Asia/Kolkata',
      BookedOn: formatApiDate(expected.bookedOn),
    });
    // Sunday is not a delivery day of D001.
    expect(new Date(`${dates.StandardDeliveryDate}T00:00:00Z`).getUTCDay()).not.toBe(0);
    await setSetting(t, 'isEnableExpressDelivery', 'false');
    expect((await deliveryDates(t, token)).ExpressDeliveryDate).toBeNull();
    await setSetting(t, 'isEnableExpressDelivery', 'true');
    expectFailure(await t.call('/Appconfig/GetDeliveryDate', { x: 1 }, { token }), 'E008', 400);
  });

  it('turns the cart into one order per split, priced as the cart showed, and clears the cart', async () => {
    await uploadOk(
      t,
      token,
      threeBrands.map((p, i) => line(p, dist, 5 + i)),
    );
    const cart = await cartDetail(t, token);
    const totals = cart.Totals as TCartTotals;
    const date = await standardDate();
    const res = await submit({ DeliveryDate: date, AddressId: addressId });
    expect(res.status).toBe(200);
    expect(res.body.Status, res.body.Msg).toBe(1);
    const ids = res.body.Data as number[];
    expect(ids.length).toBe(3);

    const orders = await rows<Record<string, unknown>>(
      t,
      sql`select id, order_no, status, total_amount::text as net, gross_amount::text as gross, tax_amount::text as tax,
            disc_amount::text as disc, scheme_amount::text as scheme, delivery_date, address, split_name, line_count,
            total_qty, submission_id, is_foc, address_id
          from orders where id = any(${`{${ids.join(',')}}`}::int[]) order by id`,
    );
    expect(orders.map((o) => Number(o.id))).toEqual(ids);
    let net = 0n;
    let gross = 0n;
    for (const [i, o] of orders.entries()) {
      expect(o.status).toBe('I');
      expect(String(o.order_no)).toMatch(/^SO\d+$/);
      expect(o.delivery_date).toBe(date);
      expect(Number(o.address_id)).toBe(addressId);
      expect((o.address as { RetAddress_Id: number }).RetAddress_Id).toBe(addressId);
      expect(o.split_name).toBe(cart.Data[i]!.BrandName);
      expect(Number(o.line_count)).toBe(1);
      expect(o.is_foc).toBe(false);
      const line = cart.Data[i]!;
      expect(toPaise(String(o.net))).toBe(toPaise(line.NetAmount));
      net += toPaise(String(o.net));
      gross += toPaise(String(o.gross));
    }
    expect(net).toBe(toPaise(totals.NetAmount));
    expect(gross).toBe(toPaise(totals.GrossAmount));

    const lines = await rows<Record<string, unknown>>(
      t,
      sql`select order_id, product_id, qty, price::text as price, net_amount::text as net, is_free
          from order_lines where order_id = any(${`{${ids.join(',')}}`}::int[]) order by order_id`,
    );
    expect(lines.map((l) => [Number(l.product_id), Number(l.qty), toPaise(String(l.net))])).toEqual(
      cart.Data.map((l) => [l.ProductId, l.Qty, toPaise(l.NetAmount)]),
    );
    expect(
      await count(
        t,
        sql`select count(*)::int as n from order_status_history where order_id = any(${`{${ids.join(',')}}`}::int[]) and status = 'I'`,
      ),
    ).toBe(3);
    const [submission] = await rows<{ order_ids: number[]; idempotency_key: string | null }>(
      t,
      sql`select order_ids, idempotency_key from order_submissions where id = ${Number(orders[0]!.submission_id)}`,
    );
    expect(submission!.order_ids).toEqual(ids);
    expect((await cartDetail(t, token)).Data).toEqual([]);

    // The order history shows them (the orders module reads the same rows).
    const view = await t.call(
      '/SalesOrder/OrderViewDetails',
      { OrderId: ids[0], NeedSummary: true },
      { token },
    );
    if (view.status !== 404) expect(view.body.Status, view.body.Msg).toBe(1);
  });

  it('makes one order when the split is off, with scheme free goods as free lines', async () => {
    await setSetting(t, 'orderSplit', 'false');
    const [crunchos] = await pickProducts(
      t,
      dist,
      sql`dp.min_order_qty = 0 and dp.max_order_qty = 0 and not dp.is_foc and dp.sih > 100 and exists (
        select 1 from scheme_products sp join schemes s on s.id = sp.scheme_id
        where sp.product_id = p.id and s.code = 'SCH-CRUNCHOS-10+1')`,
      1,
    );
    await uploadOk(t, token, [...threeBrands.map((p) => line(p, dist, 2)), line(crunchos!, dist, 24)]);
    const cart = await cartDetail(t, token);
    const res = await submit({ DeliveryDate: await standardDate(), AddressId: addressId });
    const ids = res.body.Data as number[];
    expect(ids.length).toBe(1);
    const [order] = await rows<{
      net: string;
      free_qty: number;
      line_count: number;
      split_name: string | null;
    }>(
      t,
      sql`select total_amount::text as net, free_qty, line_count, split_name from orders where id = ${ids[0]}`,
    );
    expect(toPaise(order!.net)).toBe(toPaise((cart.Totals as TCartTotals).NetAmount));
    expect(Number(order!.free_qty)).toBe(3);
    expect(Number(order!.line_count)).toBe(4);
    expect(order!.split_name).toBeNull();
    const free = await rows<{
      product_id: number;
      qty: number;
      price: string;
      for_product_id: number;
      net: string;
    }>(
      t,
      sql`select product_id, qty, price::text as price, for_product_id, net_amount::text as net
          from order_lines where order_id = ${ids[0]} and is_free`,
    );
    expect(free).toEqual([
      { product_id: crunchos!.id, qty: 3, price: '0.00', for_product_id: crunchos!.id, net: '0.00' },
    ]);
  });

  it('answers the same order ids to a repeat with the same Idempotency-Key, and refuses it with another body', async () => {
    await uploadOk(t, token, [line(products[0]!, dist, 3)]);
    const date = await standardDate();
    const key = 'checkout-key-0001';
    const first = await submit({ DeliveryDate: date, AddressId: addressId }, { 'Idempotency-Key': key });
    expect(first.body.Status, first.body.Msg).toBe(1);
    const again = await submit({ DeliveryDate: date, AddressId: addressId }, { 'Idempotency-Key': key });
    expect(again.body).toMatchObject({ Status: 1, Data: first.body.Data });
    expect(again.headers['idempotent-replayed']).toBe('true');
    // The key may come in the body as well.
    const inBody = await submit({ DeliveryDate: date, AddressId: addressId, IdempotencyKey: key });
    expect(inBody.body.Data).toEqual(first.body.Data);
    // Even with a new cart, the same key and body answer the first submit (the web makes a new key per attempt).
    await uploadOk(t, token, [line(products[1]!, dist, 1)]);
    const stale = await submit({ DeliveryDate: date, AddressId: addressId }, { 'Idempotency-Key': key });
    expect(stale.body.Data).toEqual(first.body.Data);
    expect((await cartDetail(t, token)).Data.length).toBe(1);
    const other = await t.call('/Retailer/GetRetailerAddress', {}, { token });
    const second = (other.body.Data as Array<{ RetAddress_Id: number }>).find(
      (a) => a.RetAddress_Id !== addressId,
    )!;
    const changed = await submit(
      { DeliveryDate: date, AddressId: second.RetAddress_Id },
      { 'Idempotency-Key': key },
    );
    expectFailure(changed, 'E008', 422);
    expect((await cartDetail(t, token)).Data.length).toBe(1);
    const mismatch = await submit(
      { DeliveryDate: date, AddressId: addressId, IdempotencyKey: 'another-key-1' },
      { 'Idempotency-Key': key },
    );
    expectFailure(mismatch, 'E008', 400);
    expectFailure(
      await submit({ DeliveryDate: date, AddressId: addressId }, { 'Idempotency-Key': 'short' }),
      'E008',
      400,
    );
    expectFailure(
      await submit({ DeliveryDate: date, AddressId: addressId, IdempotencyKey: 'bad key with spaces' }),
      'E008',
      400,
    );
  });

  it('answers a keyless repeat of a submitted cart with its order ids', async () => {
    await uploadOk(t, token, [line(products[0]!, dist, 2)]);
    const body = { DeliveryDate: await standardDate(), AddressId: addressId };
    const first = await submit(body);
    const second = await submit(body);
    expect(second.body).toMatchObject({ Status: 1, Data: first.body.Data });
    // After a new change of the cart (here: clearing it), an empty cart is just empty.
    await clearCart(t, token);
    expectFailure(await submit(body), 'E021', 422);
  });

  it('cannot make a second set of orders for one cart revision, even past the lock (unique index)', async () => {
    await uploadOk(t, token, [line(products[0]!, dist, 2)]);
    const [cartRow] = await rows<{ revision: number; retailer_id: number; client_id: number }>(
      t,
      sql`select revision, retailer_id, client_id from carts where distributor_id = ${dist}
          and retailer_id = (select retailer_id from users where login_id = 'retailer1')`,
    );
    // A submission of this very revision that left the cart as it was (as a racing writer would).
    await t.database.db.execute(sql`insert into order_submissions
      (client_id, retailer_id, distributor_id, idempotency_key, cart_revision, request_hash, order_ids)
      values (${cartRow!.client_id}, ${cartRow!.retailer_id}, ${dist}, null, ${cartRow!.revision}, 'x', '[]')`);
    const before = await count(t, sql`select count(*)::int as n from orders`);
    const res = await submit({ DeliveryDate: await standardDate(), AddressId: addressId });
    expectFailure(res, 'E005', 409);
    expect(await count(t, sql`select count(*)::int as n from orders`)).toBe(before);
    expect((await cartDetail(t, token)).Data.length).toBe(1);
    await clearCart(t, token);
  });

  it('refuses an empty cart (E021) and a cart with nothing orderable (E022)', async () => {
    const body = { DeliveryDate: await standardDate(), AddressId: addressId };
    expectFailure(await submit(body), 'E021', 422);
    const p = products[5]!;
    await uploadOk(t, token, [line(p, dist, 2)]);
    await t.database.db.execute(
      sql`update distributor_products set active = false where distributor_id = ${dist} and product_id = ${p.id}`,
    );
    try {
      expect((await cartDetail(t, token)).Data).toEqual([]);
      expectFailure(await submit(body), 'E022', 422);
    } finally {
      await t.database.db.execute(
        sql`update distributor_products set active = true where distributor_id = ${dist} and product_id = ${p.id}`,
      );
    }
  });

  it('refuses a line no longer sold, a mixed FOC cart and, when restricted, a line above stock', async () => {
    const body = { DeliveryDate: await standardDate(), AddressId: addressId };
    const [a, b] = products as [PickedProduct, PickedProduct];
    await uploadOk(t, token, [line(a, dist, 2), line(b, dist, 2)]);
    await t.database.db.execute(
      sql`update distributor_products set is_saleable = false where distributor_id = ${dist} and product_id = ${b.id}`,
    );
    try {
      const res = await submit(body);
      expectFailure(res, 'E017', 422);
      expect(res.body.Msg).toContain(b.name);
    } finally {
      await t.database.db.execute(
        sql`update distributor_products set is_saleable = true where distributor_id = ${dist} and product_id = ${b.id}`,
      );
    }

    // A FOC line cannot get into a paid cart through the calls; written directly, the submit still refuses.
    const [foc] = await pickProducts(t, dist, sql`dp.is_foc and dp.sih > 10`, 1);
    const retailerId = Number(
      (
        await rows<{ id: number }>(t, sql`select retailer_id as id from users where login_id = 'retailer1'`)
      )[0]!.id,
    );
    await t.database.db.execute(sql`insert into cart_lines (retailer_id, distributor_id, product_id, qty, is_free)
      values (${retailerId}, ${dist}, ${foc!.id}, 1, true)`);
    const mixed = await submit(body);
    expectFailure(mixed, 'E017', 422);
    expect(mixed.body.Msg).toBe('products.foc.cartFocRequestValidation');
    await uploadOk(t, token, [line(foc!, dist, 0)]);

    await setSetting(t, 'isRestrictSIHProducts', 'true');
    await t.database.db.execute(
      sql`update distributor_products set sih = 1 where distributor_id = ${dist} and product_id = ${a.id}`,
    );
    try {
      const stock = await submit(body);
      expectFailure(stock, 'E017', 422);
      expect(stock.body.Msg).toBe('common.alerts.warning.outOfStockError');
    } finally {
      await t.database.db.execute(
        sql`update distributor_products set sih = ${a.sih} where distributor_id = ${dist} and product_id = ${a.id}`,
      );
    }
    // Without the restriction the same cart goes through (the stock is only a warning).
    await setSetting(t, 'isRestrictSIHProducts', 'false');
    expect((await submit(body)).body.Status).toBe(1);
  });

  it('holds the checkout below the minimum order value, but not a FOC order', async () => {
    const p = products[0]!;
    await uploadOk(t, token, [line(p, dist, 1)]);
    const price = toPaise(p.price);
    const min = price * 3n;
    const minText = `${min / 100n}.${(min % 100n).toString().padStart(2, '0')}`;
    await t.database.db.execute(sql`update distributors set min_order_value = ${minText} where id = ${dist}`);
    const cart = await cartDetail(t, token);
    const totals = cart.Totals as TCartTotals;
    expect(toPaise(totals.MinOrderValue!)).toBe(min);
    expect(totals.MeetsMinimumOrderValue).toBe(false);
    expect(totals.AllowToCheckout).toBe(false);
    const body = { DeliveryDate: await standardDate(), AddressId: addressId };
    const refused = await submit(body);
    expectFailure(refused, 'E017', 422);
    expect(refused.body.Msg).toContain(minText);
    await uploadOk(t, token, [line(p, dist, 3)]);
    expect(((await cartDetail(t, token)).Totals as TCartTotals).AllowToCheckout).toBe(true);
    expect((await submit(body)).body.Status).toBe(1);

    const [foc] = await pickProducts(t, dist, sql`dp.is_foc and dp.sih > 10 and dp.min_order_qty = 0`, 1);
    await uploadOk(t, token, [line(foc!, dist, 1, { IsFree: 1 })]);
    expect(((await cartDetail(t, token)).Totals as TCartTotals).AllowToCheckout).toBe(true);
    const focOrder = await submit(body);
    expect(focOrder.body.Status, focOrder.body.Msg).toBe(1);
    const [order] = await rows<{ is_foc: boolean; net: string }>(
      t,
      sql`select is_foc, total_amount::text as net from orders where id = ${(focOrder.body.Data as number[])[0]}`,
    );
    expect(order).toEqual({ is_foc: true, net: '0.00' });
  });

  it("refuses another retailer's address (E016) and leaves the cart as it was", async () => {
    await uploadOk(t, token, [line(products[0]!, dist, 2)]);
    const otherToken = await t.tokenFor('9000000002');
    const otherAddress = await firstAddressId(t, otherToken);
    const date = await standardDate();
    expectFailure(await submit({ DeliveryDate: date, AddressId: otherAddress }), 'E016', 404);
    expectFailure(await submit({ DeliveryDate: date, AddressId: 99_999_999 }), 'E016', 404);
    expect((await cartDetail(t, token)).Data.length).toBe(1);
    expectFailure(await submit({ DeliveryDate: date }), 'E008', 400);
  });

  it('keeps the address it is given only when changing addresses is allowed', async () => {
    await uploadOk(t, token, [line(products[0]!, dist, 2)]);
    const list = (await t.call('/Retailer/GetRetailerAddress', {}, { token })).body.Data as Array<{
      RetAddress_Id: number;
      isAddressSelected: boolean;
    }>;
    const selected = list.find((a) => a.isAddressSelected)!;
    const other = list.find((a) => !a.isAddressSelected)!;
    await setSetting(t, 'deliveryAddressActions', 'add,edit');
    const date = await standardDate();
    expectFailure(await submit({ DeliveryDate: date, AddressId: other.RetAddress_Id }), 'E017', 403);
    expect((await submit({ DeliveryDate: date, AddressId: selected.RetAddress_Id })).body.Status).toBe(1);
    // With change allowed, an order to the other address makes it the selected one next time.
    await setSetting(t, 'deliveryAddressActions', 'add,edit,delete,change');
    await uploadOk(t, token, [line(products[0]!, dist, 2)]);
    expect((await submit({ DeliveryDate: date, AddressId: other.RetAddress_Id })).body.Status).toBe(1);
    const after = (await t.call('/Retailer/GetRetailerAddress', {}, { token })).body.Data as Array<{
      RetAddress_Id: number;
      isAddressSelected: boolean;
    }>;
    expect(after.find((a) => a.isAddressSelected)!.RetAddress_Id).toBe(other.RetAddress_Id);
    // Back to the first address for the other tests.
    await uploadOk(t, token, [line(products[0]!, dist, 2)]);
    expect((await submit({ DeliveryDate: date, AddressId: selected.RetAddress_Id })).body.Status).toBe(1);
  });

  it('refuses a delivery date that is not offered (E005) and a malformed one (E008)', async () => {
    await uploadOk(t, token, [line(products[0]!, dist, 2)]);
    const dates = await deliveryDates(t, token);
    const earliest = parseApiDate(dates.ExpressDeliveryDate ?? dates.StandardDeliveryDate)!;
    const standard = parseApiDate(dates.StandardDeliveryDate)!;
    for (const date of [formatApiDate(addDays(earliest, -1)), formatApiDate(addDays(standard, 31))]) {
      const res = await submit({ DeliveryDate: date, AddressId: addressId });
      expectFailure(res, 'E005', 409);
    }
    for (const date of ['2025-02-29', '15-01-2030', '2030-1-5', '', 20300115]) {
      expectFailure(await submit({ DeliveryDate: date, AddressId: addressId }), 'E008', 400);
    }
    expect((await cartDetail(t, token)).Data.length).toBe(1);
    // The express date is accepted and marks the order express.
    if (dates.ExpressDeliveryDate && dates.ExpressDeliveryDate !== dates.StandardDeliveryDate) {
      const res = await submit({ DeliveryDate: dates.ExpressDeliveryDate, AddressId: addressId });
      const [order] = await rows<{ delivery_type: string }>(
        t,
        sql`select delivery_type from orders where id = ${(res.body.Data as number[])[0]}`,
      );
      expect(order!.delivery_type).toBe('express');
    }
  });

  it('refuses bad input with E008, never a 5xx', async () => {
    for (const body of [
      {},
      [],
      'x',
      { DeliveryDate: '2030-01-01', AddressId: -1 },
      { DeliveryDate: '2030-01-01', AddressId: 'a' },
      { DeliveryDate: null, AddressId: 1 },
      { DeliveryDate: '2030-01-01', AddressId: 1, extra: { deep: [1] } },
    ]) {
      const res = await submit(body as Record<string, unknown>);
      expect(res.status).toBeLessThan(500);
      if (res.body.Code !== 'E021') expectFailure(res, 'E008', 400);
    }
    expectFailure(await upload(t, token, 'not json'), 'E008', 400);
  });
});
