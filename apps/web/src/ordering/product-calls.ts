/**
 * The product calls every ordering screen shares (catalogue, home, promotions, the search sheet):
 * fetch functions and TanStack Query hooks of /Product/* calls that follow the ordering mode, the
 * category tree and the favourite toggle. Query keys start with 'catalogue' and carry the selected
 * distributor, so a distributor switch never shows stale lists. The catalogue's own calls (paged
 * list, detail, dynamic filter) are in features/catalogue/api.ts.
 */
import {
  type TProduct,
  type TProductFilterInput,
  ZCategory,
  ZFavouriteToggleResult,
  ZProduct,
  ZProductListResponse,
} from '@restock/domain/contracts/product';
import { PRODUCT_PAGE_SIZE } from '@restock/domain/rules/product-list';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { z } from 'zod';
import { apiCall } from '../lib/api';
import { useDistributorId } from '../lib/session';
import { useFocMode, withFocMode } from './foc-mode';

/** The list calls that take the product filter. */
export type ListCall =
  | '/Product/SearchProduct'
  | '/Product/ApplyFilter'
  | '/Product/SchemeProduct'
  | '/Product/OpportunityProducts'
  | '/Product/FavouriteProduct'
  | '/Product/RelevantProducts'
  | '/Product/SimilarProduct';

/** Code of a list answer whose filter matches nothing at all (server docs/decisions/012). */
export const NO_DATA_CODE = 'RA_NO_DATA';

export interface ProductPage {
  products: TProduct[];
  /** 1-based page number of this page. */
  page: number;
  count: number;
  totalCount: number;
  suggestedOrderValue: number;
  /** The server found nothing for the filter (RA_NO_DATA). */
  noData: boolean;
}

const ZProductList = z.array(ZProduct);

export async function findProductPage(
  call: ListCall,
  filter: TProductFilterInput & { ProductId?: number },
  page: number,
  signal?: AbortSignal,
): Promise<ProductPage> {
  const { data, envelope } = await apiCall(
    call,
    { PageSize: PRODUCT_PAGE_SIZE, ...filter, page },
    { schema: ZProductList, signal },
  );
  // SuggestedOrderValue sits next to Data in the envelope.
  const extra = ZProductListResponse.pick({ SuggestedOrderValue: true }).safeParse(envelope);
  return {
    products: data,
    page,
    count: envelope.Count ?? data.length,
    totalCount: envelope.TotalCount ?? data.length,
    suggestedOrderValue: extra.success ? extra.data.SuggestedOrderValue : 0,
    noData: envelope.Code === NO_DATA_CODE,
  };
}

export const catalogueKeys = {
  all: ['catalogue'] as const,
  list: (distId: number, call: ListCall, filter: object) =>
    ['catalogue', 'list', distId, call, filter] as const,
  favourites: (distId: number) => ['catalogue', 'list', distId, '/Product/FavouriteProduct'] as const,
  detail: (distId: number, productId: number) => ['catalogue', 'detail', distId, productId] as const,
  /** The category tree; in FOC mode (`foc`) asked with NeedFOC, a different answer. */
  categories: (distId: number, foc: boolean) =>
    ['catalogue', 'categories', distId, foc ? 'foc' : 'all'] as const,
  dynamicFilter: (distId: number, filter: object) => ['catalogue', 'dynamicFilter', distId, filter] as const,
};

/**
 * The filter as the catalogue's ordering mode asks it (docs/decisions/058): in FOC mode every list
 * (product list, favourites, home sliders, view-all, similar products) asks with NeedFOC.
 */
export function useModeFilter<T extends object>(filter: T): T {
  const foc = useFocMode();
  return useMemo(() => withFocMode(filter, foc), [filter, foc]);
}

/** A single page (home sliders, similar products), following the ordering mode as useProductList. */
export function useProductSlice(
  call: ListCall,
  sliceFilter: TProductFilterInput & { ProductId?: number },
  enabled = true,
) {
  const distId = useDistributorId();
  const filter = useModeFilter(sliceFilter);
  return useQuery({
    queryKey: [...catalogueKeys.list(distId, call, filter), 'slice'],
    enabled,
    queryFn: ({ signal }) => findProductPage(call, filter, 1, signal),
  });
}

const ZCategoryList = z.array(ZCategory);

export async function findCategories(signal?: AbortSignal, foc = false) {
  return (await apiCall('/Product/Categories', withFocMode({}, foc), { schema: ZCategoryList, signal })).data;
}

/**
 * The category tree, the one hook for every screen (one cache entry per mode). With
 * `followFocMode` (home's and the search sheet's tiles) it follows the ordering mode: in FOC mode
 * the categories holding FOC products, with their FOC product counts, as the list they open shows.
 * Without it (the product list's category names and chips) it is always the whole catalogue's.
 */
export function useCategories(options: { followFocMode?: boolean } = {}) {
  const distId = useDistributorId();
  const focMode = useFocMode();
  const foc = (options.followFocMode ?? false) && focMode;
  return useQuery({
    queryKey: catalogueKeys.categories(distId, foc),
    staleTime: 5 * 60_000,
    queryFn: ({ signal }) => findCategories(signal, foc),
  });
}

/** Re-fetches every list that holds favourites (the favourites page and the favourite tab). */
export function invalidateFavouriteLists(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (q) => {
      const [root, kind, , call, filter] = q.queryKey as unknown[];
      if (root !== 'catalogue') return false;
      if (kind === 'detail') return true;
      if (kind !== 'list') return false;
      return (
        call === '/Product/FavouriteProduct' ||
        (typeof filter === 'object' && filter !== null && 'NeedFavourite' in filter && !!filter.NeedFavourite)
      );
    },
  });
}

export interface FavouriteToggle {
  product: Pick<TProduct, 'ProductId' | 'PrincipalId' | 'DistributorId'>;
  isFavourite: 0 | 1;
}

/** The favourite toggle call; the caller flips the heart first and undoes it on failure. */
export function useFavouriteMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ product, isFavourite }: FavouriteToggle) =>
      (
        await apiCall(
          '/Product/AddRemoveFavourite',
          {
            PrincipalId: product.PrincipalId,
            DistributorId: product.DistributorId,
            IsFavourite: isFavourite,
            ProductId: product.ProductId,
          },
          { schema: ZFavouriteToggleResult },
        )
      ).data,
    onSettled: () => invalidateFavouriteLists(queryClient),
  });
}
