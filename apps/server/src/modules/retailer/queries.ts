/** The SQL of a retailer's delivery addresses; every query is scoped by client and retailer. */
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { retailerAddresses, retailers, users } from '../../db/schema.ts';
import { timestamp } from '../../db/sql.ts';

export interface AddressOwner {
  clientId: number;
  retailerId: number;
}

export type AddressRow = typeof retailerAddresses.$inferSelect;

export async function findAddressRows(db: Db | Tx, owner: AddressOwner): Promise<AddressRow[]> {
  return db
    .select()
    .from(retailerAddresses)
    .where(
      and(eq(retailerAddresses.clientId, owner.clientId), eq(retailerAddresses.retailerId, owner.retailerId)),
    )
    .orderBy(desc(retailerAddresses.isDefault), asc(retailerAddresses.id));
}

/**
 * The retailer's addresses as one json value, for a statement that reads them beside other things
 * (the submit); `addressesFromJson` makes of it what `listAddresses` answers.
 */
export function addressesJson(owner: AddressOwner): SQL {
  return sql`(select coalesce(json_agg(json_build_object('id', a.id, 'address1', a.address1,
      'address2', a.address2, 'city', a.city, 'state', a.state, 'country', a.country, 'zip', a.zip,
      'mobileNo', a.mobile_no, 'isDefault', a.is_default, 'lastUsedAt', a.last_used_at)
      order by a.is_default desc, a.id), '[]'::json)
    from retailer_addresses a where a.client_id = ${owner.clientId} and a.retailer_id = ${owner.retailerId})`;
}

/**
 * The statement that marks the address an order went to as last used (the checkout picks it first
 * next time). A statement, not a call: the submit runs it inside its one closing statement.
 */
export function markAddressUsedStatement(owner: AddressOwner, id: number, now: Date): SQL {
  return sql`update retailer_addresses set last_used_at = ${timestamp(now)}
    where id = ${id} and retailer_id = ${owner.retailerId} and client_id = ${owner.clientId}`;
}

export /** Serialises address changes of one retailer (the one-default index would otherwise race). */
async function lockRetailer(tx: Tx, owner: AddressOwner): Promise<void> {
  await tx
    .select({ id: retailers.id })
    .from(retailers)
    .where(and(eq(retailers.id, owner.retailerId), eq(retailers.clientId, owner.clientId)))
    .for('update');
}

/** Takes the default mark from the retailer's addresses. */
export async function clearDefaultAddress(tx: Tx, owner: AddressOwner): Promise<void> {
  await tx
    .update(retailerAddresses)
    .set({ isDefault: false })
    .where(and(eq(retailerAddresses.retailerId, owner.retailerId), eq(retailerAddresses.isDefault, true)));
}

export async function updateAddress(
  tx: Tx,
  id: number,
  values: Partial<typeof retailerAddresses.$inferInsert>,
): Promise<void> {
  await tx.update(retailerAddresses).set(values).where(eq(retailerAddresses.id, id));
}

export async function insertAddress(tx: Tx, values: typeof retailerAddresses.$inferInsert): Promise<number> {
  const [created] = await tx.insert(retailerAddresses).values(values).returning({ id: retailerAddresses.id });
  return created!.id;
}

export async function deleteAddressRow(tx: Tx, id: number): Promise<void> {
  await tx.delete(retailerAddresses).where(eq(retailerAddresses.id, id));
}

export async function setDefaultAddress(tx: Tx, id: number): Promise<void> {
  await tx.update(retailerAddresses).set({ isDefault: true }).where(eq(retailerAddresses.id, id));
}

/** How many addresses a retailer has (tests and the seed). */
export async function countAddresses(db: Db | Tx, owner: AddressOwner): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(retailerAddresses)
    .where(
      and(eq(retailerAddresses.clientId, owner.clientId), eq(retailerAddresses.retailerId, owner.retailerId)),
    );
  return Number(row?.n ?? 0);
}

/** The retailer of a sign-in with the user's login id and language (the profile). */
export async function findProfileRow(db: Db | Tx, userId: number) {
  const [row] = await db
    .select({ retailer: retailers, loginId: users.loginId, language: users.language })
    .from(users)
    .innerJoin(retailers, eq(retailers.id, users.retailerId))
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}
