import { type CalendarDate, formatDisplayDate } from '@restock/domain/rules/delivery';
import { Clock, CreditCard, Gift, Info, Zap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api';
import { CartTotals } from '../components/CartTotals';
import type { CheckoutModel } from './use-checkout';

function StepTitle({ n, text, id }: { n: number; text: string; id: string }) {
  return (
    <h2 id={id} className="mb-3 flex items-center gap-2 text-base font-semibold text-slate-900">
      <span
        aria-hidden="true"
        className="flex size-6 items-center justify-center rounded-full bg-brand text-xs font-bold text-white"
      >
        {n}
      </span>
      {text}
    </h2>
  );
}

const dateText = (d: CalendarDate | null) => (d ? formatDisplayDate(d) : '—');

/** Standard or express delivery, each with its date, when the client offers express. */
function DeliveryChoice({
  standard,
  expressDate,
  expressChosen,
  setExpress,
}: Pick<CheckoutModel, 'standard' | 'expressChosen' | 'setExpress'> & { expressDate: CalendarDate }) {
  const { t } = useTranslation();
  return (
    <fieldset>
      <legend className="sr-only">{t('checkout.delivery.type')}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {(
          [
            [false, t('checkout.delivery.standard'), standard, Clock],
            [true, t('checkout.delivery.express'), expressDate, Zap],
          ] as const
        ).map(([isExpress, label, date, Icon]) => {
          const checked = expressChosen === isExpress;
          return (
            <label
              key={label}
              className={`flex min-h-16 cursor-pointer items-center gap-3 rounded-xl border p-3 ${checked ? 'border-brand bg-brand-240/40 ring-1 ring-brand' : 'border-slate-200'}`}
              data-testid={isExpress ? 'delivery-express' : 'delivery-standard'}
            >
              <input
                type="radio"
                name="delivery-type"
                checked={checked}
                onChange={() => setExpress(isExpress)}
                className="size-5 shrink-0 accent-brand"
              />
              <Icon size={18} aria-hidden="true" className="shrink-0 text-brand" />
              <span className="min-w-0">
                <span className="block text-sm font-semibold text-slate-900">{label}</span>
                <span className="block text-sm text-slate-600 tabular-nums">
                  {t('checkout.delivery.on', { date: dateText(date) })}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/** Step 2: the delivery type and date, and the client's delivery disclaimers. */
export function DeliverySection({
  settings,
  dates,
  standard,
  expressDate,
  expressChosen,
  setExpress,
}: Pick<CheckoutModel, 'settings' | 'dates' | 'standard' | 'expressDate' | 'expressChosen' | 'setExpress'>) {
  const { t } = useTranslation();
  const flags = settings?.flags;
  return (
    <section
      aria-labelledby="delivery-title"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
      data-testid="delivery-section"
    >
      <StepTitle n={2} text={t('checkout.delivery.title')} id="delivery-title" />
      {dates.isPending ? (
        <div className="h-16 animate-pulse rounded-xl bg-slate-100" />
      ) : dates.isError ? (
        <div role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
          <p>{errorMessage(dates.error, t)}</p>
          <Button variant="secondary" className="mt-2" onClick={() => void dates.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : expressDate ? (
        <DeliveryChoice
          standard={standard}
          expressDate={expressDate}
          expressChosen={expressChosen}
          setExpress={setExpress}
        />
      ) : (
        <p className="flex items-center gap-2 text-sm text-slate-800" data-testid="delivery-standard">
          <Clock size={18} aria-hidden="true" className="text-brand" />
          <span>
            <span className="font-semibold">{t('checkout.delivery.standard')}</span>{' '}
            <span className="tabular-nums">{t('checkout.delivery.on', { date: dateText(standard) })}</span>
          </span>
        </p>
      )}
      {dates.data && (flags?.isShowDeliveryTimeDisclaimers || flags?.isShowDeliveryTypeInfoSection) ? (
        <div className="mt-3 space-y-1.5 text-xs text-slate-600" data-testid="delivery-disclaimers">
          {flags?.isShowDeliveryTypeInfoSection && expressDate ? (
            <p className="flex items-start gap-1.5">
              <Info size={14} aria-hidden="true" className="mt-px shrink-0" />
              {t('checkout.delivery.typeInfo')}
            </p>
          ) : null}
          {flags?.isShowDeliveryTimeDisclaimers ? (
            <p className="flex items-start gap-1.5">
              <Info size={14} aria-hidden="true" className="mt-px shrink-0" />
              {dates.data.CutoffPassed
                ? t('checkout.delivery.cutoffPassed', { time: dates.data.CutoffTime })
                : t('checkout.delivery.cutoff', { time: dates.data.CutoffTime })}
            </p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

/** Step 3: the payment method, or nothing to pay for a free trial (FOC) order. */
export function PaymentSection({ foc }: { foc: boolean }) {
  const { t } = useTranslation();
  return foc ? (
    // A free trial (FOC) order costs nothing: no payment step (docs/decisions/058).
    <p
      className="flex items-start gap-3 rounded-2xl bg-sky-50 p-4 text-sm text-sky-900 ring-1 ring-sky-200"
      data-testid="foc-nothing-to-pay"
    >
      <Gift size={18} aria-hidden="true" className="mt-px shrink-0 text-sky-700" />
      <span>
        <span className="block font-semibold">{t('checkout.payment.focTitle')}</span>
        <span className="block">{t('checkout.payment.focBody')}</span>
      </span>
    </p>
  ) : (
    <section
      aria-labelledby="payment-title"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
      data-testid="payment-section"
    >
      <StepTitle n={3} text={t('checkout.payment.title')} id="payment-title" />
      <p className="flex items-start gap-3 rounded-xl border border-brand bg-brand-240/40 p-3 text-sm">
        <CreditCard size={18} aria-hidden="true" className="mt-px shrink-0 text-brand" />
        <span>
          <span className="block font-semibold text-slate-900" data-testid="payment-method">
            {t('checkout.payment.distributor')}
          </span>
          <span className="block text-slate-600">{t('checkout.payment.distributorHint')}</span>
        </span>
      </p>
    </section>
  );
}

/** The terms checkbox (when the client asks for them) with a link that opens the terms. */
export function TermsCheck({
  terms,
  termsError,
  termsRef,
  checkTerms,
  openTerms,
}: Pick<CheckoutModel, 'terms' | 'termsError' | 'termsRef' | 'checkTerms' | 'openTerms'>) {
  const { t } = useTranslation();
  return (
    <div>
      <div
        className={`flex items-start gap-3 rounded-xl border px-3 py-3 ${termsError ? 'border-red-300 bg-red-50/60' : 'border-slate-200 bg-white'}`}
      >
        <input
          ref={termsRef}
          id="accept-terms"
          type="checkbox"
          checked={terms}
          onChange={(e) => checkTerms(e.target.checked)}
          aria-invalid={termsError ? true : undefined}
          aria-describedby={termsError ? 'terms-error' : undefined}
          className="mt-0.5 size-5 shrink-0 cursor-pointer accent-brand"
          data-testid="accept-terms"
        />
        <div className="min-w-0 flex-1 text-sm">
          <label htmlFor="accept-terms" className="cursor-pointer font-medium text-slate-800">
            {t('checkout.terms.label')}
          </label>{' '}
          <button
            type="button"
            onClick={openTerms}
            className="font-semibold text-brand underline underline-offset-2"
          >
            {t('checkout.terms.read')}
          </button>
        </div>
      </div>
      {termsError ? (
        <p id="terms-error" role="alert" className="mt-1 text-sm text-red-600">
          {termsError}
        </p>
      ) : null}
    </div>
  );
}

function PlaceOrderButton({ onClick, extra }: { onClick(): void; extra: string }) {
  const { t } = useTranslation();
  return (
    <Button onClick={onClick} className={`min-h-12 text-base ${extra}`} data-testid="place-order">
      {t('checkout.placeOrder')}
    </Button>
  );
}

/** The order summary beside the form (wide screens carry the place-order button here). */
export function CheckoutSummary({
  totals,
  labels,
  foc,
  placeOrder,
}: Pick<CheckoutModel, 'totals' | 'labels' | 'foc' | 'placeOrder'>) {
  const { t } = useTranslation();
  return (
    <aside
      aria-labelledby="checkout-summary-title"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm lg:sticky lg:top-24"
    >
      <div className="mb-3 flex items-baseline justify-between gap-3">
        <h2 id="checkout-summary-title" className="text-base font-semibold text-slate-900">
          {t('checkout.summary')}
        </h2>
        <Link to="/ivy/viewCart" className="text-sm font-semibold text-brand hover:underline">
          {t('checkout.editCart')}
        </Link>
      </div>
      <CartTotals totals={totals} labels={labels} foc={foc} />
      <div className="mt-4 hidden lg:block">
        <PlaceOrderButton onClick={placeOrder} extra="w-full" />
      </div>
    </aside>
  );
}

/** The total and the place-order button fixed at the bottom of small screens. */
export function MobileOrderBar({ totalText, placeOrder }: Pick<CheckoutModel, 'totalText' | 'placeOrder'>) {
  const { t } = useTranslation();
  return (
    <>
      <div aria-hidden="true" className="h-24 lg:hidden" />
      <div className="fixed inset-x-0 bottom-0 z-20 border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-4px_16px_rgba(15,23,42,0.08)] backdrop-blur lg:hidden">
        <div className="mx-auto flex h-[76px] max-w-7xl items-center gap-3 px-4">
          <p className="min-w-0 flex-1 leading-tight">
            <span className="block text-xs text-slate-600">{t('checkout.confirm.total')}</span>
            <span className="block text-lg font-bold text-slate-900 tabular-nums">{totalText}</span>
          </p>
          <PlaceOrderButton onClick={placeOrder} extra="px-5" />
        </div>
      </div>
    </>
  );
}
