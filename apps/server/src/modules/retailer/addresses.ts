/**
 * A retailer's delivery addresses (ordering-core sections 3, 5 and 6; contracts/retailer;
 * docs/decisions/049). Which of add, edit, delete and change a retailer may use is the
 * deliveryAddressActions setting; an empty setting allows none of them (the addresses are then kept
 * by the back office). Every query is scoped by client and retailer: another retailer's address is
 * simply not found (E016) and nothing changes.
 */
import type { TAddRetailerAddressRequest, TRetailerAddress } from '@restock/domain/contracts/retailer';
import type { AppSettings } from '@restock/domain/settings';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import {
  type AddressOwner,
  type AddressRow,
  clearDefaultAddress,
  deleteAddressRow,
  findAddressRows,
  insertAddress,
  lockRetailer,
  setDefaultAddress,
  updateAddress,
} from './queries.ts';

export type { AddressOwner };

/** Most addresses one retailer keeps (a guard against a script filling the table). */
export const MAX_ADDRESSES_PER_RETAILER = 20;

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

/** The retailer's addresses, default first, with the one an order would go to marked isAddressSelected. */
export async function listAddresses(db: Db | Tx, owner: AddressOwner): Promise<TRetailerAddress[]> {
  const rows = await findAddressRows(db, owner);
  const selected = selectedAddressId(rows);
  return rows.map((r) => toAddress(r, selected));
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
    const rows = await findAddressRows(tx, owner);
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
      await clearDefaultAddress(tx, owner);
    }
    if (body.RetAddress_Id !== undefined) {
      const editing = rows.find((r) => r.id === body.RetAddress_Id);
      if (!editing) throw new AppError('E016');
      await updateAddress(tx, editing.id, { ...values, isDefault: makeDefault });
      return editing.id;
    }
    if (rows.length >= MAX_ADDRESSES_PER_RETAILER) {
      throw new AppError('E017', `A retailer keeps at most ${MAX_ADDRESSES_PER_RETAILER} addresses`);
    }
    return insertAddress(tx, {
      clientId: owner.clientId,
      retailerId: owner.retailerId,
      ...values,
      isDefault: makeDefault,
      createdAt: now,
    });
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
    const rows = await findAddressRows(tx, owner);
    const target = rows.find((r) => r.id === id);
    if (!target) throw new AppError('E016');
    await deleteAddressRow(tx, target.id);
    const next = rows.filter((r) => r.id !== target.id).sort((a, b) => a.id - b.id)[0];
    if (target.isDefault && next) {
      await setDefaultAddress(tx, next.id);
    }
  });
}
