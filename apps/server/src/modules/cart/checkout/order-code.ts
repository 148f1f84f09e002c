/**
 * The order code (otpAuthBeforeOrder; /SalesOrder/RequestOrderOTP and ValidateOrderOTP). The code
 * machinery is shared with sign-in (modules/one-time-codes: 4 digits from a secure source, hashed, bound to
 * the session, 5 minutes, 5 tries, 3 codes per 15 minutes from an address, wrong codes counted
 * toward the code locks) with purpose 'order', texted to the retailer's mobile number. A validated code names
 * the cart revision it confirmed (carts.otp_revision, decision 046): a cart changed afterwards
 * needs a new code before OrderSubmit.
 */
import type { TOtpSentResponse } from '@restock/domain/contracts/login';
import type { ClientRow } from '../../../auth/clients.ts';
import type { RequestSession } from '../../../auth/session.ts';
import type { AppDeps } from '../../../deps.ts';
import { AppError } from '../../../http/errors.ts';
import { type Account, findAccountById } from '../../login/service.ts';
import { issueCode, verifyCode } from '../../one-time-codes/service.ts';
import type { CartContext } from '../context.ts';
import { findCartLineKeys } from '../queries.ts';
import { confirmCartRevision, findCartRevision } from './queries.ts';

export interface OrderCodeCall {
  deps: AppDeps;
  client: ClientRow;
  session: RequestSession;
  cart: CartContext;
  ip: string;
}

function assertOrderCodesOn(cart: CartContext): void {
  if (!cart.settings.flags.otpAuthBeforeOrder) {
    throw new AppError('E017', 'Orders are not confirmed with a code here', { http: 403 });
  }
}

async function accountOf(call: OrderCodeCall): Promise<Account> {
  const account = await findAccountById(call.deps.database.db, call.session.userId);
  if (!account) throw new AppError('E000');
  return account;
}

/** Texts an order code to the retailer's mobile number. E021 on an empty cart, E003 with no number on file. */
export async function requestOrderCode(call: OrderCodeCall): Promise<TOtpSentResponse> {
  assertOrderCodesOn(call.cart);
  const db = call.deps.database.db;
  const lines = await findCartLineKeys(db, call.cart.key);
  if (lines.length === 0) throw new AppError('E021');
  const account = await accountOf(call);
  if (account.mobile === '') throw new AppError('E003', 'No mobile number on file to send the order code to');
  return issueCode({
    db,
    sms: call.deps.sms,
    clientId: call.client.id,
    appName: call.client.appName,
    account,
    sessionId: call.session.sessionId,
    ip: call.ip,
    purpose: 'order',
    sentTo: account.mobile,
    resendSeconds: call.cart.settings.otpResendSeconds,
    now: call.cart.now,
  });
}

/**
 * Checks the order code (E011 when wrong, expired or used) and records the cart revision it
 * confirms. The revision is read before the check and must still be the cart's after it: a cart
 * changed in between was not the one confirmed (E005, ask for a new code).
 */
export async function validateOrderCode(call: OrderCodeCall, code: string): Promise<void> {
  assertOrderCodesOn(call.cart);
  const db = call.deps.database.db;
  const revision = await findCartRevision(db, call.cart.key);
  const account = await accountOf(call);
  await verifyCode({
    db,
    account,
    sessionId: call.session.sessionId,
    purpose: 'order',
    code,
    ip: call.ip,
    now: call.cart.now,
  });
  if (!(await confirmCartRevision(db, call.cart.key, revision))) {
    throw new AppError(
      'E005',
      'The cart changed while the order was being confirmed; please request a new code',
    );
  }
}
