import { sql } from 'drizzle-orm';
import { type RequestSession, scopeQuery } from '../../auth/session.ts';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/sql.ts';
import { AppError } from '../../http/errors.ts';
import { findClientSettings } from '../appconfig/service.ts';

/**
 * Whose catalogue a call reads: the session's client, retailer and selected distributor (the
 * default mapping while none is selected). The distributor is checked on every call: a mapping
 * removed after sign-in answers E014 instead of showing products.
 */
export interface CatalogueScope {
  clientId: number;
  retailerId: number;
  distributorId: number;
  channel: string;
  state: string;
  /** The client's config version read with the session (settings cache, docs/decisions/052). */
  configVersion: number;
  /** The catalogue's version read with the session (catalogue page cache, decision 053). */
  catalogueVersion: number | null;
  /**
   * The retailer's cart revision and favourites version at the distributor (decision 057); null
   * when not read with the session: the retailer's fields are then read, not taken from the copy.
   */
  cartRevision: number | null;
  favouritesVersion: number | null;
  now: Date;
}

export async function resolveScope(db: Db, session: RequestSession, now: Date): Promise<CatalogueScope> {
  const selected = session.selectedDistributorId;
  // The session query resolved the scope already; a selection changed since (in this call) reads it again.
  const row =
    session.scope.forSelected === selected
      ? session.scope.row
      : ((
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
        }))[0] ?? null);
  if (!row) throw new AppError('E014');
  return {
    clientId: session.clientId,
    retailerId: session.retailerId,
    distributorId: row.distributorId,
    channel: row.channel,
    state: row.state,
    configVersion: session.configVersion,
    catalogueVersion: session.catalogueVersion,
    cartRevision: row.cartRevision,
    favouritesVersion: row.favouritesVersion,
    now,
  };
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

/** The client's defaultProductSorting setting. */
export async function findDefaultSorting(db: Db, scope: CatalogueScope): Promise<string> {
  return (await findClientSettings(db, scope.clientId, scope.configVersion)).defaultProductSorting;
}
