/**
 * The KPI dashboard's measures (/KPI/Monthly, route kpiDashboard; docs/decisions/110). Pure: months
 * are YYYY-MM text.
 */

/**
 * The KPIs, in the dashboard's order: SV invoiced value (rupees), PV invoiced pieces (free goods
 * left out), BSKU different products invoiced, ORD orders placed (cancelled ones left out).
 */
export const KPI_CODES = ['SV', 'PV', 'BSKU', 'ORD'] as const;
export type KpiCode = (typeof KPI_CODES)[number];

/** How each KPI's numbers read: rupees with two decimals, or whole pieces or counts. */
export const KPI_UNITS: Record<KpiCode, 'value' | 'pieces' | 'count'> = {
  SV: 'value',
  PV: 'pieces',
  BSKU: 'count',
  ORD: 'count',
};

/** Months of trend the dashboard shows by default, and at most. */
export const DEFAULT_KPI_MONTHS = 6;
export const MAX_KPI_MONTHS = 12;

/** The month before a YYYY-MM month. */
export function previousMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

/** The `count` months up to and including `last`, oldest first. */
export function monthsUpTo(last: string, count: number): string[] {
  const out = [last];
  while (out.length < count) out.unshift(previousMonth(out[0]!));
  return out;
}

/**
 * Achievement against a target in percent, two decimals, rounded down (99.999 % is not met);
 * null without a target (none set, or 0).
 */
export function kpiPercent(achieved: bigint, target: bigint | null): number | null {
  if (target === null || target <= 0n) return null;
  return Number((achieved * 10_000n) / target) / 100;
}
