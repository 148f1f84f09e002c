import { useTranslation } from 'react-i18next';
import { pageConfig } from '../../../lib/page-config';

const formatters = new Map<string, Intl.NumberFormat>();

/** Money with the client's currency symbol and two decimals, in the current language's digits. */
export function formatMoney(value: number, language: string): string {
  let format = formatters.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    formatters.set(language, format);
  }
  return `${pageConfig().currencySymbol}${format.format(value)}`;
}

export function useMoney(): (value: number) => string {
  const { i18n } = useTranslation();
  return (value) => formatMoney(value, i18n.language);
}
