import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { JOURNEY, type JourneyState } from '../status';

/**
 * The way of an order to the retailer as four steps (placed, acknowledged, allocated, invoiced):
 * done steps filled, the current one ringed; a held, cancelled or closed order shows where it stopped.
 */
export function Journey({ state }: { state: JourneyState }) {
  const { t } = useTranslation();
  const stopped = state.kind === 'stopped';
  return (
    <div>
      <ol className="grid grid-cols-4" aria-label={t('orders.delivery.progress')}>
        {JOURNEY.map((step, i) => {
          const done = i < state.reached || (i === state.reached && !stopped && i === JOURNEY.length - 1);
          const current = i === state.reached;
          const tone = stopped && current ? 'stopped' : done || current ? 'on' : 'off';
          return (
            <li key={step} className="relative flex flex-col items-center text-center">
              {i > 0 ? (
                <span
                  aria-hidden="true"
                  className={`absolute top-3.5 right-1/2 h-0.5 w-full ${i <= state.reached ? 'bg-brand' : 'bg-slate-200'}`}
                />
              ) : null}
              <span
                aria-hidden="true"
                className={`relative flex size-7 items-center justify-center rounded-full border-2 ${
                  tone === 'stopped'
                    ? 'border-amber-500 bg-amber-50 text-amber-700'
                    : tone === 'on'
                      ? 'border-brand bg-brand text-white'
                      : 'border-slate-300 bg-white text-slate-400'
                }`}
              >
                {tone === 'on' && (done || i < state.reached) ? <Check size={16} strokeWidth={3} /> : null}
                {tone === 'on' && !(done || i < state.reached) ? (
                  <span className="size-2 rounded-full bg-white" />
                ) : null}
                {tone === 'stopped' ? <span className="size-2 rounded-full bg-amber-500" /> : null}
              </span>
              <span
                className={`mt-1.5 px-0.5 text-[11px] leading-tight sm:text-xs ${current ? 'font-semibold text-slate-900' : 'text-slate-600'}`}
              >
                {t(`orders.delivery.steps.${step}`)}
                <span className="sr-only">
                  {' '}
                  (
                  {i < state.reached || done
                    ? t('orders.delivery.done')
                    : current
                      ? t('orders.delivery.current')
                      : t('orders.delivery.toCome')}
                  )
                </span>
              </span>
            </li>
          );
        })}
      </ol>
      {state.kind === 'stopped' ? (
        <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t(`orders.delivery.stopped.${state.reason}`)}
        </p>
      ) : state.partial ? (
        <p className="mt-3 rounded-lg bg-teal-50 px-3 py-2 text-sm text-teal-900">
          {t('orders.delivery.partial')}
        </p>
      ) : null}
    </div>
  );
}
