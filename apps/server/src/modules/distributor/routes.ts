import { ZSwitchDistributorRequest } from '@restock/domain/contracts/distributor';
import { ZEmptyRequest } from '@restock/domain/contracts/envelope';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { ok } from '../../http/envelope.ts';
import { post } from '../../http/route.ts';
import { findMappedDistributors, switchDistributor } from './service.ts';

export function registerDistributorRoutes(app: FastifyInstance, deps: AppDeps): void {
  const db = deps.database.db;

  post(
    app,
    deps,
    '/Distributor/List',
    {
      body: ZEmptyRequest,
      summary: 'Distributors mapped to the retailer',
      tags: ['Distributor'],
      example: {},
    },
    async ({ session }) => {
      const list = await findMappedDistributors(
        db,
        session.clientId,
        session.retailerId,
        session.selectedDistributorId,
      );
      return ok(list);
    },
  );

  post(
    app,
    deps,
    '/Distributor/SwitchDistributor',
    {
      body: ZSwitchDistributorRequest,
      summary:
        'Select a distributor. Refused with E028 while the cart or sales-return summary holds the current ' +
        "distributor's products, unless ClearCart is true (then both are cleared in the same transaction).",
      tags: ['Distributor'],
      example: { dId: 1, ClearCart: false, IsFromLogin: true },
    },
    async ({ body, session, now }) => {
      const result = await switchDistributor(
        db,
        { userId: session.userId, clientId: session.clientId, retailerId: session.retailerId },
        { dId: body.dId, clearCart: body.ClearCart },
        now,
      );
      return ok(result, { msg: 'Distributor switched' });
    },
  );
}
