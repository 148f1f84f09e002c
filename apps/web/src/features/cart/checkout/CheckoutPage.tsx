import type { TOrderSubmitRequest } from '@restock/domain/contracts/salesorder';
import { checkStock } from '@restock/domain/rules/cart';
import {
  type CalendarDate,
  formatApiDate,
  formatDisplayDate,
  parseApiDate,
  submitDeliveryDate,
} from '@restock/domain/rules/delivery';
import { useQueryClient } from '@tanstack/react-query';
import { Clock, CreditCard, Gift, Info, Zap } from 'lucide-react';
import { useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { ApiError, errorMessage } from '../../../lib/api';
import { useAppConfig } from '../../../lib/app-config';
import { useMoney } from '../../../lib/format';
import { dismissNotice, notify } from '../../../lib/notify';
import { cartKeys, invalidateCart } from '../../../ordering/cart-calls';
import { useCartDetail } from '../api';
import { cartLabels } from '../cart-lines';
import { CartTotals } from '../components/CartTotals';
import { AddressSection } from './AddressSection';
import { addressLines, initialAddressId } from './address-form';
import { submitOrder, useAddresses, useDeliveryDates } from './api';
import { submitFingerprint } from './idempotency';
import { OrderDialog, type OrderFacts } from './OrderDialog';
import { CLOSED, submitReducer } from './submit-flow';
import { TermsDialog } from './TermsDialog';
import { useCheckoutKeeper, useEndAttemptWhenEmpty } from './use-checkout-keeper';

const ORDERS_PATH = '/ivy/orders';

function Notice({ title, body, to, action }: { title: string; body: string; to: string; action: string }) {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <p className="mx-auto mt-1 max-w-sm text-sm text-slate-600">{body}</p>
      <Link
        to={to}
        className="mt-6 inline-flex min-h-12 items-center justify-center rounded-lg bg-brand px-6 text-base font-semibold text-white hover:brightness-90"
      >
        {action}
      </Link>
    </div>
  );
}

/** A lost answer (network, server down) may have made the orders: keep the cart as it is for the retry. */
function mayHaveSucceeded(error: unknown): boolean {
  return (
    !(error instanceof ApiError) || error.code === 'NETWORK' || error.status === 0 || error.status >= 500
  );
}

/**
 * Checkout (route checkout): the delivery address, standard or express delivery with both dates,
 * the payment method (none for a free trial (FOC) order: nothing to pay), the terms when the client
 * asks for them, then the order dialog (confirm, the
 * order code when otpAuthBeforeOrder, submit with one Idempotency-Key per attempt). A placed order
 * says so and opens the order history.
 */
export default function CheckoutPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const money = useMoney();
  const settings = useAppConfig().data?.settings;
  const flags = settings?.flags;
  const cart = useCartDetail();
  const addresses = useAddresses();
  const dates = useDeliveryDates();
  const keeper = useCheckoutKeeper();
  const [chosenAddress, setChosenAddress] = useState<number | null>(null);
  const [express, setExpress] = useState(false);
  const [terms, setTerms] = useState(false);
  const [termsOpen, setTermsOpen] = useState(false);
  const [addressError, setAddressError] = useState<string | null>(null);
  const [termsError, setTermsError] = useState<string | null>(null);
  const [flow, dispatch] = useReducer(submitReducer, CLOSED);
  const addressRef = useRef<HTMLDivElement>(null);
  const termsRef = useRef<HTMLInputElement>(null);
  const failureNotice = useRef<number | null>(null);
  useEndAttemptWhenEmpty(cart.isSuccess && cart.data.Data.length === 0 && flow.step !== 'success');

  if (cart.isPending) {
    return (
      <div role="status" aria-label={t('common.loading')} className="animate-pulse space-y-4">
        <div className="h-8 w-40 rounded bg-slate-200" />
        <div className="h-40 rounded-2xl bg-white" />
        <div className="h-32 rounded-2xl bg-white" />
      </div>
    );
  }
  if (cart.isError) {
    return (
      <div>
        <PageHeader title={t('checkout.title')} />
        <Notice
          title={t('checkout.cartError')}
          body={errorMessage(cart.error, t)}
          to="/ivy/viewCart"
          action={t('checkout.backToCart')}
        />
      </div>
    );
  }
  const lines = cart.data.Data;
  const totals = cart.data.Totals;
  if (lines.length === 0 && flow.step !== 'success') {
    return (
      <div>
        <PageHeader title={t('checkout.title')} />
        <Notice
          title={t('cart.empty.title')}
          body={t('cart.empty.hint')}
          to="/ivy/productList"
          action={t('cart.empty.browse')}
        />
      </div>
    );
  }
  const stockBlocks = checkStock(lines, flags?.isRestrictSIHProducts ?? false).level === 'error';
  if (!totals || ((!totals.AllowToCheckout || stockBlocks) && flow.step !== 'success')) {
    return (
      <div>
        <PageHeader title={t('checkout.title')} />
        <Notice
          title={t('checkout.notAllowed')}
          body={t('checkout.notAllowedHint')}
          to="/ivy/viewCart"
          action={t('checkout.backToCart')}
        />
      </div>
    );
  }

  const addressList = addresses.data ?? [];
  const addressId =
    chosenAddress !== null && addressList.some((a) => a.RetAddress_Id === chosenAddress)
      ? chosenAddress
      : initialAddressId(addressList);
  const address = addressList.find((a) => a.RetAddress_Id === addressId) ?? null;
  const standard = dates.data ? parseApiDate(dates.data.StandardDeliveryDate) : null;
  const expressDate =
    flags?.isEnableExpressDelivery && dates.data?.ExpressDeliveryDate
      ? parseApiDate(dates.data.ExpressDeliveryDate)
      : null;
  const expressChosen = express && expressDate !== null;
  const deliveryDate: CalendarDate | null = standard
    ? submitDeliveryDate({ standard, express: expressDate, expressChosen })
    : null;
  const termsRequired = flags?.isEnableAcceptTermsAndConditions ?? false;
  const foc = cart.data.IsFOC;
  const labels = cartLabels(settings?.showCartLabels ?? []);
  const facts: OrderFacts | null =
    deliveryDate && address
      ? {
          total: foc ? t('cart.focMode.free') : money(totals.NetAmount),
          itemCount: lines.length,
          date: formatDisplayDate(deliveryDate),
          express: expressChosen,
          address: addressLines(address).join(', '),
        }
      : null;

  const loadDates = async () => {
    const result = await dates.refetch();
    if (result.isError || !result.data) {
      dispatch({ type: 'failed', message: errorMessage(result.error, t) });
      return;
    }
    if (!result.data.ExpressDeliveryDate) setExpress(false);
    dispatch({ type: 'loaded' });
  };

  const placeOrder = () => {
    let ok = true;
    if (addressId === null) {
      setAddressError(t('checkout.address.required'));
      addressRef.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
      ok = false;
    }
    if (termsRequired && !terms) {
      setTermsError(t('checkout.terms.required'));
      if (ok) termsRef.current?.focus();
      ok = false;
    }
    if (!ok) return;
    dispatch({ type: 'open' });
    void loadDates();
  };

  const submit = async () => {
    if (!deliveryDate || addressId === null) return;
    const body: TOrderSubmitRequest = { DeliveryDate: formatApiDate(deliveryDate), AddressId: addressId };
    const key = keeper.keyFor(submitFingerprint(body, lines));
    try {
      const orderIds = await submitOrder(body, key);
      keeper.done();
      dispatch({ type: 'succeeded', orderIds });
      // An earlier attempt's failure notice is out of date now.
      if (failureNotice.current !== null) dismissNotice(failureNotice.current);
      notify.success(t('checkout.orderSubmit', { count: Math.max(1, orderIds.length) }));
      navigate(ORDERS_PATH, { replace: true });
      window.scrollTo({ top: 0 });
      // The cart is empty now, the product cards hold nothing, and the order history has new orders.
      void invalidateCart(queryClient);
      void queryClient.invalidateQueries({
        predicate: (q) => typeof q.queryKey[0] === 'string' && /order/i.test(q.queryKey[0]),
      });
    } catch (error) {
      failureNotice.current = notify.error(t('checkout.error.somethingWentWrong'));
      dispatch({ type: 'failed', message: errorMessage(error, t) });
      // A refused order (a changed cart, a date no longer offered) shows the cart and dates as they are now.
      if (!mayHaveSucceeded(error)) {
        void queryClient.invalidateQueries({ queryKey: cartKeys.all });
      }
    }
  };

  const placeButton = (extra = '') => (
    <Button onClick={placeOrder} className={`min-h-12 text-base ${extra}`} data-testid="place-order">
      {t('checkout.placeOrder')}
    </Button>
  );

  const stepTitle = (n: number, text: string, id: string) => (
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

  const dateText = (d: CalendarDate | null) => (d ? formatDisplayDate(d) : '—');

  return (
    <div>
      <PageHeader
        title={t('checkout.title')}
        back={{ to: '/ivy/viewCart', label: t('checkout.backToCart') }}
      />
      <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-6">
        <div className="min-w-0 space-y-4">
          <div ref={addressRef}>
            <AddressSection
              query={addresses}
              actionsSetting={settings?.deliveryAddressActions ?? []}
              selectedId={addressId}
              onSelect={(id) => {
                setChosenAddress(id);
                setAddressError(null);
              }}
              error={addressError}
            />
          </div>

          <section
            aria-labelledby="delivery-title"
            className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
            data-testid="delivery-section"
          >
            {stepTitle(2, t('checkout.delivery.title'), 'delivery-title')}
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
            ) : (
              <p className="flex items-center gap-2 text-sm text-slate-800" data-testid="delivery-standard">
                <Clock size={18} aria-hidden="true" className="text-brand" />
                <span>
                  <span className="font-semibold">{t('checkout.delivery.standard')}</span>{' '}
                  <span className="tabular-nums">
                    {t('checkout.delivery.on', { date: dateText(standard) })}
                  </span>
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

          {foc ? (
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
              {stepTitle(3, t('checkout.payment.title'), 'payment-title')}
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
          )}

          {termsRequired ? (
            <div>
              <div
                className={`flex items-start gap-3 rounded-xl border px-3 py-3 ${termsError ? 'border-red-300 bg-red-50/60' : 'border-slate-200 bg-white'}`}
              >
                <input
                  ref={termsRef}
                  id="accept-terms"
                  type="checkbox"
                  checked={terms}
                  onChange={(e) => {
                    setTerms(e.target.checked);
                    setTermsError(null);
                  }}
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
                    onClick={() => setTermsOpen(true)}
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
          ) : null}
        </div>

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
          <div className="mt-4 hidden lg:block">{placeButton('w-full')}</div>
        </aside>
      </div>

      <div aria-hidden="true" className="h-24 lg:hidden" />
      <div className="fixed inset-x-0 bottom-0 z-20 border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-4px_16px_rgba(15,23,42,0.08)] backdrop-blur lg:hidden">
        <div className="mx-auto flex h-[76px] max-w-7xl items-center gap-3 px-4">
          <p className="min-w-0 flex-1 leading-tight">
            <span className="block text-xs text-slate-600">{t('checkout.confirm.total')}</span>
            <span className="block text-lg font-bold text-slate-900 tabular-nums">
              {foc ? t('cart.focMode.free') : money(totals.NetAmount)}
            </span>
          </p>
          {placeButton('px-5')}
        </div>
      </div>

      <TermsDialog
        open={termsOpen}
        onClose={() => setTermsOpen(false)}
        onAccept={() => {
          setTerms(true);
          setTermsError(null);
          setTermsOpen(false);
        }}
      />
      <OrderDialog
        state={flow}
        facts={facts}
        otp={{
          resendEnabled: flags?.isEnableResendOtp ?? false,
          resendSeconds: settings?.otpResendSeconds ?? 30,
        }}
        onClose={() => dispatch({ type: 'close' })}
        onConfirm={() => {
          const needsOtp = flags?.otpAuthBeforeOrder ?? false;
          dispatch({ type: 'confirm', needsOtp });
          if (!needsOtp) void submit();
        }}
        onOtpVerified={() => {
          dispatch({ type: 'otpVerified' });
          void submit();
        }}
        onRetry={() => {
          const during = flow.step === 'failure' ? flow.during : 'submitting';
          dispatch({ type: 'retry' });
          if (during === 'loading') void loadDates();
          else void submit();
        }}
      />
    </div>
  );
}
