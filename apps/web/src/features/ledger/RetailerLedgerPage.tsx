import type { TLedgerEntry, TRetailerLedger } from '@restock/domain/contracts/ledger';
import type { CalendarMonth } from '@restock/domain/rules/delivery';
import { ledgerMonths } from '@restock/domain/rules/ledger';
import { narrationFor, narrationLanguage } from '@restock/domain/rules/ledger-narration';
import { BookOpen, Download, FileX, Info } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { EmptyState, ErrorPanel, ListSkeleton } from '../../components/ui/list-states';
import { PageHeader } from '../../components/ui/page-header';
import { ApiError, errorMessage } from '../../lib/api';
import { useAppConfig } from '../../lib/app-config';
import { displayApiDate, useMoney } from '../../lib/format';
import { notify } from '../../lib/notify';
import { downloadLedger, useLedger, useLedgerAccount } from './api';

const monthKey = (m: CalendarMonth) => `${m.year}-${String(m.month).padStart(2, '0')}`;

/**
 * Route retailerLedger (menu RetailerLedger): the retailer's account with the selected distributor a
 * month at a time, picked among the last retailerLedgerMonthCount months; the opening balance, each
 * entry with the balance after it, the closing balance; and the month as a spreadsheet. On a phone
 * each entry is a card (date, what it was, the amount and the balance after it), which reads
 * without sideways scrolling; from tablet width it is a table. Docs/decisions/092.
 */
export default function RetailerLedgerPage() {
  const { t, i18n } = useTranslation();
  const config = useAppConfig().data;
  const allowed = config?.hasMenu('RetailerLedger') ?? false;
  const count = config?.settings.retailerLedgerMonthCount ?? 12;
  const months = useMemo(() => {
    const now = new Date();
    return ledgerMonths({ year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() }, count);
  }, [count]);
  const [picked, setPicked] = useState<string>(() => monthKey(months[0]!));
  const month = months.find((m) => monthKey(m) === picked) ?? months[0]!;
  const { account, error: accountError, retry: retryAccount } = useLedgerAccount();
  const request = account && allowed ? { ...account, Month: month.month, Year: month.year } : null;
  const ledger = useLedger(request);
  const [exporting, setExporting] = useState(false);
  const monthNames = t('calendar.months', { returnObjects: true }) as unknown;
  const monthLabel = (m: CalendarMonth) =>
    `${Array.isArray(monthNames) ? monthNames[m.month - 1] : m.month} ${m.year}`;
  const empty = ledger.error instanceof ApiError && ledger.error.code === 'noRetailerLedgerError';

  const exportMonth = async () => {
    if (!request) return;
    setExporting(true);
    try {
      // The file's texts and narrations in the screen's language (decision 097).
      const name = await downloadLedger({
        ...request,
        Language: narrationLanguage(i18n.resolvedLanguage ?? i18n.language),
      });
      notify.success(t('ledger.exported', { name }));
    } catch (error) {
      notify.error(errorMessage(error, t));
    } finally {
      setExporting(false);
    }
  };

  if (!allowed)
    return (
      <div className="mx-auto max-w-5xl">
        <PageHeader title={t('ledger.title')} />
        <EmptyState
          icon={BookOpen}
          title={t('ledger.notEnabled.title')}
          body={t('ledger.notEnabled.body')}
          look="page"
        />
      </div>
    );

  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader
        title={t('ledger.title')}
        description={t('ledger.description')}
        actions={
          // A month without entries has nothing to export: the button is not offered.
          empty ? undefined : (
            <Button
              variant="secondary"
              onClick={() => void exportMonth()}
              loading={exporting}
              disabled={!ledger.data}
              data-testid="ledger-export"
            >
              <Download size={18} aria-hidden="true" />
              {t('ledger.export')}
            </Button>
          )
        }
      />
      <div className="mb-5 flex flex-wrap items-end gap-3">
        <label className="flex min-w-56 flex-col gap-1 text-sm font-medium text-slate-700">
          {t('ledger.month')}
          <select
            value={picked}
            onChange={(e) => setPicked(e.target.value)}
            data-testid="ledger-month"
            className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30"
          >
            {months.map((m) => (
              <option key={monthKey(m)} value={monthKey(m)}>
                {monthLabel(m)}
              </option>
            ))}
          </select>
        </label>
        {ledger.data ? (
          <p className="pb-2 text-sm text-slate-600">
            {t('ledger.with', { name: ledger.data.DistributorName })}
          </p>
        ) : null}
      </div>
      {accountError && !account ? (
        <ErrorPanel error={accountError} onRetry={retryAccount} />
      ) : !request || ledger.isPending ? (
        <ListSkeleton rows={4} height="h-20" />
      ) : empty ? (
        <EmptyState
          icon={FileX}
          title={t('common.alerts.error.noRetailerLedgerError')}
          body={t('ledger.emptyBody', { month: monthLabel(month) })}
          look="page"
          testId="ledger-empty"
        />
      ) : ledger.isError ? (
        <ErrorPanel error={ledger.error} onRetry={() => void ledger.refetch()} />
      ) : (
        <Statement ledger={ledger.data} />
      )}
    </div>
  );
}

function useBalance() {
  const { t } = useTranslation();
  const money = useMoney();
  // Indian account statements write a balance with Dr (the retailer owes) or Cr (in its favour).
  return (value: number) =>
    value === 0 ? money(0) : `${money(Math.abs(value))} ${value > 0 ? t('ledger.dr') : t('ledger.cr')}`;
}

function Statement({ ledger }: { ledger: TRetailerLedger }) {
  const { t } = useTranslation();
  const money = useMoney();
  const balance = useBalance();
  const tiles: Array<[string, string, string]> = [
    ['opening', t('ledger.opening'), balance(ledger.OpeningBalance)],
    ['debit', t('ledger.totalDebit'), money(ledger.TotalDebit)],
    ['credit', t('ledger.totalCredit'), money(ledger.TotalCredit)],
    ['closing', closingLabel(ledger, t), balance(ledger.ClosingBalance)],
  ];
  return (
    <>
      <dl className="mb-5 grid grid-cols-2 gap-3 md:grid-cols-4" data-testid="ledger-summary">
        {tiles.map(([id, label, value]) => (
          <div
            key={id}
            className={`rounded-xl border p-3 ${id === 'closing' ? 'border-brand/40 bg-brand-210' : 'border-slate-200 bg-white'}`}
          >
            <dt className="text-xs font-medium text-slate-600">{label}</dt>
            <dd
              className="mt-1 text-base font-semibold tabular-nums text-slate-900"
              data-testid={`ledger-${id}`}
            >
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {/* Why this balance and My payments' outstanding differ (credit notes; decision 117), shown in every month. */}
      <p
        className="-mt-2 mb-5 flex items-start gap-2 text-xs text-slate-600"
        data-testid="ledger-balance-note"
      >
        <Info size={14} className="mt-0.5 shrink-0" aria-hidden="true" />
        <span>{t('ledger.balanceNote')}</span>
      </p>
      <EntryCards ledger={ledger} />
      <EntryTable ledger={ledger} />
    </>
  );
}

function kindTone(kind: TLedgerEntry['Kind']): string {
  if (kind === 'INV' || kind === 'DN') return 'bg-amber-100 text-amber-900';
  if (kind === 'OB') return 'bg-slate-100 text-slate-800';
  return 'bg-emerald-100 text-emerald-900';
}

function KindBadge({ kind }: { kind: TLedgerEntry['Kind'] }) {
  const { t } = useTranslation();
  return (
    <span className={`inline-block rounded-md px-2 py-0.5 text-xs font-semibold ${kindTone(kind)}`}>
      {t(`ledger.kinds.${kind}`)}
    </span>
  );
}

/** The device's date as an API date (YYYY-MM-DD). */
function todayText(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** The month's last day, or today while the month is running. */
function lastDay(ledger: TRetailerLedger): string {
  // The earlier of two YYYY-MM-DD dates (text order is date order).
  return [ledger.ToDate, todayText()].sort()[0]!;
}

/** "Closing balance", or "Balance today" while the month is running. */
function closingLabel(ledger: TRetailerLedger, t: (key: string) => string): string {
  return ledger.ToDate > todayText() ? t('ledger.balanceToday') : t('ledger.closing');
}

/**
 * An entry's narration in the screen's language: rendered from its code (rules/ledger-narration,
 * decision 097), or the text as the distributor's service sent it.
 */
function useNarration(): (e: TLedgerEntry) => string {
  const { i18n } = useTranslation();
  const language = narrationLanguage(i18n.resolvedLanguage ?? i18n.language);
  return (e) =>
    narrationFor({ narration: e.Narration, code: e.NarrationCode, params: e.NarrationParams }, language);
}

/** Phones: a card per entry, between an opening and a closing line. */
function EntryCards({ ledger }: { ledger: TRetailerLedger }) {
  const { t } = useTranslation();
  const narration = useNarration();
  const money = useMoney();
  const balance = useBalance();
  return (
    <ol className="space-y-2 md:hidden" data-testid="ledger-cards">
      <li className="flex items-center justify-between gap-3 rounded-xl bg-slate-100 px-4 py-3 text-sm">
        <span className="min-w-0">
          <span className="block font-medium text-slate-800">{t('ledger.opening')}</span>
          <span className="block text-xs text-slate-600">{displayApiDate(ledger.FromDate)}</span>
        </span>
        <span className="font-semibold whitespace-nowrap tabular-nums text-slate-900">
          {balance(ledger.OpeningBalance)}
        </span>
      </li>
      {ledger.Entries.map((e, i) => (
        <li
          // Entries have no id of their own in the answer; their order within the month is fixed.
          // biome-ignore lint/suspicious/noArrayIndexKey: the statement's order is the key
          key={i}
          className="rounded-xl border border-slate-200 bg-white px-4 py-3"
          data-testid="ledger-card"
        >
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <div className="flex flex-wrap items-center gap-2 text-sm">
                <span className="font-medium text-slate-900">{displayApiDate(e.EntryDate)}</span>
                <KindBadge kind={e.Kind} />
              </div>
              <p className="mt-1 truncate text-sm font-semibold text-slate-900">{e.Reference}</p>
              {e.Narration ? <p className="text-sm text-slate-600">{narration(e)}</p> : null}
            </div>
            <div className="shrink-0 text-right">
              <p
                className={`text-base font-semibold tabular-nums ${e.Debit > 0 ? 'text-amber-800' : 'text-emerald-700'}`}
              >
                {e.Debit > 0 ? `+${money(e.Debit)}` : `−${money(e.Credit)}`}
              </p>
              <p className="text-xs text-slate-600">
                {t('ledger.balanceAfter')} <span className="tabular-nums">{balance(e.Balance)}</span>
              </p>
            </div>
          </div>
        </li>
      ))}
      <li className="flex items-center justify-between gap-3 rounded-xl bg-brand-210 px-4 py-3 text-sm">
        <span className="min-w-0">
          <span className="block font-semibold text-slate-900">{closingLabel(ledger, t)}</span>
          <span className="block text-xs text-slate-700">{displayApiDate(lastDay(ledger))}</span>
        </span>
        <span className="font-bold whitespace-nowrap tabular-nums text-slate-900">
          {balance(ledger.ClosingBalance)}
        </span>
      </li>
    </ol>
  );
}

/** Tablets and desktops: the statement as a table. */
function EntryTable({ ledger }: { ledger: TRetailerLedger }) {
  const { t } = useTranslation();
  const narration = useNarration();
  const money = useMoney();
  const balance = useBalance();
  const amount = (v: number) => (v === 0 ? '' : money(v));
  return (
    <div className="hidden overflow-hidden rounded-xl border border-slate-200 bg-white md:block">
      <table className="w-full text-sm" data-testid="ledger-table">
        <thead className="bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            <th scope="col" className="px-4 py-3">
              {t('ledger.columns.date')}
            </th>
            <th scope="col" className="px-4 py-3">
              {t('ledger.columns.particulars')}
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              {t('ledger.columns.debit')}
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              {t('ledger.columns.credit')}
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              {t('ledger.columns.balance')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          <tr className="bg-slate-50/60" data-testid="ledger-opening-row">
            <td className="px-4 py-3 whitespace-nowrap text-slate-700">{displayApiDate(ledger.FromDate)}</td>
            <td className="px-4 py-3 font-medium text-slate-700">{t('ledger.opening')}</td>
            <td />
            <td />
            <td className="px-4 py-3 text-right font-semibold tabular-nums">
              {balance(ledger.OpeningBalance)}
            </td>
          </tr>
          {ledger.Entries.map((e, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the statement's order is the key
            <tr key={i} data-testid="ledger-row">
              <td className="px-4 py-3 whitespace-nowrap text-slate-700">{displayApiDate(e.EntryDate)}</td>
              <td className="px-4 py-3">
                <div className="flex flex-wrap items-center gap-2">
                  <KindBadge kind={e.Kind} />
                  <span className="font-medium text-slate-900">{e.Reference}</span>
                </div>
                {e.Narration ? <p className="mt-0.5 text-slate-600">{narration(e)}</p> : null}
              </td>
              <td className="px-4 py-3 text-right tabular-nums text-amber-800">{amount(e.Debit)}</td>
              <td className="px-4 py-3 text-right tabular-nums text-emerald-700">{amount(e.Credit)}</td>
              <td className="px-4 py-3 text-right tabular-nums text-slate-900">{balance(e.Balance)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2 border-slate-200 bg-brand-210 font-semibold">
          <tr data-testid="ledger-closing-row">
            <td className="px-4 py-3 whitespace-nowrap">{displayApiDate(lastDay(ledger))}</td>
            <td className="px-4 py-3">{closingLabel(ledger, t)}</td>
            <td className="px-4 py-3 text-right tabular-nums">{money(ledger.TotalDebit)}</td>
            <td className="px-4 py-3 text-right tabular-nums">{money(ledger.TotalCredit)}</td>
            <td className="px-4 py-3 text-right tabular-nums">{balance(ledger.ClosingBalance)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
