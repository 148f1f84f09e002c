import type {
  TAuthUser,
  TCheckLoginIdResponse,
  TOnboardRequest,
  TOtpSentResponse,
  TSignInStep,
  TUserAuthenticationRequest,
} from '@restock/domain/contracts/login';
import { isValidMobileNumber, nationalMobileNumber } from '@restock/domain/rules/validators';
import type { AppSettings } from '@restock/domain/settings';
import { z } from 'zod';
import type { ClientRow } from '../../auth/clients.ts';
import { revokeSession } from '../../auth/queries.ts';
import { issueSession, type RequestSession } from '../../auth/session.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/errors.ts';
import type { RouteContext } from '../../http/route.ts';
import { findClientSettings } from '../appconfig/service.ts';
import { ensureSelectedDistributor } from '../distributor/service.ts';
import {
  assertCodesUnlocked,
  type CodePurpose,
  findNthRecentFailureAt,
  issueCode,
  maskMobile,
  recordAuthFailure,
  verifyCode,
} from '../one-time-codes/service.ts';
import { decoyHash, hashPassword, verifyPassword } from './password-hash.ts';
import {
  type Account,
  findAccountById,
  findAccountByLoginId,
  findDistributorCode,
  markSignedIn,
  setSessionStep,
} from './queries.ts';

/** Checkout's order code is sent to the account's mobile number. */
export { type Account, findAccountById } from './queries.ts';
/** Seeds store demo passwords the way sign-in checks them. */
export { hashPassword };

/**
 * Failed passwords lock password sign-in (decision 071): 10 per account in 15 minutes lock that
 * account, whichever spelling of its login id or mobile number was typed; 20 from one address in
 * 15 minutes, whatever the accounts, lock sign-in from that address. Each lock lasts until the
 * failure that reached the limit leaves the window.
 */
export const PASSWORD_FAILS_PER_WINDOW = 10;
export const PASSWORD_FAILS_PER_ADDRESS = 20;
export const PASSWORD_FAIL_WINDOW_MS = 15 * 60_000;

/** What every sign-in call needs from its request. */
export interface LoginContext {
  deps: AppDeps;
  client: ClientRow;
  now: Date;
  ip: string;
  deviceType: string;
  deviceInfo: string;
}

/** What every sign-in call needs from its request (the retailer's profile calls too). */
export function loginContext(ctx: RouteContext<unknown>): LoginContext {
  const header = (name: string) => {
    const value = ctx.req.headers[name];
    return typeof value === 'string' ? value : '';
  };
  return {
    deps: ctx.deps,
    client: ctx.client,
    now: ctx.now,
    ip: ctx.req.ip,
    deviceType: header('device-type'),
    deviceInfo: header('device-info'),
  };
}

/** A sign-in answer; `token` is set when a new token must go out in the user-key header. */
export interface SignInResult {
  user: TAuthUser;
  token: string | null;
}

// --- pure rules -------------------------------------------------------------------------------

/** A password account owes a code when codes after login are on, and it is every login or the first. */
export function needsCodeAfterPassword(flags: AppSettings['flags'], isFirstLogin: boolean): boolean {
  return flags.otpAuthAfterLogin && (flags.otpAuthForEveryLogin || isFirstLogin);
}

/**
 * The step a sign-in owes once the login id (and the password, for a password account) checked out:
 * - passwordless: always a code; a first login onboards first (agreements, the number confirmed,
 *   then the code to it; decision 073). With no number on file either is refused with E003;
 * - password, first login: change the password (a code may follow, see needsCodeAfterPassword);
 * - password otherwise: a code when the settings ask for one, else nothing (full session).
 */
export function firstPendingStep(account: Account, flags: AppSettings['flags']): TSignInStep | null {
  if (account.passwordHash === null) return account.isFirstLogin ? 'onboard' : 'otp';
  if (account.isFirstLogin) return 'changePassword';
  return needsCodeAfterPassword(flags, false) ? 'otp' : null;
}

export function toAuthUser(
  account: Account,
  answer: {
    nextStep: TSignInStep | null;
    code?: TOtpSentResponse | null;
    distributor?: { id: number; code: string | null } | null;
    resendEnabled?: boolean;
  },
): TAuthUser {
  const full = answer.nextStep === null;
  const code = answer.code ?? null;
  return {
    retailerid: account.retailerId,
    retailercode: account.retailerCode,
    retailername: account.retailerName,
    loginId: account.loginId,
    // A temporary answer may go to someone who only typed a login id: the number stays masked.
    mobile: full ? account.mobile : maskMobile(account.mobile),
    isfirsttimelogin: account.isFirstLogin,
    isLoginWithPassword: account.passwordHash !== null,
    distributorid: answer.distributor?.id ?? null,
    distributorcode: answer.distributor?.code ?? null,
    nextStep: answer.nextStep,
    otpSentTo: code?.otpSentTo ?? null,
    otpExpiresInSeconds: code?.otpExpiresInSeconds ?? null,
    resendAfterSeconds: code && answer.resendEnabled ? code.resendAfterSeconds : null,
    language: account.language,
  };
}

// --- helpers ----------------------------------------------------------------------------------

export function db(ctx: LoginContext) {
  return ctx.deps.database.db;
}

export async function loadAccount(ctx: LoginContext, userId: number): Promise<Account> {
  const account = await findAccountById(db(ctx), userId);
  if (!account?.active) throw new AppError('E000', 'Your session has ended, please sign in again');
  return account;
}

export function requireMobile(account: Account): string {
  if (account.mobile === '') {
    throw new AppError(
      'E003',
      'No mobile number is on file for this account, please contact your distributor',
    );
  }
  return account.mobile;
}

/**
 * The key failed passwords of a sign-in are counted under: the account's login id once the typed
 * id resolves to an account, so `retailer1`, `9000000001` and `+91-9000000001` share one count.
 * An id that resolves to nothing is counted as typed, a mobile number by its 10 digits, so an
 * unknown id locks the same way as a known one.
 */
export function passwordFailureKey(account: Account | null, typed: string): string {
  if (account) return account.loginId;
  return isValidMobileNumber(typed) ? nationalMobileNumber(typed) : typed;
}

/**
 * Refuses a password check while the account (by its failure key) or the caller's address is
 * locked: E004 (sign-in) or E034 (a password change), HTTP 429, with Retry-After in seconds.
 */
export async function assertPasswordsUnlocked(
  ctx: LoginContext,
  failureKey: string,
  code: 'E004' | 'E034',
): Promise<void> {
  const since = new Date(ctx.now.getTime() - PASSWORD_FAIL_WINDOW_MS);
  const kind = 'password' as const;
  const [accountLimitAt, addressLimitAt] = await Promise.all([
    findNthRecentFailureAt(
      db(ctx),
      { clientId: ctx.client.id, loginId: failureKey, kind },
      since,
      PASSWORD_FAILS_PER_WINDOW,
    ),
    findNthRecentFailureAt(
      db(ctx),
      { clientId: ctx.client.id, ip: ctx.ip, kind },
      since,
      PASSWORD_FAILS_PER_ADDRESS,
    ),
  ]);
  // Locked until the later of the two limit-reaching failures leaves the window.
  const reachedAt = [accountLimitAt, addressLimitAt].flatMap((at) => (at ? [at.getTime()] : []));
  if (reachedAt.length === 0) return;
  const seconds = Math.max(
    1,
    Math.ceil((Math.max(...reachedAt) + PASSWORD_FAIL_WINDOW_MS - ctx.now.getTime()) / 1000),
  );
  throw new AppError(
    code,
    `Too many failed sign-in attempts, please try again in ${Math.ceil(seconds / 60)} minutes`,
    {
      http: 429,
      headers: { 'retry-after': String(seconds) },
    },
  );
}

export async function recordPasswordFailure(ctx: LoginContext, failureKey: string): Promise<void> {
  await recordAuthFailure(db(ctx), {
    clientId: ctx.client.id,
    loginId: failureKey,
    ip: ctx.ip,
    kind: 'password',
    at: ctx.now,
  });
}

export function sendCode(
  ctx: LoginContext,
  settings: AppSettings,
  account: Account,
  sessionId: number,
  purpose: CodePurpose,
  sentTo: string,
) {
  return issueCode({
    db: db(ctx),
    sms: ctx.deps.sms,
    clientId: ctx.client.id,
    appName: ctx.client.appName,
    account,
    sessionId,
    ip: ctx.ip,
    purpose,
    sentTo,
    resendSeconds: settings.otpResendSeconds,
    now: ctx.now,
  });
}

/** Issues a temporary token for a pending step, sending the code first when the step is 'otp'. */
async function startPendingStep(
  ctx: LoginContext,
  settings: AppSettings,
  account: Account,
  step: TSignInStep,
): Promise<SignInResult> {
  // Both owe a code to the number on file: without one (or while codes are locked) the sign-in
  // cannot finish, so no temporary token is issued.
  if (step === 'otp' || step === 'onboard') {
    requireMobile(account);
    await assertCodesUnlocked(db(ctx), account, ctx.ip, ctx.now);
  }
  const { token, sessionId } = await issueSession(
    db(ctx),
    {
      userId: account.userId,
      kind: 'temp',
      step,
      deviceType: ctx.deviceType,
      deviceInfo: ctx.deviceInfo,
      ip: ctx.ip,
    },
    ctx.deps.sessionPolicy,
    ctx.now,
  );
  if (step !== 'otp') return { token, user: toAuthUser(account, { nextStep: step }) };
  try {
    const code = await sendCode(ctx, settings, account, sessionId, 'login', account.mobile);
    return {
      token,
      user: toAuthUser(account, { nextStep: step, code, resendEnabled: settings.flags.isEnableResendOtp }),
    };
  } catch (err) {
    // No code, no use for the token: it must not linger as a way around the code limits.
    await revokeSession(db(ctx), sessionId, ctx.now);
    throw err;
  }
}

/** The acceptances of an onboarding, parked on the session until its code is verified. */
const ZPendingOnboarding = z.object({
  contractAccepted: z.boolean(),
  termsAccepted: z.boolean(),
});
type PendingOnboarding = z.infer<typeof ZPendingOnboarding>;

/**
 * Makes the sign-in full in one transaction: ends the temporary session, stores the onboarding's
 * acceptances, closes the first login, selects the default distributor when none is valid, issues
 * a full token.
 */
export async function completeSignIn(
  ctx: LoginContext,
  account: Account,
  tempSessionId: number | null,
  onboarding: PendingOnboarding | null,
): Promise<SignInResult> {
  return db(ctx).transaction(async (tx) => {
    if (tempSessionId !== null) await revokeSession(tx, tempSessionId, ctx.now);
    await markSignedIn(tx, account.userId, ctx.now, {
      contract: onboarding?.contractAccepted ?? false,
      terms: onboarding?.termsAccepted ?? false,
    });
    const distributorId = await ensureSelectedDistributor(tx, {
      id: account.userId,
      clientId: account.clientId,
      retailerId: account.retailerId,
      selectedDistributorId: account.selectedDistributorId,
    });
    const distributor =
      distributorId === null
        ? null
        : { id: distributorId, code: await findDistributorCode(tx, distributorId) };
    const { token } = await issueSession(
      tx,
      {
        userId: account.userId,
        kind: 'full',
        deviceType: ctx.deviceType,
        deviceInfo: ctx.deviceInfo,
        ip: ctx.ip,
      },
      ctx.deps.sessionPolicy,
      ctx.now,
    );
    return {
      token,
      user: toAuthUser({ ...account, isFirstLogin: false }, { nextStep: null, distributor }),
    };
  });
}

// --- calls ------------------------------------------------------------------------------------

export async function checkLoginId(ctx: LoginContext, loginId: string): Promise<TCheckLoginIdResponse> {
  const account = await findAccountByLoginId(db(ctx), ctx.client.id, loginId);
  if (!account?.active) throw new AppError('E001');
  return { isLoginWithPassword: account.passwordHash !== null, loginId: account.loginId };
}

/**
 * Signs in with a login id and, for a password account, its password.
 * - Unknown or inactive id and wrong password both answer E004 after one scrypt verification.
 * - A password account sent without a password answers E030: CheckLoginIdExist already tells
 *   anyone that the account uses a password, so a distinct code gives nothing away, and it is
 *   not counted as a failed password.
 * - A passwordless account ignores any password sent.
 */
export async function signIn(ctx: LoginContext, body: TUserAuthenticationRequest): Promise<SignInResult> {
  const account = await findAccountByLoginId(db(ctx), ctx.client.id, body.loginId);
  const failureKey = passwordFailureKey(account, body.loginId);
  await assertPasswordsUnlocked(ctx, failureKey, 'E004');
  if (!account?.active) {
    await verifyPassword(body.password ?? '', await decoyHash());
    if (body.password !== undefined) await recordPasswordFailure(ctx, failureKey);
    throw new AppError('E004');
  }
  if (account.passwordHash !== null) {
    if (body.password === undefined) throw new AppError('E030', 'Please enter your password');
    if (!(await verifyPassword(body.password, account.passwordHash))) {
      await recordPasswordFailure(ctx, failureKey);
      throw new AppError('E004');
    }
  }
  const settings = await findClientSettings(db(ctx), ctx.client.id);
  const step = firstPendingStep(account, settings.flags);
  return step === null
    ? completeSignIn(ctx, account, null, null)
    : startPendingStep(ctx, settings, account, step);
}

export async function validateLoginCode(
  ctx: LoginContext,
  session: RequestSession,
  code: string,
): Promise<SignInResult> {
  const account = await loadAccount(ctx, session.userId);
  await verifyCode({
    db: db(ctx),
    account,
    sessionId: session.sessionId,
    purpose: 'login',
    code,
    ip: ctx.ip,
    now: ctx.now,
  });
  const onboarding = ZPendingOnboarding.safeParse(session.stepData);
  return completeSignIn(ctx, account, session.sessionId, onboarding.success ? onboarding.data : null);
}

/** Sends a new sign-in code to the number on file (onboarding's too). */
export async function resendLoginCode(ctx: LoginContext, session: RequestSession): Promise<TOtpSentResponse> {
  const settings = await findClientSettings(db(ctx), ctx.client.id);
  if (!settings.flags.isEnableResendOtp)
    throw new AppError('E017', 'Resending a code is switched off', { http: 403 });
  const account = await loadAccount(ctx, session.userId);
  return sendCode(ctx, settings, account, session.sessionId, 'login', requireMobile(account));
}

/**
 * First login of a passwordless account (decision 073): checks the acceptances, and that the
 * number typed is the one the distributor has on file for this login id; the code goes to that
 * number only. Anyone may know a login id; only the retailer's phone receives the code, so a
 * number typed by someone else never gets one (E003). The acceptances are stored when the code
 * comes back (ValidateLoginOTP).
 */
export async function onboard(
  ctx: LoginContext,
  session: RequestSession,
  body: TOnboardRequest,
): Promise<SignInResult> {
  const settings = await findClientSettings(db(ctx), ctx.client.id);
  if (settings.flags.isEnableOnboardContractAgreement && !body.contractAccepted) {
    throw new AppError('E008', 'Please accept the contract agreement');
  }
  if (settings.flags.isEnableAcceptTermsAndConditions && !body.termsAccepted) {
    throw new AppError('E008', 'Please accept the terms and conditions');
  }
  const account = await loadAccount(ctx, session.userId);
  const onFile = requireMobile(account);
  if (nationalMobileNumber(body.mobileno) !== onFile) {
    throw new AppError(
      'E003',
      'This is not the mobile number your distributor has for you. Please enter that number, or ask your distributor to update it',
    );
  }
  const code = await sendCode(ctx, settings, account, session.sessionId, 'login', onFile);
  const pending: PendingOnboarding = {
    contractAccepted: body.contractAccepted,
    termsAccepted: body.termsAccepted,
  };
  await setSessionStep(db(ctx), session.sessionId, 'otp', pending);
  return {
    token: null,
    user: toAuthUser(account, { nextStep: 'otp', code, resendEnabled: settings.flags.isEnableResendOtp }),
  };
}

export async function logout(ctx: LoginContext, session: RequestSession): Promise<void> {
  await revokeSession(db(ctx), session.sessionId, ctx.now);
}
