import type { Envelope } from '@restock/domain/contracts/envelope';
import {
  type TBanner,
  type TProductDetail,
  type TProductFilter,
  ZProductFilter,
} from '@restock/domain/contracts/product';
import { isSortOption, pageWindow, resolveProductOrder } from '@restock/domain/rules/product-list';
import type { RequestSession } from '../../auth/session.ts';
import type { Db } from '../../db/client.ts';
import { envelopeJson, type JsonText, ok } from '../../http/envelope.ts';
import { AppError } from '../../http/errors.ts';
import type { PlainFilter } from './catalogue/catalogue-index.ts';
import { indexedReader } from './catalogue/indexed-reader.ts';
import { findProductLine } from './catalogue/lines.ts';
import type { ProductPage } from './catalogue/page.ts';
import type { RankSource } from './catalogue/reader.ts';
import { sqlReader } from './catalogue/sql-reader.ts';
import { findProductAttributes } from './queries/facets.ts';
import { addFavourite, isAvailableAt, removeFavourite } from './queries/favourites.ts';
import {
  buildFilterParts,
  type Condition,
  discountIdsCondition,
  type FilterParts,
  lookUpText,
  SIGNAL_FLAGS,
  schemeProductsCondition,
  similarConditions,
} from './queries/filter.ts';
import { bannerProductCondition, findScheme, findSchemePage, levelCondition } from './queries/promotions.ts';
import { isMappedDistributor } from './queries/scope.ts';
import { type CatalogueScope, findDefaultSorting } from './scope.ts';
import { inSearchTurn } from './search-turns.ts';

/** Code of a list answer whose filter matches nothing (docs/decisions/014). */
export const NO_DATA_CODE = 'RA_NO_DATA';
export const NO_DATA_MSG = 'No data found';

/** The order a filter's list falls back to when it asks for none: its most specific ranked tab. */
export function rankOf(filter: TProductFilter): RankSource | null {
  if (filter.SearchText.trim()) return { kind: 'text', text: filter.SearchText };
  if (filter.NeedBestSelling) return { kind: 'bestSelling' };
  if (filter.NeedPastPurchase) return { kind: 'pastPurchase' };
  for (const [flag, signal] of SIGNAL_FLAGS) if (filter[flag]) return { kind: 'signal', signal };
  if (filter.NeedFavourite) return { kind: 'favourite' };
  return null;
}

export interface ListOptions {
  /** Conditions beyond the filter (similar products, banner products, scheme ids), on `dp` only. */
  extra?: Condition[];
  rank?: RankSource | null;
  /** 0 for the discount list; 1 otherwise. */
  firstPage?: 0 | 1;
  page?: number;
}

/** A page of the filter's products. */
export async function listProducts(
  db: Db,
  scope: CatalogueScope,
  filter: TProductFilter,
  options: ListOptions = {},
): Promise<ProductPage & { parts: FilterParts }> {
  const parts = await buildFilterParts(db, scope, filter, { lookUpText: false });
  const rank = options.rank !== undefined ? options.rank : rankOf(filter);
  // The client's default sort only matters when the call asks for none.
  const order = isSortOption(filter.Sorting)
    ? filter.Sorting
    : resolveProductOrder(filter.Sorting, await findDefaultSorting(db, scope), rank !== null);
  const page = options.page ?? filter.page ?? filter.Page ?? 1;
  const { limit, offset } = pageWindow(page, filter.PageSize, options.firstPage ?? 1);
  const extra = options.extra ?? [];
  // Ids and total of a plain dimension filter depend on the catalogue alone: cacheable (decision 053).
  const cacheable = parts.base.length === 0 && !parts.text && extra.length === 0 && rank === null;
  const filterKey = cacheable
    ? JSON.stringify([
        scope.clientId,
        scope.distributorId,
        filter.CAT,
        filter.SUCAT,
        filter.BR,
        filter.AttrFilter,
      ])
    : null;
  // Without an attribute condition nor sort either, the distributor's catalogue index can answer it
  // from memory (decision 061), and a search of a plain filter too, in FOC mode or not (decision
  // 079). The reader is chosen here, once (docs/catalogue-read-path.md).
  const dimensionsOnly = extra.length === 0 && parts.attrs.size === 0 && parts.attrSorts.length === 0;
  const plain = cacheable && dimensionsOnly ? plainFilter(filter) : null;
  const text = parts.text;
  const search =
    text && dimensionsOnly && rank?.kind === 'text' && parts.base.length === (filter.NeedFOC ? 1 : 0)
      ? { ...text, foc: filter.NeedFOC }
      : null;
  const indexed =
    (plain && indexedReader(db, scope, plain)) ??
    (search && indexedReader(db, scope, plainFilter(filter), search));
  const window = { order, limit, offset, isFree: filter.NeedFOC };
  const read = async () => {
    if (indexed) return indexed.readPage(window);
    // The database pages the rest; a text's matches are looked up first, once (decision 079).
    await lookUpText(db, scope, parts);
    return sqlReader(db, scope, { parts, extra, rank }, filterKey).readPage(window);
  };
  // A text filter is a search: the retailer's searches take turns (decision 075); a search from
  // the index takes its turn only to find a text's matches (indexed-reader.ts).
  const result = await (text && !indexed ? inSearchTurn(scope.retailerId, read) : read());
  return Object.assign(result, { parts });
}

/** The filter's dimension ids, as the catalogue index takes them. */
function plainFilter(filter: TProductFilter): PlainFilter {
  const ids = (level: { FilterIdList: number[] } | null | undefined) =>
    level?.FilterIdList.length ? level.FilterIdList : null;
  const br = ids(filter.BR);
  return {
    cat: ids(filter.CAT),
    sucat: ids(filter.SUCAT),
    br: br && { level: filter.BR?.FilterLevelCode === 'SUBR' ? 'SUBR' : 'BR', ids: br },
  };
}

/** A product list page's answer, built from the lines' JSON text (decision 060). */
export function productListAnswer(page: ProductPage): JsonText {
  const { Data: _data, ...fields } = listEnvelope(null, page.totalCount, page.count);
  return envelopeJson(page.productsJson(), { ...fields, SuggestedOrderValue: page.suggestedOrderValue });
}

/** A list page: RA_NO_DATA when nothing matches at all; a page past the end is just empty. */
export function listEnvelope<T>(data: T, totalCount: number, count?: number): Envelope<T> {
  const n = count ?? (Array.isArray(data) ? data.length : 0);
  return totalCount === 0
    ? ok(data, { count: 0, totalCount: 0, code: NO_DATA_CODE, msg: NO_DATA_MSG })
    : ok(data, { count: n, totalCount });
}

/** A filter with defaults only (internal lists: scheme, banner and discount products). */
export function defaultFilter(input: Partial<Record<string, unknown>> = {}): TProductFilter {
  return ZProductFilter.parse(input);
}

/** Similar products of a product (same sub-category, same brand first, then nearest price); null when not available. */
export async function listSimilarProducts(
  db: Db,
  scope: CatalogueScope,
  filter: TProductFilter,
  productId: number,
): Promise<(ProductPage & { parts: FilterParts }) | null> {
  const target = await findProductLine(db, scope, productId, false);
  if (!target) return null;
  return listProducts(db, scope, filter, {
    extra: similarConditions(target.product),
    rank: { kind: 'similar', brandId: target.product.BrandId, price: String(target.product.BuyPrice) },
  });
}

/** A page of the products of these schemes. */
export function listSchemeProducts(
  db: Db,
  scope: CatalogueScope,
  filter: TProductFilter,
  schemeIds: readonly number[],
  page: number,
): Promise<ProductPage & { parts: FilterParts }> {
  return listProducts(db, scope, filter, { extra: [schemeProductsCondition(schemeIds)], page });
}

/** A page of the products a banner opens. */
export function listBannerProducts(
  db: Db,
  scope: CatalogueScope,
  filter: TProductFilter,
  banner: TBanner,
  page: number,
): Promise<ProductPage & { parts: FilterParts }> {
  return listProducts(db, scope, filter, { extra: [bannerProductCondition(banner)], page });
}

/** A page of the discount list (Page starts at 0), narrowed to these discounts when any. */
export function listDiscountProducts(
  db: Db,
  scope: CatalogueScope,
  filter: TProductFilter,
  discountIds: readonly number[],
  page: number,
): Promise<ProductPage & { parts: FilterParts }> {
  const extra = discountIds.length > 0 ? [discountIdsCondition(scope, discountIds)] : [];
  return listProducts(db, scope, filter, { extra, page, firstPage: 0 });
}

/**
 * Adds (1) or removes (0) a favourite of the session's retailer: E014 for a distributor that is not
 * its mapping, E012 for a product that is not there.
 */
export async function setFavourite(
  db: Db,
  session: RequestSession,
  input: { PrincipalId: number; DistributorId: number; ProductId: number; IsFavourite: number },
): Promise<void> {
  if (!(await isMappedDistributor(db, session, input.DistributorId))) throw new AppError('E014');
  if (input.PrincipalId !== session.clientId) throw new AppError('E012', 'Product not available');
  const key = {
    clientId: session.clientId,
    retailerId: session.retailerId,
    distributorId: input.DistributorId,
    productId: input.ProductId,
  };
  if (!(await isAvailableAt(db, key))) throw new AppError('E012', 'Product not available');
  if (input.IsFavourite === 1) await addFavourite(db, key);
  else await removeFavourite(db, key);
}

export { enableCatalogueIndexes } from './catalogue/index-registry.ts';
/**
 * Running PROMO schemes, paged: Ids are scheme ids without a FilterLevelCode, else ids at that level
 * (brand, category, ... or SKU) that a scheme's products must hold.
 */
export function findPromotionSchemePage(
  db: Db,
  scope: CatalogueScope,
  q: { filterLevelCode: string; ids: number[]; needFoc: boolean; limit: number; offset: number },
): ReturnType<typeof findSchemePage> {
  const byLevel = q.filterLevelCode !== '' && q.ids.length > 0;
  return findSchemePage(db, scope, {
    type: 'PROMO',
    ...(q.filterLevelCode === '' && q.ids.length > 0 ? { ids: q.ids } : {}),
    productCondition: byLevel ? levelCondition(q.filterLevelCode, q.ids) : null,
    needFoc: q.needFoc,
    limit: q.limit,
    offset: q.offset,
  });
}

/** A product's detail: its line with images, attributes, the running scheme and discount; null when not available. */
export async function productDetail(
  db: Db,
  scope: CatalogueScope,
  productId: number,
  isFree: boolean,
): Promise<TProductDetail | null> {
  const line = await findProductLine(db, scope, productId, isFree);
  if (!line) return null;
  const scheme = line.product.SchemeId ? await findScheme(db, scope, line.product.SchemeId) : null;
  return {
    ...line.product,
    Description: line.description,
    Images: [line.product.ImageUrl],
    TaxPercent: line.taxPercent,
    Attributes: await findProductAttributes(db, line.product.ProductId),
    Scheme: scheme,
    Discount: line.discount,
  };
}

/*
 * The product module's public face. Other modules import from this file only:
 * listProducts, defaultFilter, resolveScope, CatalogueScope, isMappedDistributor, discountVisible,
 * schemeVisible (the visibility of a scheme row `s` and a discount row `d`, for their own SQL) and
 * slabOfRow (a scheme slab row as the rules read it). The routes of this module also take the
 * catalogue reads below from here, as they are.
 */
export { findProductLine } from './catalogue/lines.ts';
export type { ProductPage } from './catalogue/page.ts';
export { findAttributeMaster, findCategoryTree, findDynamicFilter } from './queries/facets.ts';
export {
  buildFilterParts,
  discountVisible,
  findAttributeFilterProductIds,
  schemeVisible,
} from './queries/filter.ts';
export {
  findBanner,
  findBanners,
  findQpsPage,
  findScheme,
  findSchemePage,
  slabOfRow,
} from './queries/promotions.ts';
export { isMappedDistributor } from './queries/scope.ts';
export { findProductIdByBarcode } from './queries/search.ts';
export type { CatalogueScope } from './scope.ts';
export { resolveScope } from './scope.ts';
export { searchCatalogue } from './search.ts';
