/**
 * Monthly sales and club enrolment (second spec: /Loyalty/GetMonthlySalesDetails and the club
 * enrolment calls; docs/decisions/101 and 102). Every number comes from the retailer's invoices:
 * monthly sales by the types of monthlySalesConfigJson, last financial year's achievement that a
 * club's target grows from, and each quarter's achievement against an enrolment's target. An
 * enrolment is one a financial year, written once under the retailer's row lock.
 *
 * This file is the module's public face.
 */
import { createHash } from 'node:crypto';
import type {
  TClub,
  TClubEnrollment,
  TClubEnrollmentCalc,
  TClubEnrollmentInfo,
  TEnrollmentExists,
  TMonthlySales,
  TSubmitClubEnrollmentRequest,
} from '@restock/domain/contracts/loyalty';
import { type CalendarDate, formatApiDate, monthRange } from '@restock/domain/rules/delivery';
import {
  achievedPercent,
  type ClubTargetType,
  DEFAULT_MONTHLY_SALES_MONTHS,
  type FinancialYear,
  financialYearOf,
  financialYearStarting,
  lastMonths,
  MONTHLY_SALES_UNITS,
  type MonthlySalesType,
  monthKey,
  parseMonthlySalesConfig,
  quarterTargets,
  yearlyTarget,
} from '@restock/domain/rules/loyalty';
import { formatPaise, paiseToNumber, tryToPaise } from '@restock/domain/rules/pricing';
import type { Db, Tx } from '../../db/client.ts';
import { int, isoDate } from '../../db/values.ts';
import { readThrough, versionedCache } from '../../db/versioned-cache.ts';
import { AppError } from '../../http/errors.ts';
import {
  type ClubRow,
  type EnrollmentRow,
  findBrandNames,
  findClubs,
  findCurrentClubId,
  findEnrollment,
  findEnrollmentByKey,
  findSalesByMonth,
  insertEnrollment,
  lockRetailer,
  type SalesMonthRow,
} from './queries.ts';

export interface LoyaltyAccount {
  clientId: number;
  retailerId: number;
  /**
   * The retailer's returns version and the catalogue version read with the session: every change
   * of its invoices (and their lines) moves the first (migration 0015), of a brand's code the
   * second. With both, a period's sales are read once per version and kept in this process
   * (decision 101); without, from the database every time.
   */
  versions?: { returns: number | null; catalogue: number | null };
}

/** A retailer's sales rows of a period, per process, while its invoices are unchanged. */
const salesCopy = versionedCache<string, Promise<SalesMonthRow[]>>(2000);

/** findSalesByMonth through the per-process copy when the account carries its versions. */
function salesRows(
  db: Db | Tx,
  account: LoyaltyAccount,
  period: { from: string; to: string; focusBrandCodes: string[] },
): Promise<SalesMonthRow[]> {
  const input = {
    clientId: account.clientId,
    retailerId: account.retailerId,
    ...period,
  };
  const v = account.versions;
  if (!v || v.returns === null || v.catalogue === null) return findSalesByMonth(db, input);
  const key = `${account.clientId}|${account.retailerId}|${period.from}|${period.to}|${period.focusBrandCodes.join(',')}`;
  return readThrough(salesCopy, db, key, `${v.returns}:${v.catalogue}`, () => findSalesByMonth(db, input));
}

/** Rupees (numeric text) to paise; 0 for anything unreadable. */
function paise(text: string | null | undefined): bigint {
  return tryToPaise(text ?? '0') ?? 0n;
}

/** A whole number from numeric text (pieces, counts). */
function whole(text: string | null | undefined): bigint {
  return paise(text) / 100n;
}

function salesOf(row: SalesMonthRow, type: MonthlySalesType): bigint {
  switch (type) {
    case 'SV':
      return paise(row.sv);
    case 'FM':
      return paise(row.fm);
    case 'RM':
      return paise(row.sv) - paise(row.fm);
    case 'PV':
      return whole(row.pv);
    case 'BSKU':
      return whole(row.bsku);
  }
}

/** A value of a type as the API sends it: rupees with two decimals, or a whole number. */
function toJson(type: MonthlySalesType, units: bigint): number {
  return MONTHLY_SALES_UNITS[type] === 'value' ? paiseToNumber(units) : Number(units);
}

/**
 * GetMonthlySalesDetails: the retailer's invoiced sales of one type per month, the last `months`
 * months up to today's (oldest first, a month without invoices at 0). The type must be one of the
 * client's (E008 otherwise); absent, the first of them.
 */
export async function monthlySales(
  db: Db,
  account: LoyaltyAccount,
  input: { configRaw: unknown; type?: MonthlySalesType; months?: number; today: CalendarDate },
): Promise<TMonthlySales> {
  const config = parseMonthlySalesConfig(input.configRaw);
  const type = input.type ?? config[0]!.type;
  const entry = config.find((c) => c.type === type);
  if (!entry) throw new AppError('E008', `Invalid Request: the monthly sales type ${type} is not offered`);
  const months = lastMonths(input.today, input.months ?? DEFAULT_MONTHLY_SALES_MONTHS);
  const from = formatApiDate(monthRange(months[0]!).from);
  const to = formatApiDate(monthRange(months[months.length - 1]!).to);
  const focusCodes = config.find((c) => c.focusBrandCodes.length > 0)?.focusBrandCodes ?? [];
  const [rows, focusBrands] = await Promise.all([
    salesRows(db, account, { from, to, focusBrandCodes: focusCodes }),
    type === 'FM' || type === 'RM' ? findBrandNames(db, account.clientId, focusCodes) : Promise.resolve([]),
  ]);
  const byMonth = new Map(rows.filter((r) => r.month !== null).map((r) => [r.month, r]));
  const period = rows.find((r) => r.month === null);
  const values = months.map((m) => {
    const row = byMonth.get(monthKey(m));
    return { Month: monthKey(m), units: row ? salesOf(row, type) : 0n };
  });
  const total =
    type === 'BSKU' ? (period ? salesOf(period, type) : 0n) : values.reduce((n, v) => n + v.units, 0n);
  return {
    Type: type,
    Unit: MONTHLY_SALES_UNITS[type],
    Types: config.map((c) => c.type),
    FocusBrands: focusBrands,
    Months: values.map((v) => ({ Month: v.Month, Value: toJson(type, v.units) })),
    Total: toJson(type, total),
  };
}

/** A month's invoiced sales: value in paise, pieces (free goods left out), different products. */
export interface InvoicedMonth {
  SV: bigint;
  PV: bigint;
  BSKU: bigint;
}

/**
 * The retailer's invoiced sales per month (YYYY-MM) between two dates (YYYY-MM-DD, both included),
 * measured as monthly sales measure them (decision 101), through the same per-process copy: the KPI
 * dashboard's achievement (decision 110). Months without invoices are absent.
 */
export async function invoicedByMonth(
  db: Db,
  account: LoyaltyAccount,
  period: { from: string; to: string },
): Promise<Map<string, InvoicedMonth>> {
  const rows = await salesRows(db, account, { ...period, focusBrandCodes: [] });
  const out = new Map<string, InvoicedMonth>();
  for (const r of rows)
    if (r.month !== null)
      out.set(r.month, { SV: salesOf(r, 'SV'), PV: salesOf(r, 'PV'), BSKU: salesOf(r, 'BSKU') });
  return out;
}

/** Sales of a target type between two dates (paise for SV, pieces for PV), per month. */
async function achievementByMonth(
  db: Db | Tx,
  account: LoyaltyAccount,
  type: ClubTargetType,
  from: string,
  to: string,
): Promise<{ months: Map<string, bigint>; total: bigint }> {
  const rows = await salesRows(db, account, { from, to, focusBrandCodes: [] });
  const months = new Map<string, bigint>();
  let total = 0n;
  for (const r of rows) {
    if (r.month === null) continue;
    const v = salesOf(r, type);
    months.set(r.month, v);
    total += v;
  }
  return { months, total };
}

/** Units of a target type to the API's number. */
function targetJson(type: ClubTargetType, units: bigint): number {
  return toJson(type, units);
}

/** Units of a target type as the database's numeric text. */
function targetText(type: ClubTargetType, units: bigint): string {
  return type === 'SV' ? formatPaise(units) : `${units}`;
}

/** The database's numeric text as units of a target type. */
function targetUnits(type: ClubTargetType, text: string): bigint {
  return type === 'SV' ? paise(text) : whole(text);
}

function clubMinimum(club: ClubRow, type: ClubTargetType): bigint | null {
  if (type === 'SV') return club.min_value_target === null ? null : paise(club.min_value_target);
  return club.min_volume_target === null ? null : BigInt(club.min_volume_target);
}

function toClub(c: ClubRow): TClub {
  return {
    ClubId: int(c.id),
    ClubCode: c.code,
    ClubName: c.name,
    Seq: int(c.seq),
    IncentivePercent: Number(c.incentive_percent),
    BonusPercent: Number(c.bonus_percent),
    GrowthPercent: Number(c.growth_percent),
    MinTargets: {
      SV: c.min_value_target === null ? null : paiseToNumber(paise(c.min_value_target)),
      PV: c.min_volume_target === null ? null : int(c.min_volume_target),
    },
  };
}

const QUARTER_NAMES = ['Q1', 'Q2', 'Q3', 'Q4'];

interface ClubContext {
  fy: FinancialYear;
  clubs: ClubRow[];
  current: ClubRow;
}

/** The financial year of today, the client's clubs and the retailer's current club (E035 without one). */
async function clubContext(db: Db | Tx, account: LoyaltyAccount, today: CalendarDate): Promise<ClubContext> {
  const [clubs, currentId] = await Promise.all([
    findClubs(db, account.clientId),
    findCurrentClubId(db, account.clientId, account.retailerId),
  ]);
  const current = clubs.find((c) => int(c.id) === currentId);
  if (!current) throw new AppError('E035');
  return { fy: financialYearOf(today), clubs, current };
}

/** Last financial year's achievement of both target types. */
async function lastYearOf(db: Db | Tx, account: LoyaltyAccount, fy: FinancialYear) {
  const last = financialYearStarting(fy.startYear - 1);
  const rows = await salesRows(db, account, { from: last.from, to: last.to, focusBrandCodes: [] });
  const period = rows.find((r) => r.month === null);
  return { SV: period ? salesOf(period, 'SV') : 0n, PV: period ? salesOf(period, 'PV') : 0n };
}

/** GetClubEnrollmentInfo: the year, its quarters, the clubs, the current club, last year's sales. */
export async function clubEnrollmentInfo(
  db: Db,
  account: LoyaltyAccount,
  today: CalendarDate,
): Promise<TClubEnrollmentInfo> {
  const ctx = await clubContext(db, account, today);
  const last = await lastYearOf(db, account, ctx.fy);
  return {
    FinancialYear: ctx.fy.label,
    FromDate: ctx.fy.from,
    ToDate: ctx.fy.to,
    CurrentClub: toClub(ctx.current),
    Clubs: ctx.clubs.map(toClub),
    TargetTypes: ['SV', 'PV'],
    LastYear: { SV: targetJson('SV', last.SV), PV: targetJson('PV', last.PV) },
    Quarters: ctx.fy.quarters.map((q) => ({
      Quarter: q.quarter,
      Name: QUARTER_NAMES[q.quarter - 1]!,
      FromDate: q.from,
      ToDate: q.to,
    })),
  };
}

interface Calculation {
  ctx: ClubContext;
  requested: ClubRow;
  type: ClubTargetType;
  lastYear: bigint;
  yearly: bigint;
  quarters: bigint[];
  bonusPercent: string;
  askConfirmation: boolean;
}

async function calculate(
  db: Db | Tx,
  account: LoyaltyAccount,
  input: { clubId: number; type: ClubTargetType; today: CalendarDate },
): Promise<Calculation> {
  const ctx = await clubContext(db, account, input.today);
  const requested = ctx.clubs.find((c) => int(c.id) === input.clubId);
  if (!requested) throw new AppError('E012', 'No data found: no such club');
  const minimum = clubMinimum(requested, input.type);
  if (minimum === null)
    throw new AppError(
      'E041',
      `Target data not available for enrolment: ${requested.name} has no ${input.type} target`,
    );
  const last = await lastYearOf(db, account, ctx.fy);
  const lastYear = last[input.type];
  const yearly = yearlyTarget({
    type: input.type,
    lastYear,
    minimum,
    growthPercent: Number(requested.growth_percent),
  });
  const upgrade = int(requested.seq) > int(ctx.current.seq);
  return {
    ctx,
    requested,
    type: input.type,
    lastYear,
    yearly,
    quarters: quarterTargets(input.type, yearly),
    bonusPercent: upgrade ? requested.bonus_percent : '0',
    askConfirmation: upgrade,
  };
}

/** GetClubEnrollmentCalc: the targets of a requested club and target type, not written. */
export async function clubEnrollmentCalc(
  db: Db,
  account: LoyaltyAccount,
  input: { clubId: number; type: ClubTargetType; today: CalendarDate },
): Promise<TClubEnrollmentCalc> {
  const c = await calculate(db, account, input);
  return {
    FinancialYear: c.ctx.fy.label,
    CurrentClub: toClub(c.ctx.current),
    RequestedClub: toClub(c.requested),
    TargetType: c.type,
    LastYearAchievement: targetJson(c.type, c.lastYear),
    YearlyTarget: targetJson(c.type, c.yearly),
    IncentivePercent: Number(c.requested.incentive_percent),
    bonusPercentage: Number(c.bonusPercent),
    askConfirmation: c.askConfirmation,
    Quarters: c.ctx.fy.quarters.map((q, i) => ({
      Quarter: q.quarter,
      Name: QUARTER_NAMES[i]!,
      FromDate: q.from,
      ToDate: q.to,
      Target: targetJson(c.type, c.quarters[i]!),
    })),
  };
}

/** An enrolment with each quarter's achievement read from the invoices today. */
async function enrollmentView(
  db: Db | Tx,
  account: LoyaltyAccount,
  row: EnrollmentRow,
  today: CalendarDate,
): Promise<TClubEnrollment> {
  const type: ClubTargetType = row.target_type === 'PV' ? 'PV' : 'SV';
  const fy = financialYearStarting(int(row.fy_start));
  const clubs = await findClubs(db, account.clientId);
  const nameOf = (id: number) => clubs.find((c) => int(c.id) === id)?.name ?? '';
  const sales = await achievementByMonth(db, account, type, fy.from, fy.to);
  const todayText = formatApiDate(today);
  const quarters = (row.quarters ?? []).map((q) => {
    let achieved = 0n;
    for (const [month, v] of sales.months)
      if (month >= q.from_date.slice(0, 7) && month <= q.to_date.slice(0, 7)) achieved += v;
    const target = targetUnits(type, q.target);
    const state =
      achieved >= target && target > 0n
        ? ('met' as const)
        : todayText > q.to_date
          ? ('missed' as const)
          : todayText < q.from_date
            ? ('upcoming' as const)
            : ('open' as const);
    return {
      Quarter: int(q.quarter),
      Name: QUARTER_NAMES[int(q.quarter) - 1] ?? `Q${q.quarter}`,
      FromDate: q.from_date,
      ToDate: q.to_date,
      Target: targetJson(type, target),
      Achievement: targetJson(type, achieved),
      AchievedPercent: achievedPercent(achieved, target),
      State: state,
    };
  });
  return {
    EnrollmentId: int(row.id),
    FinancialYear: fy.label,
    CurrentClubId: int(row.current_club_id),
    CurrentClubName: nameOf(int(row.current_club_id)),
    RequestedClubId: int(row.requested_club_id),
    RequestedClubName: nameOf(int(row.requested_club_id)),
    TargetType: type,
    YearlyTarget: targetJson(type, targetUnits(type, row.yearly_target)),
    IncentivePercent: Number(row.incentive_percent),
    BonusPercentage: Number(row.bonus_percent),
    EnrolledOn: isoDate(row.created_at).slice(0, 10),
    TotalAchievement: targetJson(type, sales.total),
    Quarters: quarters,
  };
}

/** CheckEnrollmentExists: whether the retailer is enrolled for today's financial year, and how it stands. */
export async function enrollmentExists(
  db: Db,
  account: LoyaltyAccount,
  today: CalendarDate,
): Promise<TEnrollmentExists> {
  const fy = financialYearOf(today);
  const row = await findEnrollment(db, { ...account, fyStart: fy.startYear });
  return {
    IsEnrolledAlready: row !== null,
    FinancialYear: fy.label,
    Enrollment: row ? await enrollmentView(db, account, row, today) : null,
  };
}

function submitHash(body: TSubmitClubEnrollmentRequest): string {
  return createHash('sha256')
    .update(
      JSON.stringify({
        RequestedClubId: body.RequestedClubId,
        TargetType: body.TargetType,
        YearlyTarget: body.YearlyTarget,
        Confirmed: body.Confirmed === true,
      }),
    )
    .digest('hex');
}

/** A JSON number of a target type as units; null when it is not one (a fraction of a piece, a third decimal). */
function unitsOfJson(type: ClubTargetType, value: number): bigint | null {
  if (type === 'PV') return Number.isSafeInteger(value) ? BigInt(value) : null;
  const p = tryToPaise(value);
  return p !== null && paiseToNumber(p) === value ? p : null;
}

/**
 * SubmitClubEnrollment, in one transaction under the retailer's row lock: the same Idempotency-Key
 * with the same body answers the first enrolment (with another body: E008 422); a second enrolment
 * of the year is refused (E038 409: the screen is stale, a refresh shows the enrolment); the
 * calculation is made again and must give the YearlyTarget the screen showed (E042 otherwise: the
 * sales or the club changed, calculate again); an upgrade needs Confirmed (E008). Nothing is
 * written on any refusal.
 */
export async function submitClubEnrollment(
  db: Db,
  account: LoyaltyAccount,
  body: TSubmitClubEnrollmentRequest,
  key: string | null,
  now: Date,
  today: CalendarDate,
): Promise<{ enrollment: TClubEnrollment; replayed: boolean }> {
  const hash = submitHash(body);
  // Inside the transaction every number is read from the database, never from the per-process copy.
  const plain: LoyaltyAccount = { clientId: account.clientId, retailerId: account.retailerId };
  return db.transaction(async (tx) => {
    if (!(await lockRetailer(tx, plain.clientId, plain.retailerId))) throw new AppError('E010');
    if (key !== null) {
      const prior = await findEnrollmentByKey(tx, { ...plain, key });
      if (prior) {
        if (prior.request_hash !== hash)
          throw new AppError('E008', 'Invalid Request: this Idempotency-Key was used with another request', {
            http: 422,
          });
        return { enrollment: await enrollmentView(tx, plain, prior, today), replayed: true };
      }
    }
    const fy = financialYearOf(today);
    if (await findEnrollment(tx, { ...plain, fyStart: fy.startYear }))
      throw new AppError('E038', `Already enrolled for the financial year ${fy.label}`, { http: 409 });
    const c = await calculate(tx, plain, { clubId: body.RequestedClubId, type: body.TargetType, today });
    const sent = unitsOfJson(c.type, body.YearlyTarget);
    if (sent === null || sent !== c.yearly)
      throw new AppError(
        'E042',
        'Please do the enrolment again: the target has changed since it was calculated',
      );
    if (c.askConfirmation && body.Confirmed !== true)
      throw new AppError('E008', 'Invalid Request: confirm the enrolment in a higher club');
    const id = await insertEnrollment(tx, {
      ...plain,
      fyStart: fy.startYear,
      currentClubId: int(c.ctx.current.id),
      requestedClubId: int(c.requested.id),
      targetType: c.type,
      lastYearAchievement: targetText(c.type, c.lastYear),
      yearlyTarget: targetText(c.type, c.yearly),
      incentivePercent: c.requested.incentive_percent,
      bonusPercent: c.bonusPercent,
      idempotencyKey: key,
      requestHash: hash,
      at: now,
      quarters: fy.quarters.map((q, i) => ({
        quarter: q.quarter,
        from: q.from,
        to: q.to,
        target: targetText(c.type, c.quarters[i]!),
      })),
    });
    if (id === null)
      throw new AppError('E038', `Already enrolled for the financial year ${fy.label}`, { http: 409 });
    const row = await findEnrollment(tx, { ...plain, fyStart: fy.startYear });
    return { enrollment: await enrollmentView(tx, plain, row!, today), replayed: false };
  });
}

/**
 * Writes an enrolment as SubmitClubEnrollment would on `today`, with the calculated targets, in the
 * caller's transaction (the demo seed: a retailer that enrolled at the start of the year). No-op
 * when the year already has one.
 */
export async function enrolAsOf(
  tx: Tx,
  account: LoyaltyAccount,
  input: { clubId: number; type: ClubTargetType; at: Date; today: CalendarDate },
): Promise<void> {
  const c = await calculate(tx, account, { clubId: input.clubId, type: input.type, today: input.today });
  const fy = c.ctx.fy;
  await insertEnrollment(tx, {
    ...account,
    fyStart: fy.startYear,
    currentClubId: int(c.ctx.current.id),
    requestedClubId: int(c.requested.id),
    targetType: c.type,
    lastYearAchievement: targetText(c.type, c.lastYear),
    yearlyTarget: targetText(c.type, c.yearly),
    incentivePercent: c.requested.incentive_percent,
    bonusPercent: c.bonusPercent,
    idempotencyKey: null,
    requestHash: 'seed',
    at: input.at,
    quarters: fy.quarters.map((q, i) => ({
      quarter: q.quarter,
      from: q.from,
      to: q.to,
      target: targetText(c.type, c.quarters[i]!),
    })),
  });
}
