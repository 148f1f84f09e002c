import { Ban, MapPin, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { displayApiDate, displayInstantDate, displayInstantTime } from '../../lib/format';
import type { OrderDetail } from './api';
import { AmountRows } from './components/AmountRows';
import { StatusBadge } from './components/StatusBadge';
import { StatusTimeline } from './components/StatusTimeline';
import type { OrderViewState } from './use-order-detail';

type Summary = OrderDetail['summary'];

export function DetailSkeleton() {
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

/** Repeat order and cancel, in the page header. */
export function OrderActions({
  view,
}: {
  view: Pick<OrderViewState, 'mayCancel' | 'mayRepeat' | 'startRepeat' | 'cart' | 'setCancelOpen'>;
}) {
  const { t } = useTranslation();
  const { mayCancel, mayRepeat, startRepeat, cart, setCancelOpen } = view;
  return (
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
  );
}

/** Dates, quantity, kind, source (isShowOrderResource), status and the amounts. */
export function OrderSummary({
  s,
  showStatus,
  showSource,
  showTax,
  taxIncluded,
}: {
  s: Summary;
  showStatus: boolean;
  showSource: boolean;
  showTax: boolean;
  taxIncluded: boolean;
}) {
  const { t } = useTranslation();
  const delivery = displayApiDate(s.DeliveryDate);
  return (
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
        {s.ExchangeReturnNo ? (
          <div className="flex justify-between gap-3" data-testid="order-exchange-return">
            <dt className="text-slate-600">{t('orders.detail.exchangeReturn')}</dt>
            <dd className="text-right font-medium text-slate-900">{s.ExchangeReturnNo}</dd>
          </div>
        ) : null}
        {showSource ? (
          <div className="flex justify-between gap-3" data-testid="order-source">
            <dt className="text-slate-600">{t('orders.source.label')}</dt>
            <dd className="text-right text-slate-900">{t(`orders.source.${s.OrderSource}`)}</dd>
          </div>
        ) : null}
        {s.IsFOC ? (
          <div className="flex justify-between gap-3">
            <dt className="text-slate-600">{t('orders.detail.kind')}</dt>
            <dd className="text-right font-medium text-amber-900">{t('orders.card.foc')}</dd>
          </div>
        ) : null}
      </dl>
      {s.ExchangeReturnNo && !s.CanCancel && (s.Status === 'I' || s.Status === 'B') ? (
        // Decision 094: an approved exchange return keeps its replacement order.
        <p
          className="mb-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900"
          data-testid="order-exchange-locked"
        >
          {t('orders.detail.exchangeLocked', { returnNo: s.ExchangeReturnNo })}
        </p>
      ) : null}
      <AmountRows amounts={s} showTax={showTax} taxIncluded={taxIncluded} free={s.IsFOC} />
    </section>
  );
}

/** The status history (isShowOrderStatus) and the delivery address. */
export function OrderSidebar({ s, showStatus }: { s: Summary; showStatus: boolean }) {
  const { t } = useTranslation();
  const address = s.Address;
  const addressText = address
    ? [address.Address1, address.Address2, address.City, address.State, address.Zip, address.Country]
        .map((p) => p.trim())
        .filter(Boolean)
        .join(', ')
    : '';
  return (
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
              {address?.MobileNo ? <span className="block text-slate-500">{address.MobileNo}</span> : null}
            </span>
          </p>
        </section>
      ) : null}
    </div>
  );
}

/** Repeat order: the lines that go to the cart, or why the order cannot be repeated. */
export function RepeatDialog({
  orderNo,
  view,
}: {
  orderNo: Summary['OrderNo'];
  view: Pick<OrderViewState, 'repeatPlan' | 'setRepeatPlan' | 'cart' | 'confirmRepeat'>;
}) {
  const { t } = useTranslation();
  const { repeatPlan, setRepeatPlan, cart, confirmRepeat } = view;
  return (
    <Dialog
      open={repeatPlan !== null}
      onOpenChange={(open) => {
        if (!open && !cart.busy) setRepeatPlan(null);
      }}
      title={t('orders.repeat.title', { orderNo })}
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
  );
}
