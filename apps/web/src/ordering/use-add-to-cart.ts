import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../lib/app-config';
import { notify } from '../lib/notify';
import { useDistributorId } from '../lib/session';
import { invalidateCart } from './cart-calls';
import type { QueuedProduct } from './cart-outbox';
import { useFocMode } from './foc-mode';
import { cartFailure, cartTextKey } from './messages';
import { type PendingProduct, useCatalogueStore } from './pending-edits';
import { cartKindRefusal, sendCartLines } from './send-cart-lines';
import { patchProductQuantities, pendingEntries, planAddToCart, quantitiesOf } from './upload';

/** What a queued line shows of its product before the server has it (decision 124). */
function queuedProduct(p: PendingProduct): QueuedProduct {
  return {
    ConversionQty: p.ConversionQty,
    MinORDQty: p.MinORDQty,
    MaxORDQty: p.MaxORDQty,
    IsSaleable: p.IsSaleable,
    IsFree: p.IsFree,
    SIH: p.SIH,
    ...(p.Price === undefined ? {} : { Price: p.Price }),
  };
}

/**
 * "Add to cart": sends the selected distributor's pending edits (only the changed lines, in calls of
 * at most 500), then clears what was sent, shows the new quantities on every card at once, reloads
 * the cart and the lists, and says how it went. A failure with a code is a toast; a plain server
 * message opens a dialog (`failure`), as the spec's error catalogue says. Without a network the
 * lines (planned by the same rules) are kept on the device and shown in the cart at once, and go
 * when the network returns (decision 124).
 */
export function useAddToCart() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const distId = useDistributorId();
  const settings = useAppConfig().data?.settings;
  const foc = useFocMode();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const add = useCallback(async () => {
    const flags = settings?.flags;
    const entries = pendingEntries(useCatalogueStore.getState().pending, distId);
    const clearSent = useCatalogueStore.getState().clearSent;
    const plan = planAddToCart(entries, {
      isEnableMinOrderQty: flags?.isEnableMinOrderQty ?? false,
      isRestrictSIHProducts: flags?.isRestrictSIHProducts ?? false,
      ...(flags?.isEnableFoc ? { focMode: foc } : {}),
    });
    const text = (key: string) => t(cartTextKey(key) ?? key);
    if (plan.kind === 'nothingChanged') {
      // What was typed is what the cart holds already: nothing to send, nothing left pending.
      clearSent(entries.map((e) => [e.key, e.value] as const));
      notify.info(text(plan.messageKey));
      return;
    }
    if (plan.kind === 'otherKind') {
      const names = plan.names.join(', ');
      notify.error(
        t(plan.focMode ? 'cart.focMode.paidInFocMode' : 'cart.focMode.focInRegularMode', { names }),
      );
      return;
    }
    if (plan.kind === 'focMixed') {
      notify.error(text(plan.messageKey));
      return;
    }
    if (plan.kind === 'outOfStock') {
      notify.error(`${text(plan.messageKey)} ${plan.names.join(', ')}`);
      return;
    }

    setBusy(true);
    try {
      if (flags?.isEnableFoc && plan.incoming !== 'empty') {
        const refused = await cartKindRefusal(queryClient, plan.incoming === 'foc');
        if (refused) {
          notify.error(text(refused));
          return;
        }
      }
      const result = await sendCartLines(queryClient, plan.lines, {
        products: new Map(entries.map((e) => [e.key, queuedProduct(e.product)])),
        before: new Map(entries.map((e) => [e.key, e.product.InCart])),
      });
      if (result.queued) {
        // In the cart as far as the retailer can see (the cards, the badge and the cart show it).
        clearSent(entries.map((e) => [e.key, e.value] as const));
        if (result.sent > 0) {
          const qty = quantitiesOf(plan.lines.slice(0, result.sent));
          queryClient.setQueriesData({ queryKey: ['catalogue'] }, (data: unknown) =>
            patchProductQuantities(data, qty),
          );
        }
        notify.info(t('cart.offline.saved'));
        if (plan.rounded.length > 0) notify.info(t('cart.add.rounded', { count: plan.rounded.length }));
        return;
      }
      const { sent, error, stockWarning } = result;
      const sentKeys = new Set(plan.lines.slice(0, sent).map((l) => `${l.DistributorId}:${l.PId}`));
      if (sent > 0) {
        const qty = quantitiesOf(plan.lines.slice(0, sent));
        queryClient.setQueriesData({ queryKey: ['catalogue'] }, (data: unknown) =>
          patchProductQuantities(data, qty),
        );
      }
      // Entries that needed no line (unchanged, not saleable) go with a complete upload.
      clearSent(
        entries.filter((e) => sentKeys.has(e.key) || error === null).map((e) => [e.key, e.value] as const),
      );
      void invalidateCart(queryClient);
      if (error !== null) {
        const shown = cartFailure(error, t);
        if (shown.coded) notify.error(shown.message);
        else setFailure(shown.message);
        return;
      }
      notify.success(t('cart.add.success', { count: plan.lines.length }));
      if (plan.rounded.length > 0) notify.info(t('cart.add.rounded', { count: plan.rounded.length }));
      if (plan.stock.level === 'warning' || stockWarning) {
        notify.warning(text('common.alerts.warning.outOfStockWarning'));
      }
    } catch (error) {
      const shown = cartFailure(error, t);
      if (shown.coded) notify.error(shown.message);
      else setFailure(shown.message);
    } finally {
      setBusy(false);
    }
  }, [distId, foc, queryClient, settings, t]);

  return { add, busy, failure, dismissFailure: () => setFailure(null) };
}
