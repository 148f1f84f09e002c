/**
 * The exchange return's server state (contracts/exchange-return, sales-return, product,
 * retailer): the exchange reasons, the goods the selected distributor invoiced (what may be
 * returned, /SalesReturn/ProductList), the catalogue's products for the replacement order, the
 * category tree, the delivery addresses, and the submit. Query keys carry the distributor.
 */
import { type TExchangeSubmitResult, ZExchangeSubmitResult } from '@restock/domain/contracts/exchange-return';
import { ZRetailerAddressList } from '@restock/domain/contracts/retailer';
import { ZReturnProduct, ZReturnReason } from '@restock/domain/contracts/sales-return';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, apiCall } from '../../lib/api';
import { useDistributorId, useSession } from '../../lib/session';
import { findProductPage } from '../../ordering/product-calls';
import type { submitBody } from './exchange-state';

/** The server's message keys of an E017 refusal the screen explains in the retailer's language. */
const REFUSAL_KEYS = ['exchangeQtyMismatch', 'returnQtyExceedsInvoiced', 'exchangeNotOrderable'] as const;

/** The exchange's own text for a refusal, null for the common alerts. */
export function refusalKey(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.code !== 'E017') return null;
  const key = REFUSAL_KEYS.find((k) => error.message.startsWith(k));
  return key ? `exchangeReturn.errors.${key}` : null;
}

export const exchangeKeys = {
  reasons: (distId: number) => ['exchangeReturn', distId, 'reasons'] as const,
  returnable: (distId: number, filter: object) => ['exchangeReturn', distId, 'returnable', filter] as const,
  orderable: (distId: number, filter: object) => ['exchangeReturn', distId, 'orderable', filter] as const,
};

export function useExchangeReasons() {
  const distId = useDistributorId();
  return useQuery({
    queryKey: exchangeKeys.reasons(distId),
    enabled: distId > 0,
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }) =>
      (await apiCall('/SalesReturn/ExReasonMaster', {}, { schema: z.array(ZReturnReason), signal })).data,
  });
}

export interface ListFilter {
  categoryId: number;
  subCategoryId: number;
  searchText: string;
}

const PAGE_SIZE = 50;

/** Goods the distributor invoiced, with what may still be returned (first 50 of the filter). */
export function useReturnableProducts(filter: ListFilter) {
  const distId = useDistributorId();
  return useQuery({
    queryKey: exchangeKeys.returnable(distId, filter),
    enabled: distId > 0,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      const { data, envelope } = await apiCall(
        '/SalesReturn/ProductList',
        {
          SearchText: filter.searchText,
          ...(filter.categoryId > 0 ? { CategoryId: filter.categoryId } : {}),
          ...(filter.subCategoryId > 0 ? { SubCategoryId: filter.subCategoryId } : {}),
          Page: 1,
          PageSize: PAGE_SIZE,
        },
        { schema: z.array(ZReturnProduct), signal },
      );
      return { products: data, total: envelope.TotalCount ?? data.length };
    },
  });
}

/** The catalogue's products for the replacement order (first 50 of the filter). */
export function useOrderableProducts(filter: ListFilter) {
  const distId = useDistributorId();
  return useQuery({
    queryKey: exchangeKeys.orderable(distId, filter),
    enabled: distId > 0,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      const page = await findProductPage(
        '/Product/SearchProduct',
        {
          PageSize: PAGE_SIZE,
          SearchText: filter.searchText,
          ...(filter.categoryId > 0
            ? { CAT: { FilterLevelCode: 'CAT', FilterIdList: [filter.categoryId] } }
            : {}),
          ...(filter.subCategoryId > 0
            ? { SUCAT: { FilterLevelCode: 'SUCAT', FilterIdList: [filter.subCategoryId] } }
            : {}),
        },
        1,
        signal,
      );
      return { products: page.products.filter((p) => p.IsSaleable === 1), total: page.totalCount };
    },
  });
}

export function useAddresses() {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: ['exchangeReturn', 'addresses'],
    enabled: !!token,
    queryFn: async ({ signal }) =>
      (await apiCall('/Retailer/GetRetailerAddress', {}, { schema: ZRetailerAddressList, signal })).data,
  });
}

export async function submitExchange(
  body: ReturnType<typeof submitBody>,
  idempotencyKey: string,
): Promise<TExchangeSubmitResult> {
  return (
    await apiCall('/SalesReturn/ExchangeSubmit', body, {
      schema: ZExchangeSubmitResult,
      headers: { 'Idempotency-Key': idempotencyKey },
    })
  ).data;
}
