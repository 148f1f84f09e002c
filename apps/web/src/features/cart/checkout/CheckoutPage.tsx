import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header';
import { AddressSection } from './AddressSection';
import { CheckoutGate } from './CheckoutGate';
import {
  CheckoutSummary,
  DeliverySection,
  MobileOrderBar,
  PaymentSection,
  TermsCheck,
} from './CheckoutSections';
import { OrderDialog } from './OrderDialog';
import { TermsDialog } from './TermsDialog';
import { type CheckoutModel, useCheckout } from './use-checkout';

function CheckoutView({ checkout: c }: { checkout: CheckoutModel }) {
  const { t } = useTranslation();
  return (
    <div>
      <PageHeader
        title={t('checkout.title')}
        back={{ to: '/ivy/viewCart', label: t('checkout.backToCart') }}
      />
      <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-6">
        <div className="min-w-0 space-y-4">
          <div ref={c.addressRef}>
            <AddressSection
              query={c.addresses}
              actionsSetting={c.settings?.deliveryAddressActions ?? []}
              selectedId={c.addressId}
              onSelect={c.selectAddress}
              error={c.addressError}
            />
          </div>
          <DeliverySection
            settings={c.settings}
            dates={c.dates}
            standard={c.standard}
            expressDate={c.expressDate}
            expressChosen={c.expressChosen}
            setExpress={c.setExpress}
          />
          <PaymentSection foc={c.foc} />
          {c.termsRequired ? (
            <TermsCheck
              terms={c.terms}
              termsError={c.termsError}
              termsRef={c.termsRef}
              checkTerms={c.checkTerms}
              openTerms={c.openTerms}
            />
          ) : null}
        </div>
        <CheckoutSummary totals={c.totals} labels={c.labels} foc={c.foc} placeOrder={c.placeOrder} />
      </div>
      <MobileOrderBar totalText={c.totalText} placeOrder={c.placeOrder} />
      <TermsDialog open={c.termsOpen} onClose={c.closeTerms} onAccept={c.acceptTerms} />
      <OrderDialog
        state={c.flow}
        facts={c.facts}
        otp={c.otp}
        onClose={c.closeDialog}
        onConfirm={c.confirm}
        onOtpVerified={c.otpVerified}
        onRetry={c.retry}
      />
    </div>
  );
}

/**
 * Checkout (route checkout): the delivery address, standard or express delivery with both dates,
 * the payment method (none for a free trial (FOC) order: nothing to pay), the terms when the client
 * asks for them, then the order dialog (confirm, the
 * order code when otpAuthBeforeOrder, submit with one Idempotency-Key per attempt). A placed order
 * says so and opens the order history. State and actions live in use-checkout.ts; the guard screens
 * in CheckoutGate.tsx; the sections in CheckoutSections.tsx.
 */
export default function CheckoutPage() {
  const state = useCheckout();
  if (state.gate) return <CheckoutGate gate={state.gate} />;
  return <CheckoutView checkout={state.checkout} />;
}
