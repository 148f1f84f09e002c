import type { TOrderUploadLineInput } from '@restock/domain/contracts/cart';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '../lib/api';
import { useAppConfig } from '../lib/app-config';
import { notify } from '../lib/notify';
import { invalidateCart } from './cart-calls';
import { useFocModeKey, useFocModeStore } from './foc-mode';
import { cartKindRefusal, sendCartLines } from './send-cart-lines';

/**
 * Puts lines in the cart through the cart's public calls (cart-calls.ts: the FOC check when
 * isEnableFoc, OrderUpload in calls of at most 500 lines, then the cart and lists reload). Public
 * to other features (orders' repeat, smart-list's fill) so they do not each copy these steps.
 * `focCartMessageKey` is the toast when the cart holds a FOC order and so refuses normal lines:
 * each screen words it for its own action.
 * Failures follow the spec: a coded error is a toast, a plain server message a dialog (`failure`).
 * Resolves true when every line went in, or was kept on the device without a network to go when it
 * returns (decision 124). The lines are regular ones, so the cart is a regular order then and the
 * catalogue's ordering mode follows it (docs/decisions/058).
 */
export function useCartUpload(focCartMessageKey: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const isEnableFoc = useAppConfig().data?.settings.flags.isEnableFoc ?? false;
  const focKey = useFocModeKey();
  const setFocMode = useFocModeStore((s) => s.setMode);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const show = useCallback(
    (error: unknown) => {
      const coded = error instanceof ApiError && !error.code.startsWith('HTTP_');
      if (coded) notify.error(errorMessage(error, t));
      else setFailure(errorMessage(error, t));
    },
    [t],
  );

  const upload = useCallback(
    async (lines: TOrderUploadLineInput[]): Promise<boolean> => {
      setBusy(true);
      try {
        if (isEnableFoc) {
          const refused = await cartKindRefusal(queryClient, false);
          if (refused) {
            notify.error(t(focCartMessageKey));
            return false;
          }
        }
        const result = await sendCartLines(queryClient, lines);
        if (result.queued) notify.info(t('cart.offline.saved'));
        else if (result.sent > 0 || result.error !== null) void invalidateCart(queryClient);
        const error = result.queued ? null : result.error;
        if (error !== null) {
          show(error);
          return false;
        }
        if (isEnableFoc && focKey !== '') setFocMode(focKey, false);
        return true;
      } catch (error) {
        show(error);
        return false;
      } finally {
        setBusy(false);
      }
    },
    [focCartMessageKey, focKey, isEnableFoc, queryClient, setFocMode, show, t],
  );

  return { upload, busy, failure, dismissFailure: () => setFailure(null) };
}
