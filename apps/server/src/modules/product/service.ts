import type { Envelope } from '@restock/domain/contracts/envelope';
import { type TProductFilter, ZProductFilter } from '@restock/domain/contracts/product';
import { isSortOption, pageWindow, resolveProductOrder } from '@restock/domain/rules/product-list';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { envelopeJson, type JsonText, ok } from '../../http/envelope.ts';
import type { PlainFilter } from './catalogue-index.ts';
import { buildFilterParts, type FilterParts, SIGNAL_FLAGS } from './filter.ts';
import { findProductPage, type ProductPage, type RankSource } from './list.ts';
import { type CatalogueScope, findDefaultSorting } from './scope.ts';

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
  extra?: SQL[];
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
  const parts = await buildFilterParts(db, scope, filter);
  const rank = options.rank !== undefined ? options.rank : rankOf(filter);
  // The client's default sort only matters when the call asks for none.
  const order = isSortOption(filter.Sorting)
    ? filter.Sorting
    : resolveProductOrder(filter.Sorting, await findDefaultSorting(db, scope), rank !== null);
  const page = options.page ?? filter.page ?? filter.Page ?? 1;
  const { limit, offset } = pageWindow(page, filter.PageSize, options.firstPage ?? 1);
  const extra = options.extra ?? [];
  // Ids and total of a plain dimension filter depend on the catalogue alone: cacheable (decision 053).
  const cacheable = parts.base.length === 0 && extra.length === 0 && rank === null;
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
  const result = await findProductPage(db, scope, {
    parts,
    extra,
    order,
    rank,
    limit,
    offset,
    isFree: filter.NeedFOC,
    cacheKey: filterKey
      ? { filter: filterKey, page: JSON.stringify([filterKey, order, limit, offset]) }
      : null,
    plain: cacheable && parts.attrs.size === 0 && parts.attrSorts.length === 0 ? plainFilter(filter) : null,
  });
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

// Public face for other modules
export { discountVisible, schemeVisible } from './filter.ts';
export { slabOfRow } from './promotions.ts';
export { type CatalogueScope, isMappedDistributor, resolveScope } from './scope.ts';
