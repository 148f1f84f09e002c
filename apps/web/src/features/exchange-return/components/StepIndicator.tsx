import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { STEPS, type Step } from '../exchange-state';

/** The four steps, the current one marked (aria-current), the done ones ticked. */
export function StepIndicator({ step }: { step: Step }) {
  const { t } = useTranslation();
  const at = STEPS.indexOf(step);
  return (
    <ol className="mb-5 grid grid-cols-4 gap-1.5" aria-label={t('exchangeReturn.steps.label')}>
      {STEPS.map((s, i) => {
        const state = i < at ? 'done' : i === at ? 'current' : 'todo';
        return (
          <li key={s} aria-current={state === 'current' ? 'step' : undefined} className="min-w-0">
            <div className={`h-1.5 rounded-full ${state === 'todo' ? 'bg-slate-200' : 'bg-brand'}`} />
            <div
              className={`mt-1.5 flex items-center gap-1 text-xs ${state === 'current' ? 'font-semibold text-slate-900' : 'text-slate-500'}`}
            >
              {state === 'done' ? (
                <Check size={12} aria-hidden="true" className="shrink-0 text-brand" />
              ) : null}
              <span className="truncate">
                <span className="sm:hidden">{i + 1}. </span>
                <span className="hidden sm:inline">{i + 1}. </span>
                {t(`exchangeReturn.steps.${s}`)}
              </span>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
