import type { TSignInStep } from '@restock/domain/contracts/login';
import { isValidMobileNumber, nationalMobileNumber } from '@restock/domain/rules/validators';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { distributors, retailers, sessions, users } from '../../db/schema.ts';

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
  /** The language the retailer chose (UpdateLanguage), null until they choose one. */
  language: string | null;
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
  language: users.language,
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

export async function findDistributorCode(db: Db | Tx, distributorId: number): Promise<string | null> {
  const [row] = await db
    .select({ code: distributors.code })
    .from(distributors)
    .where(eq(distributors.id, distributorId));
  return row?.code ?? null;
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

/** The language the account's retailer chose; it comes back with every sign-in (decision 106). */
export async function updateUserLanguage(db: Db | Tx, userId: number, language: string): Promise<void> {
  await db.update(users).set({ language }).where(eq(users.id, userId));
}

export async function updateRetailerMobile(db: Db | Tx, retailerId: number, mobile: string): Promise<void> {
  await db.update(retailers).set({ mobile }).where(eq(retailers.id, retailerId));
}
