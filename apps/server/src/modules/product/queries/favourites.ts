import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { queryRows } from '../../../db/sql.ts';

export interface FavouriteKey {
  clientId: number;
  retailerId: number;
  distributorId: number;
  productId: number;
}

/** Whether the product is available at the distributor (active row of an active product of the client). */
export async function isAvailableAt(db: Db, key: FavouriteKey): Promise<boolean> {
  const [available] = await queryRows(
    db,
    sql`select 1 from distributor_products dp
        where dp.distributor_id = ${key.distributorId} and dp.product_id = ${key.productId}
          and dp.active and dp.product_active and dp.client_id = ${key.clientId}`,
  );
  return available !== undefined;
}

export async function addFavourite(db: Db, key: FavouriteKey): Promise<void> {
  await db.execute(sql`insert into favourites (retailer_id, distributor_id, product_id, client_id)
          values (${key.retailerId}, ${key.distributorId}, ${key.productId}, ${key.clientId})
          on conflict do nothing`);
}

export async function removeFavourite(db: Db, key: FavouriteKey): Promise<void> {
  await db.execute(sql`delete from favourites where retailer_id = ${key.retailerId}
        and distributor_id = ${key.distributorId} and product_id = ${key.productId}`);
}
