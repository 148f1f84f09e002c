/**
 * The SQL of one-time codes (sign-in, mobile change, order confirmation) and of the failed-check
 * counts behind the password and code locks.
 */
import { and, desc, eq, gt, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { authFailures, oneTimeCodes, sessions, users } from '../../db/schema.ts';

/** Locks the user row for the rest of the transaction, so counts taken after it cannot race. */
export async function lockUserRow(tx: Tx, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

// --- failures ---------------------------------------------------------------------------------

export type FailureKind = 'password' | 'otp';

export async function recordAuthFailure(
  db: Db | Tx,
  failure: { clientId: number; loginId: string; ip: string; kind: FailureKind; at: Date },
): Promise<void> {
  await db.insert(authFailures).values({
    clientId: failure.clientId,
    loginId: failure.loginId.toLowerCase(),
    ip: failure.ip,
    kind: failure.kind,
    createdAt: failure.at,
  });
}

/**
 * Whose failures are counted: one account (its login id, or the id as typed when none resolves),
 * one address (across accounts), or one account from one address.
 */
export type FailureKey = { clientId: number; kind: FailureKind } & (
  | { loginId: string; ip?: undefined }
  | { loginId?: undefined; ip: string }
  | { loginId: string; ip: string }
);

function failuresOf(key: FailureKey, since: Date): SQL | undefined {
  return and(
    eq(authFailures.clientId, key.clientId),
    key.loginId === undefined ? undefined : eq(authFailures.loginId, key.loginId.toLowerCase()),
    key.ip === undefined ? undefined : eq(authFailures.ip, key.ip),
    eq(authFailures.kind, key.kind),
    gt(authFailures.createdAt, since),
  );
}

/**
 * Time of the n-th most recent failure (1-based) of a key since `since`, or null when there are
 * fewer. With n = the limit, a lock lasts until that failure leaves the window.
 */
export async function findNthRecentFailureAt(
  db: Db | Tx,
  key: FailureKey,
  since: Date,
  n: number,
): Promise<Date | null> {
  const [row] = await db
    .select({ at: authFailures.createdAt })
    .from(authFailures)
    .where(failuresOf(key, since))
    .orderBy(desc(authFailures.createdAt))
    .offset(n - 1)
    .limit(1);
  return row?.at ?? null;
}

/** How many failures of a key since `since`, and when the latest was. */
export async function countRecentFailures(
  db: Db | Tx,
  key: FailureKey,
  since: Date,
): Promise<{ count: number; latestAt: Date | null }> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      latestAt: sql<Date | string | null>`max(${authFailures.createdAt})`,
    })
    .from(authFailures)
    .where(failuresOf(key, since));
  const latest = row?.latestAt ?? null;
  return { count: Number(row?.count ?? 0), latestAt: latest === null ? null : new Date(latest) };
}

export async function setOtpLockedUntil(db: Db | Tx, userId: number, until: Date): Promise<void> {
  await db.update(users).set({ otpLockedUntil: until }).where(eq(users.id, userId));
}

// --- one-time codes ---------------------------------------------------------------------------

/**
 * login; mobileChange (to the new number) and mobileChangeApproval (to the current number, the
 * proof of a code-only account, decision 072); order: the order code of checkout (otpAuthBeforeOrder).
 */
export type CodePurpose = 'login' | 'mobileChange' | 'mobileChangeApproval' | 'order' | 'reward';
export type CodeRow = typeof oneTimeCodes.$inferSelect;

/**
 * Time of the n-th most recent code of a user and purpose since `since`, or null. With
 * `fromAddressOf`, only codes of sessions started from the same address as that session count:
 * a resend from elsewhere still counts where its sign-in began.
 */
export async function findNthRecentCodeAt(
  db: Db | Tx,
  where: { userId: number; purpose: CodePurpose; fromAddressOf?: number },
  since: Date,
  n: number,
): Promise<Date | null> {
  const [row] = await db
    .select({ at: oneTimeCodes.createdAt })
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.userId, where.userId),
        eq(oneTimeCodes.purpose, where.purpose),
        gt(oneTimeCodes.createdAt, since),
        where.fromAddressOf === undefined
          ? undefined
          : sql`${oneTimeCodes.sessionId} in (select s.id from ${sessions} s where s.ip =
              (select ip from ${sessions} where id = ${where.fromAddressOf}))`,
      ),
    )
    .orderBy(desc(oneTimeCodes.createdAt))
    .offset(n - 1)
    .limit(1);
  return row?.at ?? null;
}

/** The latest code a session asked for, optionally only one sent to a given number. */
export async function findLatestSessionCode(
  db: Db | Tx,
  where: { userId: number; sessionId: number; purpose: CodePurpose; sentTo?: string | undefined },
): Promise<CodeRow | null> {
  const [row] = await db
    .select()
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.userId, where.userId),
        eq(oneTimeCodes.sessionId, where.sessionId),
        eq(oneTimeCodes.purpose, where.purpose),
        where.sentTo === undefined ? undefined : eq(oneTimeCodes.sentTo, where.sentTo),
      ),
    )
    .orderBy(desc(oneTimeCodes.id))
    .limit(1);
  return row ?? null;
}

/** A new code retires the user's older unused codes of the same purpose by expiring them now. */
export async function expireOpenCodes(
  db: Db | Tx,
  userId: number,
  purpose: CodePurpose,
  now: Date,
): Promise<void> {
  await db
    .update(oneTimeCodes)
    .set({ expiresAt: now })
    .where(
      and(
        eq(oneTimeCodes.userId, userId),
        eq(oneTimeCodes.purpose, purpose),
        isNull(oneTimeCodes.consumedAt),
        gt(oneTimeCodes.expiresAt, now),
      ),
    );
}

export async function insertCode(
  db: Db | Tx,
  code: {
    userId: number;
    sessionId: number;
    purpose: CodePurpose;
    sentTo: string;
    codeHash: string;
    expiresAt: Date;
    at: Date;
  },
): Promise<void> {
  await db.insert(oneTimeCodes).values({
    userId: code.userId,
    sessionId: code.sessionId,
    purpose: code.purpose,
    sentTo: code.sentTo,
    codeHash: code.codeHash,
    expiresAt: code.expiresAt,
    createdAt: code.at,
  });
}

/**
 * Claims one try on a live code before it is compared, so parallel guesses cannot get more than
 * `maxTries` comparisons. Returns the try number, or null when the code is used up or dead.
 */
export async function claimCodeTry(
  db: Db | Tx,
  codeId: number,
  maxTries: number,
  now: Date,
): Promise<number | null> {
  const [row] = await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(
      and(
        eq(oneTimeCodes.id, codeId),
        isNull(oneTimeCodes.consumedAt),
        gt(oneTimeCodes.expiresAt, now),
        sql`${oneTimeCodes.attempts} < ${maxTries}`,
      ),
    )
    .returning({ attempts: oneTimeCodes.attempts });
  return row?.attempts ?? null;
}

/** Marks a code used; false when another request used it first. */
export async function consumeCode(db: Db | Tx, codeId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(oneTimeCodes)
    .set({ consumedAt: now })
    .where(and(eq(oneTimeCodes.id, codeId), isNull(oneTimeCodes.consumedAt)))
    .returning({ id: oneTimeCodes.id });
  return rows.length > 0;
}
