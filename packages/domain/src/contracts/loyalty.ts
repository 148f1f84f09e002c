/**
 * Contracts of the loyalty module's monthly sales and club enrolment calls (second spec: /Loyalty/*,
 * route clubEnrollment; docs/decisions/101 and 102): GetMonthlySalesDetails, CheckEnrollmentExists,
 * GetClubEnrollmentInfo, GetClubEnrollmentCalc and SubmitClubEnrollment. Values cross as JSON
 * numbers: rupees with two decimals for value types (SV, RM, FM), whole pieces (PV) or products
 * (BSKU) for the others.
 */
import { z } from 'zod';
import { CLUB_TARGET_TYPES, MAX_MONTHLY_SALES_MONTHS, MONTHLY_SALES_TYPES } from '../rules/loyalty.ts';
import { ZDbId, ZIdempotencyKey, zInt } from './fields.ts';

export const ZMonthlySalesType = z.enum(MONTHLY_SALES_TYPES);
export const ZClubTargetType = z.enum(CLUB_TARGET_TYPES);

export const ZMonthlySalesRequest = z.object({
  /** One of the client's configured types; absent: the first of them. */
  Type: ZMonthlySalesType.optional(),
  /** How many months back, the current one included (default 12). */
  Months: zInt(1, MAX_MONTHLY_SALES_MONTHS).optional(),
});
export type TMonthlySalesRequest = z.infer<typeof ZMonthlySalesRequest>;

export const ZMonthlySalesMonth = z.object({
  /** YYYY-MM. */
  Month: z.string(),
  Value: z.number(),
});

export const ZMonthlySales = z.object({
  Type: ZMonthlySalesType,
  /** value (rupees), pieces or count (products). */
  Unit: z.enum(['value', 'pieces', 'count']),
  /** The types the client shows (monthlySalesConfigJson), in order. */
  Types: z.array(ZMonthlySalesType),
  /** FM and RM: the focus brands' names. */
  FocusBrands: z.array(z.string()),
  /** Oldest first, one per month, months without sales at 0. */
  Months: z.array(ZMonthlySalesMonth),
  /** The months added up; BSKU: different products over the whole period (not the months' sum). */
  Total: z.number(),
});
export type TMonthlySales = z.infer<typeof ZMonthlySales>;

export const ZClub = z.object({
  ClubId: z.number().int(),
  ClubCode: z.string(),
  ClubName: z.string(),
  /** Rank, lowest club first. */
  Seq: z.number().int(),
  /** Incentive on the quarter's achievement when the quarter's target is met. */
  IncentivePercent: z.number(),
  /** Extra incentive when the club is above the retailer's current club. */
  BonusPercent: z.number(),
  /** Growth over last year's achievement the club asks for. */
  GrowthPercent: z.number(),
  /** The least yearly target per target type (null: the club offers no target of that type). */
  MinTargets: z.object({ SV: z.number().nullable(), PV: z.number().nullable() }),
});
export type TClub = z.infer<typeof ZClub>;

export const ZQuarterPeriod = z.object({
  Quarter: z.number().int(),
  /** Q1 .. Q4. */
  Name: z.string(),
  FromDate: z.string(),
  ToDate: z.string(),
});

export const ZClubEnrollmentInfo = z.object({
  /** "2026-27". */
  FinancialYear: z.string(),
  FromDate: z.string(),
  ToDate: z.string(),
  CurrentClub: ZClub,
  Clubs: z.array(ZClub),
  TargetTypes: z.array(ZClubTargetType),
  /** Last financial year's achievement per target type (rupees, pieces). */
  LastYear: z.object({ SV: z.number(), PV: z.number() }),
  Quarters: z.array(ZQuarterPeriod),
});
export type TClubEnrollmentInfo = z.infer<typeof ZClubEnrollmentInfo>;

export const ZClubEnrollmentCalcRequest = z.object({
  RequestedClubId: ZDbId,
  TargetType: ZClubTargetType,
});
export type TClubEnrollmentCalcRequest = z.infer<typeof ZClubEnrollmentCalcRequest>;

export const ZQuarterTarget = ZQuarterPeriod.extend({ Target: z.number() });

export const ZClubEnrollmentCalc = z.object({
  FinancialYear: z.string(),
  CurrentClub: ZClub,
  RequestedClub: ZClub,
  TargetType: ZClubTargetType,
  LastYearAchievement: z.number(),
  YearlyTarget: z.number(),
  IncentivePercent: z.number(),
  bonusPercentage: z.number(),
  /** The requested club is above the current one: the retailer confirms the higher target. */
  askConfirmation: z.boolean(),
  Quarters: z.array(ZQuarterTarget),
});
export type TClubEnrollmentCalc = z.infer<typeof ZClubEnrollmentCalc>;

export const ZSubmitClubEnrollmentRequest = z.object({
  RequestedClubId: ZDbId,
  TargetType: ZClubTargetType,
  /** The YearlyTarget the calculation answered: another value is a stale calculation (E042). */
  YearlyTarget: z.number().min(0).max(1e12),
  /** The retailer confirmed (required when the calculation asked for it). */
  Confirmed: z.boolean().optional(),
  IdempotencyKey: ZIdempotencyKey.optional(),
});
export type TSubmitClubEnrollmentRequest = z.infer<typeof ZSubmitClubEnrollmentRequest>;

export const ZQuarterProgress = ZQuarterTarget.extend({
  Achievement: z.number(),
  /** Achievement / Target in percent, two decimals. */
  AchievedPercent: z.number(),
  /** met, open (the quarter has not ended), missed, upcoming. */
  State: z.enum(['met', 'open', 'missed', 'upcoming']),
});

export const ZClubEnrollment = z.object({
  EnrollmentId: z.number().int(),
  FinancialYear: z.string(),
  CurrentClubId: z.number().int(),
  CurrentClubName: z.string(),
  RequestedClubId: z.number().int(),
  RequestedClubName: z.string(),
  TargetType: ZClubTargetType,
  YearlyTarget: z.number(),
  IncentivePercent: z.number(),
  BonusPercentage: z.number(),
  /** YYYY-MM-DD. */
  EnrolledOn: z.string(),
  TotalAchievement: z.number(),
  Quarters: z.array(ZQuarterProgress),
});
export type TClubEnrollment = z.infer<typeof ZClubEnrollment>;

export const ZEnrollmentExists = z.object({
  IsEnrolledAlready: z.boolean(),
  FinancialYear: z.string(),
  Enrollment: ZClubEnrollment.nullable(),
});
export type TEnrollmentExists = z.infer<typeof ZEnrollmentExists>;

export const ZEmptyLoyaltyRequest = z.object({});
