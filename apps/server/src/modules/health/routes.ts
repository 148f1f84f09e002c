import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';

/** GET /healthz: 200 when the database answers, 503 otherwise (load balancers poll it). */
export function registerHealthRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get('/healthz', { schema: { hide: true } }, async (_req, reply) => {
    try {
      await deps.database.ping();
      return { status: 'ok', database: deps.database.kind };
    } catch {
      return reply.code(503).send({ status: 'unavailable', database: deps.database.kind });
    }
  });
}
