/**
 * The order screens' server state (contracts/orders): order history and cancelled orders
 * (OrderView, CancelOrderView; paged, newest first), an order with its summary (OrderViewDetails),
 * cancel (CancelOrder) and invoices (OrderInvoice). Query keys start with 'orders' and carry the
 * selected distributor, so a distributor switch never shows another distributor's answers.
 */
import {
  type TOrderHeader,
  type TOrderLine,
  ZCancelOrderResult,
  ZInvoiceList,
  ZOrderDetailSummary,
  ZOrderHeader,
  ZOrderLine,
} from '@restock/domain/contracts/orders';
import { ORDER_HISTORY_LIMIT } from '@restock/domain/rules/order-status';
import { type QueryClient, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, apiCall } from '../../lib/api';
import { type HistoryFilter, isFilterApplied, toOrderViewRequest } from '../../lib/history-filter';
import { useDistributorId } from '../../lib/session';
import { ORDERS_KEY, orderCountKey } from '../../ordering/order-count';

export type HistoryKind = 'orders' | 'cancelled';

const PATHS: Record<HistoryKind, string> = {
  orders: '/SalesOrder/OrderView',
  cancelled: '/SalesOrder/CancelOrderView',
};

export const orderKeys = {
  all: ORDERS_KEY,
  list: (distId: number, kind: HistoryKind, filter: HistoryFilter) =>
    ['orders', distId, 'list', kind, filter] as const,
  detail: (distId: number, orderId: number) => ['orders', distId, 'detail', orderId] as const,
  invoices: (distId: number, orderNo: string) => ['orders', distId, 'invoices', orderNo] as const,
  count: orderCountKey,
};

export interface OrderPage {
  orders: TOrderHeader[];
  page: number;
  totalCount: number;
}

const ZOrderHeaders = z.array(ZOrderHeader);

export async function findOrderPage(
  kind: HistoryKind,
  filter: HistoryFilter,
  page: number,
  signal?: AbortSignal,
): Promise<OrderPage> {
  const { data, envelope } = await apiCall(PATHS[kind], toOrderViewRequest(filter, page), {
    schema: ZOrderHeaders,
    signal,
  });
  const total = Number(envelope.TotalCount);
  return { orders: data, page, totalCount: Number.isFinite(total) ? total : data.length };
}

/** The next page to ask for, or undefined once every order (at most the newest 500) is in. */
export function nextOrderPage(pages: readonly OrderPage[]): number | undefined {
  const last = pages.at(-1);
  if (!last || last.orders.length === 0) return undefined;
  const received = pages.reduce((n, p) => n + p.orders.length, 0);
  return received < Math.min(last.totalCount, ORDER_HISTORY_LIMIT) ? last.page + 1 : undefined;
}

/**
 * A history list (order history or cancelled orders) growing page by page. The unfiltered order
 * history also refreshes the drawer's order count with its TotalCount.
 */
export function useOrderHistory(
  kind: HistoryKind,
  filter: HistoryFilter,
  queryClient: QueryClient,
  enabled = true,
) {
  const distId = useDistributorId();
  return useInfiniteQuery({
    queryKey: orderKeys.list(distId, kind, filter),
    enabled: enabled && distId > 0,
    initialPageParam: 1,
    queryFn: async ({ pageParam, signal }) => {
      const page = await findOrderPage(kind, filter, pageParam, signal);
      if (kind === 'orders' && pageParam === 1 && !isFilterApplied(filter))
        queryClient.setQueryData(orderKeys.count(distId), page.totalCount);
      return page;
    },
    getNextPageParam: (_last, pages) => nextOrderPage(pages),
  });
}

const ZDetailAnswer = z.object({
  Data: z.array(ZOrderLine),
  OrderSummary: z.array(ZOrderDetailSummary),
});

export interface OrderDetail {
  /** The lines as ordered, with the product as the distributor has it today (repeat order rounds with it). */
  lines: TOrderLine[];
  summary: z.infer<typeof ZOrderDetailSummary>;
}

/** No order with this id for this retailer (or an id that cannot be one). */
export const ORDER_NOT_FOUND = 'ORDER_NOT_FOUND';

export async function findOrderDetail(orderId: number, signal?: AbortSignal): Promise<OrderDetail> {
  if (!Number.isInteger(orderId) || orderId <= 0) throw new ApiError(ORDER_NOT_FOUND, '', 404);
  const { envelope } = await apiCall(
    '/SalesOrder/OrderViewDetails',
    { OrderId: orderId, NeedSummary: true },
    {
      signal,
    },
  );
  const parsed = ZDetailAnswer.safeParse(envelope);
  if (!parsed.success) throw new ApiError('E008', 'Unexpected answer from the server', 200);
  const summary = parsed.data.OrderSummary[0];
  if (!summary) throw new ApiError(ORDER_NOT_FOUND, '', 404);
  return { lines: parsed.data.Data, summary };
}

/** Whether a detail failure means "no such order" (spec: invalid order number, back to the history). */
export function isMissingOrder(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.code === ORDER_NOT_FOUND ||
      error.code === 'E012' ||
      error.status === 404 ||
      (error.code === 'E008' && error.status === 400))
  );
}

export function useOrderDetail(orderId: number) {
  const distId = useDistributorId();
  return useQuery({
    queryKey: orderKeys.detail(distId, orderId),
    enabled: distId > 0,
    retry: (count, error) => !isMissingOrder(error) && count < 2,
    queryFn: ({ signal }) => findOrderDetail(orderId, signal),
  });
}

export async function cancelOrder(orderNo: string) {
  return (await apiCall('/SalesOrder/CancelOrder', { OrderNo: orderNo }, { schema: ZCancelOrderResult }))
    .data;
}

export function useOrderInvoices(orderNo: string, enabled: boolean) {
  const distId = useDistributorId();
  return useQuery({
    queryKey: orderKeys.invoices(distId, orderNo),
    enabled: enabled && distId > 0 && orderNo !== '',
    queryFn: async ({ signal }) =>
      (await apiCall('/SalesOrder/OrderInvoice', { OrderNo: orderNo }, { schema: ZInvoiceList, signal }))
        .data,
  });
}

/** After a cancel or a new order: every order list, detail and the count are read again. */
export function invalidateOrders(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ORDERS_KEY });
}
