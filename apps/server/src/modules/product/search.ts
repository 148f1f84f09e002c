import type { TSearchResultLine } from '@restock/domain/contracts/product';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AVAILABLE_FROM, availableWhere, pastPurchaseSource } from './filter.ts';
import type { CatalogueScope } from './scope.ts';
import { and, int, likeEscape, queryRows, searchWords } from './sql.ts';

export interface GlobalSearchInput {
  text: string;
  needSalesReturn: boolean;
  needFoc: boolean;
  limit: number;
}

/** Every word of the text in the name: each word is a trigram-indexed ILIKE. */
function nameMatch(column: SQL, words: readonly string[]): SQL {
  return and(words.map((w) => sql`${column} ilike ${`%${likeEscape(w)}%`}`));
}

/**
 * Rank of a name against the text: 1 exact, 2 starts with it, 3 a word starts with it, 4 contains
 * every word. Rank 0 is kept for an exact SKU code or barcode.
 */
function nameRank(column: SQL, text: string): SQL {
  const lower = text.toLowerCase();
  const prefix = `${likeEscape(lower)}%`;
  return sql`case when lower(${column}) = ${lower} then 1
    when lower(${column}) like ${prefix} then 2
    when ' ' || lower(${column}) like ${`% ${prefix}`} then 3 else 4 end`;
}

/**
 * The search drawer's lines: categories, sub-categories, brands and SKUs whose name holds every
 * word (or whose SKU code or barcode is the text), ranked exact SKU/barcode first, then exact name,
 * name prefix, word prefix, then by trigram similarity; at equal rank brands before categories,
 * sub-categories and SKUs. Only what the selected distributor has is found.
 */
export async function searchCatalogue(
  db: Db,
  scope: CatalogueScope,
  input: GlobalSearchInput,
): Promise<TSearchResultLine[]> {
  const raw = input.text.trim();
  const words = searchWords(raw);
  if (words.length === 0) return [];
  const limit = input.limit;
  const productFilter = sql`${availableWhere(scope)} ${input.needFoc ? sql`and dp.is_foc` : sql``}`;
  const skuWhere = sql`${productFilter}
    and (${nameMatch(sql`p.name`, words)} or p.code = ${raw.toUpperCase()} or p.barcode = ${raw})
    ${input.needSalesReturn ? sql`and p.id in (select product_id from ${pastPurchaseSource(scope)} pp)` : sql``}`;

  const parts: SQL[] = [
    sql`(select 'SKU' as code, p.id, p.name, 'Product' as level_name,
          coalesce(p.image_url, '/images/products/' || p.id || '.svg') as image_url,
          p.category_id, p.sub_category_id, p.brand_id,
          case when p.code = ${raw.toUpperCase()} or p.barcode = ${raw} then 0 else ${nameRank(sql`p.name`, raw)} end as rank,
          4 as lvl, similarity(p.name, ${raw}) as sim
        from ${AVAILABLE_FROM} where ${skuWhere}
        order by rank, sim desc, p.name limit ${limit})`,
  ];
  // Sales return search finds products only.
  if (!input.needSalesReturn) {
    parts.push(
      sql`(select 'BR' as code, b.id, b.name, 'Brand' as level_name,
            coalesce(b.image_url, '/images/brands/' || b.id || '.svg') as image_url,
            null::int as category_id, null::int as sub_category_id, b.id as brand_id,
            ${nameRank(sql`b.name`, raw)} as rank, 1 as lvl, similarity(b.name, ${raw}) as sim
          from brands b
          where b.client_id = ${scope.clientId} and b.parent_id is null and b.active and ${nameMatch(sql`b.name`, words)}
            and exists (select 1 from ${AVAILABLE_FROM} where ${productFilter} and p.brand_id = b.id)
          order by rank, sim desc, b.name limit ${limit})`,
      sql`(select 'CAT' as code, c.id, c.name, 'Category' as level_name,
            coalesce(c.image_url, '/images/categories/' || c.id || '.svg') as image_url,
            c.id as category_id, null::int as sub_category_id, null::int as brand_id,
            ${nameRank(sql`c.name`, raw)} as rank, 2 as lvl, similarity(c.name, ${raw}) as sim
          from categories c
          where c.client_id = ${scope.clientId} and c.parent_id is null and c.active and ${nameMatch(sql`c.name`, words)}
            and exists (select 1 from ${AVAILABLE_FROM} where ${productFilter} and p.category_id = c.id)
          order by rank, sim desc, c.name limit ${limit})`,
      sql`(select 'SUCAT' as code, c.id, c.name, 'Sub-category' as level_name,
            coalesce(c.image_url, '/images/categories/' || c.id || '.svg') as image_url,
            c.parent_id as category_id, c.id as sub_category_id, null::int as brand_id,
            ${nameRank(sql`c.name`, raw)} as rank, 3 as lvl, similarity(c.name, ${raw}) as sim
          from categories c
          where c.client_id = ${scope.clientId} and c.parent_id is not null and c.active
            and ${nameMatch(sql`c.name`, words)}
            and exists (select 1 from ${AVAILABLE_FROM} where ${productFilter} and p.sub_category_id = c.id)
          order by rank, sim desc, c.name limit ${limit})`,
    );
  }
  const rows = await queryRows(
    db,
    sql`select * from (${sql.join(parts, sql` union all `)}) x
        order by rank, lvl, sim desc, name, id limit ${limit}`,
  );
  return rows.map((r) => ({
    Code: String(r.code) as TSearchResultLine['Code'],
    Id: int(r.id),
    Name: String(r.name),
    LevelName: String(r.level_name),
    ImageUrl: String(r.image_url),
    CategoryId: r.category_id === null ? null : int(r.category_id),
    SubCategoryId: r.sub_category_id === null ? null : int(r.sub_category_id),
    BrandId: r.brand_id === null ? null : int(r.brand_id),
  }));
}

/** The product id of a barcode (or SKU code) at the selected distributor, or null. */
export async function findProductIdByBarcode(
  db: Db,
  scope: CatalogueScope,
  barcode: string,
): Promise<number | null> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`select p.id from ${AVAILABLE_FROM}
        where ${availableWhere(scope)} and (p.barcode = ${barcode} or p.code = ${barcode.toUpperCase()})
        order by (p.barcode = ${barcode}) desc, p.id limit 1`,
  );
  return row ? int(row.id) : null;
}
