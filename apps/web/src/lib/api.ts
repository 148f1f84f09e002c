import type { Envelope } from '@restock/domain/contracts/envelope';
import type { z } from 'zod';
import { APP_VERSION } from './app-version';
import { useSession } from './session';

/** A failed call: Code from the catalogue (or NETWORK / HTTP_nnn) and the server's plain message. */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  /** How long the server asks to wait (Retry-After, seconds) when it refused too many attempts. */
  readonly retryAfterSeconds: number | null;
  /** The refusal's Data, when the server sent some (OrderSubmit's changed cart, decision 128). */
  readonly data: unknown;
  constructor(
    code: string,
    message: string,
    status: number,
    retryAfterSeconds: number | null = null,
    data: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.retryAfterSeconds = retryAfterSeconds;
    this.data = data;
  }
}

/** Calls that work without a full session (sign-in steps use the temporary token). */
const PUBLIC_CALLS = new Set(['/login/checkloginidexist', '/login/userauthentication', '/dev/outbox']);

type Listener = (error: ApiError) => void;
const sessionExpiredListeners = new Set<Listener>();
const versionListeners = new Set<Listener>();
let sessionExpiredAt = 0;

/** Subscribes to forced logout (E000 and friends); called at most once per 1.5 s. */
export function onSessionExpired(listener: Listener): () => void {
  sessionExpiredListeners.add(listener);
  return () => sessionExpiredListeners.delete(listener);
}

export function onNewVersion(listener: Listener): () => void {
  versionListeners.add(listener);
  return () => versionListeners.delete(listener);
}

const FORCED_LOGOUT_CODES = new Set(['E000', 'EXP', 'E22']);
const FORCED_LOGOUT_DEBOUNCE_MS = 1500;

function emitSessionExpired(error: ApiError): void {
  const now = Date.now();
  if (now - sessionExpiredAt < FORCED_LOGOUT_DEBOUNCE_MS) return;
  sessionExpiredAt = now;
  for (const l of sessionExpiredListeners) l(error);
}

function deviceType(): 'Mobile' | 'Desktop' {
  return window.matchMedia('(max-width: 767px)').matches ? 'Mobile' : 'Desktop';
}

export interface CallOptions<T> {
  /** Validates Data; a mismatch is reported as E008 instead of silently using bad data. */
  schema?: z.ZodType<T>;
  /** Overrides the session token (the temporary token of a sign-in step). */
  token?: string | null;
  signal?: AbortSignal;
  /** Extra request headers (an Idempotency-Key). */
  headers?: Record<string, string>;
}

export interface CallResult<T> {
  data: T;
  envelope: Envelope<T>;
  headers: Headers;
}

/**
 * POSTs JSON to /api<path> with the standard headers and unwraps the envelope. A FormData body is
 * sent as multipart/form-data instead (the browser writes its content type and boundary).
 */
export async function apiCall<T = unknown>(
  path: string,
  body: unknown = {},
  options: CallOptions<T> = {},
): Promise<CallResult<T>> {
  const session = useSession.getState();
  const token = options.token ?? session.token ?? session.tempToken;
  const isPublic = PUBLIC_CALLS.has(path.toLowerCase());
  if (!token && !isPublic) {
    // Never send a call that needs a session without one.
    const error = new ApiError('E000', 'Not signed in', 401);
    emitSessionExpired(error);
    throw error;
  }
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const headers: Record<string, string> = {
    ...(isForm ? {} : { 'content-type': 'application/json' }),
    'app-version': APP_VERSION,
    'device-type': deviceType(),
    'device-info': navigator.userAgent.slice(0, 200),
    ...options.headers,
  };
  if (token) headers['user-key'] = token;
  if (session.selectedDistributor) headers['dist-id'] = String(session.selectedDistributor.dId);

  let res: Response;
  try {
    res = await fetch(`/api${path}`, {
      method: 'POST',
      headers,
      body: isForm ? body : JSON.stringify(body),
      signal: options.signal ?? null,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError('NETWORK', 'Network unavailable', 0);
  }
  let envelope: Envelope<T>;
  try {
    envelope = (await res.json()) as Envelope<T>;
  } catch {
    throw new ApiError(`HTTP_${res.status}`, res.statusText || 'Unexpected answer', res.status);
  }
  if (envelope?.Status !== 1) {
    const retryAfter = Number(res.headers.get('retry-after'));
    const error = new ApiError(
      envelope?.Code || `HTTP_${res.status}`,
      envelope?.Msg || '',
      res.status,
      res.status === 429 && retryAfter > 0 ? retryAfter : null,
      envelope?.Data,
    );
    if (FORCED_LOGOUT_CODES.has(error.code) && !isPublic) emitSessionExpired(error);
    if (error.code === 'E_INVALID_VERSION') for (const l of versionListeners) l(error);
    throw error;
  }
  if (options.schema) {
    const parsed = options.schema.safeParse(envelope.Data);
    if (!parsed.success) throw new ApiError('E008', 'Unexpected answer from the server', res.status);
    return { data: parsed.data, envelope: { ...envelope, Data: parsed.data }, headers: res.headers };
  }
  return { data: envelope.Data, envelope, headers: res.headers };
}

/** The translation key for an error: the catalogue alert when coded, else null (show Msg). */
export function errorKey(error: unknown): string | null {
  if (error instanceof ApiError) {
    if (error.code === 'NETWORK') return 'common.alerts.error.network';
    if (
      /^(E\d{2,3}|E22|EXP|E_INVALID_VERSION|noRetailerLedgerError|dmsAuthenticationError)$/.test(error.code)
    )
      return `common.alerts.error.${error.code}`;
  }
  return null;
}

/** A translation key with the values it needs. */
export interface ErrorText {
  key: string;
  values?: { count: number };
}

/**
 * What to show for an error: a refusal for too many attempts (HTTP 429 with Retry-After) says what
 * was refused and how many minutes to wait, as the server's message does (the sign-in lock, E004;
 * the code lock, E011); other coded errors their catalogue alert; null when uncoded (show Msg).
 */
export function errorText(error: unknown): ErrorText | null {
  if (error instanceof ApiError && error.retryAfterSeconds !== null) {
    const kind =
      error.code === 'E004' || error.code === 'E034'
        ? 'signIn'
        : error.code === 'E011'
          ? 'codes'
          : 'requests';
    return {
      key: `common.alerts.tooMany.${kind}`,
      values: { count: Math.max(1, Math.ceil(error.retryAfterSeconds / 60)) },
    };
  }
  const key = errorKey(error);
  return key ? { key } : null;
}

/** A user-facing message for any error: translated when coded, the server's text otherwise. */
export function errorMessage(error: unknown, t: (key: string, values: { count?: number }) => string): string {
  const text = errorText(error);
  if (text) return t(text.key, { ...text.values });
  if (error instanceof Error && error.message) return error.message;
  return t('common.alerts.error.generic', {});
}
