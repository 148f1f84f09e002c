/**
 * The retailer's profile (/Login/RetailerProfile) and the change of its mobile number
 * (/Login/RequestMobChangeOTP, /login/ChangeMobileNo): the URLs are the spec's, under Login, but
 * the data is the retailer's. The account and the code sending are login's (login/service.ts).
 */
import type {
  TChangeMobileNoRequest,
  TChangeMobileNoResponse,
  TOtpSentResponse,
  TRequestMobChangeOtpRequest,
  TRetailerProfile,
} from '@restock/domain/contracts/login';
import { ZRetailerProfile } from '@restock/domain/contracts/login';
import { formatPaise, tryToPaise } from '@restock/domain/rules/pricing';
import { nationalMobileNumber } from '@restock/domain/rules/validators';
import type { RequestSession } from '../../auth/session.ts';
import { AppError } from '../../http/errors.ts';
import { findClientSettings } from '../appconfig/service.ts';
import {
  isMobileTaken,
  type LoginContext,
  loadAccount,
  sendCode,
  updateRetailerMobile,
} from '../login/service.ts';
import { verifyCode } from '../one-time-codes/service.ts';
import { findProfileRow } from './queries.ts';

/**
 * Sends a code to the new number. When `oldmobileno` is sent it must match the number on file
 * (the screen shows it; a mismatch means a stale screen), answered E003 like a same-number request.
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
  const mobile = nationalMobileNumber(body.mobileno);
  if (body.oldmobileno !== undefined && nationalMobileNumber(body.oldmobileno) !== account.mobile) {
    throw new AppError('E003', 'The current mobile number does not match');
  }
  if (mobile === account.mobile)
    throw new AppError('E003', 'The new mobile number is the same as the current one');
  if (await isMobileTaken(ctx.deps.database.db, account.clientId, mobile, account.retailerId))
    throw new AppError('E006');
  return sendCode(ctx, settings, account, session.sessionId, 'mobileChange', mobile);
}

export async function changeMobileNumber(
  ctx: LoginContext,
  session: RequestSession,
  body: TChangeMobileNoRequest,
): Promise<TChangeMobileNoResponse> {
  const account = await loadAccount(ctx, session.userId);
  const mobile = nationalMobileNumber(body.mobileno);
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
