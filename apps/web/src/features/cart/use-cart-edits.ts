import type { TCartLine } from '@restock/domain/contracts/cart';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../lib/app-config';
import { notify } from '../../lib/notify';
import { invalidateCart, uploadCartLines } from '../../ordering/cart-calls';
import { cartFailure, cartTextKey } from '../../ordering/messages';
import { clearCart } from './api';
import { planLineChange } from './cart-lines';

/**
 * The order summary's own changes: a line's new quantity, a line removed (Qty 0 with the Price it
 * showed) and the whole cart cleared. Each reloads the cart and the lists' quantities afterwards,
 * also after a failure (spec: "cart delete failure: message stored and cart reloaded").
 */
export function useCartEdits() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
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
      const { error } = await uploadCartLines(plan.lines);
      if (error !== null) {
        await invalidateCart(queryClient);
        fail(error);
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

  const clearAll = async (): Promise<boolean> => {
    setBusy('all');
    try {
      await clearCart();
      notify.success(t('cart.summary.clearCartSuccess'));
      await invalidateCart(queryClient);
      return true;
    } catch (error) {
      void invalidateCart(queryClient);
      fail(error);
      return false;
    } finally {
      setBusy(null);
    }
  };

  return { setLine, removeLine, clearAll, busy, failure, dismissFailure: () => setFailure(null) };
}
