/**
 * How every screen writes dates and money, so the cart, orders, smart lists and catalogue agree:
 * dates DD-MM-YYYY as the spec shows them (an API date YYYY-MM-DD, or an instant in the device's
 * time zone), times HH:MM, money with the client's currency symbol and two decimals in the current
 * language's digits. Amounts arrive from the server already rounded to the paisa (decision 040);
 * these only format them.
 */
import { formatDisplayDate, parseApiDate } from '@restock/domain/rules/delivery';
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

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** Money: a negative amount (a credit, a discount line) puts the minus before the symbol: −₹12.50. */
export function formatMoney(value: number, language: string): string {
  let format = moneyFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    moneyFormats.set(language, format);
  }
  return `${value < 0 ? '−' : ''}${pageConfig().currencySymbol}${format.format(Math.abs(value))}`;
}

/** formatMoney in the current language (re-renders when it changes). */
export function useMoney(): (value: number) => string {
  const { i18n } = useTranslation();
  return (value) => formatMoney(value, i18n.language);
}
