/**
 * How every screen writes dates and money, so the cart, orders, smart lists and catalogue agree:
 * dates DD-MM-YYYY as the spec shows them (an API date YYYY-MM-DD, or an instant in the device's
 * time zone), times HH:MM, money with the client's currency symbol and two decimals in the current
 * language's digits. Amounts arrive from the server already rounded to the paisa (decision 040);
 * these only format them.
 */
import { formatDisplayDate, parseApiDate } from '@restock/domain/rules/delivery';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { pageConfig } from './page-config';

const API_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** DD-MM-YYYY of an API date (YYYY-MM-DD); '' for an empty or unreadable value. */
export function displayApiDate(value: string | null | undefined): string {
  const d = value ? parseApiDate(value.slice(0, 10)) : null;
  return d ? formatDisplayDate(d) : '';
}

/** DD-MM-YYYY of an instant (ISO 8601), in the device's time zone; '' when unreadable. */
export function displayInstantDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const t = new Date(iso);
  if (Number.isNaN(t.getTime())) return '';
  return formatDisplayDate({ year: t.getFullYear(), month: t.getMonth() + 1, day: t.getDate() });
}

/** HH:MM of an instant, in the device's time zone; '' when unreadable. */
export function displayInstantTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const t = new Date(iso);
  if (Number.isNaN(t.getTime())) return '';
  return `${String(t.getHours()).padStart(2, '0')}:${String(t.getMinutes()).padStart(2, '0')}`;
}

/**
 * DD-MM-YYYY of a value that may be either kind (some calls answer a bare API date, others an
 * instant): exactly YYYY-MM-DD is read as an API date, anything else as an instant.
 */
export function displayDate(value: string | null | undefined): string {
  if (!value) return '';
  return API_DATE.test(value) ? displayApiDate(value) : displayInstantDate(value);
}

/**
 * Separators of the languages we ship, as Intl.NumberFormat writes two-decimal amounts in them
 * (Spanish groups only from five integer digits). The first Intl.NumberFormat or DateTimeFormat of
 * a page costs about 50 ms of main thread in Chromium (ICU warming up), more than all the cards of
 * a list: money and the home date are written without Intl in these languages, identically
 * (format.test.ts compares them with Intl), and with Intl in any other.
 */
const SEPARATORS: Readonly<Record<string, { group: string; decimal: string; minGrouping: number }>> = {
  en: { group: ',', decimal: '.', minGrouping: 1 },
  de: { group: '.', decimal: ',', minGrouping: 1 },
  es: { group: '.', decimal: ',', minGrouping: 2 },
};

const amountFormats = new Map<string, Intl.NumberFormat>();

/**
 * A non-negative amount with two decimals. Rounds half away from zero on the number's shortest
 * decimal form, as Intl does (1.005 gives 1.01, where toFixed gives 1.00).
 */
export function formatAmount(value: number, language: string): string {
  const separators = SEPARATORS[language];
  const text = String(value);
  const match = separators ? /^(\d+)(?:\.(\d+))?$/.exec(text) : null;
  if (!separators || !match) {
    let format = amountFormats.get(language);
    if (!format) {
      format = new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
      amountFormats.set(language, format);
    }
    return format.format(value);
  }
  const fraction = match[2] ?? '';
  let cents = BigInt(match[1]! + fraction.padEnd(2, '0').slice(0, 2));
  if ((fraction[2] ?? '0') >= '5') cents += 1n;
  const digits = cents.toString().padStart(3, '0');
  const whole = digits.slice(0, -2);
  const grouped =
    whole.length >= 4 + separators.minGrouping - 1
      ? whole.replace(/\B(?=(\d{3})+$)/g, separators.group)
      : whole;
  return `${grouped}${separators.decimal}${digits.slice(-2)}`;
}

/** Money: a negative amount (a credit, a discount line) puts the minus before the symbol: −₹12.50. */
export function formatMoney(value: number, language: string): string {
  return `${value < 0 ? '−' : ''}${pageConfig().currencySymbol}${formatAmount(Math.abs(value), language)}`;
}

/**
 * A day with its weekday and month names ("Tuesday, November 24"), as Intl.DateTimeFormat writes
 * { weekday: 'long', day: 'numeric', month: 'long' }, from the names and pattern in the locale
 * texts (calendar.*), so the home screen needs no Intl (see SEPARATORS).
 */
export function formatLongDay(date: Date, t: TFunction): string {
  const weekdays = t('calendar.weekdays', { returnObjects: true }) as unknown;
  const months = t('calendar.months', { returnObjects: true }) as unknown;
  return t('calendar.longDay', {
    weekday: Array.isArray(weekdays) ? weekdays[date.getDay()] : '',
    day: date.getDate(),
    month: Array.isArray(months) ? months[date.getMonth()] : '',
  });
}

/** formatMoney in the current language (re-renders when it changes). */
export function useMoney(): (value: number) => string {
  const { i18n } = useTranslation();
  return (value) => formatMoney(value, i18n.language);
}
