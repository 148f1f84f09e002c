import type { TTemplateLine } from '@restock/domain/contracts/smart-list';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ShoppingCart, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { MessageDialog } from '../../../components/ui/message-dialog';
import { ProductThumb } from '../../../components/ui/product-thumb';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api';
import { useAppConfig } from '../../../lib/app-config';
import { notify } from '../../../lib/notify';
import { useDistributorId } from '../../../lib/session';
import { useCartUpload } from '../../../ordering/use-cart-upload';
import { deleteTemplate, smartListKeys, useTemplateDetail } from '../api';
import { GROWTH_LIMITS, type GrowthForm, type GrowthMode, planFill, readGrowth } from '../fill';

const CART_PATH = '/ivy/viewCart';

/**
 * One smart list: its products with the saved quantity and, with the growth factor, the quantity
 * the cart will get; "Add to cart" fills the cart (rules/smart-list through fill.ts) and opens it.
 * Delete asks first.
 */
export function TemplateDetailPanel({ templateId, isFocCart }: { templateId: number; isFocCart: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const distId = useDistributorId();
  const flags = useAppConfig().data?.settings.flags;
  const growthEnabled = flags?.isEnableSmartListGrowthFactor ?? false;
  const [deleted, setDeleted] = useState(false);
  // Once deleted the list is not asked for again (it would answer E012) while the screen moves on.
  const detail = useTemplateDetail(deleted ? null : templateId);
  const cart = useCartUpload('smartList.fill.focCart');
  const growthId = useId();
  const [growthForm, setGrowthForm] = useState<GrowthForm>({ mode: 'percentage', value: '' });
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);

  if (detail.isPending)
    return (
      <div className="flex justify-center rounded-2xl border border-slate-200 bg-white py-16 text-brand">
        <Spinner size={32} label={t('common.loading')} />
      </div>
    );
  if (detail.isError)
    return (
      <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-5 text-red-900">
        <p className="text-sm">{errorMessage(detail.error, t)}</p>
        <div className="mt-3 flex gap-2">
          <Button variant="secondary" onClick={() => void detail.refetch()}>
            {t('common.retry')}
          </Button>
          <Link
            to="/ivy/smartList"
            className="inline-flex min-h-11 items-center px-3 text-sm font-semibold text-brand hover:underline"
          >
            {t('smartList.detail.backToLists')}
          </Link>
        </div>
      </div>
    );

  const tpl = detail.data;
  const growth = readGrowth(growthForm, growthEnabled);
  const plan = planFill(tpl, {
    distributorId: distId,
    growth: growth.ok ? growth.growth : null,
    isEnableMinOrderQty: flags?.isEnableMinOrderQty ?? false,
    isRestrictSIHProducts: flags?.isRestrictSIHProducts ?? false,
    isFocCart,
  });
  const skipped = new Map<number, 'outOfStock' | 'unavailable'>();
  if (plan.kind === 'fill') {
    for (const l of plan.outOfStock) skipped.set(l.PId, 'outOfStock');
    for (const l of plan.unavailable) skipped.set(l.PId, 'unavailable');
  }
  const fillCount = plan.kind === 'fill' ? plan.lines.length : 0;
  const limits = GROWTH_LIMITS[growthForm.mode];

  const fill = async () => {
    if (plan.kind !== 'fill' || !growth.ok || plan.lines.length === 0) return;
    const ok = await cart.upload(plan.lines);
    if (!ok) return;
    notify.success(t('smartList.fill.success', { count: plan.lines.length }));
    if (plan.messageKey)
      notify.warning(
        `${t('smartList.fill.outOfStock')} ${plan.outOfStock.map((l) => l.PName).join(', ')}`.trim(),
      );
    void navigate(CART_PATH);
  };

  const remove = async () => {
    setDeleting(true);
    try {
      await deleteTemplate(tpl.TemplateId);
      notify.success(t('common.alerts.success.S003'));
      setDeleted(true);
      setDeleteOpen(false);
      queryClient.removeQueries({ queryKey: smartListKeys.detail(distId, tpl.TemplateId) });
      void queryClient.invalidateQueries({ queryKey: smartListKeys.list(distId) });
      void navigate('/ivy/smartList', { replace: true });
    } catch (error) {
      notify.error(errorMessage(error, t));
    } finally {
      setDeleting(false);
    }
  };

  const qtyAfter = (l: TTemplateLine) => (plan.kind === 'fill' ? (plan.quantities.get(l.PId) ?? 0) : 0);

  return (
    <section
      aria-labelledby="smart-list-detail-title"
      className="rounded-2xl border border-slate-200 bg-white shadow-sm"
      data-testid="smart-list-detail"
      data-template-name={tpl.TemplateName}
    >
      <div className="border-b border-slate-100 p-4">
        <Link
          to="/ivy/smartList"
          className="mb-2 -ml-1 inline-flex items-center gap-1 rounded-md px-1 py-1 text-sm font-medium text-brand hover:underline lg:hidden"
        >
          <ArrowLeft size={16} aria-hidden="true" />
          {t('smartList.detail.backToLists')}
        </Link>
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 id="smart-list-detail-title" className="truncate text-lg font-semibold text-slate-900">
              {tpl.TemplateName}
            </h2>
            <p className="text-sm text-slate-600">
              {t('smartList.list.products', { count: tpl.TemplateDetail.length })}
            </p>
          </div>
          <Button
            variant="ghost"
            className="shrink-0 text-red-700 hover:bg-red-50"
            onClick={() => setDeleteOpen(true)}
            data-testid="smart-list-delete"
          >
            <Trash2 size={18} aria-hidden="true" />
            {t('smartList.delete.action')}
          </Button>
        </div>
      </div>

      {growthEnabled ? (
        <fieldset className="border-b border-slate-100 p-4">
          <legend className="sr-only">{t('smartList.growth.title')}</legend>
          <p className="mb-2 text-sm font-medium text-slate-700" aria-hidden="true">
            {t('smartList.growth.title')}
          </p>
          <div className="flex flex-wrap items-start gap-3">
            <div className="inline-flex rounded-lg bg-slate-100 p-1">
              {(['percentage', 'fixed'] as GrowthMode[]).map((mode) => (
                <label
                  key={mode}
                  className={`flex min-h-10 cursor-pointer items-center rounded-md px-3 text-sm font-medium has-focus-visible:ring-2 has-focus-visible:ring-brand ${growthForm.mode === mode ? 'bg-white text-brand shadow-sm' : 'text-slate-600'}`}
                >
                  <input
                    type="radio"
                    name={`${growthId}-mode`}
                    value={mode}
                    checked={growthForm.mode === mode}
                    onChange={() => setGrowthForm({ mode, value: '' })}
                    className="sr-only"
                  />
                  {t(`smartList.growth.mode.${mode}`)}
                </label>
              ))}
            </div>
            <div className="min-w-0 flex-1 basis-40">
              <label htmlFor={growthId} className="sr-only">
                {t(`smartList.growth.label.${growthForm.mode}`)}
              </label>
              <div
                className={`flex items-center rounded-lg border bg-white focus-within:ring-2 focus-within:ring-brand ${growth.ok ? 'border-slate-300' : 'border-red-500'}`}
              >
                <input
                  id={growthId}
                  inputMode={growthForm.mode === 'fixed' ? 'numeric' : 'decimal'}
                  value={growthForm.value}
                  maxLength={7}
                  placeholder={t(`smartList.growth.placeholder.${growthForm.mode}`)}
                  onChange={(e) => setGrowthForm({ ...growthForm, value: e.target.value })}
                  aria-invalid={growth.ok ? undefined : true}
                  aria-describedby={`${growthId}-hint`}
                  data-testid="smart-list-growth"
                  className="min-h-11 w-full rounded-lg bg-transparent px-3 text-base outline-none"
                />
                <span className="pr-3 text-sm text-slate-500" aria-hidden="true">
                  {growthForm.mode === 'percentage' ? '%' : t('smartList.growth.pcs')}
                </span>
              </div>
              <p
                id={`${growthId}-hint`}
                role={growth.ok ? undefined : 'alert'}
                className={`mt-1 text-xs ${growth.ok ? 'text-slate-500' : 'text-red-600'}`}
              >
                {growth.ok
                  ? t(`smartList.growth.hint.${growthForm.mode}`, limits)
                  : t(`smartList.growth.errors.${growth.problem}`, limits)}
              </p>
            </div>
          </div>
        </fieldset>
      ) : null}

      <ul className="divide-y divide-slate-100" data-testid="smart-list-lines">
        {tpl.TemplateDetail.map((l) => {
          const after = qtyAfter(l);
          const skip = skipped.get(l.PId);
          return (
            <li key={`${l.DistributorId}:${l.PId}`} className="flex items-center gap-3 px-4 py-3">
              <ProductThumb src={l.ImageUrl} size={48} />
              <div className="min-w-0 flex-1">
                <p className={`font-medium ${skip ? 'text-slate-500' : 'text-slate-900'}`}>{l.PName}</p>
                {skip ? (
                  <p
                    className={`text-xs font-medium ${skip === 'outOfStock' ? 'text-red-700' : 'text-slate-600'}`}
                  >
                    {t(`smartList.detail.${skip}`)}
                  </p>
                ) : null}
              </div>
              <div className="shrink-0 text-right text-sm">
                {skip ? (
                  <span className="text-slate-500">{t('smartList.detail.pieces', { count: l.Qty })}</span>
                ) : after !== l.Qty ? (
                  <>
                    <span className="block text-xs text-slate-500 line-through">
                      <span className="sr-only">{t('smartList.detail.saved')} </span>
                      {t('smartList.detail.pieces', { count: l.Qty })}
                    </span>
                    <span className="block font-semibold text-slate-900">
                      <span className="sr-only">{t('smartList.detail.toCart')} </span>
                      {t('smartList.detail.pieces', { count: after })}
                    </span>
                  </>
                ) : (
                  <span className="font-semibold text-slate-900">
                    {t('smartList.detail.pieces', { count: l.Qty })}
                  </span>
                )}
              </div>
            </li>
          );
        })}
      </ul>

      <div className="sticky bottom-0 rounded-b-2xl border-t border-slate-100 bg-white/95 p-4 backdrop-blur">
        {plan.kind === 'focCart' ? (
          <p role="note" className="mb-3 text-sm text-amber-900">
            {t('smartList.fill.focCart')}
          </p>
        ) : fillCount === 0 ? (
          <p role="note" className="mb-3 text-sm text-slate-700">
            {t('smartList.fill.nothing')}
          </p>
        ) : (
          <p className="mb-3 text-sm text-slate-700" aria-live="polite">
            {t('smartList.fill.summary', { count: fillCount })}
            {skipped.size > 0 ? ` ${t('smartList.fill.leftOut', { count: skipped.size })}` : ''}
          </p>
        )}
        <Button
          block
          onClick={() => void fill()}
          loading={cart.busy}
          disabled={plan.kind !== 'fill' || fillCount === 0 || !growth.ok}
          data-testid="smart-list-fill"
        >
          {cart.busy ? null : <ShoppingCart size={18} aria-hidden="true" />}
          {t('smartList.fill.action')}
        </Button>
      </div>

      <ConfirmDialog
        open={deleteOpen}
        onCancel={() => setDeleteOpen(false)}
        onConfirm={() => void remove()}
        busy={deleting}
        title={t('smartList.delete.title')}
        confirmLabel={t('smartList.delete.confirm')}
        confirmTestId="smart-list-delete-confirm"
      >
        <p className="text-sm text-slate-700">{t('smartList.delete.body', { name: tpl.TemplateName })}</p>
      </ConfirmDialog>

      <MessageDialog
        message={cart.failure}
        title={t('smartList.fill.failedTitle')}
        onDismiss={cart.dismissFailure}
      />
    </section>
  );
}
