import type { TSignInStep } from '@restock/domain/contracts/login';
import DataLoader from 'dataloader';
import type { Db, Tx } from '../db/client.ts';
import { int } from '../db/values.ts';
import { insertSession, readSessionRows, type SessionRow, touchSession } from './queries.ts';
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
   * The retailer's returns version when the session was read (the per-process copies of the return
   * lists and the complaints list, decisions 086 and 088); null: do not cache.
   */
  returnsVersion: number | null;
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
   * unchanged (product/catalogue/retailer-copy.ts, docs/decisions/057).
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
  const sessionId = await insertSession(db, {
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
  });
  return { token, sessionId };
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
    await touchSession(db, int(row.session_id), now);
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
    returnsVersion: row.returns_version === null ? null : int(row.returns_version),
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
