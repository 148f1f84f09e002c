import type { TSurveyDetails } from '@restock/domain/contracts/survey';
import { type SurveyAnswerValue, surveyAnswerKind, surveyAnswerProblem } from '@restock/domain/rules/survey';
import { useQueryClient } from '@tanstack/react-query';
import { ClipboardX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { EmptyState, ErrorPanel, ListSkeleton } from '../../components/ui/list-states';
import { PageHeader } from '../../components/ui/page-header';
import { ApiError, errorMessage } from '../../lib/api';
import { notify } from '../../lib/notify';
import { submitSurvey, surveyKeys, useSurveyDetails } from './api';
import { type FieldValue, SurveyQuestionField } from './SurveyQuestionField';

function SurveyForm({ survey }: { survey: TSurveyDetails }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Record<number, FieldValue>>({});
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [submitting, setSubmitting] = useState(false);

  const problemText = (problem: string) =>
    problem === 'surveyAnswerMissing' ? t('survey.mandatory') : t(`survey.problems.${problem}`);

  const check = () => {
    const found: Record<number, string> = {};
    for (const q of survey.Questions) {
      const v = values[q.QuestionId];
      const files = Array.isArray(v) && v.some((x) => x instanceof File) ? v.length : 0;
      const problem = surveyAnswerProblem(q, files ? undefined : (v as SurveyAnswerValue), files);
      if (problem) found[q.QuestionId] = problemText(problem);
    }
    return found;
  };

  const submit = async () => {
    const found = check();
    setErrors(found);
    const first = survey.Questions.find((q) => found[q.QuestionId]);
    if (first) {
      document
        .querySelector(`[data-question="${first.QuestionId}"]`)
        ?.scrollIntoView({ behavior: 'smooth', block: 'center' });
      return;
    }
    setSubmitting(true);
    try {
      const answers = survey.Questions.filter((q) => surveyAnswerKind(q) !== 'files').map((q) => {
        const v = values[q.QuestionId];
        return {
          QuestionId: q.QuestionId,
          Value: (typeof v === 'string' ? v.trim() : v) as SurveyAnswerValue,
        };
      });
      const files = survey.Questions.flatMap((q) =>
        surveyAnswerKind(q) === 'files'
          ? ((values[q.QuestionId] as File[] | undefined) ?? []).map((file) => ({
              questionId: q.QuestionId,
              file,
            }))
          : [],
      );
      await submitSurvey(survey.SurveyId, answers, files);
      notify.success(t('survey.surveySubmittedSuccess'));
      await queryClient.invalidateQueries({ queryKey: surveyKeys.all });
      navigate('/ivy/survey?tab=answered', { replace: true });
    } catch (err) {
      const match = err instanceof ApiError ? /^(surveyAnswer\w+): question (\d+)/.exec(err.message) : null;
      if (match) setErrors({ [Number(match[2])]: problemText(match[1]!) });
      else notify.error(errorMessage(err, t));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <ol className="space-y-3">
        {survey.Questions.map((q, i) => (
          <SurveyQuestionField
            key={q.QuestionId}
            q={q}
            index={i}
            value={values[q.QuestionId]}
            error={errors[q.QuestionId]}
            onTooLarge={() => notify.error(t('survey.upload.tooLarge'))}
            onChange={(v) => {
              setValues((old) => ({ ...old, [q.QuestionId]: v }));
              if (errors[q.QuestionId]) setErrors(({ [q.QuestionId]: _gone, ...rest }) => rest);
            }}
          />
        ))}
      </ol>
      <div className="sticky bottom-0 mt-5 -mx-4 border-t border-slate-200 bg-white/95 px-4 py-3 md:static md:mx-0 md:border-0 md:bg-transparent md:px-0">
        <Button type="submit" block loading={submitting} data-testid="survey-submit">
          {t('survey.submit')}
        </Button>
      </div>
    </form>
  );
}

/** Route survey/:surveyId: the survey's dynamic form (every question mandatory). */
export default function SurveyFormPage() {
  const { t } = useTranslation();
  const surveyId = Number(useParams().surveyId);
  const details = useSurveyDetails(surveyId, null);
  const back = { to: '/ivy/survey', label: t('survey.back') };
  const survey = details.data;
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title={survey?.SurveyName ?? t('survey.title')}
        description={survey?.Description}
        back={back}
      />
      {details.isPending ? (
        <ListSkeleton rows={4} height="h-28" />
      ) : details.isError ? (
        details.error instanceof ApiError && ['E040', 'E012'].includes(details.error.code) ? (
          <EmptyState
            icon={ClipboardX}
            title={t('survey.unavailable.title')}
            body={t('survey.unavailable.body')}
            look="page"
            testId="survey-unavailable"
          />
        ) : (
          <ErrorPanel error={details.error} onRetry={() => void details.refetch()} />
        )
      ) : survey!.ResponseId ? (
        <EmptyState
          icon={ClipboardX}
          title={t('survey.done.title')}
          body={t('survey.done.body')}
          look="page"
          testId="survey-done"
        />
      ) : (
        <SurveyForm survey={survey!} />
      )}
    </div>
  );
}
