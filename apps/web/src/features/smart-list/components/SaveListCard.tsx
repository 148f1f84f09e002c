import type { TCartDetailResponse } from '@restock/domain/contracts/cart';
import { TEMPLATE_NAME_MAX, TEMPLATE_NAME_MIN } from '@restock/domain/rules/smart-list';
import { useQueryClient } from '@tanstack/react-query';
import { Save } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError, errorMessage } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { useDistributorId } from '../../../lib/session';
import { addTemplate, smartListKeys } from '../api';
import { planSave, type SaveProblem, templateLinesOfCart } from '../save';

/**
 * "Save my cart as a smart list": the cart's products under a name. Says why it cannot when the
 * cart is empty or FOC, or when saveToSmartListCount lists exist already.
 */
export function SaveListCard({
  cart,
  cartError,
  existingNames,
  limit,
  onSaved,
}: {
  cart: TCartDetailResponse | undefined;
  cartError: unknown;
  existingNames: string[];
  limit: number;
  onSaved(templateId: number): void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const distId = useDistributorId();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<SaveProblem | null>(null);
  const [saving, setSaving] = useState(false);

  const lineCount = cart ? templateLinesOfCart(cart.Data).length : 0;
  const blocked: SaveProblem | null = !cart
    ? null
    : cart.IsFOC
      ? 'focCart'
      : lineCount === 0
        ? 'emptyCart'
        : existingNames.length >= limit
          ? 'limit'
          : null;

  const save = async () => {
    if (!cart) return;
    const plan = planSave(name, { lines: cart.Data, isFoc: cart.IsFOC }, existingNames, limit);
    if (!plan.ok) {
      setProblem(plan.problem);
      return;
    }
    setProblem(null);
    setSaving(true);
    try {
      const id = await addTemplate(plan.body);
      notify.success(t('common.alerts.success.S006'));
      setName('');
      await queryClient.invalidateQueries({ queryKey: smartListKeys.list(distId) });
      onSaved(id);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'E018') setProblem('duplicate');
      else if (error instanceof ApiError && error.code === 'E017') {
        // The server counted the lists (another tab saved one): say why and show them.
        notify.error(t('smartList.save.blocked.limit', { count: limit }));
        void queryClient.invalidateQueries({ queryKey: smartListKeys.list(distId) });
      } else notify.error(errorMessage(error, t));
    } finally {
      setSaving(false);
    }
  };

  const fieldError =
    problem && problem !== 'focCart' && problem !== 'emptyCart' && problem !== 'limit'
      ? t(`smartList.save.errors.${problem}`, { min: TEMPLATE_NAME_MIN, max: TEMPLATE_NAME_MAX })
      : undefined;

  return (
    <section
      aria-labelledby="smart-list-save-title"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
      data-testid="smart-list-save"
    >
      <h2 id="smart-list-save-title" className="text-base font-semibold">
        {t('smartList.save.title')}
      </h2>
      <p className="mt-1 mb-4 min-h-5 text-sm text-slate-600">
        {cartError
          ? errorMessage(cartError, t)
          : cart
            ? t('smartList.save.cartHolds', { count: lineCount })
            : t('common.loading')}
      </p>
      {blocked ? (
        <div className="rounded-xl bg-slate-50 p-3 text-sm text-slate-700" role="note">
          <p>
            {blocked === 'limit'
              ? t('smartList.save.blocked.limit', { count: limit })
              : t(`smartList.save.blocked.${blocked}`)}
          </p>
          {blocked === 'emptyCart' ? (
            <Link
              to="/ivy/productList"
              className="mt-2 inline-block font-semibold text-brand hover:underline"
            >
              {t('smartList.save.browse')}
            </Link>
          ) : null}
        </div>
      ) : (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <TextField
            label={t('smartList.save.name')}
            value={name}
            maxLength={TEMPLATE_NAME_MAX + 10}
            autoComplete="off"
            onChange={(e) => {
              setName(e.target.value);
              if (problem) setProblem(null);
            }}
            error={fieldError}
            hint={t('smartList.save.nameHint', { min: TEMPLATE_NAME_MIN, max: TEMPLATE_NAME_MAX })}
            data-testid="smart-list-name"
            disabled={!cart}
          />
          <Button
            type="submit"
            block
            className="mt-3"
            loading={saving}
            disabled={!cart}
            data-testid="smart-list-save-submit"
          >
            {saving ? null : <Save size={18} aria-hidden="true" />}
            {t('smartList.save.action')}
          </Button>
        </form>
      )}
    </section>
  );
}
