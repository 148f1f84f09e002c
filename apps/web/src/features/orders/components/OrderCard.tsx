import type { TOrderHeader } from '@restock/domain/contracts/orders';
import { useTranslation } from 'react-i18next';
import { HistoryCard } from '../../../components/history-card/HistoryCard';
import { displayApiDate, displayInstantDate, displayInstantTime, useMoney } from '../../../lib/format';
import { StatusBadge } from './StatusBadge';

/**
 * One order in a history list: number and status, when it was placed (or cancelled) and from
 * whom (and, with isShowOrderResource, how: app, sales rep or call centre), how much ("Free" for a free of charge order), and the delivery date when the client shows
 * it. The whole card opens the order.
 */
export function OrderCard({
  order,
  showStatus,
  showDeliveryDate,
  showSource,
  cancelled,
  backTo,
}: {
  order: TOrderHeader;
  showStatus: boolean;
  showDeliveryDate: boolean;
  /** isShowOrderResource: where the order was taken (app, sales rep, call centre). */
  showSource: boolean;
  cancelled: boolean;
  /** Where the detail's back link returns (this list with its filter). */
  backTo: string;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const placed = `${displayInstantDate(order.OrderDate)} ${displayInstantTime(order.OrderDate)}`.trim();
  const delivery = displayApiDate(order.DeliveryDate);
  const cancelledOn = displayInstantDate(order.CancelledOn);

  return (
    <HistoryCard
      to={`/ivy/orders/${order.OrderId}`}
      backTo={backTo}
      testId="order-card"
      data={{ 'data-order-no': order.OrderNo }}
      number={order.OrderNo}
      numberLabel={t('orders.card.orderNo')}
      when={
        cancelled && cancelledOn
          ? t('orders.card.cancelledOn', { date: cancelledOn })
          : t('orders.card.placedOn', { date: placed })
      }
      badge={showStatus || cancelled ? <StatusBadge code={order.Status} name={order.StatusName} /> : null}
    >
      <p className="mt-2 truncate text-sm text-slate-700">
        {order.DistributorName}
        {order.SplitName ? <span className="text-slate-500"> · {order.SplitName}</span> : null}
        {showSource ? (
          <span className="text-slate-500" data-testid="order-card-source">
            {' · '}
            {t(`orders.source.${order.OrderSource}`)}
          </span>
        ) : null}
      </p>
      <div className="mt-3 flex flex-wrap items-end justify-between gap-x-4 gap-y-1">
        <p className="text-sm text-slate-600">
          {t('orders.card.lines', { count: order.LineCount })}
          {' · '}
          {t('orders.card.pieces', { count: order.TotalQty })}
          {order.IsFOC ? (
            <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">
              {t('orders.card.foc')}
            </span>
          ) : null}
        </p>
        <p className="text-base font-bold text-slate-900" data-testid="order-card-amount">
          {order.IsFOC ? t('orders.amounts.free') : money(order.NetAmount)}
        </p>
      </div>
      {showDeliveryDate && delivery && !cancelled ? (
        <p className="mt-1 text-sm text-slate-600">{t('orders.card.delivery', { date: delivery })}</p>
      ) : null}
    </HistoryCard>
  );
}
