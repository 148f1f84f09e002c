import path from 'node:path';

/** Server settings from the environment, read once at start. */
export interface ServerConfig {
  port: number;
  host: string;
  /** PostgreSQL connection string; when absent the embedded PGlite database in dataDir is used. */
  databaseUrl: string | undefined;
  dataDir: string;
  production: boolean;
  /** Clients older than this app version get E_INVALID_VERSION. */
  minAppVersion: string;
  /** Where the built web app lives (index.html and assets). */
  webDistDir: string;
  sessionIdleMinutes: number;
  sessionAbsoluteDays: number;
  logLevel: string;
  /**
   * Behind a proxy: its X-Forwarded-* headers are believed (the caller's address, and HTTPS, which
   * answers with HSTS).
   */
  trustProxy: boolean;
  /** Signed-in calls a session may make per minute (bursts up to that many; decision 075). */
  sessionCallsPerMinute: number;
  /** PostgreSQL: longest a request's statement may run before it is cancelled (decision 075). */
  statementTimeoutMs: number;
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

function intFromEnv(value: string | undefined, fallback: number): number {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: intFromEnv(env.PORT, 8080),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(repoRoot, env.DATA_DIR ?? 'data'),
    production: env.NODE_ENV === 'production',
    minAppVersion: env.MIN_APP_VERSION ?? '4.6.0.0',
    webDistDir: path.resolve(repoRoot, env.WEB_DIST_DIR ?? 'apps/web/dist'),
    sessionIdleMinutes: intFromEnv(env.SESSION_IDLE_MINUTES, 7 * 24 * 60),
    sessionAbsoluteDays: intFromEnv(env.SESSION_ABSOLUTE_DAYS, 30),
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: env.TRUST_PROXY === 'true',
    sessionCallsPerMinute: intFromEnv(env.SESSION_CALLS_PER_MINUTE, 6000),
    statementTimeoutMs: intFromEnv(env.STATEMENT_TIMEOUT_MS, 5000),
  };
}
