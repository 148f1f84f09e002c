import type { TSignInStep } from '@restock/domain/contracts/login';
import { isValidMobileNumber, nationalMobileNumber } from '@restock/domain/rules/validators';
import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { authFailures, distributors, oneTimeCodes, retailers, sessions, users } from '../../db/schema.ts';

/** A sign-in with the retailer fields the sign-in answer needs. */
export interface Account {
  userId: number;
  clientId: number;
  retailerId: number;
  loginId: string;
  passwordHash: string | null;
  isFirstLogin: boolean;
  /** False when either the user or its retailer is switched off. */
  active: boolean;
  otpLockedUntil: Date | null;
  selectedDistributorId: number | null;
  /** The retailer's 10-digit mobile number, '' before onboarding. */
  mobile: string;
  retailerCode: string;
  retailerName: string;
}

const accountColumns = {
  userId: users.id,
  clientId: users.clientId,
  retailerId: users.retailerId,
  loginId: users.loginId,
  passwordHash: users.passwordHash,
  isFirstLogin: users.isFirstLogin,
  userActive: users.active,
  retailerActive: retailers.active,
  otpLockedUntil: users.otpLockedUntil,
  selectedDistributorId: users.selectedDistributorId,
  mobile: retailers.mobile,
  retailerCode: retailers.code,
  retailerName: retailers.name,
};

type AccountRow = Omit<Account, 'active'> & { userActive: boolean; retailerActive: boolean };

function toAccount({ userActive, retailerActive, ...row }: AccountRow): Account {
  return { ...row, active: userActive && retailerActive };
}

/**
 * The account a retailer names at sign-in: "user name or mobile number". Login ids are unique per
 * client regardless of letter case (see the users_client_login index); when no login id matches,
 * a valid mobile number finds the one sign-in of the retailer registered with it (mobile numbers
 * are kept unique per client by onboarding and mobile change, E006).
 */
export async function findAccountByLoginId(
  db: Db | Tx,
  clientId: number,
  loginId: string,
): Promise<Account | null> {
  const [row] = await db
    .select(accountColumns)
    .from(users)
    .innerJoin(retailers, eq(retailers.id, users.retailerId))
    .where(and(eq(users.clientId, clientId), sql`lower(${users.loginId}) = ${loginId.toLowerCase()}`))
    .limit(1);
  if (row) return toAccount(row);
  if (!isValidMobileNumber(loginId)) return null;
  const byMobile = await db
    .select(accountColumns)
    .from(users)
    .innerJoin(retailers, eq(retailers.id, users.retailerId))
    .where(and(eq(users.clientId, clientId), eq(retailers.mobile, nationalMobileNumber(loginId))))
    .limit(2);
  return byMobile.length === 1 ? toAccount(byMobile[0]!) : null;
}

export async function findAccountById(db: Db | Tx, userId: number): Promise<Account | null> {
  const [row] = await db
    .select(accountColumns)
    .from(users)
    .innerJoin(retailers, eq(retailers.id, users.retailerId))
    .where(eq(users.id, userId))
    .limit(1);
  return row ? toAccount(row) : null;
}

/** Locks the user row for the rest of the transaction, so counts taken after it cannot race. */
export async function lockUserRow(tx: Tx, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function findDistributorCode(db: Db | Tx, distributorId: number): Promise<string | null> {
  const [row] = await db
    .select({ code: distributors.code })
    .from(distributors)
    .where(eq(distributors.id, distributorId));
  return row?.code ?? null;
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
 * Time of the n-th most recent failure (1-based) since `since`, or null when there are fewer.
 * With n = the limit, a lock lasts until that failure leaves the window.
 */
export async function findNthRecentFailureAt(
  db: Db | Tx,
  key: { clientId: number; loginId: string; kind: FailureKind },
  since: Date,
  n: number,
): Promise<Date | null> {
  const [row] = await db
    .select({ at: authFailures.createdAt })
    .from(authFailures)
    .where(
      and(
        eq(authFailures.clientId, key.clientId),
        eq(authFailures.loginId, key.loginId.toLowerCase()),
        eq(authFailures.kind, key.kind),
        gt(authFailures.createdAt, since),
      ),
    )
    .orderBy(desc(authFailures.createdAt))
    .offset(n - 1)
    .limit(1);
  return row?.at ?? null;
}

export async function setOtpLockedUntil(db: Db | Tx, userId: number, until: Date): Promise<void> {
  await db.update(users).set({ otpLockedUntil: until }).where(eq(users.id, userId));
}

// --- one-time codes ---------------------------------------------------------------------------

/** login and mobileChange here; order: the order code of checkout (otpAuthBeforeOrder, modules/checkout). */
export type CodePurpose = 'login' | 'mobileChange' | 'order';
export type CodeRow = typeof oneTimeCodes.$inferSelect;

/** Time of the n-th most recent code of a user and purpose since `since`, or null. */
export async function findNthRecentCodeAt(
  db: Db | Tx,
  userId: number,
  purpose: CodePurpose,
  since: Date,
  n: number,
): Promise<Date | null> {
  const [row] = await db
    .select({ at: oneTimeCodes.createdAt })
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.userId, userId),
        eq(oneTimeCodes.purpose, purpose),
        gt(oneTimeCodes.createdAt, since),
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

// --- sessions and users -----------------------------------------------------------------------

export async function setSessionStep(
  db: Db | Tx,
  sessionId: number,
  step: TSignInStep,
  stepData: unknown,
): Promise<void> {
  await db.update(sessions).set({ step, stepData }).where(eq(sessions.id, sessionId));
}

/** Ends every session of a user but one (the caller's, after a password change). */
export async function revokeOtherSessions(
  db: Db | Tx,
  userId: number,
  keepSessionId: number,
  now: Date,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt)));
}

export async function updatePasswordHash(db: Db | Tx, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

/** Records a completed sign-in: the first login is over once a session is full. */
export async function markSignedIn(
  db: Db | Tx,
  userId: number,
  now: Date,
  accepted: { contract: boolean; terms: boolean },
): Promise<void> {
  await db
    .update(users)
    .set({
      isFirstLogin: false,
      lastLoginAt: now,
      ...(accepted.contract ? { contractAcceptedAt: now } : {}),
      ...(accepted.terms ? { termsAcceptedAt: now } : {}),
    })
    .where(eq(users.id, userId));
}

// --- retailers --------------------------------------------------------------------------------

/** True when another retailer of the client already uses the number. */
export async function isMobileTaken(
  db: Db | Tx,
  clientId: number,
  mobile: string,
  retailerId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: retailers.id })
    .from(retailers)
    .where(and(eq(retailers.clientId, clientId), eq(retailers.mobile, mobile), ne(retailers.id, retailerId)))
    .limit(1);
  return !!row;
}

export async function updateRetailerMobile(db: Db | Tx, retailerId: number, mobile: string): Promise<void> {
  await db.update(retailers).set({ mobile }).where(eq(retailers.id, retailerId));
}

export async function findProfileRow(db: Db | Tx, userId: number) {
  const [row] = await db
    .select({ retailer: retailers, loginId: users.loginId, language: users.language })
    .from(users)
    .innerJoin(retailers, eq(retailers.id, users.retailerId))
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}
