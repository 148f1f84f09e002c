/**
 * The sales return screens' server state (contracts/sales-return, docs/decisions/082 and 083):
 * returnable products (ProductList, paged), the return summary (ReturnSummary), its changes
 * (ReturnUpload, ClearCart), the submit (ReturnSubmit), the reasons (ReasonMaster), the history
 * (ReturnView, paged, with the orders' history filter) and a return (ReturnViewDetails). Keys
 * start with 'salesReturn' and carry the selected distributor, so a switch never shows another
 * distributor's answers.
 */
import { type TAttributeMaster, ZAttributeMaster } from '@restock/domain/contracts/product';
import {
  type TReturnDetail,
  type TReturnHeader,
  type TReturnProduct,
  type TReturnSummaryItem,
  type TReturnUploadLine,
  ZReturnDetail,
  ZReturnHeader,
  ZReturnProduct,
  ZReturnSummaryItem,
} from '@restock/domain/contracts/sales-return';
import type { SalesReturnStatus } from '@restock/domain/rules/sales-return';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, apiCall } from '../../lib/api';
import { type HistoryFilter, toOrderViewRequest } from '../../lib/history-filter';
import { findPage, nextPage } from '../../lib/paged-call';
import { useDistributorId } from '../../lib/session';
import {
  findReasons,
  findSummary,
  type ProductQuery,
  REASONS_STALE_TIME,
  returnKeys,
} from './startup-queries';

export { type ProductQuery, returnKeys };

export const RETURN_PAGE_SIZE = 20;

/** The client's attributes for the list's attribute filter (/Product/AttributeMaster), when offered. */
export function useReturnAttributes(enabled: boolean) {
  return useQuery({
    queryKey: returnKeys.attributes,
    enabled,
    staleTime: 10 * 60_000,
    queryFn: async ({ signal }): Promise<TAttributeMaster[]> =>
      (await apiCall('/Product/AttributeMaster', {}, { schema: z.array(ZAttributeMaster), signal })).data,
  });
}

export function useReturnProducts(query: ProductQuery) {
  const distId = useDistributorId();
  return useInfiniteQuery({
    queryKey: returnKeys.productList(distId, query),
    enabled: distId > 0,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      findPage<TReturnProduct>(
        '/SalesReturn/ProductList',
        query,
        ZReturnProduct,
        pageParam,
        RETURN_PAGE_SIZE,
        signal,
      ),
    getNextPageParam: (_last, pages) => nextPage(pages),
  });
}

export function useReturnSummary() {
  const distId = useDistributorId();
  return useQuery({
    queryKey: returnKeys.summary(distId),
    enabled: distId > 0,
    queryFn: ({ signal }) => findSummary(signal),
  });
}

/** The reasons belong to the client: one list whatever the distributor, kept for the session. */
export function useReturnReasons() {
  return useQuery({
    queryKey: returnKeys.reasons,
    queryFn: ({ signal }) => findReasons(signal),
    staleTime: REASONS_STALE_TIME,
  });
}

/** ReturnUpload: the summary as the server keeps it after the change. */
export async function uploadReturnLines(lines: TReturnUploadLine[]): Promise<TReturnSummaryItem[]> {
  return (await apiCall('/SalesReturn/ReturnUpload', lines, { schema: z.array(ZReturnSummaryItem) })).data;
}

/** ClearCart: the whole summary, or one product's lines. Answers the server's message key. */
export async function clearReturnSummary(productId?: number): Promise<string> {
  const { envelope } = await apiCall('/SalesReturn/ClearCart', productId ? { PId: productId } : {});
  return envelope.Msg ?? '';
}

const ZSubmitAnswer = z.array(z.object({ SalesReturnId: z.number().int(), SRH_No: z.string() })).min(1);

export async function submitReturn(
  body: { Invoice: string; Remarks: string },
  idempotencyKey: string,
): Promise<{ SalesReturnId: number; SRH_No: string; code: string }> {
  const { data, envelope } = await apiCall('/SalesReturn/ReturnSubmit', body, {
    schema: ZSubmitAnswer,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return { ...data[0]!, code: envelope.Code ?? '' };
}

export function useReturnHistory(filter: HistoryFilter, status: SalesReturnStatus | null) {
  const distId = useDistributorId();
  return useInfiniteQuery({
    queryKey: returnKeys.historyList(distId, filter, status),
    enabled: distId > 0,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => {
      const { Page: _p, PageSize: _s, ...body } = toOrderViewRequest(filter, pageParam);
      return findPage<TReturnHeader>(
        '/SalesReturn/ReturnView',
        status ? { ...body, Status: status } : body,
        ZReturnHeader,
        pageParam,
        RETURN_PAGE_SIZE,
        signal,
      );
    },
    getNextPageParam: (_last, pages) => nextPage(pages),
  });
}

/** No return with this id for this retailer (or an id that cannot be one). */
export const RETURN_NOT_FOUND = 'RETURN_NOT_FOUND';

async function findReturnDetail(returnId: number, signal?: AbortSignal): Promise<TReturnDetail> {
  if (!Number.isInteger(returnId) || returnId <= 0 || returnId > 2_147_483_647)
    throw new ApiError(RETURN_NOT_FOUND, '', 404);
  try {
    const { data } = await apiCall(
      '/SalesReturn/ReturnViewDetails',
      { SalesReturnId: returnId },
      { schema: z.array(ZReturnDetail).min(1), signal },
    );
    return data[0]!;
  } catch (error) {
    if (error instanceof ApiError && error.code === 'E012') throw new ApiError(RETURN_NOT_FOUND, '', 404);
    throw error;
  }
}

export function useReturnDetail(returnId: number) {
  const distId = useDistributorId();
  return useQuery({
    queryKey: returnKeys.detail(distId, returnId),
    enabled: distId > 0,
    queryFn: ({ signal }) => findReturnDetail(returnId, signal),
    retry: (count, error) => !(error instanceof ApiError && error.code === RETURN_NOT_FOUND) && count < 2,
  });
}
