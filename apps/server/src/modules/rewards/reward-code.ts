/**
 * The reward code (isEnableRewardOtp; /Reward/RequestRewardOrderOTP and ValidateRewardOrderOTP):
 * the one-time-code machinery shared with sign-in and orders (4 digits, hashed, bound to the
 * session, 5 minutes, 5 tries, the per-address and per-account caps), purpose 'reward', texted
 * to the retailer's mobile number. A validated code confirms one RewardOrderSubmit of the same
 * session within 10 minutes (service.ts submitRedemption; its use is recorded on the redemption).
 */
import type { TOtpSentResponse } from '@restock/domain/contracts/login';
import type { AppSettings } from '@restock/domain/settings';
import type { ClientRow } from '../../auth/clients.ts';
import type { RequestSession } from '../../auth/session.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/errors.ts';
import { type Account, findAccountById } from '../login/service.ts';
import { findCodeUsedAt, issueCode, verifyCode } from '../one-time-codes/service.ts';

export interface RewardCodeCall {
  deps: AppDeps;
  client: ClientRow;
  session: RequestSession;
  settings: AppSettings;
  ip: string;
  now: Date;
}

function assertRewardCodesOn(settings: AppSettings): void {
  if (!settings.flags.isEnableRewardOtp)
    throw new AppError('E017', 'Redemptions are not confirmed with a code here', { http: 403 });
}

async function accountOf(call: RewardCodeCall): Promise<Account> {
  const account = await findAccountById(call.deps.database.db, call.session.userId);
  if (!account) throw new AppError('E000');
  return account;
}

export async function requestRewardCode(call: RewardCodeCall): Promise<TOtpSentResponse> {
  assertRewardCodesOn(call.settings);
  const account = await accountOf(call);
  if (account.mobile === '') throw new AppError('E003', 'No mobile number on file to send the code to');
  return issueCode({
    db: call.deps.database.db,
    sms: call.deps.sms,
    clientId: call.client.id,
    appName: call.client.appName,
    account,
    sessionId: call.session.sessionId,
    ip: call.ip,
    purpose: 'reward',
    sentTo: account.mobile,
    resendSeconds: call.settings.otpResendSeconds,
    now: call.now,
  });
}

export async function validateRewardCode(call: RewardCodeCall, code: string): Promise<void> {
  assertRewardCodesOn(call.settings);
  await verifyCode({
    db: call.deps.database.db,
    account: await accountOf(call),
    sessionId: call.session.sessionId,
    purpose: 'reward',
    code,
    ip: call.ip,
    now: call.now,
  });
}

/** When the session's latest reward code was validated, or null. */
export async function rewardCodeUsedAt(call: RewardCodeCall): Promise<Date | null> {
  if (!call.settings.flags.isEnableRewardOtp) return null;
  return findCodeUsedAt(call.deps.database.db, {
    userId: call.session.userId,
    sessionId: call.session.sessionId,
    purpose: 'reward',
  });
}
