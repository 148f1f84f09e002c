import path from 'node:path';

/** Server settings from the environment, read once at start. */
export interface ServerConfig {
  port: number;
  host: string;
  /** PostgreSQL connection string; when absent the embedded PGlite database in dataDir is used. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Clients older than this app version get E_INVALID_VERSION. */
  minAppVersion: string;
  /** Where the built web app lives (index.html and assets). */
  webDistDir: string;
  sessionIdleMinutes: number;
  sessionAbsoluteDays: number;
  logLevel: string;
  /**
   * Which proxies in front of the server are believed (their X-Forwarded-* headers: the caller's
   * address, and HTTPS, which answers with HSTS): false (none), a number of hops (TRUST_PROXY=1: the
   * one proxy next to the server), or a list of proxy addresses / CIDR ranges (decision 069).
   */
  trustProxy: false | number | string;
  /**
   * DEV_OUTBOX=true: the /api/dev/Outbox call exists and hands out the texted codes (tests, demos).
   * Off by default, whatever NODE_ENV is (decision 068).
   */
  devOutbox: boolean;
  /** A real SMS gateway (SMS_GATEWAY_URL); without it codes are only recorded locally. */
  smsGateway: { url: string; apiKey: string; sender: string } | null;
  /**
   * Signs promotion pictures' and digital content's addresses (IMAGE_URL_KEY). Unset: each process makes its own, so set it
   * when several processes serve one database, or links from one fail on another (decision 070).
   */
  imageUrlKey: string | null;
  /** Slow mobile networks, but no connection held open for ever (decision 070). */
  http: HttpTimeouts;
  /** Signed-in calls a session may make per minute (bursts up to that many; decision 075). */
  sessionCallsPerMinute: number;
  /** PostgreSQL: longest a request's statement may run before it is cancelled (decision 075). */
  statementTimeoutMs: number;
  /**
   * Where uploaded files (complaint pictures) live: null keeps them in PostgreSQL (the default);
   * FILE_STORE=s3 puts them in an S3-compatible bucket (decision 085).
   */
  fileStore: S3Settings | null;
  /**
   * The payment gateway (decision 091): PayU when PAYU_MERCHANT_KEY, PAYU_MERCHANT_SALT and
   * PAYU_PAYMENT_URL are all set; otherwise null, and payments go to the built-in test gateway.
   * The salt never leaves the server.
   */
  payu: PayuSettings | null;
  /**
   * The distributor-management service (DMS_URL with DMS_USERNAME and DMS_PASSWORD): when set, the
   * retailer ledger is read from it instead of our own ledger (integrations/distributor-management.ts,
   * docs/decisions/093). Null: our own service answers.
   */
  distributorManagement: DistributorManagementSettings | null;
  /**
   * The map tiles of the consumers' map view (MAP_TILE_URL; decision 121): an http(s) address
   * template with {z}, {x} and {y} (and optionally {s}), handed to the client by /Dashboard/Store.
   */
  mapTileUrl: string;
  /** Things an operator should hear about at start (a setting read in an older meaning). */
  warnings: string[];
}

/** The distributor-management service's address and the credentials of its S2S sign-in. */
export interface DistributorManagementSettings {
  url: string;
  username: string;
  password: string;
  /** How long a security token is used when its answer names no lifetime (DMS_TOKEN_TTL_SECONDS). */
  tokenTtlSeconds: number;
  /** Longest wait for one of its answers (DMS_TIMEOUT_MS). */
  timeoutMs: number;
}

/** An S3-compatible bucket for uploaded files (FILE_STORE=s3; integrations/file-store.ts). */
export interface S3Settings {
  bucket: string;
  region: string;
  /** An S3-compatible service's address (MinIO, Ceph, R2, ...); unset for AWS itself. */
  endpoint: string | undefined;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** Path-style addresses (bucket in the path), which most S3-compatible services want. */
  forcePathStyle: boolean;
  /** Prefix of every key in the bucket, so one bucket can serve several deployments. */
  prefix: string;
}

/** A real PayU merchant account (decision 091). */
export interface PayuSettings {
  key: string;
  salt: string;
  /** The hosted checkout's address (the client's payUPaymentUrl setting wins when set). */
  paymentUrl: string;
  /**
   * Where the verify_payment command is posted (decision 098): PAYU_VERIFY_URL, else PayU's
   * postservice address of the checkout's environment (test.payu.in or info.payu.in).
   */
  verifyUrl: string;
}

/** PAYU_*: all three or none; a part of them is a mistake an operator should hear about. */
function readPayu(env: NodeJS.ProcessEnv, warnings: string[]): PayuSettings | null {
  const key = (env.PAYU_MERCHANT_KEY ?? '').trim();
  const salt = (env.PAYU_MERCHANT_SALT ?? '').trim();
  const paymentUrl = (env.PAYU_PAYMENT_URL ?? '').trim();
  if (!key && !salt && !paymentUrl) return null;
  if (!key || !salt || !/^https:\/\//.test(paymentUrl)) {
    warnings.push(
      'PAYU_MERCHANT_KEY, PAYU_MERCHANT_SALT and an https PAYU_PAYMENT_URL are needed together; payments use the test gateway',
    );
    return null;
  }
  const verifyUrl = (env.PAYU_VERIFY_URL ?? '').trim();
  return {
    key,
    salt,
    paymentUrl,
    verifyUrl: /^https:\/\//.test(verifyUrl)
      ? verifyUrl
      : /\/\/test\.payu\.in\b/.test(paymentUrl)
        ? 'https://test.payu.in/merchant/postservice.php?form=2'
        : 'https://info.payu.in/merchant/postservice.php?form=2',
  };
}

/** Milliseconds. */
export interface HttpTimeouts {
  /** From the connection's first byte until the request's headers are complete. */
  headers: number;
  /** From the connection's first byte until the whole request (body included) has arrived. */
  request: number;
  /** A socket with nothing sent either way for this long is closed. */
  idle: number;
  /** How long a kept-alive connection waits for the next request. */
  keepAlive: number;
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

function intFromEnv(value: string | undefined, fallback: number): number {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

/**
 * TRUST_PROXY: unset, '' or 'false' trusts no proxy; a whole number is the hops to trust; anything
 * else is a comma list of proxy addresses or CIDR ranges. 'true' once meant "believe the whole
 * X-Forwarded-For", which let a client choose its own address; it now means one hop, with a warning.
 */
function readTrustProxy(value: string | undefined, warnings: string[]): ServerConfig['trustProxy'] {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true') {
    warnings.push('TRUST_PROXY=true is read as TRUST_PROXY=1 (one proxy); set the number of proxies instead');
    return 1;
  }
  if (/^\d{1,2}$/.test(text)) return Number(text);
  return text;
}

/** FILE_STORE=s3 and its S3_* settings; anything else (or no bucket) keeps files in PostgreSQL. */
function readFileStore(env: NodeJS.ProcessEnv, warnings: string[]): S3Settings | null {
  const kind = (env.FILE_STORE ?? 'postgres').trim().toLowerCase();
  if (kind !== 's3') {
    if (kind !== 'postgres' && kind !== '')
      warnings.push(`FILE_STORE=${kind} is unknown; files stay in PostgreSQL`);
    return null;
  }
  if (!env.S3_BUCKET) {
    warnings.push('FILE_STORE=s3 without S3_BUCKET; files stay in PostgreSQL');
    return null;
  }
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION || 'us-east-1',
    endpoint: env.S3_ENDPOINT || undefined,
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
    prefix: env.S3_PREFIX ?? '',
  };
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const warnings: string[] = [];
  const headers = intFromEnv(env.HTTP_HEADERS_TIMEOUT_MS, 20_000);
  return {
    port: intFromEnv(env.PORT, 8080),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(repoRoot, env.DATA_DIR ?? 'data'),
    minAppVersion: env.MIN_APP_VERSION ?? '4.6.0.0',
    webDistDir: path.resolve(repoRoot, env.WEB_DIST_DIR ?? 'apps/web/dist'),
    sessionIdleMinutes: intFromEnv(env.SESSION_IDLE_MINUTES, 7 * 24 * 60),
    sessionAbsoluteDays: intFromEnv(env.SESSION_ABSOLUTE_DAYS, 30),
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: readTrustProxy(env.TRUST_PROXY, warnings),
    devOutbox: env.DEV_OUTBOX === 'true',
    smsGateway: env.SMS_GATEWAY_URL
      ? { url: env.SMS_GATEWAY_URL, apiKey: env.SMS_GATEWAY_KEY ?? '', sender: env.SMS_SENDER ?? 'RESTCK' }
      : null,
    imageUrlKey: env.IMAGE_URL_KEY || null,
    http: {
      headers,
      // Node refuses a request timeout shorter than the headers' one.
      request: Math.max(headers, intFromEnv(env.HTTP_REQUEST_TIMEOUT_MS, 60_000)),
      idle: intFromEnv(env.HTTP_IDLE_TIMEOUT_MS, 60_000),
      keepAlive: intFromEnv(env.HTTP_KEEP_ALIVE_TIMEOUT_MS, 72_000),
    },
    fileStore: readFileStore(env, warnings),
    payu: readPayu(env, warnings),
    distributorManagement: env.DMS_URL
      ? {
          url: env.DMS_URL.replace(/\/+$/, ''),
          username: env.DMS_USERNAME ?? '',
          password: env.DMS_PASSWORD ?? '',
          tokenTtlSeconds: intFromEnv(env.DMS_TOKEN_TTL_SECONDS, 1800),
          timeoutMs: intFromEnv(env.DMS_TIMEOUT_MS, 15_000),
        }
      : null,
    mapTileUrl: readMapTileUrl(env.MAP_TILE_URL, warnings),
    warnings,
    sessionCallsPerMinute: intFromEnv(env.SESSION_CALLS_PER_MINUTE, 6000),
    statementTimeoutMs: intFromEnv(env.STATEMENT_TIMEOUT_MS, 5000),
  };
}

export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/** MAP_TILE_URL: an http(s) template with {z}, {x} and {y}; anything else keeps the default. */
function readMapTileUrl(raw: string | undefined, warnings: string[]): string {
  const value = (raw ?? '').trim();
  if (!value) return DEFAULT_MAP_TILE_URL;
  const placeholders = ['{z}', '{x}', '{y}'].every((p) => value.includes(p));
  let parsed: URL | null = null;
  try {
    parsed = new URL(value.replace(/\{[a-z]\}/g, '0'));
  } catch {
    parsed = null;
  }
  if (!placeholders || !parsed || !['http:', 'https:'].includes(parsed.protocol)) {
    warnings.push('MAP_TILE_URL is not an http(s) address with {z}, {x} and {y}; the default tiles are used');
    return DEFAULT_MAP_TILE_URL;
  }
  return value;
}

/**
 * The CSP img-src source of a tile template: its origin, with a {s} subdomain as a wildcard
 * (https://{s}.tile.example.org/... allows https://*.tile.example.org).
 */
export function tileImageSource(template: string): string {
  const marked = template.replace('{s}', 'tile-subdomain-wildcard').replace(/\{[a-z]\}/g, '0');
  return new URL(marked).origin.replace('tile-subdomain-wildcard', '*');
}
