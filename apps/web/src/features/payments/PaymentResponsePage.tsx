import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, Clock, ShieldAlert, XCircle } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ErrorPanel, ListSkeleton } from '../../components/ui/list-states';
import { PageHeader } from '../../components/ui/page-header';
import { displayInstantDate, displayInstantTime, useMoney } from '../../lib/format';
import { invalidatePayments, usePaymentStatus } from './api';

const LOOK = {
  success: { icon: CheckCircle2, ring: 'bg-emerald-50 text-emerald-700' },
  failure: { icon: XCircle, ring: 'bg-red-50 text-red-700' },
  cancelled: { icon: XCircle, ring: 'bg-slate-100 text-slate-700' },
  initiated: { icon: Clock, ring: 'bg-amber-50 text-amber-700' },
} as const;

/**
 * The payment's outcome (route paymentResponse): where the gateway sends the browser back
 * (?txnid=...; &code=E024 when its answer could not be verified). The outcome is read from our
 * server (PaymentStatus), never from the address, so a hand-made address shows nothing paid.
 */
export default function PaymentResponsePage() {
  const { t } = useTranslation();
  const money = useMoney();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const txnId = (params.get('txnid') ?? '').slice(0, 40);
  const unverified = params.get('code') === 'E024';
  const status = usePaymentStatus(/^[A-Za-z0-9_-]{1,25}$/.test(txnId) ? txnId : '');

  // The lists and totals are out of date once a payment has ended.
  useEffect(() => {
    if (status.data && status.data.Status !== 'initiated') void invalidatePayments(queryClient);
  }, [status.data, queryClient]);

  let title: string;
  let body: string;
  let look: (typeof LOOK)[keyof typeof LOOK];
  const data = status.data;
  if (unverified && (!data || data.Status === 'initiated')) {
    title = t('payments.response.unverifiedTitle');
    body = t('payments.response.unverifiedBody');
    look = { icon: ShieldAlert, ring: 'bg-red-50 text-red-700' };
  } else if (data?.Status === 'success') {
    title = t('payments.response.successTitle');
    body = t('payments.response.successBody', { amount: money(data.Amount) });
    look = LOOK.success;
  } else if (data?.Status === 'cancelled') {
    title = t('payments.response.cancelledTitle');
    body = t('payments.response.cancelledBody');
    look = LOOK.cancelled;
  } else if (data?.Status === 'failure') {
    title = t('payments.response.failureTitle');
    body = t('payments.response.failureBody');
    look = LOOK.failure;
  } else {
    title = t('payments.response.pendingTitle');
    body = t('payments.response.pendingBody');
    look = LOOK.initiated;
  }
  const Icon = look.icon;

  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader title={t('payments.response.title')} />
      {status.isPending && txnId !== '' && !unverified ? (
        <ListSkeleton rows={1} height="h-56" />
      ) : status.isError && !unverified ? (
        <ErrorPanel error={status.error} onRetry={() => void status.refetch()} />
      ) : (
        <section
          className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm"
          data-testid="payment-response"
          data-status={
            unverified && (!data || data.Status === 'initiated')
              ? 'unverified'
              : (data?.Status ?? 'initiated')
          }
        >
          <span className={`mx-auto flex size-16 items-center justify-center rounded-full ${look.ring}`}>
            <Icon size={34} aria-hidden="true" />
          </span>
          <h2 className="mt-4 text-xl font-semibold text-slate-900">{title}</h2>
          <p className="mt-1 text-sm text-slate-600">{body}</p>
          {data ? (
            <dl className="mx-auto mt-5 grid max-w-md grid-cols-1 gap-3 text-left sm:grid-cols-2">
              <div>
                <dt className="text-xs font-medium text-slate-500">{t('payments.response.txnId')}</dt>
                <dd className="font-mono text-sm break-all text-slate-900" data-testid="response-txn">
                  {data.TxnId}
                </dd>
              </div>
              <div>
                <dt className="text-xs font-medium text-slate-500">{t('payments.details.paidOn')}</dt>
                <dd className="text-sm text-slate-900">
                  {displayInstantDate(data.CompletedAt ?? data.StartedAt)}{' '}
                  {displayInstantTime(data.CompletedAt ?? data.StartedAt)}
                </dd>
              </div>
              {data.Mode ? (
                <div>
                  <dt className="text-xs font-medium text-slate-500">{t('payments.details.mode')}</dt>
                  <dd className="text-sm text-slate-900">{data.Mode}</dd>
                </div>
              ) : null}
              {data.BankReference ? (
                <div>
                  <dt className="text-xs font-medium text-slate-500">{t('payments.details.bankRef')}</dt>
                  <dd className="text-sm break-all text-slate-900">{data.BankReference}</dd>
                </div>
              ) : null}
              {data.FailureReason ? (
                <div className="sm:col-span-2">
                  <dt className="text-xs font-medium text-slate-500">
                    {t('payments.details.failureReason')}
                  </dt>
                  <dd className="text-sm text-red-700">{data.FailureReason}</dd>
                </div>
              ) : null}
              <div className="sm:col-span-2">
                <dt className="text-xs font-medium text-slate-500">{t('payments.response.invoices')}</dt>
                <dd>
                  <ul className="mt-1 divide-y divide-slate-100 text-sm">
                    {data.Invoices.map((i) => (
                      <li key={i.InvoiceId} className="flex justify-between gap-3 py-1.5">
                        <span className="break-all text-slate-800">{i.InvoiceNo}</span>
                        <span className="text-slate-900 tabular-nums">{money(i.Amount)}</span>
                      </li>
                    ))}
                  </ul>
                </dd>
              </div>
            </dl>
          ) : null}
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Link
              to="/ivy/myPayment"
              className="inline-flex min-h-11 items-center rounded-lg bg-brand px-4 text-sm font-semibold text-white hover:brightness-90"
              data-testid="response-back"
            >
              {data && data.Status !== 'success'
                ? t('payments.response.retry')
                : t('payments.response.toPayments')}
            </Link>
          </div>
        </section>
      )}
    </div>
  );
}
