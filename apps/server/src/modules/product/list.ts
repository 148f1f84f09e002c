import type { TDiscountInfo, TProduct } from '@restock/domain/contracts/product';
import { UOM_IDS } from '@restock/domain/contracts/product';
import { type ProductOrder, parseSortOption } from '@restock/domain/rules/product-list';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { int, intArray, isoDate, money, queryRows } from '../../db/sql.ts';
import { catalogueCache } from './catalogue-cache.ts';
import {
  availableFrom,
  availableWhere,
  bestSellingSource,
  discountVisible,
  type FilterParts,
  filterWhere,
  pastPurchaseSource,
  type SignalKind,
  schemeVisible,
  signalScore,
} from './filter.ts';
import type { CatalogueScope } from './scope.ts';

/** What a ranked list is ranked by when no sort option is asked for. */
export type RankSource =
  | { kind: 'text'; text: string }
  | { kind: 'similar'; brandId: number; price: string }
  | { kind: 'bestSelling' }
  | { kind: 'pastPurchase' }
  | { kind: 'signal'; signal: SignalKind }
  | { kind: 'favourite' };

export interface ProductPageSpec {
  parts: FilterParts;
  /** Conditions beyond the filter (similar products, banner products, scheme ids), on `dp` only. */
  extra?: SQL[];
  order: ProductOrder;
  rank: RankSource | null;
  limit: number;
  offset: number;
  /** FOC mode: lines carry IsFree 1. */
  isFree: boolean;
  /**
   * Set when the page's ids and total depend on the catalogue alone (a plain dimension filter and a
   * sort): they are then kept in the catalogue cache under this key (decision 053).
   */
  cacheKey?: string | null;
}

/** A page's product ids and the filter's total, as the catalogue cache keeps them. */
interface CachedPage {
  ids: number[];
  totalCount: number;
}

const pageCache = catalogueCache<CachedPage>(5000);

interface SortKey {
  expr: SQL;
  dir: 'ASC' | 'DESC';
  /** The key can be null (ranks); nulls then go last. Non-null keys order plainly, as indexes do. */
  nullable?: boolean;
}

/** A product line with the discount behind it (the discount list and the detail read it). */
export interface ProductLine {
  product: TProduct;
  discount: TDiscountInfo | null;
  discountedPrice: number;
  description: string;
  taxPercent: number;
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

function sortPlan(scope: CatalogueScope, spec: ProductPageSpec): SortPlan {
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

/** The columns of a product line; reads `p`, `dp` of the selected distributor. */
function lineColumns(scope: CatalogueScope): SQL {
  return sql`p.id, p.code, p.name, p.client_id, p.conversion_qty, dp.price::text as price, p.mrp::text as mrp,
    p.points, dp.sih, dp.is_saleable, dp.is_foc, dp.min_order_qty, dp.max_order_qty,
    coalesce(p.image_url, '/images/products/' || p.id || '.svg') as image_url, p.pack_size,
    coalesce(p.barcode, '') as barcode, p.brand_id, b.name as brand_name, p.sub_brand_id,
    p.category_id, c.name as category_name, p.sub_category_id, sc.name as sub_category_name,
    p.launched_at, p.description, p.tax_percent::text as tax_percent,
    coalesce(sch.id, 0) as scheme_id, coalesce(sch.narration, '') as scheme_narration,
    dis.id as discount_id, dis.code as discount_code, dis.name as discount_name,
    dis.description as discount_description, dis.type as discount_type, dis.value::text as discount_value,
    dis.starts_at as discount_starts_at, dis.ends_at as discount_ends_at,
    (case when dis.id is null then dp.price
      when dis.type = 'PCT' then round(dp.price * (100 - dis.value) / 100, 2)
      else greatest(dp.price - dis.value, 0) end)::text as discounted_price,
    exists (select 1 from favourites f where f.retailer_id = ${scope.retailerId}
      and f.distributor_id = ${scope.distributorId} and f.product_id = p.id) as is_favourite,
    coalesce((select cl.qty from cart_lines cl where cl.retailer_id = ${scope.retailerId}
      and cl.distributor_id = ${scope.distributorId} and cl.product_id = p.id), 0) as cart_qty,
    coalesce((select max(ps.suggested_qty) from product_signals ps where ps.client_id = ${scope.clientId}
      and ps.kind in ('RELEVANT', 'SMART_BASKET') and ps.product_id = p.id
      and (ps.distributor_id is null or ps.distributor_id = ${scope.distributorId})
      and (ps.retailer_id is null or ps.retailer_id = ${scope.retailerId})), 0) as suggested_qty`;
}

function lineJoins(scope: CatalogueScope): SQL {
  return sql`join products p on p.id = dp.product_id
    join categories c on c.id = p.category_id
    join categories sc on sc.id = p.sub_category_id
    join brands b on b.id = p.brand_id
    left join lateral (select s.id, s.narration from scheme_products sp join schemes s on s.id = sp.scheme_id
      where sp.product_id = p.id and ${schemeVisible(scope)} order by s.id limit 1) sch on true
    left join lateral (select d.id, d.code, d.name, d.description, d.type, d.value, d.starts_at, d.ends_at
      from discount_products dpr join discounts d on d.id = dpr.discount_id
      where dpr.product_id = p.id and ${discountVisible(scope)} order by d.id limit 1) dis on true`;
}

type LineRow = Record<string, unknown>;

function toLine(scope: CatalogueScope, r: LineRow, isFree: boolean): ProductLine {
  const discountId = r.discount_id === null || r.discount_id === undefined ? 0 : int(r.discount_id);
  return {
    product: {
      ProductId: int(r.id),
      ProductCode: String(r.code),
      GroupId: int(r.category_id),
      GroupName: String(r.category_name),
      ProductName: String(r.name),
      PrincipalId: int(r.client_id),
      UomId: UOM_IDS.piece,
      ConversionQty: int(r.conversion_qty),
      BuyPrice: money(r.price),
      MRP: money(r.mrp),
      DiscountId: discountId,
      SchemeId: int(r.scheme_id),
      SchemeNarration: String(r.scheme_narration ?? ''),
      DistributorId: scope.distributorId,
      SplitId: int(r.brand_id),
      SplitName: String(r.brand_name),
      IsFavourite: r.is_favourite ? 1 : 0,
      // FOC mode marks trial products free; a FOC list holds only those.
      IsFree: isFree && r.is_foc ? 1 : 0,
      Qty: int(r.cart_qty),
      ProductPoints: int(r.points),
      SIH: int(r.sih),
      MinORDQty: int(r.min_order_qty),
      MaxORDQty: int(r.max_order_qty),
      IsSaleable: r.is_saleable ? 1 : 0,
      ImageUrl: String(r.image_url),
      PackSize: String(r.pack_size),
      Barcode: String(r.barcode),
      BrandId: int(r.brand_id),
      BrandName: String(r.brand_name),
      SubBrandId: r.sub_brand_id === null ? null : int(r.sub_brand_id),
      CategoryId: int(r.category_id),
      CategoryName: String(r.category_name),
      SubCategoryId: int(r.sub_category_id),
      SubCategoryName: String(r.sub_category_name),
      SuggestedQty: int(r.suggested_qty),
      LaunchDate: isoDate(r.launched_at),
    },
    discount:
      discountId === 0
        ? null
        : {
            DiscountId: discountId,
            DiscountCode: String(r.discount_code),
            DiscountName: String(r.discount_name),
            DiscountDescription: String(r.discount_description),
            DiscountType: r.discount_type === 'AMT' ? 'AMT' : 'PCT',
            DiscountValue: money(r.discount_value),
            StartDate: isoDate(r.discount_starts_at),
            EndDate: isoDate(r.discount_ends_at),
          },
    discountedPrice: money(r.discounted_price),
    description: String(r.description ?? ''),
    taxPercent: money(r.tax_percent),
  };
}

export interface ProductPage {
  lines: ProductLine[];
  totalCount: number;
  /** Σ suggested qty × price over every product of the filter (numeric in SQL, rupees). */
  suggestedOrderValue: number;
}

/**
 * The lines of these products, in this order, when available to the retailer. One statement text
 * whatever the list (ids are a parameter), so PostgreSQL keeps it prepared with a generic plan.
 */
async function findLines(db: Db, scope: CatalogueScope, ids: readonly number[]): Promise<LineRow[]> {
  if (ids.length === 0) return [];
  return queryRows<LineRow>(
    db,
    sql`select ${lineColumns(scope)}
        from unnest(${intArray(ids)}) with ordinality as page(pid, ord)
        join distributor_products dp on dp.distributor_id = ${scope.distributorId} and dp.product_id = page.pid
        ${lineJoins(scope)}
        where ${availableWhere(scope)}
        order by page.ord`,
    { prepare: 'product_lines' },
  );
}

/**
 * The filter's TotalCount (when `count`) and SuggestedOrderValue, in one statement. Counting reads
 * the filter's rows once, from one distributor's index alone unless the filter reads the product
 * row (text), and sums the suggestions on the way; without a count the sum starts from the
 * retailer's few suggestion signals instead.
 */
async function findTotals(
  db: Db,
  scope: CatalogueScope,
  from: SQL,
  where: SQL,
  count: boolean,
): Promise<{ total: number | null; suggested: number }> {
  const suggestions = sql`(select ps.product_id, max(ps.suggested_qty) as qty from product_signals ps
      where ps.client_id = ${scope.clientId} and ps.kind in ('RELEVANT', 'SMART_BASKET') and ps.suggested_qty > 0
        and (ps.distributor_id is null or ps.distributor_id = ${scope.distributorId})
        and (ps.retailer_id is null or ps.retailer_id = ${scope.retailerId})
      group by ps.product_id) sug`;
  const [row] = await queryRows<{ total: number | null; suggested_value: string }>(
    db,
    count
      ? sql`select count(*)::int as total, coalesce(sum(sug.qty * dp.price), 0)::text as suggested_value
            from ${from} left join ${suggestions} on sug.product_id = dp.product_id
            where ${where}`
      : sql`select null::int as total, coalesce(sum(sug.qty * dp.price), 0)::text as suggested_value
            from ${suggestions} join ${from} on dp.product_id = sug.product_id
            where ${where}`,
  );
  return {
    total: row?.total === null || row?.total === undefined ? null : int(row.total),
    suggested: money(row?.suggested_value),
  };
}

/**
 * One page of products and the filter's total, paged in the database: the page's ids (one
 * distributor's index, the product row only when the order or the text reads it), then their
 * lines and the totals side by side. A short page tells the total without counting.
 */
export async function findProductPage(
  db: Db,
  scope: CatalogueScope,
  spec: ProductPageSpec,
): Promise<ProductPage> {
  const where = sql`${filterWhere(scope, spec.parts)} ${spec.extra?.length ? sql`and ${sql.join(spec.extra, sql` and `)}` : sql``}`;
  const from = availableFrom(spec.parts);
  const cached = spec.cacheKey ? pageCache.get(db, scope, spec.cacheKey) : undefined;
  if (cached) {
    // The lines carry what is the retailer's own (favourite, cart quantity, suggestion), and so does
    // the suggested order value: both are read on every call.
    const [rows, totals] = await Promise.all([
      findLines(db, scope, cached.ids),
      findTotals(db, scope, from, where, false),
    ]);
    return {
      lines: rows.map((r) => toLine(scope, r, spec.isFree)),
      totalCount: cached.totalCount,
      suggestedOrderValue: totals.suggested,
    };
  }
  const plan = sortPlan(scope, spec);
  const needsProduct = spec.parts.needsProduct || plan.needsProduct;
  // The client condition on the product row is implied (foreign key) but lets its indexes serve the order.
  const pageWhere = needsProduct ? sql`${where} and p.client_id = ${scope.clientId}` : where;
  const order = [...plan.keys.map((k) => sql`${k.expr} ${direction(k)}`), sql`dp.product_id asc`];
  const pageIds = queryRows<{ pid: number }>(
    db,
    sql`select dp.product_id as pid
        from ${availableFrom({ needsProduct })} ${plan.join ?? sql``}
        where ${pageWhere}
        order by ${sql.join(order, sql`, `)}
        limit ${spec.limit} offset ${spec.offset}`,
  );
  // A filter with a flag, text or extra condition can cost as much to count as to page (best
  // sellers aggregate orders): its totals run beside the page. A plain dimension filter counts
  // from an index, and only after a full page (a page that is not full is the last one, or the
  // only one: the total is known).
  const costly = spec.parts.base.length > 0 || (spec.extra?.length ?? 0) > 0;
  const [page, early] = await Promise.all([
    pageIds,
    costly ? findTotals(db, scope, from, where, true) : null,
  ]);
  const ids = page.map((r) => int(r.pid));
  const known =
    ids.length > 0 && ids.length < spec.limit
      ? spec.offset + ids.length
      : spec.offset === 0 && ids.length === 0
        ? 0
        : null;
  const [rows, totals] = await Promise.all([
    findLines(db, scope, ids),
    early ?? findTotals(db, scope, from, where, known === null),
  ]);
  const totalCount = known ?? totals.total ?? 0;
  if (spec.cacheKey) pageCache.set(db, scope, spec.cacheKey, { ids, totalCount });
  return {
    lines: rows.map((r) => toLine(scope, r, spec.isFree)),
    totalCount,
    suggestedOrderValue: totals.suggested,
  };
}

/** One product available to the retailer at the selected distributor, or null. */
export async function findProductLine(
  db: Db,
  scope: CatalogueScope,
  productId: number,
  isFree: boolean,
): Promise<ProductLine | null> {
  const [row] = await findLines(db, scope, [productId]);
  return row ? toLine(scope, row, isFree) : null;
}
