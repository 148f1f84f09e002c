/**
 * Survey rules (returns spec sections 3 and 5; decision 108), shared by the server, which decides,
 * and the app, which tells the retailer before sending: the dynamic form's component types, the
 * frequencies and the period each one answers once in, and the check of one answer by its type.
 * Every question is mandatory.
 */
import { isValidMobileNumber } from './validators.ts';

/** The spec's component types; a dropdown is single or multi (IsMultiSelect), an upload has an UploadType. */
export const SURVEY_COMPONENT_TYPES = [
  'dropdown',
  'email',
  'number',
  'freeText',
  'multiselect',
  'option',
  'percent',
  'phone',
  'poll',
  'text',
  'upload',
] as const;
export type SurveyComponentType = (typeof SURVEY_COMPONENT_TYPES)[number];

/** How an upload question takes its pictures: the camera, a file from the device, or either. */
export const SURVEY_UPLOAD_TYPES = ['camera', 'upload', 'both'] as const;
export type SurveyUploadType = (typeof SURVEY_UPLOAD_TYPES)[number];

/** How often a retailer answers a survey: one response per period. */
export const SURVEY_FREQUENCIES = ['once', 'daily', 'weekly', 'monthly'] as const;
export type SurveyFrequency = (typeof SURVEY_FREQUENCIES)[number];

/** The spec's message for a question left unanswered. */
export const SURVEY_MANDATORY_MESSAGE = 'This question is mandatory to submit the survey!';

export const SURVEY_TEXT_MAX = 100;
export const SURVEY_FREE_TEXT_MAX = 1000;
export const SURVEY_EMAIL_MAX = 254;
/** Digits of a number answer, sign and decimal point apart. */
export const SURVEY_NUMBER_DIGITS_MAX = 12;
/** Pictures one upload question takes (at least one). */
export const SURVEY_UPLOADS_PER_QUESTION = 3;
/** Questions a survey may have (a request's Answers are at most this many). */
export const SURVEY_QUESTIONS_MAX = 50;

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The period a response counts for, in UTC: 'once' for a once survey, the day (D2026-11-26), the
 * ISO week (W2026-48, weeks start on Monday) or the month (M2026-11).
 */
export function surveyPeriodKey(frequency: SurveyFrequency, at: Date): string {
  const y = at.getUTCFullYear();
  const m = at.getUTCMonth() + 1;
  const d = at.getUTCDate();
  switch (frequency) {
    case 'once':
      return 'once';
    case 'daily':
      return `D${y}-${pad(m)}-${pad(d)}`;
    case 'monthly':
      return `M${y}-${pad(m)}`;
    case 'weekly': {
      // ISO 8601: the week with the year's first Thursday is week 1.
      const day = new Date(Date.UTC(y, m - 1, d));
      const weekday = day.getUTCDay() || 7;
      day.setUTCDate(day.getUTCDate() + 4 - weekday);
      const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
      const week = Math.ceil(((day.getTime() - yearStart) / 86_400_000 + 1) / 7);
      return `W${day.getUTCFullYear()}-${pad(week)}`;
    }
  }
}

/** A question as the form and the check see it. */
export interface SurveyQuestionShape {
  ComponentType: SurveyComponentType;
  IsMultiSelect: boolean;
  Options: Array<{ OptionId: number }>;
  MinValue: number | null;
  MaxValue: number | null;
}

/** An answer's value: text, one option id, or option ids. Uploads send files instead. */
export type SurveyAnswerValue = string | number | number[] | null | undefined;

/** Why an answer is refused; the app shows the key's text, the server puts it in Msg. */
export type SurveyAnswerProblem =
  | 'surveyAnswerMissing'
  | 'surveyAnswerOption'
  | 'surveyAnswerEmail'
  | 'surveyAnswerNumber'
  | 'surveyAnswerRange'
  | 'surveyAnswerPercent'
  | 'surveyAnswerPhone'
  | 'surveyAnswerText'
  | 'surveyAnswerUploads';

const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
const NUMBER = /^-?\d+(?:\.\d+)?$/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Whether a question takes one option, several, text or pictures. */
export function surveyAnswerKind(q: Pick<SurveyQuestionShape, 'ComponentType' | 'IsMultiSelect'>) {
  switch (q.ComponentType) {
    case 'option':
    case 'poll':
      return 'single' as const;
    case 'dropdown':
      return q.IsMultiSelect ? ('multi' as const) : ('single' as const);
    case 'multiselect':
      return 'multi' as const;
    case 'upload':
      return 'files' as const;
    default:
      return 'text' as const;
  }
}

function numberProblem(text: string, q: SurveyQuestionShape): SurveyAnswerProblem | null {
  if (!NUMBER.test(text) || text.replace(/[-.]/g, '').length > SURVEY_NUMBER_DIGITS_MAX)
    return 'surveyAnswerNumber';
  const n = Number(text);
  if ((q.MinValue !== null && n < q.MinValue) || (q.MaxValue !== null && n > q.MaxValue))
    return 'surveyAnswerRange';
  return null;
}

/**
 * The problem with one answer, or null when it is good. `files` counts the pictures sent for an
 * upload question. Text answers are trimmed before this (the server stores them trimmed).
 */
export function surveyAnswerProblem(
  q: SurveyQuestionShape,
  value: SurveyAnswerValue,
  files = 0,
): SurveyAnswerProblem | null {
  const kind = surveyAnswerKind(q);
  if (kind === 'files') {
    if (files === 0) return 'surveyAnswerMissing';
    return files > SURVEY_UPLOADS_PER_QUESTION ? 'surveyAnswerUploads' : null;
  }
  if (value === null || value === undefined || value === '') return 'surveyAnswerMissing';
  const known = new Set(q.Options.map((o) => o.OptionId));
  if (kind === 'single') {
    const id = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value;
    return typeof id === 'number' && known.has(id) ? null : 'surveyAnswerOption';
  }
  if (kind === 'multi') {
    if (!Array.isArray(value)) return 'surveyAnswerOption';
    if (value.length === 0) return 'surveyAnswerMissing';
    if (new Set(value).size !== value.length || !value.every((id) => known.has(id)))
      return 'surveyAnswerOption';
    return null;
  }
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : null;
  if (text === null) return 'surveyAnswerText';
  if (text === '') return 'surveyAnswerMissing';
  switch (q.ComponentType) {
    case 'email':
      return text.length <= SURVEY_EMAIL_MAX && EMAIL.test(text) ? null : 'surveyAnswerEmail';
    case 'number':
      return numberProblem(text, q);
    case 'percent':
      return NUMBER.test(text) && Number(text) >= 0 && Number(text) <= 100 && text.length <= 7
        ? null
        : 'surveyAnswerPercent';
    case 'phone':
      return isValidMobileNumber(text) ? null : 'surveyAnswerPhone';
    case 'freeText':
      return text.length <= SURVEY_FREE_TEXT_MAX && !CONTROL.test(text) ? null : 'surveyAnswerText';
    default:
      return text.length <= SURVEY_TEXT_MAX && !/[\r\n]/.test(text) && !CONTROL.test(text)
        ? null
        : 'surveyAnswerText';
  }
}
