import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';

/** Rows of a raw query, the same on node-postgres and PGlite (both answer `{ rows }`). */
export async function queryRows<T = Record<string, unknown>>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** An int[] parameter. Ids are validated integers, so the array literal is safe to build. */
export function intArray(ids: readonly number[]): SQL {
  const clean = ids.filter((n) => Number.isInteger(n));
  return sql`${`{${clean.join(',')}}`}::int[]`;
}

export function timestamp(at: Date): SQL {
  return sql`${at.toISOString()}::timestamptz`;
}

/** Escapes LIKE wildcards in user text (the default escape character is backslash). */
export function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Words of a search text, lower-cased, at most 8. */
export function searchWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w.length > 0)
    .slice(0, 8);
}

export function and(parts: readonly SQL[]): SQL {
  return parts.length === 0 ? sql`true` : sql.join([...parts], sql` and `);
}

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
