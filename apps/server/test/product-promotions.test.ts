import type {
  TBanner,
  TBannerView,
  TDiscountLine,
  TPromotionSchemeDetails,
  TQpsScheme,
  TScheme,
} from '@restock/domain/contracts/product';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allPages, availableIds, idOf, ids, rows, sorted } from './product-helpers.ts';
import { createTestApp, engine, type TestApp } from './support/harness.ts';

let t: TestApp;
let token: string;
let d1: number;
let r1: number;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.tokenFor('retailer1');
  d1 = await idOf(t, 'distributors', 'D001');
  r1 = await idOf(t, 'retailers', 'R0001');
});
afterAll(async () => {
  await t.close();
});

const call = (path: string, body: unknown = {}) => t.call(path, body, { token });

describe(`banners (${engine})`, () => {
  it('shows the banners of every type this retailer may see, in sequence', async () => {
    const res = await call('/Product/Banner');
    const list = res.body.Data as TBanner[];
    expect(list.map((b) => [b.BannerType, b.Title])).toEqual([
      ['SCH', 'Crunchos: Buy 10 Get 1 Free'],
      ['SCH', 'Free Dentoguard with Silkara'],
      ['SKU', 'Vitabolt now ₹20 off'],
      ['DL', 'Earn more with monthly targets'],
      ['RTR', 'Picked for Gupta General Store'],
      ['CH', 'General Trade Week'],
      ['LOC', 'Maharashtra Monsoon Specials'],
      ['DIST', 'Sharma Wholesale Weekly Deals'],
    ]);
    expect(new Set(list.map((b) => b.BannerType))).toEqual(
      new Set(['RTR', 'CH', 'LOC', 'DIST', 'SCH', 'SKU', 'DL']),
    );
    const sch = list[0]!;
    expect(sch.SchemeId).toBe(await idOf(t, 'schemes', 'SCH-CRUNCHOS-10+1'));
    expect(list.find((b) => b.BannerType === 'DL')!.Link).toBe('qpsSchemes');
    expect(list.find((b) => b.BannerType === 'SKU')!.ProductId).toBeGreaterThan(0);
    for (const b of list) expect(b.ImageUrl).toMatch(/^\/images\/banners\/\d+-[\w-]{22}\.svg$/);
  });

  it('filters by BannerTypes and refuses an unknown type', async () => {
    const sch = (await call('/Product/Banner', { BannerTypes: ['SCH', 'DL'] })).body.Data as TBanner[];
    expect(sch.map((b) => b.BannerType)).toEqual(['SCH', 'SCH', 'DL']);
    expect((await call('/Product/Banner', { BannerTypes: ['XYZ'] })).body.Code).toBe('E008');
  });

  it('BannerView lists the products a banner opens; a banner not shown to the retailer is E012', async () => {
    const list = (await call('/Product/Banner')).body.Data as TBanner[];
    const rtr = list.find((b) => b.BannerType === 'RTR')!;
    const view = await call('/Product/BannerView', { BannerId: rtr.BannerId, PageSize: 100 });
    const data = view.body.Data as TBannerView;
    expect(data.Banner.BannerId).toBe(rtr.BannerId);
    const expected = await availableIds(
      t,
      d1,
      sql`p.id in (select product_id from banner_products where banner_id = ${rtr.BannerId})`,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(sorted(data.Products.map((p) => p.ProductId))).toEqual(expected);
    expect(view.body.TotalCount).toBe(expected.length);

    const sch = list.find((b) => b.BannerType === 'SCH')!;
    const schView = (await call('/Product/BannerView', { BannerId: sch.BannerId, PageSize: 100 })).body
      .Data as TBannerView;
    expect(schView.Products.length).toBeGreaterThan(0);
    expect(schView.Products.every((p) => p.BrandName === 'Crunchos')).toBe(true);
    const sku = list.find((b) => b.BannerType === 'SKU')!;
    const skuView = (await call('/Product/BannerView', { BannerId: sku.BannerId })).body.Data as TBannerView;
    expect(skuView.Products.map((p) => p.ProductId)).toEqual([sku.ProductId]);
    const dl = list.find((b) => b.BannerType === 'DL')!;
    const dlView = await call('/Product/BannerView', { BannerId: dl.BannerId });
    expect(dlView.body).toMatchObject({ Status: 1, Count: 0, TotalCount: 0 });

    const hidden = await ids(
      t,
      sql`select id from banners where title in ('Picked for Patel Kirana', 'Modern Trade Display Deals',
        'Karnataka Festive Offers', 'Metro Distribution Clearance', 'Last season offers')`,
    );
    expect(hidden).toHaveLength(5);
    for (const BannerId of [...hidden, 999_999]) {
      const res = await call('/Product/BannerView', { BannerId });
      expect(res.status).toBe(404);
      expect(res.body.Code).toBe('E012');
    }
    expect((await call('/Product/BannerView', { BannerId: rtr.BannerId, Page: 0 })).body.Code).toBe('E008');
  });

  it('BannerView with NeedFOC lists only the banner products offered FOC, each IsFree 1; without it nothing changes', async () => {
    const list = (await call('/Product/Banner')).body.Data as TBanner[];
    let focSeen = 0;
    for (const banner of list) {
      const products = sql`p.id in (select product_id from banner_products where banner_id = ${banner.BannerId})`;
      const regular = await call('/Product/BannerView', { BannerId: banner.BannerId, PageSize: 100 });
      const foc = await call('/Product/BannerView', {
        BannerId: banner.BannerId,
        PageSize: 100,
        NeedFOC: true,
      });
      const regularData = regular.body.Data as TBannerView;
      const focData = foc.body.Data as TBannerView;
      expect(focData.Banner, banner.Title).toEqual(regularData.Banner);
      expect(
        regularData.Products.every((p) => p.IsFree === 0),
        banner.Title,
      ).toBe(true);
      expect(
        focData.Products.every((p) => p.IsFree === 1),
        banner.Title,
      ).toBe(true);
      const focIds = sorted(focData.Products.map((p) => p.ProductId));
      const regularIds = regularData.Products.map((p) => p.ProductId);
      expect(
        focIds.every((id) => regularIds.includes(id)),
        banner.Title,
      ).toBe(true);
      expect(foc.body.TotalCount, banner.Title).toBe(focIds.length);
      if (['RTR', 'CH', 'LOC', 'DIST'].includes(banner.BannerType)) {
        expect(sorted(regularIds), banner.Title).toEqual(await availableIds(t, d1, products));
        expect(focIds, banner.Title).toEqual(await availableIds(t, d1, sql`dp.is_foc and ${products}`));
      } else {
        const focOnly = await availableIds(t, d1, sql`dp.is_foc`);
        expect(
          focIds.every((id) => focOnly.includes(id)),
          banner.Title,
        ).toBe(true);
      }
      focSeen += focIds.length;
    }
    // The seed's banners hold FOC products, so the flag is seen narrowing, not only emptying.
    expect(focSeen).toBeGreaterThan(0);
    const flagOff = await call('/Product/BannerView', { BannerId: list[0]!.BannerId, NeedFOC: false });
    expect(flagOff.body.Data).toEqual(
      (await call('/Product/BannerView', { BannerId: list[0]!.BannerId })).body.Data,
    );
  });
});

describe(`schemes (${engine})`, () => {
  it('SchemeView: narration, slabs and free goods of a running scheme', async () => {
    const id = await idOf(t, 'schemes', 'SCH-SILKARA-DENTO');
    const scheme = (await call('/Product/SchemeView', { SchemeId: id })).body.Data as TScheme;
    expect(scheme).toMatchObject({
      SchemeId: id,
      SchemeType: 'PROMO',
      SchemeName: 'Silkara Shampoo with free Dentoguard',
    });
    expect(scheme.Narration).toMatch(/Buy 6/);
    expect(scheme.Slabs).toHaveLength(1);
    expect(scheme.Slabs[0]).toMatchObject({ MinQty: 6, FreeQty: 1 });
    expect(scheme.Slabs[0]!.FreeProductName).toMatch(/Dentoguard Toothpaste/);
    expect(scheme.ProductCount).toBeGreaterThan(0);
    // Promotion pictures are named with a signature, not by id alone (decision 070).
    expect(scheme.ImageUrl).toMatch(new RegExp(`^/images/schemes/${id}-[\\w-]{22}\\.svg$`));
    const qps = await idOf(t, 'schemes', 'QPS-CRUNCHOS-MONTH');
    expect(((await call('/Product/SchemeView', { SchemeId: qps })).body.Data as TScheme).SchemeType).toBe(
      'QPS',
    );
  });

  it('SchemeView: an ended scheme, another distributor’s and an unknown one are E012', async () => {
    for (const code of ['SCH-CHAI-MONSOON', 'SCH-KISAN-COMBO']) {
      const res = await call('/Product/SchemeView', { SchemeId: await idOf(t, 'schemes', code) });
      expect(res.body.Code, code).toBe('E012');
    }
    expect((await call('/Product/SchemeView', { SchemeId: 999_999 })).body.Code).toBe('E012');
    expect((await call('/Product/SchemeView', { SchemeId: 0 })).body.Code).toBe('E008');
  });

  it('PromotionSchemes: running PROMO schemes of this distributor, paged from 1, ending soonest first', async () => {
    const res = await call('/Product/PromotionSchemes', { Page: 1 });
    const list = res.body.Data as TScheme[];
    expect(list.map((s) => s.SchemeCode).sort()).toEqual(
      [
        'SCH-BIKANER-FESTIVE',
        'SCH-CRUNCHOS-10+1',
        'SCH-FIZZUP-SUMMER',
        'SCH-GOODMORNING-10+1',
        'SCH-MASALA-CARNIVAL',
        'SCH-SILKARA-DENTO',
      ].sort(),
    );
    expect(res.body).toMatchObject({ Count: 6, TotalCount: 6 });
    const paged = await call('/Product/PromotionSchemes', { Page: 2, PageSize: 4 });
    expect(paged.body).toMatchObject({ Count: 2, TotalCount: 6, Code: '' });
    const past = await call('/Product/PromotionSchemes', { Page: 3, PageSize: 4 });
    expect(past.body).toMatchObject({ Status: 1, Count: 0, TotalCount: 6, Data: [] });
    for (const Page of [0, -1])
      expect((await call('/Product/PromotionSchemes', { Page })).body.Code).toBe('E008');
  });

  it('PromotionSchemes: Ids at a FilterLevelCode, scheme Ids, and NeedFOC narrow the list', async () => {
    const crunchos = await idOf(t, 'brands', 'CRUNCHOS');
    const byBrand = (await call('/Product/PromotionSchemes', { Ids: [crunchos], FilterLevelCode: 'BR' })).body
      .Data as TScheme[];
    expect(byBrand.map((s) => s.SchemeCode)).toEqual(['SCH-CRUNCHOS-10+1']);
    const snacks = await idOf(t, 'categories', 'SNK');
    const byCat = (await call('/Product/PromotionSchemes', { Ids: [snacks], FilterLevelCode: 'CAT' })).body
      .Data as TScheme[];
    expect(byCat.map((s) => s.SchemeCode).sort()).toEqual([
      'SCH-BIKANER-FESTIVE',
      'SCH-CRUNCHOS-10+1',
      'SCH-GOODMORNING-10+1',
    ]);
    const silkara = await idOf(t, 'schemes', 'SCH-SILKARA-DENTO');
    const byId = (await call('/Product/PromotionSchemes', { Ids: [silkara] })).body.Data as TScheme[];
    expect(byId.map((s) => s.SchemeId)).toEqual([silkara]);
    const none = await call('/Product/PromotionSchemes', { Ids: [999_999], FilterLevelCode: 'SKU' });
    expect(none.body).toMatchObject({ Status: 1, Code: 'RA_NO_DATA', TotalCount: 0 });
    const foc = (await call('/Product/PromotionSchemes', { NeedFOC: true })).body.Data as TScheme[];
    for (const s of foc) {
      const focProducts = await availableIds(
        t,
        d1,
        sql`dp.is_foc and p.id in (select product_id from scheme_products where scheme_id = ${s.SchemeId})`,
      );
      expect(focProducts.length).toBeGreaterThan(0);
    }
    expect((await call('/Product/PromotionSchemes', { FilterLevelCode: 'XX', Ids: [1] })).body.Code).toBe(
      'E008',
    );
  });

  it('PromotionSchemes details: NeedProduct gives the schemes and a page of their products', async () => {
    const crunchos = await idOf(t, 'schemes', 'SCH-CRUNCHOS-10+1');
    const res = await call('/Product/PromotionSchemes', {
      Ids: [crunchos],
      NeedProduct: true,
      Sorting: 'Price_DESC',
      Page: 1,
      PageSize: 5,
    });
    const data = res.body.Data as TPromotionSchemeDetails;
    expect(data.Schemes.map((s) => s.SchemeId)).toEqual([crunchos]);
    expect(data.Products).toHaveLength(5);
    expect(data.Products.every((p) => p.BrandName === 'Crunchos')).toBe(true);
    for (let i = 1; i < 5; i++)
      expect(data.Products[i]!.BuyPrice).toBeLessThanOrEqual(data.Products[i - 1]!.BuyPrice);
    expect(res.body.TotalCount).toBe(data.Schemes[0]!.ProductCount);
    expect((await call('/Product/PromotionSchemes', { NeedProduct: true, Ids: [] })).body.Code).toBe('E008');
    const ended = await idOf(t, 'schemes', 'SCH-CHAI-MONSOON');
    expect((await call('/Product/PromotionSchemes', { NeedProduct: true, Ids: [ended] })).body.Code).toBe(
      'E012',
    );
  });

  it("QpsSchemes: the retailer's purchases in the period and the slab reached", async () => {
    const res = await call('/Product/QpsSchemes', {});
    const list = res.body.Data as TQpsScheme[];
    expect(list.map((s) => s.SchemeCode).sort()).toEqual(['QPS-CRUNCHOS-MONTH', 'QPS-GOKUL-QUARTER']);
    for (const s of list) {
      const [row] = await rows<{ qty: number }>(
        t,
        sql`select coalesce(sum(ol.qty), 0)::int as qty from orders o join order_lines ol on ol.order_id = o.id
            join schemes s on s.id = ${s.SchemeId}
            where o.retailer_id = ${r1} and o.status <> 'C' and o.created_at between s.starts_at and s.ends_at
              and ol.product_id in (select product_id from scheme_products where scheme_id = s.id)`,
      );
      expect(s.AchievedQty, s.SchemeCode).toBe(Number(row!.qty));
      const slabs = [...s.Slabs].sort((a, b) => a.MinQty - b.MinQty);
      const current = slabs.filter((x) => x.MinQty <= s.AchievedQty).at(-1);
      const next = slabs.find((x) => x.MinQty > s.AchievedQty);
      expect(s.CurrentSlabId).toBe(current?.SlabId ?? null);
      expect(s.NextSlabId).toBe(next?.SlabId ?? null);
      expect(s.QtyToNextSlab).toBe(next ? next.MinQty - s.AchievedQty : 0);
    }
    const crunchos = list.find((s) => s.SchemeCode === 'QPS-CRUNCHOS-MONTH')!;
    expect(crunchos.AchievedQty).toBeGreaterThanOrEqual(96);
    expect(crunchos.AchievedValue).toBeGreaterThan(0);
    expect((await call('/Product/QpsSchemes', { Page: 0 })).body.Code).toBe('E008');
  });
});

describe(`discounts (${engine})`, () => {
  it('GetProductDiscountList: running discounts with the price after them, paged from 0', async () => {
    const first = await call('/Product/GetProductDiscountList', { Page: 0, PageSize: 5 });
    const second = await call('/Product/GetProductDiscountList', { Page: 1, PageSize: 5 });
    const all: TDiscountLine[] = [];
    for (let Page = 0; Page < 20; Page++) {
      const res = await call('/Product/GetProductDiscountList', { Page, PageSize: 100 });
      const data = res.body.Data as TDiscountLine[];
      all.push(...data);
      if (data.length === 0 || all.length >= res.body.TotalCount) break;
    }
    const expected = await availableIds(
      t,
      d1,
      sql`p.id in (select dpr.product_id from discount_products dpr join discounts d on d.id = dpr.discount_id
        where d.active and d.starts_at <= now() and d.ends_at >= now() and (d.distributor_id is null or d.distributor_id = ${d1}))`,
    );
    expect(first.body.TotalCount).toBe(expected.length);
    expect(first.body.Count).toBe(5);
    const firstIds = (first.body.Data as TDiscountLine[]).map((l) => l.ProductId);
    const secondIds = (second.body.Data as TDiscountLine[]).map((l) => l.ProductId);
    expect(firstIds.some((id) => secondIds.includes(id))).toBe(false);
    expect(sorted(all.map((l) => l.ProductId))).toEqual(expected);
    for (const l of all) {
      expect(l.Discount.DiscountId).toBe(l.DiscountId);
      const paise = Math.round(l.BuyPrice * 100);
      const after =
        l.Discount.DiscountType === 'PCT'
          ? Math.round((paise * (100 - l.Discount.DiscountValue)) / 100)
          : Math.max(0, paise - Math.round(l.Discount.DiscountValue * 100));
      expect(Math.round(l.DiscountedPrice * 100)).toBe(after);
      expect(l.DiscountedPrice).toBeLessThan(l.BuyPrice);
    }
    expect(all.some((l) => l.BrandName === 'Sunlite' || l.BrandName === 'Neem Fresh')).toBe(false);
  });

  it('GetProductDiscountList with NeedFOC: only the discounted products offered FOC, each IsFree 1', async () => {
    const discounted = sql`p.id in (select dpr.product_id from discount_products dpr join discounts d on d.id = dpr.discount_id
      where d.active and d.starts_at <= now() and d.ends_at >= now() and (d.distributor_id is null or d.distributor_id = ${d1}))`;
    const expected = await availableIds(t, d1, sql`dp.is_foc and ${discounted}`);
    expect(expected.length).toBeGreaterThan(0);
    const foc = await call('/Product/GetProductDiscountList', { Page: 0, PageSize: 100, NeedFOC: true });
    const lines = foc.body.Data as TDiscountLine[];
    expect(sorted(lines.map((l) => l.ProductId))).toEqual(expected);
    expect(foc.body.TotalCount).toBe(expected.length);
    expect(lines.every((l) => l.IsFree === 1 && l.Discount.DiscountId === l.DiscountId)).toBe(true);
    const regular = (await call('/Product/GetProductDiscountList', { Page: 0, PageSize: 100 })).body
      .Data as TDiscountLine[];
    expect(regular.every((l) => l.IsFree === 0)).toBe(true);
    expect(regular.length).toBeGreaterThan(lines.length);
  });

  it('narrows by DiscountIds; refuses a negative page', async () => {
    const vitabolt = await idOf(t, 'discounts', 'DIS-VITABOLT-20');
    const list = await call('/Product/GetProductDiscountList', { DiscountIds: [vitabolt], PageSize: 100 });
    const data = list.body.Data as TDiscountLine[];
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((l) => l.Discount.DiscountType === 'AMT' && l.BrandName === 'Vitabolt')).toBe(true);
    expect((await call('/Product/GetProductDiscountList', { Page: -1 })).body.Code).toBe('E008');
    const ended = await idOf(t, 'discounts', 'DIS-NEEM-CLEARANCE');
    expect((await call('/Product/GetProductDiscountList', { DiscountIds: [ended] })).body.Code).toBe(
      'RA_NO_DATA',
    );
  });
});

describe(`catalogue images (${engine})`, () => {
  it('serves a generated SVG per product with day-long caching and an ETag', async () => {
    const id = await idOf(t, 'products', 'SKU00001');
    const res = await t.app.inject({ method: 'GET', url: `/images/products/${id}.svg` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.body).toMatch(/^<svg xmlns='http:\/\/www\.w3\.org\/2000\/svg'/);
    expect(res.body).toContain('Chai Bahar');
    expect(res.body).toContain('100 g');
    expect(res.body).not.toMatch(/<script|javascript:|href=/i);
    const etag = String(res.headers.etag);
    const again = await t.app.inject({
      method: 'GET',
      url: `/images/products/${id}.svg`,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
  });

  it('serves category, brand, banner and scheme pictures; 404 for unknown ones', async () => {
    for (const url of [
      `/images/categories/${await idOf(t, 'categories', 'SNK')}.svg`,
      `/images/brands/${await idOf(t, 'brands', 'CRUNCHOS')}.svg`,
      (
        (await call('/Product/SchemeView', { SchemeId: await idOf(t, 'schemes', 'SCH-CRUNCHOS-10+1') })).body
          .Data as TScheme
      ).ImageUrl,
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^image\/svg\+xml/);
    }
    for (const url of [
      '/images/products/999999.svg',
      '/images/products/abc.svg',
      '/images/products/1.png',
      '/images/other/1.svg',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('every picture a screen links to exists (no broken images)', async () => {
    const urls = new Set<string>();
    for (const p of await allPages(t, token, '/Product/SearchProduct')) urls.add(p.ImageUrl);
    for (const b of (await call('/Product/Banner')).body.Data as TBanner[]) urls.add(b.ImageUrl);
    for (const s of (await call('/Product/PromotionSchemes')).body.Data as TScheme[]) urls.add(s.ImageUrl);
    const tree = (await call('/Product/Categories')).body.Data as Array<{
      ImageUrl: string;
      SubCategories: Array<{ ImageUrl: string }>;
    }>;
    for (const c of tree) {
      urls.add(c.ImageUrl);
      for (const s of c.SubCategories) urls.add(s.ImageUrl);
    }
    for (const l of (await call('/Product/GlobalSearch', { SearchText: 'masala', Limit: 50 })).body
      .Data as Array<{ ImageUrl: string }>)
      urls.add(l.ImageUrl);
    expect(urls.size).toBeGreaterThan(250);
    for (const url of urls) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
    }
  });

  it('publishes the product calls in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json();
    for (const path of [
      '/api/Product/SearchProduct',
      '/api/Product/GlobalSearch',
      '/api/Product/AddRemoveFavourite',
    ]) {
      expect(Object.keys(doc.paths), path).toContain(path);
    }
    const search = doc.paths['/api/Product/SearchProduct'].post;
    expect(search.requestBody.content['application/json'].schema.properties).toHaveProperty('AttrFilter');
  });
});
