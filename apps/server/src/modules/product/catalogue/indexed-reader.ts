import type { Db } from '../../../db/client.ts';
import type { CatalogueScope } from '../scope.ts';
import type { CatalogueIndex, PlainFilter } from './catalogue-index.ts';
import { indexedPage } from './index-page.ts';
import { readyCatalogueIndex } from './index-registry.ts';
import { findLines } from './lines.ts';
import { type ProductPage, productPage } from './page.ts';
import type { CatalogueReader, PageWindow } from './reader.ts';
import { findRetailerCopy } from './retailer-copy.ts';

/**
 * The reader of a plain dimension filter from the distributor's catalogue index (decision 061),
 * when the index is at the session's catalogue version; else null (the call takes the SQL reader
 * and a build starts in the background).
 */
export function indexedReader(db: Db, scope: CatalogueScope, filter: PlainFilter): CatalogueReader | null {
  const index = readyCatalogueIndex(db, scope);
  return index ? { readPage: (window) => readIndexedPage(db, scope, index, filter, window) } : null;
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
