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

/** A call from an address of our choice (the server's limits and locks count per address). */
async function callFrom(ip: string, path: string, body: object, token?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api${path}`,
    remoteAddress: ip,
    headers: { 'content-type': 'application/json', ...(token ? { 'user-key': token } : {}) },
    payload: JSON.stringify(body),
  });
  const key = res.headers['user-key'];
  return {
    status: res.statusCode,
    body: res.json(),
    headers: res.headers,
    token: typeof key === 'string' ? key : undefined,
  };
}
const signInFrom = (ip: string, loginId: string) => callFrom(ip, '/login/UserAuthentication', { loginId });
const validateFrom = (ip: string, token: string, otp: string) =>
  callFrom(ip, '/Login/ValidateLoginOTP', { otp }, token);

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

  it('locks code sign-in from an address for an hour after 10 wrong codes from it in a day', async () => {
    const { token, code } = await startCodeSignIn('codes-h', '9200000008');
    for (let i = 0; i < 5; i++) expectFailure(await validate(token, wrongCode(code)), 422, 'E011');
    t.advance(30_000);
    expect((await resend(token)).status).toBe(200);
    const second = await latestCode(t, '9200000008');
    for (let i = 0; i < 4; i++) expectFailure(await validate(token, wrongCode(second)), 422, 'E011');
    const locked = await validate(token, wrongCode(second));
    expectFailure(locked, 429, 'E011', /locked/);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(3500);
    // The lock is the address's (decision 074): the account itself is not locked.
    expect((await findUser(t, 'codes-h')).otpLockedUntil).toBeNull();
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

/*
 * Someone who knows only a retailer's login id (decision 074): their sign-in requests and wrong
 * codes count against their own address first, so the retailer, elsewhere, still gets in.
 */
describe(`code limits per address (${engine})`, () => {
  const attacker = '198.51.100.7';
  const victim = '203.0.113.20';

  it("an attacker's three sign-ins use up the attacker's codes, not the retailer's", async () => {
    await createAccount(t, { loginId: 'target-a', mobile: '9200000021' });
    for (let i = 0; i < 3; i++) expect((await signInFrom(attacker, 'target-a')).status).toBe(200);
    const limited = await signInFrom(attacker, 'target-a');
    expectFailure(limited, 429, 'E005', /Too many codes/);
    expect(limited.token).toBeUndefined();

    const mine = await signInFrom(victim, 'target-a');
    expect(mine.status).toBe(200);
    const full = await validateFrom(victim, mine.token!, await latestCode(t, '9200000021'));
    expect(full.status).toBe(200);
    // The attacker is still limited.
    expectFailure(await signInFrom(attacker, 'target-a'), 429, 'E005');
  });

  it("an attacker's ten wrong codes lock the attacker's address, not the retailer's", async () => {
    await createAccount(t, { loginId: 'target-b', mobile: '9200000022' });
    const guessing = (await signInFrom(attacker, 'target-b')).token!;
    for (let i = 0; i < 5; i++) expectFailure(await validateFrom(attacker, guessing, '0000'), 422, 'E011');
    const again = (await signInFrom(attacker, 'target-b')).token!;
    for (let i = 0; i < 4; i++) expectFailure(await validateFrom(attacker, again, '0000'), 422, 'E011');
    expectFailure(await validateFrom(attacker, again, '0000'), 429, 'E011', /locked/);

    const mine = await signInFrom(victim, 'target-b');
    expect(mine.status).toBe(200);
    expect((await validateFrom(victim, mine.token!, await latestCode(t, '9200000022'))).status).toBe(200);
    // The attacker is still locked out, for sign-in and for code checks.
    const locked = await signInFrom(attacker, 'target-b');
    expectFailure(locked, 429, 'E011', /locked/);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(3500);
  });

  it('still caps an account from all addresses: 10 codes per 15 minutes, 30 wrong codes a day', async () => {
    await createAccount(t, { loginId: 'target-c', mobile: '9200000023' });
    const from = (i: number) => `198.51.100.${100 + i}`;
    // Three addresses, each with two codes and ten wrong tries: the 30th locks the account.
    for (let a = 0; a < 3; a++) {
      for (let c = 0; c < 2; c++) {
        const token = (await signInFrom(from(a), 'target-c')).token!;
        for (let i = 0; i < 5; i++) await validateFrom(from(a), token, '0000');
      }
    }
    expect((await findUser(t, 'target-c')).otpLockedUntil).not.toBeNull();
    expectFailure(await signInFrom(victim, 'target-c'), 429, 'E011', /locked/);

    await createAccount(t, { loginId: 'target-d', mobile: '9200000024' });
    for (let a = 0; a < 10; a++) {
      const sent = await signInFrom(from(10 + a), 'target-d');
      expect(sent.status).toBe(200);
    }
    expectFailure(await signInFrom(victim, 'target-d'), 429, 'E005', /Too many codes/);
    expect(await outboxCount(t, '9200000024')).toBe(10);
  });
});
