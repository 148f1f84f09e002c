import type { Envelope } from '@restock/domain/contracts/envelope';
import type { TSignInStep } from '@restock/domain/contracts/login';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { type ClientRow, resolveClientByHost, resolveClientById } from '../auth/clients.ts';
import { findLiveSession, type RequestSession } from '../auth/session.ts';
import type { AppDeps } from '../deps.ts';
import { JsonText } from './envelope.ts';
import { AppError } from './errors.ts';
import { type SessionRateLimit, sessionRateLimit } from './session-rate-limit.ts';

/**
 * Who may call a route:
 * - 'none': no token (the first sign-in calls);
 * - 'full': a full session (the default);
 * - { steps, full }: a temporary token whose pending step is one of `steps`, and a full token too
 *   when `full` is true (change password is both a first-login step and an account screen).
 */
export type AuthRule = 'none' | 'full' | { steps: readonly TSignInStep[]; full: boolean };

export interface RouteContext<B> {
  body: B;
  req: FastifyRequest;
  reply: FastifyReply;
  /** The caller's session; null only on 'none' routes. */
  session: RequestSession | null;
  client: ClientRow;
  now: Date;
  deps: AppDeps;
}

export interface FullRouteContext<B> extends RouteContext<B> {
  session: RequestSession;
}

export interface RouteInfo {
  path: string;
  auth: AuthRule;
  rateLimited: boolean;
  /** Example of a valid body, used by generated tests (auth walk, fuzzing). */
  example: unknown;
}

export interface RouteOptions<S extends z.ZodType> {
  body: S;
  auth?: AuthRule;
  summary: string;
  tags: string[];
  /** Per-address limit (requests per minute) for sign-in and code calls. */
  rateLimitPerMinute?: number;
  example: z.input<S>;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: RouteInfo[];
  }
  interface FastifyRequest {
    session: RequestSession | null;
    client: ClientRow | null;
  }
}

const SESSION_DEAD = () => new AppError('E000', 'Your session has ended, please sign in again');

/** One call limit per built app (tests build several apps in one process). */
const rateLimits = new WeakMap<AppDeps, SessionRateLimit>();

function rateLimitOf(deps: AppDeps): SessionRateLimit {
  let limit = rateLimits.get(deps);
  if (!limit) {
    limit = sessionRateLimit(deps.config.sessionCallsPerMinute);
    rateLimits.set(deps, limit);
  }
  return limit;
}

/** Registers a POST call under /api with its contract, auth rule and envelope. */
export function post<S extends z.ZodType>(
  app: FastifyInstance,
  deps: AppDeps,
  path: string,
  options: RouteOptions<S>,
  handler: (ctx: FullRouteContext<z.infer<S>>) => Promise<Envelope<unknown> | JsonText>,
): void;
export function post<S extends z.ZodType>(
  app: FastifyInstance,
  deps: AppDeps,
  path: string,
  options: RouteOptions<S> & { auth: Exclude<AuthRule, 'full'> },
  handler: (ctx: RouteContext<z.infer<S>>) => Promise<Envelope<unknown> | JsonText>,
): void;
export function post<S extends z.ZodType>(
  app: FastifyInstance,
  deps: AppDeps,
  path: string,
  options: RouteOptions<S>,
  handler: (ctx: FullRouteContext<z.infer<S>>) => Promise<Envelope<unknown> | JsonText>,
): void {
  const auth = options.auth ?? 'full';
  app.routeTable.push({
    path: `/api${path}`,
    auth,
    rateLimited: !!options.rateLimitPerMinute,
    example: options.example,
  });
  app.route({
    method: 'POST',
    url: path,
    schema: { body: options.body, summary: options.summary, tags: options.tags },
    config: options.rateLimitPerMinute
      ? { rateLimit: { max: options.rateLimitPerMinute, timeWindow: '1 minute' } }
      : { rateLimit: false },
    onRequest: async (req) => {
      await authenticate(req, deps, auth);
    },
    handler: async (req, reply) => {
      const ctx = {
        body: req.body as z.infer<S>,
        req,
        reply,
        session: req.session as RequestSession,
        client: req.client as ClientRow,
        now: deps.clock(),
        deps,
      };
      const answer = await handler(ctx);
      if (!(answer instanceof JsonText)) return answer;
      reply.type('application/json; charset=utf-8');
      return answer.bytes();
    },
  });
}

/**
 * Registers a signed-in GET under /api that answers bytes, not an envelope (a complaint picture):
 * the same session check as post(); failures still leave as coded envelopes. Not in the route
 * table (its callers are POST calls with bodies).
 */
export function getWithSession<P extends Record<string, string>>(
  app: FastifyInstance,
  deps: AppDeps,
  path: string,
  handler: (ctx: FullRouteContext<undefined> & { params: P }) => Promise<Buffer>,
): void {
  app.route({
    method: 'GET',
    url: path,
    schema: { hide: true },
    config: { rateLimit: false },
    onRequest: async (req) => {
      await authenticate(req, deps, 'full');
    },
    handler: async (req, reply) =>
      handler({
        body: undefined,
        params: req.params as P,
        req,
        reply,
        session: req.session as RequestSession,
        client: req.client as ClientRow,
        now: deps.clock(),
        deps,
      }),
  });
}

async function authenticate(req: FastifyRequest, deps: AppDeps, auth: AuthRule): Promise<void> {
  req.session = null;
  const now = deps.clock();
  if (auth === 'none') {
    req.client = await resolveClientByHost(deps.database.db, req.hostname);
    return;
  }
  const header = req.headers['user-key'];
  const token = Array.isArray(header) ? header[0] : header;
  const session = await findLiveSession(deps.database.db, token, deps.sessionPolicy, now);
  if (!session) throw SESSION_DEAD();
  const allowed =
    auth === 'full'
      ? session.kind === 'full'
      : session.kind === 'full'
        ? auth.full
        : session.step !== null && auth.steps.includes(session.step);
  if (!allowed) throw SESSION_DEAD();
  // Signed-in calls count against their session's allowance (decision 075), before any work.
  const taken = rateLimitOf(deps).take(session.sessionId);
  if (!taken.allowed) {
    throw new AppError('E005', `Too many requests, please retry in ${taken.retryAfterSeconds} seconds`, {
      http: 429,
      headers: { 'retry-after': String(taken.retryAfterSeconds) },
    });
  }
  req.session = session;
  req.client = await resolveClientById(deps.database.db, session.clientId);
}
