import { and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { clients, sessions } from '../db/schema.ts';
import { queryRows } from '../db/sql.ts';

// The SQL of sessions and clients (auth/session.ts and auth/clients.ts hold their rules and caches).

export type ClientRow = typeof clients.$inferSelect;

/** Inserts a session row and answers its id. */
export async function insertSession(db: Db | Tx, values: typeof sessions.$inferInsert): Promise<number> {
  const [row] = await db.insert(sessions).values(values).returning({ id: sessions.id });
  return row!.id;
}

/**
 * The session rows of these token hashes (an absent or revoked one: null), in one statement: the
 * session, its user, the client's config version and the catalogue scope (resolveScope's query, for
 * the distributor the user has selected, else the default one) and the retailer's returns version.
 */
export async function readSessionRows(db: Db, hashes: readonly string[]): Promise<Array<SessionRow | null>> {
  const rows = await queryRows<SessionRow & { token_hash: string }>(
    db,
    sql`select s.token_hash, s.id as session_id, s.kind, s.step, s.step_data, s.last_seen_at, s.expires_at,
          u.id as user_id, u.retailer_id, u.client_id, u.login_id, u.active, u.selected_distributor_id,
          c.config_version, (select cv.version from catalogue_version cv where cv.id = 1) as catalogue_version,
          (select r.returns_version from retailers r where r.id = u.retailer_id) as returns_version,
          sc.distributor_id as scope_distributor_id, sc.channel as scope_channel,
          sc.state as scope_state, sc.cart_revision as scope_cart_revision,
          sc.favourites_version as scope_favourites_version
        from sessions s
        join users u on u.id = s.user_id
        join clients c on c.id = u.client_id
        left join lateral (${scopeQuery(sql`u.retailer_id`, sql`u.client_id`, sql`u.selected_distributor_id`)}) sc on true
        where s.token_hash = any(${`{${hashes.join(',')}}`}::text[]) and s.revoked_at is null`,
    { prepare: 'live_sessions' },
  );
  const byHash = new Map(rows.map((r) => [r.token_hash, r]));
  return hashes.map((h) => byHash.get(h) ?? null);
}

/** Moves a session's last-seen time. */
export async function touchSession(db: Db, sessionId: number, now: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sessionId));
}

export interface SessionRow {
  session_id: number;
  kind: string;
  step: string | null;
  step_data: unknown;
  last_seen_at: Date | string;
  expires_at: Date | string;
  user_id: number;
  retailer_id: number;
  client_id: number;
  login_id: string;
  active: boolean;
  selected_distributor_id: number | null;
  config_version: number;
  catalogue_version: number | null;
  returns_version: number | null;
  scope_distributor_id: number | null;
  scope_channel: string | null;
  scope_state: string | null;
  scope_cart_revision: number | null;
  scope_favourites_version: number | null;
}

/**
 * The catalogue scope of a retailer (one row or none): its mapping to the selected distributor, or
 * its default mapping while none is selected (0 or null), when the distributor is active and both
 * belong to the client. The session query and product/scope read it through this one text.
 */
export function scopeQuery(retailerId: SQL, clientId: SQL, selectedDistributorId: SQL): SQL {
  return sql`select rd.distributor_id, r.channel, r.state, rd.favourites_version,
      coalesce((select ca.revision from carts ca where ca.retailer_id = rd.retailer_id
        and ca.distributor_id = rd.distributor_id), 0) as cart_revision
    from retailer_distributors rd
    join distributors d on d.id = rd.distributor_id
    join retailers r on r.id = rd.retailer_id
    where rd.retailer_id = ${retailerId}
      and case when coalesce(${selectedDistributorId}, 0) <> 0 then rd.distributor_id = ${selectedDistributorId}
        else rd.is_default end
      and d.client_id = ${clientId} and r.client_id = ${clientId} and d.active
    limit 1`;
}

export async function revokeSession(db: Db | Tx, sessionId: number, now: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId));
}

/** Ends every session of a user (password change, account removal). */
export async function revokeUserSessions(db: Db | Tx, userId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** The client whose hosts include this host name, if any. */
export async function findClientByHost(db: Db, host: string): Promise<ClientRow | undefined> {
  const [row] = await db.select().from(clients).where(sql`${host} = any(${clients.hosts})`).limit(1);
  return row;
}

/** The first client (the default deployment's). */
export async function findFirstClient(db: Db): Promise<ClientRow | undefined> {
  const [row] = await db.select().from(clients).orderBy(asc(clients.id)).limit(1);
  return row;
}

export async function findClientById(db: Db, id: number): Promise<ClientRow | undefined> {
  const [row] = await db.select().from(clients).where(eq(clients.id, id)).limit(1);
  return row;
}
