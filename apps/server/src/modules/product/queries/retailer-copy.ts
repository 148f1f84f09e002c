import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { queryRows } from '../../../db/sql.ts';
import { int } from '../../../db/values.ts';
import type { CatalogueScope } from '../scope.ts';

/** A product line's fields that are the retailer's own. */
export interface RetailerFields {
  isFavourite: boolean;
  cartQty: number;
  suggestedQty: number;
}

/**
 * The retailer's favourites, cart quantities and suggested quantities at one distributor, as of
 * the versions that read them (decision 057).
 */
export interface RetailerCopy {
  cartRevision: number;
  favouritesVersion: number;
  catalogueVersion: number;
  favourites: Set<number>;
  cart: Map<number, number>;
  suggested: Map<number, number>;
}

/** One statement: the copy and the versions it is valid for, from one snapshot. */
export async function readRetailerCopy(db: Db, scope: CatalogueScope): Promise<RetailerCopy> {
  const [row] = await queryRows<{
    favourites: number[] | null;
    cart: Array<[number, number]> | null;
    suggested: Array<[number, number]> | null;
    favourites_version: number;
    cart_revision: number;
    catalogue_version: number;
  }>(
    db,
    sql`select
          (select array_agg(f.product_id) from favourites f
            where f.retailer_id = rd.retailer_id and f.distributor_id = rd.distributor_id) as favourites,
          (select json_agg(json_build_array(cl.product_id, cl.qty)) from cart_lines cl
            where cl.retailer_id = rd.retailer_id and cl.distributor_id = rd.distributor_id) as cart,
          (select json_agg(json_build_array(s.product_id, s.qty)) from (
            select ps.product_id, max(ps.suggested_qty) as qty from product_signals ps
            where ps.client_id = ${scope.clientId} and ps.kind in ('RELEVANT', 'SMART_BASKET')
              and ps.suggested_qty > 0
              and (ps.distributor_id is null or ps.distributor_id = rd.distributor_id)
              and (ps.retailer_id is null or ps.retailer_id = rd.retailer_id)
            group by ps.product_id) s) as suggested,
          rd.favourites_version,
          coalesce((select ca.revision from carts ca where ca.retailer_id = rd.retailer_id
            and ca.distributor_id = rd.distributor_id), 0) as cart_revision,
          (select cv.version from catalogue_version cv where cv.id = 1) as catalogue_version
        from retailer_distributors rd
        where rd.retailer_id = ${scope.retailerId} and rd.distributor_id = ${scope.distributorId}`,
    { prepare: 'retailer_copy' },
  );
  return {
    // A retailer without the mapping gets an empty copy that matches no session (version -1).
    cartRevision: row ? int(row.cart_revision) : -1,
    favouritesVersion: row ? int(row.favourites_version) : -1,
    catalogueVersion: row ? int(row.catalogue_version) : -1,
    favourites: new Set((row?.favourites ?? []).map(Number)),
    cart: new Map((row?.cart ?? []).map(([id, qty]) => [Number(id), Number(qty)])),
    suggested: new Map((row?.suggested ?? []).map(([id, qty]) => [Number(id), Number(qty)])),
  };
}
