/**
 * Survey calls (returns spec section 7; decision 108): /Survey/GetSurveyList, /Survey/GetSurveyDetails,
 * /Survey/SubmitSurvey (JSON, or multipart with pictures in file_<QuestionId>),
 * /Survey/GetSurveyNotification, and GET /api/Survey/File/{id}[/thumb], which serves a response's
 * picture only to the session of the retailer who sent it. Without the Survey menu entry every call
 * answers E017 403.
 */
import { ZEmptyRequest } from '@restock/domain/contracts/envelope';
import {
  ZSubmitSurveyRequest,
  ZSurveyDetailsRequest,
  ZSurveyListRequest,
} from '@restock/domain/contracts/survey';
import { COMPLAINT_IMAGE_MAX_BYTES } from '@restock/domain/rules/complaint';
import { SURVEY_QUESTIONS_MAX, SURVEY_UPLOADS_PER_QUESTION } from '@restock/domain/rules/survey';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { ok } from '../../http/envelope.ts';
import { AppError } from '../../http/errors.ts';
import { acceptMultipartForm, type FormFile } from '../../http/multipart-form.ts';
import { type FullRouteContext, getWithSession, post } from '../../http/route.ts';
import { hasMenuEntryAt } from '../orders/service.ts';
import {
  listSurveyNotifications,
  listSurveys,
  readSurveyFile,
  submitSurvey,
  surveyDetails,
} from './service.ts';

const TAGS = ['Survey'];
/** Pictures in one response at most (the daily quota still applies). */
const FILES_MAX = 10;
const FILE_FIELD = /^file_(\d{1,10})$/;
const FILE_CACHE = 'private, max-age=31536000, immutable';

/** A response's pictures by question (field file_<QuestionId>), within the per-response caps. */
function byQuestion(files: FormFile[]): Map<number, Buffer[]> {
  const uploads = new Map<number, Buffer[]>();
  for (const file of files) {
    const questionId = Number(FILE_FIELD.exec(file.field)![1]);
    const list = uploads.get(questionId) ?? [];
    list.push(file.bytes);
    uploads.set(questionId, list);
    if (uploads.size > SURVEY_QUESTIONS_MAX || list.length > SURVEY_UPLOADS_PER_QUESTION)
      throw new AppError('E008', `surveyAnswerUploads: question ${questionId}`, { http: 400 });
  }
  return uploads;
}

export function registerSurveyRoutes(app: FastifyInstance, deps: AppDeps): void {
  const db = deps.database.db;

  const assertOn = async (ctx: FullRouteContext<unknown>) => {
    if (!(await hasMenuEntryAt(db, ctx.session.clientId, ctx.session.configVersion, 'Survey')))
      throw new AppError('E017', 'Surveys are not enabled', { http: 403 });
  };
  const ownerOf = (ctx: FullRouteContext<unknown>) => ({
    clientId: ctx.session.clientId,
    retailerId: ctx.session.retailerId,
  });
  const versionsOf = (ctx: FullRouteContext<unknown>) => ({
    config: ctx.session.configVersion,
    returns: ctx.session.returnsVersion,
  });

  post(
    app,
    deps,
    '/Survey/GetSurveyList',
    {
      body: ZSurveyListRequest,
      summary:
        'Status Pending: the surveys to answer in their current period (once, daily, weekly, monthly); Status ' +
        "Answered: the retailer's responses, newest first. Paged; each SurveyId, SurveyName, Description, Type, " +
        'Frequency, QuestionCount, ValidTo, ResponseId, SubmittedOn',
      tags: TAGS,
      example: { Status: 'Pending', Page: 1, PageSize: 20 },
    },
    async (ctx) => {
      const [, { surveys, total }] = await Promise.all([
        assertOn(ctx),
        listSurveys(db, ownerOf(ctx), ctx.body, ctx.now, versionsOf(ctx)),
      ]);
      return ok(surveys, { totalCount: total });
    },
  );

  post(
    app,
    deps,
    '/Survey/GetSurveyDetails',
    {
      body: ZSurveyDetailsRequest,
      summary:
        "A survey's questions (QuestionId, Question, ComponentType, IsMultiSelect, UploadType, Options, MinValue, " +
        'MaxValue); with ResponseId, that response with its answers. A closed survey without ResponseId: E040',
      tags: TAGS,
      example: { SurveyId: 1 },
    },
    async (ctx) => {
      await assertOn(ctx);
      return ok(await surveyDetails(db, ownerOf(ctx), ctx.body.SurveyId, ctx.body.ResponseId, ctx.now));
    },
  );

  post(
    app,
    deps,
    '/Survey/GetSurveyNotification',
    {
      body: ZEmptyRequest,
      summary: 'The pending surveys for the start reminder: SurveyId, SurveyName (at most 20)',
      tags: TAGS,
      example: {},
    },
    async (ctx) => {
      await assertOn(ctx);
      return ok(await listSurveyNotifications(db, ownerOf(ctx), ctx.now, versionsOf(ctx)));
    },
  );

  // Multipart only for SubmitSurvey, in its own scope (http/multipart-form.ts): pictures by question.
  app.register(async (scope) => {
    const takeFiles = await acceptMultipartForm(scope, {
      limits: { fileSize: COMPLAINT_IMAGE_MAX_BYTES, files: FILES_MAX, fields: 4, fieldSize: 256 * 1024 },
      takesFileIn: (field) => FILE_FIELD.test(field),
      wrongField: 'pictures go in fields file_<QuestionId>',
      tooLarge: () => new AppError('E008', 'surveyImageTooLarge: a picture is too large', { http: 413 }),
    });

    post(
      scope,
      deps,
      '/Survey/SubmitSurvey',
      {
        body: ZSubmitSurveyRequest,
        summary:
          'Answers a survey: SurveyId and Answers [{QuestionId, Value}] (text, an OptionId or OptionIds); every ' +
          'question mandatory and checked by its type. As multipart/form-data, Answers is JSON text and pictures ' +
          'go in file_<QuestionId> (PNG or JPEG by content, at most 3 per question, 5 MB each; re-encoded). ' +
          'E040 410 when closed, E040 409 when answered in this period; a refusal stores nothing. Data: ResponseId',
        tags: TAGS,
        example: { SurveyId: 1, Answers: [{ QuestionId: 1, Value: 'Yes' }] },
      },
      async (ctx) => {
        const uploads = byQuestion(takeFiles(ctx.req));
        await assertOn(ctx);
        const made = await submitSurvey(db, {
          owner: ownerOf(ctx),
          body: ctx.body,
          uploads,
          files: deps.files,
          now: ctx.now,
        });
        return ok(made, { msg: 'surveySubmittedSuccess' });
      },
    );
  });

  const serveFile =
    (thumbnail: boolean) => async (ctx: FullRouteContext<undefined> & { params: { id: string } }) => {
      await assertOn(ctx);
      const file = await readSurveyFile(db, deps.files, ownerOf(ctx), ctx.params.id, thumbnail);
      ctx.reply.header('cache-control', FILE_CACHE).header('vary', 'user-key').type(file.contentType);
      return file.bytes;
    };
  getWithSession(app, deps, '/Survey/File/:id', serveFile(false));
  getWithSession(app, deps, '/Survey/File/:id/thumb', serveFile(true));
}
