import type { TDistributor } from '@restock/domain/contracts/distributor';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { emptyCart } from '../cart/service.ts';
import { emptyReturnSummary, lockAndCountReturnSummary } from '../sales-return/service.ts';
import {
  countCartLines,
  findMappedDistributors,
  lockSelectedDistributor,
  setSelectedDistributor,
} from './queries.ts';

/** Sign-in keeps the selected distributor valid (login/service.ts). */
export { ensureSelectedDistributor, findMappedDistributors } from './queries.ts';

/** Empties the retailer's cart (through the cart's lock and revision) and sales-return summary there. */
async function clearPendingLines(
  tx: Tx,
  key: { clientId: number; retailerId: number; distributorId: number },
  now: Date,
): Promise<void> {
  await emptyCart(tx, key, now);
  await emptyReturnSummary(tx, key);
}

/**
 * Selects a distributor. Refused with E028 while the cart or sales-return summary holds the current
 * distributor's products, unless clearCart is true (then both are cleared in the same transaction).
 */
export async function switchDistributor(
  db: Db,
  who: { userId: number; clientId: number; retailerId: number },
  wanted: { dId: number; clearCart: boolean },
  now: Date,
): Promise<TDistributor> {
  return db.transaction(async (tx) => {
    const selected = await lockSelectedDistributor(tx, who.userId);
    const mapped = await findMappedDistributors(tx, who.clientId, who.retailerId, selected);
    const target = mapped.find((d) => d.dId === wanted.dId);
    if (!target) throw new AppError('E014');
    const current = selected;
    if (current !== null && current !== target.dId) {
      // The return summary's lock (sales-return/service.ts) lets an upload or submit in flight finish first.
      const returns = await lockAndCountReturnSummary(tx, {
        clientId: who.clientId,
        retailerId: who.retailerId,
        distributorId: current,
      });
      const pending = (await countCartLines(tx, who.retailerId, current)) + returns;
      if (pending > 0) {
        if (!wanted.clearCart) throw new AppError('E028');
        await clearPendingLines(
          tx,
          { clientId: who.clientId, retailerId: who.retailerId, distributorId: current },
          now,
        );
      }
    }
    await setSelectedDistributor(tx, who.userId, target.dId);
    return { ...target, IsSelected: true };
  });
}
