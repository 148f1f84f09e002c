import type { TProduct } from '@restock/domain/contracts/product';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { d001, line, pickProducts, uploadOk } from './cart-helpers.ts';
import { rows } from './product-helpers.ts';
import { createTestApp, engine, type TestApp } from './support/harness.ts';

/**
 * Catalogue pages, lines, totals and search lines are cached per process under the catalogue's
 * version, which every call reads with its session (docs/decisions/053 and 057). A catalogue change
 * (schemes, discounts and suggestions included) must show on the very next call, a scheme's end as
 * soon as the clock passes it; what is the retailer's own (favourites, cart quantities) is never
 * taken from the cache.
 */
describe(`Catalogue cache (${engine})`, () => {
  let t: TestApp;
  let token: string;
  let dist: number;
  let categoryId: number;

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.tokenFor('retailer1');
    dist = await d001(t);
    const [row] = await rows<{ category_id: number }>(
      t,
      sql`select category_id from distributor_products where distributor_id = ${dist} and active
          group by category_id order by count(*) desc limit 1`,
    );
    categoryId = Number(row!.category_id);
  });
  afterAll(async () => t?.close());

  const page = async (Sorting: string) => {
    const res = await t.call(
      '/Product/SearchProduct',
      { page: 1, CAT: { FilterLevelCode: 'CAT', FilterIdList: [categoryId] }, Sorting },
      { token },
    );
    expect(res.body.Status, res.body.Msg).toBe(1);
    return { products: res.body.Data as TProduct[], total: Number(res.body.TotalCount) };
  };
  const version = async () =>
    Number((await rows<{ v: number }>(t, sql`select version as v from catalogue_version`))[0]!.v);

  it('moves the catalogue version on with a change of products, their distributor rows and names', async () => {
    const v0 = await version();
    await t.database.db.execute(
      sql`update products set points = points where id = (select min(id) from products)`,
    );
    const v1 = await version();
    expect(v1).toBeGreaterThan(v0);
    await t.database.db.execute(
      sql`update distributor_products set sih = sih where distributor_id = ${dist}`,
    );
    expect(await version()).toBeGreaterThan(v1);
  });

  it('answers a list as the catalogue is now, change after change', async () => {
    const before = await page('Price_ASC');
    expect(before.products.length).toBeGreaterThan(1);
    expect((await page('Price_ASC')).products.map((p) => p.ProductId)).toEqual(
      before.products.map((p) => p.ProductId),
    );
    // The last product of the page becomes the cheapest: it leads the next answer.
    const last = before.products.at(-1)!;
    await t.database.db.execute(
      sql`update distributor_products set price = 0.01 where distributor_id = ${dist} and product_id = ${last.ProductId}`,
    );
    const cheaper = await page('Price_ASC');
    expect(cheaper.products[0]!.ProductId).toBe(last.ProductId);
    expect(cheaper.products[0]!.BuyPrice).toBe(0.01);
    // Switched off at the distributor: gone from the list and from the total.
    await t.database.db.execute(
      sql`update distributor_products set active = false where distributor_id = ${dist} and product_id = ${last.ProductId}`,
    );
    const fewer = await page('Price_ASC');
    expect(fewer.total).toBe(cheaper.total - 1);
    expect(fewer.products.map((p) => p.ProductId)).not.toContain(last.ProductId);
    await t.database.db.execute(
      sql`update distributor_products set active = true where distributor_id = ${dist} and product_id = ${last.ProductId}`,
    );
    expect((await page('Price_ASC')).total).toBe(cheaper.total);
  });

  it("shows the retailer's own favourites and cart quantities on a cached page", async () => {
    const first = (await page('Name_ASC')).products[0]!;
    const toggle = (IsFavourite: 0 | 1) =>
      t.call(
        '/Product/AddRemoveFavourite',
        { PrincipalId: first.PrincipalId, DistributorId: dist, IsFavourite, ProductId: first.ProductId },
        { token },
      );
    await toggle(1);
    expect((await page('Name_ASC')).products[0]!.IsFavourite).toBe(1);
    await toggle(0);
    expect((await page('Name_ASC')).products[0]!.IsFavourite).toBe(0);
    const [product] = await pickProducts(t, dist, sql`dp.product_id = ${first.ProductId}`, 1);
    if (product) {
      await uploadOk(t, token, [line(product, dist, Math.max(1, product.min) * 2)]);
      expect((await page('Name_ASC')).products[0]!.Qty).toBe(Math.max(1, product.min) * 2);
    }
  });

  it('shows a scheme and a discount added to a product on the next call, and drops them when they end', async () => {
    const before = await page('Name_ASC');
    const target = before.products.find((p) => p.SchemeId === 0 && p.DiscountId === 0)!;
    expect(target).toBeDefined();
    const lineOf = async () =>
      (await page('Name_ASC')).products.find((p) => p.ProductId === target.ProductId)!;
    expect((await lineOf()).SchemeId).toBe(0);
    const now = t.deps.clock();
    const inAnHour = new Date(now.getTime() + 3_600_000);
    const [scheme] = await rows<{ id: number }>(
      t,
      sql`insert into schemes (client_id, code, name, narration, type, starts_at, ends_at)
          select client_id, 'CACHE-SCH', 'Cache scheme', 'Buy 10 get 1', 'PROMO', ${new Date(now.getTime() - 60_000)}, ${inAnHour}
          from products where id = ${target.ProductId} returning id`,
    );
    await t.database.db.execute(
      sql`insert into scheme_products (scheme_id, product_id) values (${scheme!.id}, ${target.ProductId})`,
    );
    const withScheme = await lineOf();
    expect(withScheme.SchemeId).toBe(Number(scheme!.id));
    expect(withScheme.SchemeNarration).toBe('Buy 10 get 1');
    const [discount] = await rows<{ id: number }>(
      t,
      sql`insert into discounts (client_id, code, name, type, value, starts_at, ends_at)
          select client_id, 'CACHE-DIS', 'Cache discount', 'AMT', 1, ${new Date(now.getTime() - 60_000)}, ${inAnHour}
          from products where id = ${target.ProductId} returning id`,
    );
    await t.database.db.execute(
      sql`insert into discount_products (discount_id, product_id) values (${discount!.id}, ${target.ProductId})`,
    );
    expect((await lineOf()).DiscountId).toBe(Number(discount!.id));
    // No write at all: the scheme and the discount end as the clock passes their end.
    t.advance(3_600_000 + 60_000);
    const after = await lineOf();
    expect(after.SchemeId).toBe(0);
    expect(after.DiscountId).toBe(0);
  });

  it("answers the retailer's suggested order value as the suggestions are now", async () => {
    const value = async () => {
      const res = await t.call(
        '/Product/SearchProduct',
        { page: 1, CAT: { FilterLevelCode: 'CAT', FilterIdList: [categoryId] }, Sorting: 'Name_ASC' },
        { token },
      );
      expect(res.body.Status, res.body.Msg).toBe(1);
      const body = res.body as typeof res.body & { SuggestedOrderValue: number };
      return { value: Number(body.SuggestedOrderValue), first: (body.Data as TProduct[])[0]! };
    };
    const before = await value();
    expect(await value()).toEqual(before);
    const [retailer] = await rows<{ id: number }>(
      t,
      sql`select retailer_id as id from users where login_id = 'retailer1'`,
    );
    await t.database.db.execute(
      sql`insert into product_signals (client_id, kind, product_id, distributor_id, retailer_id, suggested_qty)
          values (${before.first.PrincipalId}, 'RELEVANT', ${before.first.ProductId}, ${dist}, ${retailer!.id}, 1000)`,
    );
    const after = await value();
    expect(after.first.SuggestedQty).toBeGreaterThanOrEqual(1000);
    expect(after.value).toBeGreaterThanOrEqual(before.value + 1000 * before.first.BuyPrice - 0.01);
  });

  it("shows the retailer's favourites and cart as they are now, whoever changed them", async () => {
    const first = (await page('Name_ASC')).products[0]!;
    const [retailer] = await rows<{ id: number }>(
      t,
      sql`select retailer_id as id from users where login_id = 'retailer1'`,
    );
    // Written by another process (a sync, an operator): the favourites' version moves on (migration 0013).
    await t.database.db.execute(
      sql`delete from favourites where retailer_id = ${retailer!.id} and distributor_id = ${dist} and product_id = ${first.ProductId}`,
    );
    expect((await page('Name_ASC')).products[0]!.IsFavourite).toBe(0);
    await t.database.db.execute(
      sql`insert into favourites (retailer_id, distributor_id, product_id, client_id)
          values (${retailer!.id}, ${dist}, ${first.ProductId}, ${first.PrincipalId})`,
    );
    expect((await page('Name_ASC')).products[0]!.IsFavourite).toBe(1);
    await t.database.db.execute(
      sql`delete from favourites where retailer_id = ${retailer!.id} and distributor_id = ${dist} and product_id = ${first.ProductId}`,
    );
    expect((await page('Name_ASC')).products[0]!.IsFavourite).toBe(0);
    // The cart emptied by ClearCart: no quantity left on the cached page.
    const [product] = await pickProducts(t, dist, sql`dp.product_id = ${first.ProductId}`, 1);
    if (product) {
      await uploadOk(t, token, [line(product, dist, Math.max(1, product.min) * 3)]);
      expect((await page('Name_ASC')).products[0]!.Qty).toBe(Math.max(1, product.min) * 3);
      const cleared = await t.call('/SalesOrder/ClearCart', {}, { token });
      expect(cleared.body.Status, cleared.body.Msg).toBe(1);
      expect((await page('Name_ASC')).products[0]!.Qty).toBe(0);
    }
  });

  it('finds a product by its new name in the search drawer right after a rename', async () => {
    const search = async (text: string) => {
      const res = await t.call(
        '/Product/GlobalSearch',
        { SearchText: text, NeedSalesReturn: false, NeedFOC: false },
        { token },
      );
      expect(res.body.Status, res.body.Msg).toBe(1);
      return (res.body.Data as Array<{ Code: string; Id: number }>)
        .filter((l) => l.Code === 'SKU')
        .map((l) => l.Id);
    };
    const { products } = await page('Name_ASC');
    const target = products[1]!;
    expect(await search('zephyrquark')).toEqual([]);
    await t.database.db.execute(
      sql`update products set name = name || ' Zephyrquark' where id = ${target.ProductId}`,
    );
    expect(await search('zephyrquark')).toEqual([target.ProductId]);
    await t.database.db.execute(
      sql`update products set name = replace(name, ' Zephyrquark', '') where id = ${target.ProductId}`,
    );
    expect(await search('zephyrquark')).toEqual([]);
  });
});
