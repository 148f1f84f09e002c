import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiCall } from '../../lib/api';
import { useAppConfig } from '../../lib/app-config';
import { notify } from '../../lib/notify';
import { useDistributorId } from '../../lib/session';
import { invalidateCart, validateCartKind } from '../cart-calls';
import { useFocMode, useFocModeKey, useFocModeStore } from '../foc-mode';
import { cartFailure } from '../messages';
import { useCatalogueStore } from '../pending-edits';
import { pendingEntries } from '../upload';
import { type FocSwitchStep, focSwitchStep, pendingOfOtherKind } from './foc-switch';

export interface FocQuestion {
  toFoc: boolean;
  step: Exclude<FocSwitchStep, { kind: 'switch' }>;
}

/**
 * Switches the catalogue between regular and FOC ordering. The server is asked first
 * (ValidateCart {IsFOC: the new mode}); when the cart holds the other kind the retailer is asked
 * to clear the cart or stay (`question`), and typed quantities of the other kind are dropped only
 * after asking. Nothing changes when the check fails.
 */
export function useFocSwitch() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const enabled = useAppConfig().data?.settings.flags.isEnableFoc ?? false;
  const foc = useFocMode();
  const key = useFocModeKey();
  const distId = useDistributorId();
  const setMode = useFocModeStore((s) => s.setMode);
  const [question, setQuestion] = useState<FocQuestion | null>(null);
  const [busy, setBusy] = useState<'checking' | 'clearing' | null>(null);

  const others = useCallback(
    (toFoc: boolean) =>
      pendingOfOtherKind(pendingEntries(useCatalogueStore.getState().pending, distId), toFoc),
    [distId],
  );

  const apply = useCallback(
    (toFoc: boolean) => {
      const drop = others(toFoc);
      if (drop.length > 0) useCatalogueStore.getState().clearSent(drop.map((e) => [e.key, e.value] as const));
      setMode(key, toFoc);
      setQuestion(null);
    },
    [key, others, setMode],
  );

  const request = useCallback(
    async (toFoc: boolean) => {
      if (!enabled || key === '' || toFoc === foc || busy !== null) return;
      setBusy('checking');
      let refusal: string | null;
      try {
        refusal = await validateCartKind(toFoc);
      } catch (error) {
        notify.error(cartFailure(error, t).message);
        return;
      } finally {
        setBusy(null);
      }
      const step = focSwitchStep(refusal, others(toFoc).length);
      if (step.kind === 'switch') apply(toFoc);
      else setQuestion({ toFoc, step });
    },
    [apply, busy, enabled, foc, key, others, t],
  );

  /** The retailer agreed: clear the cart when it holds the other kind, then switch. */
  const confirm = useCallback(async () => {
    if (!question) return;
    if (question.step.kind === 'cartHoldsOther') {
      setBusy('clearing');
      try {
        await apiCall('/SalesOrder/ClearCart', {});
        notify.success(t('cart.summary.clearCartSuccess'));
      } catch (error) {
        notify.error(cartFailure(error, t).message);
        return;
      } finally {
        setBusy(null);
        void invalidateCart(queryClient);
      }
    }
    apply(question.toFoc);
  }, [apply, question, queryClient, t]);

  const stay = useCallback(() => {
    if (busy === null) setQuestion(null);
  }, [busy]);

  return { enabled, foc, request, question, confirm, stay, busy };
}

/**
 * The order summary shows what the cart holds: a cart with FOC lines puts the catalogue in FOC
 * mode and one with regular lines in regular mode, so "continue shopping" lists what the cart can
 * take. An empty cart leaves the mode as the retailer chose it.
 */
export function useFocModeFollowsCart(cart: { IsFOC: boolean; lineCount: number } | undefined) {
  const enabled = useAppConfig().data?.settings.flags.isEnableFoc ?? false;
  const key = useFocModeKey();
  const setMode = useFocModeStore((s) => s.setMode);
  const isFoc = cart?.IsFOC;
  const lines = cart?.lineCount ?? 0;
  useEffect(() => {
    if (!enabled || key === '' || isFoc === undefined || lines === 0) return;
    setMode(key, isFoc);
  }, [enabled, isFoc, key, lines, setMode]);
}
