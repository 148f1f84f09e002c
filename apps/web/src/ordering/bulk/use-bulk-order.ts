import { ZBulkOrderUploadResponse } from '@restock/domain/contracts/cart';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, apiCall } from '../../lib/api';
import { useAppConfig } from '../../lib/app-config';
import { invalidateCart, validateCartKind } from '../cart-calls';
import { cartFailure, cartTextKey } from '../messages';
import { type BulkOutcome, type BulkScope, bulkOutcome, bulkRequest } from './bulk-order';

export type BulkState =
  | { phase: 'form' }
  | { phase: 'sending' }
  | { phase: 'done'; outcome: BulkOutcome }
  | { phase: 'error'; message: string };

export interface BulkSend {
  scope: BulkScope;
  /** Pieces of each product; 0 = each product's suggested quantity (suggested orders). */
  qty: number;
  limit: number;
  /** The list's first `limit` product ids, for a scope the call cannot say exactly. */
  fetchIds(limit: number): Promise<number[]>;
}

/**
 * Sends a bulk or suggested order: ValidateCart first when isEnableFoc (a FOC order and a regular
 * one never share the cart), the list's products by id when the filter alone is not the list, then
 * /SalesOrder/BulkOrderUpload; the cart badge, the cart and the lists' quantities reload whatever
 * the outcome. Failures are shown in the dialog (coded ones translated, rule keys in our words).
 */
export function useBulkOrder() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const isEnableFoc = useAppConfig().data?.settings.flags.isEnableFoc ?? false;
  const [state, setState] = useState<BulkState>({ phase: 'form' });

  const send = useCallback(
    async ({ scope, qty, limit, fetchIds }: BulkSend) => {
      setState({ phase: 'sending' });
      let touched = false;
      try {
        if (isEnableFoc) {
          const refused = await validateCartKind(scope.foc);
          if (refused) {
            setState({ phase: 'error', message: t(cartTextKey(refused) ?? refused) });
            return;
          }
        }
        let ids: number[] | null = null;
        if (!scope.exact) {
          ids = await fetchIds(limit);
          if (ids.length === 0) {
            setState({ phase: 'error', message: t('common.alerts.error.E039') });
            return;
          }
        }
        touched = true;
        const { envelope } = await apiCall('/SalesOrder/BulkOrderUpload', bulkRequest(scope, qty, ids));
        const parsed = ZBulkOrderUploadResponse.safeParse(envelope);
        if (!parsed.success) throw new ApiError('E008', 'Unexpected answer from the server', 200);
        setState({
          phase: 'done',
          outcome: bulkOutcome(parsed.data.Data, parsed.data.isShowSIHWarning, scope.suggested),
        });
      } catch (error) {
        setState({ phase: 'error', message: cartFailure(error, t).message });
      } finally {
        // Spec: after an upload, failed or not, the cart is read again.
        if (touched) void invalidateCart(queryClient);
      }
    },
    [isEnableFoc, queryClient, t],
  );

  const reset = useCallback(() => setState({ phase: 'form' }), []);
  return { state, send, reset };
}
