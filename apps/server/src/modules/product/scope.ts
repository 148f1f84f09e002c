import type { RequestSession } from '../../auth/session.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { findClientSettings } from '../appconfig/service.ts';
import { findScopeRow } from './queries/scope.ts';

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
    session.scope.forSelected === selected ? session.scope.row : await findScopeRow(db, session, selected);
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

/** The client's defaultProductSorting setting. */
export async function findDefaultSorting(db: Db, scope: CatalogueScope): Promise<string> {
  return (await findClientSettings(db, scope.clientId, scope.configVersion)).defaultProductSorting;
}
