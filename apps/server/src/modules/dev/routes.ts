import { ZOutboxRequest } from '@restock/domain/contracts/login';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { ok } from '../../http/envelope.ts';
import { AppError } from '../../http/errors.ts';
import { post } from '../../http/route.ts';
import { latestMessages } from './service.ts';

/**
 * Developer calls. /dev/Outbox returns the latest text messages sent to a number, so a developer
 * (or a browser test) can read a one-time code without a phone. Not found in production.
 */
export function registerDevRoutes(app: FastifyInstance, deps: AppDeps): void {
  post(
    app,
    deps,
    '/dev/Outbox',
    {
      body: ZOutboxRequest,
      auth: 'none',
      summary: 'Latest text messages to a number (not in production)',
      tags: ['Dev'],
      example: { To: '9000000002' },
    },
    async ({ body, client }) => {
      if (deps.config.production) throw new AppError('E008', 'Invalid Request: unknown call', { http: 404 });
      return ok(await latestMessages(deps.database.db, client.id, body.To));
    },
  );
}
