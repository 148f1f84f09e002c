import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { failure } from './envelope.ts';
import { AppError } from './errors.ts';

/** Errors of a database that cannot be reached right now: answer 503 and let the client retry. */
const UNAVAILABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '08006',
  '08001',
  '08003',
]);

function isDatabaseUnavailable(err: unknown): boolean {
  let e: unknown = err;
  for (let depth = 0; e && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && UNAVAILABLE.has(code)) return true;
    const message = (e as { message?: unknown }).message;
    if (
      typeof message === 'string' &&
      /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(
        message,
      )
    ) {
      return true;
    }
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * PostgreSQL refusing a value the contract let through: a NUL byte or text it cannot store
 * (22021, 22P05), a number out of its column's range (22003), a malformed value (22P02). The
 * input is bad, not the server: E008 400.
 */
const BAD_VALUE = new Set(['22021', '22P05', '22003', '22P02']);

function isBadValue(err: unknown): boolean {
  let e: unknown = err;
  for (let depth = 0; e && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && BAD_VALUE.has(code)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * A statement cancelled by the request statement timeout (57014, decision 075), or node-postgres
 * giving up on an answer past it: the request asked for more work than one call may take. Not
 * the server failing: a coded 429 that changes nothing (the statement's transaction rolled back).
 */
function isStatementTimeout(err: unknown): boolean {
  let e: unknown = err;
  for (let depth = 0; e && depth < 4; depth++) {
    if ((e as { code?: unknown }).code === '57014') return true;
    const message = (e as { message?: unknown }).message;
    if (typeof message === 'string' && /^Query read timeout$/.test(message)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * The client went away before its answer was sent: a stream of the answer (a compressed answer
 * above the inline size, a file) ended early because the connection closed, not because anything
 * failed. Fastify passes that to the error handler when no header had been sent yet. Only when the
 * connection is really gone: a stream closing early with the client still there is a real error.
 */
function isClientGone(err: { code?: unknown }, req: FastifyRequest): boolean {
  return (
    err.code === 'ERR_STREAM_PREMATURE_CLOSE' &&
    (req.raw.destroyed || req.raw.socket?.destroyed === true || req.raw.socket === null)
  );
}

/** Every failure leaves as a Status 0 envelope with a catalogue code; never a stack trace. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (isClientGone(err, req)) {
      // Nothing can reach the client; 499 (client closed request) marks it in the request log.
      req.log.info('client closed the connection before the answer was sent');
      return reply.code(499).send();
    }
    if (err instanceof AppError) {
      return reply
        .code(err.httpStatus)
        .headers(err.headers)
        .send(failure(err.code, err.message, err.data));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0];
      const where = first?.instancePath ? ` at ${first.instancePath}` : '';
      return reply
        .code(400)
        .send(failure('E008', `Invalid Request: ${first?.message ?? 'bad input'}${where}`));
    }
    if (err.statusCode === 429) {
      return reply.code(429).send(failure('E005', err.message || 'Too many requests, please wait and retry'));
    }
    if (isDatabaseUnavailable(err)) {
      req.log.warn({ err }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', '5')
        .send(failure('E038', 'Service is briefly unavailable, please retry'));
    }
    if (isStatementTimeout(err)) {
      req.log.warn({ err }, 'statement timeout');
      return reply
        .code(429)
        .header('retry-after', '5')
        .send(failure('E005', 'This request took too long, please retry in a few seconds'));
    }
    if (isBadValue(err)) {
      req.log.info({ err }, 'value refused by the database');
      return reply.code(400).send(failure('E008', 'Invalid Request: a value cannot be stored or compared'));
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      const msg =
        err.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? 'Invalid Request: body too large'
          : `Invalid Request: ${err.message}`;
      return reply.code(err.statusCode).send(failure('E008', msg));
    }
    req.log.error({ err }, 'unhandled error');
    return reply.code(500).send(failure('E009', 'Internal Server Error'));
  });

  app.setNotFoundHandler((req, reply) => {
    reply
      .code(404)
      .send(failure('E008', `Invalid Request: unknown call ${req.method} ${req.url.split('?')[0]}`));
  });
}
