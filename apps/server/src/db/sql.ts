import { createHash } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './client.ts';

const dialect = new PgDialect();
/** Statement names by statement text (a handful of texts per process). */
const statementNames = new Map<string, string>();

function statementName(prefix: string, text: string): string {
  let name = statementNames.get(text);
  if (!name) {
    name = `${prefix}_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
    if (statementNames.size > 500) statementNames.clear();
    statementNames.set(text, name);
  }
  return name;
}

export interface QueryOptions {
  /**
   * Run as a named prepared statement (node-postgres; PGlite ignores it). For statements whose
   * text does not depend on the input, whose plan is the same for any parameters and costly to
   * make (many joins): PostgreSQL then keeps a generic plan per connection instead of planning
   * every call. The name is this prefix and a hash of the text.
   */
  prepare?: string;
}

/** Rows of a raw query, the same on node-postgres and PGlite (both answer `{ rows }`). */
export async function queryRows<T = Record<string, unknown>>(
  db: Db | Tx,
  query: SQL,
  options: QueryOptions = {},
): Promise<T[]> {
  if (options.prepare) {
    const compiled = dialect.sqlToQuery(query);
    const prepared = db._.session.prepareQuery(
      compiled,
      undefined,
      statementName(options.prepare, compiled.sql),
      false,
    );
    const result = (await prepared.execute()) as unknown as { rows: T[] };
    return result.rows;
  }
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

export function and(parts: readonly SQL[]): SQL {
  return parts.length === 0 ? sql`true` : sql.join([...parts], sql` and `);
}
