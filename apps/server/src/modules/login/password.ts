/**
 * Password changes: the first-login step (temporary token, no old password) and the reset-password
 * screen (full token, old password required).
 */
import type { TChangePasswordRequest } from '@restock/domain/contracts/login';
import { isStrongPassword, NEW_PASSWORD_MIN } from '@restock/domain/rules/validators';
import type { RequestSession } from '../../auth/session.ts';
import { AppError } from '../../http/errors.ts';
import { findClientSettings } from '../appconfig/service.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';
import { type Account, revokeOtherSessions, setSessionStep, updatePasswordHash } from './queries.ts';
import {
  assertPasswordsUnlocked,
  completeSignIn,
  db,
  type LoginContext,
  loadAccount,
  needsCodeAfterPassword,
  recordPasswordFailure,
  requireMobile,
  type SignInResult,
  sendCode,
  toAuthUser,
} from './sign-in.ts';

export type ChangePasswordResult = { kind: 'signIn'; result: SignInResult } | { kind: 'changed' };

/**
 * The first-login step (temporary token, no old password) and the reset-password screen (full
 * token, old password required). Checks run cheapest first; scrypt runs only once input is sound.
 */
export async function changePassword(
  ctx: LoginContext,
  session: RequestSession,
  body: TChangePasswordRequest,
): Promise<ChangePasswordResult> {
  if (body.NewPassword !== body.ConfirmPassword) throw new AppError('E031');
  if (!isStrongPassword(body.NewPassword)) {
    throw new AppError(
      'E008',
      `The new password needs ${NEW_PASSWORD_MIN} to 50 characters with a letter and a digit`,
    );
  }
  const account = await loadAccount(ctx, session.userId);
  if (account.passwordHash === null) {
    throw new AppError('E017', 'This account signs in with a one-time code and has no password', {
      http: 403,
    });
  }
  const full = session.kind === 'full';
  if (full) await confirmCurrentPassword(ctx, account, account.passwordHash, body.OldPassword);
  if (await verifyPassword(body.NewPassword, account.passwordHash)) throw new AppError('E033');

  if (!full)
    return {
      kind: 'signIn',
      result: await finishFirstLoginPassword(ctx, session, account, body.NewPassword),
    };
  await updatePasswordHash(db(ctx), account.userId, await hashPassword(body.NewPassword));
  await revokeOtherSessions(db(ctx), account.userId, session.sessionId, ctx.now);
  return { kind: 'changed' };
}

/**
 * Checks the current password of a signed-in account (password reset, mobile number change) under
 * sign-in's lock, so a stolen session cannot be used to guess it. E034 when it is wrong or locked.
 */
export async function confirmCurrentPassword(
  ctx: LoginContext,
  account: Account,
  passwordHash: string,
  password: string | undefined,
): Promise<void> {
  if (password === undefined) throw new AppError('E008', 'Please enter your current password');
  await assertPasswordsUnlocked(ctx, account.loginId, 'E034');
  if (!(await verifyPassword(password, passwordHash))) {
    await recordPasswordFailure(ctx, account.loginId);
    throw new AppError('E034');
  }
}

/**
 * First-login password change on a temporary token. When a code follows, it is sent before the
 * password is stored, so a refused send (limits, lock) leaves the step as it was. The first login
 * stays open until the session is full: a sign-in abandoned at the code repeats the change.
 */
async function finishFirstLoginPassword(
  ctx: LoginContext,
  session: RequestSession,
  account: Account,
  newPassword: string,
): Promise<SignInResult> {
  const settings = await findClientSettings(db(ctx), ctx.client.id);
  const codeNeeded = needsCodeAfterPassword(settings.flags, account.isFirstLogin);
  const code = codeNeeded
    ? await sendCode(ctx, settings, account, session.sessionId, 'login', requireMobile(account))
    : null;
  const passwordHash = await hashPassword(newPassword);
  await updatePasswordHash(db(ctx), account.userId, passwordHash);
  await revokeOtherSessions(db(ctx), account.userId, session.sessionId, ctx.now);
  const updated = { ...account, passwordHash };
  if (!code) return completeSignIn(ctx, updated, session.sessionId, null);
  await setSessionStep(db(ctx), session.sessionId, 'otp', null);
  return {
    token: null,
    user: toAuthUser(updated, { nextStep: 'otp', code, resendEnabled: settings.flags.isEnableResendOtp }),
  };
}
