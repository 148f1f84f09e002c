/**
 * Contracts of the survey calls (returns spec sections 3, 5 and 7; decision 108): /Survey/GetSurveyList,
 * /Survey/GetSurveyDetails, /Survey/SubmitSurvey (JSON, or multipart with the fields SurveyId and
 * Answers (JSON text) and pictures in `file_<QuestionId>`) and /Survey/GetSurveyNotification.
 */
import { z } from 'zod';
import {
  SURVEY_COMPONENT_TYPES,
  SURVEY_FREQUENCIES,
  SURVEY_QUESTIONS_MAX,
  SURVEY_UPLOAD_TYPES,
} from '../rules/survey.ts';
import { pageFields, ZDbId } from './fields.ts';

export const SURVEY_LIST_STATUSES = ['Pending', 'Answered'] as const;

export const ZSurveyListRequest = z.object({
  /** Pending: surveys to answer in this period; Answered: the retailer's responses, newest first. */
  Status: z.enum(SURVEY_LIST_STATUSES).optional().default('Pending'),
  ...pageFields,
});
export type TSurveyListRequest = z.infer<typeof ZSurveyListRequest>;

export const ZSurveyDetailsRequest = z.object({
  SurveyId: ZDbId,
  /** One of the retailer's responses to this survey: its answers come with the questions. */
  ResponseId: ZDbId.optional(),
});
export type TSurveyDetailsRequest = z.infer<typeof ZSurveyDetailsRequest>;

/** An answer as sent: text, an option id, or option ids (uploads send files instead). */
export const ZSurveyAnswerInput = z.strictObject({
  QuestionId: ZDbId,
  Value: z
    .union([z.string().max(4000), z.number(), z.array(z.number().int()).max(100)])
    .nullable()
    .optional(),
});

const ZAnswerList = z.array(ZSurveyAnswerInput).max(SURVEY_QUESTIONS_MAX);

/** Multipart sends Answers as JSON text; JSON requests send the array. */
const ZAnswers = z.union([
  ZAnswerList,
  z
    .string()
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'Answers is not JSON' });
        return z.NEVER;
      }
    })
    .pipe(ZAnswerList),
]);

export const ZSubmitSurveyRequest = z.object({
  SurveyId: ZDbId,
  Answers: ZAnswers,
});
export type TSubmitSurveyRequest = z.infer<typeof ZSubmitSurveyRequest>;

// ------------------------------------------------------------------------------------------
// Answers
// ------------------------------------------------------------------------------------------

/** A survey in the list: to answer (Pending) or one of the retailer's responses (Answered). */
export const ZSurveySummary = z.object({
  SurveyId: z.number().int(),
  SurveyName: z.string(),
  Description: z.string(),
  Type: z.string(),
  Frequency: z.enum(SURVEY_FREQUENCIES),
  QuestionCount: z.number().int(),
  /** Last moment it can be answered (ISO), or null. */
  ValidTo: z.string().nullable(),
  ResponseId: z.number().int().nullable(),
  SubmittedOn: z.string().nullable(),
});
export type TSurveySummary = z.infer<typeof ZSurveySummary>;

export const ZSurveyFile = z.object({ FileId: z.string(), Url: z.string(), ThumbnailUrl: z.string() });
export type TSurveyFile = z.infer<typeof ZSurveyFile>;

export const ZSurveyQuestion = z.object({
  QuestionId: z.number().int(),
  Question: z.string(),
  ComponentType: z.enum(SURVEY_COMPONENT_TYPES),
  IsMultiSelect: z.boolean(),
  UploadType: z.enum(SURVEY_UPLOAD_TYPES).nullable(),
  Options: z.array(z.object({ OptionId: z.number().int(), Name: z.string() })),
  MinValue: z.number().nullable(),
  MaxValue: z.number().nullable(),
  /** With a ResponseId: what was answered (text, option id or ids) and the pictures. */
  Answer: z
    .object({
      Value: z.union([z.string(), z.number(), z.array(z.number())]).nullable(),
      Files: z.array(ZSurveyFile),
    })
    .nullable(),
});
export type TSurveyQuestion = z.infer<typeof ZSurveyQuestion>;

export const ZSurveyDetails = z.object({
  SurveyId: z.number().int(),
  SurveyName: z.string(),
  Description: z.string(),
  Type: z.string(),
  Frequency: z.enum(SURVEY_FREQUENCIES),
  ValidTo: z.string().nullable(),
  ResponseId: z.number().int().nullable(),
  SubmittedOn: z.string().nullable(),
  Questions: z.array(ZSurveyQuestion),
});
export type TSurveyDetails = z.infer<typeof ZSurveyDetails>;

export const ZSurveyNotification = z.object({ SurveyId: z.number().int(), SurveyName: z.string() });
export type TSurveyNotification = z.infer<typeof ZSurveyNotification>;
