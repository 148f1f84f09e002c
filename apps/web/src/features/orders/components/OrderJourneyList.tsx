import { useQueryClient } from '@tanstack/react-query';
import { ChevronRight, Truck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState, ErrorPanel, ListFooter, ListSkeleton } from '../../../components/ui/list-states';
import { displayApiDate, displayInstantDate } from '../../../lib/format';
import { EMPTY_FILTER } from '../../../lib/history-filter';
import { useOrderHistory } from '../api';
import { journeyOf } from '../status';
import { Journey } from './Journey';
import { StatusBadge } from './StatusBadge';

/**
 * The latest orders, each with where it is on its way (placed, acknowledged, allocated,
 * invoiced) and the delivery date: the "on the way" view of the delivery status screen. It reads
 * the order history (docs/decisions/050).
 */
export function OrderJourneyList({ backTo }: { backTo: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const list = useOrderHistory('orders', EMPTY_FILTER, queryClient);
  const orders = (list.data?.pages ?? []).flatMap((p) => p.orders);

  if (list.isPending) return <ListSkeleton height="h-44" />;
  if (list.isError && orders.length === 0)
    return <ErrorPanel error={list.error} onRetry={() => void list.refetch()} />;
  if (orders.length === 0)
    return (
      <EmptyState
        heading
        testId="delivery-empty"
        icon={Truck}
        title={t('orders.delivery.emptyTitle')}
        body={t('orders.delivery.emptyBody')}
      />
    );

  return (
    <>
      <ul className="grid grid-cols-1 gap-3 lg:grid-cols-2" data-testid="delivery-list">
        {orders.map((o) => {
          const delivery = displayApiDate(o.DeliveryDate);
          return (
            <li
              key={o.OrderId}
              className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
              data-testid="delivery-card"
              data-order-no={o.OrderNo}
            >
              <div className="mb-4 flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <Link
                    to={`/ivy/orders/${o.OrderId}`}
                    state={{ backTo }}
                    className="inline-flex min-h-11 items-center gap-1 font-semibold text-slate-900 hover:text-brand hover:underline"
                  >
                    {o.OrderNo}
                    <ChevronRight size={16} aria-hidden="true" />
                  </Link>
                  <p className="text-sm text-slate-600">
                    {t('orders.card.placedOn', { date: displayInstantDate(o.OrderDate) })}
                    {' · '}
                    {o.DistributorName}
                  </p>
                </div>
                <StatusBadge code={o.Status} name={o.StatusName} />
              </div>
              <Journey state={journeyOf(o.Status)} />
              {delivery && o.Status !== 'C' && o.Status !== 'N' ? (
                <p className="mt-3 flex items-center gap-2 text-sm text-slate-700">
                  <Truck size={18} aria-hidden="true" className="shrink-0 text-brand" />
                  {o.Status === 'S'
                    ? t('orders.delivery.deliveryDate', { date: delivery })
                    : t('orders.delivery.expected', { date: delivery })}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      <ListFooter list={list} moreLabel={t('orders.history.showMore')} />
    </>
  );
}
