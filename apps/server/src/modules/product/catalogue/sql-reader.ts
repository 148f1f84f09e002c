import type { Db } from '../../../db/client.ts';
import type { Condition, FilterParts } from '../queries/filter.ts';
import { toCatalogueLine } from '../queries/lines.ts';
import {
  findPageIdRows,
  findPlainPageRows,
  findTotals,
  idsOfPage,
  type ListSource,
  listSource,
  pageSelect,
  plainPageTotals,
} from '../queries/list.ts';
import type { CatalogueScope } from '../scope.ts';
import { catalogueCache } from './cache.ts';
import { type CatalogueLine, lineCache, lineKey } from './catalogue-line.ts';
import { findLines, findOwnFields } from './lines.ts';
import { type PageItem, type ProductPage, productPage } from './page.ts';
import type { CatalogueReader, PageWindow, RankSource } from './reader.ts';

/** What the SQL reader pages: the filter's pieces, conditions beyond it, and a rank. */
export interface SqlListSpec {
  parts: FilterParts;
  /** Conditions beyond the filter (similar products, banner products, scheme ids), on `dp` only. */
  extra: readonly Condition[];
  rank: RankSource | null;
}

/** A page's product ids and the filter's total, as the catalogue cache keeps them. */
interface CachedPage {
  ids: number[];
  totalCount: number;
}

const pageCache = catalogueCache<CachedPage>(5000);
/** A plain dimension filter's TotalCount. */
const totalCache = catalogueCache<number>(5000);
/**
 * A retailer's SuggestedOrderValue of a plain dimension filter: it moves with prices (catalogue) and
 * suggestions (product_signals), both under the catalogue version (migration 0012).
 */
const suggestedCache = catalogueCache<number>(5000);

/**
 * The reader that pages in the database. `filterKey` is set when the page's ids and the filter's
 * total depend on the catalogue alone (a plain dimension filter and a sort): its pages then go
 * through the page-id cache (decision 053), and the retailer's suggested order value of the filter
 * too (decision 057). Any other filter is paged, counted and summed on every call.
 */
export function sqlReader(
  db: Db,
  scope: CatalogueScope,
  spec: SqlListSpec,
  filterKey: string | null,
): CatalogueReader {
  const source = listSource(scope, spec.parts, spec.extra);
  if (filterKey === null) return { readPage: (window) => readPage(db, scope, spec, source, window) };
  const keys: PlainKeys = { filter: filterKey, suggested: `${scope.retailerId}/${filterKey}` };
  return {
    // The page-id cache around the plain page: a cached page reads only its lines.
    readPage: (window) => {
      const pageKey = JSON.stringify([filterKey, window.order, window.limit, window.offset]);
      const cached = pageCache.get(db, scope, pageKey);
      return cached
        ? readCachedPage(db, scope, source, cached, keys, window)
        : readPlainPage(db, scope, spec, source, { ...keys, page: pageKey }, window);
    },
  };
}

interface PlainKeys {
  /** The filter (its total). */
  filter: string;
  /** The retailer and the filter (its suggested order value). */
  suggested: string;
}

/**
 * A cached page: its ids and total from the cache. The lines' retailer fields (favourite, cart
 * quantity, suggestion) are the retailer's own and read on every call; the suggested order value
 * is cached per retailer.
 */
async function readCachedPage(
  db: Db,
  scope: CatalogueScope,
  { from, where }: ListSource,
  cached: CachedPage,
  keys: PlainKeys,
  window: PageWindow,
): Promise<ProductPage> {
  const suggested = suggestedCache.get(db, scope, keys.suggested);
  const { items, totals } = await findLines(
    db,
    scope,
    cached.ids,
    window.isFree,
    suggested === undefined ? { from, where, count: false, prepare: true } : null,
  );
  const suggestedOrderValue = suggested ?? totals?.suggested ?? 0;
  if (suggested === undefined) suggestedCache.set(db, scope, keys.suggested, suggestedOrderValue);
  return productPage(items, cached.totalCount, suggestedOrderValue);
}

/**
 * A plain dimension filter's page that is not cached yet (decision 060): its ids, their catalogue
 * lines, and the totals the caches lack, in one prepared statement. The total is counted only when
 * the page does not tell it (a full page, or an empty one past the first); the suggested order value
 * only when not cached. The retailer's fields come from its copy. The page, its lines and the
 * totals are then cached.
 */
async function readPlainPage(
  db: Db,
  scope: CatalogueScope,
  spec: SqlListSpec,
  source: ListSource,
  keys: PlainKeys & { page: string },
  window: PageWindow,
): Promise<ProductPage> {
  const select = pageSelect(scope, { ...spec, ...window }, source.where);
  const cachedTotal = totalCache.get(db, scope, keys.filter);
  const cachedSuggested = suggestedCache.get(db, scope, keys.suggested);
  const rows = await findPlainPageRows(db, scope, {
    pageSelect: select,
    totals: { from: source.from, where: source.where, count: false },
    limit: window.limit,
    offset: window.offset,
    needCount: cachedTotal === undefined,
    needSuggested: cachedSuggested === undefined,
  });
  const lines: CatalogueLine[] = [];
  for (const r of rows) {
    if (r.id === null || r.id === undefined) continue;
    const line = toCatalogueLine(scope, r);
    lineCache.set(db, scope, lineKey(scope, line.line.product.ProductId), line);
    lines.push(line);
  }
  const ids = lines.map((l) => l.line.product.ProductId);
  const own = await findOwnFields(db, scope, ids);
  const items: PageItem[] = lines.map((catalogue) => ({
    catalogue,
    own: own.get(catalogue.line.product.ProductId),
    isFree: window.isFree,
  }));
  const read = plainPageTotals(rows[0]);
  const totalCount =
    totalKnownFromPage(ids.length, window.limit, window.offset) ?? cachedTotal ?? read.total ?? 0;
  const suggestedOrderValue = cachedSuggested ?? read.suggested;
  pageCache.set(db, scope, keys.page, { ids, totalCount });
  totalCache.set(db, scope, keys.filter, totalCount);
  suggestedCache.set(db, scope, keys.suggested, suggestedOrderValue);
  return productPage(items, totalCount, suggestedOrderValue);
}

/**
 * Any other filter's page, paged in the database: the page's ids (one distributor's index, the
 * product row only when the order or the text reads it), then their lines and the totals side by
 * side. A short page tells the total without counting.
 */
async function readPage(
  db: Db,
  scope: CatalogueScope,
  spec: SqlListSpec,
  { from, where }: ListSource,
  window: PageWindow,
): Promise<ProductPage> {
  const pageIds = findPageIdRows(db, pageSelect(scope, { ...spec, ...window }, where));
  // A filter with a flag, text or extra condition can cost as much to count as to page (best
  // sellers aggregate orders): its totals run beside the page. A plain dimension filter counts
  // from an index, and only after a full page (a page that is not full is the last one, or the
  // only one: the total is known).
  // A text search keeps to one statement at a time instead (decision 075: a retailer's search
  // holds at most one database core), and counts only when its page does not tell the total.
  const costly = (spec.parts.base.length > 0 || spec.extra.length > 0) && !spec.parts.hasText;
  const [page, early] = await Promise.all([
    pageIds,
    costly ? findTotals(db, scope, { from, where, count: true }) : null,
  ]);
  const ids = idsOfPage(page);
  const known = totalKnownFromPage(ids.length, window.limit, window.offset);
  const result = await findLines(
    db,
    scope,
    ids,
    window.isFree,
    early ? null : { from, where, count: known === null },
  );
  const totals = early ?? result.totals;
  return productPage(result.items, known ?? totals?.total ?? 0, totals?.suggested ?? 0);
}

/** The filter's total told by its page alone: a page that is not full is the last (or only) one. */
function totalKnownFromPage(length: number, limit: number, offset: number): number | null {
  if (length > 0 && length < limit) return offset + length;
  if (offset === 0 && length === 0) return 0;
  return null;
}
