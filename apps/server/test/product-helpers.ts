import type { TProduct } from '@restock/domain/contracts/product';
import { type SQL, sql } from 'drizzle-orm';
import type { CatalogueScope } from '../src/modules/product/scope.ts';
import type { ApiResult, TestApp } from './support/harness.ts';

/** Rows of a raw query on the test database. */
export async function rows<T = Record<string, unknown>>(t: TestApp, query: SQL): Promise<T[]> {
  const result = (await t.database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export async function idOf(
  t: TestApp,
  table: 'distributors' | 'categories' | 'brands' | 'products' | 'schemes' | 'discounts' | 'retailers',
  code: string,
): Promise<number> {
  const [row] = await rows<{ id: number }>(
    t,
    sql`select id from ${sql.raw(table)} where code = ${code} limit 1`,
  );
  if (!row) throw new Error(`no ${table} ${code}`);
  return Number(row.id);
}

export async function ids(t: TestApp, query: SQL): Promise<number[]> {
  return (await rows<{ id: number }>(t, query)).map((r) => Number(r.id)).sort((a, b) => a - b);
}

export function products(res: ApiResult): TProduct[] {
  return res.body.Data as TProduct[];
}

export function sorted(list: number[]): number[] {
  return [...list].sort((a, b) => a - b);
}

/** Every page of a product list call (PageSize 100), checking the pages neither overlap nor skip. */
export async function allPages(
  t: TestApp,
  token: string,
  path: string,
  body: Record<string, unknown> = {},
): Promise<TProduct[]> {
  const out: TProduct[] = [];
  for (let page = 1; page < 100; page++) {
    const res = await t.call(path, { ...body, page, PageSize: 100 }, { token });
    if (res.body.Status !== 1) throw new Error(`${path} failed: ${res.body.Code} ${res.body.Msg}`);
    const data = products(res);
    out.push(...data);
    if (data.length === 0 || out.length >= res.body.TotalCount) break;
  }
  return out;
}

/** Ids of the products the selected distributor carries for a SQL condition on `p`/`dp`. */
export async function availableIds(
  t: TestApp,
  distributorId: number,
  condition: SQL = sql`true`,
): Promise<number[]> {
  return ids(
    t,
    sql`select p.id from distributor_products dp join products p on p.id = dp.product_id
        join distributors d on d.id = dp.distributor_id
        where dp.distributor_id = ${distributorId} and dp.active and p.active
          and dp.client_id = d.client_id and p.client_id = d.client_id and ${condition}`,
  );
}

/** retailer1's catalogue scope at distributor D001, at the catalogue's current version. */
export async function retailer1Scope(t: TestApp): Promise<CatalogueScope> {
  const distributorId = await idOf(t, 'distributors', 'D001');
  const [r] = await rows<{ id: number; client_id: number; channel: string; state: string; cv: number }>(
    t,
    sql`select r.id, r.client_id, r.channel, r.state, c.config_version as cv from retailers r
        join clients c on c.id = r.client_id where r.code = 'R0001'`,
  );
  const [v] = await rows<{ v: number }>(t, sql`select version as v from catalogue_version`);
  return {
    clientId: Number(r!.client_id),
    retailerId: Number(r!.id),
    distributorId,
    channel: r!.channel,
    state: r!.state,
    configVersion: Number(r!.cv),
    catalogueVersion: Number(v!.v),
    cartRevision: null,
    favouritesVersion: null,
    now: t.deps.clock(),
  };
}
