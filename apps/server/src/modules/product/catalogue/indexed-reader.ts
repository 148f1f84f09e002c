import type { Db } from '../../../db/client.ts';
import type { CatalogueScope } from '../scope.ts';
import { inSearchTurn } from '../search-turns.ts';
import type { CatalogueIndex, PlainFilter } from './catalogue-index.ts';
import { indexedPage } from './index-page.ts';
import { readyCatalogueIndex } from './index-registry.ts';
import { cachedTextMatch, findTextMatch, type IndexedSearch, indexedSearchPage } from './index-search.ts';
import { findLines } from './lines.ts';
import { type ProductPage, productPage } from './page.ts';
import type { CatalogueReader, PageWindow } from './reader.ts';
import { findRetailerCopy } from './retailer-copy.ts';
import { type TextIndex, textServable } from './text-index.ts';

/**
 * The reader of a plain dimension filter from the distributor's catalogue index (decision 061),
 * with a search text (and FOC mode) too when the index can search it (decision 079), when the
 * index is at the session's catalogue version; else null (the call takes the SQL reader and a
 * build starts in the background).
 */
export function indexedReader(
  db: Db,
  scope: CatalogueScope,
  filter: PlainFilter,
  search: IndexedSearch | null = null,
): CatalogueReader | null {
  const index = readyCatalogueIndex(db, scope);
  if (!index) return null;
  if (search === null) return { readPage: (window) => readIndexedPage(db, scope, index, filter, window) };
  const text = index.text;
  if (!text || !textServable(search.raw, search.words)) return null;
  return { readPage: (window) => readSearchPage(db, scope, index, text, filter, search, window) };
}

/**
 * A search from memory: the text's matches (found in the retailer's search turn, decision 075,
 * when not found before), then the page, its total and the retailer's suggested order value from
 * them; then the page's lines.
 */
async function readSearchPage(
  db: Db,
  scope: CatalogueScope,
  index: CatalogueIndex,
  text: TextIndex,
  filter: PlainFilter,
  search: IndexedSearch,
  window: PageWindow,
): Promise<ProductPage> {
  const match =
    cachedTextMatch(index, search.raw) ??
    (await inSearchTurn(scope.retailerId, async () => findTextMatch(index, text, search)));
  const { suggested } = await findRetailerCopy(db, scope);
  const page = indexedSearchPage(index, text, match, search, filter, window, suggested);
  const { items } = await findLines(db, scope, page.productIds, window.isFree, null);
  return productPage(items, page.totalCount, page.suggestedOrderValue);
}

/** From memory: the page, its total and the retailer's suggested order value; then the page's lines. */
async function readIndexedPage(
  db: Db,
  scope: CatalogueScope,
  index: CatalogueIndex,
  filter: PlainFilter,
  window: PageWindow,
): Promise<ProductPage> {
  const { suggested } = await findRetailerCopy(db, scope);
  const page = indexedPage(index, filter, window.order, window.offset, window.limit, suggested);
  const { items } = await findLines(db, scope, page.productIds, window.isFree, null);
  return productPage(items, page.totalCount, page.suggestedOrderValue);
}
