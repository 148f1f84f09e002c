import type { TSearchResultLine } from '@restock/domain/contracts/product';
import type { Db } from '../../db/client.ts';
import { catalogueCache } from './catalogue/cache.ts';
import { readyCatalogueIndex } from './catalogue/index-registry.ts';
import { cachedTextMatch, findTextMatch, indexedDrawerSkus } from './catalogue/index-search.ts';
import { textServable } from './catalogue/text-index.ts';
import { findSearchLines, type GlobalSearchInput, type RankedRow, searchTerms } from './queries/search.ts';
import type { CatalogueScope } from './scope.ts';
import { inSearchTurn } from './search-turns.ts';

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
  const { raw, words } = searchTerms(input.text);
  if (words.length === 0) return [];
  // The lines depend on the catalogue alone, not on the retailer: kept in the catalogue cache.
  const key = JSON.stringify([
    scope.clientId,
    scope.distributorId,
    raw,
    input.limit,
    input.needFoc,
    input.needSalesReturn,
  ]);
  const cached = searchCache.get(db, scope, key);
  if (cached) return cached;
  const lines = await inSearchTurn(scope.retailerId, async () =>
    findSearchLines(db, scope, input, raw, words, indexedSkus(db, scope, input, raw, words)),
  );
  searchCache.set(db, scope, key, lines);
  return lines;
}

const searchCache = catalogueCache<TSearchResultLine[]>(5000);

/**
 * The SKU lines from the distributor's catalogue index when it is at the session's version and can
 * search the text (decision 087), else null (the SQL path finds them). A sales return search keeps
 * to what the retailer bought: SQL.
 */
function indexedSkus(
  db: Db,
  scope: CatalogueScope,
  input: GlobalSearchInput,
  raw: string,
  words: string[],
): RankedRow[] | null {
  if (input.needSalesReturn) return null;
  const index = readyCatalogueIndex(db, scope);
  const text = index?.text;
  if (!index || !text || !textServable(raw, words)) return null;
  const search = { raw, words, foc: input.needFoc };
  const match = cachedTextMatch(index, raw) ?? findTextMatch(index, text, search);
  return indexedDrawerSkus(index, text, match, search, input.limit);
}
