/** Every SQL statement of the survey module (decision 108). */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { queryRows, timestamp } from '../../db/sql.ts';

export type Row = Record<string, unknown>;

/** Whose surveys: the session's client and retailer. */
export interface SurveyOwner {
  clientId: number;
  retailerId: number;
}

/** The client's survey is the retailer's to see: for everyone, or listed for this retailer. */
const VISIBLE = (owner: SurveyOwner) => sql`s.client_id = ${owner.clientId} and (not s.targeted or exists (
  select 1 from survey_retailers sr where sr.survey_id = s.id and sr.retailer_id = ${owner.retailerId}))`;

/** On and inside its window: it can be answered now. */
const OPEN = (now: Date) =>
  sql`s.active and s.valid_from <= ${timestamp(now)} and (s.valid_to is null or s.valid_to >= ${timestamp(now)})`;

const SUMMARY_COLUMNS = sql`s.id, s.name, s.description, s.type, s.frequency, s.valid_to,
  (select count(*)::int from survey_questions q where q.survey_id = s.id) as question_count`;

/**
 * The surveys the retailer may answer on the UTC day of `now` (active, not closed before the day
 * began; the service checks the exact window at the moment it answers), each with its valid_from
 * and the period keys of the retailer's responses that could be a period's of that day (the
 * service keeps those not answered in the period at hand). What it reads holds for the whole day
 * while neither the client's surveys nor the retailer's responses change (decision 126).
 */
export async function findSurveysOfDay(db: Db, owner: SurveyOwner, now: Date): Promise<Row[]> {
  const dayStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  return queryRows(
    db,
    sql`select ${SUMMARY_COLUMNS}, s.valid_from,
          coalesce((select array_agg(r.period_key) from survey_responses r
            where r.survey_id = s.id and r.retailer_id = ${owner.retailerId}
              and (s.frequency = 'once' or r.created_at >= ${timestamp(new Date(dayStart.getTime() - 32 * 86_400_000))})),
            '{}') as periods
        from surveys s
        where ${VISIBLE(owner)} and s.active and (s.valid_to is null or s.valid_to >= ${timestamp(dayStart)})
        order by s.seq, s.id`,
    { prepare: 'survey_of_day' },
  );
}

/** A page of the retailer's responses, newest first, with the total. */
export async function findResponsePage(
  db: Db,
  owner: SurveyOwner,
  page: { offset: number; limit: number },
): Promise<{ rows: Row[]; total: number }> {
  const rows = await queryRows(
    db,
    sql`select ${SUMMARY_COLUMNS}, r.id as response_id, r.created_at as submitted_on, count(*) over () as total
        from survey_responses r join surveys s on s.id = r.survey_id
        where r.client_id = ${owner.clientId} and r.retailer_id = ${owner.retailerId}
        order by r.created_at desc, r.id desc limit ${page.limit}::int offset ${page.offset}::int`,
    { prepare: 'survey_responses_page' },
  );
  if (rows.length > 0 || page.offset === 0) return { rows, total: Number(rows[0]?.total ?? 0) };
  const [count] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from survey_responses r
        where r.client_id = ${owner.clientId} and r.retailer_id = ${owner.retailerId}`,
  );
  return { rows, total: Number(count?.n ?? 0) };
}

/** One survey the retailer may see, with whether it can be answered now; null when not theirs. */
export async function findSurvey(
  db: Db,
  owner: SurveyOwner,
  surveyId: number,
  now: Date,
): Promise<Row | null> {
  const [row] = await queryRows(
    db,
    sql`select s.id, s.name, s.description, s.type, s.frequency, s.valid_to, (${OPEN(now)}) as open
        from surveys s where s.id = ${surveyId} and ${VISIBLE(owner)}`,
  );
  return row ?? null;
}

export async function findQuestions(db: Db, surveyId: number): Promise<Row[]> {
  return queryRows(
    db,
    sql`select id, question, component_type, is_multi_select, upload_type, options, min_value, max_value
        from survey_questions where survey_id = ${surveyId} order by seq, id`,
  );
}

/** The retailer's response to the survey: a given one, or the one of a period. */
export async function findResponse(
  db: Db,
  owner: SurveyOwner,
  surveyId: number,
  by: { id: number } | { periodKey: string },
): Promise<Row | null> {
  const which = 'id' in by ? sql`r.id = ${by.id}` : sql`r.period_key = ${by.periodKey}`;
  const [row] = await queryRows(
    db,
    sql`select r.id, r.created_at from survey_responses r
        where r.survey_id = ${surveyId} and r.client_id = ${owner.clientId}
          and r.retailer_id = ${owner.retailerId} and ${which}`,
  );
  return row ?? null;
}

export async function findAnswers(db: Db, responseId: number): Promise<Row[]> {
  return queryRows(db, sql`select question_id, value from survey_answers where response_id = ${responseId}`);
}

export async function findResponseFiles(db: Db, responseId: number): Promise<Row[]> {
  return queryRows(
    db,
    sql`select id, question_id from survey_files where response_id = ${responseId} order by question_id, seq`,
  );
}

/** Pictures the retailer stored since a moment (the daily allowance). */
export async function countFilesSince(db: Db, retailerId: number, since: Date): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from survey_files where retailer_id = ${retailerId} and created_at >= ${timestamp(since)}`,
  );
  return Number(row?.n ?? 0);
}

export interface NewSurveyFile {
  id: string;
  questionId: number;
  fileKey: string;
  thumbKey: string;
  size: number;
}

/**
 * Writes a response, its answers and its pictures' rows. A second response in the same period
 * meets the unique index (survey, retailer, period) and writes nothing.
 */
export async function insertResponse(
  tx: Tx,
  r: { owner: SurveyOwner; surveyId: number; periodKey: string; createdAt: Date },
  answers: Array<{ questionId: number; value: unknown }>,
  files: NewSurveyFile[],
): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`insert into survey_responses (survey_id, client_id, retailer_id, period_key, created_at)
        values (${r.surveyId}, ${r.owner.clientId}, ${r.owner.retailerId}, ${r.periodKey}, ${timestamp(r.createdAt)})
        returning id`,
  );
  const id = Number(row!.id);
  for (const a of answers) {
    await tx.execute(
      sql`insert into survey_answers (response_id, question_id, value)
          values (${id}, ${a.questionId}, ${a.value === null ? null : JSON.stringify(a.value)}::jsonb)`,
    );
  }
  for (const [seq, f] of files.entries()) {
    await tx.execute(
      sql`insert into survey_files (id, response_id, question_id, client_id, retailer_id, seq, file_key, thumb_key, size, created_at)
          values (${f.id}, ${id}, ${f.questionId}, ${r.owner.clientId}, ${r.owner.retailerId}, ${seq}, ${f.fileKey},
            ${f.thumbKey}, ${f.size}, ${timestamp(r.createdAt)})`,
    );
  }
  return id;
}

/** A picture's file keys, only when the owner's. */
export async function findFileOfOwner(db: Db, owner: SurveyOwner, fileId: string): Promise<Row | null> {
  const [row] = await queryRows(
    db,
    sql`select file_key, thumb_key from survey_files
        where id = ${fileId} and client_id = ${owner.clientId} and retailer_id = ${owner.retailerId}`,
  );
  return row ?? null;
}
