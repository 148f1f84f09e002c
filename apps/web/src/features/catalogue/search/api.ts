/**
 * Server state of the search drawer: the text search (/Product/GlobalSearch) and the barcode
 * look-up (/Product/SearchByBarcode). Its category tiles use the catalogue's `useCategories`.
 */
import { type TSearchResultLine, ZBarcodeResult, ZSearchResultLine } from '@restock/domain/contracts/product';
import { SEARCH_MIN_CHARS } from '@restock/domain/rules/product-list';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiCall } from '../../../lib/api';
import { useDistributorId } from '../../../lib/session';
import { useFocMode } from '../../../ordering/foc-mode';

const ZSearchLines = z.array(ZSearchResultLine);

/**
 * The text search for a (debounced, trimmed) term. Each term is its own query: when the term
 * changes, the request of the old one is aborted (TanStack Query cancels a query whose signal was
 * used once nobody observes it), and the previous lines stay on screen until the new ones arrive.
 */
export function useGlobalSearch(term: string) {
  const distId = useDistributorId();
  // FOC mode (docs/decisions/056): only products offered free of charge, and their levels.
  const foc = useFocMode();
  return useQuery({
    queryKey: ['catalogue', 'globalSearch', distId, term, foc],
    enabled: term.length >= SEARCH_MIN_CHARS,
    staleTime: 60_000,
    retry: false,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }): Promise<TSearchResultLine[]> =>
      (
        await apiCall(
          '/Product/GlobalSearch',
          { SearchText: term, NeedSalesReturn: false, NeedFOC: foc },
          { schema: ZSearchLines, signal },
        )
      ).data,
  });
}

/** The product of a barcode (or SKU code); E012 when the distributor has none. */
export async function findProductByBarcode(barcode: string, signal?: AbortSignal): Promise<number> {
  const { data } = await apiCall('/Product/SearchByBarcode', { barcode }, { schema: ZBarcodeResult, signal });
  return data.productId;
}

/** Where a search line leads (see ZSearchResultLine). */
export function searchLineTarget(line: TSearchResultLine): string {
  switch (line.Code) {
    case 'CAT':
      return `/ivy/products/${line.Id}`;
    case 'SUCAT':
      return line.CategoryId ? `/ivy/products/${line.CategoryId}/${line.Id}` : `/ivy/productList`;
    case 'BR':
      return `/ivy/productList?brand=${line.Id}`;
    case 'SKU':
      return `/ivy/product/${line.Id}`;
  }
}
