import type { Db } from '../../../db/client.ts';
import { type RetailerCopy, type RetailerFields, readRetailerCopy } from '../queries/retailer-copy.ts';
import type { CatalogueScope } from '../scope.ts';

export type { RetailerCopy, RetailerFields };

const MAX_RETAILERS = 2000;
const copies = new WeakMap<object, Map<string, RetailerCopy>>();

function isCurrent(copy: RetailerCopy, scope: CatalogueScope): boolean {
  return (
    copy.cartRevision === scope.cartRevision &&
    copy.favouritesVersion === scope.favouritesVersion &&
    copy.catalogueVersion === scope.catalogueVersion
  );
}

/**
 * The retailer's favourites, cart quantities and suggested quantities at the scope's distributor. A
 * copy per retailer and distributor is kept in the process and used while the cart's revision, the
 * favourites' version and the catalogue's version (suggestions are catalogue data) read with the
 * session are the ones it was read at: a list call whose page and lines are cached then costs no
 * statement beyond the session's. Any cart write moves the revision (cart/queries.ts), any
 * favourites statement the version (migration 0013).
 */
export async function findRetailerCopy(db: Db, scope: CatalogueScope): Promise<RetailerCopy> {
  const key = `${scope.retailerId}/${scope.distributorId}`;
  let byRetailer = copies.get(db);
  if (!byRetailer) {
    byRetailer = new Map();
    copies.set(db, byRetailer);
  }
  let copy = byRetailer.get(key);
  if (!copy || !isCurrent(copy, scope)) {
    copy = await readRetailerCopy(db, scope);
    byRetailer.delete(key);
    byRetailer.set(key, copy);
    if (byRetailer.size > MAX_RETAILERS) byRetailer.delete(byRetailer.keys().next().value!);
  }
  return copy;
}

/** The retailer's fields of these products (from its copy: findRetailerCopy). */
export async function findRetailerFieldsOf(
  db: Db,
  scope: CatalogueScope,
  ids: readonly number[],
): Promise<Map<number, RetailerFields>> {
  const copy = await findRetailerCopy(db, scope);
  const fields = new Map<number, RetailerFields>();
  for (const id of ids) {
    fields.set(id, {
      isFavourite: copy.favourites.has(id),
      cartQty: copy.cart.get(id) ?? 0,
      suggestedQty: copy.suggested.get(id) ?? 0,
    });
  }
  return fields;
}
