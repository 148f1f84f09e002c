import { ZSwitchDistributorRequest } from '@restock/domain/contracts/distributor';
import { ZEmptyRequest } from '@restock/domain/contracts/envelope';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { ok } from '../../http/envelope.ts';
import { AppError } from '../../http/errors.ts';
import { post } from '../../http/route.ts';
import {
  clearPendingLines,
  countPendingLines,
  findMappedDistributors,
  setSelectedDistributor,
} from './queries.ts';

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
      const result = await db.transaction(async (tx) => {
        // Lock the user row so two tabs switching at once see each other's result.
        const [user] = await tx
          .select({ selected: users.selectedDistributorId })
          .from(users)
          .where(eq(users.id, session.userId))
          .for('update');
        const mapped = await findMappedDistributors(
          tx,
          session.clientId,
          session.retailerId,
          user?.selected ?? null,
        );
        const target = mapped.find((d) => d.dId === body.dId);
        if (!target) throw new AppError('E014');
        const current = user?.selected ?? null;
        if (current !== null && current !== target.dId) {
          const pending = await countPendingLines(tx, session.retailerId, current);
          if (pending > 0) {
            if (!body.ClearCart) throw new AppError('E028');
            await clearPendingLines(
              tx,
              { clientId: session.clientId, retailerId: session.retailerId, distributorId: current },
              now,
            );
          }
        }
        await setSelectedDistributor(tx, session.userId, target.dId);
        return { ...target, IsSelected: true };
      });
      return ok(result, { msg: 'Distributor switched' });
    },
  );
}
