import { useTranslation } from 'react-i18next';
import { useMoney } from '../../lib/format';
import { pageConfig } from '../../lib/page-config';

export type SalesUnit = 'value' | 'pieces' | 'count';

/** Formats of the loyalty screens: a value by its unit, a short axis tick, a YYYY-MM month. */
export function useLoyaltyFormat() {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const whole = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 0 });
  const compact = new Intl.NumberFormat(i18n.language, { notation: 'compact', maximumFractionDigits: 1 });
  const months = t('calendar.months', { returnObjects: true }) as unknown;
  const monthName = (m: number) => (Array.isArray(months) ? String(months[m - 1]) : String(m));
  return {
    value: (unit: SalesUnit, v: number) =>
      unit === 'value'
        ? money(v)
        : unit === 'pieces'
          ? t('loyalty.pieces', { count: v, value: whole.format(v) })
          : whole.format(v),
    tick: (unit: SalesUnit, v: number) =>
      unit === 'value' ? `${pageConfig().currencySymbol}${compact.format(v)}` : compact.format(v),
    /** "Nov 26" on the axis. */
    shortMonth: (key: string) => {
      const [y, m] = key.split('-').map(Number);
      return `${monthName(m ?? 1).slice(0, 3)} ${String(y).slice(2)}`;
    },
    /** "November 2026" in the table. */
    longMonth: (key: string) => {
      const [y, m] = key.split('-').map(Number);
      return `${monthName(m ?? 1)} ${y}`;
    },
  };
}
