/**
 * Loyalty rules (second spec: monthly sales, club enrolment; docs/decisions/101 and 102): the
 * monthly sales types and the client's monthlySalesConfigJson, the Indian financial year (April to
 * March) and its quarters, and the club enrolment's yearly and quarter targets. Pure: dates come in
 * as calendar dates, amounts as exact paise.
 */
import { addDays, type CalendarDate, type CalendarMonth, daysInMonth, formatApiDate } from './delivery.ts';

/** Spec section 9: the monthly sales types. */
export const MONTHLY_SALES_TYPES = ['SV', 'PV', 'RM', 'FM', 'BSKU'] as const;
export type MonthlySalesType = (typeof MONTHLY_SALES_TYPES)[number];

/**
 * What each type counts (decision 101), over the retailer's invoices dated in the month, at every
 * distributor of the client: SV the invoiced net value (rupees), PV the invoiced pieces (free goods
 * left out), RM the net value of regular products (not of a focus brand), FM the net value of
 * focus-brand products, BSKU the number of different products invoiced (free goods left out).
 */
export const MONTHLY_SALES_UNITS: Record<MonthlySalesType, 'value' | 'pieces' | 'count'> = {
  SV: 'value',
  PV: 'pieces',
  RM: 'value',
  FM: 'value',
  BSKU: 'count',
};

/** One entry of monthlySalesConfigJson: a type the screen shows, in order. */
export interface MonthlySalesTypeConfig {
  type: MonthlySalesType;
  /** FM and RM: the focus brands' codes (upper-cased). */
  focusBrandCodes: string[];
}

/** The types shown when monthlySalesConfigJson is empty or unreadable. */
export const DEFAULT_MONTHLY_SALES_TYPES: readonly MonthlySalesType[] = ['SV', 'PV'];

export const DEFAULT_MONTHLY_SALES_MONTHS = 12;
export const MAX_MONTHLY_SALES_MONTHS = 24;

function isMonthlySalesType(v: unknown): v is MonthlySalesType {
  return typeof v === 'string' && (MONTHLY_SALES_TYPES as readonly string[]).includes(v);
}

/**
 * Reads monthlySalesConfigJson: a list of `{"Type": "SV"}` entries (a plain "SV" is read the same),
 * FM and RM naming the focus brands in `"FocusBrands": ["CODE", ...]`. Unknown types and repeats
 * are left out; FM or RM with no focus brand is left out (there would be nothing to split by). An
 * empty result falls back to DEFAULT_MONTHLY_SALES_TYPES.
 */
export function parseMonthlySalesConfig(raw: unknown): MonthlySalesTypeConfig[] {
  const out: MonthlySalesTypeConfig[] = [];
  const entries = Array.isArray(raw) ? raw : [];
  const allBrands = new Set<string>();
  for (const e of entries) {
    if (e && typeof e === 'object' && Array.isArray((e as { FocusBrands?: unknown }).FocusBrands)) {
      for (const b of (e as { FocusBrands: unknown[] }).FocusBrands)
        if (typeof b === 'string' && b.trim()) allBrands.add(b.trim().toUpperCase());
    }
  }
  for (const e of entries) {
    const type =
      typeof e === 'string' ? e : e && typeof e === 'object' ? (e as { Type?: unknown }).Type : null;
    if (!isMonthlySalesType(type) || out.some((c) => c.type === type)) continue;
    const needsBrands = type === 'FM' || type === 'RM';
    if (needsBrands && allBrands.size === 0) continue;
    out.push({ type, focusBrandCodes: needsBrands ? [...allBrands].sort() : [] });
  }
  if (out.length === 0) return DEFAULT_MONTHLY_SALES_TYPES.map((type) => ({ type, focusBrandCodes: [] }));
  return out;
}

/** The last `count` months up to and including today's, oldest first. */
export function lastMonths(today: CalendarDate, count: number): CalendarMonth[] {
  const months: CalendarMonth[] = [];
  let y = today.year;
  let m = today.month;
  for (let i = 0; i < count; i++) {
    months.unshift({ year: y, month: m });
    m -= 1;
    if (m === 0) {
      m = 12;
      y -= 1;
    }
  }
  return months;
}

/** YYYY-MM. */
export function monthKey(m: CalendarMonth): string {
  return `${m.year}-${String(m.month).padStart(2, '0')}`;
}

export interface FinancialQuarter {
  /** 1..4: Q1 April-June, Q2 July-September, Q3 October-December, Q4 January-March. */
  quarter: number;
  /** YYYY-MM-DD. */
  from: string;
  to: string;
}

export interface FinancialYear {
  /** The calendar year it starts in (April of it). */
  startYear: number;
  /** "2026-27". */
  label: string;
  from: string;
  to: string;
  quarters: FinancialQuarter[];
}

/** India's financial year, April to March, with its four quarters. */
export function financialYearStarting(startYear: number): FinancialYear {
  const quarters: FinancialQuarter[] = [0, 1, 2, 3].map((q) => {
    const startMonth = 4 + q * 3;
    const year = startMonth > 12 ? startYear + 1 : startYear;
    const month = ((startMonth - 1) % 12) + 1;
    const endMonth = month + 2;
    return {
      quarter: q + 1,
      from: formatApiDate({ year, month, day: 1 }),
      to: formatApiDate({ year, month: endMonth, day: daysInMonth(year, endMonth) }),
    };
  });
  return {
    startYear,
    label: `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`,
    from: quarters[0]!.from,
    to: quarters[3]!.to,
    quarters,
  };
}

/** The financial year a date falls in. */
export function financialYearOf(d: CalendarDate): FinancialYear {
  return financialYearStarting(d.month >= 4 ? d.year : d.year - 1);
}

/** The quarter (1..4) of its financial year a date falls in. */
export function quarterOf(d: CalendarDate): number {
  return Math.floor((((d.month + 8) % 12) + 0) / 3) + 1;
}

/** The day before a date, as YYYY-MM-DD (a period's end from the next one's start). */
export function dayBefore(d: CalendarDate): string {
  return formatApiDate(addDays(d, -1));
}

/** Target types a club may set, the monthly sales types they are measured as (decision 102). */
export const CLUB_TARGET_TYPES = ['SV', 'PV'] as const;
export type ClubTargetType = (typeof CLUB_TARGET_TYPES)[number];

/** Value targets are whole hundreds of rupees (paise), volume targets whole pieces. */
const VALUE_STEP = 10_000n;

/**
 * The yearly target of an enrolment (decision 102): last financial year's achievement grown by
 * the club's growth percentage, never below the club's minimum for the type; value targets rounded
 * up to whole hundreds of rupees. Amounts in paise for SV, pieces for PV.
 */
export function yearlyTarget(input: {
  type: ClubTargetType;
  lastYear: bigint;
  minimum: bigint;
  growthPercent: number;
}): bigint {
  const growthBasisPoints = BigInt(Math.round(input.growthPercent * 100));
  const grown = ceilDiv(input.lastYear * (10_000n + growthBasisPoints), 10_000n);
  const rounded = input.type === 'SV' ? ceilDiv(grown, VALUE_STEP) * VALUE_STEP : grown;
  return rounded > input.minimum ? rounded : input.minimum;
}

function ceilDiv(n: bigint, d: bigint): bigint {
  return n <= 0n ? 0n : (n + d - 1n) / d;
}

/**
 * The yearly target split into the four quarters: equal shares (value shares in whole rupees), the
 * last quarter taking what rounding left, so the quarters always add up to the year.
 */
export function quarterTargets(type: ClubTargetType, yearly: bigint): bigint[] {
  const unit = type === 'SV' ? 100n : 1n;
  const share = (yearly / 4n / unit) * unit;
  return [share, share, share, yearly - share * 3n];
}

/** Achievement as a whole percentage of a target (0 when there is no target). */
export function achievedPercent(achieved: bigint, target: bigint): number {
  if (target <= 0n) return 0;
  return Number((achieved * 10_000n) / target) / 100;
}
