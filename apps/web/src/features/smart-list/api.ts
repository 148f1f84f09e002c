/**
 * The smart-list screen's server state (contracts/smart-list): the retailer's smart lists
 * (OrderTemplate), one list with its products as they are now (OrderTemplateDetail), save
 * (AddOrderTemplate) and delete (DeleteOrderTemplate), plus the cart it saves from (CartDetail,
 * under the cart's own query key so every cart change refreshes it).
 */

import { type TCartDetailResponse, ZCartDetailResponse } from '@restock/domain/contracts/cart';
import {
  type TAddOrderTemplateRequest,
  ZAddOrderTemplateResult,
  ZOrderTemplate,
  ZOrderTemplateDetail,
} from '@restock/domain/contracts/smart-list';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, apiCall } from '../../lib/api';
import { useDistributorId } from '../../lib/session';
import { cartKeys } from '../../ordering/cart-calls';

export const smartListKeys = {
  all: ['smartList'] as const,
  list: (distId: number) => ['smartList', distId, 'list'] as const,
  detail: (distId: number, templateId: number) => ['smartList', distId, 'detail', templateId] as const,
};

const ZTemplates = z.array(ZOrderTemplate);

export function useTemplates(enabled: boolean) {
  const distId = useDistributorId();
  return useQuery({
    queryKey: smartListKeys.list(distId),
    enabled: enabled && distId > 0,
    queryFn: async ({ signal }) =>
      (await apiCall('/SalesOrder/OrderTemplate', {}, { schema: ZTemplates, signal })).data,
  });
}

export function useTemplateDetail(templateId: number | null) {
  const distId = useDistributorId();
  return useQuery({
    queryKey: smartListKeys.detail(distId, templateId ?? 0),
    enabled: templateId !== null && templateId > 0 && distId > 0,
    queryFn: async ({ signal }) =>
      (
        await apiCall(
          '/SalesOrder/OrderTemplateDetail',
          { TemplateId: templateId },
          { schema: ZOrderTemplateDetail, signal },
        )
      ).data,
  });
}

export async function addTemplate(body: TAddOrderTemplateRequest): Promise<number> {
  return (await apiCall('/SalesOrder/AddOrderTemplate', body, { schema: ZAddOrderTemplateResult })).data
    .TemplateId;
}

export async function deleteTemplate(templateId: number): Promise<void> {
  await apiCall('/SalesOrder/DeleteOrderTemplate', { TemplateId: templateId });
}

async function findCart(signal?: AbortSignal): Promise<TCartDetailResponse> {
  const { envelope } = await apiCall('/SalesOrder/CartDetail', { ReqCode: '', NeedFOC: false }, { signal });
  const parsed = ZCartDetailResponse.safeParse(envelope);
  if (!parsed.success) throw new ApiError('E008', 'Unexpected answer from the server', 200);
  return parsed.data;
}

/** The selected distributor's cart (lines and whether it is a FOC cart). */
export function useCart() {
  const distId = useDistributorId();
  return useQuery({
    queryKey: cartKeys.detail(distId, ''),
    enabled: distId > 0,
    queryFn: ({ signal }) => findCart(signal),
  });
}
