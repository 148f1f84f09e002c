import type { TDiscountInfo, TProduct } from '@restock/domain/contracts/product';
import { UOM_IDS } from '@restock/domain/contracts/product';
import { type ProductOrder, parseSortOption } from '@restock/domain/rules/product-list';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  AVAILABLE_FROM,
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
import { int, isoDate, money, queryRows } from './sql.ts';

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
  /** Conditions beyond the filter (similar products, banner products, scheme ids). */
  extra?: SQL[];
  order: ProductOrder;
  rank: RankSource | null;
  limit: number;
  offset: number;
  /** FOC mode: lines carry IsFree 1. */
  isFree: boolean;
}

interface SortKey {
  expr: SQL;
  dir: 'ASC' | 'DESC';
}

/** A product line with the discount behind it (the discount list and the detail read it). */
export interface ProductLine {
  product: TProduct;
  discount: TDiscountInfo | null;
  discountedPrice: number;
  description: string;
  taxPercent: number;
}

function rankKeys(scope: CatalogueScope, rank: RankSource): { keys: SortKey[]; join: SQL | null } {
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
      };
    }
    case 'similar':
      return {
        keys: [
          { expr: sql`case when p.brand_id = ${rank.brandId} then 0 else 1 end`, dir: 'ASC' },
          { expr: sql`abs(dp.price - ${rank.price}::numeric)`, dir: 'ASC' },
        ],
        join: null,
      };
    case 'bestSelling':
      return {
        keys: [{ expr: sql`bs.qty`, dir: 'DESC' }],
        join: sql`left join ${bestSellingSource(scope)} bs on bs.product_id = p.id`,
      };
    case 'pastPurchase':
      return {
        keys: [{ expr: sql`pp.last_at`, dir: 'DESC' }],
        join: sql`left join ${pastPurchaseSource(scope)} pp on pp.product_id = p.id`,
      };
    case 'signal':
      return { keys: [{ expr: signalScore(scope, rank.signal), dir: 'DESC' }], join: null };
    case 'favourite':
      return {
        keys: [
          {
            expr: sql`(select f.created_at from favourites f where f.retailer_id = ${scope.retailerId}
              and f.distributor_id = ${scope.distributorId} and f.product_id = p.id)`,
            dir: 'DESC',
          },
        ],
        join: null,
      };
  }
}

function sortKeys(scope: CatalogueScope, spec: ProductPageSpec): { keys: SortKey[]; join: SQL | null } {
  const keys: SortKey[] = [...spec.parts.attrSorts];
  let join: SQL | null = null;
  if (spec.order === 'Rank' && spec.rank) {
    const ranked = rankKeys(scope, spec.rank);
    keys.push(...ranked.keys);
    join = ranked.join;
  } else if (spec.order !== 'Rank') {
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
  }
  return { keys, join };
}

function direction(dir: 'ASC' | 'DESC'): SQL {
  return dir === 'ASC' ? sql`asc nulls last` : sql`desc nulls last`;
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
  return sql`join distributor_products dp on dp.product_id = p.id and dp.distributor_id = ${scope.distributorId}
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

/** One page of products and the filter's total, paged in the database. */
export async function findProductPage(
  db: Db,
  scope: CatalogueScope,
  spec: ProductPageSpec,
): Promise<ProductPage> {
  const where = sql`${filterWhere(scope, spec.parts)} ${spec.extra?.length ? sql`and ${sql.join(spec.extra, sql` and `)}` : sql``}`;
  const { keys, join } = sortKeys(scope, spec);
  const innerSelect = keys.map((k, i) => sql`${k.expr} as ${sql.raw(`s${i}`)}`);
  const innerOrder = [...keys.map((k, i) => sql`${sql.raw(`s${i}`)} ${direction(k.dir)}`), sql`pid asc`];
  const outerOrder = [
    ...keys.map((k, i) => sql`page.${sql.raw(`s${i}`)} ${direction(k.dir)}`),
    sql`page.pid asc`,
  ];
  // The count and the page are independent reads: on PostgreSQL they run side by side.
  const [counted, rows] = await Promise.all([
    queryRows<{ total: number; suggested_value: string }>(
      db,
      sql`select count(*)::int as total, coalesce(sum(sug.qty * dp.price), 0)::text as suggested_value
          from ${AVAILABLE_FROM}
          left join (select ps.product_id, max(ps.suggested_qty) as qty from product_signals ps
            where ps.client_id = ${scope.clientId} and ps.kind in ('RELEVANT', 'SMART_BASKET') and ps.suggested_qty > 0
              and (ps.distributor_id is null or ps.distributor_id = ${scope.distributorId})
              and (ps.retailer_id is null or ps.retailer_id = ${scope.retailerId})
            group by ps.product_id) sug on sug.product_id = p.id
          where ${where}`,
    ),
    queryRows<LineRow>(
      db,
      sql`with page as (
            select p.id as pid ${innerSelect.length ? sql`, ${sql.join(innerSelect, sql`, `)}` : sql``}
            from ${AVAILABLE_FROM} ${join ?? sql``}
            where ${where}
            order by ${sql.join(innerOrder, sql`, `)}
            limit ${spec.limit} offset ${spec.offset}
          )
          select ${lineColumns(scope)}
          from page join products p on p.id = page.pid ${lineJoins(scope)}
          order by ${sql.join(outerOrder, sql`, `)}`,
    ),
  ]);
  const totalCount = int(counted[0]?.total);
  const suggestedOrderValue = money(counted[0]?.suggested_value);
  return { lines: rows.map((r) => toLine(scope, r, spec.isFree)), totalCount, suggestedOrderValue };
}

/** One product available to the retailer at the selected distributor, or null. */
export async function findProductLine(
  db: Db,
  scope: CatalogueScope,
  productId: number,
  isFree: boolean,
): Promise<ProductLine | null> {
  const [row] = await queryRows<LineRow>(
    db,
    sql`select ${lineColumns(scope)}
        from products p ${lineJoins(scope)}
        where p.id = ${productId} and p.client_id = ${scope.clientId} and p.active and dp.active
          and dp.client_id = ${scope.clientId}`,
  );
  return row ? toLine(scope, row, isFree) : null;
}
