import type { TSearchResultLine } from '@restock/domain/contracts/product';
import type { Db } from '../../db/client.ts';
import { catalogueCache } from './catalogue/cache.ts';
import { findSearchLines, type GlobalSearchInput, searchTerms } from './queries/search.ts';
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
  const lines = await inSearchTurn(scope.retailerId, () => findSearchLines(db, scope, input, raw, words));
  searchCache.set(db, scope, key, lines);
  return lines;
}

const searchCache = catalogueCache<TSearchResultLine[]>(5000);
