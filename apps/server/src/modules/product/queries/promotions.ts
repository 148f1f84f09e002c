import { BANNER_TYPES } from '@restock/domain/codes';
import type { TBanner, TQpsScheme, TScheme, TSchemeSlab } from '@restock/domain/contracts/product';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { and, intArray, queryRows, timestamp } from '../../../db/sql.ts';
import { int, isoDate, money } from '../../../db/values.ts';
import { promotionPicturePath } from '../picture-links.ts';
import type { CatalogueScope } from '../scope.ts';
import { availableWhere, DISTRIBUTOR_ROWS, schemeVisible } from './filter.ts';

// ---------------------------------------------------------------------------------------------
// Schemes
// ---------------------------------------------------------------------------------------------

export interface SchemeQuery {
  /** null: both PROMO and QPS. */
  type: 'PROMO' | 'QPS' | null;
  /** Scheme ids. */
  ids?: readonly number[];
  /** Only schemes holding one of these products (a condition on `dp`). */
  productCondition?: SQL | null;
  needFoc?: boolean;
  limit: number;
  offset: number;
}

function schemeWhere(scope: CatalogueScope, q: SchemeQuery): SQL {
  const parts: SQL[] = [schemeVisible(scope, q.type)];
  if (q.ids) parts.push(sql`s.id = any(${intArray(q.ids)})`);
  // A scheme shows only while one of its products is available at the selected distributor.
  parts.push(sql`exists (select 1 from scheme_products sp
      join distributor_products dp on dp.product_id = sp.product_id
      where sp.scheme_id = s.id and ${availableWhere(scope)}
      ${q.needFoc ? sql`and dp.is_foc` : sql``}
      ${q.productCondition ? sql`and ${q.productCondition}` : sql``})`);
  return and(parts);
}

/** A scheme_slabs row as the rules read a slab; shared with the cart's pricing so both read it alike. */
export function slabOfRow(
  r: Record<'id' | 'seq' | 'min_qty' | 'max_qty' | 'free_qty' | 'free_product_id', unknown>,
): Pick<TSchemeSlab, 'SlabId' | 'Sequence' | 'MinQty' | 'MaxQty' | 'FreeQty' | 'FreeProductId'> {
  return {
    SlabId: int(r.id),
    Sequence: int(r.seq),
    MinQty: int(r.min_qty),
    MaxQty: int(r.max_qty),
    FreeQty: int(r.free_qty),
    FreeProductId: r.free_product_id === null ? null : int(r.free_product_id),
  };
}

async function findSlabs(db: Db, schemeIds: readonly number[]): Promise<Map<number, TSchemeSlab[]>> {
  const bySchemes = new Map<number, TSchemeSlab[]>();
  if (schemeIds.length === 0) return bySchemes;
  const rows = await queryRows(
    db,
    sql`select sl.id, sl.scheme_id, sl.seq, sl.min_qty, sl.max_qty, sl.free_qty, sl.free_product_id,
          fp.name as free_product_name, sl.discount_percent::text as discount_percent, sl.narration
        from scheme_slabs sl left join products fp on fp.id = sl.free_product_id
        where sl.scheme_id = any(${intArray(schemeIds)})
        order by sl.scheme_id, sl.seq, sl.min_qty`,
  );
  for (const r of rows) {
    const list = bySchemes.get(int(r.scheme_id)) ?? [];
    list.push({
      ...slabOfRow(r),
      FreeProductName: r.free_product_name === null ? null : String(r.free_product_name),
      DiscountPercent: money(r.discount_percent),
      Narration: String(r.narration),
    });
    bySchemes.set(int(r.scheme_id), list);
  }
  return bySchemes;
}

/** A page of the schemes that apply now at the selected distributor, with slabs. */
export async function findSchemePage(
  db: Db,
  scope: CatalogueScope,
  q: SchemeQuery,
): Promise<{ schemes: TScheme[]; totalCount: number }> {
  const where = schemeWhere(scope, q);
  const [count] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from schemes s where ${where}`,
  );
  const totalCount = int(count?.n);
  if (totalCount === 0 || q.offset >= totalCount) return { schemes: [], totalCount };
  const rows = await queryRows(
    db,
    sql`select s.id, s.code, s.name, s.narration, s.type, s.starts_at, s.ends_at, s.distributor_id
        from schemes s where ${where}
        order by s.ends_at asc, s.id asc
        limit ${q.limit} offset ${q.offset}`,
  );
  const ids = rows.map((r) => int(r.id));
  // Product counts of the page's schemes in one grouped pass (not one count per scheme).
  const counts = await queryRows(
    db,
    sql`select sp.scheme_id, count(*)::int as n from scheme_products sp
        join distributor_products dp on dp.product_id = sp.product_id
        where sp.scheme_id = any(${intArray(ids)}) and ${availableWhere(scope)}
        group by sp.scheme_id`,
  );
  const productCount = new Map(counts.map((r) => [int(r.scheme_id), int(r.n)]));
  const slabs = await findSlabs(db, ids);
  const schemes = rows.map(
    (r): TScheme => ({
      SchemeId: int(r.id),
      SchemeCode: String(r.code),
      SchemeName: String(r.name),
      Narration: String(r.narration),
      SchemeType: r.type === 'QPS' ? 'QPS' : 'PROMO',
      StartDate: isoDate(r.starts_at),
      EndDate: isoDate(r.ends_at),
      ImageUrl: promotionPicturePath('schemes', int(r.id)),
      DistributorId: r.distributor_id === null ? null : int(r.distributor_id),
      ProductCount: productCount.get(int(r.id)) ?? 0,
      Slabs: slabs.get(int(r.id)) ?? [],
    }),
  );
  return { schemes, totalCount };
}

/** One scheme (PROMO or QPS) visible to the retailer now, or null. */
export async function findScheme(db: Db, scope: CatalogueScope, schemeId: number): Promise<TScheme | null> {
  const { schemes } = await findSchemePage(db, scope, { type: null, ids: [schemeId], limit: 1, offset: 0 });
  return schemes[0] ?? null;
}

/** QPS schemes with the retailer's purchases over each scheme's period and the slab reached. */
export async function findQpsPage(
  db: Db,
  scope: CatalogueScope,
  limit: number,
  offset: number,
): Promise<{ schemes: TQpsScheme[]; totalCount: number }> {
  const page = await findSchemePage(db, scope, { type: 'QPS', limit, offset });
  if (page.schemes.length === 0) return { schemes: [], totalCount: page.totalCount };
  const achieved = await queryRows(
    db,
    sql`select s.id as scheme_id, coalesce(sum(ol.qty), 0)::int as qty,
          coalesce(sum(ol.qty * ol.price), 0)::text as value
        from schemes s
        join scheme_products sp on sp.scheme_id = s.id
        join order_lines ol on ol.product_id = sp.product_id
        join orders o on o.id = ol.order_id
        where s.id = any(${intArray(page.schemes.map((x) => x.SchemeId))})
          and o.client_id = ${scope.clientId} and o.retailer_id = ${scope.retailerId} and o.status <> 'C'
          and o.created_at >= s.starts_at and o.created_at <= s.ends_at
          and o.created_at <= ${timestamp(scope.now)}
          and (s.distributor_id is null or o.distributor_id = s.distributor_id)
        group by s.id`,
  );
  const byScheme = new Map(achieved.map((r) => [int(r.scheme_id), r]));
  const schemes = page.schemes.map((scheme): TQpsScheme => {
    const row = byScheme.get(scheme.SchemeId);
    const qty = row ? int(row.qty) : 0;
    const slabs = [...scheme.Slabs].sort((a, b) => a.MinQty - b.MinQty);
    const current = slabs.filter((s) => s.MinQty <= qty).at(-1) ?? null;
    const next = slabs.find((s) => s.MinQty > qty) ?? null;
    return {
      ...scheme,
      AchievedQty: qty,
      AchievedValue: row ? money(row.value) : 0,
      CurrentSlabId: current?.SlabId ?? null,
      NextSlabId: next?.SlabId ?? null,
      QtyToNextSlab: next ? next.MinQty - qty : 0,
    };
  });
  return { schemes, totalCount: page.totalCount };
}

/** Products of a level (BR, SUBR, CAT, SUCAT, SKU) as a condition on `dp`. */
export function levelCondition(level: string, ids: readonly number[]): SQL {
  const list = intArray(ids);
  switch (level) {
    case 'BR':
      return sql`dp.brand_id = any(${list})`;
    case 'SUBR':
      return sql`dp.sub_brand_id = any(${list})`;
    case 'CAT':
      return sql`dp.category_id = any(${list})`;
    case 'SUCAT':
      return sql`dp.sub_category_id = any(${list})`;
    default:
      return sql`dp.product_id = any(${list})`;
  }
}

// ---------------------------------------------------------------------------------------------
// Banners
// ---------------------------------------------------------------------------------------------

function bannerWhere(scope: CatalogueScope): SQL {
  const now = timestamp(scope.now);
  return sql`b.client_id = ${scope.clientId} and b.active and b.starts_at <= ${now} and b.ends_at >= ${now}
    and (b.distributor_id is null or b.distributor_id = ${scope.distributorId})
    and coalesce(case b.type
      when 'RTR' then b.retailer_id = ${scope.retailerId}
      when 'CH' then b.channel = ${scope.channel}
      when 'LOC' then b.state = ${scope.state}
      when 'DIST' then b.distributor_id = ${scope.distributorId}
      else true end, false)
    and (b.scheme_id is null or exists (select 1 from schemes s where s.id = b.scheme_id and ${schemeVisible(scope, null)}))
    and (b.product_id is null or exists (select 1 from ${DISTRIBUTOR_ROWS} where dp.product_id = b.product_id and ${availableWhere(scope)}))`;
}

function toBanner(r: Record<string, unknown>): TBanner {
  const type = String(r.type) as TBanner['BannerType'];
  return {
    BannerId: int(r.id),
    BannerType: (BANNER_TYPES as readonly string[]).includes(type) ? type : 'DL',
    Title: String(r.title),
    Subtitle: String(r.subtitle),
    ImageUrl: r.image_url ? String(r.image_url) : promotionPicturePath('banners', int(r.id)),
    SchemeId: r.scheme_id === null ? null : int(r.scheme_id),
    ProductId: r.product_id === null ? null : int(r.product_id),
    Link: r.link === null ? null : String(r.link),
    Sequence: int(r.seq),
    StartDate: isoDate(r.starts_at),
    EndDate: isoDate(r.ends_at),
  };
}

/** Banners the retailer sees now (at most 50), in sequence. */
export async function findBanners(
  db: Db,
  scope: CatalogueScope,
  types: readonly string[],
): Promise<TBanner[]> {
  const rows = await queryRows(
    db,
    sql`select b.* from banners b where ${bannerWhere(scope)}
        ${types.length ? sql`and b.type = any(${`{${types.join(',')}}`}::text[])` : sql``}
        order by b.seq, b.id limit 50`,
  );
  return rows.map(toBanner);
}

export async function findBanner(db: Db, scope: CatalogueScope, bannerId: number): Promise<TBanner | null> {
  const [row] = await queryRows(
    db,
    sql`select b.* from banners b where b.id = ${bannerId} and ${bannerWhere(scope)}`,
  );
  return row ? toBanner(row) : null;
}

/** The products a banner opens, as a condition on `dp`. */
export function bannerProductCondition(banner: TBanner): SQL {
  if (banner.BannerType === 'SCH' && banner.SchemeId) {
    return sql`exists (select 1 from scheme_products sp where sp.product_id = dp.product_id and sp.scheme_id = ${banner.SchemeId})`;
  }
  if (banner.BannerType === 'SKU' && banner.ProductId) return sql`dp.product_id = ${banner.ProductId}`;
  return sql`exists (select 1 from banner_products bp where bp.banner_id = ${banner.BannerId} and bp.product_id = dp.product_id)`;
}
