/**
 * The KPI dashboard (second spec: /KPI/Monthly, route kpiDashboard; docs/decisions/110): a month's
 * target against achievement of each KPI, and the months before it. Targets are the company's
 * (kpi_targets); achievement is never stored: invoiced value, pieces and billed products are the
 * loyalty module's monthly sales (one measure for both screens), orders placed are counted here.
 *
 * This file is the module's public face.
 */
import type { TKpi, TKpiMonthly } from '@restock/domain/contracts/kpi';
import { type CalendarDate, formatApiDate, monthRange } from '@restock/domain/rules/delivery';
import {
  DEFAULT_KPI_MONTHS,
  KPI_CODES,
  KPI_UNITS,
  type KpiCode,
  kpiPercent,
  monthsUpTo,
} from '@restock/domain/rules/kpi';
import { monthKey } from '@restock/domain/rules/loyalty';
import { paiseToNumber, tryToPaise } from '@restock/domain/rules/pricing';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { invoicedByMonth, type LoyaltyAccount } from '../loyalty/service.ts';
import { findOrdersByMonth, findTargets } from './queries.ts';

/** A target's numeric text in the KPI's units: paise for SV, whole units for the others. */
function targetUnits(code: KpiCode, text: string): bigint {
  const p = tryToPaise(text) ?? 0n;
  return code === 'SV' ? p : p / 100n;
}

/** Units of a KPI as the API sends them: rupees with two decimals for SV, else whole numbers. */
function toJson(code: KpiCode, units: bigint): number {
  return code === 'SV' ? paiseToNumber(units) : Number(units);
}

/** The last day of a YYYY-MM month, YYYY-MM-DD. */
function lastDay(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return formatApiDate(monthRange({ year, month: m }).to);
}

/**
 * KPI/Monthly: for the month asked (default the current one; a later month is E008) and the
 * `months` before it (default 6, the month included), each KPI's target, achievement, percentage
 * and balance, and its trend, oldest first.
 */
export async function kpiMonthly(
  db: Db,
  account: LoyaltyAccount,
  input: { month?: string; months?: number; today: CalendarDate; timeZone: string },
): Promise<TKpiMonthly> {
  const current = monthKey(input.today);
  const month = input.month ?? current;
  if (month > current) throw new AppError('E008', `Invalid Request: ${month} is after the current month`);
  const months = monthsUpTo(month, input.months ?? DEFAULT_KPI_MONTHS);
  const from = `${months[0]}-01`;
  const to = lastDay(month);
  const [sales, orders, targets] = await Promise.all([
    invoicedByMonth(db, account, { from, to }),
    findOrdersByMonth(db, {
      clientId: account.clientId,
      retailerId: account.retailerId,
      from,
      to,
      timeZone: input.timeZone,
    }),
    findTargets(db, {
      clientId: account.clientId,
      retailerId: account.retailerId,
      from: months[0]!,
      to: month,
    }),
  ]);
  const ordersOf = new Map(orders.map((o) => [o.month, BigInt(o.orders)]));
  const targetOf = new Map(targets.map((t) => [`${t.month}|${t.kpi}`, t.target]));
  const achieved = (code: KpiCode, m: string): bigint =>
    code === 'ORD' ? (ordersOf.get(m) ?? 0n) : (sales.get(m)?.[code] ?? 0n);
  const target = (code: KpiCode, m: string): bigint | null => {
    const text = targetOf.get(`${m}|${code}`);
    return text === undefined ? null : targetUnits(code, text);
  };
  const kpis: TKpi[] = KPI_CODES.map((code) => {
    const a = achieved(code, month);
    const t = target(code, month);
    return {
      Code: code,
      Unit: KPI_UNITS[code],
      Target: t === null ? null : toJson(code, t),
      Achievement: toJson(code, a),
      AchievedPercent: kpiPercent(a, t),
      Balance: t === null ? null : toJson(code, t > a ? t - a : 0n),
      Trend: months.map((m) => {
        const mt = target(code, m);
        return {
          Month: m,
          Target: mt === null ? null : toJson(code, mt),
          Achievement: toJson(code, achieved(code, m)),
        };
      }),
    };
  });
  return { Month: month, CurrentMonth: current, Kpis: kpis };
}
