/**
 * The store screens' server state (contracts/store; decision 111): the dashboard's counts, the
 * retailer's consumers (pending and approved pages), categories, brands, products (the price
 * catalogue), displays and assets, and the calls that change them. Every change refreshes the
 * store's queries (the dashboard's counts follow).
 */
import type {
  TAddBrandRequest,
  TAddCategoryRequest,
  TAddConsumerRequest,
  TAddOrUpdateAssetRequest,
  TConsumerPage,
  TStoreAsset,
  TStoreBanner,
  TStoreBrand,
  TStoreCategory,
  TStoreDashboard,
  TStoreProduct,
  TUpdateConsumerRequest,
} from '@restock/domain/contracts/store';
import type { ConsumerSort, StoreAssetKind, StoreMediaKind } from '@restock/domain/rules/store';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../lib/api';

export const STORE_PAGE_SIZE = 10;

export const storeKeys = {
  all: ['store'] as const,
  dashboard: ['store', 'dashboard'] as const,
  consumers: (status: 'P' | 'A', page: number, sort: ConsumerSort, search: string) =>
    ['store', 'consumers', status, page, sort, search] as const,
  categories: ['store', 'categories'] as const,
  brands: ['store', 'brands'] as const,
  products: (page: number, search: string, categoryId: number) =>
    ['store', 'products', page, search, categoryId] as const,
  assets: (kind: StoreAssetKind, page: number) => ['store', 'assets', kind, page] as const,
  banners: (kind: StoreMediaKind, page: number) => ['store', 'banners', kind, page] as const,
};

/** Banners and images shown on one page of their screen. */
export const BANNERS_PAGE_SIZE = 12;

export function useStoreDashboard() {
  return useQuery({
    queryKey: storeKeys.dashboard,
    queryFn: async ({ signal }) => (await apiCall<TStoreDashboard>('/Dashboard/Store', {}, { signal })).data,
  });
}

export function useConsumers(status: 'P' | 'A', page: number, sort: ConsumerSort, search: string) {
  return useQuery({
    queryKey: storeKeys.consumers(status, page, sort, search),
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) =>
      (
        await apiCall<TConsumerPage>(
          '/Consumer/List',
          { Status: status, Page: page, PageSize: STORE_PAGE_SIZE, Sorting: sort, SearchText: search },
          { signal },
        )
      ).data,
  });
}

export function useCategories() {
  return useQuery({
    queryKey: storeKeys.categories,
    queryFn: async ({ signal }) =>
      (await apiCall<TStoreCategory[]>('/Retailer/Categories', {}, { signal })).data,
  });
}

export function useBrands() {
  return useQuery({
    queryKey: storeKeys.brands,
    queryFn: async ({ signal }) =>
      (await apiCall<TStoreBrand[]>('/Retailer/Brands', { Ids: [] }, { signal })).data,
  });
}

export function useStoreProducts(
  page: number,
  search: string,
  categoryId: number,
  pageSize = STORE_PAGE_SIZE,
) {
  return useQuery({
    queryKey: [...storeKeys.products(page, search, categoryId), pageSize],
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      const { data, envelope } = await apiCall<TStoreProduct[]>(
        '/Retailer/Products',
        { Page: page, PageSize: pageSize, SearchText: search, CategoryIds: categoryId ? [categoryId] : [] },
        { signal },
      );
      return { items: data, total: envelope.TotalCount };
    },
  });
}

export function useStoreAssets(kind: StoreAssetKind, page: number) {
  return useQuery({
    queryKey: storeKeys.assets(kind, page),
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      const { data, envelope } = await apiCall<TStoreAsset[]>(
        kind === 'Display' ? '/Retailer/Displays' : '/Retailer/Assets',
        { Page: page, PageSize: STORE_PAGE_SIZE },
        { signal },
      );
      return { items: data, total: envelope.TotalCount };
    },
  });
}

/** A store call that changes something; on success every store query is read again. */
function useStoreChange<B, T>(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: B) => (await apiCall<T>(path, body)).data,
    onSuccess: () => client.invalidateQueries({ queryKey: storeKeys.all }),
  });
}

export const useAddConsumer = () => useStoreChange<TAddConsumerRequest, unknown>('/Consumer/Add');
export const useUpdateConsumer = () => useStoreChange<TUpdateConsumerRequest, unknown>('/Consumer/Update');
export const useDecideConsumer = () =>
  useStoreChange<{ ConsumerId: number; Action: 'A' | 'R' }, null>('/Consumer/Approve');
export const useAddCategory = () =>
  useStoreChange<TAddCategoryRequest, TStoreCategory>('/Retailer/AddCategory');
export const useAddBrand = () => useStoreChange<TAddBrandRequest, TStoreBrand>('/Retailer/AddBrand');
export interface ProductItem {
  Action: 'C' | 'U' | 'D';
  ProductId?: number;
  CategoryCode?: string;
  BrandCode?: string;
  SkuCode?: string;
  SkuName?: string;
  MrpPrice?: string;
  SellPrice?: string;
}
export const useSaveProducts = () =>
  useStoreChange<{ Items: ProductItem[] }, { Saved: TStoreProduct[]; Deleted: number[] }>(
    '/Retailer/AddOrUpdateProduct',
  );
export const useSaveAsset = () =>
  useStoreChange<
    Omit<TAddOrUpdateAssetRequest, 'Reason' | 'Condition'> & { Reason: string; Condition: string },
    TStoreAsset
  >('/Retailer/AddOrUpdateAsset');

export function useStoreBanners(kind: StoreMediaKind, page: number) {
  return useQuery({
    queryKey: storeKeys.banners(kind, page),
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      const { data, envelope } = await apiCall<TStoreBanner[]>(
        '/Retailer/Banners',
        { Page: page, PageSize: BANNERS_PAGE_SIZE, Kind: kind },
        { signal },
      );
      return { items: data, total: envelope.TotalCount };
    },
  });
}

/**
 * Uploads a banner or image (multipart: Kind, Title, the picture in `image`). The key makes a
 * retry after a lost answer (or a second tap) answer the same row.
 */
export function useAddStoreBanner() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { kind: StoreMediaKind; title: string; file: File; key: string }) => {
      const form = new FormData();
      form.append('Kind', input.kind);
      form.append('Title', input.title);
      form.append('image', input.file, input.file.name);
      return (
        await apiCall<TStoreBanner>('/Retailer/AddStoreBanner', form, {
          headers: { 'idempotency-key': input.key },
        })
      ).data;
    },
    onSuccess: () => client.invalidateQueries({ queryKey: storeKeys.all }),
  });
}
export const useDeleteStoreBanner = () => useStoreChange<{ Id: number }, null>('/Retailer/DeleteStoreBanner');
export const useSetStoreBannerActive = () =>
  useStoreChange<{ Id: number; Active: boolean }, TStoreBanner>('/Retailer/SetStoreBannerActive');
