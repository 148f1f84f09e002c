import type { TPointEntry } from '@restock/domain/contracts/rewards';
import { POINT_KINDS, type PointKind } from '@restock/domain/rules/rewards';
import { BookOpen } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState, ErrorPanel, ListFooter, ListSkeleton } from '../../components/ui/list-states';
import { PageHeader } from '../../components/ui/page-header';
import { displayApiDate } from '../../lib/format';
import { useEarningLedger, useLoyaltyDashboard } from './api';
import { RewardsTabs, usePoints } from './RewardsBits';

/**
 * The earnings ledger (route myEarningsLedger, GetEarningLedger and GetLoyaltyDashboardDetails):
 * what was earned, redeemed and given back, newest first, each entry with the balance after it.
 */
export default function EarningsLedgerPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const kindParam = params.get('kind');
  const kind = (POINT_KINDS as readonly string[]).includes(kindParam ?? '') ? (kindParam as PointKind) : null;
  const totals = useLoyaltyDashboard();
  const list = useEarningLedger(kind);
  const points = usePoints();
  const entries = list.data?.pages.flatMap((p) => p.items) ?? [];

  let body: ReactNode;
  if (list.isPending) body = <ListSkeleton rows={6} height="h-14" />;
  else if (list.isError && entries.length === 0)
    body = <ErrorPanel error={list.error} onRetry={() => void list.refetch()} />;
  else if (entries.length === 0)
    body = (
      <EmptyState heading testId="ledger-empty" icon={BookOpen} title={t('rewards.earnings.emptyTitle')} />
    );
  else
    body = (
      <>
        <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
          <table className="w-full text-sm" data-testid="earnings-table">
            <caption className="sr-only">{t('rewards.earnings.caption')}</caption>
            <thead className="bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-600">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {t('rewards.earnings.date')}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t('rewards.earnings.entry')}
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  {t('rewards.earnings.points')}
                </th>
                <th scope="col" className="hidden px-3 py-2 text-right sm:table-cell">
                  {t('rewards.earnings.balance')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {entries.map((e) => (
                <EntryRow key={e.EntryId} entry={e} />
              ))}
            </tbody>
          </table>
        </div>
        <ListFooter list={list} moreLabel={t('rewards.earnings.showMore')} />
      </>
    );

  const t2 = totals.data;
  const tiles: Array<[string, number | undefined, string]> = [
    [t('rewards.earnings.balanceNow'), t2?.RewardPoints, 'earnings-balance'],
    [t('rewards.earnings.earned'), t2?.TotalEarned, 'earnings-earned'],
    [t('rewards.earnings.redeemed'), t2?.TotalRedeemed, 'earnings-redeemed'],
    [t('rewards.earnings.thisMonth'), t2?.EarnedThisMonth, 'earnings-month'],
  ];

  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title={t('rewards.earnings.title')} description={t('rewards.earnings.description')} />
      <RewardsTabs />
      <dl className="mb-5 grid grid-cols-2 gap-3 lg:grid-cols-4">
        {tiles.map(([label, value, testId]) => (
          <div key={testId} className="rounded-2xl border border-slate-200 bg-white p-4">
            <dt className="text-xs text-slate-600">{label}</dt>
            <dd className="mt-1 text-xl font-bold tabular-nums text-slate-900" data-testid={testId}>
              {value === undefined ? '–' : points(value)}
            </dd>
          </div>
        ))}
      </dl>
      <fieldset className="mb-4">
        <legend className="sr-only">{t('rewards.earnings.kind')}</legend>
        <div className="flex flex-wrap gap-2">
          {[null, ...POINT_KINDS].map((k) => {
            const selected = k === kind;
            return (
              <button
                key={k ?? 'all'}
                type="button"
                aria-pressed={selected}
                onClick={() => setParams(k ? { kind: k } : {}, { replace: true })}
                data-testid={`earnings-kind-${k ?? 'all'}`}
                className={`min-h-9 shrink-0 rounded-full border px-3 text-sm font-medium ${selected ? 'border-brand bg-brand text-white' : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'}`}
              >
                {k ? t(`rewards.kind.${k}`) : t('rewards.earnings.allKinds')}
              </button>
            );
          })}
        </div>
      </fieldset>
      {body}
    </div>
  );
}

function EntryRow({ entry: e }: { entry: TPointEntry }) {
  const { t } = useTranslation();
  const points = usePoints();
  const plus = e.Points > 0;
  return (
    <tr data-testid="earnings-row" data-kind={e.Kind}>
      <td className="whitespace-nowrap px-3 py-2.5 align-top text-slate-700">
        {displayApiDate(e.EntryDate)}
      </td>
      <td className="px-3 py-2.5 align-top">
        <p className="font-medium text-slate-900">{t(`rewards.kind.${e.Kind}`)}</p>
        <p className="text-xs text-slate-500">{e.Narration}</p>
      </td>
      <td
        className={`whitespace-nowrap px-3 py-2.5 text-right align-top font-semibold tabular-nums ${plus ? 'text-emerald-700' : 'text-red-700'}`}
      >
        {plus ? '+' : '−'}
        {points(Math.abs(e.Points))}
      </td>
      <td className="hidden whitespace-nowrap px-3 py-2.5 text-right align-top tabular-nums text-slate-700 sm:table-cell">
        {points(e.Balance)}
      </td>
    </tr>
  );
}
