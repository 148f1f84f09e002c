/** Converters of the values rows come back with (numbers and dates as the drivers give them); no SQL. */

/** numeric text from the database to a number with two decimals (display only; totals stay in SQL). */
export function money(value: unknown): number {
  if (value === null || value === undefined) return 0;
  return Math.round(Number(value) * 100) / 100;
}

export function int(value: unknown): number {
  if (value === null || value === undefined) return 0;
  return Number.parseInt(String(value), 10) || 0;
}

export function isoDate(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') return new Date(value).toISOString();
  return '';
}
