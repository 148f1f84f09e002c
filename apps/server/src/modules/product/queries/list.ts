import type { ProductOrder } from '@restock/domain/rules/product-list';
import { parseSortOption } from '@restock/domain/rules/product-list';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { intArray, queryRows } from '../../../db/sql.ts';
import { int, money } from '../../../db/values.ts';
import type { CatalogueScope } from '../scope.ts';
import {
  availableFrom,
  bestSellingSource,
  type Condition,
  DISTRIBUTOR_ROWS,
  type FilterParts,
  filterWhere,
  pastPurchaseSource,
  type SignalKind,
  signalScore,
} from './filter.ts';
import { catalogueColumns, type LineRow, lineJoins } from './lines.ts';
import type { RetailerFields } from './retailer-copy.ts';

/**
 * The SQL of the product list's database paths (catalogue/sql-reader.ts): the page's ids in the
 * list's order, the filter's totals, the retailer's own fields with them, and a plain filter's page
 * with its lines in one prepared statement.
 */

/** What a ranked list is ranked by when no sort option is asked for. */
export type RankSource =
  | { kind: 'text'; text: string }
  | { kind: 'similar'; brandId: number; price: string }
  | { kind: 'bestSelling' }
  | { kind: 'pastPurchase' }
  | { kind: 'signal'; signal: SignalKind }
  | { kind: 'favourite' };

/** The filter's rows: FROM and WHERE (the filter's pieces and the conditions beyond it). */
export interface ListSource {
  from: SQL;
  where: SQL;
}

export function listSource(
  scope: CatalogueScope,
  parts: FilterParts,
  extra: readonly Condition[],
): ListSource {
  return {
    where: sql`${filterWhere(scope, parts)} ${extra.length ? sql`and ${sql.join(extra as SQL[], sql` and `)}` : sql``}`,
    from: DISTRIBUTOR_ROWS,
  };
}

interface SortKey {
  expr: SQL;
  dir: 'ASC' | 'DESC';
  /** The key can be null (ranks); nulls then go last. Non-null keys order plainly, as indexes do. */
  nullable?: boolean;
}

interface SortPlan {
  keys: SortKey[];
  join: SQL | null;
  /** A key reads `p`. */
  needsProduct: boolean;
}

function rankKeys(scope: CatalogueScope, rank: RankSource): SortPlan {
  switch (rank.kind) {
    case 'text': {
      const raw = rank.text.trim();
      const lower = raw.toLowerCase();
      return {
        keys: [
          {
            expr: sql`case when p.code = ${raw.toUpperCase()} or p.barcode = ${raw} then 0
              when lower(p.name) = ${lower} then 1
              when lower(p.name) like ${`${lower.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} then 2 else 3 end`,
            dir: 'ASC',
          },
          { expr: sql`similarity(p.name, ${raw})`, dir: 'DESC' },
        ],
        join: null,
        needsProduct: true,
      };
    }
    case 'similar':
      return {
        keys: [
          { expr: sql`case when dp.brand_id = ${rank.brandId} then 0 else 1 end`, dir: 'ASC' },
          { expr: sql`abs(dp.price - ${rank.price}::numeric)`, dir: 'ASC' },
        ],
        join: null,
        needsProduct: false,
      };
    case 'bestSelling':
      return {
        keys: [{ expr: sql`bs.qty`, dir: 'DESC', nullable: true }],
        join: sql`left join ${bestSellingSource(scope)} bs on bs.product_id = dp.product_id`,
        needsProduct: false,
      };
    case 'pastPurchase':
      return {
        keys: [{ expr: sql`pp.last_at`, dir: 'DESC', nullable: true }],
        join: sql`left join ${pastPurchaseSource(scope)} pp on pp.product_id = dp.product_id`,
        needsProduct: false,
      };
    case 'signal':
      return {
        keys: [{ expr: signalScore(scope, rank.signal), dir: 'DESC', nullable: true }],
        join: null,
        needsProduct: false,
      };
    case 'favourite':
      return {
        keys: [
          {
            expr: sql`(select f.created_at from favourites f where f.retailer_id = ${scope.retailerId}
              and f.distributor_id = ${scope.distributorId} and f.product_id = dp.product_id)`,
            dir: 'DESC',
            nullable: true,
          },
        ],
        join: null,
        needsProduct: false,
      };
  }
}

function sortPlan(scope: CatalogueScope, spec: PageSelectSpec): SortPlan {
  // Attribute keys are subqueries that may find no value.
  const keys: SortKey[] = spec.parts.attrSorts.map((k) => ({ ...k, nullable: true }));
  if (spec.order === 'Rank' && spec.rank) {
    const ranked = rankKeys(scope, spec.rank);
    return { ...ranked, keys: [...keys, ...ranked.keys] };
  }
  if (spec.order === 'Rank') return { keys, join: null, needsProduct: false };
  const { field, direction } = parseSortOption(spec.order);
  const column =
    field === 'Name'
      ? sql`p.name`
      : field === 'Price'
        ? sql`dp.price`
        : field === 'Date'
          ? sql`p.launched_at`
          : sql`p.points`;
  keys.push({ expr: column, dir: direction });
  return { keys, join: null, needsProduct: field !== 'Price' };
}

/** ORDER BY direction: a non-null key orders plainly (so an index scan serves it either way). */
function direction(key: SortKey): SQL {
  if (key.dir === 'ASC') return sql`asc`;
  return key.nullable ? sql`desc nulls last` : sql`desc`;
}

/** What orders and windows a page's ids. */
export interface PageSelectSpec {
  parts: FilterParts;
  order: ProductOrder;
  rank: RankSource | null;
  limit: number;
  offset: number;
}

/**
 * The page's product ids, in order: one distributor's index, the product row only when the order
 * or the text reads it.
 */
export function pageSelect(scope: CatalogueScope, spec: PageSelectSpec, where: SQL): SQL {
  const plan = sortPlan(scope, spec);
  const needsProduct = plan.needsProduct;
  // The client condition on the product row is implied (foreign key) but lets its indexes serve the order.
  const pageWhere = needsProduct ? sql`${where} and p.client_id = ${scope.clientId}` : where;
  const order = [...plan.keys.map((k) => sql`${k.expr} ${direction(k)}`), sql`dp.product_id asc`];
  return sql`select dp.product_id
        from ${availableFrom({ needsProduct })} ${plan.join ?? sql``}
        where ${pageWhere}
        order by ${sql.join(order, sql`, `)}
        limit ${spec.limit} offset ${spec.offset}`;
}

/** The rows of a page's ids (pageSelect); idsOfPage reads them. */
export function findPageIdRows(db: Db, select: SQL): Promise<Array<{ pid: number }>> {
  return queryRows<{ pid: number }>(db, sql`select pid from (${select}) as page(pid)`);
}

export function idsOfPage(rows: ReadonlyArray<{ pid: number }>): number[] {
  return rows.map((r) => int(r.pid));
}

/** The retailer's own columns of a product line `page.pid`: favourite, cart quantity, suggestion. */
function retailerColumns(scope: CatalogueScope): SQL {
  return sql`page.pid,
    exists (select 1 from favourites f where f.retailer_id = ${scope.retailerId}
      and f.distributor_id = ${scope.distributorId} and f.product_id = page.pid) as is_favourite,
    coalesce((select cl.qty from cart_lines cl where cl.retailer_id = ${scope.retailerId}
      and cl.distributor_id = ${scope.distributorId} and cl.product_id = page.pid), 0) as cart_qty,
    coalesce((select max(ps.suggested_qty) from product_signals ps where ps.client_id = ${scope.clientId}
      and ps.kind in ('RELEVANT', 'SMART_BASKET') and ps.product_id = page.pid
      and (ps.distributor_id is null or ps.distributor_id = ${scope.distributorId})
      and (ps.retailer_id is null or ps.retailer_id = ${scope.retailerId})), 0) as suggested_qty`;
}

/** What a list asks of its filter's totals: the TotalCount too, or the SuggestedOrderValue only. */
export interface TotalsSpec {
  from: SQL;
  where: SQL;
  count: boolean;
  /** A plain dimension filter: few statement shapes, kept prepared. */
  prepare?: boolean;
}

export interface Totals {
  total: number | null;
  suggested: number;
}

/**
 * The filter's TotalCount (when `count`) and SuggestedOrderValue. Counting reads the filter's rows
 * once, from one distributor's index alone unless the filter reads the product row (text), and
 * sums the suggestions on the way; without a count the sum starts from the retailer's few
 * suggestion signals instead.
 */
function totalsSelect(scope: CatalogueScope, { from, where, count }: TotalsSpec): SQL {
  const suggestions = sql`(select ps.product_id, max(ps.suggested_qty) as qty from product_signals ps
      where ps.client_id = ${scope.clientId} and ps.kind in ('RELEVANT', 'SMART_BASKET') and ps.suggested_qty > 0
        and (ps.distributor_id is null or ps.distributor_id = ${scope.distributorId})
        and (ps.retailer_id is null or ps.retailer_id = ${scope.retailerId})
      group by ps.product_id) sug`;
  return count
    ? sql`select count(*)::int as total, coalesce(sum(sug.qty * dp.price), 0)::text as suggested_value
          from ${from} left join ${suggestions} on sug.product_id = dp.product_id
          where ${where}`
    : sql`select null::int as total, coalesce(sum(sug.qty * dp.price), 0)::text as suggested_value
          from ${suggestions} join ${from} on dp.product_id = sug.product_id
          where ${where}`;
}

function toTotals(row: { total: unknown; suggested_value: unknown } | undefined): Totals {
  return {
    total: row?.total === null || row?.total === undefined ? null : int(row.total),
    suggested: money(row?.suggested_value),
  };
}

export async function findTotals(db: Db, scope: CatalogueScope, spec: TotalsSpec): Promise<Totals> {
  const [row] = await queryRows<{ total: unknown; suggested_value: unknown }>(db, totalsSelect(scope, spec));
  return toTotals(row);
}

/**
 * The retailer's own fields of these products and the filter's totals: one statement, so a page
 * whose catalogue lines are cached costs one round trip after the session's.
 */
export async function findRetailerFieldsAndTotals(
  db: Db,
  scope: CatalogueScope,
  ids: readonly number[],
  totals: TotalsSpec,
): Promise<{ own: Map<number, RetailerFields>; totals: Totals }> {
  const rows = await queryRows<LineRow>(
    db,
    sql`with totals as (${totalsSelect(scope, totals)})
        select totals.total, totals.suggested_value, ${retailerColumns(scope)}
        from totals left join unnest(${intArray(ids)}) as page(pid) on true`,
    totals.prepare ? { prepare: 'product_retailer_totals' } : {},
  );
  const own = new Map<number, RetailerFields>();
  for (const r of rows) {
    if (r.pid !== null && r.pid !== undefined) {
      own.set(int(r.pid), {
        isFavourite: Boolean(r.is_favourite),
        cartQty: int(r.cart_qty),
        suggestedQty: int(r.suggested_qty),
      });
    }
  }
  return { own, totals: toTotals(rows[0] as { total: unknown; suggested_value: unknown } | undefined) };
}

export interface PlainPageQuery {
  /** The page's product ids, in order (pageSelect). */
  pageSelect: SQL;
  totals: TotalsSpec;
  limit: number;
  offset: number;
  /** Count the filter's total (when the page does not tell it). */
  needCount: boolean;
  /** Sum the retailer's suggested order value of the filter. */
  needSuggested: boolean;
}

/**
 * A plain dimension filter's page (decision 060): its ids, their catalogue lines (rows with a null
 * `id` carry no line), and the totals asked for, in one prepared statement; plainPageTotals reads
 * the totals. The total is counted only when asked and the page does not tell it (a full page, or
 * an empty one past the first).
 */
export function findPlainPageRows(db: Db, scope: CatalogueScope, spec: PlainPageQuery): Promise<LineRow[]> {
  return queryRows<LineRow>(
    db,
    sql`with page as (select array(${spec.pageSelect}) as ids),
        totals as (
          select case when ${spec.needCount}::boolean and (cardinality(page.ids) = ${spec.limit}
                or (cardinality(page.ids) = 0 and ${spec.offset}::int > 0))
              then (select count(*)::int from ${spec.totals.from} where ${spec.totals.where}) end as total,
            case when ${spec.needSuggested}::boolean
              then (select t.suggested_value from (${totalsSelect(scope, spec.totals)}) t) end as suggested_value,
            page.ids
          from page
        )
        select totals.total, totals.suggested_value, line.*
        from totals left join lateral (
          select page.ord, ${catalogueColumns(scope)}
          from unnest(totals.ids) with ordinality as page(pid, ord)
          join distributor_products dp on dp.distributor_id = ${scope.distributorId} and dp.product_id = page.pid
          ${lineJoins(scope)}
        ) line on true
        order by line.ord`,
    { prepare: 'product_plain_page' },
  );
}

/** The totals of a plain page's first row: `total` null when not counted. */
export function plainPageTotals(first: LineRow | undefined): { total: number | null; suggested: number } {
  return {
    total: first?.total === null || first?.total === undefined ? null : int(first.total),
    suggested: money(first?.suggested_value),
  };
}
