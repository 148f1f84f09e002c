import { canCancel } from '@restock/domain/rules/order-status';
import { useQueryClient } from '@tanstack/react-query';
import { Ban, MapPin, RotateCcw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Dialog } from '../../components/ui/dialog';
import { ErrorPanel } from '../../components/ui/list-states';
import { MessageDialog } from '../../components/ui/message-dialog';
import { PageHeader } from '../../components/ui/page-header';
import { ApiError, errorMessage } from '../../lib/api';
import { useAppConfig } from '../../lib/app-config';
import { displayApiDate, displayInstantDate, displayInstantTime } from '../../lib/format';
import { notify } from '../../lib/notify';
import { useSession } from '../../lib/session';
import { useCartUpload } from '../../ordering/use-cart-upload';
import { cancelOrder, invalidateOrders, isMissingOrder, type OrderDetail, useOrderDetail } from './api';
import { AmountRows } from './components/AmountRows';
import { InvoiceSection } from './components/InvoiceSection';
import { OrderLines } from './components/OrderLines';
import { StatusBadge } from './components/StatusBadge';
import { StatusTimeline } from './components/StatusTimeline';
import { planRepeat, type RepeatPlan } from './repeat';

const HISTORY_PATH = '/ivy/orders';
const CART_PATH = '/ivy/viewCart';

function backLinkOf(state: unknown): { to: string; labelKey: string } {
  const to =
    state && typeof state === 'object' && typeof (state as { backTo?: unknown }).backTo === 'string'
      ? (state as { backTo: string }).backTo
      : HISTORY_PATH;
  const path = to.toLowerCase();
  if (!path.startsWith('/ivy/')) return { to: HISTORY_PATH, labelKey: 'orders.history.title' };
  if (path.startsWith('/ivy/cancelorder')) return { to, labelKey: 'orders.cancelled.title' };
  if (path.startsWith('/ivy/orderstatusdelivery')) return { to, labelKey: 'orders.delivery.title' };
  return { to, labelKey: 'orders.history.title' };
}

function DetailSkeleton() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" className="animate-pulse">
      <span role="status" className="sr-only">
        {t('common.loading')}
      </span>
      <div className="mb-2 h-5 w-32 rounded bg-slate-200" />
      <div className="mb-6 h-8 w-56 rounded bg-slate-200" />
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="h-80 rounded-2xl bg-slate-200/70" />
        <div className="h-64 rounded-2xl bg-slate-200/70" />
      </div>
    </div>
  );
}

/**
 * Order detail (route orders/:orderId): the summary (number, dates, status, distributor, address,
 * amounts, free goods), the products, the invoices and the status history, with cancel (only
 * while the server says CanCancel and the CancelOrder menu is on) and repeat order
 * (isEnableRepeatOrder). An unknown order says "invalid order number" and returns to the history.
 */
export default function OrderDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { orderId: idText } = useParams();
  const orderId = /^\d{1,10}$/.test(idText ?? '') ? Number(idText) : 0;
  const detail = useOrderDetail(orderId);
  const back = backLinkOf(location.state);

  const missing = detail.isError && isMissingOrder(detail.error);
  useEffect(() => {
    if (!missing) return;
    notify.error(t('orders.detail.invalidOrderNumber'));
    void navigate(HISTORY_PATH, { replace: true });
  }, [missing, navigate, t]);

  return (
    <div className="mx-auto max-w-6xl">
      {detail.isPending || missing ? (
        <DetailSkeleton />
      ) : detail.isError ? (
        <>
          <PageHeader
            title={t('orders.detail.titleFallback')}
            back={{ to: back.to, label: t(back.labelKey) }}
          />
          <ErrorPanel error={detail.error} onRetry={() => void detail.refetch()} />
        </>
      ) : (
        <OrderView order={detail.data} back={{ to: back.to, label: t(back.labelKey) }} />
      )}
    </div>
  );
}

function OrderView({ order, back }: { order: OrderDetail; back: { to: string; label: string } }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const config = useAppConfig().data;
  const flags = config?.settings.flags;
  const distributorId = useSession((s) => s.selectedDistributor?.dId ?? 0);
  const cart = useCartUpload('orders.cartUpload.focCart');
  const [cancelOpen, setCancelOpen] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [repeatPlan, setRepeatPlan] = useState<RepeatPlan | null>(null);
  const s = order.summary;

  const mayCancel = s.CanCancel && canCancel(s.Status) && (config?.hasMenu('CancelOrder') ?? false);
  const mayRepeat = (flags?.isEnableRepeatOrder ?? false) && !s.IsFOC;
  const showStatus = flags?.isShowOrderStatus ?? true;
  const showTax = flags?.isShowTax ?? false;
  const taxIncluded = flags?.isPriceIncludingTax ?? false;
  const delivery = displayApiDate(s.DeliveryDate);

  const confirmCancel = async () => {
    setCancelling(true);
    try {
      await cancelOrder(s.OrderNo);
      notify.success(t('orders.cancel.success', { orderNo: s.OrderNo }));
    } catch (error) {
      // The spec's "cancel order not possible"; a lost connection says so instead.
      const network = error instanceof ApiError && error.code === 'NETWORK';
      notify.error(network ? errorMessage(error, t) : t('common.alerts.error.cancelOrderFailure'));
    } finally {
      setCancelling(false);
      setCancelOpen(false);
      void invalidateOrders(queryClient);
    }
  };

  const startRepeat = () =>
    setRepeatPlan(
      planRepeat(s, order.lines, distributorId, { isEnableMinOrderQty: flags?.isEnableMinOrderQty ?? false }),
    );

  const confirmRepeat = async () => {
    if (repeatPlan?.kind !== 'upload') return;
    const plan = repeatPlan;
    const ok = await cart.upload(plan.lines);
    setRepeatPlan(null);
    if (!ok) return;
    notify.success(t('orders.repeat.success', { count: plan.lines.length }));
    if (plan.rounded > 0) notify.info(t('orders.repeat.rounded', { count: plan.rounded }));
    if (plan.skipped > 0) notify.warning(t('orders.repeat.skipped', { count: plan.skipped }));
    void navigate(CART_PATH);
  };

  const address = s.Address;
  const addressText = address
    ? [address.Address1, address.Address2, address.City, address.State, address.Zip, address.Country]
        .map((p) => p.trim())
        .filter(Boolean)
        .join(', ')
    : '';

  const actions =
    mayCancel || mayRepeat ? (
      <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
        {mayRepeat ? (
          <Button onClick={startRepeat} loading={cart.busy} data-testid="order-repeat">
            {cart.busy ? null : <RotateCcw size={18} aria-hidden="true" />}
            {t('orders.repeat.action')}
          </Button>
        ) : null}
        {mayCancel ? (
          <Button
            variant="secondary"
            className="text-red-700"
            onClick={() => setCancelOpen(true)}
            data-testid="order-cancel"
          >
            <Ban size={18} aria-hidden="true" />
            {t('orders.cancel.action')}
          </Button>
        ) : null}
      </div>
    ) : null;

  return (
    <div data-testid="order-detail" data-order-no={s.OrderNo} data-status={s.Status}>
      <PageHeader
        title={t('orders.detail.title', { orderNo: s.OrderNo })}
        description={s.DistributorName + (s.SplitName ? ` · ${s.SplitName}` : '')}
        back={back}
        actions={actions}
      />

      <div className="grid grid-cols-1 items-start gap-5 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_1fr]">
        <div className="lg:col-start-2 lg:row-start-1">
          <section
            aria-labelledby="order-summary-title"
            className="rounded-2xl border border-slate-200 bg-white p-4"
          >
            <div className="mb-3 flex items-center justify-between gap-3">
              <h2 id="order-summary-title" className="text-base font-semibold">
                {t('orders.detail.summary')}
              </h2>
              {showStatus || s.Status === 'C' ? <StatusBadge code={s.Status} name={s.StatusName} /> : null}
            </div>
            <dl className="mb-4 space-y-1.5 text-sm">
              <div className="flex justify-between gap-3">
                <dt className="text-slate-600">{t('orders.detail.orderDate')}</dt>
                <dd className="text-right text-slate-900">
                  {displayInstantDate(s.OrderDate)} {displayInstantTime(s.OrderDate)}
                </dd>
              </div>
              {delivery && s.Status !== 'C' ? (
                <div className="flex justify-between gap-3">
                  <dt className="text-slate-600">{t('orders.detail.deliveryDate')}</dt>
                  <dd className="text-right text-slate-900">{delivery}</dd>
                </div>
              ) : null}
              {s.CancelledOn ? (
                <div className="flex justify-between gap-3">
                  <dt className="text-slate-600">{t('orders.detail.cancelledOn')}</dt>
                  <dd className="text-right text-slate-900">{displayInstantDate(s.CancelledOn)}</dd>
                </div>
              ) : null}
              <div className="flex justify-between gap-3">
                <dt className="text-slate-600">{t('orders.detail.quantity')}</dt>
                <dd className="text-right text-slate-900">
                  {t('orders.card.lines', { count: s.LineCount })} ·{' '}
                  {t('orders.card.pieces', { count: s.TotalQty })}
                </dd>
              </div>
              {s.IsFOC ? (
                <div className="flex justify-between gap-3">
                  <dt className="text-slate-600">{t('orders.detail.kind')}</dt>
                  <dd className="text-right font-medium text-amber-900">{t('orders.card.foc')}</dd>
                </div>
              ) : null}
            </dl>
            <AmountRows amounts={s} showTax={showTax} taxIncluded={taxIncluded} free={s.IsFOC} />
          </section>
        </div>

        <div className="space-y-5 lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <OrderLines lines={order.lines} freeProducts={s.FreeProducts} partlyInvoiced={s.Status === 'P'} />
          {s.Status !== 'C' ? (
            <InvoiceSection
              orderNo={s.OrderNo}
              invoiceCount={s.InvoiceCount}
              showTax={showTax}
              taxIncluded={taxIncluded}
            />
          ) : null}
        </div>

        <div className="space-y-5 lg:col-start-2 lg:row-start-2">
          {showStatus ? (
            <section
              aria-labelledby="order-history-title"
              className="rounded-2xl border border-slate-200 bg-white p-4"
            >
              <h2 id="order-history-title" className="mb-3 text-base font-semibold">
                {t('orders.detail.statusHistory')}
              </h2>
              <StatusTimeline events={s.StatusHistory} />
            </section>
          ) : null}
          {addressText ? (
            <section
              aria-labelledby="order-address-title"
              className="rounded-2xl border border-slate-200 bg-white p-4"
            >
              <h2 id="order-address-title" className="mb-2 text-base font-semibold">
                {t('orders.detail.address')}
              </h2>
              <p className="flex gap-2 text-sm text-slate-700">
                <MapPin size={18} aria-hidden="true" className="mt-0.5 shrink-0 text-slate-400" />
                <span>
                  {addressText}
                  {address?.MobileNo ? (
                    <span className="block text-slate-500">{address.MobileNo}</span>
                  ) : null}
                </span>
              </p>
            </section>
          ) : null}
        </div>
      </div>

      <ConfirmDialog
        open={cancelOpen}
        onCancel={() => setCancelOpen(false)}
        onConfirm={() => void confirmCancel()}
        busy={cancelling}
        title={t('orders.cancel.title', { orderNo: s.OrderNo })}
        confirmLabel={t('orders.cancel.confirm')}
        cancelLabel={t('orders.cancel.keep')}
        confirmTestId="order-cancel-confirm"
      >
        <p className="text-sm text-slate-700">{t('orders.cancel.body')}</p>
      </ConfirmDialog>

      <Dialog
        open={repeatPlan !== null}
        onOpenChange={(open) => {
          if (!open && !cart.busy) setRepeatPlan(null);
        }}
        title={t('orders.repeat.title', { orderNo: s.OrderNo })}
        closeLabel={t('common.close')}
      >
        {repeatPlan?.kind === 'upload' ? (
          <>
            <p className="text-sm text-slate-700">
              {t('orders.repeat.body', { count: repeatPlan.lines.length })}
            </p>
            {repeatPlan.skipped > 0 ? (
              <p className="mt-2 text-sm text-amber-900">
                {t('orders.repeat.skipped', { count: repeatPlan.skipped })}
              </p>
            ) : null}
            <p className="mt-2 text-sm text-slate-500">{t('orders.repeat.note')}</p>
            <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={() => setRepeatPlan(null)} disabled={cart.busy}>
                {t('common.cancel')}
              </Button>
              <Button
                onClick={() => void confirmRepeat()}
                loading={cart.busy}
                data-testid="order-repeat-confirm"
              >
                {t('orders.repeat.confirm')}
              </Button>
            </div>
          </>
        ) : (
          <>
            <p role="alert" className="text-sm text-slate-700">
              {repeatPlan?.kind === 'otherDistributor'
                ? t('orders.repeat.otherDistributor', { name: repeatPlan.distributorName })
                : repeatPlan?.kind === 'focOrder'
                  ? t('orders.repeat.focOrder')
                  : t('orders.repeat.nothing')}
            </p>
            <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              {repeatPlan?.kind === 'otherDistributor' ? (
                <Link
                  to="/ivy/manageDistributors"
                  className="inline-flex min-h-11 items-center justify-center rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50"
                >
                  {t('orders.repeat.switch')}
                </Link>
              ) : null}
              <Button onClick={() => setRepeatPlan(null)}>{t('common.ok')}</Button>
            </div>
          </>
        )}
      </Dialog>

      <MessageDialog
        message={cart.failure}
        title={t('orders.cartUpload.failedTitle')}
        onDismiss={cart.dismissFailure}
      />
    </div>
  );
}
