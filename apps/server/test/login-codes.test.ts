import { ZOtpSentResponse } from '@restock/domain/contracts/login';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authFailures, oneTimeCodes } from '../src/db/schema.ts';
import {
  createAccount,
  expectFailure,
  findUser,
  latestCode,
  outboxCount,
  setSetting,
  tokenFor,
  wrongCode,
} from './login-helpers.ts';
import { createTestApp, engine, type TestApp } from './support/harness.ts';

/*
 * One-time code rules of the sign-in (docs/architecture.md, "Security rules"; decision 009). Each test uses
 * its own passwordless account so the per-account caps of one test do not leak into another.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const validate = (token: string, otp: string) => t.call('/Login/ValidateLoginOTP', { otp }, { token });
const resend = (token: string) => t.call('/Login/ResendLoginOTP', {}, { token });

async function startCodeSignIn(
  loginId: string,
  mobile: string,
): Promise<{ token: string; code: string; userId: number }> {
  const { userId } = await createAccount(t, { loginId, mobile });
  const token = await tokenFor(t, loginId, undefined, 'otp');
  return { token, code: await latestCode(t, mobile), userId };
}

describe(`sign-in codes (${engine})`, () => {
  it('refuses a wrong code with the tries left, then accepts the right one', async () => {
    const { token, code, userId } = await startCodeSignIn('codes-a', '9200000001');
    expectFailure(await validate(token, wrongCode(code)), 422, 'E011', /Invalid OTP, 4 tries left/);
    const [row] = await t.database.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, userId));
    expect(row!.attempts).toBe(1);
    expect(row!.codeHash).not.toContain(code);
    const ok = await validate(token, code);
    expect(ok.status).toBe(200);
    expect(ok.token).toBeDefined();
  });

  it('refuses an expired code after 5 minutes', async () => {
    const { token, code } = await startCodeSignIn('codes-b', '9200000002');
    t.advance(5 * 60_000 + 1);
    expectFailure(await validate(token, code), 422, 'E011', /expired/);
  });

  it('kills a code after 5 wrong tries, even for the right code', async () => {
    const { token, code } = await startCodeSignIn('codes-c', '9200000003');
    for (let i = 1; i <= 4; i++) {
      expectFailure(
        await validate(token, wrongCode(code)),
        422,
        'E011',
        new RegExp(`${5 - i} tr(y|ies) left`),
      );
    }
    expectFailure(await validate(token, wrongCode(code)), 422, 'E011', /request a new code/);
    expectFailure(await validate(token, code), 422, 'E011', /Too many wrong tries/);
    // A new code (after the countdown) works.
    t.advance(30_000);
    expect((await resend(token)).status).toBe(200);
    expect((await validate(token, await latestCode(t, '9200000003'))).status).toBe(200);
  });

  it('holds a resend until the countdown passes, and the new code replaces the old one', async () => {
    const { token, code } = await startCodeSignIn('codes-d', '9200000004');
    const early = await resend(token);
    expectFailure(early, 429, 'E005', /wait (30|29) seconds/);
    expect(early.headers['retry-after']).toMatch(/^(30|29)$/);
    t.advance(30_000);
    const again = await resend(token);
    expect(again.status).toBe(200);
    expect(ZOtpSentResponse.parse(again.body.Data)).toEqual({
      otpSentTo: '******0004',
      otpExpiresInSeconds: 300,
      resendAfterSeconds: 30,
    });
    const fresh = await latestCode(t, '9200000004');
    if (fresh !== code) expectFailure(await validate(token, code), 422, 'E011');
    expect((await validate(token, fresh)).status).toBe(200);
  });

  it('sends at most 3 codes per account in 15 minutes', async () => {
    const { token } = await startCodeSignIn('codes-e', '9200000005');
    for (let i = 0; i < 2; i++) {
      t.advance(30_000);
      expect((await resend(token)).status).toBe(200);
    }
    t.advance(30_000);
    expectFailure(await resend(token), 429, 'E005', /Too many codes/);
    const sent = await outboxCount(t, '9200000005');
    expect(sent).toBe(3);
    // A fresh sign-in is refused too, and leaves no usable token behind.
    const blocked = await t.call('/login/UserAuthentication', { loginId: 'codes-e' });
    expectFailure(blocked, 429, 'E005', /Too many codes/);
    expect(blocked.token).toBeUndefined();
    expect(await outboxCount(t, '9200000005')).toBe(3);
    t.advance(15 * 60_000);
    await tokenFor(t, 'codes-e', undefined, 'otp');
    expect(await outboxCount(t, '9200000005')).toBe(4);
  });

  it('refuses a resend when resending is switched off (E017)', async () => {
    const { token } = await startCodeSignIn('codes-f', '9200000006');
    await setSetting(t, 'isEnableResendOtp', 'false');
    try {
      t.advance(30_000);
      expectFailure(await resend(token), 403, 'E017');
    } finally {
      await setSetting(t, 'isEnableResendOtp', 'true');
    }
  });

  it('binds a code to the sign-in that asked for it', async () => {
    await createAccount(t, { loginId: 'codes-g', mobile: '9200000007' });
    const first = await tokenFor(t, 'codes-g', undefined, 'otp');
    const second = await tokenFor(t, 'codes-g', undefined, 'otp');
    const code = await latestCode(t, '9200000007');
    // The second sign-in's code retired the first one's; it does not open the first sign-in either.
    expectFailure(await validate(first, code), 422, 'E011');
    expect((await validate(second, code)).status).toBe(200);
  });

  it('locks code sign-in for an hour after 10 wrong codes in a day', async () => {
    const { token, code } = await startCodeSignIn('codes-h', '9200000008');
    for (let i = 0; i < 5; i++) expectFailure(await validate(token, wrongCode(code)), 422, 'E011');
    t.advance(30_000);
    expect((await resend(token)).status).toBe(200);
    const second = await latestCode(t, '9200000008');
    for (let i = 0; i < 4; i++) expectFailure(await validate(token, wrongCode(second)), 422, 'E011');
    const locked = await validate(token, wrongCode(second));
    expectFailure(locked, 429, 'E011', /locked/);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(3500);
    expect((await findUser(t, 'codes-h')).otpLockedUntil).not.toBeNull();
    const failures = await t.database.db
      .select()
      .from(authFailures)
      .where(eq(authFailures.loginId, 'codes-h'));
    expect(failures).toHaveLength(10);

    // Locked: no check, no new sign-in, no new text message.
    expectFailure(await validate(token, second), 429, 'E011', /locked/);
    const sent = await outboxCount(t, '9200000008');
    expectFailure(await t.call('/login/UserAuthentication', { loginId: 'codes-h' }), 429, 'E011', /locked/);
    expect(await outboxCount(t, '9200000008')).toBe(sent);

    t.advance(60 * 60_000);
    const token2 = await tokenFor(t, 'codes-h', undefined, 'otp');
    expect((await validate(token2, await latestCode(t, '9200000008'))).status).toBe(200);
  });

  it('refuses code calls to a full token and to a token of another step', async () => {
    const { token, code } = await startCodeSignIn('codes-i', '9200000009');
    const full = (await validate(token, code)).token!;
    expectFailure(await resend(full), 401, 'E000');
    expectFailure(await validate(full, '1234'), 401, 'E000');
    const onboarding = await tokenFor(t, 'newshop', undefined, 'onboard');
    expectFailure(await resend(onboarding), 401, 'E000');
    expectFailure(await validate(onboarding, '1234'), 401, 'E000');
  });
});
