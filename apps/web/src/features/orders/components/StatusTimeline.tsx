import type { TOrderStatusEvent } from '@restock/domain/contracts/orders';
import { useTranslation } from 'react-i18next';
import { displayInstantDate, displayInstantTime } from '../../../lib/format';
import { statusDot, statusLabelKey } from '../status';

/** The order's status changes, oldest first, the current one marked. */
export function StatusTimeline({ events }: { events: TOrderStatusEvent[] }) {
  const { t } = useTranslation();
  const sorted = [...events].sort((a, b) => a.ChangedOn.localeCompare(b.ChangedOn));
  if (sorted.length === 0) return <p className="text-sm text-slate-600">{t('orders.detail.noHistory')}</p>;
  return (
    <ol className="relative" data-testid="order-timeline">
      {sorted.map((e, i) => {
        const last = i === sorted.length - 1;
        const key = statusLabelKey(e.Status);
        return (
          <li key={`${e.Status}-${e.ChangedOn}`} className="relative flex gap-3 pb-4 last:pb-0">
            {last ? null : (
              <span aria-hidden="true" className="absolute top-4 left-[7px] h-full w-0.5 bg-slate-200" />
            )}
            <span
              aria-hidden="true"
              className={`relative mt-1 size-4 shrink-0 rounded-full ring-4 ring-white ${statusDot(e.Status)}`}
            />
            <div className="min-w-0">
              <p
                className={`text-sm ${last ? 'font-semibold text-slate-900' : 'font-medium text-slate-700'}`}
              >
                {key ? t(key, { defaultValue: e.StatusName }) : e.StatusName}
                {last ? <span className="sr-only"> ({t('orders.detail.currentStatus')})</span> : null}
              </p>
              <p className="text-xs text-slate-500">
                <time dateTime={e.ChangedOn}>
                  {displayInstantDate(e.ChangedOn)} {displayInstantTime(e.ChangedOn)}
                </time>
              </p>
              {e.Remarks ? <p className="mt-0.5 text-sm text-slate-600">{e.Remarks}</p> : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
