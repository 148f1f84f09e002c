/**
 * The retailer's profile (/Login/RetailerProfile) and the change of its mobile number
 * (/Login/RequestMobChangeOTP, /login/ChangeMobileNo, decision 072): the URLs are the spec's, under
 * Login, but the data is the retailer's. The account, its password check and the code sending are
 * login's (login/service.ts).
 */
import type {
  TChangeMobileNoRequest,
  TChangeMobileNoResponse,
  TOtpSentResponse,
  TRequestMobChangeOtpRequest,
  TRetailerProfile,
  TUpdateLanguageRequest,
} from '@restock/domain/contracts/login';
import { ZRetailerProfile } from '@restock/domain/contracts/login';
import { formatPaise, tryToPaise } from '@restock/domain/rules/pricing';
import { nationalMobileNumber } from '@restock/domain/rules/validators';
import type { RequestSession } from '../../auth/session.ts';
import { AppError } from '../../http/errors.ts';
import { findClientSettings } from '../appconfig/service.ts';
import {
  type Account,
  confirmCurrentPassword,
  isMobileTaken,
  type LoginContext,
  loadAccount,
  requireMobile,
  revokeOtherSessions,
  sendCode,
  updateRetailerMobile,
  updateUserLanguage,
} from '../login/service.ts';
import { setPushLanguage } from '../notification/service.ts';
import { findCodeUsedAt, verifyCode } from '../one-time-codes/service.ts';
import { findProfileRow } from './queries.ts';

/** A code-only account's proof (the current number's code) holds this long for the session. */
const APPROVAL_HOLDS_MS = 10 * 60_000;

/**
 * The first half of a mobile number change (decision 072). Without `mobileno`, a code-only account
 * asks for a code to its current number. With it, the caller proves they own the account (the
 * password, or the current number's code) before a code goes to the new number, so a stolen
 * session alone cannot move the account to another phone. When `oldmobileno` is sent it must
 * match the number on file (the screen shows it; a mismatch means a stale screen), answered E003
 * like a same-number request.
 */
export async function requestMobileChangeCode(
  ctx: LoginContext,
  session: RequestSession,
  body: TRequestMobChangeOtpRequest,
): Promise<TOtpSentResponse> {
  const settings = await findClientSettings(ctx.deps.database.db, ctx.client.id);
  if (!settings.flags.isEnableChangeMobileNumber) {
    throw new AppError('E017', 'Changing the mobile number is switched off', { http: 403 });
  }
  const account = await loadAccount(ctx, session.userId);
  if (body.oldmobileno !== undefined && nationalMobileNumber(body.oldmobileno) !== account.mobile) {
    throw new AppError('E003', 'The current mobile number does not match');
  }
  if (body.mobileno === undefined) {
    if (account.passwordHash !== null)
      throw new AppError('E008', 'Please confirm the change with your current password');
    return sendCode(
      ctx,
      settings,
      account,
      session.sessionId,
      'mobileChangeApproval',
      requireMobile(account),
    );
  }
  const mobile = nationalMobileNumber(body.mobileno);
  if (mobile === account.mobile)
    throw new AppError('E003', 'The new mobile number is the same as the current one');
  if (await isMobileTaken(ctx.deps.database.db, account.clientId, mobile, account.retailerId))
    throw new AppError('E006');
  await proveAccountOwner(ctx, session, account, body);
  return sendCode(ctx, settings, account, session.sessionId, 'mobileChange', mobile);
}

/**
 * The password for a password account (under sign-in's lock, E034 when wrong); else the code sent
 * to the current number (E011 when wrong), or one this session used in the last 10 minutes, so
 * a resend or a corrected number does not need another.
 */
async function proveAccountOwner(
  ctx: LoginContext,
  session: RequestSession,
  account: Account,
  body: TRequestMobChangeOtpRequest,
): Promise<void> {
  if (account.passwordHash !== null)
    return confirmCurrentPassword(ctx, account, account.passwordHash, body.password);
  const db = ctx.deps.database.db;
  const approval = {
    userId: account.userId,
    sessionId: session.sessionId,
    purpose: 'mobileChangeApproval' as const,
  };
  const usedAt = await findCodeUsedAt(db, approval);
  if (usedAt && usedAt.getTime() > ctx.now.getTime() - APPROVAL_HOLDS_MS) return;
  if (body.oldmobileotp === undefined)
    throw new AppError('E008', 'Please enter the code sent to your current mobile number');
  await verifyCode({
    db,
    account,
    sessionId: session.sessionId,
    purpose: 'mobileChangeApproval',
    sentTo: account.mobile,
    code: body.oldmobileotp,
    ip: ctx.ip,
    now: ctx.now,
  });
}

/**
 * Checks the new number's code (sent only after the owner was proved) and stores the number. The
 * account's other sessions end: one of them may be the stolen one.
 */
export async function changeMobileNumber(
  ctx: LoginContext,
  session: RequestSession,
  body: TChangeMobileNoRequest,
): Promise<TChangeMobileNoResponse> {
  const account = await loadAccount(ctx, session.userId);
  const mobile = nationalMobileNumber(body.mobileno);
  if (mobile === account.mobile)
    throw new AppError('E003', 'The new mobile number is the same as the current one');
  await verifyCode({
    db: ctx.deps.database.db,
    account,
    sessionId: session.sessionId,
    purpose: 'mobileChange',
    sentTo: mobile,
    code: body.otp,
    ip: ctx.ip,
    now: ctx.now,
  });
  await ctx.deps.database.db.transaction(async (tx) => {
    if (await isMobileTaken(tx, account.clientId, mobile, account.retailerId)) throw new AppError('E006');
    await updateRetailerMobile(tx, account.retailerId, mobile);
    await revokeOtherSessions(tx, account.userId, session.sessionId, ctx.now);
  });
  return { mobile };
}

const ZRep = ZRetailerProfile.shape.companyRep.unwrap();

/** Available credit is the limit less the outstanding amount, never below zero. */
export async function retailerProfile(ctx: LoginContext, session: RequestSession): Promise<TRetailerProfile> {
  const row = await findProfileRow(ctx.deps.database.db, session.userId);
  if (!row) throw new AppError('E000');
  const r = row.retailer;
  // numeric(14,2) columns: always valid with at most two decimals, so nothing is rounded here.
  const limit = tryToPaise(r.creditLimit) ?? 0n;
  const outstanding = tryToPaise(r.outstandingAmount) ?? 0n;
  const available = limit - outstanding > 0n ? limit - outstanding : 0n;
  const rep = (value: unknown) => {
    const parsed = ZRep.safeParse(value);
    return parsed.success ? parsed.data : null;
  };
  return {
    retailerName: r.name,
    retailerCode: r.code,
    firstName: r.firstName,
    middleName: r.middleName,
    lastName: r.lastName,
    address: r.address,
    country: r.country,
    state: r.state,
    tier: r.tier,
    zipCode: r.zipCode,
    channel: r.channel,
    subChannel: r.subChannel,
    uanNumber: r.uanNumber,
    panNumber: r.panNumber,
    gstNumber: r.gstNumber,
    latitude: r.latitude,
    longitude: r.longitude,
    language: row.language ?? ctx.client.defaultLanguage,
    email: r.email,
    mobileNumber: r.mobile,
    username: row.loginId,
    osamount: formatPaise(outstanding),
    creditDetails: {
      creditLimit: formatPaise(limit),
      creditDays: r.creditDays,
      availableCredit: formatPaise(available),
    },
    companyRep: rep(r.companyRep),
    distributorRep: rep(r.distributorRep),
  };
}

/**
 * Keeps the language the retailer chose on their account (decision 106), so a sign-in on another
 * device opens in it. Only one of the client's languages: anything else is E008 and changes nothing.
 */
export async function saveLanguage(
  ctx: LoginContext,
  session: RequestSession,
  body: TUpdateLanguageRequest,
): Promise<{ language: string }> {
  if (!ctx.client.languages.includes(body.Language)) {
    throw new AppError('E008', `Invalid Request: ${body.Language} is not one of this app's languages`);
  }
  await updateUserLanguage(ctx.deps.database.db, session.userId, body.Language);
  await setPushLanguage(ctx.deps.database.db, session.retailerId, body.Language);
  return { language: body.Language };
}
