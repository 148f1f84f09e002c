import { CircleAlert, CircleCheck, Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { OrderOtpStep } from './OrderOtpStep';
import { canDismiss, type SubmitStep } from './submit-flow';

export interface OrderFacts {
  total: string;
  itemCount: number;
  date: string;
  express: boolean;
  address: string;
}

const TITLE: Record<SubmitStep['step'], string> = {
  closed: 'checkout.confirm.title',
  loading: 'checkout.confirm.title',
  confirm: 'checkout.confirm.title',
  otp: 'checkout.otp.title',
  submitting: 'checkout.confirm.submitting',
  success: 'checkout.confirm.successTitle',
  queued: 'offlineOrder.queuedTitle',
  failure: 'checkout.confirm.failureTitle',
};

/**
 * The order confirm modal: loading (fresh delivery dates) -> the order to confirm -> the order code
 * when asked for -> placing -> placed, or not confirmed with "Try again" (the same attempt, so the
 * server never makes the orders twice). It cannot be closed while the order is on its way.
 */
export function OrderDialog({
  state,
  facts,
  otp,
  onClose,
  onConfirm,
  onOtpVerified,
  onRetry,
}: {
  state: SubmitStep;
  facts: OrderFacts | null;
  otp: { resendEnabled: boolean; resendSeconds: number };
  onClose(): void;
  onConfirm(): void;
  onOtpVerified(): void;
  onRetry(): void;
}) {
  const { t } = useTranslation();
  const dismissable = canDismiss(state);
  return (
    <Dialog
      open={state.step !== 'closed'}
      onOpenChange={(open) => !open && dismissable && onClose()}
      modal={!dismissable}
      title={t(TITLE[state.step])}
      closeLabel={t('common.close')}
    >
      <div data-testid="order-dialog" data-step={state.step} aria-live="polite">
        {state.step === 'loading' || state.step === 'submitting' ? (
          <div className="flex flex-col items-center gap-3 py-8 text-brand" role="status">
            <Spinner size={32} />
            <p className="text-sm text-slate-700">
              {state.step === 'loading'
                ? t('checkout.confirm.loading')
                : t('checkout.confirm.submittingHint')}
            </p>
          </div>
        ) : null}

        {state.step === 'confirm' && facts ? (
          <>
            <dl className="space-y-2 rounded-xl bg-slate-50 p-3 text-sm">
              <div className="flex justify-between gap-3">
                <dt className="text-slate-600">{t('checkout.confirm.items')}</dt>
                <dd className="font-medium text-slate-900">
                  {t('checkout.confirm.itemCount', { count: facts.itemCount })}
                </dd>
              </div>
              <div className="flex justify-between gap-3">
                <dt className="text-slate-600">
                  {facts.express ? t('checkout.delivery.express') : t('checkout.delivery.standard')}
                </dt>
                <dd className="font-medium text-slate-900 tabular-nums" data-testid="confirm-date">
                  {facts.date}
                </dd>
              </div>
              <div className="flex justify-between gap-3">
                <dt className="shrink-0 text-slate-600">{t('checkout.confirm.deliverTo')}</dt>
                <dd className="text-right text-slate-900">{facts.address}</dd>
              </div>
              <div className="flex justify-between gap-3 border-t border-slate-200 pt-2 text-base">
                <dt className="font-semibold text-slate-900">{t('checkout.confirm.total')}</dt>
                <dd className="font-bold text-slate-900 tabular-nums">{facts.total}</dd>
              </div>
            </dl>
            <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={onClose}>
                {t('common.cancel')}
              </Button>
              <Button onClick={onConfirm} className="min-h-12" data-testid="confirm-order">
                {t('checkout.confirm.placeOrder')}
              </Button>
            </div>
          </>
        ) : null}

        {state.step === 'otp' ? (
          <OrderOtpStep
            resendEnabled={otp.resendEnabled}
            resendSeconds={otp.resendSeconds}
            onVerified={onOtpVerified}
            onCancel={onClose}
          />
        ) : null}

        {state.step === 'success' ? (
          <div className="flex flex-col items-center gap-2 py-6 text-center" role="status">
            <CircleCheck size={40} aria-hidden="true" className="text-emerald-600" />
            <p className="text-sm text-slate-700">{t('checkout.confirm.successBody')}</p>
          </div>
        ) : null}

        {state.step === 'queued' ? (
          <>
            <div className="flex flex-col items-center gap-2 py-4 text-center" role="status">
              <Clock size={40} aria-hidden="true" className="text-amber-600" />
              <p className="text-sm text-slate-700">{t('offlineOrder.queuedBody')}</p>
            </div>
            <div className="mt-3 flex justify-end">
              <Button onClick={onClose} className="min-h-12" data-testid="queued-ok">
                {t('common.ok')}
              </Button>
            </div>
          </>
        ) : null}

        {state.step === 'failure' ? (
          <>
            <div
              className="flex items-start gap-3 rounded-xl bg-red-50 p-3 text-sm text-red-800"
              role="alert"
            >
              <CircleAlert size={20} aria-hidden="true" className="mt-px shrink-0" />
              <div>
                <p className="font-medium">{state.message}</p>
                {state.during === 'submitting' ? (
                  <p className="mt-1 text-red-700">{t('checkout.confirm.retrySafe')}</p>
                ) : null}
              </div>
            </div>
            <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={onClose}>
                {t('common.close')}
              </Button>
              <Button onClick={onRetry} className="min-h-12" data-testid="retry-order">
                {t('common.retry')}
              </Button>
            </div>
          </>
        ) : null}
      </div>
    </Dialog>
  );
}
