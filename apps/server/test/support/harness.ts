import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { clearClientCache } from '../../src/auth/clients.ts';
import { issueSession } from '../../src/auth/session.ts';
import { readConfig } from '../../src/config.ts';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { users } from '../../src/db/schema.ts';
import type { AppDeps } from '../../src/deps.ts';
import { postgresFileStore } from '../../src/integrations/file-store.ts';
import { outboxSms } from '../../src/integrations/sms.ts';
import { seedDemo } from '../../src/seed/demo.ts';
import { createThrowawayPostgresDatabase } from './throwaway-database.ts';

/**
 * A real app on a fresh database: in-memory PGlite by default, or a new database on the
 * PostgreSQL of DATABASE_URL (created here, dropped on close). Each test file gets its own.
 */
export interface TestApp {
  app: FastifyInstance;
  deps: AppDeps;
  database: Database;
  /** Moves the app's clock forward. */
  advance(ms: number): void;
  /** A full session token for a seeded login id, made directly in the database (no sign-in calls). */
  tokenFor(loginId: string): Promise<string>;
  /** POSTs JSON to /api<path>, with a token when given. */
  call(
    path: string,
    body?: unknown,
    options?: { token?: string; headers?: Record<string, string> },
  ): Promise<ApiResult>;
  close(): Promise<void>;
}

export interface ApiResult {
  status: number;
  body: { Status: number; Data: unknown; Msg: string; Code: string; Count: number; TotalCount: number };
  headers: LightMyRequestResponse['headers'];
  /** The user-key response header (the token at sign-in). */
  token: string | undefined;
}

export const engine = process.env.DATABASE_URL ? 'postgres' : 'pglite';

export async function createTestApp(
  options: {
    seed?: boolean;
    env?: NodeJS.ProcessEnv;
    /** Reach the fresh PostgreSQL database through another address (a TCP proxy that can cut it). */
    route?: (databaseUrl: string) => string;
    /** The app's pino options (a test that reads the log); none by default. */
    logger?: object;
    /** PostgreSQL: the request statement timeout (default the pool's). */
    statementTimeoutMs?: number;
  } = {},
): Promise<TestApp> {
  clearClientCache();
  const baseUrl = process.env.DATABASE_URL;
  const pgDb = baseUrl ? await createThrowawayPostgresDatabase(baseUrl) : null;
  const databaseUrl = pgDb && options.route ? options.route(pgDb.url) : pgDb?.url;
  const database = await openDatabase({
    databaseUrl,
    poolSize: 5,
    statementTimeoutMs: options.statementTimeoutMs,
  });
  await database.migrate();
  if (options.seed !== false) await seedDemo(database.db);

  let offsetMs = 0;
  // Tests read the texted codes through /api/dev/Outbox, so it is on unless a test says otherwise.
  const env = { DEV_OUTBOX: 'true', ...options.env, DATABASE_URL: pgDb?.url ?? '' };
  const config = { ...readConfig(env), logLevel: 'silent' };
  const deps: AppDeps = {
    config,
    database,
    sms: outboxSms(database.db),
    files: postgresFileStore(database.db),
    sessionPolicy: {
      idleMinutes: config.sessionIdleMinutes,
      absoluteDays: config.sessionAbsoluteDays,
      tempMinutes: 15,
    },
    clock: () => new Date(Date.now() + offsetMs),
  };
  const app = await buildApp(deps, { logger: options.logger ?? false });
  await app.ready();

  return {
    app,
    deps,
    database,
    advance(ms) {
      offsetMs += ms;
    },
    async tokenFor(loginId) {
      const [user] = await database.db.select().from(users).where(eq(users.loginId, loginId));
      if (!user) throw new Error(`no user ${loginId}`);
      const { token } = await issueSession(
        database.db,
        { userId: user.id, kind: 'full' },
        deps.sessionPolicy,
        deps.clock(),
      );
      return token;
    },
    async call(path, body = {}, callOptions = {}) {
      const headers: Record<string, string> = { 'content-type': 'application/json', ...callOptions.headers };
      if (callOptions.token) headers['user-key'] = callOptions.token;
      const res = await app.inject({
        method: 'POST',
        url: `/api${path}`,
        headers,
        payload: typeof body === 'string' ? body : JSON.stringify(body),
      });
      const header = res.headers['user-key'];
      return {
        status: res.statusCode,
        body: res.json(),
        headers: res.headers,
        token: typeof header === 'string' ? header : undefined,
      };
    },
    async close() {
      await app.close();
      await database.close();
      await pgDb?.drop();
    },
  };
}
