import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { TOtpSentResponse } from '@restock/domain/contracts/login';
import { MOBILE_DIGITS, OTP_LENGTH } from '@restock/domain/rules/validators';
import { safeEqual } from '../../auth/tokens.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { SmsSender } from '../../integrations/sms.ts';
import {
  type CodePurpose,
  claimCodeTry,
  consumeCode,
  countRecentFailures,
  expireOpenCodes,
  findLatestSessionCode,
  findNthRecentCodeAt,
  findNthRecentFailureAt,
  insertCode,
  lockUserRow,
  recordAuthFailure,
  setOtpLockedUntil,
} from './queries.ts';

export type { CodePurpose, FailureKind } from './queries.ts';
/** Failed checks are counted for passwords too (login's password lock). */
export { findNthRecentFailureAt, recordAuthFailure } from './queries.ts';

/** What the codes need to know of the account they belong to (login's Account fits). */
export interface CodeAccount {
  userId: number;
  clientId: number;
  loginId: string;
  otpLockedUntil: Date | null;
}

/*
 * One-time codes are 4 digits (the spec fixes it), about 13 bits, so the limits carry the weight
 * (docs/architecture.md, "Security rules"; decision 009): random from a secure source, stored hashed, bound
 * to the session that asked, 5 minutes, single use, 5 tries per code.
 * The allowance and the lock count per account and address first (decision 074), so a caller who
 * only knows a login id uses up their own allowance, not the retailer's:
 * - 3 codes per account, purpose and address (where the session began) per 15 minutes, and at most
 *   10 per account and purpose from all addresses;
 * - 10 wrong codes for an account from one address in 24 hours lock that account's codes from
 *   that address for an hour (again after each further wrong code); 30 from all addresses lock
 *   the account's codes everywhere for an hour.
 */
export const CODE_TTL_MS = 5 * 60_000;
export const CODE_MAX_TRIES = 5;
export const CODES_PER_ADDRESS = 3;
export const CODES_PER_ACCOUNT = 10;
export const CODE_WINDOW_MS = 15 * 60_000;
export const CODE_FAILS_PER_ADDRESS = 10;
export const CODE_FAILS_PER_ACCOUNT = 30;
export const CODE_FAIL_WINDOW_MS = 24 * 60 * 60_000;
export const CODE_LOCK_MS = 60 * 60_000;

export function newCode(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

/** Stored as salt$sha256(salt:code); a per-code salt keeps equal codes from having equal hashes. */
export function hashCode(code: string, salt: string = randomBytes(8).toString('hex')): string {
  return `${salt}$${createHash('sha256').update(`${salt}:${code}`).digest('hex')}`;
}

export function codeMatches(code: string, stored: string): boolean {
  const salt = stored.split('$')[0] ?? '';
  return safeEqual(hashCode(code, salt), stored);
}

/** Only the last 4 digits of a number are shown before the caller proved they own it. */
export function maskMobile(mobile: string): string {
  if (mobile.length === 0) return '';
  return `${'*'.repeat(Math.max(0, MOBILE_DIGITS - 4))}${mobile.slice(-4)}`;
}

const CODE_USE: Record<CodePurpose, string> = {
  login: 'sign-in code',
  order: 'code to confirm your order',
  reward: 'code to confirm your reward redemption',
  mobileChange: 'code to change your mobile number',
  // Goes to the current number: its owner learns that someone asks to move the account away.
  mobileChangeApproval: 'code to approve moving your account to another mobile number',
};

export function codeText(appName: string, code: string, purpose: CodePurpose): string {
  return `${code} is your ${appName} ${CODE_USE[purpose]}. It expires in ${CODE_TTL_MS / 60_000} minutes. Do not share it.`;
}

function secondsUntil(at: number, now: Date): number {
  return Math.max(1, Math.ceil((at - now.getTime()) / 1000));
}

function tooMany(code: 'E005' | 'E011', msg: string, retryAfterSeconds: number): AppError {
  return new AppError(code, msg, { http: 429, headers: { 'retry-after': String(retryAfterSeconds) } });
}

/**
 * Refuses every code send and check while the account's codes are locked, everywhere or from the
 * caller's address (E011, HTTP 429, Retry-After).
 */
export async function assertCodesUnlocked(
  db: Db,
  account: CodeAccount,
  ip: string,
  now: Date,
): Promise<void> {
  const key = { clientId: account.clientId, loginId: account.loginId, ip, kind: 'otp' as const };
  const since = new Date(now.getTime() - CODE_FAIL_WINDOW_MS);
  const here = await countRecentFailures(db, key, since);
  const addressLockedUntil =
    here.count >= CODE_FAILS_PER_ADDRESS && here.latestAt ? here.latestAt.getTime() + CODE_LOCK_MS : 0;
  const until = Math.max(addressLockedUntil, account.otpLockedUntil?.getTime() ?? 0);
  if (until <= now.getTime()) return;
  const seconds = secondsUntil(until, now);
  throw tooMany(
    'E011',
    `Too many wrong codes. Sign-in with a code is locked, please try again in ${Math.ceil(seconds / 60)} minutes`,
    seconds,
  );
}

export interface IssueCodeInput {
  db: Db;
  sms: SmsSender;
  clientId: number;
  appName: string;
  account: CodeAccount;
  sessionId: number;
  /** The caller's address: a locked address gets no code. */
  ip: string;
  purpose: CodePurpose;
  /** The 10-digit number the code goes to. */
  sentTo: string;
  resendSeconds: number;
  now: Date;
}

/**
 * Creates a code for a session and texts it. The resend countdown counts per session (a fresh
 * sign-in is not made to wait), the caps per account and purpose, from the session's address and
 * from all. Limits answer E005 with HTTP 429.
 */
export async function issueCode(input: IssueCodeInput): Promise<TOtpSentResponse> {
  const { db, account, purpose, now } = input;
  await assertCodesUnlocked(db, account, input.ip, now);
  const code = newCode();
  await db.transaction(async (tx) => {
    // Serialise code requests of one account so two parallel calls cannot both pass the cap.
    await lockUserRow(tx, account.userId);
    const last = await findLatestSessionCode(tx, {
      userId: account.userId,
      sessionId: input.sessionId,
      purpose,
    });
    const resendAt = last ? last.createdAt.getTime() + input.resendSeconds * 1000 : 0;
    if (resendAt > now.getTime()) {
      const seconds = secondsUntil(resendAt, now);
      throw tooMany('E005', `Please wait ${seconds} seconds before asking for a new code`, seconds);
    }
    const windowStart = new Date(now.getTime() - CODE_WINDOW_MS);
    const codes = { userId: account.userId, purpose };
    const capReachedAt =
      (await findNthRecentCodeAt(tx, codes, windowStart, CODES_PER_ACCOUNT)) ??
      (await findNthRecentCodeAt(
        tx,
        { ...codes, fromAddressOf: input.sessionId },
        windowStart,
        CODES_PER_ADDRESS,
      ));
    if (capReachedAt) {
      const seconds = secondsUntil(capReachedAt.getTime() + CODE_WINDOW_MS, now);
      throw tooMany(
        'E005',
        `Too many codes requested, please try again in ${Math.ceil(seconds / 60)} minutes`,
        seconds,
      );
    }
    await expireOpenCodes(tx, account.userId, purpose, now);
    await insertCode(tx, {
      userId: account.userId,
      sessionId: input.sessionId,
      purpose,
      sentTo: input.sentTo,
      codeHash: hashCode(code),
      expiresAt: new Date(now.getTime() + CODE_TTL_MS),
      at: now,
    });
  });
  await sendCode(input, code);
  return {
    otpSentTo: maskMobile(input.sentTo),
    otpExpiresInSeconds: CODE_TTL_MS / 1000,
    resendAfterSeconds: input.resendSeconds,
  };
}

/** The code row stays when the gateway fails: it still counts toward the cap, so retries cannot flood it. */
async function sendCode(input: IssueCodeInput, code: string): Promise<void> {
  try {
    await input.sms.send({
      clientId: input.clientId,
      to: input.sentTo,
      body: codeText(input.appName, code, input.purpose),
    });
  } catch {
    throw new AppError('E007', 'Failed to send the code, please retry in a moment');
  }
}

/** When the session's latest code of a purpose was used, or null (a proof that holds a while). */
export async function findCodeUsedAt(
  db: Db,
  where: { userId: number; sessionId: number; purpose: CodePurpose },
): Promise<Date | null> {
  return (await findLatestSessionCode(db, where))?.consumedAt ?? null;
}

export interface VerifyCodeInput {
  db: Db;
  account: CodeAccount;
  sessionId: number;
  purpose: CodePurpose;
  /** When given, only a code sent to this number counts (mobile change). */
  sentTo?: string;
  code: string;
  ip: string;
  now: Date;
}

const REQUEST_NEW = 'please request a new code';

/** Checks a code against the latest one the session asked for; consumes it on success. Failures: E011. */
export async function verifyCode(input: VerifyCodeInput): Promise<void> {
  const { db, account, now } = input;
  await assertCodesUnlocked(db, account, input.ip, now);
  const row = await findLatestSessionCode(db, {
    userId: account.userId,
    sessionId: input.sessionId,
    purpose: input.purpose,
    sentTo: input.sentTo,
  });
  if (!row || row.consumedAt) throw new AppError('E011', `No code is waiting here, ${REQUEST_NEW}`);
  if (row.expiresAt.getTime() <= now.getTime())
    throw new AppError('E011', `The code expired, ${REQUEST_NEW}`);
  const tries = await claimCodeTry(db, row.id, CODE_MAX_TRIES, now);
  if (tries === null) throw new AppError('E011', `Too many wrong tries for this code, ${REQUEST_NEW}`);
  if (codeMatches(input.code, row.codeHash)) {
    if (!(await consumeCode(db, row.id, now)))
      throw new AppError('E011', `This code was already used, ${REQUEST_NEW}`);
    return;
  }
  await countWrongCode(input);
  const left = CODE_MAX_TRIES - tries;
  throw new AppError(
    'E011',
    left > 0
      ? `Invalid OTP, ${left} ${left === 1 ? 'try' : 'tries'} left`
      : `Invalid OTP. Too many wrong tries, ${REQUEST_NEW}`,
  );
}

/**
 * Records a wrong code. The 10th from one address in 24 hours locks that address out of the
 * account's codes (assertCodesUnlocked reads it); the 30th from all addresses locks the account.
 */
async function countWrongCode(input: VerifyCodeInput): Promise<void> {
  const { db, account, now } = input;
  await recordAuthFailure(db, {
    clientId: account.clientId,
    loginId: account.loginId,
    ip: input.ip,
    kind: 'otp',
    at: now,
  });
  const since = new Date(now.getTime() - CODE_FAIL_WINDOW_MS);
  const key = { clientId: account.clientId, loginId: account.loginId, kind: 'otp' as const };
  let otpLockedUntil = account.otpLockedUntil;
  if (await findNthRecentFailureAt(db, key, since, CODE_FAILS_PER_ACCOUNT)) {
    otpLockedUntil = new Date(now.getTime() + CODE_LOCK_MS);
    await setOtpLockedUntil(db, account.userId, otpLockedUntil);
  }
  await assertCodesUnlocked(db, { ...account, otpLockedUntil }, input.ip, now);
}
