import { monthsUpTo } from '@restock/domain/rules/kpi';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../lib/format';
import { pageConfig } from '../../lib/page-config';

export type KpiUnit = 'value' | 'pieces' | 'count';

/** Formats of the KPI screen: a value by its unit, a short axis tick, a YYYY-MM month. */
export function useKpiFormat() {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const whole = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 0 });
  const compact = new Intl.NumberFormat(i18n.language, { notation: 'compact', maximumFractionDigits: 1 });
  const percent = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const names = t('calendar.months', { returnObjects: true }) as unknown;
  const monthName = (m: number) => (Array.isArray(names) ? String(names[m - 1]) : String(m));
  const split = (key: string) => key.split('-').map(Number) as [number, number];
  return {
    value: (unit: KpiUnit, v: number) =>
      unit === 'value'
        ? money(v)
        : unit === 'pieces'
          ? t('kpi.pieces', { count: v, value: whole.format(v) })
          : whole.format(v),
    tick: (unit: KpiUnit, v: number) =>
      unit === 'value' ? `${pageConfig().currencySymbol}${compact.format(v)}` : compact.format(v),
    percent: (v: number) => `${percent.format(v)}%`,
    /** "Nov 26" on the axis. */
    shortMonth: (key: string) => {
      const [y, m] = split(key);
      return `${monthName(m).slice(0, 3)} ${String(y).slice(2)}`;
    },
    /** "November 2026" in the month picker and the table. */
    longMonth: (key: string) => {
      const [y, m] = split(key);
      return `${monthName(m)} ${y}`;
    },
  };
}

/** The months the picker offers: the current one and the eleven before it, newest first. */
export function pickableMonths(current: string): string[] {
  return monthsUpTo(current, 12).reverse();
}
