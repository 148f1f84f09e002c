import type { TDistributor } from '@restock/domain/contracts/distributor';
import type { TReturnHeader } from '@restock/domain/contracts/sales-return';
import type { SalesReturnStatus } from '@restock/domain/rules/sales-return';
import { ArchiveRestore, ScrollText, SearchX } from 'lucide-react';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useOutletContext, useSearchParams } from 'react-router';
import { HistoryCard } from '../../components/history-card/HistoryCard';
import { HistoryFilterBar } from '../../components/history-filter/HistoryFilterBar';
import { StatusChips } from '../../components/history-filter/StatusChips';
import { Button } from '../../components/ui/button';
import { EmptyState, ErrorPanel, ListFooter, ListSkeleton } from '../../components/ui/list-states';
import { PageHeader } from '../../components/ui/page-header';
import { useAppConfig } from '../../lib/app-config';
import { displayInstantDate, displayInstantTime } from '../../lib/format';
import {
  EMPTY_FILTER,
  type HistoryFilter,
  historyFilterParams,
  isFilterApplied,
  readHistoryFilter,
} from '../../lib/history-filter';
import { useReturnHistory } from './api';
import { ReturnStatusBadge, ReturnsOff } from './components/ReturnBits';
import { readStatusParam, STATUS_FILTER_ORDER } from './status';
import { useReturnSetup } from './use-return-setup';

/**
 * The return history (route salesReturnHistory, ReturnView): the retailer's returns newest first,
 * with the orders' history filter (text, dates or month, distributor) and a status, all in the
 * address; each return opens its detail.
 */
export default function SalesReturnHistoryPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const shell = useOutletContext<{ distributors?: TDistributor[] } | undefined>();
  const config = useAppConfig().data;
  const setup = useReturnSetup();
  const query = params.toString();
  const filter = useMemo(() => readHistoryFilter(new URLSearchParams(query)), [query]);
  const status = readStatusParam(params.get('status'));
  const list = useReturnHistory(filter, status);

  const vendors = (shell?.distributors ?? []).map((d) => ({ id: d.dId, name: d.dName }));
  const write = (next: HistoryFilter, nextStatus: SalesReturnStatus | null) => {
    const p = historyFilterParams(next);
    if (nextStatus) p.set('status', nextStatus);
    setParams(p, { replace: true });
  };
  const backTo = `${location.pathname}${location.search}`;
  const title = t('salesReturn.history.title');

  if (!setup.historyEnabled)
    return (
      <div className="mx-auto max-w-6xl">
        <PageHeader title={title} />
        <ReturnsOff />
      </div>
    );

  const returns = list.data?.pages.flatMap((p) => p.items) ?? [];
  const total = list.data?.pages[0]?.totalCount ?? 0;
  const filtered = isFilterApplied(filter) || status !== null;

  let body: ReactNode;
  if (list.isPending) body = <ListSkeleton />;
  else if (list.isError && returns.length === 0)
    body = <ErrorPanel error={list.error} onRetry={() => void list.refetch()} />;
  else if (returns.length === 0)
    body = filtered ? (
      <EmptyState
        heading
        testId="returns-empty"
        icon={SearchX}
        title={t('salesReturn.history.noMatchTitle')}
        body={t('salesReturn.history.noMatchBody')}
        action={
          <Button variant="secondary" onClick={() => write(EMPTY_FILTER, null)}>
            {t('orders.filter.clearAll')}
          </Button>
        }
      />
    ) : (
      <EmptyState
        heading
        testId="returns-empty"
        icon={ScrollText}
        title={t('salesReturn.history.emptyTitle')}
        body={t('salesReturn.history.emptyBody')}
      />
    );
  else
    body = (
      <>
        <ul className="grid grid-cols-1 gap-3 lg:grid-cols-2" data-testid="returns-list">
          {returns.map((r) => (
            <li key={r.SalesReturnId}>
              <ReturnCard item={r} backTo={backTo} />
            </li>
          ))}
        </ul>
        <ListFooter
          list={list}
          moreLabel={t('salesReturn.history.showMore')}
          moreTestId="returns-show-more"
        />
      </>
    );

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title={title}
        description={t('salesReturn.history.description')}
        actions={
          setup.enabled ? (
            <Link
              to="/ivy/salesReturnProducts"
              className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand px-4 text-sm font-semibold text-white hover:brightness-90"
            >
              <ArchiveRestore size={18} aria-hidden="true" />
              {t('salesReturn.history.newReturn')}
            </Link>
          ) : null
        }
      />
      <HistoryFilterBar
        filter={filter}
        onChange={(next) => write(next, status)}
        monthAllowed={config?.settings.flags.isHistoryFilterSearchByMonth ?? false}
        vendors={vendors}
        searchLabel={t('salesReturn.history.search')}
        searchPlaceholder={t('salesReturn.history.searchPlaceholder')}
        testIdPrefix="returns"
      />
      <StatusChips
        legend={t('salesReturn.history.status')}
        codes={STATUS_FILTER_ORDER}
        selected={status}
        onSelect={(code) => write(filter, code)}
        labelOf={(code) => (code ? t(`salesReturn.status.${code}`) : t('salesReturn.history.allStatuses'))}
        testIdPrefix="returns"
      />
      <p className="mb-3 min-h-5 text-sm text-slate-600" aria-live="polite" data-testid="returns-count">
        {list.isSuccess && returns.length > 0
          ? t('salesReturn.history.showing', { shown: returns.length, count: total })
          : ''}
      </p>
      {body}
    </div>
  );
}

function ReturnCard({ item, backTo }: { item: TReturnHeader; backTo: string }) {
  const { t } = useTranslation();
  const when = `${displayInstantDate(item.ReturnDate)} ${displayInstantTime(item.ReturnDate)}`.trim();
  return (
    <HistoryCard
      to={`/ivy/salesReturnHistoryDetails/${item.SalesReturnId}`}
      backTo={backTo}
      testId="return-card"
      data={{ 'data-return-no': item.SRH_No }}
      number={item.SRH_No}
      numberLabel={t('salesReturn.history.returnNo')}
      when={t('salesReturn.history.raisedOn', { date: when })}
      badge={<ReturnStatusBadge code={item.Status} name={item.StatusName} />}
    >
      <p className="mt-2 truncate text-sm text-slate-700">{item.DistributorName}</p>
      <p className="mt-2 text-sm text-slate-600">
        {t('salesReturn.history.lines', { count: item.LineCount })}
        {' · '}
        {t('salesReturn.qty.pieces', { count: item.TotalQty })}
        {item.Invoice ? (
          <>
            {' · '}
            {t('salesReturn.history.invoice', { invoice: item.Invoice })}
          </>
        ) : null}
      </p>
    </HistoryCard>
  );
}
