/**
 * The demo client's surveys (decision 108): five surveys that use every component type between
 * them (dropdown single and multi, email, number, free text, multiselect, option, percent, phone,
 * poll, text; uploads by camera, file or both), of every frequency, and past responses of
 * retailer1 (one to a survey since closed, with a shelf photo, and last week's store feedback) so
 * the history has something to show. Responses go through the survey service, so they are checked
 * as the app's are and their pictures are stored as the app's are.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { queryRows, timestamp } from '../db/sql.ts';
import type { FileStore } from '../integrations/file-store.ts';
import { loadSharp } from '../modules/complaint/service.ts';
import { submitSurvey } from '../modules/survey/service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

interface SeedQuestion {
  question: string;
  type: string;
  multi?: boolean;
  upload?: 'camera' | 'upload' | 'both';
  options?: string[];
  min?: number;
  max?: number;
}

interface SeedSurvey {
  name: string;
  description: string;
  type: string;
  frequency: 'once' | 'daily' | 'weekly' | 'monthly';
  /** Days from now the window opens (negative: in the past) and closes (null: open-ended). */
  from: number;
  to: number | null;
  questions: SeedQuestion[];
}

export const DEMO_SURVEYS: SeedSurvey[] = [
  {
    name: 'Store feedback',
    description: 'Two minutes on how deliveries and offers worked for you this week.',
    type: 'Feedback',
    frequency: 'weekly',
    from: -60,
    to: null,
    questions: [
      {
        question: 'How was your last delivery?',
        type: 'option',
        options: ['Excellent', 'Good', 'Average', 'Poor'],
      },
      {
        question: 'Which offer did your customers like most?',
        type: 'poll',
        options: ['Buy 2 get 1 free', '10% off on cases', 'Free cooler bag', 'None of them'],
      },
      { question: 'What share of your shelf space do our brands have (%)?', type: 'percent' },
      { question: 'Anything we should do better?', type: 'freeText' },
    ],
  },
  {
    name: 'Shelf and cooler audit',
    description: 'Tell us how our products stand on your shelves this month, with photos.',
    type: 'Audit',
    frequency: 'monthly',
    from: -30,
    to: 45,
    questions: [
      {
        question: 'How many facings of Sparkle Cola 500 ml are on the shelf?',
        type: 'number',
        min: 0,
        max: 500,
      },
      {
        question: 'Where is the beverage shelf placed?',
        type: 'dropdown',
        options: ['Eye level', 'Top shelf', 'Bottom shelf', 'Floor stand near the counter'],
      },
      { question: 'Take a photo of the beverage shelf', type: 'upload', upload: 'camera' },
      { question: 'A photo of the cooler (camera or gallery)', type: 'upload', upload: 'both' },
    ],
  },
  {
    name: 'Store profile update',
    description: 'Help your distributor reach the right person and plan deliveries.',
    type: 'Profile',
    frequency: 'once',
    from: -20,
    to: null,
    questions: [
      { question: "Store manager's name", type: 'text' },
      { question: 'Email for invoices', type: 'email' },
      { question: 'Mobile number for delivery calls', type: 'phone' },
      {
        question: 'On which days do you prefer deliveries?',
        type: 'dropdown',
        multi: true,
        options: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
      },
      {
        question: 'Which categories would you like more offers on?',
        type: 'multiselect',
        options: ['Beverages', 'Snacks', 'Personal care', 'Household', 'Dairy'],
      },
      { question: "Upload a photo of your shop's trade licence", type: 'upload', upload: 'upload' },
    ],
  },
  {
    name: 'Daily stock check',
    description: 'A quick count before the evening order.',
    type: 'Stock',
    frequency: 'daily',
    from: -10,
    to: null,
    questions: [
      { question: 'Cases of packaged water left', type: 'number', min: 0, max: 9999 },
      {
        question: 'Did any customer ask for a product you did not have?',
        type: 'option',
        options: ['Yes', 'No'],
      },
    ],
  },
  {
    name: 'Festive season readiness',
    description: 'How ready was your store for the festive rush?',
    type: 'Feedback',
    frequency: 'once',
    from: -45,
    to: -10,
    questions: [
      { question: 'How many extra cases did you stock?', type: 'number', min: 0, max: 10000 },
      {
        question: 'Were the festive display kits useful?',
        type: 'option',
        options: ['Very useful', 'Somewhat', 'Not at all'],
      },
      { question: 'A photo of your festive display', type: 'upload', upload: 'camera' },
    ],
  },
];

/** Writes the surveys; answers their ids in order. */
export async function insertSurveys(
  db: Db,
  clientId: number,
  list: SeedSurvey[],
  now: Date,
): Promise<number[]> {
  const ids: number[] = [];
  for (const [seq, s] of list.entries()) {
    const [row] = await queryRows<{ id: number }>(
      db,
      sql`insert into surveys (client_id, name, description, type, frequency, valid_from, valid_to, seq, created_at)
          values (${clientId}, ${s.name}, ${s.description}, ${s.type}, ${s.frequency},
            ${timestamp(new Date(now.getTime() + s.from * DAY_MS))},
            ${s.to === null ? null : timestamp(new Date(now.getTime() + s.to * DAY_MS))}, ${seq},
            ${timestamp(new Date(now.getTime() + s.from * DAY_MS))})
          returning id`,
    );
    const surveyId = Number(row!.id);
    ids.push(surveyId);
    for (const [qSeq, q] of s.questions.entries()) {
      const options = (q.options ?? []).map((name, i) => ({ OptionId: i + 1, Name: name }));
      await db.execute(
        sql`insert into survey_questions (survey_id, seq, question, component_type, is_multi_select, upload_type, options, min_value, max_value)
            values (${surveyId}, ${qSeq}, ${q.question}, ${q.type}, ${q.multi ?? false}, ${q.upload ?? null},
              ${JSON.stringify(options)}::jsonb, ${q.min ?? null}, ${q.max ?? null})`,
      );
    }
  }
  return ids;
}

/** A shelf photo drawn by sharp (no download): a PNG of coloured packs on shelves. */
async function shelfPhoto(colour: string): Promise<Buffer> {
  const packs = Array.from({ length: 8 }, (_, i) => {
    const x = 40 + i * 90;
    return `<rect x="${x}" y="120" width="70" height="130" rx="8" fill="${colour}"/>
      <rect x="${x}" y="330" width="70" height="130" rx="8" fill="${i % 2 ? '#f59e0b' : colour}"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="560">
    <rect width="800" height="560" fill="#e2e8f0"/>
    <rect x="20" y="250" width="760" height="16" fill="#64748b"/><rect x="20" y="460" width="760" height="16" fill="#64748b"/>
    ${packs}</svg>`;
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function questionIds(db: Db, surveyId: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from survey_questions where survey_id = ${surveyId} order by seq, id`,
  );
  return rows.map((r) => Number(r.id));
}

export async function seedDemoSurveys(
  db: Db,
  input: { clientId: number; retailerId: number; files: FileStore; now: Date },
): Promise<void> {
  const { clientId, retailerId, files, now } = input;
  const ids = await insertSurveys(db, clientId, DEMO_SURVEYS, now);
  const owner = { clientId, retailerId };
  // The festive survey, answered 20 days ago (closed since), with a photo of the display.
  const festive = await questionIds(db, ids[4]!);
  await submitSurvey(db, {
    owner,
    body: {
      SurveyId: ids[4]!,
      Answers: [
        { QuestionId: festive[0]!, Value: '40' },
        { QuestionId: festive[1]!, Value: 1 },
      ],
    },
    uploads: new Map([[festive[2]!, [await shelfPhoto('#dc2626')]]]),
    files,
    now: new Date(now.getTime() - 20 * DAY_MS),
  });
  // Last week's store feedback.
  const feedback = await questionIds(db, ids[0]!);
  await submitSurvey(db, {
    owner,
    body: {
      SurveyId: ids[0]!,
      Answers: [
        { QuestionId: feedback[0]!, Value: 2 },
        { QuestionId: feedback[1]!, Value: 1 },
        { QuestionId: feedback[2]!, Value: '35' },
        {
          QuestionId: feedback[3]!,
          Value: 'Please deliver before 10 am; the afternoon slot clashes with the school rush.',
        },
      ],
    },
    uploads: new Map(),
    files,
    now: new Date(now.getTime() - 7 * DAY_MS),
  });
}

/**
 * The large client: the demo surveys, `count` more of every frequency, and for the first
 * `retailers` retailers `perRetailer` past responses each (weekly feedback of past weeks).
 */
export async function seedLargeSurveys(
  db: Db,
  input: {
    clientId: number;
    files: FileStore;
    now: Date;
    count: number;
    retailers: number;
    perRetailer: number;
  },
): Promise<void> {
  const { clientId, now } = input;
  const [first] = await queryRows<{ id: number }>(
    db,
    sql`select id from retailers where client_id = ${clientId} order by id limit 1`,
  );
  await seedDemoSurveys(db, { clientId, retailerId: Number(first!.id), files: input.files, now });
  const frequencies = ['once', 'daily', 'weekly', 'monthly'] as const;
  const extra: SeedSurvey[] = Array.from({ length: input.count }, (_, i) => {
    const base = DEMO_SURVEYS[i % 4]!;
    return { ...base, name: `${base.name} #${i + 1}`, frequency: frequencies[i % 4]!, from: -30 - (i % 30) };
  });
  const ids = await insertSurveys(db, clientId, extra, now);
  // Past responses: the weekly ones, one per past week, answers copied from the survey's options.
  const weekly = ids.filter((_, i) => frequencies[i % 4] === 'weekly');
  const weeklyArray = sql.raw(`array[${weekly.join(',')}]::int[]`);
  await db.execute(
    sql`insert into survey_responses (survey_id, client_id, retailer_id, period_key, created_at)
        select (${weeklyArray})[1 + n % ${weekly.length}], ${clientId}, r.id, 'W-past-' || n,
          ${timestamp(now)} - make_interval(days => 7 * n)
        from (select id from retailers where client_id = ${clientId} order by id limit ${input.retailers}) r
        cross join generate_series(1, ${input.perRetailer}) n`,
  );
  await db.execute(
    sql`insert into survey_answers (response_id, question_id, value)
        select r.id, q.id, case when q.component_type in ('option', 'poll') then '1'::jsonb
          when q.component_type = 'percent' then '"40"'::jsonb else '"Fine"'::jsonb end
        from survey_responses r join survey_questions q on q.survey_id = r.survey_id
        where r.client_id = ${clientId} and r.period_key like 'W-past-%'`,
  );
}
