/**
 * Contracts of the KPI dashboard (second spec: /KPI/Monthly, route kpiDashboard, menu KpiDashboard;
 * target vs achievement with isShowTargetVsAchievementDashboard; docs/decisions/110). Values cross
 * as JSON numbers: rupees with two decimals for SV, whole numbers for the others.
 */
import { z } from 'zod';
import { KPI_CODES, MAX_KPI_MONTHS } from '../rules/kpi.ts';
import { zInt } from './fields.ts';

export const ZKpiCode = z.enum(KPI_CODES);

export const ZKpiMonthlyRequest = z.object({
  /** The month shown (YYYY-MM), not after the current one; absent: the current month. */
  Month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'A month is YYYY-MM')
    .optional(),
  /** Months of trend, the shown month included (default 6). */
  Months: zInt(1, MAX_KPI_MONTHS).optional(),
});
export type TKpiMonthlyRequest = z.infer<typeof ZKpiMonthlyRequest>;

export const ZKpiPoint = z.object({
  /** YYYY-MM. */
  Month: z.string(),
  /** The company's target of the month; null when none is set. */
  Target: z.number().nullable(),
  Achievement: z.number(),
});
export type TKpiPoint = z.infer<typeof ZKpiPoint>;

export const ZKpi = z.object({
  Code: ZKpiCode,
  Unit: z.enum(['value', 'pieces', 'count']),
  /** Of the shown month. */
  Target: z.number().nullable(),
  Achievement: z.number(),
  /** Achievement / target in percent (two decimals, rounded down); null without a target. */
  AchievedPercent: z.number().nullable(),
  /** What is left to reach the target (0 once met); null without a target. */
  Balance: z.number().nullable(),
  /** Oldest first, the shown month last. */
  Trend: z.array(ZKpiPoint),
});
export type TKpi = z.infer<typeof ZKpi>;

export const ZKpiMonthly = z.object({
  Month: z.string(),
  /** The current month in the client's zone (the latest a request may ask for). */
  CurrentMonth: z.string(),
  Kpis: z.array(ZKpi),
});
export type TKpiMonthly = z.infer<typeof ZKpiMonthly>;
