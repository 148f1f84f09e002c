import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A database made for one test run and dropped afterwards. */
export interface ThrowawayDatabase {
  /** baseUrl with the new database's name. */
  url: string;
  drop(): Promise<void>;
}

/**
 * Creates a new empty database `<prefix>_<random hex>` on the PostgreSQL of baseUrl; `drop()`
 * removes it (WITH (FORCE), so connections left open do not keep it). Used by the server tests'
 * harness, and by the browser tests' server (e2e/support/server.ts, its own prefix).
 */
export async function createThrowawayPostgresDatabase(
  baseUrl: string,
  prefix = 'restock_test',
): Promise<ThrowawayDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
