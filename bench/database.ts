import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

const repoRoot = path.resolve(import.meta.dirname, '..');

export function runNode(script: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...args], {
      cwd: repoRoot,
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${script} exited with ${code}`)),
    );
  });
}

export interface BenchDatabase {
  engine: 'postgres' | 'pglite';
  /** PostgreSQL: the database's address; PGlite: empty. */
  url: string;
  /** PostgreSQL: the database's name; PGlite: its data folder. */
  name: string;
  /** Seconds the large seed took (0 when a reused database was already seeded). */
  seedSeconds: number;
  drop(): Promise<void>;
}

/** The PostgreSQL server the bench runs on (DATABASE_URL, default the local one). */
export function baseDatabaseUrl(): string {
  return process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
}

export function databaseUrlFor(name: string): string {
  const url = new URL(baseDatabaseUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

/** Creates an empty database (dropping one of the same name) and a function that drops it. */
export async function freshDatabase(name: string): Promise<{ url: string; drop(): Promise<void> }> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Not a plain database name: ${name}`);
  const admin = new pg.Client({ connectionString: baseDatabaseUrl() });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return {
    url: databaseUrlFor(name),
    async drop() {
      const c = new pg.Client({ connectionString: baseDatabaseUrl() });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * The large catalogue (`npm run db:seed -- --scale large`) in its own database. BENCH_REUSE_DB=<name>
 * keeps (and reuses) a seeded database between runs, for tuning loops; by default every run seeds a
 * fresh database and drops it at the end.
 */
export async function largeDatabase(): Promise<BenchDatabase> {
  const reuse = process.env.BENCH_REUSE_DB;
  const name = reuse ?? `restock_bench_${randomBytes(4).toString('hex')}`;
  if (!/^[a-z_][a-z0-9_]*$/.test(name))
    throw new Error(`BENCH_REUSE_DB must be a plain database name, not ${name}`);
  const admin = new pg.Client({ connectionString: baseDatabaseUrl() });
  await admin.connect();
  const exists = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount;
  if (!exists) await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = databaseUrlFor(name);

  // The seed leaves an already seeded large client as it is, so a reused database is seeded once
  // (and migrated on every run).
  const started = Date.now();
  await runNode('apps/server/src/seed/cli.ts', ['--scale', 'large'], {
    ...process.env,
    DATABASE_URL: url,
  });
  return {
    engine: 'postgres',
    url,
    name,
    seedSeconds: (Date.now() - started) / 1000,
    async drop() {
      if (reuse) return;
      const c = new pg.Client({ connectionString: baseDatabaseUrl() });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * The large catalogue in an embedded PGlite data folder (`npm run bench -- --engine pglite`), the
 * engine `npm start` uses by default. BENCH_REUSE_DIR=<folder> keeps (and reuses) it between runs.
 */
export async function largeEmbeddedDatabase(): Promise<BenchDatabase> {
  const reuse = process.env.BENCH_REUSE_DIR;
  const dir = reuse ? path.resolve(reuse) : mkdtempSync(path.join(tmpdir(), 'restock-bench-pglite-'));
  const started = Date.now();
  const { DATABASE_URL: _postgres, ...env } = process.env;
  await runNode('apps/server/src/seed/cli.ts', ['--scale', 'large'], { ...env, DATA_DIR: dir });
  return {
    engine: 'pglite',
    url: '',
    name: dir,
    seedSeconds: (Date.now() - started) / 1000,
    async drop() {
      if (!reuse) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** What `startServer` needs to run on this database. */
export function serverOptions(database: BenchDatabase): {
  env: Record<string, string>;
  options: { databaseUrl?: string };
} {
  return database.engine === 'postgres'
    ? { env: {}, options: { databaseUrl: database.url } }
    : { env: { DATABASE_URL: '', DATA_DIR: database.name }, options: {} };
}
