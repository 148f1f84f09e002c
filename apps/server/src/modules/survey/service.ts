/**
 * Surveys (returns spec sections 3, 5 and 7; decision 108): the surveys a retailer has to answer
 * in this period, its past responses, a survey's questions (with a response's answers), a new
 * response and the pending-survey reminder. Every question is mandatory and every answer is
 * checked by its type (rules/survey) before anything is stored; upload answers are pictures taken
 * by their content like complaint pictures (complaint/images.ts) and kept re-encoded in the file
 * store. One response per retailer per period: the unique index decides a race.
 */
import { randomBytes } from 'node:crypto';
import type {
  TSubmitSurveyRequest,
  TSurveyDetails,
  TSurveyListRequest,
  TSurveyNotification,
  TSurveyQuestion,
  TSurveySummary,
} from '@restock/domain/contracts/survey';
import {
  type SurveyComponentType,
  type SurveyFrequency,
  type SurveyUploadType,
  surveyAnswerKind,
  surveyAnswerProblem,
  surveyPeriodKey,
} from '@restock/domain/rules/survey';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { int } from '../../db/values.ts';
import { readThrough, versionedCache } from '../../db/versioned-cache.ts';
import { AppError } from '../../http/errors.ts';
import type { FileStore, StoredFile } from '../../integrations/file-store.ts';
import { processComplaintImage } from '../complaint/service.ts';
import {
  countFilesSince,
  findAnswers,
  findFileOfOwner,
  findQuestions,
  findResponse,
  findResponseFiles,
  findResponsePage,
  findSurvey,
  findSurveysOfDay,
  insertResponse,
  type NewSurveyFile,
  type Row,
  type SurveyOwner,
} from './queries.ts';

export type { SurveyOwner } from './queries.ts';

/** Pictures one retailer may store in 24 hours with its responses. */
export const SURVEY_FILES_PER_DAY = 100;
const DAY_MS = 24 * 60 * 60 * 1000;
type ProcessedImage = Awaited<ReturnType<typeof processComplaintImage>>;
/** Pending surveys the start reminder names at most. */
const NOTIFICATION_MAX = 20;

export const fileUrl = (id: string) => `/api/Survey/File/${id}`;
export const fileThumbUrl = (id: string) => `/api/Survey/File/${id}/thumb`;
export const FILE_ID = /^[A-Za-z0-9_-]{22}$/;

const iso = (v: unknown) =>
  v === null || v === undefined ? null : new Date(v as string | Date).toISOString();

function toSummary(r: Row): TSurveySummary {
  return {
    SurveyId: int(r.id),
    SurveyName: String(r.name),
    Description: String(r.description),
    Type: String(r.type),
    Frequency: String(r.frequency) as SurveyFrequency,
    QuestionCount: int(r.question_count),
    ValidTo: iso(r.valid_to),
    ResponseId: r.response_id === undefined ? null : int(r.response_id),
    SubmittedOn: iso(r.submitted_on),
  };
}

/** node-postgres parses arrays and json; PGlite too, but a text form is read as well. */
const listOf = <T>(v: unknown): T[] => (typeof v === 'string' ? JSON.parse(v) : ((v ?? []) as T[]));

/** The versions a retailer's session carries: its client's configuration, its own records. */
export interface SurveyVersions {
  config: number;
  returns: number | null;
}

/**
 * The day's surveys of each retailer kept per process under its client's config version (moved by
 * any change to surveys, their questions and targets), its returns version (moved by its
 * responses) and the UTC day (migration 0031, decision 126).
 */
const surveysOfDay = versionedCache<string, Promise<Row[]>>(4000);

function daysSurveys(db: Db, owner: SurveyOwner, now: Date, versions: SurveyVersions | null): Promise<Row[]> {
  if (!versions || versions.returns === null) return findSurveysOfDay(db, owner, now);
  const version = `${versions.config}:${versions.returns}:${now.toISOString().slice(0, 10)}`;
  return readThrough(surveysOfDay, db, `${owner.clientId}:${owner.retailerId}`, version, () =>
    findSurveysOfDay(db, owner, now),
  );
}

const openAt = (r: Row, now: Date) =>
  new Date(r.valid_from as string | Date) <= now &&
  (r.valid_to == null || new Date(r.valid_to as string | Date) >= now);

/** The surveys the retailer has not answered in their current period. */
async function pendingSurveys(
  db: Db,
  owner: SurveyOwner,
  now: Date,
  versions: SurveyVersions | null,
): Promise<TSurveySummary[]> {
  const rows = await daysSurveys(db, owner, now, versions);
  return rows
    .filter((r) => openAt(r, now))
    .filter((r) => {
      const periods = Array.isArray(r.periods) ? (r.periods as string[]) : listOf<string>(r.periods);
      return !periods.includes(surveyPeriodKey(String(r.frequency) as SurveyFrequency, now));
    })
    .map(toSummary);
}

export async function listSurveys(
  db: Db,
  owner: SurveyOwner,
  body: TSurveyListRequest,
  now: Date,
  versions: SurveyVersions | null = null,
): Promise<{ surveys: TSurveySummary[]; total: number }> {
  const offset = (body.Page - 1) * body.PageSize;
  if (body.Status === 'Pending') {
    const all = await pendingSurveys(db, owner, now, versions);
    return { surveys: all.slice(offset, offset + body.PageSize), total: all.length };
  }
  const { rows, total } = await findResponsePage(db, owner, { offset, limit: body.PageSize });
  return { surveys: rows.map(toSummary), total };
}

export async function listSurveyNotifications(
  db: Db,
  owner: SurveyOwner,
  now: Date,
  versions: SurveyVersions | null = null,
): Promise<TSurveyNotification[]> {
  return (await pendingSurveys(db, owner, now, versions))
    .slice(0, NOTIFICATION_MAX)
    .map((s) => ({ SurveyId: s.SurveyId, SurveyName: s.SurveyName }));
}

function toQuestion(r: Row): Omit<TSurveyQuestion, 'Answer'> {
  return {
    QuestionId: int(r.id),
    Question: String(r.question),
    ComponentType: String(r.component_type) as SurveyComponentType,
    IsMultiSelect: Boolean(r.is_multi_select),
    UploadType: r.upload_type ? (String(r.upload_type) as SurveyUploadType) : null,
    Options: listOf<{ OptionId: number; Name: string }>(r.options),
    MinValue: r.min_value === null ? null : Number(r.min_value),
    MaxValue: r.max_value === null ? null : Number(r.max_value),
  };
}

/** A survey the retailer may see; E012 when it is not theirs (or no such survey). */
async function surveyOf(db: Db, owner: SurveyOwner, surveyId: number, now: Date): Promise<Row> {
  const survey = await findSurvey(db, owner, surveyId, now);
  if (!survey) throw new AppError('E012', 'No data found');
  return survey;
}

const noLongerAvailable = () => new AppError('E040', 'Survey no longer available');

/**
 * A survey's questions. With ResponseId, one of the retailer's responses with its answers (also
 * for a survey closed since); without, the survey must be open (E040 otherwise), and the answers
 * of this period's response come along when there is one.
 */
export async function surveyDetails(
  db: Db,
  owner: SurveyOwner,
  surveyId: number,
  responseId: number | undefined,
  now: Date,
): Promise<TSurveyDetails> {
  const survey = await surveyOf(db, owner, surveyId, now);
  const frequency = String(survey.frequency) as SurveyFrequency;
  let response: Row | null;
  if (responseId !== undefined) {
    response = await findResponse(db, owner, surveyId, { id: responseId });
    if (!response) throw new AppError('E012', 'No data found');
  } else {
    if (!survey.open) throw noLongerAvailable();
    response = await findResponse(db, owner, surveyId, { periodKey: surveyPeriodKey(frequency, now) });
  }
  const questions = (await findQuestions(db, surveyId)).map(toQuestion);
  const answers = new Map<number, unknown>();
  const files = new Map<number, string[]>();
  if (response) {
    const id = int(response.id);
    const [answerRows, fileRows] = await Promise.all([findAnswers(db, id), findResponseFiles(db, id)]);
    for (const a of answerRows) answers.set(int(a.question_id), a.value);
    for (const f of fileRows) {
      const q = int(f.question_id);
      files.set(q, [...(files.get(q) ?? []), String(f.id)]);
    }
  }
  return {
    SurveyId: int(survey.id),
    SurveyName: String(survey.name),
    Description: String(survey.description),
    Type: String(survey.type),
    Frequency: frequency,
    ValidTo: iso(survey.valid_to),
    ResponseId: response ? int(response.id) : null,
    SubmittedOn: response ? iso(response.created_at) : null,
    Questions: questions.map((q) => ({
      ...q,
      Answer: response
        ? {
            Value: (answers.get(q.QuestionId) ?? null) as string | number | number[] | null,
            Files: (files.get(q.QuestionId) ?? []).map((id) => ({
              FileId: id,
              Url: fileUrl(id),
              ThumbnailUrl: fileThumbUrl(id),
            })),
          }
        : null,
    })),
  };
}

export interface SubmitInput {
  owner: SurveyOwner;
  body: TSubmitSurveyRequest;
  /** Pictures sent per question id (multipart field file_<QuestionId>). */
  uploads: Map<number, Buffer[]>;
  files: FileStore;
  now: Date;
}

/** What an answer is stored as: trimmed text, or option ids as numbers. */
function storedValue(kind: ReturnType<typeof surveyAnswerKind>, value: unknown): unknown {
  if (kind === 'files') return null;
  if (kind === 'single') return Number(value);
  if (kind === 'multi') return value;
  return typeof value === 'number' ? String(value) : String(value).trim();
}

const answeredThisPeriod = () =>
  new AppError('E040', 'Survey no longer available: already answered in this period', { http: 409 });

/**
 * A response. Refusals, in order, all before anything is stored: not the retailer's survey (E012),
 * closed (E040 410), answered in this period (E040 409), an answer to no question of the survey,
 * twice, or a picture for a question that takes none (E008 400), a question without an answer or
 * with a bad one (E008 400, Msg 'surveyAnswer...: question <id>'), the daily picture quota
 * (E005 429), a picture refused by its content (E008 400/413/415).
 */
export async function submitSurvey(db: Db, input: SubmitInput): Promise<{ ResponseId: number }> {
  const { owner, body, now } = input;
  const survey = await surveyOf(db, owner, body.SurveyId, now);
  if (!survey.open) throw noLongerAvailable();
  const periodKey = surveyPeriodKey(String(survey.frequency) as SurveyFrequency, now);
  if (await findResponse(db, owner, body.SurveyId, { periodKey })) throw answeredThisPeriod();

  const questions = (await findQuestions(db, body.SurveyId)).map(toQuestion);
  const byId = new Map(questions.map((q) => [q.QuestionId, q]));
  const given = new Map<number, unknown>();
  for (const a of body.Answers) {
    if (!byId.has(a.QuestionId) || given.has(a.QuestionId))
      throw new AppError('E008', `Invalid Request: answer to question ${a.QuestionId} is not expected`);
    given.set(a.QuestionId, a.Value);
  }
  for (const [questionId] of input.uploads) {
    if (byId.get(questionId)?.ComponentType !== 'upload')
      throw new AppError('E008', `Invalid Request: question ${questionId} takes no pictures`);
  }
  const answers: Array<{ questionId: number; value: unknown }> = [];
  let pictureCount = 0;
  for (const q of questions) {
    const value = given.get(q.QuestionId) as string | number | number[] | null | undefined;
    const fileCount = input.uploads.get(q.QuestionId)?.length ?? 0;
    const problem = surveyAnswerProblem(q, value, fileCount);
    if (problem) throw new AppError('E008', `${problem}: question ${q.QuestionId}`, { http: 400 });
    pictureCount += fileCount;
    answers.push({ questionId: q.QuestionId, value: storedValue(surveyAnswerKind(q), value) });
  }
  if (pictureCount > 0) {
    const stored = await countFilesSince(db, owner.retailerId, new Date(now.getTime() - DAY_MS));
    if (stored + pictureCount > SURVEY_FILES_PER_DAY)
      throw new AppError('E005', 'surveyImageQuota: too many pictures today, please retry tomorrow', {
        http: 429,
      });
  }
  // Every picture checked and re-encoded before any is stored; one at a time (CPU-heavy).
  const processed: Array<{ questionId: number; image: ProcessedImage }> = [];
  let index = 0;
  for (const [questionId, list] of input.uploads) {
    for (const bytes of list) {
      try {
        processed.push({ questionId, image: await processComplaintImage(bytes, index++) });
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        throw new AppError(
          'E008',
          `${err.message.replace(/^complaintImage/, 'surveyImage')} (question ${questionId})`,
          {
            http: err.httpStatus,
          },
        );
      }
    }
  }

  const stored: NewSurveyFile[] = [];
  try {
    for (const { questionId, image } of processed) {
      const id = randomBytes(16).toString('base64url');
      const fileKey = `surveys/${id}.jpg`;
      const thumbKey = `surveys/${id}.thumb.jpg`;
      await input.files.put(fileKey, { contentType: 'image/jpeg', bytes: image.full });
      await input.files.put(thumbKey, { contentType: 'image/jpeg', bytes: image.thumb });
      stored.push({ id, questionId, fileKey, thumbKey, size: image.full.length });
    }
    const responseId = await db.transaction((tx) =>
      insertResponse(tx, { owner, surveyId: body.SurveyId, periodKey, createdAt: now }, answers, stored),
    );
    return { ResponseId: responseId };
  } catch (err) {
    await input.files.delete(stored.flatMap((s) => [s.fileKey, s.thumbKey])).catch(() => undefined);
    // Another request of the retailer answered this period first.
    if (isUniqueViolation(err)) throw answeredThisPeriod();
    throw err;
  }
}

/** A picture (or its thumbnail) of the owner's response; E012 for anyone else's or none. */
export async function readSurveyFile(
  db: Db,
  files: FileStore,
  owner: SurveyOwner,
  fileId: string,
  thumbnail: boolean,
): Promise<StoredFile> {
  const row = FILE_ID.test(fileId) ? await findFileOfOwner(db, owner, fileId) : null;
  const file = row ? await files.get(String(thumbnail ? row.thumb_key : row.file_key)) : null;
  if (!file) throw new AppError('E012', 'No data found');
  return file;
}
