import { BookOpenText, ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../components/ui/page-header';

/** The guidance topics, each a title and its steps (texts content.guidance.topics.<topic>). */
const TOPICS = ['order', 'smartList', 'track', 'returns', 'payments', 'content'] as const;

/** Route appGuidance: how to use the app, topic by topic, each opened in place. */
export default function AppGuidancePage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={t('content.guidance.title')} description={t('content.guidance.description')} />
      <ul className="space-y-3" data-testid="guidance-topics">
        {TOPICS.map((topic, i) => {
          const steps = t(`content.guidance.topics.${topic}.steps`, { returnObjects: true }) as string[];
          return (
            <li key={topic}>
              <details
                open={i === 0}
                className="group rounded-xl border border-slate-200 bg-white shadow-sm"
                data-testid={`guidance-${topic}`}
              >
                <summary className="flex min-h-14 cursor-pointer list-none items-center gap-3 px-4 py-3 font-semibold text-slate-900">
                  <span
                    aria-hidden="true"
                    className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-210 text-sm font-bold text-brand"
                  >
                    {i + 1}
                  </span>
                  <span className="flex-1">{t(`content.guidance.topics.${topic}.title`)}</span>
                  <ChevronDown
                    size={18}
                    aria-hidden="true"
                    className="text-slate-500 transition-transform group-open:rotate-180"
                  />
                </summary>
                <ol className="list-decimal space-y-1.5 px-4 pb-4 pl-12 text-sm text-slate-700">
                  {Array.isArray(steps) ? steps.map((s) => <li key={s}>{s}</li>) : null}
                </ol>
              </details>
            </li>
          );
        })}
      </ul>
      <p className="mt-6 flex items-center gap-2 text-sm text-slate-600">
        <BookOpenText size={18} aria-hidden="true" className="text-brand" />
        <span>
          {t('content.guidance.moreHelp')}{' '}
          <Link to="/ivy/supportHelpline" className="font-semibold text-brand hover:underline">
            {t('content.helpline.title')}
          </Link>
        </span>
      </p>
    </div>
  );
}
