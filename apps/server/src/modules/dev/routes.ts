import { ZOutboxRequest } from '@restock/domain/contracts/login';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { ok } from '../../http/envelope.ts';
import { post } from '../../http/route.ts';
import { latestMessages } from './service.ts';

/**
 * Developer calls, registered only with DEV_OUTBOX=true (decision 068): /dev/Outbox returns the
 * latest text messages sent to a number, so a developer or a test can read a one-time code without
 * a phone. Without the flag the call does not exist (404, and not in the OpenAPI document), whatever
 * NODE_ENV says: it hands out codes without a token, so it must never be on by accident.
 */
export function registerDevRoutes(app: FastifyInstance, deps: AppDeps): void {
  if (!deps.config.devOutbox) return;
  post(
    app,
    deps,
    '/dev/Outbox',
    {
      body: ZOutboxRequest,
      auth: 'none',
      summary: 'Latest text messages to a number (only with DEV_OUTBOX=true)',
      tags: ['Dev'],
      example: { To: '9000000002' },
    },
    async ({ body, client }) => ok(await latestMessages(deps.database.db, client.id, body.To)),
  );
}
