import type { TOrderSubmitRequest } from '@restock/domain/contracts/checkout';
import { checkStock } from '@restock/domain/rules/cart';
import {
  type CalendarDate,
  formatApiDate,
  formatDisplayDate,
  parseApiDate,
  submitDeliveryDate,
} from '@restock/domain/rules/delivery';
import type { AppSettings } from '@restock/domain/settings';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { type Dispatch, type RefObject, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type NavigateFunction, useNavigate } from 'react-router';
import { ApiError, errorMessage } from '../../../lib/api';
import { useAppConfig } from '../../../lib/app-config';
import { useMoney } from '../../../lib/format';
import { withFeatureTexts } from '../../../lib/i18n';
import { didNotGetThrough } from '../../../lib/network-state';
import { dismissNotice, notify } from '../../../lib/notify';
import { cartKeys, invalidateCart } from '../../../ordering/cart-calls';
import { useCartDetail } from '../api';
import { cartLabels } from '../cart-lines';
import { addressLines, initialAddressId } from './address-form';
import { submitOrder, useAddresses, useDeliveryDates } from './api';
import { type IdempotencyKeeper, submitFingerprint } from './idempotency';
import type { OrderFacts } from './OrderDialog';
import { queueOrder } from './order-queue';
import { CLOSED, type SubmitEvent, type SubmitStep, submitReducer } from './submit-flow';
import { type CheckoutForm, useCheckoutForm } from './use-checkout-form';
import { useCheckoutKeeper, useEndAttemptWhenEmpty } from './use-checkout-keeper';

const ORDERS_PATH = '/ivy/orders';

/** The four screens checkout shows instead of the form. */
export type CheckoutGateState =
  | { kind: 'loading' }
  | { kind: 'cartError'; error: unknown }
  | { kind: 'empty' }
  | { kind: 'notAllowed' };

type CartData = NonNullable<ReturnType<typeof useCartDetail>['data']>;
type AddressList = NonNullable<ReturnType<typeof useAddresses>['data']>;
type DeliveryDates = ReturnType<typeof useDeliveryDates>;

/** Everything the checkout view renders and every action it can take. */
export interface CheckoutModel
  extends Pick<
    CheckoutForm,
    | 'addressError'
    | 'selectAddress'
    | 'setExpress'
    | 'terms'
    | 'termsError'
    | 'checkTerms'
    | 'termsOpen'
    | 'openTerms'
    | 'closeTerms'
    | 'acceptTerms'
  > {
  settings: AppSettings | undefined;
  addresses: ReturnType<typeof useAddresses>;
  addressId: number | null;
  addressRef: RefObject<HTMLDivElement | null>;
  dates: DeliveryDates;
  standard: CalendarDate | null;
  expressDate: CalendarDate | null;
  expressChosen: boolean;
  foc: boolean;
  termsRequired: boolean;
  termsRef: RefObject<HTMLInputElement | null>;
  totals: NonNullable<CartData['Totals']>;
  labels: ReturnType<typeof cartLabels>;
  /** The order total as shown: "Free" for a free trial (FOC) order. */
  totalText: string;
  placeOrder(): void;
  flow: SubmitStep;
  facts: OrderFacts | null;
  otp: { resendEnabled: boolean; resendSeconds: number };
  closeDialog(): void;
  confirm(): void;
  otpVerified(): void;
  retry(): void;
}

export type CheckoutState = { gate: CheckoutGateState } | { gate: null; checkout: CheckoutModel };

/** A lost answer (network, server down) may have made the orders: keep the cart as it is for the retry. */
function mayHaveSucceeded(error: unknown): boolean {
  return (
    !(error instanceof ApiError) || error.code === 'NETWORK' || error.status === 0 || error.status >= 500
  );
}

/** The chosen address (or the one checkout starts with) and the delivery dates on offer. */
function deliveryChoice(
  addressList: AddressList,
  chosenAddress: number | null,
  dates: DeliveryDates,
  expressEnabled: boolean,
  express: boolean,
) {
  const addressId =
    chosenAddress !== null && addressList.some((a) => a.RetAddress_Id === chosenAddress)
      ? chosenAddress
      : initialAddressId(addressList);
  const address = addressList.find((a) => a.RetAddress_Id === addressId) ?? null;
  const standard = dates.data ? parseApiDate(dates.data.StandardDeliveryDate) : null;
  const expressDate =
    expressEnabled && dates.data?.ExpressDeliveryDate ? parseApiDate(dates.data.ExpressDeliveryDate) : null;
  const expressChosen = express && expressDate !== null;
  const deliveryDate: CalendarDate | null = standard
    ? submitDeliveryDate({ standard, express: expressDate, expressChosen })
    : null;
  return { addressId, address, standard, expressDate, expressChosen, deliveryDate };
}

/** Retries of a submit that got no answer (same key: placed once), before it is kept for later. */
const SUBMIT_RETRY_DELAYS_MS = [500, 1000, 2000];

/** The order queue's texts: loaded when an order is kept offline. */
function offlineOrderTexts(): Promise<void> {
  return withFeatureTexts('offlineOrder', Promise.resolve());
}

/** OrderSubmit, tried again after a lost answer on a flaky connection (decision 124). */
async function submitWithRetries(body: TOrderSubmitRequest, key: string): Promise<number[]> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await submitOrder(body, key);
    } catch (error) {
      const delay = SUBMIT_RETRY_DELAYS_MS[attempt];
      if (!didNotGetThrough(error) || delay === undefined || !navigator.onLine) throw error;
      await new Promise((r) => setTimeout(r, delay * (0.75 + Math.random() / 2)));
    }
  }
}

/**
 * Submits the order with this attempt's Idempotency-Key; a placed order opens the order history.
 * When no answer comes even after the retries, the submit is kept on the device exactly as sent
 * and sent again when the network returns (the same key: the server replays it if it got through).
 */
async function submitCheckout(
  body: TOrderSubmitRequest,
  cart: CartData,
  ctx: {
    keeper: IdempotencyKeeper;
    dispatch: Dispatch<SubmitEvent>;
    failureNotice: RefObject<number | null>;
    t: TFunction;
    navigate: NavigateFunction;
    queryClient: QueryClient;
  },
) {
  const { keeper, dispatch, failureNotice, t, navigate, queryClient } = ctx;
  const key = keeper.keyFor(submitFingerprint(body, cart.Data));
  try {
    const orderIds = await submitWithRetries(body, key);
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
    if (error instanceof ApiError && error.status === 0) {
      await offlineOrderTexts();
      await queueOrder(body, cart, { key });
      dispatch({ type: 'queued' });
      return;
    }
    failureNotice.current = notify.error(t('checkout.error.somethingWentWrong'));
    dispatch({ type: 'failed', message: errorMessage(error, t) });
    // A refused order (a changed cart, a date no longer offered) shows the cart and dates as they are now.
    if (!mayHaveSucceeded(error)) {
      void queryClient.invalidateQueries({ queryKey: cartKeys.all });
    }
  }
}

/**
 * Checkout's queries, state and actions: the cart, addresses and delivery dates; the chosen address,
 * delivery type and terms; validation before the order dialog opens; the order dialog's steps
 * (submit-flow) and the submit with one Idempotency-Key per attempt. Returns the guard screen to
 * show instead while the cart is loading, failed, empty or may not be ordered.
 */
export function useCheckout(): CheckoutState {
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
  const form = useCheckoutForm();
  const [flow, dispatch] = useReducer(submitReducer, CLOSED);
  const addressRef = useRef<HTMLDivElement>(null);
  const termsRef = useRef<HTMLInputElement>(null);
  const failureNotice = useRef<number | null>(null);
  useEndAttemptWhenEmpty(cart.isSuccess && cart.data.Data.length === 0 && flow.step !== 'success');

  if (cart.isPending) return { gate: { kind: 'loading' } };
  if (cart.isError) return { gate: { kind: 'cartError', error: cart.error } };
  const lines = cart.data.Data;
  const totals = cart.data.Totals;
  if (lines.length === 0 && flow.step !== 'success') return { gate: { kind: 'empty' } };
  const stockBlocks = checkStock(lines, flags?.isRestrictSIHProducts ?? false).level === 'error';
  if (!totals || ((!totals.AllowToCheckout || stockBlocks) && flow.step !== 'success')) {
    return { gate: { kind: 'notAllowed' } };
  }

  const { addressId, address, standard, expressDate, expressChosen, deliveryDate } = deliveryChoice(
    addresses.data ?? [],
    form.chosenAddress,
    dates,
    flags?.isEnableExpressDelivery ?? false,
    form.express,
  );
  const termsRequired = flags?.isEnableAcceptTermsAndConditions ?? false;
  const foc = cart.data.IsFOC;
  const totalText = foc ? t('cart.focMode.free') : money(totals.NetAmount);
  const facts: OrderFacts | null =
    deliveryDate && address
      ? {
          total: totalText,
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
    if (!result.data.ExpressDeliveryDate) form.setExpress(false);
    dispatch({ type: 'loaded' });
  };

  const placeOrder = () => {
    let ok = true;
    if (addressId === null) {
      form.setAddressError(t('checkout.address.required'));
      addressRef.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
      ok = false;
    }
    if (termsRequired && !form.terms) {
      form.setTermsError(t('checkout.terms.required'));
      if (ok) termsRef.current?.focus();
      ok = false;
    }
    if (!ok) return;
    dispatch({ type: 'open' });
    // Offline, the delivery dates kept on the device are the ones offered (the server checks them).
    // The browser's own word, not a read that just failed: on a lossy link the calls are tried.
    if (!navigator.onLine) {
      if (dates.data) dispatch({ type: 'loaded' });
      else
        void offlineOrderTexts().then(() => dispatch({ type: 'failed', message: t('offlineOrder.noDates') }));
      return;
    }
    void loadDates();
  };

  const submit = async () => {
    if (!deliveryDate || addressId === null) return;
    const body: TOrderSubmitRequest = { DeliveryDate: formatApiDate(deliveryDate), AddressId: addressId };
    await submitCheckout(body, cart.data, { keeper, dispatch, failureNotice, t, navigate, queryClient });
  };

  // Offline, the order is kept on the device with the cart as confirmed, sent when the network
  // returns (order-queue.ts); an order that needs a texted code cannot be confirmed offline.
  const keepForLater = async (needsOtp: boolean) => {
    await offlineOrderTexts();
    if (needsOtp) {
      dispatch({ type: 'failed', message: t('offlineOrder.needsCode') });
      return;
    }
    if (!deliveryDate || addressId === null) return;
    const body: TOrderSubmitRequest = { DeliveryDate: formatApiDate(deliveryDate), AddressId: addressId };
    await queueOrder(body, cart.data);
    dispatch({ type: 'queued' });
  };

  return {
    gate: null,
    checkout: {
      ...form,
      settings,
      addresses,
      addressId,
      addressRef,
      dates,
      standard,
      expressDate,
      expressChosen,
      foc,
      termsRequired,
      termsRef,
      totals,
      labels: cartLabels(settings?.showCartLabels ?? []),
      totalText,
      placeOrder,
      flow,
      facts,
      otp: {
        resendEnabled: flags?.isEnableResendOtp ?? false,
        resendSeconds: settings?.otpResendSeconds ?? 30,
      },
      closeDialog: () => {
        // A kept order shows under the header: the retailer sees it there.
        if (flow.step === 'queued') window.scrollTo({ top: 0, behavior: 'smooth' });
        dispatch({ type: 'close' });
      },
      confirm: () => {
        const needsOtp = flags?.otpAuthBeforeOrder ?? false;
        if (!navigator.onLine) {
          dispatch({ type: 'confirm', needsOtp: false });
          void keepForLater(needsOtp);
          return;
        }
        dispatch({ type: 'confirm', needsOtp });
        if (!needsOtp) void submit();
      },
      otpVerified: () => {
        dispatch({ type: 'otpVerified' });
        void submit();
      },
      retry: () => {
        const during = flow.step === 'failure' ? flow.during : 'submitting';
        dispatch({ type: 'retry' });
        if (during === 'loading') void loadDates();
        else void submit();
      },
    },
  };
}
