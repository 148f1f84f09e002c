import { createHash } from 'node:crypto';
import type { TCartTotals } from '@restock/domain/contracts/cart';
import { ZOrderSubmitChanges } from '@restock/domain/contracts/checkout';
import { MAX_EXPECTED_LINES } from '@restock/domain/rules/checkout';
import { formatPaise, toPaise } from '@restock/domain/rules/pricing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { submitRequestHash } from '../src/modules/cart/checkout/submit.ts';
import {
  cartDetail,
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
  uploadOk,
} from './cart-helpers.ts';
import { rows } from './product-helpers.ts';
import { createTestApp, engine, type TestApp } from './support/harness.ts';

/**
 * The order submit re-checks what the retailer saw (issue 23, decision 128): with `Expected` (the
 * cart's NetAmount and each line's ProductId, Qty and Price as confirmed), a cart priced differently
 * now is refused with E005 (409), the changes in Data and nothing written; a matching one is placed.
 */
describe(`Checkout: the submit re-checks what the retailer saw (${engine})`, () => {
  let t: TestApp;
  let token: string;
  let dist: number;
  let addressId: number;
  /** Plain paid products: no order quantity rules, plenty of stock. */
  let products: PickedProduct[];

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.tokenFor('retailer1');
    dist = await d001(t);
    addressId = await firstAddressId(t, token);
    products = await pickProducts(
      t,
      dist,
      sql`dp.min_order_qty = 0 and dp.max_order_qty = 0 and not dp.is_foc and dp.sih > 100 and dp.price > 1`,
      4,
    );
    expect(products.length).toBe(4);
  });
  afterAll(async () => t?.close());
  beforeEach(async () => resetCheckout(t, dist, token));

  const submit = async (body: Record<string, unknown>, headers?: Record<string, string>) =>
    t.call('/SalesOrder/OrderSubmit', body, { token, ...(headers ? { headers } : {}) });
  const standardDate = async () => (await deliveryDates(t, token)).StandardDeliveryDate;
  /** What the cart page shows now, as the web would send it. */
  const expectedNow = async () => {
    const cart = await cartDetail(t, token);
    return {
      NetAmount: (cart.Totals as TCartTotals).NetAmount,
      Lines: cart.Data.map((l) => ({ ProductId: l.ProductId, Qty: l.Qty, Price: l.Price })),
    };
  };
  const written = async () => ({
    orders: await count(t, sql`select count(*)::int as n from orders`),
    submissions: await count(t, sql`select count(*)::int as n from order_submissions`),
  });
  const setPrice = (p: PickedProduct, price: string) =>
    t.database.db.execute(
      sql`update distributor_products set price = ${price} where distributor_id = ${dist} and product_id = ${p.id}`,
    );
  /** A refusal for changes: 409 E005, its message, and Data as the contract says. */
  const changesOf = (res: Awaited<ReturnType<typeof submit>>) => {
    expectFailure(res, 'E005', 409);
    expect(res.body.Msg).toBe('Prices or stock changed since you saw the cart: please confirm the new total');
    return ZOrderSubmitChanges.parse(res.body.Data);
  };

  it('places the order as before without Expected, and with an Expected that matches (numbers or strings)', async () => {
    const [a, b] = products as [PickedProduct, PickedProduct];
    const date = await standardDate();
    await uploadOk(t, token, [line(a, dist, 2)]);
    const plain = await submit({ DeliveryDate: date, AddressId: addressId });
    expect(plain.body.Status, plain.body.Msg).toBe(1);
    expect((plain.body.Data as number[]).length).toBe(1);

    await uploadOk(t, token, [line(a, dist, 3), line(b, dist, 4)]);
    const expected = await expectedNow();
    const res = await submit({ DeliveryDate: date, AddressId: addressId, Expected: expected });
    expect(res.body.Status, res.body.Msg).toBe(1);
    const ids = res.body.Data as number[];
    const placed = await rows<{ product_id: number; qty: number }>(
      t,
      sql`select product_id, qty from order_lines where order_id = any(${`{${ids.join(',')}}`}::int[]) order by product_id`,
    );
    expect(placed.map((r) => [Number(r.product_id), Number(r.qty)])).toEqual(
      [
        [a.id, 3],
        [b.id, 4],
      ].sort((x, y) => x[0]! - y[0]!),
    );
    expect((await cartDetail(t, token)).Data).toEqual([]);

    // Amounts as strings, lines in another order: the same cart.
    await uploadOk(t, token, [line(a, dist, 1), line(b, dist, 1)]);
    const asSeen = await expectedNow();
    const asText = {
      NetAmount: formatPaise(toPaise(asSeen.NetAmount)),
      Lines: asSeen.Lines.reverse().map((l) => ({ ...l, Price: formatPaise(toPaise(l.Price)) })),
    };
    const again = await submit({ DeliveryDate: date, AddressId: addressId, Expected: asText });
    expect(again.body.Status, again.body.Msg).toBe(1);
  });

  it('refuses a cart whose price changed (E005 with the change), writing nothing', async () => {
    const [a, b] = products as [PickedProduct, PickedProduct];
    await uploadOk(t, token, [line(a, dist, 2), line(b, dist, 1)]);
    const expected = await expectedNow();
    const seenPrice = expected.Lines.find((l) => l.ProductId === a.id)!.Price;
    const newPrice = formatPaise(toPaise(a.price) + 150n);
    const before = await written();
    await setPrice(a, newPrice);
    try {
      const now = await expectedNow();
      const res = await submit({
        DeliveryDate: await standardDate(),
        AddressId: addressId,
        Expected: expected,
      });
      const data = changesOf(res);
      expect(toPaise(data.NetAmount)).toBe(toPaise(now.NetAmount));
      expect(data.Changes).toEqual([
        {
          ProductId: a.id,
          ProductName: a.name,
          Kind: 'price',
          Was: formatPaise(toPaise(seenPrice)),
          Now: formatPaise(toPaise(now.Lines.find((l) => l.ProductId === a.id)!.Price)),
        },
        {
          ProductId: null,
          ProductName: null,
          Kind: 'total',
          Was: formatPaise(toPaise(expected.NetAmount)),
          Now: data.NetAmount,
        },
      ]);
      expect(await written()).toEqual(before);
      expect((await cartDetail(t, token)).Data.length).toBe(2);
      // Confirming the new total places the order.
      const confirmed = await submit({
        DeliveryDate: await standardDate(),
        AddressId: addressId,
        Expected: now,
      });
      expect(confirmed.body.Status, confirmed.body.Msg).toBe(1);
    } finally {
      await setPrice(a, a.price);
    }
  });

  it('lists a changed quantity, a line not seen and a line no longer in the cart', async () => {
    const [a, b, c] = products as [PickedProduct, PickedProduct, PickedProduct];
    await uploadOk(t, token, [line(a, dist, 2), line(b, dist, 3)]);
    const expected = await expectedNow();
    // Meanwhile (another tab, another device): a's quantity changed, b removed, c added.
    await uploadOk(t, token, [line(a, dist, 5), line(b, dist, 0), line(c, dist, 1)]);
    const before = await written();
    const res = await submit({
      DeliveryDate: await standardDate(),
      AddressId: addressId,
      Expected: expected,
    });
    const data = changesOf(res);
    expect(data.Changes).toEqual([
      { ProductId: a.id, ProductName: a.name, Kind: 'quantity', Was: '2', Now: '5' },
      { ProductId: c.id, ProductName: c.name, Kind: 'quantity', Was: null, Now: '1' },
      { ProductId: b.id, ProductName: null, Kind: 'quantity', Was: '3', Now: null },
      expect.objectContaining({ Kind: 'total' }),
    ]);
    expect(await written()).toEqual(before);
    expect((await cartDetail(t, token)).Data.length).toBe(2);
  });

  it('refuses a total that differs even when every line matches (a scheme or tax changed)', async () => {
    const [a] = products as [PickedProduct];
    await uploadOk(t, token, [line(a, dist, 2)]);
    const expected = await expectedNow();
    const off = formatPaise(toPaise(expected.NetAmount) - 1n);
    const res = await submit({
      DeliveryDate: await standardDate(),
      AddressId: addressId,
      Expected: { ...expected, NetAmount: off },
    });
    const data = changesOf(res);
    expect(data.Changes).toEqual([
      {
        ProductId: null,
        ProductName: null,
        Kind: 'total',
        Was: off,
        Now: formatPaise(toPaise(expected.NetAmount)),
      },
    ]);
    expect((await cartDetail(t, token)).Data.length).toBe(1);
  });

  it('lists stock (a line above stock where restricted, a line no longer sold) and the minimum order value', async () => {
    const [a, b] = products as [PickedProduct, PickedProduct];
    await uploadOk(t, token, [line(a, dist, 3), line(b, dist, 1)]);
    const expected = await expectedNow();
    const date = await standardDate();
    await setSetting(t, 'isRestrictSIHProducts', 'true');
    await t.database.db.execute(
      sql`update distributor_products set sih = 1 where distributor_id = ${dist} and product_id = ${a.id}`,
    );
    await t.database.db.execute(
      sql`update distributor_products set is_saleable = false where distributor_id = ${dist} and product_id = ${b.id}`,
    );
    const before = await written();
    try {
      const data = changesOf(await submit({ DeliveryDate: date, AddressId: addressId, Expected: expected }));
      expect(data.Changes).toEqual([
        { ProductId: a.id, ProductName: a.name, Kind: 'stock', Was: '3', Now: '1' },
        { ProductId: b.id, ProductName: b.name, Kind: 'stock', Was: '1', Now: '0' },
      ]);
      // Stock only warns without the restriction: the line that is still sold goes through.
      await setSetting(t, 'isRestrictSIHProducts', 'false');
      const warned = changesOf(
        await submit({ DeliveryDate: date, AddressId: addressId, Expected: expected }),
      );
      expect(warned.Changes.map((c) => [c.ProductId, c.Kind])).toEqual([[b.id, 'stock']]);
    } finally {
      await t.database.db.execute(
        sql`update distributor_products set sih = ${a.sih} where distributor_id = ${dist} and product_id = ${a.id}`,
      );
      await t.database.db.execute(
        sql`update distributor_products set is_saleable = true where distributor_id = ${dist} and product_id = ${b.id}`,
      );
    }
    expect(await written()).toEqual(before);

    // The distributor raised the minimum order value above the cart.
    const min = toPaise(expected.NetAmount) + 100_00n;
    await t.database.db.execute(
      sql`update distributors set min_order_value = ${formatPaise(min)} where id = ${dist}`,
    );
    const data = changesOf(await submit({ DeliveryDate: date, AddressId: addressId, Expected: expected }));
    expect(data.Changes).toEqual([
      { ProductId: null, ProductName: null, Kind: 'minimum', Was: null, Now: formatPaise(min) },
    ]);
    expect(await written()).toEqual(before);
  });

  it('replays the first order ids to the same key after a price change (orders made once)', async () => {
    const [a] = products as [PickedProduct];
    await uploadOk(t, token, [line(a, dist, 2)]);
    const body = { DeliveryDate: await standardDate(), AddressId: addressId, Expected: await expectedNow() };
    const key = 'expected-key-0001';
    const first = await submit(body, { 'Idempotency-Key': key });
    expect(first.body.Status, first.body.Msg).toBe(1);
    const after = await written();
    await setPrice(a, formatPaise(toPaise(a.price) + 99n));
    try {
      // The same product back in the cart at its new price: the key still answers its first orders.
      await uploadOk(t, token, [line(a, dist, 2)]);
      const again = await submit(body, { 'Idempotency-Key': key });
      expect(again.body).toMatchObject({ Status: 1, Data: first.body.Data });
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(await written()).toEqual(after);
      expect((await cartDetail(t, token)).Data.length).toBe(1);
      // The key with another Expected is another request (422); without Expected too.
      const other = {
        ...body,
        Expected: { ...body.Expected, NetAmount: formatPaise(toPaise(body.Expected.NetAmount) + 1n) },
      };
      expectFailure(await submit(other, { 'Idempotency-Key': key }), 'E008', 422);
      expectFailure(
        await submit({ DeliveryDate: body.DeliveryDate, AddressId: addressId }, { 'Idempotency-Key': key }),
        'E008',
        422,
      );
      // A refused submit stores nothing under its key: the retry with the confirmed cart places it.
      const stale = await submit(body, { 'Idempotency-Key': 'expected-key-0002' });
      changesOf(stale);
      const confirmed = await submit(
        { ...body, Expected: await expectedNow() },
        { 'Idempotency-Key': 'expected-key-0002' },
      );
      expect(confirmed.body.Status, confirmed.body.Msg).toBe(1);
      expect(confirmed.body.Data).not.toEqual(first.body.Data);
    } finally {
      await setPrice(a, a.price);
    }
  });

  it('hashes a submit without Expected exactly as before (stored submissions keep replaying)', () => {
    const input = { deliveryDate: '2030-01-15', addressId: 7, idempotencyKey: 'k-00000001' };
    const old = createHash('sha256')
      .update(JSON.stringify({ DeliveryDate: '2030-01-15', AddressId: 7 }))
      .digest('hex');
    expect(submitRequestHash(input)).toBe(old);
    expect(submitRequestHash({ ...input, expected: null })).toBe(old);
    const expected = { NetAmount: 12.5, Lines: [{ ProductId: 3, Qty: 2, Price: 6.25 }] };
    const withExpected = submitRequestHash({ ...input, expected });
    expect(withExpected).not.toBe(old);
    expect(
      submitRequestHash({
        ...input,
        expected: { NetAmount: '12.50', Lines: [{ ProductId: 3, Qty: 2, Price: '6.25' }] },
      }),
    ).toBe(withExpected);
    expect(
      submitRequestHash({
        ...input,
        expected: { ...expected, Lines: [{ ProductId: 3, Qty: 3, Price: 6.25 }] },
      }),
    ).not.toBe(withExpected);
  });

  it('refuses a malformed Expected with E008 (400) and changes nothing', async () => {
    const [a] = products as [PickedProduct];
    await uploadOk(t, token, [line(a, dist, 2)]);
    const good = await expectedNow();
    const goodLine = good.Lines[0]!;
    const date = await standardDate();
    const before = await written();
    const tooMany = Array.from({ length: MAX_EXPECTED_LINES + 1 }, (_, i) => ({
      ProductId: i + 1,
      Qty: 1,
      Price: '1.00',
    }));
    for (const Expected of [
      { ...good, Lines: [{ ...goodLine, Qty: -1 }] },
      { ...good, Lines: [{ ...goodLine, Qty: 0 }] },
      { ...good, Lines: [{ ...goodLine, Qty: 1.5 }] },
      { ...good, Lines: [{ ...goodLine, Qty: '2' }] },
      { ...good, Lines: [{ ...goodLine, Price: 'abc' }] },
      { ...good, Lines: [{ ...goodLine, Price: '-1.00' }] },
      { ...good, Lines: [{ ...goodLine, Price: '1.005' }] },
      { ...good, Lines: [{ ...goodLine, ProductId: 0 }] },
      { ...good, Lines: [{ ...goodLine, Extra: 1 }] },
      { ...good, Lines: [goodLine, goodLine] },
      { ...good, Lines: tooMany },
      { ...good, Extra: true },
      { ...good, NetAmount: 'ten' },
      { Lines: good.Lines },
      { NetAmount: good.NetAmount },
      { ...good, Lines: {} },
      [],
      'x',
      null,
    ]) {
      const res = await submit({ DeliveryDate: date, AddressId: addressId, Expected });
      expectFailure(res, 'E008', 400);
    }
    expect(await written()).toEqual(before);
    expect((await cartDetail(t, token)).Data.length).toBe(1);
  });
});
