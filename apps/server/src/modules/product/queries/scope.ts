import { sql } from 'drizzle-orm';
import { scopeQuery } from '../../../auth/queries.ts';
import type { RequestSession } from '../../../auth/session.ts';
import type { Db } from '../../../db/client.ts';
import { queryRows } from '../../../db/sql.ts';

/** The scope row of a selection the session query did not resolve: the distributor and the versions. */
export interface ScopeRow {
  distributorId: number;
  channel: string;
  state: string;
  cartRevision: number;
  favouritesVersion: number;
}

export async function findScopeRow(
  db: Db,
  session: RequestSession,
  selected: number | null,
): Promise<ScopeRow | null> {
  return (
    (
      await queryRows<{
        distributor_id: number;
        channel: string;
        state: string;
        cart_revision: number;
        favourites_version: number;
      }>(db, scopeQuery(sql`${session.retailerId}`, sql`${session.clientId}`, sql`${selected}::int`))
    ).map((r) => ({
      distributorId: Number(r.distributor_id),
      channel: r.channel,
      state: r.state,
      cartRevision: Number(r.cart_revision),
      favouritesVersion: Number(r.favourites_version),
    }))[0] ?? null
  );
}

/** Whether a distributor is an active mapping of the retailer (favourite toggle names one). */
export async function isMappedDistributor(
  db: Db,
  session: RequestSession,
  distributorId: number,
): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`select 1 from retailer_distributors rd join distributors d on d.id = rd.distributor_id
        where rd.retailer_id = ${session.retailerId} and rd.distributor_id = ${distributorId}
          and d.client_id = ${session.clientId} and d.active`,
  );
  return rows.length > 0;
}
