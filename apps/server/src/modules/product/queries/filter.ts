import type { TAttrFilterEntry, TProductFilter } from '@restock/domain/contracts/product';
import { BEST_SELLING_DAYS, searchWords } from '@restock/domain/rules/product-list';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { and, intArray, likeEscape, queryRows, timestamp } from '../../../db/sql.ts';
import { AppError } from '../../../http/errors.ts';
import type { CatalogueScope } from '../scope.ts';

/**
 * SQL pieces of the product filter. Every piece reads the alias `dp` (distributor_products of the
 * selected distributor, which carries copies of the product's category, sub-category, brand,
 * sub-brand and active flag: docs/decisions/023); the text condition looks its products up apart
 * (decision 079). Pieces are kept per dimension so the dynamic filter can count one dimension over
 * every other one.
 */
export interface FilterParts {
  base: SQL[];
  /** The filter narrows by text: a search (decision 075). */
  hasText: boolean;
  text: SearchTerms | null;
  /** The text's condition is not in `base` yet (lookUpText). */
  textPending: boolean;
  cat: SQL | null;
  sucat: SQL | null;
  br: SQL | null;
  /** Attribute filter conditions by attribute id. */
  attrs: Map<number, SQL>;
  /** ORDER BY keys from AttrFilter entries with Sorting, in Sequence order. */
  attrSorts: Array<{ expr: SQL; dir: 'ASC' | 'DESC' }>;
}

export type Dimension = 'BR' | 'CAT' | 'SUCAT' | { attrId: number };

export const SIGNAL_FLAGS = [
  ['NeedRecommended', 'RECOMMENDED'],
  ['NeedHotDeals', 'HOT_DEAL'],
  ['NeedOpportunity', 'OPPORTUNITY'],
  ['NeedRelevant', 'RELEVANT'],
  ['NeedMustTry', 'MUST_TRY'],
  ['NeedSmartBasket', 'SMART_BASKET'],
] as const;
export type SignalKind = (typeof SIGNAL_FLAGS)[number][1];

/** The products the retailer can see, with the product row (`p`) joined. */
export const AVAILABLE_FROM = sql`distributor_products dp join products p on p.id = dp.product_id`;
/** The same rows without the product row, for conditions on `dp` alone. */
export const DISTRIBUTOR_ROWS = sql`distributor_products dp`;

/** FROM of the filter's products: the product row is joined only when a piece reads it. */
export function availableFrom(parts: { needsProduct: boolean }): SQL {
  return parts.needsProduct ? AVAILABLE_FROM : DISTRIBUTOR_ROWS;
}

/**
 * The selected distributor's active rows of active products of the client. Reads `dp` only: the
 * row's client is its product's (a foreign key) and product_active copies products.active.
 */
export function availableWhere(scope: CatalogueScope): SQL {
  return sql`dp.distributor_id = ${scope.distributorId} and dp.client_id = ${scope.clientId} and dp.active
    and dp.product_active`;
}

/**
 * `column = id` for one id (an index can then also serve the list's order), `= any(ids)` for more.
 */
export function inIds(column: SQL, ids: readonly number[]): SQL {
  return ids.length === 1 && Number.isInteger(ids[0])
    ? sql`${column} = ${ids[0]}`
    : sql`${column} = any(${intArray(ids)})`;
}

/** A scheme row `s` that applies now at the selected distributor. */
/** What visibility reads of a scope: the client, the distributor and the time. */
export type VisibilityScope = Pick<CatalogueScope, 'clientId' | 'distributorId' | 'now'>;

export function schemeVisible(scope: VisibilityScope, type: 'PROMO' | 'QPS' | null = 'PROMO'): SQL {
  return sql`s.client_id = ${scope.clientId} and s.active
    and s.starts_at <= ${timestamp(scope.now)} and s.ends_at >= ${timestamp(scope.now)}
    and (s.distributor_id is null or s.distributor_id = ${scope.distributorId})
    ${type ? sql`and s.type = ${type}` : sql``}`;
}

/** A discount row `d` that applies now at the selected distributor. */
export function discountVisible(scope: VisibilityScope): SQL {
  return sql`d.client_id = ${scope.clientId} and d.active
    and d.starts_at <= ${timestamp(scope.now)} and d.ends_at >= ${timestamp(scope.now)}
    and (d.distributor_id is null or d.distributor_id = ${scope.distributorId})`;
}

export function signalCondition(scope: CatalogueScope, kind: SignalKind): SQL {
  return sql`exists (select 1 from product_signals ps where ps.client_id = ${scope.clientId}
    and ps.kind = ${kind} and ps.product_id = dp.product_id
    and (ps.distributor_id is null or ps.distributor_id = ${scope.distributorId})
    and (ps.retailer_id is null or ps.retailer_id = ${scope.retailerId}))`;
}

export function signalScore(scope: CatalogueScope, kind: SignalKind): SQL {
  return sql`(select max(ps.score) from product_signals ps where ps.client_id = ${scope.clientId}
    and ps.kind = ${kind} and ps.product_id = dp.product_id
    and (ps.distributor_id is null or ps.distributor_id = ${scope.distributorId})
    and (ps.retailer_id is null or ps.retailer_id = ${scope.retailerId}))`;
}

/** product_id, qty and last purchase of the retailer's orders at the distributor (cancelled excluded). */
export function pastPurchaseSource(scope: CatalogueScope): SQL {
  return sql`(select ol.product_id, sum(ol.qty) as qty, max(o.created_at) as last_at
    from orders o join order_lines ol on ol.order_id = o.id
    where o.client_id = ${scope.clientId} and o.retailer_id = ${scope.retailerId}
      and o.distributor_id = ${scope.distributorId} and o.status <> 'C'
    group by ol.product_id)`;
}

/** product_id and qty sold by the distributor to all its retailers over the best-selling window. */
export function bestSellingSource(scope: CatalogueScope): SQL {
  const since = new Date(scope.now.getTime() - BEST_SELLING_DAYS * 24 * 60 * 60 * 1000);
  return sql`(select ol.product_id, sum(ol.qty) as qty
    from orders o join order_lines ol on ol.order_id = o.id
    where o.client_id = ${scope.clientId} and o.distributor_id = ${scope.distributorId}
      and o.status <> 'C' and o.created_at >= ${timestamp(since)}
    group by ol.product_id)`;
}

/** A search text, trimmed, and its words (searchWords). */
export interface SearchTerms {
  raw: string;
  words: string[];
}

export function searchTermsOf(text: string): SearchTerms | null {
  const words = searchWords(text);
  return words.length === 0 ? null : { raw: text.trim(), words };
}

/**
 * The client's products a text matches (decision 017): every word in the name, or the whole text
 * as the SKU code or barcode. The three are looked up apart, each by its own index (the name's
 * words by the trigram index, the code and the barcode by theirs), in one statement; a single `OR`
 * over the three would read every product of the client (decision 079).
 */
export async function findTextMatchIds(db: Db, clientId: number, terms: SearchTerms): Promise<number[]> {
  const allWords = and(terms.words.map((w) => sql`p.name ilike ${`%${likeEscape(w)}%`}`));
  const found = await queryRows<{ id: number }>(
    db,
    sql`select p.id from products p where p.client_id = ${clientId} and ${allWords}
        union select p.id from products p where p.client_id = ${clientId} and p.code = ${terms.raw.toUpperCase()}
        union select p.id from products p where p.client_id = ${clientId} and p.barcode = ${terms.raw}`,
  );
  return found.map((r) => Number(r.id));
}

/**
 * Text narrowing: the distributor rows of the products the text matched (findTextMatchIds), given
 * as a list, so that the page, its count and sum read those rows by index, whatever the planner's
 * statistics (a subquery in their place was re-run for every distributor row where the planner had
 * none: the test and demo databases, PGlite).
 */
export function textCondition(ids: readonly number[]): SQL {
  // An int[] parameter: the distributor rows are probed by (distributor, product) for each id.
  const list = `{${ids.filter((n) => Number.isInteger(n)).join(',')}}`;
  return sql`dp.product_id = any(${list})`;
}

/** Adds the text's condition to parts built without it (buildFilterParts with `lookUpText` false). */
export async function lookUpText(db: Db, scope: CatalogueScope, parts: FilterParts): Promise<void> {
  if (!parts.text || !parts.textPending) return;
  parts.base.unshift(textCondition(await findTextMatchIds(db, scope.clientId, parts.text)));
  parts.textPending = false;
}

export interface AttributeRow {
  id: number;
  kind: 'list' | 'number' | 'price';
  selection_mode: 'Single' | 'Multiple' | 'Range';
}

/** The client's attributes named by an attribute filter. */
export async function findFilterAttributes(
  db: Db,
  clientId: number,
  entries: readonly TAttrFilterEntry[],
): Promise<Map<number, AttributeRow>> {
  if (entries.length === 0) return new Map();
  const rows = await queryRows<AttributeRow>(
    db,
    sql`select id, kind, selection_mode from attributes
        where client_id = ${clientId} and id = any(${intArray(entries.map((e) => e.AttrId))})`,
  );
  return new Map(rows.map((r) => [r.id, r]));
}

function attributeCondition(entry: TAttrFilterEntry, attr: AttributeRow | undefined): SQL | null {
  const values = entry.AttrValues;
  const range = entry.AttrRangeValues;
  if (values.length === 0 && range.length === 0) return null;
  // An attribute of another client or one that no longer exists matches nothing.
  if (!attr) return sql`false`;
  if (attr.selection_mode === 'Range') {
    if (values.length > 0)
      throw new AppError('E008', 'Invalid Request: a Range attribute takes AttrRangeValues');
    const [min, max] = range as [number, number];
    if (attr.kind === 'price') return sql`dp.price between ${min} and ${max}`;
    return sql`exists (select 1 from product_attribute_numbers pan where pan.product_id = dp.product_id
      and pan.attribute_id = ${attr.id} and pan.value between ${min} and ${max})`;
  }
  if (range.length > 0)
    throw new AppError('E008', 'Invalid Request: only Range attributes take AttrRangeValues');
  if (attr.selection_mode === 'Single' && values.length > 1) {
    throw new AppError('E008', 'Invalid Request: a Single attribute takes one value');
  }
  return sql`exists (select 1 from product_attribute_values pav where pav.product_id = dp.product_id
    and pav.attribute_id = ${attr.id} and pav.value_id = any(${intArray(values)}))`;
}

function attributeSortKey(attr: AttributeRow): SQL {
  if (attr.kind === 'price') return sql`dp.price`;
  if (attr.kind === 'number') {
    return sql`(select pan.value from product_attribute_numbers pan where pan.product_id = dp.product_id and pan.attribute_id = ${attr.id})`;
  }
  return sql`(select min(av.seq) from product_attribute_values pav join attribute_values av on av.id = pav.value_id
    where pav.product_id = dp.product_id and pav.attribute_id = ${attr.id})`;
}

/**
 * The conditions of an attribute filter by attribute id (on `dp`), and the attributes it names;
 * throws E008 for an entry that does not fit its attribute or an attribute named twice.
 */
async function attributeConditions(
  db: Db,
  clientId: number,
  entries: readonly TAttrFilterEntry[],
): Promise<{ known: Map<number, AttributeRow>; attrs: Map<number, SQL> }> {
  const known = await findFilterAttributes(db, clientId, entries);
  const attrs = new Map<number, SQL>();
  const seen = new Set<number>();
  for (const entry of entries) {
    if (seen.has(entry.AttrId)) throw new AppError('E008', 'Invalid Request: an attribute appears twice');
    seen.add(entry.AttrId);
    const condition = attributeCondition(entry, known.get(entry.AttrId));
    if (condition) attrs.set(entry.AttrId, condition);
  }
  return { known, attrs };
}

/**
 * The ids of the client's products among `productIds` that pass every entry of an attribute
 * filter, by the catalogue's rules (a price range reads the distributor's price; a product it does
 * not sell has none), or null when the filter holds no condition. Throws E008 as the list does.
 * Its entries' Sorting is not read: the caller orders its own list.
 */
export async function findAttributeFilterProductIds(
  db: Db,
  scope: { clientId: number; distributorId: number },
  entries: readonly TAttrFilterEntry[],
  productIds: readonly number[],
): Promise<Set<number> | null> {
  const { attrs } = await attributeConditions(db, scope.clientId, entries);
  if (attrs.size === 0) return null;
  // The conditions read `dp`: every product named, with the distributor's price when it sells it.
  const rows = await queryRows<{ product_id: number }>(
    db,
    sql`select dp.product_id from (select p.id as product_id, sold.price
          from products p left join distributor_products sold
            on sold.product_id = p.id and sold.distributor_id = ${scope.distributorId}
          where p.client_id = ${scope.clientId} and p.id = any(${intArray(productIds)})) dp
        where ${and([...attrs.values()])}`,
  );
  return new Set(rows.map((r) => Number(r.product_id)));
}

/**
 * Builds the filter pieces; throws E008 for an attribute filter that does not fit its attribute.
 * A text's matches are looked up here unless `lookUpText` is false (the list looks them up only
 * when its catalogue index cannot answer: lookUpText()).
 */
export async function buildFilterParts(
  db: Db,
  scope: CatalogueScope,
  filter: TProductFilter,
  options: { lookUpText?: boolean } = {},
): Promise<FilterParts> {
  const base: SQL[] = [];
  const text = searchTermsOf(filter.SearchText);
  const textPending = text !== null && options.lookUpText === false;
  if (text && !textPending) base.push(textCondition(await findTextMatchIds(db, scope.clientId, text)));
  if (filter.NeedFOC) base.push(sql`dp.is_foc`);
  if (filter.NeedScheme || filter.SchemeId) {
    base.push(sql`exists (select 1 from scheme_products sp join schemes s on s.id = sp.scheme_id
      where sp.product_id = dp.product_id and ${schemeVisible(scope)}
      ${filter.SchemeId ? sql`and s.id = ${filter.SchemeId}` : sql``})`);
  }
  if (filter.NeedPromotion) {
    base.push(sql`exists (select 1 from discount_products dpr join discounts d on d.id = dpr.discount_id
      where dpr.product_id = dp.product_id and ${discountVisible(scope)})`);
  }
  if (filter.NeedFavourite) {
    base.push(sql`exists (select 1 from favourites f where f.retailer_id = ${scope.retailerId}
      and f.distributor_id = ${scope.distributorId} and f.product_id = dp.product_id)`);
  }
  if (filter.NeedPastPurchase) {
    base.push(sql`dp.product_id in (select product_id from ${pastPurchaseSource(scope)} pp)`);
  }
  if (filter.NeedBestSelling) {
    base.push(sql`dp.product_id in (select product_id from ${bestSellingSource(scope)} bs)`);
  }
  for (const [flag, kind] of SIGNAL_FLAGS) {
    if (filter[flag]) base.push(signalCondition(scope, kind));
  }

  const cat = filter.CAT?.FilterIdList.length ? inIds(sql`dp.category_id`, filter.CAT.FilterIdList) : null;
  const sucat = filter.SUCAT?.FilterIdList.length
    ? inIds(sql`dp.sub_category_id`, filter.SUCAT.FilterIdList)
    : null;
  const br = filter.BR?.FilterIdList.length
    ? inIds(
        filter.BR.FilterLevelCode === 'SUBR' ? sql`dp.sub_brand_id` : sql`dp.brand_id`,
        filter.BR.FilterIdList,
      )
    : null;

  const { known, attrs } = await attributeConditions(db, scope.clientId, filter.AttrFilter);
  const attrSorts = filter.AttrFilter.filter((e) => e.Sorting !== '' && known.has(e.AttrId))
    .sort((a, b) => a.Sequence - b.Sequence)
    .map((e) => ({ expr: attributeSortKey(known.get(e.AttrId)!), dir: e.Sorting as 'ASC' | 'DESC' }));
  return { base, hasText: text !== null, text, textPending, cat, sucat, br, attrs, attrSorts };
}

/** WHERE of the filter, leaving out one dimension (the dynamic filter counts it over the others). */
export function filterWhere(scope: CatalogueScope, parts: FilterParts, exclude?: Dimension): SQL {
  const list: SQL[] = [availableWhere(scope), ...parts.base];
  const ex = (d: 'BR' | 'CAT' | 'SUCAT') => exclude === d;
  if (parts.br && !ex('BR')) list.push(parts.br);
  // Leaving categories out leaves their sub-categories out too (a sub-category lies in a category).
  if (parts.cat && !ex('CAT')) list.push(parts.cat);
  if (parts.sucat && !ex('SUCAT') && !ex('CAT')) list.push(parts.sucat);
  for (const [attrId, condition] of parts.attrs) {
    if (typeof exclude === 'object' && exclude.attrId === attrId) continue;
    list.push(condition);
  }
  return and(list);
}

/** A condition beyond the filter, on `dp` only (similar products, banner products, scheme ids). */
export type Condition = SQL;

/** Similar products: the target's sub-category, the target itself left out. */
export function similarConditions(target: { SubCategoryId: number; ProductId: number }): Condition[] {
  return [sql`dp.sub_category_id = ${target.SubCategoryId}`, sql`dp.product_id <> ${target.ProductId}`];
}

/** Products of any of these schemes. */
export function schemeProductsCondition(schemeIds: readonly number[]): Condition {
  return sql`exists (select 1 from scheme_products sp where sp.product_id = dp.product_id and sp.scheme_id = any(${intArray(schemeIds)}))`;
}

/** Products of any of these discounts, while the discount applies. */
export function discountIdsCondition(scope: VisibilityScope, discountIds: readonly number[]): Condition {
  return sql`exists (select 1 from discount_products dpr join discounts d on d.id = dpr.discount_id
          where dpr.product_id = dp.product_id and d.id = any(${intArray(discountIds)}) and ${discountVisible(scope)})`;
}
