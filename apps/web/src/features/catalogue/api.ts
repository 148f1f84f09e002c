/**
 * The catalogue's own /Product/* calls: the paged product list (list, favourites, view-all), one
 * product's detail and the filter drawer's dynamic filter. Keys, the list fetch and the calls other
 * screens share are in ordering/product-calls.ts.
 */
import {
  type TDynamicFilter,
  type TProductFilterInput,
  ZDynamicFilter,
  ZProductDetail,
} from '@restock/domain/contracts/product';
import { type InfiniteData, keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../lib/api';
import { useDistributorId } from '../../lib/session';
import { useFocMode } from '../../ordering/foc-mode';
import {
  catalogueKeys,
  findProductPage,
  type ListCall,
  type ProductPage,
  useModeFilter,
} from '../../ordering/product-calls';

/**
 * A paged product list ("show more" or load on scroll). A new filter is a new query key, so the
 * list starts again from page 1; the next page is asked only while the last one brought products
 * and more remain. The filter follows the ordering mode (FOC: NeedFOC).
 */
export function useProductList(
  call: ListCall,
  listFilter: TProductFilterInput & { ProductId?: number },
  options: { enabled?: boolean } = {},
) {
  const distId = useDistributorId();
  const filter = useModeFilter(listFilter);
  return useInfiniteQuery({
    queryKey: catalogueKeys.list(distId, call, filter),
    enabled: options.enabled ?? true,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => findProductPage(call, filter, pageParam, signal),
    getNextPageParam: (last, pages) => {
      const received = pages.reduce((n, p) => n + p.products.length, 0);
      return last.products.length > 0 && received < last.totalCount ? last.page + 1 : undefined;
    },
  });
}

/** One product; in FOC mode asked with NeedFOC, so a product offered FOC comes marked IsFree 1. */
export function useProductDetail(productId: number) {
  const distId = useDistributorId();
  const foc = useFocMode();
  return useQuery({
    queryKey: [...catalogueKeys.detail(distId, productId), foc ? 'foc' : 'regular'],
    enabled: productId > 0,
    retry: false,
    queryFn: async ({ signal }) =>
      (
        await apiCall(
          '/Product/ProductDetail',
          { ProductId: productId, NeedFOC: foc },
          { schema: ZProductDetail, signal },
        )
      ).data,
  });
}

export function useDynamicFilter(filter: TProductFilterInput, enabled: boolean) {
  const distId = useDistributorId();
  return useQuery({
    queryKey: catalogueKeys.dynamicFilter(distId, filter),
    enabled,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }): Promise<TDynamicFilter> =>
      (await apiCall('/Product/DynamicFilter', filter, { schema: ZDynamicFilter, signal })).data,
  });
}

export type ListData = InfiniteData<ProductPage, number>;
