import type { TBill } from '@restock/domain/contracts/payments';
import { paiseToNumber } from '@restock/domain/rules/pricing';
import { CheckCircle2, CreditCard, ReceiptText, Wallet } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { EmptyState, ErrorPanel, ListFooter, ListSkeleton } from '../../components/ui/list-states';
import { PageHeader } from '../../components/ui/page-header';
import { Spinner } from '../../components/ui/spinner';
import { useAppConfig } from '../../lib/app-config';
import { useMoney } from '../../lib/format';
import { useBills, useOutstanding } from './api';
import { BILL_COLUMNS, BillRow } from './BillRow';
import { usePay } from './use-pay';

const PATH = '/ivy/myPayment';

type Tab = 'unpaid' | 'paid';

/**
 * My payments (route myPayment, menu IvyPayment): the invoices to pay at the selected distributor
 * with the outstanding total (isShowOsAmount), chosen and paid in full or in part through the
 * gateway; the paid invoices on a tab of their own (isShowPaidInvoiceTab); each invoice's payment
 * details (isEnablePaymentDetails). The tab is in the address (?tab=paid).
 */
export default function MyPaymentPage() {
  const { t } = useTranslation();
  const config = useAppConfig().data;
  const allowed = config?.hasMenu('IvyPayment') ?? false;
  const flags = config?.settings.flags;
  const [params] = useSearchParams();
  const showPaidTab = !!flags?.isShowPaidInvoiceTab;
  const tab: Tab = showPaidTab && params.get('tab') === 'paid' ? 'paid' : 'unpaid';
  const withDetails = !!flags?.isEnablePaymentDetails;

  const tabs: Array<{ id: Tab; to: string; icon: typeof Wallet; label: string }> = [
    { id: 'unpaid', to: PATH, icon: Wallet, label: t('payments.tabs.unpaid') },
    { id: 'paid', to: `${PATH}?tab=paid`, icon: CheckCircle2, label: t('payments.tabs.paid') },
  ];

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader title={t('payments.title')} description={t('payments.description')} />
      {!config ? (
        <ListSkeleton rows={3} height="h-24" />
      ) : !allowed ? (
        <EmptyState
          heading
          testId="feature-not-enabled"
          icon={Wallet}
          title={t('payments.notEnabled.title')}
          body={t('payments.notEnabled.body')}
        />
      ) : (
        <>
          {flags?.isShowOsAmount ? <OutstandingCard /> : null}
          {showPaidTab ? (
            <nav aria-label={t('payments.tabs.label')} className="mb-5">
              <ul className="inline-flex w-full rounded-xl bg-slate-100 p-1 sm:w-auto">
                {tabs.map((item) => {
                  const current = item.id === tab;
                  const Icon = item.icon;
                  return (
                    <li key={item.id} className="flex-1 sm:flex-none">
                      <Link
                        to={item.to}
                        replace
                        aria-current={current ? 'page' : undefined}
                        data-testid={`payments-tab-${item.id}`}
                        className={`flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 text-sm font-semibold whitespace-nowrap transition-colors ${
                          current
                            ? 'bg-white text-slate-900 shadow-sm'
                            : 'text-slate-600 hover:text-slate-900'
                        }`}
                      >
                        <Icon size={18} aria-hidden="true" className={current ? 'text-brand' : ''} />
                        {item.label}
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </nav>
          ) : null}
          {tab === 'paid' ? <PaidList withDetails={withDetails} /> : <UnpaidList withDetails={withDetails} />}
        </>
      )}
    </div>
  );
}

function OutstandingCard() {
  const { t } = useTranslation();
  const money = useMoney();
  const outstanding = useOutstanding();
  const o = outstanding.data;
  return (
    <section
      className="mb-5 flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      data-testid="outstanding"
    >
      <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-210 text-brand">
        <ReceiptText size={24} aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <h2 className="text-sm font-medium text-slate-600">
          {t('payments.outstanding.title')}
          {o?.DistributorName ? ` ${t('payments.outstanding.at', { name: o.DistributorName })}` : ''}
        </h2>
        <p className="text-2xl font-bold text-slate-900 tabular-nums" data-testid="outstanding-total">
          {o ? money(o.TotalOutstanding) : '…'}
        </p>
        <p className="text-sm text-slate-600" data-testid="outstanding-count">
          {o ? t('payments.outstanding.count', { count: o.InvoiceCount }) : ''}
        </p>
      </div>
    </section>
  );
}

function detailsLink(bill: TBill, withDetails: boolean): string | undefined {
  return withDetails ? `/ivy/paymentDetails/${bill.InvoiceId}` : undefined;
}

function ColumnTitles({ leading }: { leading?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div
      className={`flex items-center gap-3 border-b border-slate-200 bg-slate-50 px-3 py-1 ${BILL_COLUMNS}`}
    >
      {leading ?? <span className="hidden lg:block" />}
      {(['invoice', 'date', 'amount', 'paid', 'outstanding'] as const).map((col) => (
        <span
          key={col}
          aria-hidden="true"
          className={`hidden min-w-0 text-xs font-semibold tracking-wide break-words text-slate-600 uppercase lg:block ${
            ['amount', 'paid', 'outstanding'].includes(col) ? 'text-right' : ''
          }`}
        >
          {t(`payments.columns.${col}`)}
        </span>
      ))}
      <span className="hidden lg:block" />
    </div>
  );
}

function UnpaidList({ withDetails }: { withDetails: boolean }) {
  const { t } = useTranslation();
  const money = useMoney();
  const list = useBills('pending');
  const outstanding = useOutstanding();
  const bills = (list.data?.pages ?? []).flatMap((p) => p.bills);
  const pay = usePay(bills, outstanding.data);
  const amountId = useId();
  const hintId = useId();

  if (list.isPending) return <ListSkeleton rows={3} height="h-28" />;
  if (list.isError && bills.length === 0)
    return <ErrorPanel error={list.error} onRetry={() => void list.refetch()} />;
  if (bills.length === 0)
    return (
      <EmptyState
        heading
        testId="bills-empty"
        icon={CheckCircle2}
        title={t('payments.empty.unpaidTitle')}
        body={t('payments.empty.unpaidBody')}
      />
    );

  const maxText = money(paiseToNumber(pay.owed));
  return (
    <>
      <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm lg:rounded-xl">
        <ColumnTitles
          leading={
            <label className="flex min-h-11 items-center gap-3 text-sm font-medium text-slate-700 lg:contents">
              <span className="flex size-11 shrink-0 items-center justify-center">
                <input
                  type="checkbox"
                  checked={pay.allChosen}
                  ref={(el) => {
                    if (el) el.indeterminate = pay.chosen.length > 0 && !pay.allChosen;
                  }}
                  onChange={pay.toggleAll}
                  className="size-5 accent-brand"
                  data-testid="bill-select-all"
                />
              </span>
              <span className="lg:sr-only">{t('payments.pay.selectAll', { count: bills.length })}</span>
            </label>
          }
        />
        <ul data-testid="bill-list" data-kind="pending" className="divide-y divide-slate-200">
          {bills.map((bill) => (
            <BillRow
              key={bill.InvoiceNo}
              bill={bill}
              money={money}
              checked={pay.selected.has(bill.InvoiceNo)}
              onToggle={() => pay.toggle(bill.InvoiceNo)}
              detailsTo={detailsLink(bill, withDetails)}
            />
          ))}
        </ul>
      </div>
      <BillsFooter list={list} shown={bills.length} />

      {/* The pay bar stays in reach at the bottom while the list scrolls. */}
      <div className="sticky bottom-0 z-20 -mx-4 mt-4 border-t border-slate-200 bg-white/95 px-4 pt-3 pb-[calc(env(safe-area-inset-bottom)+0.75rem)] shadow-[0_-4px_16px_rgba(15,23,42,0.08)] backdrop-blur sm:bottom-4 sm:mx-0 sm:rounded-xl sm:border sm:pb-3">
        {pay.chosen.length === 0 ? (
          <p className="py-2 text-sm text-slate-700" data-testid="pay-hint">
            {t('payments.pay.hint')}
          </p>
        ) : (
          <div className="flex flex-col gap-3 lg:flex-row lg:items-end">
            <div className="min-w-0 flex-1">
              <p className="text-sm font-medium text-slate-800" aria-live="polite" data-testid="pay-chosen">
                {t('payments.pay.chosen', { count: pay.chosen.length })} · {maxText}
              </p>
              <fieldset className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1">
                {(['full', 'part'] as const).map((m) => (
                  <label key={m} className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
                    <input
                      type="radio"
                      name="amount-mode"
                      value={m}
                      checked={pay.mode === m}
                      onChange={() => pay.setMode(m)}
                      className="size-4 accent-brand"
                      data-testid={`pay-mode-${m}`}
                    />
                    {t(`payments.pay.${m}`)}
                  </label>
                ))}
              </fieldset>
              {pay.mode === 'part' ? (
                <div className="mt-1 max-w-xs">
                  <label htmlFor={amountId} className="block text-sm font-medium text-slate-700">
                    {t('payments.pay.amountLabel')}
                  </label>
                  <input
                    id={amountId}
                    inputMode="decimal"
                    autoComplete="off"
                    value={pay.partText}
                    onChange={(e) => pay.setPartText(e.target.value)}
                    aria-invalid={pay.partProblem ? true : undefined}
                    aria-describedby={hintId}
                    className="mt-1 min-h-11 w-full rounded-lg border border-slate-300 px-3 text-base tabular-nums focus:border-brand focus:outline-none"
                    data-testid="pay-amount"
                  />
                  <p
                    id={hintId}
                    className={`mt-1 text-xs ${pay.partProblem ? 'text-red-700' : 'text-slate-500'}`}
                    role={pay.partProblem ? 'alert' : undefined}
                  >
                    {pay.partProblem === 'invalid'
                      ? t('payments.pay.amountInvalid')
                      : pay.partProblem === 'tooHigh'
                        ? t('payments.pay.amountTooHigh', { max: maxText })
                        : t('payments.pay.amountHint', { max: maxText })}
                  </p>
                </div>
              ) : null}
            </div>
            <Button
              onClick={() => void pay.pay()}
              disabled={!pay.canPay}
              loading={pay.busy}
              className="w-full lg:w-auto lg:min-w-48"
              data-testid="pay-button"
            >
              <CreditCard size={18} aria-hidden="true" />
              {pay.amount === null || pay.amount <= 0n
                ? t('payments.pay.buttonPlain')
                : t('payments.pay.button', { amount: money(paiseToNumber(pay.amount)) })}
            </Button>
          </div>
        )}
      </div>
      {pay.redirecting ? <RedirectingNotice /> : null}
    </>
  );
}

/** While the browser leaves for the gateway: the spec's "do not refresh" notice over the screen. */
function RedirectingNotice() {
  const { t } = useTranslation();
  return (
    <div
      className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/50 p-6"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="pay-redirect-title"
      data-testid="pay-redirecting"
    >
      <div className="max-w-sm rounded-2xl bg-white p-6 text-center shadow-xl">
        <Spinner size={32} />
        <h2 id="pay-redirect-title" className="mt-3 text-lg font-semibold text-slate-900">
          {t('payments.pay.redirectingTitle')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t('payments.pay.redirectingBody')}</p>
      </div>
    </div>
  );
}

function PaidList({ withDetails }: { withDetails: boolean }) {
  const { t } = useTranslation();
  const money = useMoney();
  const list = useBills('paid');
  const bills = (list.data?.pages ?? []).flatMap((p) => p.bills);
  if (list.isPending) return <ListSkeleton rows={3} height="h-28" />;
  if (list.isError && bills.length === 0)
    return <ErrorPanel error={list.error} onRetry={() => void list.refetch()} />;
  if (bills.length === 0)
    return (
      <EmptyState
        heading
        testId="bills-empty"
        icon={ReceiptText}
        title={t('payments.empty.paidTitle')}
        body={t('payments.empty.paidBody')}
      />
    );
  return (
    <>
      <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm lg:rounded-xl">
        <ColumnTitles />
        <ul data-testid="bill-list" data-kind="paid" className="divide-y divide-slate-200">
          {bills.map((bill) => (
            <BillRow
              key={bill.InvoiceNo}
              bill={bill}
              money={money}
              detailsTo={detailsLink(bill, withDetails)}
            />
          ))}
        </ul>
      </div>
      <BillsFooter list={list} shown={bills.length} />
    </>
  );
}

/** Both tabs' footer: how many of how many are shown, and the button for the next page. */
function BillsFooter({ list, shown }: { list: ReturnType<typeof useBills>; shown: number }) {
  const { t } = useTranslation();
  const total = list.data?.pages[0]?.totalCount ?? 0;
  return (
    <ListFooter list={list} moreLabel={t('payments.showMore')}>
      <p className="text-sm text-slate-600">{t('payments.showing', { shown, count: total })}</p>
    </ListFooter>
  );
}
