import type { TCartDetailResponse, TCartLine } from '@restock/domain/contracts/cart';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../lib/app-config';
import { isOnline } from '../../lib/network-state';
import { notify } from '../../lib/notify';
import { useDistributorId } from '../../lib/session';
import { cartKeys, invalidateCart } from '../../ordering/cart-calls';
import { forgetQueuedEdits, isNoAnswer } from '../../ordering/cart-outbox';
import { cartFailure, cartTextKey } from '../../ordering/messages';
import { sendCartLines } from '../../ordering/send-cart-lines';
import { clearCart } from './api';
import { planLineChange } from './cart-lines';

/**
 * The order summary's own changes: a line's new quantity, a line removed (Qty 0 with the Price it
 * showed) and the whole cart cleared. Each reloads the cart and the lists' quantities afterwards,
 * also after a failure (spec: "cart delete failure: message stored and cart reloaded"). Without a
 * network a change is kept on the device and shown at once (decision 124): the cart's lines are
 * updated in place, and it goes when the network returns; clearing then removes the lines shown.
 */
export function useCartEdits() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const distId = useDistributorId();
  const minQty = useAppConfig().data?.settings.flags.isEnableMinOrderQty ?? false;
  /** The product whose line is being saved, or 'all' while clearing. */
  const [busy, setBusy] = useState<number | 'all' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const fail = (error: unknown) => {
    const shown = cartFailure(error, t);
    if (shown.coded) notify.error(shown.message);
    else setFailure(shown.message);
  };

  /** Sets a line to cases and pieces (0 and 0 removes it). Resolves true when the cart took it. */
  const setLine = async (line: TCartLine, typed: { cases: number; pieces: number }): Promise<boolean> => {
    const plan = planLineChange(line, typed, minQty);
    if (plan.kind === 'nothingChanged') {
      notify.info(t(cartTextKey(plan.messageKey) ?? plan.messageKey));
      return false;
    }
    const removing = plan.lines.every((l) => Number(l.Qty) === 0);
    setBusy(line.ProductId);
    try {
      const result = await sendCartLines(queryClient, plan.lines);
      if (result.queued) {
        notify.info(t('cart.offline.saved'));
        return true;
      }
      if (result.error !== null) {
        await invalidateCart(queryClient);
        fail(result.error);
        return false;
      }
      if (removing) notify.success(t('cart.summary.productRemovedSuccessfully'));
      else if (plan.rounded.length > 0)
        notify.info(t('cart.summary.rounded', { count: Number(plan.lines[0]?.Qty ?? 0) }));
      else notify.success(t('cart.summary.quantityUpdated'));
      await invalidateCart(queryClient);
      return true;
    } finally {
      setBusy(null);
    }
  };

  const removeLine = (line: TCartLine) => setLine(line, { cases: 0, pieces: 0 });

  /** Offline, clearing is every line shown set to 0, kept until the network returns. */
  const clearShown = async (): Promise<boolean> => {
    const cart = queryClient.getQueryData<TCartDetailResponse>(cartKeys.detail(distId, 'MyCart'));
    const lines = (cart?.Data ?? []).flatMap((line) => {
      const plan = planLineChange(line, { cases: 0, pieces: 0 }, minQty);
      return plan.kind === 'upload' ? plan.lines : [];
    });
    if (lines.length > 0) await sendCartLines(queryClient, lines);
    notify.info(t('cart.offline.saved'));
    return true;
  };

  const clearAll = async (): Promise<boolean> => {
    setBusy('all');
    try {
      if (!isOnline()) return await clearShown();
      await clearCart();
      // Edits kept while offline must not bring lines back into the emptied cart.
      await forgetQueuedEdits(distId);
      notify.success(t('cart.summary.clearCartSuccess'));
      await invalidateCart(queryClient);
      return true;
    } catch (error) {
      if (isNoAnswer(error)) return await clearShown();
      void invalidateCart(queryClient);
      fail(error);
      return false;
    } finally {
      setBusy(null);
    }
  };

  return { setLine, removeLine, clearAll, busy, failure, dismissFailure: () => setFailure(null) };
}
