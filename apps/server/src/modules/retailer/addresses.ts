/**
 * A retailer's delivery addresses (ordering-core sections 3, 5 and 6; contracts/retailer;
 * docs/decisions/049). Which of add, edit, delete and change a retailer may use is the
 * deliveryAddressActions setting; an empty setting allows none of them (the addresses are then kept
 * by the back office). Every query is scoped by client and retailer: another retailer's address is
 * simply not found (E016) and nothing changes.
 */
import type { TAddRetailerAddressRequest, TRetailerAddress } from '@restock/domain/contracts/retailer';
import type { AppSettings } from '@restock/domain/settings';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { retailerAddresses, retailers } from '../../db/schema.ts';
import { timestamp } from '../../db/sql.ts';
import { AppError } from '../../http/errors.ts';

/** Most addresses one retailer keeps (a guard against a script filling the table). */
export const MAX_ADDRESSES_PER_RETAILER = 20;

export interface AddressOwner {
  clientId: number;
  retailerId: number;
}

export type AddressAction = 'add' | 'edit' | 'delete' | 'change';

/** deliveryAddressActions as a set (entries trimmed, any case); empty allows nothing. */
export function addressActions(settings: AppSettings): ReadonlySet<AddressAction> {
  const known: readonly AddressAction[] = ['add', 'edit', 'delete', 'change'];
  const listed = new Set(settings.deliveryAddressActions.map((a) => a.trim().toLowerCase()));
  return new Set(known.filter((a) => listed.has(a)));
}

export function assertAddressAction(settings: AppSettings, action: AddressAction): void {
  if (!addressActions(settings).has(action)) {
    throw new AppError('E017', `Delivery addresses cannot be changed here (${action} is not allowed)`, {
      http: 403,
    });
  }
}

type AddressRow = typeof retailerAddresses.$inferSelect;

function toAddress(row: AddressRow, selectedId: number | null): TRetailerAddress {
  return {
    RetAddress_Id: row.id,
    AddressID: row.id,
    Address1: row.address1,
    Address2: row.address2,
    City: row.city,
    State: row.state,
    Country: row.country,
    Zip: row.zip,
    MobileNo: row.mobileNo,
    Default: row.isDefault,
    isAddressSelected: row.id === selectedId,
  };
}

/** The address an order goes to unless the retailer picks another: the last used, else the default, else the first. */
function selectedAddressId(rows: readonly AddressRow[]): number | null {
  let lastUsed: AddressRow | null = null;
  for (const r of rows) {
    if (r.lastUsedAt && (!lastUsed?.lastUsedAt || r.lastUsedAt.getTime() > lastUsed.lastUsedAt.getTime())) {
      lastUsed = r;
    }
  }
  return (lastUsed ?? rows.find((r) => r.isDefault) ?? rows[0] ?? null)?.id ?? null;
}

async function findRows(db: Db | Tx, owner: AddressOwner): Promise<AddressRow[]> {
  return db
    .select()
    .from(retailerAddresses)
    .where(
      and(eq(retailerAddresses.clientId, owner.clientId), eq(retailerAddresses.retailerId, owner.retailerId)),
    )
    .orderBy(desc(retailerAddresses.isDefault), asc(retailerAddresses.id));
}

/** The retailer's addresses, default first, with the one an order would go to marked isAddressSelected. */
export async function listAddresses(db: Db | Tx, owner: AddressOwner): Promise<TRetailerAddress[]> {
  const rows = await findRows(db, owner);
  const selected = selectedAddressId(rows);
  return rows.map((r) => toAddress(r, selected));
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

export function addressesFromJson(value: unknown): TRetailerAddress[] {
  const rows = (Array.isArray(value) ? value : []).map((r: Record<string, unknown>) => ({
    ...r,
    lastUsedAt: r.lastUsedAt ? new Date(String(r.lastUsedAt)) : null,
  })) as AddressRow[];
  const selected = selectedAddressId(rows);
  return rows.map((r) => toAddress(r, selected));
}

/** One address of a list (the retailer's own), or E016. */
export function ownedAddress(list: readonly TRetailerAddress[], id: number): TRetailerAddress {
  const found = list.find((a) => a.RetAddress_Id === id);
  if (!found) throw new AppError('E016');
  return found;
}

/** One of the retailer's addresses (the copy an order keeps), or E016. */
export async function findOwnedAddress(
  db: Db | Tx,
  owner: AddressOwner,
  id: number,
): Promise<TRetailerAddress> {
  return ownedAddress(await listAddresses(db, owner), id);
}

/**
 * The statement that marks the address an order went to as last used (the checkout picks it first
 * next time). A statement, not a call: the submit runs it inside its one closing statement.
 */
export function markAddressUsedStatement(owner: AddressOwner, id: number, now: Date): SQL {
  return sql`update retailer_addresses set last_used_at = ${timestamp(now)}
    where id = ${id} and retailer_id = ${owner.retailerId} and client_id = ${owner.clientId}`;
}

/** Serialises address changes of one retailer (the one-default index would otherwise race). */
async function lockRetailer(tx: Tx, owner: AddressOwner): Promise<void> {
  await tx
    .select({ id: retailers.id })
    .from(retailers)
    .where(and(eq(retailers.id, owner.retailerId), eq(retailers.clientId, owner.clientId)))
    .for('update');
}

/**
 * Adds an address (deliveryAddressActions add), or edits one (edit) when RetAddress_Id is given.
 * Default true makes it the default and takes the mark from the others; the first address is the
 * default whatever was asked. Answers the saved address.
 */
export async function saveAddress(
  db: Db,
  owner: AddressOwner,
  settings: AppSettings,
  body: TAddRetailerAddressRequest,
  now: Date,
): Promise<TRetailerAddress> {
  assertAddressAction(settings, body.RetAddress_Id === undefined ? 'add' : 'edit');
  const id = await db.transaction(async (tx) => {
    await lockRetailer(tx, owner);
    const rows = await findRows(tx, owner);
    const values = {
      address1: body.Address1,
      address2: body.Address2,
      city: body.City,
      state: body.State,
      country: body.Country,
      zip: body.Zip,
      mobileNo: body.MobileNo,
    };
    const makeDefault =
      body.Default || rows.length === 0 || (rows.length === 1 && body.RetAddress_Id === rows[0]?.id);
    if (makeDefault) {
      await tx
        .update(retailerAddresses)
        .set({ isDefault: false })
        .where(
          and(eq(retailerAddresses.retailerId, owner.retailerId), eq(retailerAddresses.isDefault, true)),
        );
    }
    if (body.RetAddress_Id !== undefined) {
      const editing = rows.find((r) => r.id === body.RetAddress_Id);
      if (!editing) throw new AppError('E016');
      await tx
        .update(retailerAddresses)
        .set({ ...values, isDefault: makeDefault })
        .where(eq(retailerAddresses.id, editing.id));
      return editing.id;
    }
    if (rows.length >= MAX_ADDRESSES_PER_RETAILER) {
      throw new AppError('E017', `A retailer keeps at most ${MAX_ADDRESSES_PER_RETAILER} addresses`);
    }
    const [created] = await tx
      .insert(retailerAddresses)
      .values({
        clientId: owner.clientId,
        retailerId: owner.retailerId,
        ...values,
        isDefault: makeDefault,
        createdAt: now,
      })
      .returning({ id: retailerAddresses.id });
    return created!.id;
  });
  return findOwnedAddress(db, owner, id);
}

/**
 * Deletes an address (deliveryAddressActions delete). Orders keep their copy of it. When it was
 * the default, the oldest remaining address becomes the default, so checkout still has one.
 */
export async function deleteAddress(
  db: Db,
  owner: AddressOwner,
  settings: AppSettings,
  id: number,
): Promise<void> {
  assertAddressAction(settings, 'delete');
  await db.transaction(async (tx) => {
    await lockRetailer(tx, owner);
    const rows = await findRows(tx, owner);
    const target = rows.find((r) => r.id === id);
    if (!target) throw new AppError('E016');
    await tx.delete(retailerAddresses).where(eq(retailerAddresses.id, target.id));
    const next = rows.filter((r) => r.id !== target.id).sort((a, b) => a.id - b.id)[0];
    if (target.isDefault && next) {
      await tx.update(retailerAddresses).set({ isDefault: true }).where(eq(retailerAddresses.id, next.id));
    }
  });
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
