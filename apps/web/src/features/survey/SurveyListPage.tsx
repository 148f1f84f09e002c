import type { TSurveySummary } from '@restock/domain/contracts/survey';
import { ChevronRight, ClipboardList } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState, ErrorPanel, ListSkeleton } from '../../components/ui/list-states';
import { PageHeader } from '../../components/ui/page-header';
import { displayInstantDate } from '../../lib/format';
import { type SurveyTab, useSurveyList } from './api';

function SurveyCard({ survey, tab }: { survey: TSurveySummary; tab: SurveyTab }) {
  const { t } = useTranslation();
  const to =
    tab === 'Pending'
      ? `/ivy/survey/${survey.SurveyId}`
      : `/ivy/survey/${survey.SurveyId}/response/${survey.ResponseId}`;
  return (
    <li>
      <Link
        to={to}
        className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand focus-visible:ring-2 focus-visible:ring-brand"
        data-testid="survey-card"
        data-survey={survey.SurveyName}
      >
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-210 text-brand">
          <ClipboardList size={22} aria-hidden="true" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block font-semibold text-slate-900">{survey.SurveyName}</span>
          {survey.Description ? (
            <span className="mt-0.5 block text-sm text-slate-600">{survey.Description}</span>
          ) : null}
          <span className="mt-2 flex flex-wrap gap-1.5 text-xs">
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-700">{survey.Type}</span>
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-700">
              {t(`survey.frequency.${survey.Frequency}`)}
            </span>
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-700">
              {t('survey.questions', { count: survey.QuestionCount })}
            </span>
            {tab === 'Answered' ? (
              <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-emerald-800">
                {t('survey.submittedOn', { date: displayInstantDate(survey.SubmittedOn) })}
              </span>
            ) : survey.ValidTo ? (
              <span className="rounded-full bg-amber-50 px-2 py-0.5 text-amber-800">
                {t('survey.validTo', { date: displayInstantDate(survey.ValidTo) })}
              </span>
            ) : null}
          </span>
        </span>
        <ChevronRight size={20} aria-hidden="true" className="shrink-0 text-slate-400" />
      </Link>
    </li>
  );
}

/** Route survey: the surveys to answer, and the answered ones (history). */
export default function SurveyListPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: SurveyTab = params.get('tab') === 'answered' ? 'Answered' : 'Pending';
  const list = useSurveyList(tab);
  const surveys = list.data?.surveys ?? [];
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={t('survey.title')} description={t('survey.description')} />
      <div
        role="tablist"
        aria-label={t('survey.title')}
        className="mb-4 inline-flex rounded-xl bg-slate-100 p-1"
      >
        {(['Pending', 'Answered'] as const).map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={tab === name}
            onClick={() => setParams(name === 'Answered' ? { tab: 'answered' } : {}, { replace: true })}
            className={`min-h-10 rounded-lg px-4 text-sm font-semibold ${tab === name ? 'bg-white text-brand shadow-sm' : 'text-slate-600'}`}
            data-testid={`survey-tab-${name.toLowerCase()}`}
          >
            {t(`survey.tabs.${name}`)}
          </button>
        ))}
      </div>
      {list.isPending ? (
        <ListSkeleton rows={3} height="h-28" />
      ) : list.isError ? (
        <ErrorPanel error={list.error} onRetry={() => void list.refetch()} />
      ) : surveys.length === 0 ? (
        <EmptyState
          icon={ClipboardList}
          title={t(`survey.empty.${tab}.title`)}
          body={t(`survey.empty.${tab}.body`)}
          look="page"
          testId="survey-empty"
        />
      ) : (
        <ul className="space-y-3" data-testid="survey-list">
          {surveys.map((s) => (
            <SurveyCard key={`${s.SurveyId}-${s.ResponseId ?? ''}`} survey={s} tab={tab} />
          ))}
        </ul>
      )}
    </div>
  );
}
