import { formatApiDate, parseDisplayDate } from '@restock/domain/rules/delivery';

/**
 * The form's invoice date, typed DD-MM-YYYY like every date the app shows (the browser's own date
 * box would say mm/dd/yyyy on an English device), as AddComplaint takes it: YYYY-MM-DD, '' when
 * none. Anything else is passed on as typed, so the request's schema refuses it on the field.
 */
export function invoiceDateForApi(typed: string): string {
  const text = typed.trim();
  if (text === '') return '';
  const date = parseDisplayDate(text);
  return date ? formatApiDate(date) : text;
}
