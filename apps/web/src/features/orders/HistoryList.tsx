import type { TDistributor } from '@restock/domain/contracts/distributor';
import { ORDER_HISTORY_LIMIT } from '@restock/domain/rules/order-status';
import { useQueryClient } from '@tanstack/react-query';
import { CircleX, ClipboardList, Download, SearchX } from 'lucide-react';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useOutletContext, useSearchParams } from 'react-router';
import { HistoryFilterBar } from '../../components/history-filter/HistoryFilterBar';
import { Button } from '../../components/ui/button';
import { EmptyState, ErrorPanel, ListFooter, ListSkeleton } from '../../components/ui/list-states';
import { PageHeader } from '../../components/ui/page-header';
import { errorMessage } from '../../lib/api';
import { useAppConfig } from '../../lib/app-config';
import {
  EMPTY_FILTER,
  type HistoryFilter,
  historyFilterParams,
  isCappedAtLimit,
  isFilterApplied,
  readHistoryFilter,
} from '../../lib/history-filter';
import { notify } from '../../lib/notify';
import { type HistoryKind, useOrderHistory } from './api';
import { NotEnabledPanel } from './components/NotEnabledPanel';
import { OrderCard } from './components/OrderCard';
import { downloadOrderHistory } from './export';

/**
 * Order history (route orders) and cancelled orders (route cancelOrder): the shared filter in the
 * address, the orders newest first growing page by page ("Show more"), status labels, and on the
 * order history the spreadsheet export when isEnableOrderHistoryExport is on.
 */
export function HistoryList({ kind }: { kind: HistoryKind }) {
  const { t } = useTranslation();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const shell = useOutletContext<{ distributors?: TDistributor[] } | undefined>();
  const config = useAppConfig().data;
  const flags = config?.settings.flags;
  const cancelled = kind === 'cancelled';
  const allowed = !cancelled || (config?.hasMenu('CancelOrder') ?? false);
  const query = params.toString();
  const filter = useMemo(() => readHistoryFilter(new URLSearchParams(query)), [query]);
  const list = useOrderHistory(kind, filter, queryClient, allowed);
  const [exporting, setExporting] = useState(false);

  const vendors = (shell?.distributors ?? []).map((d) => ({ id: d.dId, name: d.dName }));
  const setFilter = (next: HistoryFilter) => setParams(historyFilterParams(next), { replace: true });
  const backTo = `${location.pathname}${location.search}`;

  const pages = list.data?.pages ?? [];
  const orders = pages.flatMap((p) => p.orders);
  const total = pages[0]?.totalCount ?? 0;
  const shownTotal = Math.min(total, ORDER_HISTORY_LIMIT);

  const exportList = async () => {
    setExporting(true);
    try {
      const name = await downloadOrderHistory(filter);
      notify.success(t('orders.export.success', { name }));
    } catch (error) {
      notify.error(errorMessage(error, t));
    } finally {
      setExporting(false);
    }
  };

  const canExport = !cancelled && (flags?.isEnableOrderHistoryExport ?? false);
  const title = cancelled ? t('orders.cancelled.title') : t('orders.history.title');

  if (!allowed)
    return (
      <div className="mx-auto max-w-6xl">
        <PageHeader title={title} />
        <NotEnabledPanel
          icon={CircleX}
          title={t('orders.notEnabled.title')}
          body={t('orders.notEnabled.cancelled')}
        />
      </div>
    );

  let body: ReactNode;
  if (list.isPending) body = <ListSkeleton />;
  else if (list.isError && orders.length === 0)
    body = <ErrorPanel error={list.error} onRetry={() => void list.refetch()} />;
  else if (orders.length === 0)
    body = isFilterApplied(filter) ? (
      <EmptyState
        heading
        testId="orders-empty"
        icon={SearchX}
        title={t('orders.history.noMatchTitle')}
        body={t('orders.history.noMatchBody')}
        action={
          <Button variant="secondary" onClick={() => setFilter(EMPTY_FILTER)}>
            {t('orders.filter.clearAll')}
          </Button>
        }
      />
    ) : cancelled ? (
      <EmptyState
        heading
        testId="orders-empty"
        icon={CircleX}
        title={t('orders.cancelled.emptyTitle')}
        body={t('orders.cancelled.emptyBody')}
      />
    ) : (
      <EmptyState
        heading
        testId="orders-empty"
        icon={ClipboardList}
        title={t('orders.history.emptyTitle')}
        body={t('orders.history.emptyBody')}
        action={
          <Link
            to="/ivy/productList"
            className="inline-flex min-h-11 items-center justify-center rounded-lg bg-brand px-5 text-sm font-semibold text-white hover:brightness-90"
          >
            {t('orders.history.browse')}
          </Link>
        }
      />
    );
  else
    body = (
      <>
        <ul className="grid grid-cols-1 gap-3 lg:grid-cols-2" data-testid="orders-list">
          {orders.map((order) => (
            <li key={order.OrderId}>
              <OrderCard
                order={order}
                showStatus={flags?.isShowOrderStatus ?? true}
                showDeliveryDate={flags?.isShowOrderDeliveryDate ?? false}
                showSource={flags?.isShowOrderResource ?? false}
                cancelled={cancelled}
                backTo={backTo}
              />
            </li>
          ))}
        </ul>
        <ListFooter list={list} moreLabel={t('orders.history.showMore')} moreTestId="orders-show-more">
          {isCappedAtLimit(total) && !list.hasNextPage ? (
            <p className="text-center text-sm text-slate-500">
              {t('orders.history.limit', { count: ORDER_HISTORY_LIMIT })}
            </p>
          ) : null}
        </ListFooter>
      </>
    );

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title={title}
        description={cancelled ? t('orders.cancelled.description') : t('orders.history.description')}
        actions={
          canExport ? (
            <Button
              variant="secondary"
              onClick={() => void exportList()}
              loading={exporting}
              disabled={orders.length === 0}
              data-testid="orders-export"
            >
              {exporting ? null : <Download size={18} aria-hidden="true" />}
              {t('orders.export.action')}
            </Button>
          ) : null
        }
      />
      <HistoryFilterBar
        filter={filter}
        onChange={setFilter}
        monthAllowed={flags?.isHistoryFilterSearchByMonth ?? false}
        vendors={vendors}
      />
      <p className="mb-3 min-h-5 text-sm text-slate-600" aria-live="polite" data-testid="orders-count">
        {list.isSuccess && orders.length > 0
          ? t('orders.history.showing', { shown: orders.length, count: shownTotal })
          : ''}
      </p>
      {body}
    </div>
  );
}
