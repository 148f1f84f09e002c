import type { TSurveyDetails, TSurveyNotification, TSurveySummary } from '@restock/domain/contracts/survey';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFailure } from './cart-helpers.ts';
import { multipart, type Part } from './multipart-helpers.ts';
import { rows } from './product-helpers.ts';
import { type ApiResult, createTestApp, engine, type TestApp } from './support/harness.ts';

/**
 * Surveys (issue 20; decision 108): the pending list and the answered history, a survey's
 * questions and a response's answers, a response with every component type (pictures by
 * content), every question mandatory and checked by type, one response per period by
 * frequency, E040 for a closed survey, the reminder's pending list, other retailers kept out, and
 * bad input answered with a code and nothing stored.
 */

type Answer = { QuestionId: number; Value?: unknown };

describe(`Surveys (${engine})`, () => {
  let t: TestApp;
  let token: string;
  let other: string;
  let jpeg: Buffer;

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.tokenFor('retailer1');
    other = await t.tokenFor('9000000002');
    jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#0f766e' } })
      .jpeg()
      .toBuffer();
  });
  afterAll(async () => t?.close());

  const list = async (Status: 'Pending' | 'Answered', who = token) => {
    const res = await t.call('/Survey/GetSurveyList', { Status, PageSize: 100 }, { token: who });
    expect(res.body.Status, res.body.Msg).toBe(1);
    return res.body.Data as TSurveySummary[];
  };
  const details = async (SurveyId: number, who = token, ResponseId?: number) =>
    t.call('/Survey/GetSurveyDetails', { SurveyId, ...(ResponseId ? { ResponseId } : {}) }, { token: who });
  const byName = async (name: string) => (await list('Pending')).find((s) => s.SurveyName === name)!;
  const questionsOf = async (name: string) => {
    const res = await details((await byName(name)).SurveyId);
    return res.body.Data as TSurveyDetails;
  };
  const submit = async (
    SurveyId: number,
    Answers: Answer[],
    files: Array<[number, Buffer]> = [],
    who = token,
  ) => {
    const parts: Part[] = [
      { name: 'SurveyId', value: String(SurveyId) },
      { name: 'Answers', value: JSON.stringify(Answers) },
      ...files.map(([q, bytes]) => ({
        name: `file_${q}`,
        value: bytes,
        filename: 'p.jpg',
        type: 'image/jpeg',
      })),
    ];
    const { payload, contentType } = multipart(parts);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Survey/SubmitSurvey',
      headers: { 'content-type': contentType, 'user-key': who },
      payload,
    });
    const body = res.json() as ApiResult['body'] & { Data: { ResponseId: number } };
    return { status: res.statusCode, headers: res.headers, token: undefined, body };
  };
  const stored = async () =>
    (
      await rows<{ r: number; a: number; f: number; s: number }>(
        t,
        sql`select (select count(*)::int from survey_responses) as r, (select count(*)::int from survey_answers) as a,
              (select count(*)::int from survey_files) as f, (select count(*)::int from stored_files) as s`,
      )
    )[0]!;

  /** A good answer for every question of the profile survey (every type but the poll/option/percent ones). */
  const profileAnswers = (d: TSurveyDetails): Answer[] =>
    d.Questions.filter((q) => q.ComponentType !== 'upload').map((q) => ({
      QuestionId: q.QuestionId,
      Value: {
        text: 'Anil Kumar',
        email: 'anil@example.com',
        phone: '9876543210',
        dropdown: [1, 3],
        multiselect: [2],
      }[q.ComponentType as string],
    }));

  it('lists the pending surveys and the answered history of the seed', async () => {
    const pending = await list('Pending');
    expect(pending.map((s) => s.SurveyName).sort()).toEqual(
      ['Daily stock check', 'Shelf and cooler audit', 'Store feedback', 'Store profile update'].sort(),
    );
    expect(pending.every((s) => s.ResponseId === null && s.QuestionCount > 0)).toBe(true);
    expect(new Set(pending.map((s) => s.Frequency))).toEqual(new Set(['weekly', 'monthly', 'once', 'daily']));
    const answered = await list('Answered');
    expect(answered.map((s) => s.SurveyName)).toEqual(['Store feedback', 'Festive season readiness']);
    expect(answered[0]!.ResponseId).toBeGreaterThan(0);
    const paged = await t.call(
      '/Survey/GetSurveyList',
      { Status: 'Pending', Page: 2, PageSize: 3 },
      { token },
    );
    expect(paged.body).toMatchObject({ Status: 1, TotalCount: 4 });
    expect((paged.body.Data as unknown[]).length).toBe(1);

    // The closed survey's response still opens, with its answers and its picture for its owner only.
    const festive = answered[1]!;
    const res = await details(festive.SurveyId, token, festive.ResponseId!);
    const d = res.body.Data as TSurveyDetails;
    expect(d.Questions.map((q) => q.Answer?.Value)).toEqual(['40', 1, null]);
    const file = d.Questions[2]!.Answer!.Files[0]!;
    const got = await t.app.inject({ method: 'GET', url: file.Url, headers: { 'user-key': token } });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/jpeg');
    const thumb = await t.app.inject({
      method: 'GET',
      url: file.ThumbnailUrl,
      headers: { 'user-key': token },
    });
    expect(thumb.statusCode).toBe(200);
    const theirs = await t.app.inject({ method: 'GET', url: file.Url, headers: { 'user-key': other } });
    expect(theirs.statusCode).toBe(404);
    // Without the response it is closed: E040.
    expectFailure(await details(festive.SurveyId), 'E040', 410);
  });

  it('gives the questions of every component type with their options', async () => {
    const types = new Set<string>();
    const uploads = new Set<string>();
    for (const s of await list('Pending')) {
      const d = (await details(s.SurveyId)).body.Data as TSurveyDetails;
      for (const q of d.Questions) {
        types.add(q.ComponentType === 'dropdown' && q.IsMultiSelect ? 'dropdownMulti' : q.ComponentType);
        if (q.UploadType) uploads.add(q.UploadType);
        if (['dropdown', 'option', 'poll', 'multiselect'].includes(q.ComponentType))
          expect(q.Options.length).toBeGreaterThan(1);
        expect(q.Answer).toBeNull();
      }
    }
    expect([...types].sort()).toEqual(
      [
        'dropdown',
        'dropdownMulti',
        'email',
        'freeText',
        'multiselect',
        'number',
        'option',
        'percent',
        'phone',
        'poll',
        'text',
        'upload',
      ].sort(),
    );
    expect([...uploads].sort()).toEqual(['both', 'camera', 'upload']);
  });

  it('refuses a missing or bad answer of each type with E008 and stores nothing', async () => {
    const profile = await questionsOf('Store profile update');
    const audit = await questionsOf('Shelf and cooler audit');
    const feedback = await questionsOf('Store feedback');
    const before = await stored();
    const upload = profile.Questions.find((q) => q.ComponentType === 'upload')!.QuestionId;
    const good = profileAnswers(profile);
    const withValue = (answers: Answer[], type: string, Value: unknown, d = profile) => {
      const id = d.Questions.find((q) => q.ComponentType === type)!.QuestionId;
      return answers.map((a) => (a.QuestionId === id ? { ...a, Value } : a));
    };
    const cases: Array<[string, Answer[], Array<[number, Buffer]>, string]> = [
      ['no picture', good, [], 'surveyAnswerMissing'],
      ['a question left out', good.slice(1), [[upload, jpeg]], 'surveyAnswerMissing'],
      ['blank text', withValue(good, 'text', '   '), [[upload, jpeg]], 'surveyAnswerMissing'],
      ['text over a line', withValue(good, 'text', 'a\nb'), [[upload, jpeg]], 'surveyAnswerText'],
      ['long text', withValue(good, 'text', 'x'.repeat(101)), [[upload, jpeg]], 'surveyAnswerText'],
      ['bad email', withValue(good, 'email', 'anil@'), [[upload, jpeg]], 'surveyAnswerEmail'],
      ['bad phone', withValue(good, 'phone', '12345'), [[upload, jpeg]], 'surveyAnswerPhone'],
      ['unknown option', withValue(good, 'multiselect', [9]), [[upload, jpeg]], 'surveyAnswerOption'],
      ['repeated option', withValue(good, 'dropdown', [1, 1]), [[upload, jpeg]], 'surveyAnswerOption'],
      ['no option chosen', withValue(good, 'dropdown', []), [[upload, jpeg]], 'surveyAnswerMissing'],
      [
        'one option for a multi dropdown',
        withValue(good, 'dropdown', 1),
        [[upload, jpeg]],
        'surveyAnswerOption',
      ],
      [
        'four pictures',
        good,
        [
          [upload, jpeg],
          [upload, jpeg],
          [upload, jpeg],
          [upload, jpeg],
        ],
        'surveyAnswerUploads',
      ],
      ['not a picture', good, [[upload, Buffer.from('%PDF-1.4 not a picture')]], 'surveyImageType'],
    ];
    for (const [what, answers, files, problem] of cases) {
      const res = await submit(profile.SurveyId, answers, files);
      expect(res.body.Status, what).toBe(0);
      expect(res.body.Code, what).toBe('E008');
      expect(res.body.Msg, what).toMatch(new RegExp(`^${problem}`));
      expect(res.status, what).toBeGreaterThanOrEqual(400);
      expect(res.status, what).toBeLessThan(500);
    }
    // Number: not a number, out of range; a single dropdown with a list; a picture for a text question.
    const auditUploads = audit.Questions.filter((q) => q.ComponentType === 'upload').map((q) => q.QuestionId);
    const auditGood: Answer[] = audit.Questions.filter((q) => q.ComponentType !== 'upload').map((q) => ({
      QuestionId: q.QuestionId,
      Value: q.ComponentType === 'number' ? '12' : 2,
    }));
    const auditFiles: Array<[number, Buffer]> = auditUploads.map((q) => [q, jpeg]);
    for (const [Value, problem] of [
      ['twelve', 'surveyAnswerNumber'],
      ['1e3', 'surveyAnswerNumber'],
      ['501', 'surveyAnswerRange'],
      ['-1', 'surveyAnswerRange'],
    ] as const) {
      const res = await submit(audit.SurveyId, withValue(auditGood, 'number', Value, audit), auditFiles);
      expect(res.body.Msg).toMatch(new RegExp(`^${problem}`));
    }
    expect(
      (await submit(audit.SurveyId, withValue(auditGood, 'dropdown', [1, 2], audit), auditFiles)).body.Msg,
    ).toMatch(/^surveyAnswerOption/);
    const textQ = profile.Questions.find((q) => q.ComponentType === 'text')!.QuestionId;
    expectFailure(
      await submit(profile.SurveyId, good, [
        [upload, jpeg],
        [textQ, jpeg],
      ]),
      'E008',
      400,
    );
    // Percent, option and poll, free text.
    const fb = (over: Record<string, unknown>) =>
      feedback.Questions.map((q) => ({
        QuestionId: q.QuestionId,
        Value:
          q.ComponentType in over
            ? over[q.ComponentType]
            : ({ option: 1, poll: 2, percent: '55.5', freeText: 'Fine' } as Record<string, unknown>)[
                q.ComponentType
              ],
      }));
    for (const [over, problem] of [
      [{ percent: '101' }, 'surveyAnswerPercent'],
      [{ percent: 'half' }, 'surveyAnswerPercent'],
      [{ option: 7 }, 'surveyAnswerOption'],
      [{ poll: '0' }, 'surveyAnswerOption'],
      [{ freeText: 'x'.repeat(1001) }, 'surveyAnswerText'],
      [{ freeText: '' }, 'surveyAnswerMissing'],
    ] as const) {
      const res = await t.call(
        '/Survey/SubmitSurvey',
        { SurveyId: feedback.SurveyId, Answers: fb(over) },
        { token },
      );
      expect(res.body.Msg, JSON.stringify(over)).toMatch(new RegExp(`^${problem}`));
      expect(res.status).toBe(400);
    }
    // Answers to questions of another survey, twice the same question, malformed bodies.
    const foreign = [...fb({}), { QuestionId: profile.Questions[0]!.QuestionId, Value: 'x' }];
    expectFailure(
      await t.call('/Survey/SubmitSurvey', { SurveyId: feedback.SurveyId, Answers: foreign }, { token }),
      'E008',
      400,
    );
    const twice = [...fb({}), fb({})[0]!];
    expectFailure(
      await t.call('/Survey/SubmitSurvey', { SurveyId: feedback.SurveyId, Answers: twice }, { token }),
      'E008',
      400,
    );
    for (const body of [
      {},
      { SurveyId: 'x', Answers: [] },
      { SurveyId: feedback.SurveyId, Answers: 'not json' },
      { SurveyId: feedback.SurveyId, Answers: [{ QuestionId: 1, Value: { a: 1 } }] },
      { SurveyId: feedback.SurveyId, Answers: [{ QuestionId: 1, Value: 'x', Extra: 1 }] },
    ]) {
      expectFailure(await t.call('/Survey/SubmitSurvey', body, { token }), 'E008', 400);
    }
    expectFailure(await t.call('/Survey/GetSurveyList', { Status: 'Done' }, { token }), 'E008', 400);
    expectFailure(await t.call('/Survey/GetSurveyDetails', { SurveyId: -1 }, { token }), 'E008', 400);
    expect(await stored()).toEqual(before);
  });

  it('stores a response with every type, pictures included; once answered, the period is done', async () => {
    const profile = await questionsOf('Store profile update');
    const upload = profile.Questions.find((q) => q.ComponentType === 'upload')!.QuestionId;
    const before = await stored();
    const res = await submit(profile.SurveyId, profileAnswers(profile), [
      [upload, jpeg],
      [upload, jpeg],
    ]);
    expect(res.body, res.body.Msg).toMatchObject({ Status: 1, Msg: 'surveySubmittedSuccess' });
    const after = await stored();
    expect(after.r).toBe(before.r + 1);
    expect(after.f).toBe(before.f + 2);
    expect(after.s).toBe(before.s + 4);

    // Once: never again; it leaves the pending list and the reminder and heads the history.
    expectFailure(await submit(profile.SurveyId, profileAnswers(profile), [[upload, jpeg]]), 'E040', 409);
    expect((await list('Pending')).some((s) => s.SurveyId === profile.SurveyId)).toBe(false);
    const reminder = (await t.call('/Survey/GetSurveyNotification', {}, { token })).body
      .Data as TSurveyNotification[];
    expect(reminder.some((s) => s.SurveyId === profile.SurveyId)).toBe(false);
    expect(reminder.length).toBe(3);
    const history = await list('Answered');
    expect(history[0]!.ResponseId).toBe(res.body.Data.ResponseId);
    const d = (await details(profile.SurveyId, token, res.body.Data.ResponseId)).body.Data as TSurveyDetails;
    const text = d.Questions.find((q) => q.ComponentType === 'text')!;
    expect(text.Answer!.Value).toBe('Anil Kumar');
    expect(d.Questions.find((q) => q.ComponentType === 'upload')!.Answer!.Files).toHaveLength(2);
    expect(await stored()).toEqual(after);
  });

  it('takes one response per period: daily again the next day, weekly the next week', async () => {
    const daily = await questionsOf('Daily stock check');
    const answers = daily.Questions.map((q) => ({
      QuestionId: q.QuestionId,
      Value: q.ComponentType === 'number' ? '7' : 2,
    }));
    const first = await t.call(
      '/Survey/SubmitSurvey',
      { SurveyId: daily.SurveyId, Answers: answers },
      { token },
    );
    expect(first.body.Status, first.body.Msg).toBe(1);
    expectFailure(
      await t.call('/Survey/SubmitSurvey', { SurveyId: daily.SurveyId, Answers: answers }, { token }),
      'E040',
      409,
    );
    // Another retailer's period is its own.
    const theirs = await t.call(
      '/Survey/SubmitSurvey',
      { SurveyId: daily.SurveyId, Answers: answers },
      { token: other },
    );
    expect(theirs.body.Status, theirs.body.Msg).toBe(1);
    expect((await list('Answered', other)).map((s) => s.ResponseId)).toEqual([
      (theirs.body.Data as { ResponseId: number }).ResponseId,
    ]);

    t.advance(24 * 60 * 60 * 1000);
    expect((await list('Pending')).some((s) => s.SurveyId === daily.SurveyId)).toBe(true);
    const next = await t.call(
      '/Survey/SubmitSurvey',
      { SurveyId: daily.SurveyId, Answers: answers },
      { token },
    );
    expect(next.body.Status, next.body.Msg).toBe(1);

    const weekly = await questionsOf('Store feedback');
    const fb = weekly.Questions.map((q) => ({
      QuestionId: q.QuestionId,
      Value: ({ option: 1, poll: 2, percent: '40', freeText: 'Fine' } as Record<string, unknown>)[
        q.ComponentType
      ],
    }));
    expect(
      (await t.call('/Survey/SubmitSurvey', { SurveyId: weekly.SurveyId, Answers: fb }, { token })).body
        .Status,
    ).toBe(1);
    t.advance(24 * 60 * 60 * 1000);
    const sameWeekOrNext = await t.call(
      '/Survey/SubmitSurvey',
      { SurveyId: weekly.SurveyId, Answers: fb },
      { token },
    );
    // A day later is the same ISO week unless the week turned over.
    if (sameWeekOrNext.body.Status === 0) expectFailure(sameWeekOrNext, 'E040', 409);
    t.advance(7 * 24 * 60 * 60 * 1000);
    // Sessions idle out after a week: new ones on the moved clock.
    token = await t.tokenFor('retailer1');
    other = await t.tokenFor('9000000002');
    expect(
      (await t.call('/Survey/SubmitSurvey', { SurveyId: weekly.SurveyId, Answers: fb }, { token })).body
        .Status,
    ).toBe(1);
  });

  it('sees every change to the surveys on the next list, though the day is kept per process (decision 126)', async () => {
    const pendingNames = async () => (await list('Pending')).map((s) => s.SurveyName);
    const before = await pendingNames();
    expect(await pendingNames()).toEqual(before);
    const [client] = await rows<{ client_id: number }>(
      t,
      sql`select client_id from users where login_id = 'retailer1'`,
    );
    // Written behind the app's back: only the triggers can tell the kept lists.
    const [added] = await rows<{ id: number }>(
      t,
      sql`insert into surveys (client_id, name, type, frequency, valid_from) values
            (${client!.client_id}, 'Festival stock plan', 'Feedback', 'once', now() - interval '1 hour') returning id`,
    );
    expect(await pendingNames()).toContain('Festival stock plan');
    await t.database.db.execute(
      sql`insert into survey_questions (survey_id, question, component_type, seq) values (${added!.id}, 'Which festival?', 'text', 1)`,
    );
    expect((await list('Pending')).find((s) => s.SurveyId === added!.id)?.QuestionCount).toBe(1);
    await t.database.db.execute(sql`update surveys set targeted = true where id = ${added!.id}`);
    expect(await pendingNames()).not.toContain('Festival stock plan');
    await t.database.db.execute(
      sql`insert into survey_retailers (survey_id, retailer_id) select ${added!.id}, retailer_id from users where login_id = 'retailer1'`,
    );
    expect(await pendingNames()).toContain('Festival stock plan');
    // Closed a moment from now: gone once the moment has passed, on the same day and versions.
    await t.database.db.execute(
      sql`update surveys set valid_to = ${new Date(t.deps.clock().getTime() + 60_000).toISOString()}::timestamptz where id = ${added!.id}`,
    );
    expect(await pendingNames()).toContain('Festival stock plan');
    t.advance(2 * 60_000);
    expect(await pendingNames()).not.toContain('Festival stock plan');
    await t.database.db.execute(sql`delete from surveys where id = ${added!.id}`);
    expect(await pendingNames()).toEqual(before);
  });

  it('answers E040 for a survey closed or switched off, E012 for one the retailer may not see', async () => {
    const daily = await byName('Daily stock check');
    const answers = ((await details(daily.SurveyId)).body.Data as TSurveyDetails).Questions.map((q) => ({
      QuestionId: q.QuestionId,
      Value: q.ComponentType === 'number' ? '7' : 2,
    }));
    await rows(t, sql`update surveys set active = false where id = ${daily.SurveyId}`);
    const before = await stored();
    expectFailure(
      await t.call('/Survey/SubmitSurvey', { SurveyId: daily.SurveyId, Answers: answers }, { token }),
      'E040',
      410,
    );
    expectFailure(await details(daily.SurveyId), 'E040', 410);
    expect((await list('Pending')).some((s) => s.SurveyId === daily.SurveyId)).toBe(false);
    await rows(
      t,
      sql`update surveys set active = true, valid_to = now() - interval '1 day' where id = ${daily.SurveyId}`,
    );
    expectFailure(
      await t.call('/Survey/SubmitSurvey', { SurveyId: daily.SurveyId, Answers: answers }, { token }),
      'E040',
      410,
    );
    expect(await stored()).toEqual(before);

    // A survey for retailer1 only: the other retailer neither sees nor answers it.
    const [own] = await rows<{ id: number }>(
      t,
      sql`insert into surveys (client_id, name, type, frequency, targeted)
          select client_id, 'Only retailer1', 'Audit', 'once', true from retailers where code = 'R0001' returning id`,
    );
    await rows(
      t,
      sql`insert into survey_retailers (survey_id, retailer_id) select ${own!.id}, id from retailers where code = 'R0001'`,
    );
    await rows(
      t,
      sql`insert into survey_questions (survey_id, question, component_type) values (${own!.id}, 'Name?', 'text')`,
    );
    expect((await list('Pending')).some((s) => s.SurveyId === own!.id)).toBe(true);
    expect((await list('Pending', other)).some((s) => s.SurveyId === own!.id)).toBe(false);
    expectFailure(await details(own!.id, other), 'E012', 404);
    const q = ((await details(own!.id)).body.Data as TSurveyDetails).Questions[0]!.QuestionId;
    expectFailure(
      await t.call(
        '/Survey/SubmitSurvey',
        { SurveyId: own!.id, Answers: [{ QuestionId: q, Value: 'x' }] },
        { token: other },
      ),
      'E012',
      404,
    );
    // Someone else's response id is no data.
    const mine = (await list('Answered'))[0]!;
    expectFailure(await details(mine.SurveyId, other, mine.ResponseId!), 'E012', 404);
  });

  it('needs the Survey menu entry', async () => {
    await rows(t, sql`update menus set t_code = 'SurveyOff' where t_code = 'Survey'`);
    const fresh = await t.tokenFor('retailer1');
    const res = await t.call('/Survey/GetSurveyNotification', {}, { token: fresh });
    await rows(t, sql`update menus set t_code = 'Survey' where t_code = 'SurveyOff'`);
    expectFailure(res, 'E017', 403);
  });
});
