/**
 * The start sequence's survey check (ordering-core section 4; decision 108): the pending surveys
 * the reminder names. A module of its own, loaded by the shell after the first screen shows, so
 * home's first load does not grow; the reminder's code (SurveyReminder) loads only when something
 * is pending.
 */
import { type TSurveyNotification, ZSurveyNotification } from '@restock/domain/contracts/survey';
import { apiCall } from '../../lib/api';

export async function pendingSurveys(): Promise<TSurveyNotification[]> {
  return (await apiCall('/Survey/GetSurveyNotification', {}, { schema: ZSurveyNotification.array() })).data;
}
