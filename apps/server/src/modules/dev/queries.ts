import { and, desc, eq, exists, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { distributorProducts, distributors, smsOutbox } from '../../db/schema.ts';

/** The latest (at most `limit`) text messages of a client to a 10-digit number, newest first. */
export function findOutbox(db: Db, clientId: number, to: string, limit: number) {
  return db
    .select()
    .from(smsOutbox)
    .where(and(eq(smsOutbox.clientId, clientId), eq(smsOutbox.to, to)))
    .orderBy(desc(smsOutbox.id))
    .limit(limit);
}

/**
 * Sets a distributor's price of a product, when both the product row and the distributor are the
 * client's; answers the stored price (numeric text), or null when there is no such row.
 */
export async function updateDistributorPrice(
  tx: Tx,
  clientId: number,
  distributorId: number,
  productId: number,
  price: string,
): Promise<string | null> {
  const rows = await tx
    .update(distributorProducts)
    .set({ price })
    .where(
      and(
        eq(distributorProducts.clientId, clientId),
        eq(distributorProducts.distributorId, distributorId),
        eq(distributorProducts.productId, productId),
        exists(
          tx
            .select({ one: sql`1` })
            .from(distributors)
            .where(
              and(
                eq(distributors.id, distributorProducts.distributorId),
                eq(distributors.clientId, clientId),
              ),
            ),
        ),
      ),
    )
    .returning({ price: distributorProducts.price });
  return rows[0]?.price ?? null;
}
