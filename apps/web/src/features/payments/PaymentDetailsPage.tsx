import type { TPayment } from '@restock/domain/contracts/payments';
import { ArrowLeft, ReceiptText } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { EmptyState, ErrorPanel, ListSkeleton } from '../../components/ui/list-states';
import { PageHeader } from '../../components/ui/page-header';
import { useAppConfig } from '../../lib/app-config';
import { displayApiDate, displayInstantDate, displayInstantTime, useMoney } from '../../lib/format';
import { usePaymentDetails } from './api';
import { BillStatus } from './BillRow';

const BACK = '/ivy/myPayment';

const PAYMENT_LOOK: Record<TPayment['Status'], string> = {
  success: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  failure: 'bg-red-50 text-red-800 ring-red-200',
  cancelled: 'bg-slate-100 text-slate-700 ring-slate-200',
  initiated: 'bg-amber-50 text-amber-800 ring-amber-200',
};

function Field({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
      <dd className="mt-0.5 text-sm break-words text-slate-900" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/**
 * Payment details of one invoice (route paymentDetails/{invoiceId}, isEnablePaymentDetails): its
 * number, date, status, amount and what is paid, and every payment that named it with mode,
 * transaction id, bank reference and, for one that failed, why.
 */
export default function PaymentDetailsPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const config = useAppConfig().data;
  const enabled = !!config && config.hasMenu('IvyPayment') && config.settings.flags.isEnablePaymentDetails;
  const invoiceId = Number(useParams().invoiceId ?? '0');
  const details = usePaymentDetails(Number.isInteger(invoiceId) ? invoiceId : 0, enabled);

  let body: ReactNode;
  if (!config || (enabled && details.isPending && invoiceId > 0))
    body = <ListSkeleton rows={2} height="h-40" />;
  else if (!enabled)
    body = <EmptyState heading icon={ReceiptText} title={t('payments.details.notEnabled')} />;
  else if (details.isError || !details.data)
    body = <ErrorPanel error={details.error} onRetry={() => void details.refetch()} />;
  else {
    const { Invoice: inv, Payments: payments } = details.data;
    body = (
      <div className="grid gap-5 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:items-start">
        <section
          className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
          data-testid="details-invoice"
        >
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="text-xs font-medium text-slate-500">{t('payments.details.invoice')}</p>
              <h2
                className="text-lg font-semibold break-words text-slate-900"
                data-testid="details-invoice-no"
              >
                {inv.InvoiceNo}
              </h2>
            </div>
            <span data-testid="details-status" data-status={inv.Status}>
              <BillStatus status={inv.Status} />
            </span>
          </div>
          <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3">
            <Field label={t('payments.details.date')}>{displayApiDate(inv.InvoiceDate)}</Field>
            <Field label={t('payments.details.order')}>{inv.OrderNo}</Field>
            <Field label={t('payments.details.distributor')}>{inv.DistributorName}</Field>
            <Field label={t('payments.details.amount')}>{money(inv.NetAmount)}</Field>
            <Field label={t('payments.details.paid')} testId="details-paid">
              {money(inv.PaidAmount)}
            </Field>
            <Field label={t('payments.details.outstanding')}>
              <span className="font-semibold">{money(inv.OutstandingAmount)}</span>
            </Field>
          </dl>
        </section>
        <section aria-labelledby="payments-history">
          <h2 id="payments-history" className="mb-3 text-base font-semibold text-slate-900">
            {t('payments.details.history')}
          </h2>
          {payments.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-5 text-sm text-slate-600">
              {t('payments.details.noPayments')}
            </p>
          ) : (
            <ul className="space-y-3" data-testid="details-payments">
              {payments.map((p) => (
                <li
                  key={p.TxnId}
                  className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
                  data-testid="details-payment"
                  data-status={p.Status}
                >
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <p className="text-base font-semibold text-slate-900 tabular-nums">
                      {money(p.InvoiceAmount)}
                    </p>
                    <span
                      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${PAYMENT_LOOK[p.Status]}`}
                    >
                      {t(`payments.paymentStatus.${p.Status}`)}
                    </span>
                  </div>
                  <dl className="mt-3 grid grid-cols-1 gap-x-4 gap-y-2 sm:grid-cols-2">
                    <Field label={t('payments.details.txnId')} testId="details-txn">
                      <span className="font-mono text-xs">{p.TxnId}</span>
                    </Field>
                    <Field label={t('payments.details.paidOn')}>
                      {displayInstantDate(p.CompletedAt ?? p.StartedAt)}{' '}
                      {displayInstantTime(p.CompletedAt ?? p.StartedAt)}
                    </Field>
                    {p.Mode ? <Field label={t('payments.details.mode')}>{p.Mode}</Field> : null}
                    {p.BankReference ? (
                      <Field label={t('payments.details.bankRef')}>{p.BankReference}</Field>
                    ) : null}
                    {p.Amount !== p.InvoiceAmount ? (
                      <Field label={t('payments.details.total')}>{money(p.Amount)}</Field>
                    ) : null}
                    {p.FailureReason ? (
                      <Field label={t('payments.details.failureReason')}>
                        <span className="text-red-700">{p.FailureReason}</span>
                      </Field>
                    ) : null}
                  </dl>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-6xl">
      <Link
        to={BACK}
        className="mb-2 inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand hover:underline"
      >
        <ArrowLeft size={18} aria-hidden="true" />
        {t('payments.details.back')}
      </Link>
      <PageHeader title={t('payments.details.title')} />
      {body}
    </div>
  );
}
