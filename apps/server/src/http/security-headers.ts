import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Security headers on every answer, as helmet decides them for these options. With our options they
 * are the same for every request (no nonce, no per-request function), so helmet runs once, on a
 * recording response, and each answer gets the recorded headers: @fastify/helmet built the whole
 * middleware on every request (3% of a list call's CPU, decision 060), and even built once it
 * formats the policy on every call (1.7%, decision 061).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers = recordHeaders(options);
  app.addHook('onRequest', (req, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    if (req.protocol === 'https') reply.raw.setHeader('Strict-Transport-Security', HSTS);
    done();
  });
}

/**
 * HSTS on answers to HTTPS requests only: direct TLS, or a trusted proxy's X-Forwarded-Proto
 * (TRUST_PROXY=true; without it the header is the client's word and is ignored). Browsers ignore it
 * over plain HTTP, and a year of it pins the host and its subdomains to HTTPS.
 */
const HSTS = 'max-age=31536000; includeSubDomains';

function recordHeaders(options: HelmetOptions): Array<[string, string]> {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set(name, String(value));
    },
    removeHeader(name: string) {
      headers.delete(name);
    },
  };
  let failed: unknown = null;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    failed = err ?? null;
  });
  if (failed) throw failed;
  return [...headers];
}
