import type { TProduct } from '@restock/domain/contracts/product';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allPages, availableIds, idOf, ids, products, rows, sorted } from './product-helpers.ts';
import { createTestApp, engine, type TestApp } from './support/harness.ts';

let t: TestApp;
let token: string;
let d1: number;
let r1: number;
let total: number;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.tokenFor('retailer1');
  d1 = await idOf(t, 'distributors', 'D001');
  r1 = await idOf(t, 'retailers', 'R0001');
  total = (await availableIds(t, d1)).length;
});
afterAll(async () => {
  await t.close();
});

const search = (body: Record<string, unknown>) => t.call('/Product/SearchProduct', body, { token });

describe(`product list: paging and envelope (${engine})`, () => {
  it('answers a first page of 20 with Count, TotalCount and SuggestedOrderValue', async () => {
    const res = await search({});
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ Status: 1, Code: '', Count: 20, TotalCount: total });
    expect(products(res)).toHaveLength(20);
    expect(total).toBeGreaterThan(200);
    expect(typeof (res.body as unknown as { SuggestedOrderValue: number }).SuggestedOrderValue).toBe(
      'number',
    );
    const p = products(res)[0]!;
    for (const key of [
      'ProductId',
      'GroupId',
      'ProductName',
      'PrincipalId',
      'UomId',
      'ConversionQty',
      'BuyPrice',
      'DiscountId',
      'SchemeId',
      'DistributorId',
      'SplitId',
      'SplitName',
      'IsFavourite',
      'IsFree',
      'Qty',
      'ProductPoints',
      'SIH',
      'MinORDQty',
      'MaxORDQty',
      'IsSaleable',
      'ImageUrl',
      'MRP',
    ]) {
      expect(p, key).toHaveProperty(key);
    }
    expect(p.DistributorId).toBe(d1);
    expect([6, 12, 24]).toContain(p.ConversionQty);
    expect(p.ImageUrl).toMatch(/^\/images\/products\/\d+\.svg$/);
  });

  it('pages cover every product once; the last page is short; a page past the end is empty without RA_NO_DATA', async () => {
    const all = await allPages(t, token, '/Product/SearchProduct');
    expect(all).toHaveLength(total);
    expect(new Set(all.map((p) => p.ProductId)).size).toBe(total);
    expect(sorted(all.map((p) => p.ProductId))).toEqual(await availableIds(t, d1));

    const lastPage = Math.ceil(total / 20);
    const last = await search({ page: lastPage });
    expect(last.body.Count).toBe(total - 20 * (lastPage - 1));
    expect(last.body.TotalCount).toBe(total);
    const past = await search({ page: lastPage + 1 });
    expect(past.body).toMatchObject({ Status: 1, Data: [], Count: 0, TotalCount: total, Code: '' });
    const far = await search({ page: 5000 });
    expect(far.body).toMatchObject({ Status: 1, Count: 0, TotalCount: total });
  });

  it('a filter asked first for a page past its end still tells its total and suggested order value', async () => {
    // Each sort of this filter is asked first past the end, so nothing of it is cached yet.
    const [category] = await rows<{ id: number }>(
      t,
      // The category where retailer1 has the most suggested quantities.
      sql`select dp.category_id as id from product_signals ps
          join distributor_products dp on dp.product_id = ps.product_id and dp.distributor_id = ${d1}
          where ps.kind in ('RELEVANT', 'SMART_BASKET') and ps.suggested_qty > 0
            and (ps.retailer_id is null or ps.retailer_id = ${r1}) and dp.active and dp.product_active
          group by dp.category_id order by count(*) desc limit 1`,
    );
    const filter = { CAT: { FilterLevelCode: 'CAT', FilterIdList: [category!.id] } };
    const expected = await availableIds(t, d1, sql`dp.category_id = ${category!.id}`);
    for (const Sorting of ['Point_ASC', 'Date_ASC']) {
      const past = await search({ ...filter, Sorting, page: 500 });
      expect(past.body).toMatchObject({ Status: 1, Count: 0, TotalCount: expected.length, Code: '' });
      const all = await allPages(t, token, '/Product/SearchProduct', { ...filter, Sorting });
      expect(sorted(all.map((p) => p.ProductId))).toEqual(expected);
      const paise = all.reduce((sum, p) => sum + p.SuggestedQty * Math.round(p.BuyPrice * 100), 0);
      expect(paise).toBeGreaterThan(0);
      const suggested = (past.body as unknown as { SuggestedOrderValue: number }).SuggestedOrderValue;
      expect(suggested).toBe(paise / 100);
    }
  });

  it('accepts Page as an alias of page and a PageSize up to 100', async () => {
    const a = await search({ Page: 2, PageSize: 7 });
    const b = await search({ page: 2, PageSize: 7 });
    expect(products(a).map((p) => p.ProductId)).toEqual(products(b).map((p) => p.ProductId));
    expect(a.body.Count).toBe(7);
    const big = await search({ PageSize: 100 });
    expect(big.body.Count).toBe(100);
  });

  it('refuses a bad page, page size or sort with E008, never a 5xx', async () => {
    for (const body of [
      { page: 0 },
      { page: -1 },
      { page: 1.5 },
      { page: 'x' },
      { page: 5001 },
      { PageSize: 0 },
      { PageSize: 101 },
      { Sorting: 'Price_UP' },
      { NeedScheme: 'yes' },
      { CAT: { FilterLevelCode: 'BR', FilterIdList: [1] } },
      { BR: { FilterLevelCode: 'CAT', FilterIdList: [1] } },
      { CAT: { FilterLevelCode: 'CAT', FilterIdList: [-3] } },
      { CAT: { FilterLevelCode: 'CAT', FilterIdList: 'all' } },
      { SearchText: 'x'.repeat(101) },
    ]) {
      const res = await search(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body, JSON.stringify(body)).toMatchObject({ Status: 0, Code: 'E008', Data: null });
    }
  });

  it('answers a filter that matches nothing with Status 1, empty Data and Code RA_NO_DATA', async () => {
    const res = await search({ CAT: { FilterLevelCode: 'CAT', FilterIdList: [999_999] } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ Status: 1, Data: [], Count: 0, TotalCount: 0, Code: 'RA_NO_DATA' });
  });

  it('shows the pieces already in the cart as Qty', async () => {
    const [first] = products(await search({ Sorting: 'Name_ASC' }));
    // Through the cart module, the one writer of carts (decision 049): lists keep the retailer's
    // cart quantities under the cart's revision, which every cart write moves on (decision 057).
    const upload = await t.call(
      '/SalesOrder/OrderUpload',
      [{ PId: first!.ProductId, Qty: 36, PrincipalId: first!.PrincipalId, DistributorId: d1 }],
      { token },
    );
    expect(upload.body.Status, upload.body.Msg).toBe(1);
    const [stored] = await rows<{ qty: number }>(
      t,
      sql`select qty from cart_lines where retailer_id = ${r1} and product_id = ${first!.ProductId}`,
    );
    expect(Number(stored!.qty)).toBeGreaterThanOrEqual(36);
    const [again] = products(await search({ Sorting: 'Name_ASC' }));
    expect(again!.Qty).toBe(Number(stored!.qty));
    expect((await t.call('/SalesOrder/ClearCart', {}, { token })).body.Status).toBe(1);
    const [cleared] = products(await search({ Sorting: 'Name_ASC' }));
    expect(cleared!.Qty).toBe(0);
  });
});

describe(`product list: sorting (${engine})`, () => {
  const ordered = async (orderBy: string) =>
    (
      await rows<{ id: number }>(
        t,
        sql`select p.id from distributor_products dp join products p on p.id = dp.product_id
            where dp.distributor_id = ${d1} and dp.active and p.active
            order by ${sql.raw(orderBy)}, p.id limit 40`,
      )
    ).map((r) => Number(r.id));

  it.each([
    ['Name_ASC', 'p.name asc'],
    ['Name_DESC', 'p.name desc'],
    ['Price_ASC', 'dp.price asc'],
    ['Price_DESC', 'dp.price desc'],
    ['Date_ASC', 'p.launched_at asc'],
    ['Date_DESC', 'p.launched_at desc'],
    ['Point_ASC', 'p.points asc'],
    ['Point_DESC', 'p.points desc'],
  ])('sorts by %s, ties by product id, across pages', async (Sorting, orderBy) => {
    const expected = await ordered(orderBy);
    const page1 = products(await search({ Sorting, PageSize: 20 }));
    const page2 = products(await search({ Sorting, PageSize: 20, page: 2 }));
    expect([...page1, ...page2].map((p) => p.ProductId)).toEqual(expected);
  });

  it('orders by the values the lines show', async () => {
    const check = (list: TProduct[], key: (p: TProduct) => number, dir: 1 | -1) => {
      for (let i = 1; i < list.length; i++)
        expect(dir * (key(list[i]!) - key(list[i - 1]!))).toBeGreaterThanOrEqual(0);
    };
    check(products(await search({ Sorting: 'Price_ASC', PageSize: 100 })), (p) => p.BuyPrice, 1);
    check(products(await search({ Sorting: 'Price_DESC', PageSize: 100 })), (p) => p.BuyPrice, -1);
    check(products(await search({ Sorting: 'Point_DESC', PageSize: 100 })), (p) => p.ProductPoints, -1);
    check(
      products(await search({ Sorting: 'Date_DESC', PageSize: 100 })),
      (p) => Date.parse(p.LaunchDate),
      -1,
    );
  });

  it("defaults to the client's defaultProductSorting setting, and to Price_ASC when unset or invalid", async () => {
    const clientId = (
      await rows<{ client_id: number }>(t, sql`select client_id from retailers where id = ${r1}`)
    )[0]!.client_id;
    const setSorting = (value: string | null) =>
      value === null
        ? t.database.db.execute(
            sql`delete from client_settings where client_id = ${clientId} and key = 'defaultProductSorting'`,
          )
        : t.database.db.execute(sql`insert into client_settings (client_id, key, value) values (${clientId}, 'defaultProductSorting', ${value})
            on conflict (client_id, key) do update set value = excluded.value`);
    await setSorting('Name_DESC');
    expect(products(await search({})).map((p) => p.ProductId)).toEqual(
      (await ordered('p.name desc')).slice(0, 20),
    );
    expect(products(await search({ Sorting: '' })).map((p) => p.ProductId)).toEqual(
      (await ordered('p.name desc')).slice(0, 20),
    );
    await setSorting('Nonsense');
    expect(products(await search({})).map((p) => p.ProductId)).toEqual(
      (await ordered('dp.price asc')).slice(0, 20),
    );
    await setSorting(null);
    expect(products(await search({})).map((p) => p.ProductId)).toEqual(
      (await ordered('dp.price asc')).slice(0, 20),
    );
  });
});

describe(`product list: level filters and text (${engine})`, () => {
  it('filters by category, sub-category, brand and sub-brand', async () => {
    const snacks = await idOf(t, 'categories', 'SNK');
    const chips = await idOf(t, 'categories', 'CHIPS');
    const crunchos = await idOf(t, 'brands', 'CRUNCHOS');
    const masalaMagic = await idOf(t, 'brands', 'CRUNCHOS-MASALA');
    const cases: Array<[Record<string, unknown>, ReturnType<typeof sql>]> = [
      [{ CAT: { FilterLevelCode: 'CAT', FilterIdList: [snacks] } }, sql`p.category_id = ${snacks}`],
      [{ SUCAT: { FilterLevelCode: 'SUCAT', FilterIdList: [chips] } }, sql`p.sub_category_id = ${chips}`],
      [{ BR: { FilterLevelCode: 'BR', FilterIdList: [crunchos] } }, sql`p.brand_id = ${crunchos}`],
      [
        { BR: { FilterLevelCode: 'SUBR', FilterIdList: [masalaMagic] } },
        sql`p.sub_brand_id = ${masalaMagic}`,
      ],
      [
        {
          CAT: { FilterLevelCode: 'CAT', FilterIdList: [snacks] },
          BR: { FilterLevelCode: 'BR', FilterIdList: [crunchos] },
        },
        sql`p.category_id = ${snacks} and p.brand_id = ${crunchos}`,
      ],
    ];
    for (const [body, condition] of cases) {
      const list = await allPages(t, token, '/Product/SearchProduct', body);
      const expected = await availableIds(t, d1, condition);
      expect(expected.length, JSON.stringify(body)).toBeGreaterThan(0);
      expect(sorted(list.map((p) => p.ProductId)), JSON.stringify(body)).toEqual(expected);
    }
  });

  it('treats an empty id list as no filter and null levels as absent', async () => {
    const res = await search({
      CAT: { FilterLevelCode: 'CAT', FilterIdList: [] },
      SUCAT: null,
      BR: { FilterLevelCode: 'BR', FilterIdList: [] },
    });
    expect(res.body.TotalCount).toBe(total);
  });

  it('narrows by text in the name, by SKU code and by barcode', async () => {
    const list = await allPages(t, token, '/Product/SearchProduct', { SearchText: 'masala magic' });
    expect(list.length).toBeGreaterThan(0);
    for (const p of list) expect(p.ProductName.toLowerCase()).toContain('masala magic');
    const [one] = products(await search({ Sorting: 'Name_ASC' }));
    const byCode = await search({ SearchText: one!.ProductCode.toLowerCase() });
    expect(products(byCode)[0]!.ProductId).toBe(one!.ProductId);
    const byBarcode = await search({ SearchText: one!.Barcode });
    expect(products(byBarcode).map((p) => p.ProductId)).toEqual([one!.ProductId]);
    const wild = await search({ SearchText: 'masala %_%' });
    expect(wild.body).toMatchObject({ Status: 1, TotalCount: 0, Code: 'RA_NO_DATA' });
  });

  it('FOC mode lists only trial products, marked IsFree 1', async () => {
    const list = await allPages(t, token, '/Product/SearchProduct', { NeedFOC: true });
    expect(sorted(list.map((p) => p.ProductId))).toEqual(await availableIds(t, d1, sql`dp.is_foc`));
    expect(list.every((p) => p.IsFree === 1)).toBe(true);
    const normal = products(await search({}));
    expect(normal.every((p) => p.IsFree === 0)).toBe(true);
  });
});

describe(`product list: attribute filter (${engine})`, () => {
  const attr = async (code: string) => {
    const [row] = await rows<{ id: number }>(t, sql`select id from attributes where code = ${code} limit 1`);
    return Number(row!.id);
  };
  const value = async (code: string, v: string) => {
    const [row] = await rows<{ id: number }>(
      t,
      sql`select av.id from attribute_values av join attributes a on a.id = av.attribute_id where a.code = ${code} and av.value = ${v}`,
    );
    return Number(row!.id);
  };

  it('Multiple: any of the chosen values', async () => {
    const packSize = await attr('PACKSIZE');
    const values = [await value('PACKSIZE', '26 g'), await value('PACKSIZE', '1 kg')];
    const list = await allPages(t, token, '/Product/SearchProduct', {
      AttrFilter: [{ AttrId: packSize, AttrValues: values, AttrRangeValues: [], Sorting: '', Sequence: 1 }],
    });
    expect(list.length).toBeGreaterThan(0);
    for (const p of list) expect(['26 g', '1 kg']).toContain(p.PackSize);
    expect(list.length).toBe((await availableIds(t, d1, sql`p.pack_size in ('26 g', '1 kg')`)).length);
  });

  it('Single: one value; two values are refused with E008', async () => {
    const packType = await attr('PACKTYPE');
    const bottle = await value('PACKTYPE', 'Bottle');
    const list = await allPages(t, token, '/Product/SearchProduct', {
      AttrFilter: [{ AttrId: packType, AttrValues: [bottle] }],
    });
    expect(sorted(list.map((p) => p.ProductId))).toEqual(
      await availableIds(t, d1, sql`p.pack_type = 'bottle'`),
    );
    const two = await search({
      AttrFilter: [{ AttrId: packType, AttrValues: [bottle, await value('PACKTYPE', 'Box')] }],
    });
    expect(two.status).toBe(400);
    expect(two.body.Code).toBe('E008');
  });

  it('Range on a number attribute and on the price; combined with other entries (AND)', async () => {
    const net = await attr('NETQTY');
    const price = await attr('PRICE');
    const byNet = await allPages(t, token, '/Product/SearchProduct', {
      AttrFilter: [{ AttrId: net, AttrRangeValues: [100, 250] }],
    });
    const expectedNet = await ids(
      t,
      sql`select p.id from distributor_products dp join products p on p.id = dp.product_id
          join product_attribute_numbers pan on pan.product_id = p.id and pan.attribute_id = ${net}
          where dp.distributor_id = ${d1} and dp.active and p.active and pan.value between 100 and 250`,
    );
    expect(sorted(byNet.map((p) => p.ProductId))).toEqual(expectedNet);
    const byPrice = await allPages(t, token, '/Product/SearchProduct', {
      AttrFilter: [{ AttrId: price, AttrRangeValues: [10, 20.5] }],
    });
    expect(byPrice.length).toBeGreaterThan(0);
    for (const p of byPrice) expect(p.BuyPrice >= 10 && p.BuyPrice <= 20.5).toBe(true);
    const both = await allPages(t, token, '/Product/SearchProduct', {
      AttrFilter: [
        { AttrId: net, AttrRangeValues: [100, 250] },
        { AttrId: price, AttrRangeValues: [10, 20.5] },
      ],
    });
    const priceIds = new Set(byPrice.map((p) => p.ProductId));
    expect(sorted(both.map((p) => p.ProductId))).toEqual(expectedNet.filter((id) => priceIds.has(id)));
  });

  it('sorts by an attribute entry with Sorting, before the list sort', async () => {
    const net = await attr('NETQTY');
    const list = products(
      await search({
        PageSize: 100,
        Sorting: 'Name_ASC',
        AttrFilter: [{ AttrId: net, Sorting: 'DESC', Sequence: 1 }],
      }),
    );
    const netOf = new Map(
      (
        await rows<{ product_id: number; value: string }>(
          t,
          sql`select product_id, value::text from product_attribute_numbers where attribute_id = ${net}`,
        )
      ).map((r) => [Number(r.product_id), Number(r.value)]),
    );
    const values = list.map((p) => netOf.get(p.ProductId) ?? -1).filter((v) => v >= 0);
    expect(values.length).toBeGreaterThan(50);
    for (let i = 1; i < values.length; i++) expect(values[i]!).toBeLessThanOrEqual(values[i - 1]!);
  });

  it('refuses malformed attribute filters with E008', async () => {
    const net = await attr('NETQTY');
    const packSize = await attr('PACKSIZE');
    for (const AttrFilter of [
      [{ AttrId: net, AttrRangeValues: [5] }],
      [{ AttrId: net, AttrRangeValues: [10, 5] }],
      [{ AttrId: net, AttrRangeValues: [1, 2, 3] }],
      [{ AttrId: net, AttrRangeValues: ['a', 'b'] }],
      [{ AttrId: 'abc', AttrValues: [1] }],
      [{ AttrValues: [1] }],
      [{ AttrId: net, AttrValues: [1] }],
      [{ AttrId: packSize, AttrRangeValues: [1, 2] }],
      [{ AttrId: packSize, AttrValues: ['26 g'] }],
      [{ AttrId: packSize, AttrValues: [1], Sorting: 'UP' }],
      [
        { AttrId: packSize, AttrValues: [1] },
        { AttrId: packSize, AttrValues: [2] },
      ],
      { AttrId: packSize },
    ]) {
      const res = await search({ AttrFilter });
      expect(res.status, JSON.stringify(AttrFilter)).toBe(400);
      expect(res.body.Code, JSON.stringify(AttrFilter)).toBe('E008');
    }
  });

  it('an unknown attribute matches nothing (RA_NO_DATA)', async () => {
    const res = await search({ AttrFilter: [{ AttrId: 999_999, AttrValues: [1] }] });
    expect(res.body).toMatchObject({ Status: 1, TotalCount: 0, Code: 'RA_NO_DATA' });
  });
});

describe(`product list: tabs (${engine})`, () => {
  it('scheme: products with a running scheme at this distributor; SchemeProduct narrows by SchemeId', async () => {
    const list = await allPages(t, token, '/Product/SearchProduct', { NeedScheme: true });
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((p) => p.SchemeId > 0 && p.SchemeNarration.length > 0)).toBe(true);
    const brands = new Set(list.map((p) => p.BrandName));
    expect(brands.has('Fizzup')).toBe(true); // a D001-only scheme
    expect(brands.has('Chai Bahar')).toBe(false); // its only scheme has ended
    expect(brands.has('Kisan Chakki')).toBe(false); // a D002-only scheme
    const viaPath = await allPages(t, token, '/Product/SchemeProduct', {});
    expect(sorted(viaPath.map((p) => p.ProductId))).toEqual(sorted(list.map((p) => p.ProductId)));
    const fizzupScheme = await idOf(t, 'schemes', 'SCH-FIZZUP-SUMMER');
    const one = await allPages(t, token, '/Product/SchemeProduct', { SchemeId: fizzupScheme });
    expect(one.length).toBeGreaterThan(0);
    expect(one.every((p) => p.BrandName === 'Fizzup' && p.SchemeId === fizzupScheme)).toBe(true);
  });

  it('past purchase: what the retailer ordered here, cancelled orders excluded, last bought first', async () => {
    const list = await allPages(t, token, '/Product/SearchProduct', { NeedPastPurchase: true });
    const expected = await ids(
      t,
      sql`select distinct ol.product_id as id from orders o join order_lines ol on ol.order_id = o.id
          where o.retailer_id = ${r1} and o.distributor_id = ${d1} and o.status <> 'C'`,
    );
    expect(sorted(list.map((p) => p.ProductId))).toEqual(expected);
    const onlyCancelled = await ids(
      t,
      sql`select ol.product_id as id from orders o join order_lines ol on ol.order_id = o.id
          where o.retailer_id = ${r1} and o.status = 'C'
          except select ol.product_id from orders o join order_lines ol on ol.order_id = o.id
          where o.retailer_id = ${r1} and o.status <> 'C'`,
    );
    expect(onlyCancelled.length).toBeGreaterThan(0);
    for (const id of onlyCancelled) expect(expected).not.toContain(id);
    const [latest] = await rows<{ id: number }>(
      t,
      sql`select ol.product_id as id from orders o join order_lines ol on ol.order_id = o.id
          where o.retailer_id = ${r1} and o.distributor_id = ${d1} and o.status <> 'C'
          order by o.created_at desc, ol.product_id limit 1`,
    );
    const ranked = products(await search({ NeedPastPurchase: true }));
    expect(ranked[0]!.ProductId).toBe(Number(latest!.id));
  });

  it('best-selling: sold by this distributor over the last 90 days, best seller first', async () => {
    const list = await allPages(t, token, '/Product/SearchProduct', { NeedBestSelling: true });
    const expected = await rows<{ id: number; qty: number }>(
      t,
      sql`select ol.product_id as id, sum(ol.qty)::int as qty from orders o join order_lines ol on ol.order_id = o.id
          where o.distributor_id = ${d1} and o.status <> 'C' and o.created_at >= now() - interval '90 days'
          group by ol.product_id order by qty desc, ol.product_id`,
    );
    const carried = new Set(await availableIds(t, d1));
    const expectedIds = expected.map((r) => Number(r.id)).filter((id) => carried.has(id));
    expect(sorted(list.map((p) => p.ProductId))).toEqual(sorted(expectedIds));
    const ranked = products(await search({ NeedBestSelling: true }));
    expect(ranked[0]!.ProductId).toBe(expectedIds[0]);
    const oldOnly = await ids(
      t,
      // Products bought only long ago (the demo's purchase history also repeats recent products).
      sql`select ol.product_id as id from orders o join order_lines ol on ol.order_id = o.id
          group by ol.product_id having max(o.created_at) < now() - interval '100 days'`,
    );
    for (const id of oldOnly) expect(expectedIds).not.toContain(id);
    // An explicit sort wins over the rank.
    const byName = products(await search({ NeedBestSelling: true, Sorting: 'Name_ASC', PageSize: 100 }));
    expect(byName.map((p) => p.ProductId)).toHaveLength(Math.min(100, expectedIds.length));
  });

  it.each([
    ['NeedRecommended', 'RECOMMENDED'],
    ['NeedHotDeals', 'HOT_DEAL'],
    ['NeedOpportunity', 'OPPORTUNITY'],
    ['NeedRelevant', 'RELEVANT'],
    ['NeedMustTry', 'MUST_TRY'],
    ['NeedSmartBasket', 'SMART_BASKET'],
  ])('%s: the %s signals for this retailer and distributor', async (flag, kind) => {
    const list = await allPages(t, token, '/Product/SearchProduct', { [flag]: true });
    const expected = await availableIds(
      t,
      d1,
      sql`exists (select 1 from product_signals ps where ps.product_id = p.id and ps.kind = ${kind}
        and (ps.retailer_id is null or ps.retailer_id = ${r1}) and (ps.distributor_id is null or ps.distributor_id = ${d1}))`,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(sorted(list.map((p) => p.ProductId))).toEqual(expected);
  });

  it('recommended leaves out other retailers’ and other distributors’ signals', async () => {
    const foreign = await ids(
      t,
      sql`select product_id as id from product_signals where kind = 'RECOMMENDED' and distributor_id is not null and distributor_id <> ${d1}`,
    );
    expect(foreign.length).toBeGreaterThan(0);
    const list = await allPages(t, token, '/Product/SearchProduct', { NeedRecommended: true });
    const shared = new Set(
      await ids(
        t,
        sql`select product_id as id from product_signals where kind = 'RECOMMENDED' and distributor_id is null`,
      ),
    );
    for (const id of foreign.filter((x) => !shared.has(x)))
      expect(list.map((p) => p.ProductId)).not.toContain(id);
  });

  it('promotion: products with a running discount', async () => {
    const list = await allPages(t, token, '/Product/SearchProduct', { NeedPromotion: true });
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((p) => p.DiscountId > 0)).toBe(true);
    expect(list.some((p) => p.BrandName === 'Neem Fresh')).toBe(false); // ended
    expect(list.some((p) => p.BrandName === 'Sunlite')).toBe(false); // D002 only
  });

  it('flags combine with AND', async () => {
    const both = await allPages(t, token, '/Product/SearchProduct', {
      NeedScheme: true,
      NeedPastPurchase: true,
    });
    const scheme = new Set(
      (await allPages(t, token, '/Product/SearchProduct', { NeedScheme: true })).map((p) => p.ProductId),
    );
    const past = new Set(
      (await allPages(t, token, '/Product/SearchProduct', { NeedPastPurchase: true })).map(
        (p) => p.ProductId,
      ),
    );
    expect(sorted(both.map((p) => p.ProductId))).toEqual(sorted([...scheme].filter((id) => past.has(id))));
  });

  it('the tab calls force their flag: OpportunityProducts, RelevantProducts, FavouriteProduct; ApplyFilter equals SearchProduct', async () => {
    for (const [path, flag] of [
      ['/Product/OpportunityProducts', 'NeedOpportunity'],
      ['/Product/RelevantProducts', 'NeedRelevant'],
      ['/Product/FavouriteProduct', 'NeedFavourite'],
    ] as const) {
      const viaPath = await allPages(t, token, path, {});
      const viaFlag = await allPages(t, token, '/Product/SearchProduct', { [flag]: true });
      expect(viaPath.length, path).toBeGreaterThan(0);
      expect(sorted(viaPath.map((p) => p.ProductId)), path).toEqual(sorted(viaFlag.map((p) => p.ProductId)));
    }
    const body = { Sorting: 'Name_DESC', page: 3 };
    expect(products(await t.call('/Product/ApplyFilter', body, { token }))).toEqual(
      products(await search(body)),
    );
  });

  it('SuggestedOrderValue is the value of the suggested quantities over the whole filter', async () => {
    const res = await t.call('/Product/RelevantProducts', { PageSize: 5 }, { token });
    const all = await allPages(t, token, '/Product/RelevantProducts');
    const paise = all.reduce((sum, p) => sum + p.SuggestedQty * Math.round(p.BuyPrice * 100), 0);
    expect(paise).toBeGreaterThan(0);
    expect((res.body as unknown as { SuggestedOrderValue: number }).SuggestedOrderValue).toBe(paise / 100);
    const none = await search({ CAT: { FilterLevelCode: 'CAT', FilterIdList: [999_999] } });
    expect((none.body as unknown as { SuggestedOrderValue: number }).SuggestedOrderValue).toBe(0);
  });
});

describe(`similar products (${engine})`, () => {
  it('lists the same sub-category, same brand first, without the product itself', async () => {
    const [target] = products(await search({ SearchText: 'Crunchos Masala Magic Masala 52 g' }));
    const res = await t.call(
      '/Product/SimilarProduct',
      { ProductId: target!.ProductId, PageSize: 100 },
      { token },
    );
    const list = products(res);
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((p) => p.SubCategoryId === target!.SubCategoryId)).toBe(true);
    expect(list.map((p) => p.ProductId)).not.toContain(target!.ProductId);
    const firstOther = list.findIndex((p) => p.BrandId !== target!.BrandId);
    if (firstOther >= 0)
      expect(list.slice(firstOther).every((p) => p.BrandId !== target!.BrandId)).toBe(true);
    expect(list[0]!.BrandId).toBe(target!.BrandId);
    expect(res.body.TotalCount).toBe(
      (await availableIds(t, d1, sql`p.sub_category_id = ${target!.SubCategoryId}`)).length - 1,
    );
  });

  it('answers E012 for a product that is not available and E008 without ProductId', async () => {
    const missing = await t.call('/Product/SimilarProduct', { ProductId: 999_999 }, { token });
    expect(missing.status).toBe(404);
    expect(missing.body.Code).toBe('E012');
    const bad = await t.call('/Product/SimilarProduct', {}, { token });
    expect(bad.body.Code).toBe('E008');
  });
});

describe(`favourites (${engine})`, () => {
  it('toggles with S004 / S005, idempotently, and FavouriteProduct follows', async () => {
    const before = await allPages(t, token, '/Product/FavouriteProduct');
    expect(before).toHaveLength(6);
    const candidate = products(await search({ Sorting: 'Name_DESC' })).find((p) => p.IsFavourite === 0)!;
    const item = {
      PrincipalId: candidate.PrincipalId,
      DistributorId: d1,
      IsFavourite: 1,
      ProductId: candidate.ProductId,
    };
    const add = await t.call('/Product/AddRemoveFavourite', item, { token });
    expect(add.body).toMatchObject({
      Status: 1,
      Code: 'S004',
      Data: { ProductId: candidate.ProductId, IsFavourite: 1 },
    });
    const again = await t.call('/Product/AddRemoveFavourite', item, { token });
    expect(again.body.Code).toBe('S004');
    const after = await allPages(t, token, '/Product/FavouriteProduct');
    expect(after).toHaveLength(7);
    expect(after[0]!.ProductId).toBe(candidate.ProductId); // most recent first
    expect(after.every((p) => p.IsFavourite === 1)).toBe(true);
    const [line] = products(await search({ SearchText: candidate.ProductCode }));
    expect(line!.IsFavourite).toBe(1);

    const remove = await t.call('/Product/AddRemoveFavourite', { ...item, IsFavourite: 0 }, { token });
    expect(remove.body).toMatchObject({ Status: 1, Code: 'S005', Data: { IsFavourite: 0 } });
    const removeAgain = await t.call(
      '/Product/AddRemoveFavourite',
      { ...item, IsFavourite: false },
      { token },
    );
    expect(removeAgain.body.Code).toBe('S005');
    expect(await allPages(t, token, '/Product/FavouriteProduct')).toHaveLength(6);
  });

  it('refuses bad toggles: unknown product or principal (E012), unmapped distributor (E014), bad input (E008)', async () => {
    const [p] = products(await search({}));
    const d3 = await idOf(t, 'distributors', 'D003');
    const base = { PrincipalId: p!.PrincipalId, DistributorId: d1, IsFavourite: 1, ProductId: p!.ProductId };
    expect(
      (await t.call('/Product/AddRemoveFavourite', { ...base, ProductId: 999_999 }, { token })).body.Code,
    ).toBe('E012');
    expect(
      (await t.call('/Product/AddRemoveFavourite', { ...base, PrincipalId: 999 }, { token })).body.Code,
    ).toBe('E012');
    expect(
      (await t.call('/Product/AddRemoveFavourite', { ...base, DistributorId: d3 }, { token })).body.Code,
    ).toBe('E014');
    for (const bad of [{ ...base, IsFavourite: 2 }, { ...base, ProductId: 'x' }, { PrincipalId: 1 }]) {
      const res = await t.call('/Product/AddRemoveFavourite', bad, { token });
      expect(res.status).toBe(400);
      expect(res.body.Code).toBe('E008');
    }
  });
});
