/**
 * The start sequence's survey check (ordering-core section 4; decision 108): the pending surveys
 * the reminder names. A module of its own, loaded by the shell after the first screen shows, so
 * home's first load does not grow; the reminder's code (SurveyReminder) loads only when something
 * is pending.
 */
import { type TSurveyNotification, ZSurveyNotification } from '@restock/domain/contracts/survey';
import { apiCall } from '../../lib/api';

/** Where "Later" is remembered on this device: the local date it was tapped. */
const LATER_KEY = 'restock.surveyReminder.later';

function today(): string {
  const d = new Date();
  return `${d.getFullYear()}-${d.getMonth() + 1}-${d.getDate()}`;
}

/** "Later" (or closing the reminder) keeps it away for the rest of the day on this device. */
export function remindLater(): void {
  try {
    localStorage.setItem(LATER_KEY, today());
  } catch {
    // Storage full or blocked: the reminder shows again at the next start, which is harmless.
  }
}

function putOffToday(): boolean {
  try {
    return localStorage.getItem(LATER_KEY) === today();
  } catch {
    return false;
  }
}

/** The surveys the reminder names; none when it was put off today. */
export async function pendingSurveys(): Promise<TSurveyNotification[]> {
  if (putOffToday()) return [];
  return (await apiCall('/Survey/GetSurveyNotification', {}, { schema: ZSurveyNotification.array() })).data;
}
