import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { queryRows } from '../../../db/sql.ts';
import type { CatalogueScope } from '../scope.ts';
import { availableWhere } from './filter.ts';
import { type CatalogueLine, catalogueColumns, type LineRow, lineJoins, toCatalogueLine } from './lines.ts';

/** The reads of a catalogue index build (catalogue/catalogue-index.ts buildCatalogueIndex). */

export interface DimensionRow {
  ids: number[] | null;
  category: number[];
  sub_category: number[];
  brand: number[];
  sub_brand: number[];
  price_paise: number[];
  name_rank: number[];
  price_rank: number[];
  date_rank: number[];
  point_rank: number[];
}

export async function findCatalogueVersion(db: Db): Promise<number> {
  const [row] = await queryRows<{ version: number }>(
    db,
    sql`select version from catalogue_version where id = 1`,
  );
  return Number(row?.version ?? -1);
}

/**
 * Every available product's dimensions, price in paise and dense rank per sort field (computed
 * with the database's collation), as arrays in product id order.
 */
export async function findIndexDimensions(db: Db, scope: CatalogueScope): Promise<DimensionRow | undefined> {
  const [dims] = await queryRows<DimensionRow>(
    db,
    sql`select array_agg(x.product_id order by x.product_id) as ids,
              array_agg(x.category_id order by x.product_id) as category,
              array_agg(x.sub_category_id order by x.product_id) as sub_category,
              array_agg(x.brand_id order by x.product_id) as brand,
              array_agg(x.sub_brand_id order by x.product_id) as sub_brand,
              array_agg(x.price_paise order by x.product_id) as price_paise,
              array_agg(x.name_rank order by x.product_id) as name_rank,
              array_agg(x.price_rank order by x.product_id) as price_rank,
              array_agg(x.date_rank order by x.product_id) as date_rank,
              array_agg(x.point_rank order by x.product_id) as point_rank
            from (
              select dp.product_id, dp.category_id, dp.sub_category_id, dp.brand_id,
                coalesce(dp.sub_brand_id, 0) as sub_brand_id, round(dp.price * 100)::float8 as price_paise,
                dense_rank() over (order by p.name)::int as name_rank,
                dense_rank() over (order by dp.price)::int as price_rank,
                dense_rank() over (order by p.launched_at)::int as date_rank,
                dense_rank() over (order by p.points)::int as point_rank
              from distributor_products dp join products p on p.id = dp.product_id
              where ${availableWhere(scope)}
            ) x`,
  );
  return dims;
}

/** Up to `limit` available lines after product id `after`, in product id order. */
export async function findIndexLines(
  db: Db,
  scope: CatalogueScope,
  after: number,
  limit: number,
): Promise<CatalogueLine[]> {
  const rows = await queryRows<LineRow>(
    db,
    sql`select ${catalogueColumns(scope)}
              from distributor_products dp ${lineJoins(scope)}
              where ${availableWhere(scope)} and dp.product_id > ${after}
              order by dp.product_id limit ${limit}`,
  );
  return rows.map((row) => toCatalogueLine(scope, row));
}
