/**
 * The start sequence's survey check (ordering-core section 4; decision 108): the pending surveys
 * the reminder names, with the survey texts loaded when there are any. A module of its own, loaded
 * by the shell after the screen shows, so home's first load does not grow; the reminder's code
 * (SurveyReminder) loads only when something is pending.
 */
import { type TSurveyNotification, ZSurveyNotification } from '@restock/domain/contracts/survey';
import { z } from 'zod';
import { apiCall } from '../../lib/api';
import { loadFeatureTexts } from '../../lib/i18n';
import { featureTexts } from '../../locales/feature-texts';

export async function pendingSurveys(): Promise<TSurveyNotification[]> {
  const { data } = await apiCall(
    '/Survey/GetSurveyNotification',
    {},
    { schema: z.array(ZSurveyNotification) },
  );
  if (data.length > 0) await loadFeatureTexts('survey', featureTexts.survey);
  return data;
}
