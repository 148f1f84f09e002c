import type { RewardStatus } from '@restock/domain/codes';
import type { TRedemptionSummary } from '@restock/domain/contracts/rewards';
import { isRewardStatus, REWARD_STATUS_CODES } from '@restock/domain/rules/rewards';
import { ScrollText, SearchX } from 'lucide-react';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { HistoryCard } from '../../components/history-card/HistoryCard';
import { HistoryFilterBar } from '../../components/history-filter/HistoryFilterBar';
import { StatusChips } from '../../components/history-filter/StatusChips';
import { Button } from '../../components/ui/button';
import { EmptyState, ErrorPanel, ListFooter, ListSkeleton } from '../../components/ui/list-states';
import { PageHeader } from '../../components/ui/page-header';
import { useAppConfig } from '../../lib/app-config';
import { displayApiDate, useMoney } from '../../lib/format';
import {
  EMPTY_FILTER,
  type HistoryFilter,
  historyFilterParams,
  isFilterApplied,
  readHistoryFilter,
} from '../../lib/history-filter';
import { useRedemptions, useRewardVendors } from './api';
import { RedemptionStatusBadge, RewardsTabs, usePoints } from './RewardsBits';

/**
 * The redemption history (route rewardHistory, RedemptionView): newest first, with the shared
 * history filter (text, dates or month, vendor) and a status in the address; the distributor of
 * each redemption when showDistributorInRewardHistory.
 */
export default function RewardHistoryPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const config = useAppConfig().data;
  const query = params.toString();
  const filter = useMemo(() => readHistoryFilter(new URLSearchParams(query)), [query]);
  const statusParam = params.get('status');
  const status: RewardStatus | null = isRewardStatus(statusParam) ? statusParam : null;
  const list = useRedemptions(filter, status);
  const vendors = useRewardVendors(true);
  const write = (next: HistoryFilter, nextStatus: RewardStatus | null) => {
    const p = historyFilterParams(next);
    if (nextStatus) p.set('status', nextStatus);
    setParams(p, { replace: true });
  };
  const backTo = `${location.pathname}${location.search}`;
  const redemptions = list.data?.pages.flatMap((p) => p.items) ?? [];
  const total = list.data?.pages[0]?.totalCount ?? 0;
  const filtered = isFilterApplied(filter) || status !== null;
  const showDistributor = config?.settings.flags.showDistributorInRewardHistory ?? false;

  let body: ReactNode;
  if (list.isPending) body = <ListSkeleton />;
  else if (list.isError && redemptions.length === 0)
    body = <ErrorPanel error={list.error} onRetry={() => void list.refetch()} />;
  else if (redemptions.length === 0)
    body = (
      <EmptyState
        heading
        testId="redemptions-empty"
        icon={filtered ? SearchX : ScrollText}
        title={filtered ? t('rewards.history.noMatchTitle') : t('rewards.history.emptyTitle')}
        body={filtered ? undefined : t('rewards.history.emptyBody')}
        action={
          filtered ? (
            <Button variant="secondary" onClick={() => write(EMPTY_FILTER, null)}>
              {t('orders.filter.clearAll')}
            </Button>
          ) : undefined
        }
      />
    );
  else
    body = (
      <>
        <ul className="grid grid-cols-1 gap-3 lg:grid-cols-2" data-testid="redemption-list">
          {redemptions.map((r) => (
            <li key={r.RedemptionId}>
              <RedemptionCard item={r} backTo={backTo} showDistributor={showDistributor} />
            </li>
          ))}
        </ul>
        <ListFooter list={list} moreLabel={t('rewards.history.showMore')} />
      </>
    );

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader title={t('rewards.history.title')} description={t('rewards.history.description')} />
      <RewardsTabs />
      <HistoryFilterBar
        filter={filter}
        onChange={(next) => write(next, status)}
        monthAllowed={config?.settings.flags.isHistoryFilterSearchByMonth ?? false}
        vendors={(vendors.data ?? []).map((v) => ({ id: v.VendorId, name: v.VendorName }))}
        searchLabel={t('rewards.history.search')}
        searchPlaceholder={t('rewards.history.searchPlaceholder')}
        testIdPrefix="redemptions"
      />
      <StatusChips
        legend={t('rewards.history.status')}
        codes={REWARD_STATUS_CODES}
        selected={status}
        onSelect={(code) => write(filter, code)}
        labelOf={(code) => (code ? t(`rewards.status.${code}`) : t('rewards.history.allStatuses'))}
        testIdPrefix="redemptions"
      />
      <p className="mb-3 min-h-5 text-sm text-slate-600" aria-live="polite">
        {list.isSuccess && redemptions.length > 0
          ? t('rewards.history.showing', { shown: redemptions.length, count: total })
          : ''}
      </p>
      {body}
    </div>
  );
}

function RedemptionCard({
  item,
  backTo,
  showDistributor,
}: {
  item: TRedemptionSummary;
  backTo: string;
  showDistributor: boolean;
}) {
  const { t } = useTranslation();
  const points = usePoints();
  const money = useMoney();
  return (
    <HistoryCard
      to={`/ivy/rewardHistoryDetails/${item.RedemptionId}`}
      backTo={backTo}
      testId="redemption-card"
      data={{ 'data-redemption-no': item.RedemptionNo }}
      number={item.RedemptionNo}
      numberLabel={t('rewards.history.redemptionNo')}
      when={t('rewards.history.redeemedOn', { date: displayApiDate(item.RedemptionDate) })}
      badge={<RedemptionStatusBadge code={item.Status} />}
    >
      <p className="mt-2 text-sm text-slate-700">
        <span className="font-semibold text-slate-900">
          {t('rewards.gifts.points', { points: points(item.TotalPoints) })}
        </span>
        {' · '}
        {item.RedeemType === 'CASH'
          ? t('rewards.history.cash', { amount: money(item.CashAmount) })
          : t('rewards.summary.items', { count: item.TotalQty })}
      </p>
      {item.VendorName ? <p className="mt-1 truncate text-sm text-slate-600">{item.VendorName}</p> : null}
      {showDistributor && item.DistributorName ? (
        <p className="mt-1 truncate text-xs text-slate-500" data-testid="redemption-distributor">
          {t('rewards.history.distributor', { name: item.DistributorName })}
        </p>
      ) : null}
    </HistoryCard>
  );
}
