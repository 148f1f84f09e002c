import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { RequestSession } from '../../http/session.ts';
import { queryRows } from './sql.ts';

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
  now: Date;
}

export async function resolveScope(db: Db, session: RequestSession, now: Date): Promise<CatalogueScope> {
  const selected = session.selectedDistributorId;
  const [row] = await queryRows<{ distributor_id: number; channel: string; state: string }>(
    db,
    sql`select rd.distributor_id, r.channel, r.state
        from retailer_distributors rd
        join distributors d on d.id = rd.distributor_id
        join retailers r on r.id = rd.retailer_id
        where rd.retailer_id = ${session.retailerId}
          and ${selected ? sql`rd.distributor_id = ${selected}` : sql`rd.is_default`}
          and d.client_id = ${session.clientId} and r.client_id = ${session.clientId} and d.active
        limit 1`,
  );
  if (!row) throw new AppError('E014');
  return {
    clientId: session.clientId,
    retailerId: session.retailerId,
    distributorId: Number(row.distributor_id),
    channel: row.channel,
    state: row.state,
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

/** The client's defaultProductSorting setting ('' when unset). */
export async function findDefaultSorting(db: Db, clientId: number): Promise<string> {
  const [row] = await queryRows<{ value: string }>(
    db,
    sql`select value from client_settings where client_id = ${clientId} and key = 'defaultProductSorting'`,
  );
  return row?.value.trim() ?? '';
}
