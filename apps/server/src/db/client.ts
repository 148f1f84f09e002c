import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** The one database type the query layer sees, whichever engine is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle: same query API as Db. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'postgres' | 'pglite';
  migrate(): Promise<void>;
  /** Throws when the database cannot answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(import.meta.dirname, 'migrations');
/** Serialises migrations when several server processes start against one PostgreSQL. */
const MIGRATION_LOCK_ID = 727_001;

export interface OpenOptions {
  databaseUrl?: string | undefined;
  /** PGlite data folder; omitted means in memory (tests). */
  dataDir?: string | undefined;
  poolSize?: number;
  /** Per-statement limit for request work; bulk jobs (large seed, migrations) pass 0 for none. */
  statementTimeoutMs?: number;
  onPoolError?: (err: Error) => void;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options) : openPglite(options.dataDir);
}

async function openPostgres(url: string, options: OpenOptions): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    statement_timeout: options.statementTimeoutMs ?? 15_000,
    // Request work is many short statements from concurrent calls: a parallel plan's workers (and
    // JIT compilation) cost more to start than such a statement takes, and steal the cores the
    // other calls need (docs/decisions/023). Bulk jobs get the same settings; they are rare.
    // Named (prepared) statements are the hot ones whose plan fits any parameters: they keep one
    // generic plan per connection instead of being planned again on most calls (decision 052).
    options: '-c max_parallel_workers_per_gather=0 -c jit=off -c plan_cache_mode=force_generic_plan',
    query_timeout:
      options.statementTimeoutMs === 0 ? undefined : (options.statementTimeoutMs ?? 15_000) + 5_000,
    application_name: 'restock',
  });
  // An idle client's error would otherwise crash the process; the next query gets a fresh client.
  pool.on('error', (err) => options.onPoolError?.(err));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    async migrate() {
      // Its own connection, outside the request limits: a migration may rewrite a large table.
      const client = new pg.Client({ connectionString: url, application_name: 'restock-migrate' });
      await client.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
        await client.end();
      }
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  // Loaded only here: a server on PostgreSQL does not carry the embedded engine's code in memory.
  const [{ PGlite }, { btree_gin }, { pg_trgm }, { drizzle: drizzlePglite }, { migrate: migratePglite }] =
    await Promise.all([
      import('@electric-sql/pglite'),
      import('@electric-sql/pglite/contrib/btree_gin'),
      import('@electric-sql/pglite/contrib/pg_trgm'),
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
    ]);
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // pg_trgm backs the trigram indexes of the catalogue text search, btree_gin the index that holds
  // a name's trigrams with its trigram count (PostgreSQL ships both as contrib).
  const extensions = { pg_trgm, btree_gin };
  const client = dataDir ? new PGlite(dataDir, { extensions }) : new PGlite({ extensions });
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async migrate() {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}
