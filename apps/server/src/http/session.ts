import type { TSignInStep } from '@restock/domain/contracts/login';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { sessions, users } from '../db/schema.ts';
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

/** Looks up a live session for a token, or null when missing, malformed, expired, idle or revoked. */
export async function findLiveSession(
  db: Db,
  token: string | undefined,
  policy: SessionPolicy,
  now: Date,
): Promise<RequestSession | null> {
  if (!token || !isWellFormedToken(token)) return null;
  const [row] = await db
    .select({
      sessionId: sessions.id,
      kind: sessions.kind,
      step: sessions.step,
      stepData: sessions.stepData,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      userId: users.id,
      retailerId: users.retailerId,
      clientId: users.clientId,
      loginId: users.loginId,
      active: users.active,
      selectedDistributorId: users.selectedDistributorId,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)))
    .limit(1);
  if (!row?.active) return null;
  if (row.expiresAt.getTime() <= now.getTime()) return null;
  const idleLimitMs = row.kind === 'temp' ? policy.tempMinutes * 60_000 : policy.idleMinutes * 60_000;
  if (now.getTime() - row.lastSeenAt.getTime() > idleLimitMs) return null;
  // Touch at most once a minute so reads do not turn into a write per request.
  if (now.getTime() - row.lastSeenAt.getTime() > 60_000) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.sessionId));
  }
  return {
    sessionId: row.sessionId,
    userId: row.userId,
    retailerId: row.retailerId,
    clientId: row.clientId,
    loginId: row.loginId,
    kind: row.kind === 'full' ? 'full' : 'temp',
    step: (row.step as TSignInStep | null) ?? null,
    stepData: row.stepData,
    selectedDistributorId: row.selectedDistributorId,
  };
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
