import type { TDistributor } from '@restock/domain/contracts/distributor';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { cartLines, distributors, retailerDistributors, users } from '../../db/schema.ts';

/** Active distributors mapped to a retailer of a client, default first. */
export async function findMappedDistributors(
  db: Db | Tx,
  clientId: number,
  retailerId: number,
  selectedId: number | null,
): Promise<TDistributor[]> {
  const rows = await db
    .select({
      id: distributors.id,
      code: distributors.code,
      name: distributors.name,
      address: distributors.address,
      licenceNo: distributors.licenceNo,
      phone: distributors.phone,
      isDefault: retailerDistributors.isDefault,
    })
    .from(retailerDistributors)
    .innerJoin(distributors, eq(distributors.id, retailerDistributors.distributorId))
    .where(
      and(
        eq(retailerDistributors.retailerId, retailerId),
        eq(distributors.clientId, clientId),
        eq(distributors.active, true),
      ),
    )
    .orderBy(sql`${retailerDistributors.isDefault} desc`, asc(distributors.name));
  return rows.map((r) => ({
    dId: r.id,
    dCode: r.code,
    dName: r.name,
    address: r.address,
    fssaiNo: r.licenceNo,
    phone: r.phone,
    IsDefault: r.isDefault,
    IsSelected: r.id === selectedId,
  }));
}

/** Lines the retailer holds for a distributor in the cart. */
export async function countCartLines(
  db: Db | Tx,
  retailerId: number,
  distributorId: number,
): Promise<number> {
  const [cart] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(cartLines)
    .where(and(eq(cartLines.retailerId, retailerId), eq(cartLines.distributorId, distributorId)));
  return cart?.n ?? 0;
}

/** The user's selected distributor, with the user row locked for the rest of the transaction. */
export async function lockSelectedDistributor(tx: Tx, userId: number): Promise<number | null> {
  const [user] = await tx
    .select({ selected: users.selectedDistributorId })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return user?.selected ?? null;
}

export async function setSelectedDistributor(
  db: Db | Tx,
  userId: number,
  distributorId: number | null,
): Promise<void> {
  await db.update(users).set({ selectedDistributorId: distributorId }).where(eq(users.id, userId));
}

/**
 * Keeps the user's selected distributor valid: when none is selected or the selected one is no
 * longer mapped, the default mapping is selected (null when the retailer has no default).
 */
export async function ensureSelectedDistributor(
  db: Db | Tx,
  user: { id: number; clientId: number; retailerId: number; selectedDistributorId: number | null },
): Promise<number | null> {
  const mapped = await findMappedDistributors(db, user.clientId, user.retailerId, user.selectedDistributorId);
  if (user.selectedDistributorId && mapped.some((d) => d.dId === user.selectedDistributorId)) {
    return user.selectedDistributorId;
  }
  const fallback = mapped.find((d) => d.IsDefault)?.dId ?? null;
  await setSelectedDistributor(db, user.id, fallback);
  return fallback;
}
