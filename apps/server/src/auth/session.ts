import type { TSignInStep } from '@restock/domain/contracts/login';
import DataLoader from 'dataloader';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { sessions } from '../db/schema.ts';
import { int, queryRows } from '../db/sql.ts';
import { hashToken, isWellFormedToken, newToken } from './tokens.ts';

/** The signed-in caller, resolved from the user-key header. */
export interface RequestSession {
  sessionId: number;
  userId: number;
  retailerId: number;
  clientId: number;
  loginId: string;
  kind: 'full' | 'temp';
  step: TSignInStep | null;
  stepData: unknown;
  selectedDistributorId: number | null;
  /** The client's config version when the session was read (settings and terms caches). */
  configVersion: number;
  /** The catalogue's version when the session was read (catalogue page cache); null: do not cache. */
  catalogueVersion: number | null;
  /**
   * The catalogue scope read with the session, for the distributor selected then (`forSelected`);
   * `row` null: no active mapping (E014). product/scope uses it while the selection is unchanged.
   */
  scope: { forSelected: number | null; row: ResolvedScope | null };
}

export interface ResolvedScope {
  distributorId: number;
  channel: string;
  state: string;
  /**
   * The versions of the retailer's own data at this distributor (its cart's revision, 0 without a
   * cart; its favourites' version): the lists' per-process copy of them is used while both are
   * unchanged (product/retailer-fields.ts, docs/decisions/057).
   */
  cartRevision: number;
  favouritesVersion: number;
}

export interface SessionPolicy {
  idleMinutes: number;
  absoluteDays: number;
  /** A temporary token (sign-in step pending) lives this long. */
  tempMinutes: number;
}

export interface IssueSessionInput {
  userId: number;
  kind: 'full' | 'temp';
  step?: TSignInStep | null;
  stepData?: unknown;
  deviceType?: string;
  deviceInfo?: string;
  ip?: string;
}

/** Creates a session and returns its token (the only time the token exists in clear). */
export async function issueSession(
  db: Db | Tx,
  input: IssueSessionInput,
  policy: SessionPolicy,
  now: Date,
): Promise<{ token: string; sessionId: number }> {
  const token = newToken();
  const lifetimeMs =
    input.kind === 'temp' ? policy.tempMinutes * 60_000 : policy.absoluteDays * 24 * 60 * 60_000;
  const [row] = await db
    .insert(sessions)
    .values({
      userId: input.userId,
      tokenHash: hashToken(token),
      kind: input.kind,
      step: input.step ?? null,
      stepData: input.stepData ?? null,
      deviceType: (input.deviceType ?? '').slice(0, 20),
      deviceInfo: (input.deviceInfo ?? '').slice(0, 300),
      ip: input.ip ?? '',
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + lifetimeMs),
    })
    .returning({ id: sessions.id });
  return { token, sessionId: row!.id };
}

/**
 * The session rows of these token hashes (an absent or revoked one: null), in one statement: the
 * session, its user, the client's config version and the catalogue scope (resolveScope's query, for
 * the distributor the user has selected, else the default one).
 */
async function readSessionRows(db: Db, hashes: readonly string[]): Promise<Array<SessionRow | null>> {
  const rows = await queryRows<SessionRow & { token_hash: string }>(
    db,
    sql`select s.token_hash, s.id as session_id, s.kind, s.step, s.step_data, s.last_seen_at, s.expires_at,
          u.id as user_id, u.retailer_id, u.client_id, u.login_id, u.active, u.selected_distributor_id,
          c.config_version, (select cv.version from catalogue_version cv where cv.id = 1) as catalogue_version,
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

/**
 * Session reads of the calls that arrive together are made in one statement (docs/decisions/060):
 * every call still reads its session after it arrived, and at 16 concurrent calls the database
 * answers a handful of statements instead of 16. Loads queued while the event loop handles one
 * batch of network events go out together just after it (setImmediate); a lone call waits for
 * nothing. No result is kept between batches.
 */
const sessionLoaders = new WeakMap<Db, DataLoader<string, SessionRow | null>>();

function sessionLoader(db: Db): DataLoader<string, SessionRow | null> {
  let loader = sessionLoaders.get(db);
  if (!loader) {
    loader = new DataLoader((hashes) => readSessionRows(db, hashes), {
      cache: false,
      maxBatchSize: 100,
      batchScheduleFn: (dispatch) => setImmediate(dispatch),
    });
    sessionLoaders.set(db, loader);
  }
  return loader;
}

/** Looks up a live session for a token, or null when missing, malformed, expired, idle or revoked. */
export async function findLiveSession(
  db: Db,
  token: string | undefined,
  policy: SessionPolicy,
  now: Date,
): Promise<RequestSession | null> {
  if (!token || !isWellFormedToken(token)) return null;
  const row = await sessionLoader(db).load(hashToken(token));
  if (!row?.active) return null;
  const lastSeenAt = new Date(row.last_seen_at);
  if (new Date(row.expires_at).getTime() <= now.getTime()) return null;
  const idleLimitMs = row.kind === 'temp' ? policy.tempMinutes * 60_000 : policy.idleMinutes * 60_000;
  if (now.getTime() - lastSeenAt.getTime() > idleLimitMs) return null;
  // Touch at most once a minute so reads do not turn into a write per request.
  if (now.getTime() - lastSeenAt.getTime() > 60_000) {
    await db
      .update(sessions)
      .set({ lastSeenAt: now })
      .where(eq(sessions.id, int(row.session_id)));
  }
  const selectedDistributorId =
    row.selected_distributor_id === null ? null : int(row.selected_distributor_id);
  return {
    sessionId: int(row.session_id),
    userId: int(row.user_id),
    retailerId: int(row.retailer_id),
    clientId: int(row.client_id),
    loginId: row.login_id,
    kind: row.kind === 'full' ? 'full' : 'temp',
    step: (row.step as TSignInStep | null) ?? null,
    stepData: row.step_data,
    selectedDistributorId,
    configVersion: int(row.config_version),
    catalogueVersion: row.catalogue_version === null ? null : int(row.catalogue_version),
    scope: {
      forSelected: selectedDistributorId,
      row:
        row.scope_distributor_id === null
          ? null
          : {
              distributorId: int(row.scope_distributor_id),
              channel: row.scope_channel ?? '',
              state: row.scope_state ?? '',
              cartRevision: int(row.scope_cart_revision),
              favouritesVersion: int(row.scope_favourites_version),
            },
    },
  };
}

interface SessionRow {
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
