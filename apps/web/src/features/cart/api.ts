/**
 * The order summary's server state: cart detail (lines with totals, free goods, stock warning and
 * dates), the grouped summary and clear cart (contracts/cart). Query keys start with 'cart'
 * and carry the selected distributor, so a distributor switch never shows another distributor's
 * cart. The calls every screen needs (count, upload) are in ordering/cart-calls.ts.
 */
import {
  type TCartDetailResponse,
  ZCartDetailResponse,
  ZOrderSummaryDetail,
} from '@restock/domain/contracts/cart';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiCall } from '../../lib/api';
import { useDistributorId } from '../../lib/session';
import { cartKeys } from '../../ordering/cart-calls';

/** Cart detail: the lines plus, next to the envelope, totals, free goods, stock warning and dates. */
export async function findCartDetail(
  reqCode: 'MyCart' | '',
  signal?: AbortSignal,
): Promise<TCartDetailResponse> {
  const { envelope } = await apiCall(
    '/SalesOrder/CartDetail',
    { ReqCode: reqCode, NeedFOC: false },
    { signal },
  );
  const parsed = ZCartDetailResponse.safeParse(envelope);
  if (!parsed.success) throw new ApiError('E008', 'Unexpected answer from the server', 200);
  return parsed.data;
}

export function useCartDetail() {
  const distId = useDistributorId();
  return useQuery({
    queryKey: cartKeys.detail(distId, 'MyCart'),
    enabled: distId > 0,
    queryFn: ({ signal }) => findCartDetail('MyCart', signal),
  });
}

/** The cart's lines grouped per orderSummaryFilterLevelCode, each group with its totals. */
export function useOrderSummaryDetail() {
  const distId = useDistributorId();
  return useQuery({
    queryKey: cartKeys.summaryDetail(distId),
    enabled: distId > 0,
    queryFn: async ({ signal }) =>
      (await apiCall('/SalesOrder/OrderSummaryDetail', {}, { schema: ZOrderSummaryDetail, signal })).data,
  });
}

export async function clearCart(): Promise<void> {
  await apiCall('/SalesOrder/ClearCart', {});
}
