import type { TSurveyFile, TSurveyQuestion } from '@restock/domain/contracts/survey';
import { ImageOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ErrorPanel, ListSkeleton } from '../../components/ui/list-states';
import { PageHeader } from '../../components/ui/page-header';
import { displayInstantDate } from '../../lib/format';
import { useProtectedImage } from '../../lib/protected-image';
import { useSurveyDetails } from './api';

function Picture({ file, alt }: { file: TSurveyFile; alt: string }) {
  const src = useProtectedImage(file.ThumbnailUrl);
  return src ? (
    <img src={src} alt={alt} className="size-24 rounded-lg border border-slate-200 object-cover" />
  ) : (
    <span className="flex size-24 items-center justify-center rounded-lg bg-slate-100 text-slate-400">
      <ImageOff size={20} aria-hidden="true" />
    </span>
  );
}

function answerText(q: TSurveyQuestion): string {
  const v = q.Answer?.Value;
  if (v === null || v === undefined) return '';
  const ids = Array.isArray(v) ? v : typeof v === 'number' ? [v] : null;
  if (ids)
    return q.Options.filter((o) => ids.includes(o.OptionId))
      .map((o) => o.Name)
      .join(', ');
  return q.ComponentType === 'percent' ? `${v} %` : String(v);
}

/** Route survey/:surveyId/response/:responseId: an answered survey, read only. */
export default function SurveyResponsePage() {
  const { t } = useTranslation();
  const params = useParams();
  const details = useSurveyDetails(Number(params.surveyId), Number(params.responseId));
  const survey = details.data;
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title={survey?.SurveyName ?? t('survey.title')}
        description={
          survey ? t('survey.submittedOn', { date: displayInstantDate(survey.SubmittedOn) }) : undefined
        }
        back={{ to: '/ivy/survey?tab=answered', label: t('survey.back') }}
      />
      {details.isPending ? (
        <ListSkeleton rows={4} height="h-20" />
      ) : details.isError ? (
        <ErrorPanel error={details.error} onRetry={() => void details.refetch()} />
      ) : (
        <ol className="space-y-3" data-testid="survey-response">
          {survey!.Questions.map((q, i) => (
            <li key={q.QuestionId} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
              <p className="text-sm font-medium text-slate-600">
                {i + 1}. {q.Question}
              </p>
              {q.Answer?.Files.length ? (
                <ul className="mt-2 flex flex-wrap gap-2">
                  {q.Answer.Files.map((f, n) => (
                    <li key={f.FileId}>
                      <Picture file={f} alt={t('survey.pictureAlt', { n: n + 1, question: q.Question })} />
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="mt-1 whitespace-pre-line text-base text-slate-900" data-testid="survey-answer">
                  {answerText(q)}
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
