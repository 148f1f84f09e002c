import { SORT_OPTIONS } from '@restock/domain/codes';
import type { TProduct } from '@restock/domain/contracts/product';
import { parseSortOption, searchWords } from '@restock/domain/rules/product-list';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueIndex } from '../src/modules/product/catalogue/catalogue-index.ts';
import { readyCatalogueIndex } from '../src/modules/product/catalogue/index-registry.ts';
import {
  cachedTextMatch,
  findTextMatch,
  indexedDrawerSkus,
} from '../src/modules/product/catalogue/index-search.ts';
import type { CatalogueScope } from '../src/modules/product/scope.ts';
import { searchCatalogue } from '../src/modules/product/search.ts';
import { defaultFilter, listProducts } from '../src/modules/product/service.ts';
import { retailer1Scope, rows } from './product-helpers.ts';
import { createTestApp, engine, type TestApp } from './support/harness.ts';

/**
 * Search results without a catalogue scan (issue 22, decision 079). A product list with a
 * SearchText is answered from the catalogue index's text part, or by SQL that looks the name's
 * words, the code and the barcode up apart. Both must answer exactly what the former query did:
 * every word in the name (ILIKE), or the whole text as code or barcode, in one `OR` over the
 * client's products, ranked by decision 017. That query is written out here as the reference: the
 * same items in the same order, Count, TotalCount and SuggestedOrderValue, for words, codes,
 * barcodes, filters, FOC mode, every sort and the page edges.
 */
describe(`Search results (${engine})`, () => {
  let t: TestApp;
  let scope: CatalogueScope;
  /** The same scope without a catalogue version: no index, every answer read by SQL. */
  let sqlScope: CatalogueScope;
  let index: CatalogueIndex;
  let dims: { category: number; subCategory: number; brand: number; subBrand: number };
  let names: string[];
  let code: string;
  let barcode: string;

  beforeAll(async () => {
    t = await createTestApp();
    scope = await retailer1Scope(t);
    const { distributorId } = scope;
    sqlScope = { ...scope, catalogueVersion: null };
    for (let i = 0; i < 500 && !readyCatalogueIndex(t.database.db, scope); i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    index = readyCatalogueIndex(t.database.db, scope)!;
    expect(index, 'the catalogue index was not built within 10 s').toBeTruthy();
    expect(index.text, 'the seeded catalogue can be searched from memory').toBeTruthy();
    const [d] = await rows<{ c: number; s: number; b: number; sb: number }>(
      t,
      sql`select (array_agg(category_id order by product_id))[1] as c,
            (array_agg(sub_category_id order by product_id))[1] as s,
            (array_agg(brand_id order by product_id))[1] as b,
            (array_agg(sub_brand_id order by product_id) filter (where sub_brand_id is not null))[1] as sb
          from distributor_products where distributor_id = ${distributorId} and active and product_active`,
    );
    dims = {
      category: Number(d!.c),
      subCategory: Number(d!.s),
      brand: Number(d!.b),
      subBrand: Number(d!.sb),
    };
    const available = await rows<{ name: string; code: string; barcode: string }>(
      t,
      sql`select p.name, p.code, p.barcode from distributor_products dp join products p on p.id = dp.product_id
          where dp.distributor_id = ${distributorId} and dp.active and dp.product_active order by p.id`,
    );
    names = available.map((a) => a.name);
    code = available[5]!.code;
    barcode = available[9]!.barcode;
  });
  afterAll(async () => t?.close());

  /** The former query: one OR over the client's products, ranked as decision 017 says. */
  const reference = async (text: string, filter: Record<string, unknown>, sorting: string) => {
    const raw = text.trim();
    const words = searchWords(raw);
    const likeText = (w: string) => w.replace(/[\\%_]/g, (c) => `\\${c}`);
    const lower = raw.toLowerCase();
    const conditions: SQL[] = [
      sql`dp.distributor_id = ${scope.distributorId} and dp.active and dp.product_active`,
      sql`((${sql.join(
        words.map((w) => sql`p.name ilike ${`%${likeText(w)}%`}`),
        sql` and `,
      )}) or p.code = ${raw.toUpperCase()} or p.barcode = ${raw})`,
    ];
    if (filter.NeedFOC) conditions.push(sql`dp.is_foc`);
    const level = (f: unknown) => f as { FilterLevelCode: string; FilterIdList: number[] } | undefined;
    if (level(filter.CAT)) conditions.push(sql`dp.category_id = ${level(filter.CAT)!.FilterIdList[0]}`);
    if (level(filter.SUCAT))
      conditions.push(sql`dp.sub_category_id = ${level(filter.SUCAT)!.FilterIdList[0]}`);
    const br = level(filter.BR);
    if (br) {
      const column = br.FilterLevelCode === 'SUBR' ? sql`dp.sub_brand_id` : sql`dp.brand_id`;
      conditions.push(sql`${column} = ${br.FilterIdList[0]}`);
    }
    let order: SQL;
    if (sorting === '') {
      order = sql`case when p.code = ${raw.toUpperCase()} or p.barcode = ${raw} then 0
          when lower(p.name) = ${lower} then 1 when lower(p.name) like ${`${likeText(lower)}%`} then 2 else 3 end,
        similarity(p.name, ${raw}) desc`;
    } else {
      const { field, direction } = parseSortOption(sorting as (typeof SORT_OPTIONS)[number]);
      const column = {
        Name: sql`p.name`,
        Price: sql`dp.price`,
        Date: sql`p.launched_at`,
        Point: sql`p.points`,
      }[field];
      order = sql`${column} ${direction === 'ASC' ? sql`asc` : sql`desc`}`;
    }
    const found = await rows<{ id: number; value: string }>(
      t,
      sql`select dp.product_id as id, coalesce(sug.qty * dp.price, 0)::text as value
          from distributor_products dp join products p on p.id = dp.product_id
          left join (select ps.product_id, max(ps.suggested_qty) as qty from product_signals ps
              where ps.client_id = ${scope.clientId} and ps.kind in ('RELEVANT', 'SMART_BASKET') and ps.suggested_qty > 0
                and (ps.distributor_id is null or ps.distributor_id = ${scope.distributorId})
                and (ps.retailer_id is null or ps.retailer_id = ${scope.retailerId})
              group by ps.product_id) sug on sug.product_id = dp.product_id
          where ${sql.join(conditions, sql` and `)}
          order by ${order}, dp.product_id`,
    );
    const paise = found.reduce((sum, f) => sum + Math.round(Number(f.value) * 100), 0);
    return { ids: found.map((f) => Number(f.id)), suggestedOrderValue: paise / 100 };
  };

  const answer = async (s: CatalogueScope, body: Record<string, unknown>) => {
    const page = await listProducts(t.database.db, s, defaultFilter(body));
    return {
      ids: (JSON.parse(page.productsJson().toString()) as TProduct[]).map((p) => p.ProductId),
      count: page.count,
      totalCount: page.totalCount,
      suggestedOrderValue: page.suggestedOrderValue,
    };
  };

  /** Every filter, sort and page edge of a text: the index, the SQL path and the reference agree. */
  const compare = async (text: string, filters: Array<Record<string, unknown>>) => {
    let matched = 0;
    for (const filter of filters) {
      const plain = Object.keys(filter).length === 0;
      const sorts = plain ? ['', ...SORT_OPTIONS] : ['', 'Price_DESC'];
      for (const Sorting of sorts) {
        const expected = await reference(text, filter, Sorting);
        matched += expected.ids.length;
        const lastPage = Math.max(1, Math.ceil(expected.ids.length / 7));
        for (const page of new Set(plain ? [1, 2, lastPage, lastPage + 1] : [1, lastPage])) {
          const body = { ...filter, SearchText: text, Sorting, page, PageSize: 7 };
          const ids = expected.ids.slice((page - 1) * 7, page * 7);
          const wanted = {
            ids,
            count: ids.length,
            totalCount: expected.ids.length,
            suggestedOrderValue: expected.suggestedOrderValue,
          };
          // The SQL path's statements are the same on every page: its first and last are compared.
          if (page === 1 || page === lastPage) {
            expect(await answer(sqlScope, body), `SQL ${JSON.stringify(body)}`).toEqual(wanted);
          }
          expect(await answer(scope, body), `index ${JSON.stringify(body)}`).toEqual(wanted);
        }
      }
    }
    return matched;
  };

  const filters = () => [
    {},
    { CAT: { FilterLevelCode: 'CAT', FilterIdList: [dims.category] } },
    { SUCAT: { FilterLevelCode: 'SUCAT', FilterIdList: [dims.subCategory] } },
    { BR: { FilterLevelCode: 'BR', FilterIdList: [dims.brand] } },
    { BR: { FilterLevelCode: 'SUBR', FilterIdList: [dims.subBrand] } },
    { NeedFOC: true },
    { NeedFOC: true, CAT: { FilterLevelCode: 'CAT', FilterIdList: [dims.category] } },
  ];

  it('answers words, codes and barcodes from the index exactly as the former query', async () => {
    const first = names[0]!;
    const texts = [
      // A common word, its case changed, a 3-character word, two words, a brand's two words.
      'masala',
      'MaSaLa',
      'tea',
      'ala',
      'kg masala',
      // A whole name (rank 1), a name's start (rank 2), a word the names hold inside (rank 3).
      first,
      first.split(' ').slice(0, 3).join(' '),
      // A code (upper-cased), in lower case, a barcode, a code's digits only.
      code,
      code.toLowerCase(),
      barcode,
      barcode.slice(4, 10),
      // Nothing, wildcards as plain text beside a word, short words beside a long one.
      'quokka',
      'masala %_',
      'ma_ala',
      '100 g fresh',
    ];
    let matched = 0;
    let withSuggestion = 0;
    for (const text of texts) {
      matched += await compare(text, filters());
      expect(index.textMatches.has(text.trim()), `${text}: answered from the index`).toBe(true);
      if ((await answer(scope, { SearchText: text, PageSize: 100 })).suggestedOrderValue > 0)
        withSuggestion++;
    }
    expect(matched).toBeGreaterThan(500);
    // The comparisons cover suggested order values.
    expect(withSuggestion).toBeGreaterThan(0);
  }, 300_000);

  it('answers the search drawer (GlobalSearch) from the index exactly as its SQL path', async () => {
    const first = names[0]!;
    const second = first.split(' ')[1] ?? first;
    // A word's start that other names hold inside a word: lines of the drawer's ranks 3 and 4.
    const lowerNames = names.map((n) => ` ${n.toLowerCase()}`);
    const starts = [
      ...new Set(
        lowerNames.flatMap((n) =>
          n
            .split(' ')
            .slice(2)
            .map((w) => w.slice(0, 3)),
        ),
      ),
    ];
    const mixed = starts.find(
      (w) =>
        /^[a-z]{3}$/.test(w) &&
        lowerNames.some((n) => n.includes(` ${w}`)) &&
        lowerNames.some((n) => n.includes(w) && !n.includes(` ${w}`)),
    )!;
    expect(mixed).toBeTruthy();
    // The ranks the merge with brand and category lines reads, as the SQL path computes them.
    for (const text of [mixed, 'masala', first, code]) {
      const search = { raw: text, words: searchWords(text), foc: false };
      const match = cachedTextMatch(index, text) ?? findTextMatch(index, index.text!, search);
      const skus = indexedDrawerSkus(index, index.text!, match, search, 50);
      const prefix = `${text.toLowerCase()}%`;
      const ranked = await rows<{ id: number; rank: number }>(
        t,
        sql`select id, case when code = ${text.toUpperCase()} or barcode = ${text} then 0
              when lower(name) = ${text.toLowerCase()} then 1 when lower(name) like ${prefix} then 2
              when ' ' || lower(name) like ${`% ${prefix}`} then 3 else 4 end as rank
            from products where id = any(${`{${skus.map((l) => l.id).join(',')}}`}::int[])`,
      );
      const rankOf = new Map(ranked.map((r) => [Number(r.id), Number(r.rank)]));
      expect(skus.map((l) => [l.id, l.rank])).toEqual(skus.map((l) => [l.id, rankOf.get(l.id)]));
      expect(new Set(skus.map((l) => l.rank)).size, text).toBeGreaterThan(text === mixed ? 1 : 0);
    }
    const texts = [
      mixed,
      'masala',
      'MaSaLa',
      'tea',
      'ala',
      'kg masala',
      'masala xq',
      first,
      first.split(' ').slice(0, 2).join(' '),
      // A word's start inside names (the drawer's rank 3).
      second.slice(0, 3),
      code,
      code.toLowerCase(),
      barcode,
      'quokka',
      'masala %_',
    ];
    let lines = 0;
    for (const text of texts) {
      for (const [limit, needFoc] of [
        [50, false],
        [5, false],
        [20, true],
      ] as const) {
        const input = { text, limit, needFoc, needSalesReturn: false };
        const fromSql = await searchCatalogue(t.database.db, sqlScope, input);
        const fromIndex = await searchCatalogue(t.database.db, scope, input);
        expect(fromIndex, `${JSON.stringify(input)}`).toEqual(fromSql);
        lines += fromSql.filter((l) => l.Code === 'SKU').length;
      }
      expect(index.textMatches.has(text.trim()), `${text}: answered from the index`).toBe(true);
    }
    expect(lines).toBeGreaterThan(150);
  }, 120_000);

  it('leaves texts beyond ASCII to the SQL path, which answers them as the former query', async () => {
    for (const text of ['चाय', 'café masala']) {
      await compare(text, [{}, { NeedFOC: true }]);
      expect(index.textMatches.has(text)).toBe(false);
    }
  }, 60_000);

  it('answers the routes with the same numbers (SearchProduct and ApplyFilter)', async () => {
    const token = await t.tokenFor('retailer1');
    const expected = await reference('masala', {}, '');
    for (const path of ['/Product/SearchProduct', '/Product/ApplyFilter']) {
      const res = await t.call(path, { SearchText: 'masala', page: 2, PageSize: 5 }, { token });
      expect(res.body.Status, res.body.Msg).toBe(1);
      expect((res.body.Data as TProduct[]).map((p) => p.ProductId)).toEqual(expected.ids.slice(5, 10));
      expect(res.body.TotalCount).toBe(expected.ids.length);
      expect(res.body.Count).toBe(5);
      expect((res.body as { SuggestedOrderValue?: number }).SuggestedOrderValue).toBe(
        expected.suggestedOrderValue,
      );
    }
  });
});
