import { ZOutboxRequest, ZSetProductPriceRequest } from '@restock/domain/contracts/login';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { ok } from '../../http/envelope.ts';
import { post } from '../../http/route.ts';
import { latestMessages, setProductPrice } from './service.ts';

/**
 * Developer calls, registered only with DEV_OUTBOX=true (decision 068): /dev/Outbox returns the
 * latest text messages sent to a number, so a developer or a test can read a one-time code without
 * a phone. Without the flag the call does not exist (404, and not in the OpenAPI document), whatever
 * NODE_ENV says: it hands out codes without a token, so it must never be on by accident.
 * /dev/SetProductPrice (signed in; tests and demos only, behind the same flag) sets a distributor's
 * price of a product of the session's client, so a browser test can change a price on a server
 * whose database it cannot reach (PGlite inside the server process).
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
  post(
    app,
    deps,
    '/dev/SetProductPrice',
    {
      body: ZSetProductPriceRequest,
      summary:
        "Sets a distributor's price per piece of a product of the session's client (only with DEV_OUTBOX=true); " +
        "Data the stored price. E012 when the distributor does not carry the product or either is not the client's",
      tags: ['Dev'],
      example: { DistributorId: 1, ProductId: 1, Price: 10.5 },
    },
    async ({ body, session }) => ok(await setProductPrice(deps.database.db, session.clientId, body)),
  );
}
