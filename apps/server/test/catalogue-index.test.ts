import { SORT_OPTIONS } from '@restock/domain/codes';
import type { TProduct } from '@restock/domain/contracts/product';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CatalogueIndex, indexedLine } from '../src/modules/product/catalogue/catalogue-index.ts';
import { buildCatalogueIndex, CatalogueMovedError } from '../src/modules/product/catalogue/index-build.ts';
import { readyCatalogueIndex } from '../src/modules/product/catalogue/index-registry.ts';
import type { CatalogueScope } from '../src/modules/product/scope.ts';
import { defaultFilter, findProductLine, listProducts } from '../src/modules/product/service.ts';
import { retailer1Scope, rows } from './product-helpers.ts';
import { createTestApp, engine, type TestApp } from './support/harness.ts';

/**
 * The distributor's catalogue index (docs/decisions/061) answers plain dimension lists and product
 * lines from memory. It must answer exactly what the database answers: the same pages in the same
 * order, totals, suggested order values and lines, for every sort and page edge; and it must never
 * answer for a catalogue version other than the session's.
 */
describe(`Catalogue index (${engine})`, () => {
  let t: TestApp;
  let token: string;
  let scope: CatalogueScope;
  /** The same scope without a catalogue version: no cache, no index, every answer read by SQL. */
  let sqlScope: CatalogueScope;
  let index: CatalogueIndex;
  let dims: { categories: number[]; subCategories: number[]; brands: number[]; subBrands: number[] };

  const version = async () =>
    Number((await rows<{ v: number }>(t, sql`select version as v from catalogue_version`))[0]!.v);

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.tokenFor('retailer1');
    scope = await retailer1Scope(t);
    const { distributorId } = scope;
    sqlScope = { ...scope, catalogueVersion: null };
    index = await buildCatalogueIndex(t.database.db, scope);
    const distinct = async (column: string) =>
      (
        await rows<{ id: number }>(
          t,
          sql`select distinct ${sql.raw(column)} as id from distributor_products
              where distributor_id = ${distributorId} and active and product_active
                and ${sql.raw(column)} is not null order by 1`,
        )
      ).map((x) => Number(x.id));
    dims = {
      categories: await distinct('category_id'),
      subCategories: await distinct('sub_category_id'),
      brands: await distinct('brand_id'),
      subBrands: await distinct('sub_brand_id'),
    };
  });
  afterAll(async () => t?.close());

  /** A list answer as the client sees it: its lines' JSON and the envelope's numbers. */
  const answer = async (s: CatalogueScope, filter: Record<string, unknown>) => {
    const page = await listProducts(t.database.db, s, defaultFilter(filter));
    return {
      products: JSON.parse(page.productsJson().toString()) as TProduct[],
      totalCount: page.totalCount,
      suggestedOrderValue: page.suggestedOrderValue,
    };
  };

  const waitForIndex = async (s: CatalogueScope) => {
    for (let i = 0; i < 500; i++) {
      if (readyCatalogueIndex(t.database.db, s)) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('the catalogue index was not built within 10 s');
  };

  it('reads every available product of the distributor, in product id order', async () => {
    const available = await rows<{ id: number }>(
      t,
      sql`select product_id as id from distributor_products
          where distributor_id = ${scope.distributorId} and active and product_active order by 1`,
    );
    expect(Array.from(index.productIds)).toEqual(available.map((a) => Number(a.id)));
    expect(index.version).toBe(scope.catalogueVersion);
    expect(index.size).toBeGreaterThan(200);
  });

  it('answers every plain filter, sort and page edge exactly as the database does', async () => {
    await waitForIndex(scope);
    const two = <T>(list: T[]) => list.slice(0, 2);
    const everySort = ['', ...SORT_OPTIONS];
    const someSorts = ['', 'Price_DESC', 'Name_ASC'];
    const cases: Array<[Record<string, unknown>, readonly string[]]> = [
      [{}, everySort],
      ...dims.categories.map((id): [Record<string, unknown>, readonly string[]] => [
        { CAT: { FilterLevelCode: 'CAT', FilterIdList: [id] } },
        someSorts,
      ]),
      [{ CAT: { FilterLevelCode: 'CAT', FilterIdList: [...two(dims.categories), 999_999] } }, everySort],
      [{ SUCAT: { FilterLevelCode: 'SUCAT', FilterIdList: two(dims.subCategories) } }, someSorts],
      [{ BR: { FilterLevelCode: 'BR', FilterIdList: [dims.brands[0]] } }, everySort],
      [
        {
          BR: { FilterLevelCode: 'BR', FilterIdList: two(dims.brands) },
          CAT: { FilterLevelCode: 'CAT', FilterIdList: [dims.categories[0]] },
        },
        someSorts,
      ],
      [
        { BR: { FilterLevelCode: 'SUBR', FilterIdList: two(dims.subBrands.length ? dims.subBrands : [1]) } },
        someSorts,
      ],
      // A brand id as a sub-brand id, and a filter that matches nothing.
      [{ BR: { FilterLevelCode: 'SUBR', FilterIdList: [dims.brands[0]] } }, ['']],
      [{ CAT: { FilterLevelCode: 'CAT', FilterIdList: [999_999] } }, ['']],
    ];
    let compared = 0;
    let withSuggestion = 0;
    let withTies = 0;
    for (const [filter, sorts] of cases) {
      for (const Sorting of sorts) {
        const first = await answer(sqlScope, { ...filter, Sorting, page: 1, PageSize: 7 });
        const lastPage = Math.max(1, Math.ceil(first.totalCount / 7));
        for (const page of new Set([1, 2, lastPage, lastPage + 1])) {
          const body = { ...filter, Sorting, page, PageSize: 7 };
          const expected = page === 1 ? first : await answer(sqlScope, body);
          expect(await answer(scope, body), JSON.stringify(body)).toEqual(expected);
          compared++;
          if (expected.suggestedOrderValue > 0) withSuggestion++;
          const prices = expected.products.map((p) => p.BuyPrice);
          if (Sorting.startsWith('Price') && new Set(prices).size < prices.length) withTies++;
        }
      }
    }
    expect(compared).toBeGreaterThan(100);
    // The comparisons cover suggested order values and equal sort keys (ordered by product id).
    expect(withSuggestion).toBeGreaterThan(0);
    expect(withTies).toBeGreaterThan(0);
    // The whole list in large pages.
    for (let page = 1; (page - 1) * 100 < index.size; page++) {
      const whole = { Sorting: 'Name_DESC', page, PageSize: 100 };
      expect(await answer(scope, whole)).toEqual(await answer(sqlScope, whole));
    }
  });

  it("serves every product's line as the database reads it, and none it does not carry", async () => {
    for (const productId of index.productIds) {
      const indexed = indexedLine(index, scope, productId);
      if (typeof indexed === 'string') throw new Error(`line ${productId} is ${indexed}`);
      const expected = await findProductLine(t.database.db, sqlScope, productId, false);
      expect(expected).not.toBeNull();
      const { IsFavourite: _f, Qty: _q, SuggestedQty: _s, ...catalogue } = expected!.product;
      expect(indexed.line.product).toMatchObject(catalogue);
      expect({ ...indexed.line, product: null }).toEqual({ ...expected!, product: null });
    }
    const [inactive] = await rows<{ id: number }>(
      t,
      sql`select product_id as id from distributor_products
          where distributor_id <> ${scope.distributorId} and product_id not in (
            select product_id from distributor_products
            where distributor_id = ${scope.distributorId} and active and product_active)
          limit 1`,
    );
    if (inactive) expect(indexedLine(index, scope, Number(inactive.id))).toBe('absent');
  });

  it('leaves a line to the database outside the time its scheme and discount were read for', () => {
    const productId = index.productIds[0]!;
    const before = { ...scope, now: new Date(index.readAt - 1) };
    expect(indexedLine(index, before, productId)).toBe('stale');
    const changing = index.validUntil.findIndex((v) => Number.isFinite(v));
    expect(changing).toBeGreaterThanOrEqual(0);
    const atChange = { ...scope, now: new Date(index.validUntil[changing]!) };
    expect(indexedLine(index, atChange, index.productIds[changing]!)).toBe('stale');
    expect(typeof indexedLine(index, scope, index.productIds[changing]!)).toBe('object');
  });

  it('never labels a catalogue read across a change with the version before it', async () => {
    const productId = index.productIds[0]!;
    const points = async () =>
      Number(
        (await rows<{ p: number }>(t, sql`select points as p from products where id = ${productId}`))[0]!.p,
      );
    const before = { version: await version(), points: await points() };
    const build = buildCatalogueIndex(t.database.db, { ...scope, now: t.deps.clock() }).catch(
      (err: unknown) => err,
    );
    await t.database.db.execute(sql`update products set points = points + 1 where id = ${productId}`);
    const after = { version: await version(), points: await points() };
    const result = await build;
    if (result instanceof CatalogueMovedError) return;
    // Built before or after the change (PostgreSQL runs the two side by side): consistent with
    // the version it carries. PGlite runs statements in turn, so the change lands mid-build there.
    expect(engine).toBe('postgres');
    const built = result as CatalogueIndex;
    const line = indexedLine(built, scope, productId);
    if (typeof line === 'string') throw new Error(`line ${productId} is ${line}`);
    const expected = built.version === after.version ? after.points : before.points;
    expect([before.version, after.version]).toContain(built.version);
    expect(line.line.product.ProductPoints).toBe(expected);
  });

  it('answers the calls from the index at its version only: a change is seen on the very next call', async () => {
    const body = { Sorting: 'Price_ASC', page: 1 };
    const call = async () => {
      const res = await t.call('/Product/SearchProduct', body, { token });
      expect(res.body.Status, res.body.Msg).toBe(1);
      return res.body.Data as TProduct[];
    };
    await call();
    await waitForIndex({ ...scope, catalogueVersion: await version() });
    const first = (await call())[0]!;
    // A price written behind the version's back (triggers off) is not seen: the index answers.
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(
        sql`update distributor_products set price = price + 1000
            where distributor_id = ${scope.distributorId} and product_id = ${first.ProductId}`,
      );
    });
    expect((await call())[0]!.BuyPrice).toBe(first.BuyPrice);
    // The same change with the version moved: the next call reads the database.
    await t.database.db.execute(sql`update catalogue_version set version = version + 1`);
    const after = await call();
    expect(after.map((p) => p.ProductId)).not.toContain(first.ProductId);
    // Once rebuilt at the new version, the index agrees.
    await waitForIndex({ ...scope, catalogueVersion: await version() });
    expect(await call()).toEqual(after);
  });
});
