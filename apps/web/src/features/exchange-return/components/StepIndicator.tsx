import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { STEPS, type Step } from '../exchange-state';

/** The four steps, the current one marked (aria-current), the done ones ticked. */
export function StepIndicator({ step }: { step: Step }) {
  const { t } = useTranslation();
  const at = STEPS.indexOf(step);
  return (
    <div className="mb-5">
      <ol className="grid grid-cols-4 gap-1.5" aria-label={t('exchangeReturn.steps.label')}>
        {STEPS.map((s, i) => {
          const state = i < at ? 'done' : i === at ? 'current' : 'todo';
          return (
            <li key={s} aria-current={state === 'current' ? 'step' : undefined} className="min-w-0">
              <div className={`h-1.5 rounded-full ${state === 'todo' ? 'bg-slate-200' : 'bg-brand'}`} />
              <div
                className={`mt-1.5 hidden items-center gap-1 text-xs sm:flex ${state === 'current' ? 'font-semibold text-slate-900' : 'text-slate-500'}`}
              >
                {state === 'done' ? (
                  <Check size={12} aria-hidden="true" className="shrink-0 text-brand" />
                ) : null}
                <span className="truncate">
                  {i + 1}. {t(`exchangeReturn.steps.${s}`)}
                </span>
              </div>
            </li>
          );
        })}
      </ol>
      {/* A phone has room for the current step's name only. */}
      <p className="mt-1.5 text-xs font-semibold text-slate-900 sm:hidden">
        {t('exchangeReturn.steps.current', { n: at + 1, name: t(`exchangeReturn.steps.${step}`) })}
      </p>
    </div>
  );
}
