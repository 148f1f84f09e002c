/**
 * The one orders call the app shell makes: the order count on the drawer's "Orders" entry (spec:
 * badge capped at 999). It is the TotalCount of the unfiltered order history (OrderView, one
 * order per page), the same number the history screen shows; the startup sequence loads the
 * order history anyway. Kept apart from features/orders/api.ts (which uses its keys) so the shell
 * does not carry the order schemas, and below the features so the shell and orders share it.
 */
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../lib/api';
import { useSession } from '../lib/session';

export const ORDERS_KEY = ['orders'] as const;
export const orderCountKey = (distId: number) => ['orders', distId, 'count'] as const;

export async function findOrderCount(signal?: AbortSignal): Promise<number> {
  const { envelope } = await apiCall('/SalesOrder/OrderView', { Page: 1, PageSize: 1 }, { signal });
  const total = Number(envelope.TotalCount);
  return Number.isFinite(total) && total >= 0 ? total : 0;
}

export function useOrderCount(enabled = true) {
  const distId = useSession((s) => s.selectedDistributor?.dId ?? 0);
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: orderCountKey(distId),
    enabled: enabled && !!token && distId > 0,
    staleTime: 60_000,
    queryFn: ({ signal }) => findOrderCount(signal),
  });
}
