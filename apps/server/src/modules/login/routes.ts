import { ZEmptyRequest } from '@restock/domain/contracts/envelope';
import {
  SIGN_IN_STEPS,
  ZChangePasswordRequest,
  ZCheckLoginIdRequest,
  ZOnboardRequest,
  ZUserAuthenticationRequest,
  ZValidateLoginOtpRequest,
} from '@restock/domain/contracts/login';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { RequestSession } from '../../auth/session.ts';
import type { AppDeps } from '../../deps.ts';
import { ok } from '../../http/envelope.ts';
import { AppError } from '../../http/errors.ts';
import { post, type RouteContext } from '../../http/route.ts';
import {
  changePassword,
  checkLoginId,
  decoyHash,
  loginContext,
  logout,
  onboard,
  resendLoginCode,
  type SignInResult,
  signIn,
  validateLoginCode,
} from './service.ts';

/*
 * Per-address limits (requests per minute). The per-account limits (passwords, codes) live in the
 * service; these stop one address from sweeping many accounts. Code sends are the tightest.
 */
const SIGN_IN_PER_MINUTE = 30;
const CODE_SEND_PER_MINUTE = 10;
const CODE_CHECK_PER_MINUTE = 30;

/** Step routes always have a session; the route layer already refused calls without one. */
function sessionOf(ctx: RouteContext<unknown>): RequestSession {
  if (!ctx.session) throw new AppError('E000');
  return ctx.session;
}

/** A new token leaves only in the user-key header, never in the body. */
function answerSignIn(reply: FastifyReply, result: SignInResult) {
  if (result.token) reply.header('user-key', result.token);
  return ok(result.user);
}

export function registerLoginRoutes(app: FastifyInstance, deps: AppDeps): void {
  // Computed now, so the first unknown login id is not slower than a wrong password.
  decoyHash().catch(() => undefined);

  post(
    app,
    deps,
    '/Login/CheckLoginIdExist',
    {
      body: ZCheckLoginIdRequest,
      auth: 'none',
      rateLimitPerMinute: SIGN_IN_PER_MINUTE,
      summary: 'Whether a login id exists and signs in with a password (E001 when unknown or inactive)',
      tags: ['Login'],
      example: { loginId: 'retailer1' },
    },
    async (ctx) => ok(await checkLoginId(loginContext(ctx), ctx.body.loginId)),
  );

  post(
    app,
    deps,
    '/login/UserAuthentication',
    {
      body: ZUserAuthenticationRequest,
      auth: 'none',
      rateLimitPerMinute: SIGN_IN_PER_MINUTE,
      summary:
        'Sign in. The token comes in the user-key header: full when nextStep is null, otherwise temporary ' +
        'for that step (otp, onboard, changePassword). E004 for an unknown id or wrong password.',
      tags: ['Login'],
      example: { loginId: 'retailer1', password: 'Retailer@123' },
    },
    async (ctx) => answerSignIn(ctx.reply, await signIn(loginContext(ctx), ctx.body)),
  );

  post(
    app,
    deps,
    '/Login/ValidateLoginOTP',
    {
      body: ZValidateLoginOtpRequest,
      auth: { steps: ['otp'], full: false },
      rateLimitPerMinute: CODE_CHECK_PER_MINUTE,
      summary:
        'Checks the sign-in code; on success the temporary token ends and a full one comes in user-key',
      tags: ['Login'],
      example: { otp: '1234' },
    },
    async (ctx) =>
      answerSignIn(ctx.reply, await validateLoginCode(loginContext(ctx), sessionOf(ctx), ctx.body.otp)),
  );

  post(
    app,
    deps,
    '/Login/ResendLoginOTP',
    {
      body: ZEmptyRequest,
      auth: { steps: ['otp'], full: false },
      rateLimitPerMinute: CODE_SEND_PER_MINUTE,
      summary:
        'Sends a new sign-in code (after the resend countdown; at most 3 codes per 15 minutes from where the sign-in began, 10 in all)',
      tags: ['Login'],
      example: {},
    },
    async (ctx) => ok(await resendLoginCode(loginContext(ctx), sessionOf(ctx))),
  );

  post(
    app,
    deps,
    '/Login/Onboard',
    {
      body: ZOnboardRequest,
      auth: { steps: ['onboard'], full: false },
      rateLimitPerMinute: CODE_SEND_PER_MINUTE,
      summary:
        'First login without a password: accept the agreements, confirm the number the distributor has on ' +
        'file (E003 for any other), get a code on it (decision 073)',
      tags: ['Login'],
      example: { mobileno: '9000000003', contractAccepted: true, termsAccepted: true },
    },
    async (ctx) => answerSignIn(ctx.reply, await onboard(loginContext(ctx), sessionOf(ctx), ctx.body)),
  );

  post(
    app,
    deps,
    '/Login/ChangePassword',
    {
      body: ZChangePasswordRequest,
      auth: { steps: ['changePassword'], full: true },
      // Each call may run scrypt three times; the cap keeps it from being a cheap way to load the CPU.
      rateLimitPerMinute: SIGN_IN_PER_MINUTE,
      summary:
        'First-login password change (temporary token) or password reset (full token, OldPassword needed; ' +
        "the user's other sessions end)",
      tags: ['Login'],
      example: { NewPassword: 'Fresh@2025x', ConfirmPassword: 'Fresh@2025x', OldPassword: 'Retailer@123' },
    },
    async (ctx) => {
      const outcome = await changePassword(loginContext(ctx), sessionOf(ctx), ctx.body);
      if (outcome.kind === 'signIn') return answerSignIn(ctx.reply, outcome.result);
      return ok({}, { msg: 'Password changed' });
    },
  );

  post(
    app,
    deps,
    '/Login/Logout',
    {
      body: ZEmptyRequest,
      auth: { steps: SIGN_IN_STEPS, full: true },
      summary: 'Ends the session of the token',
      tags: ['Login'],
      example: {},
    },
    async (ctx) => {
      await logout(loginContext(ctx), sessionOf(ctx));
      return ok(null, { msg: 'Signed out' });
    },
  );
}
