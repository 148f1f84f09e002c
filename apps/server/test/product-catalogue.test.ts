import type {
  TAttributeMaster,
  TCategory,
  TDynamicFilter,
  TProductDetail,
  TSearchResultLine,
} from '@restock/domain/contracts/product';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.ts';
import { allPages, availableIds, idOf, products, rows } from './product-helpers.ts';
import { createTestApp, engine, type TestApp } from './support/harness.ts';

let t: TestApp;
let token: string;
let d1: number;
let d2: number;
let d3: number;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.tokenFor('retailer1');
  d1 = await idOf(t, 'distributors', 'D001');
  d2 = await idOf(t, 'distributors', 'D002');
  d3 = await idOf(t, 'distributors', 'D003');
});
afterAll(async () => {
  await t.close();
});

const call = (path: string, body: unknown = {}) => t.call(path, body, { token });
const search = async (text: string, extra: Record<string, unknown> = {}) =>
  (await call('/Product/GlobalSearch', { SearchText: text, ...extra })).body.Data as TSearchResultLine[];

describe(`product detail (${engine})`, () => {
  it('answers one product with images, attributes, scheme, discount and tax', async () => {
    const crunchos = await idOf(t, 'products', 'SKU00049');
    const res = await call('/Product/ProductDetail', { ProductId: crunchos });
    expect(res.body.Status).toBe(1);
    const p = res.body.Data as TProductDetail;
    expect(p.ProductId).toBe(crunchos);
    expect(p.ProductName).toMatch(/Crunchos/);
    expect(p.Images).toEqual([p.ImageUrl]);
    expect(p.Description).not.toBe('');
    expect(p.MRP).toBeGreaterThan(p.BuyPrice);
    expect(p.Attributes.map((a) => a.AttrName)).toEqual(
      expect.arrayContaining(['Pack Size', 'Flavour', 'Net Quantity']),
    );
    expect(p.Attributes.find((a) => a.AttrName === 'Net Quantity')!.Number).toBeGreaterThan(0);
    expect(p.Scheme).not.toBeNull();
    expect(p.Scheme!.SchemeId).toBe(p.SchemeId);
    expect(p.Scheme!.Slabs.map((s) => s.Narration)).toContain('Buy 10 get 1 free');
    expect(p.TaxPercent).toBe(12);

    const ghee = (await allPages(t, token, '/Product/SearchProduct', { SearchText: 'Pure Cow Ghee' }))[0]!;
    const detail = (await call('/Product/ProductDetail', { ProductId: ghee.ProductId })).body
      .Data as TProductDetail;
    expect(detail.Discount).toMatchObject({ DiscountType: 'PCT', DiscountValue: 5 });
    expect(detail.DiscountId).toBe(detail.Discount!.DiscountId);
  });

  it('marks a trial product free in FOC mode only', async () => {
    const [foc] = await availableIds(t, d1, sql`dp.is_foc`);
    const [paid] = await availableIds(t, d1, sql`not dp.is_foc`);
    const detail = async (ProductId: number, NeedFOC: boolean) =>
      ((await call('/Product/ProductDetail', { ProductId, NeedFOC })).body.Data as TProductDetail).IsFree;
    expect(await detail(foc!, true)).toBe(1);
    expect(await detail(foc!, false)).toBe(0);
    expect(await detail(paid!, true)).toBe(0);
  });

  it('answers E012 for an unknown product, one this distributor does not carry, an inactive one, and another client’s', async () => {
    const notAtD1 = await idOf(t, 'products', 'SKU00006');
    expect(await availableIds(t, d1, sql`p.id = ${notAtD1}`)).toEqual([]);
    expect(await availableIds(t, d2, sql`p.id = ${notAtD1}`)).toEqual([notAtD1]);
    for (const ProductId of [999_999, notAtD1]) {
      const res = await call('/Product/ProductDetail', { ProductId });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ Status: 0, Code: 'E012', Data: null });
    }
    const inactive = await idOf(t, 'products', 'SKU00010');
    await t.database.db.execute(sql`update products set active = false where id = ${inactive}`);
    expect((await call('/Product/ProductDetail', { ProductId: inactive })).body.Code).toBe('E012');
    await t.database.db.execute(sql`update products set active = true where id = ${inactive}`);
    expect((await call('/Product/ProductDetail', { ProductId: inactive })).body.Status).toBe(1);
    for (const bad of [{}, { ProductId: -1 }, { ProductId: 'abc' }]) {
      expect((await call('/Product/ProductDetail', bad)).body.Code).toBe('E008');
    }
  });
});

describe(`scoping by client and distributor (${engine})`, () => {
  let foreignProduct: number;
  beforeAll(async () => {
    // Another client with its own catalogue; one of its products is even (wrongly) priced at D001.
    const [client] = await rows<{ id: number }>(
      t,
      sql`insert into clients (code, name, app_name) values ('other', 'Other Co', 'Other') returning id`,
    );
    const other = Number(client!.id);
    const [dist] = await rows<{ id: number }>(
      t,
      sql`insert into distributors (client_id, code, name) values (${other}, 'X001', 'Other Distributor') returning id`,
    );
    const [cat] = await rows<{ id: number }>(
      t,
      sql`insert into categories (client_id, code, name) values (${other}, 'OC', 'Other Category') returning id`,
    );
    const [brand] = await rows<{ id: number }>(
      t,
      sql`insert into brands (client_id, code, name) values (${other}, 'OB', 'Crunchos Rival') returning id`,
    );
    const [product] = await rows<{ id: number }>(
      t,
      sql`insert into products (client_id, code, name, barcode, category_id, sub_category_id, brand_id, mrp)
          values (${other}, 'SKU00001', 'Crunchos Rival Chips 50 g', '8900000000001', ${cat!.id}, ${cat!.id}, ${brand!.id}, 20)
          returning id`,
    );
    foreignProduct = Number(product!.id);
    await t.database.db.execute(sql`insert into distributor_products (distributor_id, product_id, client_id, price)
      values (${dist!.id}, ${foreignProduct}, ${other}, 15), (${d1}, ${foreignProduct}, ${other}, 15)`);
  });

  it("never shows another client's product", async () => {
    expect((await call('/Product/ProductDetail', { ProductId: foreignProduct })).body.Code).toBe('E012');
    const all = await allPages(t, token, '/Product/SearchProduct');
    expect(all.map((p) => p.ProductId)).not.toContain(foreignProduct);
    const lines = await search('crunchos rival');
    expect(lines.map((l) => l.Id)).not.toContain(foreignProduct);
    expect(lines.every((l) => l.Name !== 'Crunchos Rival')).toBe(true);
    expect((await call('/Product/SearchByBarcode', { barcode: '8900000000001' })).body.Code).toBe('E012');
    const fav = await call('/Product/AddRemoveFavourite', {
      PrincipalId: 1,
      DistributorId: d1,
      IsFavourite: 1,
      ProductId: foreignProduct,
    });
    expect(fav.body.Code).toBe('E012');
    const img = await t.app.inject({ method: 'GET', url: `/images/products/${foreignProduct}.svg` });
    expect(img.statusCode).toBe(404);
  });

  it('follows the selected distributor, and refuses an unmapped one with E014', async () => {
    const notAtD1 = await idOf(t, 'products', 'SKU00006');
    const switched = await call('/Distributor/SwitchDistributor', { dId: d2 });
    expect(switched.body.Status).toBe(1);
    const own = await t.tokenFor('retailer1');
    const detail = await t.call('/Product/ProductDetail', { ProductId: notAtD1 }, { token: own });
    expect(detail.body.Status).toBe(1);
    expect((detail.body.Data as TProductDetail).DistributorId).toBe(d2);
    const list = await t.call('/Product/SearchProduct', {}, { token: own });
    expect(list.body.TotalCount).toBe((await availableIds(t, d2)).length);
    expect(products(list).every((p) => p.DistributorId === d2)).toBe(true);

    // A selection that is no longer mapped (or never was) shows nothing.
    await t.database.db
      .update(users)
      .set({ selectedDistributorId: d3 })
      .where(eq(users.loginId, 'retailer1'));
    const stale = await t.tokenFor('retailer1');
    for (const path of [
      '/Product/SearchProduct',
      '/Product/Categories',
      '/Product/Banner',
      '/Product/GlobalSearch',
    ]) {
      const res = await t.call(path, path.endsWith('GlobalSearch') ? { SearchText: 'tea' } : {}, {
        token: stale,
      });
      expect(res.status, path).toBe(403);
      expect(res.body.Code, path).toBe('E014');
    }
    // With no selection, the default mapping is used.
    await t.database.db
      .update(users)
      .set({ selectedDistributorId: null })
      .where(eq(users.loginId, 'retailer1'));
    const none = await t.tokenFor('retailer1');
    const fallback = await t.call('/Product/SearchProduct', {}, { token: none });
    expect(products(fallback)[0]!.DistributorId).toBe(d1);
    await t.database.db
      .update(users)
      .set({ selectedDistributorId: d1 })
      .where(eq(users.loginId, 'retailer1'));
    token = await t.tokenFor('retailer1');
  });

  it('every product call takes its documented example and refuses a call without a session (E000)', async () => {
    const calls = t.app.routeTable.filter((r) => r.path.startsWith('/api/Product/'));
    expect(calls.length).toBeGreaterThanOrEqual(20);
    for (const route of calls) {
      const path = route.path.slice('/api'.length);
      const anonymous = await t.call(path, route.example);
      expect(anonymous.status, path).toBe(401);
      expect(anonymous.body.Code, path).toBe('E000');
      const res = await call(path, route.example);
      expect([200, 404], `${path} ${JSON.stringify(res.body)}`).toContain(res.status);
      expect(['', 'RA_NO_DATA', 'S004', 'S005', 'E012'], path).toContain(res.body.Code);
      // Routing is case-insensitive.
      expect((await call(path.toLowerCase(), route.example)).status, path).toBe(res.status);
    }
  });
});

describe(`barcode (${engine})`, () => {
  it('finds the product of a barcode or SKU code at the selected distributor', async () => {
    const id = await idOf(t, 'products', 'SKU00002');
    const [row] = await rows<{ barcode: string }>(t, sql`select barcode from products where id = ${id}`);
    expect(row!.barcode).toMatch(/^\d{13}$/);
    const res = await call('/Product/SearchByBarcode', { barcode: row!.barcode });
    expect(res.body).toMatchObject({ Status: 1, Data: { productId: id } });
    expect((await call('/Product/SearchByBarcode', { barcode: 'sku00002' })).body.Data).toEqual({
      productId: id,
    });
  });

  it('answers E012 for an unknown barcode or one of a product this distributor lacks; E008 for none', async () => {
    expect((await call('/Product/SearchByBarcode', { barcode: '0000000000000' })).body.Code).toBe('E012');
    const [row] = await rows<{ barcode: string }>(
      t,
      sql`select barcode from products where code = 'SKU00006'`,
    );
    expect((await call('/Product/SearchByBarcode', { barcode: row!.barcode })).body.Code).toBe('E012');
    for (const bad of [{}, { barcode: '' }, { barcode: '   ' }, { barcode: 'x'.repeat(65) }]) {
      expect((await call('/Product/SearchByBarcode', bad)).body.Code).toBe('E008');
    }
  });
});

describe(`global search (${engine})`, () => {
  it('puts an exact brand match first, then its products', async () => {
    const lines = await search('crunchos');
    expect(lines[0]).toMatchObject({ Code: 'BR', Name: 'Crunchos', LevelName: 'Brand' });
    expect(lines[0]!.ImageUrl).toMatch(/^\/images\/brands\/\d+\.svg$/);
    expect(lines.slice(1).every((l) => l.Code === 'SKU' && l.Name.startsWith('Crunchos'))).toBe(true);
  });

  it('puts an exact SKU code or barcode first', async () => {
    const id = await idOf(t, 'products', 'SKU00057');
    expect((await search('SKU00057'))[0]).toMatchObject({ Code: 'SKU', Id: id });
    const [row] = await rows<{ barcode: string }>(t, sql`select barcode from products where id = ${id}`);
    expect((await search(row!.barcode))[0]).toMatchObject({ Code: 'SKU', Id: id });
  });

  it('finds categories and sub-categories with the ids the products route needs', async () => {
    const snacks = await idOf(t, 'categories', 'SNK');
    expect((await search('snacks'))[0]).toMatchObject({
      Code: 'CAT',
      Id: snacks,
      CategoryId: snacks,
      LevelName: 'Category',
    });
    const tea = await idOf(t, 'categories', 'TEA');
    const beverages = await idOf(t, 'categories', 'BEV');
    const lines = await search('tea');
    expect(lines[0]).toMatchObject({ Code: 'SUCAT', Id: tea, CategoryId: beverages, SubCategoryId: tea });
  });

  it('matches every word in any order, case-insensitively, and ranks prefixes before inner matches', async () => {
    const lines = await search('NOODLES masala');
    expect(lines.length).toBeGreaterThan(0);
    for (const l of lines) expect(l.Name.toLowerCase()).toMatch(/noodles/);
    for (const l of lines) expect(l.Name.toLowerCase()).toMatch(/masala/);
    const gokul = await search('gokul');
    expect(gokul[0]).toMatchObject({ Code: 'BR', Name: 'Gokul Fresh' });
  });

  it('limits lines (default 20, Limit up to 50) and finds only what this distributor carries', async () => {
    expect(await search('masala')).toHaveLength(20);
    expect(await search('masala', { Limit: 5 })).toHaveLength(5);
    const carried = new Set(await availableIds(t, d1));
    expect((await call('/Product/GlobalSearch', { SearchText: 'masala', Limit: 51 })).body.Code).toBe('E008');
    for (const l of await search('masala', { Limit: 50 }))
      if (l.Code === 'SKU') expect(carried.has(l.Id)).toBe(true);
    const missing = await rows<{ code: string }>(t, sql`select code from products where code = 'SKU00006'`);
    expect(await search(missing[0]!.code)).toEqual([]);
  });

  it('sales return mode finds only products the retailer bought; FOC mode only trial products', async () => {
    const bought = new Set(
      (
        await rows<{ id: number }>(
          t,
          sql`select ol.product_id as id from orders o join order_lines ol on ol.order_id = o.id
              join retailers r on r.id = o.retailer_id where r.code = 'R0001' and o.distributor_id = ${d1} and o.status <> 'C'`,
        )
      ).map((r) => Number(r.id)),
    );
    const lines = await search('crunchos', { NeedSalesReturn: true, Limit: 50 });
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((l) => l.Code === 'SKU' && bought.has(l.Id))).toBe(true);
    const foc = new Set(await availableIds(t, d1, sql`dp.is_foc`));
    const focLines = await search('chai', { NeedFOC: true, Limit: 50 });
    for (const l of focLines) if (l.Code === 'SKU') expect(foc.has(l.Id)).toBe(true);
  });

  it('refuses fewer than 3 characters (after trimming) or no word to narrow with E008; wildcards are plain text', async () => {
    for (const SearchText of ['ab', '  ab  ', '', 'x'.repeat(101), '%%%', '___']) {
      const res = await call('/Product/GlobalSearch', { SearchText });
      expect(res.status).toBe(400);
      expect(res.body.Code).toBe('E008');
    }
    expect(await search('tea %%%')).toEqual([]);
    expect(await search("tea'; drop table products; --")).toEqual([]);
    expect(await search('zzzqqqxx')).toEqual([]);
  });
});

describe(`categories, attributes and the dynamic filter (${engine})`, () => {
  it('Categories: categories with sub-categories holding products of this distributor, in sequence', async () => {
    const res = await call('/Product/Categories');
    const tree = res.body.Data as TCategory[];
    expect(tree.map((c) => c.Name)).toEqual([
      'Beverages',
      'Snacks',
      'Personal Care',
      'Household',
      'Staples',
      'Dairy',
    ]);
    const total = (await availableIds(t, d1)).length;
    expect(tree.reduce((n, c) => n + c.ProductCount, 0)).toBe(total);
    for (const c of tree) {
      expect(c.SubCategories.reduce((n, s) => n + s.ProductCount, 0)).toBe(c.ProductCount);
      expect(c.ImageUrl).toMatch(/^\/images\/categories\/\d+\.svg$/);
    }
    const foc = (await call('/Product/Categories', { NeedFOC: true })).body.Data as TCategory[];
    expect(foc.reduce((n, c) => n + c.ProductCount, 0)).toBe(
      (await availableIds(t, d1, sql`dp.is_foc`)).length,
    );
    expect((await call('/Product/Categories', { Extra: 1 })).body.Status).toBe(1);
  });

  it('AttributeMaster: every attribute with values or a range', async () => {
    const list = (await call('/Product/AttributeMaster')).body.Data as TAttributeMaster[];
    expect(list.map((a) => [a.AttrCode, a.SelectionMode])).toEqual([
      ['PACKSIZE', 'Multiple'],
      ['FLAVOUR', 'Multiple'],
      ['PACKTYPE', 'Single'],
      ['NETQTY', 'Range'],
      ['PRICE', 'Range'],
    ]);
    expect(list[0]!.Values.length).toBeGreaterThan(10);
    const price = list.find((a) => a.AttrCode === 'PRICE')!;
    expect(price.Values).toEqual([]);
    expect(price.Range!.Min).toBeLessThan(price.Range!.Max);
    expect((await call('/Product/AttributeMaster', { x: 1 })).body.Code).toBe('E008');
  });

  it('DynamicFilter: counts each option over the other selections', async () => {
    const total = (await availableIds(t, d1)).length;
    const open = (await call('/Product/DynamicFilter', {})).body.Data as TDynamicFilter;
    expect(open.Categories.reduce((n, c) => n + c.Count, 0)).toBe(total);
    expect(open.Brands.filter((b) => b.FilterLevelCode === 'BR').reduce((n, b) => n + b.Count, 0)).toBe(
      total,
    );
    const crunchos = open.Brands.find((b) => b.Name === 'Crunchos')!;
    expect(open.Brands.filter((b) => b.ParentId === crunchos.Id).map((b) => b.FilterLevelCode)).toEqual([
      'SUBR',
      'SUBR',
    ]);

    const byBrand = (
      await call('/Product/DynamicFilter', { BR: { FilterLevelCode: 'BR', FilterIdList: [crunchos.Id] } })
    ).body.Data as TDynamicFilter;
    expect(byBrand.Categories).toEqual([
      { Id: await idOf(t, 'categories', 'SNK'), Name: 'Snacks', Count: crunchos.Count },
    ]);
    // The brand dimension is counted without its own selection: other brands stay choosable.
    expect(byBrand.Brands.length).toBe(open.Brands.length);

    const snacks = await idOf(t, 'categories', 'SNK');
    const byCat = (
      await call('/Product/DynamicFilter', { CAT: { FilterLevelCode: 'CAT', FilterIdList: [snacks] } })
    ).body.Data as TDynamicFilter;
    expect(byCat.Categories.length).toBe(open.Categories.length);
    expect(byCat.SubCategories.every((s) => s.ParentId === snacks)).toBe(true);
    expect(byCat.SubCategories.map((s) => s.Name)).toEqual([
      'Chips & Crisps',
      'Namkeen',
      'Biscuits',
      'Noodles & Pasta',
      'Chocolates',
    ]);

    const packSize = open.Attributes.find((a) => a.AttrCode === 'PACKSIZE')!;
    const g26 = packSize.Values.find((v) => v.Value === '26 g')!;
    const bySize = (
      await call('/Product/DynamicFilter', {
        AttrFilter: [{ AttrId: packSize.AttrId, AttrValues: [g26.Id] }],
      })
    ).body.Data as TDynamicFilter;
    const sizeAgain = bySize.Attributes.find((a) => a.AttrCode === 'PACKSIZE')!;
    expect(sizeAgain.Values.find((v) => v.Value === '1 kg')!.Count).toBeGreaterThan(0);
    expect(bySize.Categories.reduce((n, c) => n + c.Count, 0)).toBe(g26.Count);
    const flavour = bySize.Attributes.find((a) => a.AttrCode === 'FLAVOUR')!;
    expect(flavour.Values.reduce((n, v) => n + v.Count, 0)).toBeLessThanOrEqual(g26.Count);
    const price = bySize.Attributes.find((a) => a.AttrCode === 'PRICE')!;
    expect(price.Range!.Max).toBeLessThanOrEqual(20);

    const bad = await call('/Product/DynamicFilter', {
      AttrFilter: [{ AttrId: packSize.AttrId, AttrRangeValues: [1, 2] }],
    });
    expect(bad.body.Code).toBe('E008');
  });
});
