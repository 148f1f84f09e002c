/**
 * The survey screens' server state (contracts/survey; decision 108): the pending surveys and the
 * answered history, a survey's questions (with a response's answers), and a response sent as
 * multipart with its pictures in file_<QuestionId>.
 */
import { ZSurveyDetails, ZSurveySummary } from '@restock/domain/contracts/survey';
import type { SurveyAnswerValue } from '@restock/domain/rules/survey';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiCall } from '../../lib/api';

export type SurveyTab = 'Pending' | 'Answered';

export const surveyKeys = {
  all: ['survey'] as const,
  list: (tab: SurveyTab) => ['survey', 'list', tab] as const,
  details: (surveyId: number, responseId: number | null) =>
    ['survey', 'details', surveyId, responseId] as const,
};

const ZList = z.array(ZSurveySummary);

export function useSurveyList(tab: SurveyTab) {
  return useQuery({
    queryKey: surveyKeys.list(tab),
    staleTime: 60 * 1000,
    queryFn: async ({ signal }) => {
      const { data, envelope } = await apiCall(
        '/Survey/GetSurveyList',
        { Status: tab, Page: 1, PageSize: 100 },
        { schema: ZList, signal },
      );
      return { surveys: data, total: envelope.TotalCount };
    },
  });
}

export function useSurveyDetails(surveyId: number, responseId: number | null) {
  return useQuery({
    queryKey: surveyKeys.details(surveyId, responseId),
    staleTime: 60 * 1000,
    retry: false,
    queryFn: async ({ signal }) =>
      (
        await apiCall(
          '/Survey/GetSurveyDetails',
          responseId ? { SurveyId: surveyId, ResponseId: responseId } : { SurveyId: surveyId },
          { schema: ZSurveyDetails, signal },
        )
      ).data,
  });
}

/** Sends a response; answers its id. */
export async function submitSurvey(
  surveyId: number,
  answers: Array<{ QuestionId: number; Value: SurveyAnswerValue }>,
  files: Array<{ questionId: number; file: File }>,
): Promise<number> {
  const form = new FormData();
  form.append('SurveyId', String(surveyId));
  form.append('Answers', JSON.stringify(answers));
  for (const { questionId, file } of files)
    form.append(`file_${questionId}`, file, file.name || 'picture.jpg');
  const { data } = await apiCall('/Survey/SubmitSurvey', form, {
    schema: z.object({ ResponseId: z.number().int() }),
  });
  return data.ResponseId;
}
