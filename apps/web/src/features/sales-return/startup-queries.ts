/**
 * The sales-return calls the signed-in area makes at its start (ordering-core's startup sequence:
 * ... cart, sales-return summary, sales-return reasons), and the query keys every sales-return
 * screen shares. Kept apart from api.ts so the shell's idle prefetch downloads only these two
 * calls, not the screens' lists, history filter and submit (home's first load, issue 17).
 */
import {
  type TReturnProductListRequest,
  ZReturnReason,
  ZReturnSummaryItem,
} from '@restock/domain/contracts/sales-return';
import type { SalesReturnStatus } from '@restock/domain/rules/sales-return';
import type { QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiCall } from '../../lib/api';
import type { HistoryFilter } from '../../lib/history-filter';
import { useSession } from '../../lib/session';

export type ProductQuery = Pick<
  TReturnProductListRequest,
  'SearchText' | 'InvoiceNo' | 'Sort' | 'CategoryId' | 'SubCategoryId'
> & { AttrFilter?: TReturnProductListRequest['AttrFilter'] };

export const returnKeys = {
  all: ['salesReturn'] as const,
  reasons: ['salesReturn', 'reasons'] as const,
  attributes: ['salesReturn', 'attributes'] as const,
  products: (distId: number) => ['salesReturn', distId, 'products'] as const,
  productList: (distId: number, query: ProductQuery) => ['salesReturn', distId, 'products', query] as const,
  summary: (distId: number) => ['salesReturn', distId, 'summary'] as const,
  history: (distId: number) => ['salesReturn', distId, 'history'] as const,
  historyList: (distId: number, filter: HistoryFilter, status: SalesReturnStatus | null) =>
    ['salesReturn', distId, 'history', 'list', filter, status] as const,
  detail: (distId: number, returnId: number) =>
    ['salesReturn', distId, 'history', 'detail', returnId] as const,
};

export async function findSummary(signal?: AbortSignal) {
  return (await apiCall('/SalesReturn/ReturnSummary', {}, { schema: z.array(ZReturnSummaryItem), signal }))
    .data;
}

export async function findReasons(signal?: AbortSignal) {
  return (await apiCall('/SalesReturn/ReasonMaster', {}, { schema: z.array(ZReturnReason), signal })).data;
}

/** The reasons belong to the client: one list whatever the distributor, kept for the session. */
export const REASONS_STALE_TIME = Number.POSITIVE_INFINITY;

/** Both start calls, landing in the cache the screens read. */
export async function prefetchReturnStart(queryClient: QueryClient): Promise<void> {
  const distId = useSession.getState().selectedDistributor?.dId ?? 0;
  if (distId <= 0) return;
  await Promise.all([
    queryClient.prefetchQuery({
      queryKey: returnKeys.summary(distId),
      queryFn: ({ signal }) => findSummary(signal),
    }),
    queryClient.prefetchQuery({
      queryKey: returnKeys.reasons,
      queryFn: ({ signal }) => findReasons(signal),
      staleTime: REASONS_STALE_TIME,
    }),
  ]);
}
