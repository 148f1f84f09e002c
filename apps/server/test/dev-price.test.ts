import type { TProduct } from '@restock/domain/contracts/product';
import { MAX_PAGE_SIZE } from '@restock/domain/rules/product-list';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clients, distributorProducts, distributors, retailers, users } from '../src/db/schema.ts';
import {
  cartDetail,
  clearCart,
  d001,
  expectFailure,
  line,
  type PickedProduct,
  pickProducts,
  uploadOk,
} from './cart-helpers.ts';
import { rows } from './product-helpers.ts';
import { createTestApp, engine, type TestApp } from './support/harness.ts';

/**
 * /dev/SetProductPrice (decision 068): with DEV_OUTBOX=true a signed-in session sets a distributor's
 * price of a product of its client, and the very next product list and cart read it (the catalogue
 * version moves with the update, decision 053). Without the flag the call does not exist; a product
 * or distributor that is unknown or another client's is E012 and nothing changes; a bad body is E008.
 */
describe(`Dev: set a product's price (${engine})`, () => {
  let on: TestApp;
  let off: TestApp;
  let token: string;
  let dist: number;
  let product: PickedProduct;
  let otherDist: number;
  let otherToken: string;

  const priceOf = async (distributorId: number, productId: number) =>
    (
      await rows<{ price: string }>(
        on,
        sql`select price::text as price from distributor_products
            where distributor_id = ${distributorId} and product_id = ${productId}`,
      )
    )[0]?.price;
  const catalogueVersion = async () =>
    Number((await rows<{ v: number }>(on, sql`select version as v from catalogue_version`))[0]!.v);
  /** The product as a plain (cached, decision 053) list of its sub-category shows it. */
  const listed = async (subCategoryId: number) => {
    const res = await on.call(
      '/Product/SearchProduct',
      {
        page: 1,
        PageSize: MAX_PAGE_SIZE,
        SUCAT: { FilterLevelCode: 'SUCAT', FilterIdList: [subCategoryId] },
        Sorting: 'Name_ASC',
      },
      { token },
    );
    expect(res.body.Status, res.body.Msg).toBe(1);
    const found = (res.body.Data as TProduct[]).find((p) => p.ProductId === product.id);
    expect(found).toBeDefined();
    return found!;
  };

  beforeAll(async () => {
    on = await createTestApp({ env: { DEV_OUTBOX: 'true' } });
    off = await createTestApp({ env: { DEV_OUTBOX: 'false' } });
    token = await on.tokenFor('retailer1');
    dist = await d001(on);
    [product] = (await pickProducts(
      on,
      dist,
      sql`dp.min_order_qty = 0 and dp.max_order_qty = 0 and not dp.is_foc and dp.sih > 500
          and not exists (select 1 from scheme_products sp where sp.product_id = p.id)
          and not exists (select 1 from discount_products x where x.product_id = p.id)`,
      1,
    )) as [PickedProduct];
    expect(product).toBeDefined();

    // Another client, with its own distributor and a user; and a (mis-seeded) row of a demo
    // product at that distributor, so that only the distributor's client tells it apart.
    const db = on.database.db;
    const [other] = await db
      .insert(clients)
      .values({ code: 'other', name: 'Other Foods', hosts: ['other.localhost'], appName: 'Other' })
      .returning({ id: clients.id });
    const [od] = await db
      .insert(distributors)
      .values({ clientId: other!.id, code: 'OD1', name: 'Other Distributor' })
      .returning({ id: distributors.id });
    otherDist = od!.id;
    const [ret] = await db
      .insert(retailers)
      .values({ clientId: other!.id, code: 'OR1', name: 'Other Store' })
      .returning({ id: retailers.id });
    await db.insert(users).values({
      clientId: other!.id,
      retailerId: ret!.id,
      loginId: 'otherclient1',
      passwordHash: null,
      selectedDistributorId: otherDist,
    });
    await db
      .insert(distributorProducts)
      .values({ distributorId: otherDist, productId: product.id, clientId: product.clientId, price: '5.00' });
    otherToken = await on.tokenFor('otherclient1');
  });
  afterAll(async () => {
    await on?.close();
    await off?.close();
  });
  beforeEach(async () => clearCart(on, token));

  it('sets the price, which the next product list and cart detail show', async () => {
    await uploadOk(on, token, [line(product, dist, 3)]);
    const [sub] = await rows<{ sub_category_id: number }>(
      on,
      sql`select sub_category_id from products where id = ${product.id}`,
    );
    const subCategoryId = Number(sub!.sub_category_id);
    // Read once at the old price, so the catalogue caches hold it.
    expect((await listed(subCategoryId)).BuyPrice).toBe(Number(product.price));
    expect((await cartDetail(on, token)).Data[0]!.Price).toBe(Number(product.price));

    const newPrice = Number(product.price) + 7.25;
    const res = await on.call(
      '/dev/SetProductPrice',
      { DistributorId: dist, ProductId: product.id, Price: newPrice },
      { token },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.Data).toEqual({ DistributorId: dist, ProductId: product.id, Price: newPrice });
    expect(Number(await priceOf(dist, product.id))).toBe(newPrice);

    expect((await listed(subCategoryId)).BuyPrice).toBe(newPrice);
    const cart = await cartDetail(on, token);
    expect(cart.Data.map((l) => [l.ProductId, l.Qty, l.Price])).toEqual([[product.id, 3, newPrice]]);

    // A numeric string is a price too; back to the old one.
    const back = await on.call(
      '/dev/SetProductPrice',
      { DistributorId: String(dist), ProductId: product.id, Price: product.price },
      { token },
    );
    expect(back.body.Data).toMatchObject({ Price: Number(product.price) });
    expect((await cartDetail(on, token)).Data[0]!.Price).toBe(Number(product.price));
  });

  it("refuses an unknown or another client's product or distributor with E012, and changes nothing", async () => {
    const before = await priceOf(dist, product.id);
    const otherRowBefore = await priceOf(otherDist, product.id);
    const version = await catalogueVersion();
    const cases: Array<[string, string, Record<string, unknown>]> = [
      ['an unknown product', token, { DistributorId: dist, ProductId: 2_000_000_000 }],
      ['an unknown distributor', token, { DistributorId: 2_000_000_000, ProductId: product.id }],
      // The row exists, but its distributor is another client's.
      ["another client's distributor", token, { DistributorId: otherDist, ProductId: product.id }],
      // A signed-in user of another client: the demo row is not its client's.
      ['a user of another client', otherToken, { DistributorId: dist, ProductId: product.id }],
    ];
    for (const [label, who, ids] of cases) {
      const res = await on.call('/dev/SetProductPrice', { ...ids, Price: 1 }, { token: who });
      expect(res.status, label).toBe(404);
      expectFailure(res, 'E012');
    }
    expect(await priceOf(dist, product.id)).toBe(before);
    expect(await priceOf(otherDist, product.id)).toBe(otherRowBefore);
    expect(await catalogueVersion()).toBe(version);
  });

  it('refuses a bad body with E008 and a missing session with E000', async () => {
    const before = await priceOf(dist, product.id);
    const ids = { DistributorId: dist, ProductId: product.id };
    for (const body of [
      { ...ids, Price: 0 },
      { ...ids, Price: -1 },
      { ...ids, Price: '12.345' },
      { ...ids, Price: 100_000.01 },
      { ...ids, Price: 'ten' },
      { ...ids },
      { DistributorId: dist, Price: 10 },
      { ...ids, ProductId: -1, Price: 10 },
    ]) {
      const res = await on.call('/dev/SetProductPrice', body, { token });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expectFailure(res, 'E008');
    }
    expectFailure(await on.call('/dev/SetProductPrice', { ...ids, Price: 10 }), 'E000', 401);
    expect(await priceOf(dist, product.id)).toBe(before);
  });

  it('does not exist without DEV_OUTBOX=true', async () => {
    const offToken = await off.tokenFor('retailer1');
    const res = await off.call(
      '/dev/SetProductPrice',
      { DistributorId: dist, ProductId: product.id, Price: 10 },
      { token: offToken },
    );
    expect(res.status).toBe(404);
    const docs = (await off.app.inject({ method: 'GET', url: '/api/docs' })).json() as { paths: object };
    expect(Object.keys(docs.paths).some((p) => /SetProductPrice/i.test(p))).toBe(false);
    const onDocs = (await on.app.inject({ method: 'GET', url: '/api/docs' })).json() as { paths: object };
    expect(Object.keys(onDocs.paths).some((p) => /SetProductPrice/i.test(p))).toBe(true);
  });
});
