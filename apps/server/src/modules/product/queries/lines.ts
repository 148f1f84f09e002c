import type { TDiscountInfo, TProduct } from '@restock/domain/contracts/product';
import { UOM_IDS } from '@restock/domain/contracts/product';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { intArray, queryRows, timestamp } from '../../../db/sql.ts';
import { int, isoDate, money } from '../../../db/values.ts';
import type { CatalogueScope } from '../scope.ts';
import { availableWhere, discountVisible, schemeVisible } from './filter.ts';

/** A product line with the discount behind it (the discount list and the detail read it). */
export interface ProductLine {
  product: TProduct;
  discount: TDiscountInfo | null;
  discountedPrice: number;
  description: string;
  taxPercent: number;
}

/**
 * A product line as every retailer of the distributor sees it (the retailer's own fields zero),
 * valid until `validUntil` (ms; a scheme or discount starts or ends) or the next catalogue version.
 */
export interface CatalogueLine {
  line: ProductLine;
  isFoc: boolean;
  validUntil: number;
  /**
   * The product as JSON text without the retailer's fields nor its opening brace (built on first
   * use: catalogueJson).
   */
  json?: string;
  /** The same text as UTF-8 bytes, for a line from the catalogue index (decision 061). */
  jsonBytes?: Uint8Array;
}

/**
 * The catalogue columns of a product line (the same for every retailer of the distributor); reads
 * `p`, `dp` of the selected distributor. `valid_until` is the next moment a scheme or discount of
 * the product starts or ends, when the line's running scheme or discount may change.
 */
export function catalogueColumns(scope: CatalogueScope): SQL {
  const now = timestamp(scope.now);
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
    least(
      (select min(case when s.starts_at > ${now} then s.starts_at else s.ends_at end)
        from scheme_products sp join schemes s on s.id = sp.scheme_id
        where sp.product_id = p.id and s.client_id = ${scope.clientId} and s.active and s.ends_at >= ${now}
          and (s.distributor_id is null or s.distributor_id = ${scope.distributorId}) and s.type = 'PROMO'),
      (select min(case when d.starts_at > ${now} then d.starts_at else d.ends_at end)
        from discount_products dpr join discounts d on d.id = dpr.discount_id
        where dpr.product_id = p.id and d.client_id = ${scope.clientId} and d.active and d.ends_at >= ${now}
          and (d.distributor_id is null or d.distributor_id = ${scope.distributorId}))
    ) as valid_until`;
}

export function lineJoins(scope: CatalogueScope): SQL {
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

export type LineRow = Record<string, unknown>;

export function toCatalogueLine(scope: CatalogueScope, r: LineRow): CatalogueLine {
  const discountId = r.discount_id === null || r.discount_id === undefined ? 0 : int(r.discount_id);
  return {
    isFoc: Boolean(r.is_foc),
    validUntil:
      r.valid_until === null || r.valid_until === undefined
        ? Number.POSITIVE_INFINITY
        : new Date(r.valid_until as string | Date).getTime(),
    line: {
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
        IsFavourite: 0,
        IsFree: 0,
        Qty: 0,
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
        SuggestedQty: 0,
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
    },
  };
}

/**
 * The rows of these products' catalogue lines when available to the retailer (toCatalogueLine makes
 * the lines), from one statement whose text is the same whatever the ids, so PostgreSQL keeps it
 * prepared with a generic plan.
 */
export function findCatalogueLineRows(
  db: Db,
  scope: CatalogueScope,
  ids: readonly number[],
): Promise<LineRow[]> {
  return queryRows<LineRow>(
    db,
    sql`select ${catalogueColumns(scope)}
        from unnest(${intArray(ids)}) as page(pid)
        join distributor_products dp on dp.distributor_id = ${scope.distributorId} and dp.product_id = page.pid
        ${lineJoins(scope)}
        where ${availableWhere(scope)}`,
    { prepare: 'product_catalogue_lines' },
  );
}
