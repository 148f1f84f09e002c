import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { errorMessage } from '../../../lib/api';
import type { CheckoutGateState } from './use-checkout';

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

/** What checkout shows instead of the form: the cart loading, failed, empty, or not to be ordered. */
export function CheckoutGate({ gate }: { gate: CheckoutGateState }) {
  const { t } = useTranslation();
  if (gate.kind === 'loading') {
    return (
      <div role="status" aria-label={t('common.loading')} className="animate-pulse space-y-4">
        <div className="h-8 w-40 rounded bg-slate-200" />
        <div className="h-40 rounded-2xl bg-white" />
        <div className="h-32 rounded-2xl bg-white" />
      </div>
    );
  }
  if (gate.kind === 'cartError') {
    return (
      <div>
        <PageHeader title={t('checkout.title')} />
        <Notice
          title={t('checkout.cartError')}
          body={errorMessage(gate.error, t)}
          to="/ivy/viewCart"
          action={t('checkout.backToCart')}
        />
      </div>
    );
  }
  if (gate.kind === 'empty') {
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
