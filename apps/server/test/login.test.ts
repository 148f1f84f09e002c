import type { TAuthUser } from '@restock/domain/contracts/login';
import { ZAuthUser } from '@restock/domain/contracts/login';
import { formatPaise, toPaise } from '@restock/domain/rules/pricing';
import { nationalMobileNumber } from '@restock/domain/rules/validators';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authFailures, retailers } from '../src/db/schema.ts';
import { firstPendingStep, needsCodeAfterPassword } from '../src/modules/login/service.ts';
import { codeMatches, hashCode, maskMobile } from '../src/modules/one-time-codes/service.ts';
import {
  createAccount,
  distributorId,
  expectFailure,
  findUser,
  latestCode,
  outboxCount,
  setSetting,
  signIn,
  tokenFor,
} from './login-helpers.ts';
import { createTestApp, engine, type TestApp } from './support/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const authUser = (data: unknown): TAuthUser => ZAuthUser.parse(data);
const DAY = 24 * 60 * 60_000;

describe(`login rules (pure)`, () => {
  const flags = (after: boolean, every: boolean) =>
    ({ otpAuthAfterLogin: after, otpAuthForEveryLogin: every }) as Parameters<
      typeof needsCodeAfterPassword
    >[0];
  const account = (over: Partial<Parameters<typeof firstPendingStep>[0]>) => ({
    userId: 1,
    clientId: 1,
    retailerId: 1,
    loginId: 'x',
    passwordHash: 'hash',
    isFirstLogin: false,
    active: true,
    otpLockedUntil: null,
    selectedDistributorId: null,
    mobile: '9000000001',
    retailerCode: 'R',
    retailerName: 'Shop',
    language: null,
    ...over,
  });

  it('asks a password account for a code only when codes after login are on, every time or at first login', () => {
    expect(needsCodeAfterPassword(flags(false, true), true)).toBe(false);
    expect(needsCodeAfterPassword(flags(true, false), false)).toBe(false);
    expect(needsCodeAfterPassword(flags(true, false), true)).toBe(true);
    expect(needsCodeAfterPassword(flags(true, true), false)).toBe(true);
  });

  it('picks the first pending step of a sign-in', () => {
    const on = flags(true, false);
    expect(firstPendingStep(account({}), on)).toBeNull();
    expect(firstPendingStep(account({}), flags(true, true))).toBe('otp');
    expect(firstPendingStep(account({ isFirstLogin: true }), on)).toBe('changePassword');
    expect(firstPendingStep(account({ passwordHash: null }), flags(false, false))).toBe('otp');
    expect(firstPendingStep(account({ passwordHash: null, mobile: '', isFirstLogin: true }), on)).toBe(
      'onboard',
    );
    expect(firstPendingStep(account({ passwordHash: null, mobile: '', isFirstLogin: false }), on)).toBe(
      'otp',
    );
    // A first login onboards even with a number on file: the number is confirmed there (decision 073).
    expect(firstPendingStep(account({ passwordHash: null, isFirstLogin: true }), on)).toBe('onboard');
  });

  it('keeps money in cents and masks numbers', () => {
    expect(toPaise('12450.50')).toBe(1245050n);
    expect(toPaise('0')).toBe(0n);
    expect(toPaise('-3.5')).toBe(-350n);
    expect(formatPaise(3754950n)).toBe('37549.50');
    expect(formatPaise(-5n)).toBe('-0.05');
    expect(maskMobile('9000000002')).toBe('******0002');
    expect(maskMobile('')).toBe('');
  });

  it('hashes codes with a salt and matches only the right code', () => {
    const stored = hashCode('0420');
    expect(stored).not.toContain('0420');
    expect(hashCode('0420')).not.toBe(stored);
    expect(codeMatches('0420', stored)).toBe(true);
    expect(codeMatches('0421', stored)).toBe(false);
  });
});

describe(`CheckLoginIdExist (${engine})`, () => {
  it('tells a password account from a passwordless one, ignoring letter case', async () => {
    const a = await t.call('/Login/CheckLoginIdExist', { loginId: 'RETAILER1' });
    expect(a.status).toBe(200);
    expect(a.body).toMatchObject({ Status: 1, Data: { isLoginWithPassword: true, loginId: 'retailer1' } });
    const b = await t.call('/login/checkloginidexist', { loginId: '9000000002' });
    expect(b.body.Data).toEqual({ isLoginWithPassword: false, loginId: '9000000002' });
  });

  it("finds an account by its retailer's registered mobile number, with or without a country code", async () => {
    const res = await t.call('/Login/CheckLoginIdExist', { loginId: '+91 9000000001' });
    expect(res.body).toMatchObject({ Status: 1, Data: { isLoginWithPassword: true, loginId: 'retailer1' } });
    const signedIn = await signIn(t, '9000000001', 'Retailer@123');
    expect(signedIn.body.Status).toBe(1);
    expect(authUser(signedIn.body.Data).loginId).toBe('retailer1');
    expectFailure(await t.call('/Login/CheckLoginIdExist', { loginId: '9999999999' }), 404, 'E001');
  });

  it('answers E001 for an unknown or inactive login id', async () => {
    expectFailure(await t.call('/Login/CheckLoginIdExist', { loginId: 'nobody' }), 404, 'E001');
    await createAccount(t, { loginId: 'sleeper', mobile: '9100000001', active: false });
    expectFailure(await t.call('/Login/CheckLoginIdExist', { loginId: 'sleeper' }), 404, 'E001');
  });
});

describe(`UserAuthentication (${engine})`, () => {
  it('signs retailer1 in with a full token and its default distributor', async () => {
    const res = await signIn(t, 'retailer1', 'Retailer@123');
    expect(res.status).toBe(200);
    expect(res.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const user = authUser(res.body.Data);
    expect(user).toMatchObject({
      loginId: 'retailer1',
      retailercode: 'R0001',
      retailername: 'Gupta General Store',
      mobile: '9000000001',
      nextStep: null,
      isfirsttimelogin: false,
      isLoginWithPassword: true,
      distributorid: await distributorId(t, 'D001'),
      distributorcode: 'D001',
      otpSentTo: null,
    });
    expect(JSON.stringify(res.body)).not.toContain(res.token!);
    const config = await t.call('/appconfig/pwaconfig', {}, { token: res.token });
    expect(config.status).toBe(200);
    const row = await findUser(t, 'retailer1');
    expect(row.lastLoginAt).not.toBeNull();
    expect(row.selectedDistributorId).toBe(await distributorId(t, 'D001'));
  });

  it('answers a wrong password and an unknown id alike, and records both', async () => {
    const wrong = await signIn(t, 'retailer1', 'Wrong@1234');
    const unknown = await signIn(t, 'ghost-user', 'Wrong@1234');
    expectFailure(wrong, 401, 'E004');
    expectFailure(unknown, 401, 'E004');
    expect(unknown.body).toEqual(wrong.body);
    expect(unknown.token).toBeUndefined();
    const rows = await t.database.db.select().from(authFailures).where(eq(authFailures.kind, 'password'));
    expect(rows.map((r) => r.loginId).sort()).toEqual(['ghost-user', 'retailer1']);
  });

  it('refuses a password account signing in without a password (E030)', async () => {
    expectFailure(await signIn(t, 'retailer1'), 400, 'E030');
  });

  it('refuses an inactive account like an unknown one', async () => {
    expectFailure(await signIn(t, 'sleeper', 'Anything1'), 401, 'E004');
  });

  it('walks 9000000002 through a code to a full token', async () => {
    const before = await outboxCount(t, '9000000002');
    const res = await signIn(t, '9000000002');
    expect(res.status).toBe(200);
    const user = authUser(res.body.Data);
    expect(user).toMatchObject({
      nextStep: 'otp',
      otpSentTo: '******0002',
      mobile: '******0002',
      otpExpiresInSeconds: 300,
      resendAfterSeconds: 30,
      distributorid: null,
      isLoginWithPassword: false,
    });
    expect(await outboxCount(t, '9000000002')).toBe(before + 1);
    const outbox = await t.call('/dev/Outbox', { To: '9000000002' });
    expect((outbox.body.Data as Array<{ Body: string }>)[0]!.Body).toMatch(
      /^\d{4} is your Restock sign-in code\. It expires in 5 minutes\. Do not share it\.$/,
    );

    const temp = res.token!;
    expectFailure(await t.call('/appconfig/pwaconfig', {}, { token: temp }), 401, 'E000');

    const done = await t.call(
      '/Login/ValidateLoginOTP',
      { otp: await latestCode(t, '9000000002') },
      { token: temp },
    );
    expect(done.status).toBe(200);
    expect(done.token).toBeDefined();
    expect(done.token).not.toBe(temp);
    expect(authUser(done.body.Data)).toMatchObject({
      nextStep: null,
      mobile: '9000000002',
      distributorid: await distributorId(t, 'D001'),
      otpSentTo: null,
    });
    // The temporary token ended with the check; the full one cannot be used for a code step.
    expectFailure(await t.call('/Login/ValidateLoginOTP', { otp: '1234' }, { token: temp }), 401, 'E000');
    expectFailure(
      await t.call('/Login/ValidateLoginOTP', { otp: '1234' }, { token: done.token }),
      401,
      'E000',
    );
    expect((await t.call('/appconfig/pwaconfig', {}, { token: done.token })).status).toBe(200);
  });

  it('ignores a password sent for a passwordless account', async () => {
    const res = await signIn(t, '9000000002', 'Whatever@1');
    expect(res.status).toBe(200);
    expect(authUser(res.body.Data).nextStep).toBe('otp');
  });

  it('onboards newshop: agreements, the number on file, code, full token, then no longer a first login', async () => {
    const res = await signIn(t, 'newshop', 'ignored-password');
    expect(res.status).toBe(200);
    expect(authUser(res.body.Data)).toMatchObject({
      nextStep: 'onboard',
      isfirsttimelogin: true,
      otpSentTo: null,
      mobile: '******0003',
    });
    const temp = res.token!;
    // The onboarding screen may read the agreements before the session is full.
    expect(
      (await t.call('/AppConfig/StaticContent', { Code: 'ContractAgreement' }, { token: temp })).status,
    ).toBe(200);
    expectFailure(await t.call('/appconfig/pwaconfig', {}, { token: temp }), 401, 'E000');

    const onboard = (body: object) => t.call('/Login/Onboard', body, { token: temp });
    expectFailure(
      await onboard({ mobileno: '9000000003', contractAccepted: false, termsAccepted: true }),
      400,
      'E008',
      /contract/i,
    );
    expectFailure(await onboard({ mobileno: '9000000003', contractAccepted: true }), 400, 'E008', /terms/i);
    expectFailure(
      await onboard({ mobileno: '12345', contractAccepted: true, termsAccepted: true }),
      400,
      'E008',
    );

    const sent = await onboard({ mobileno: '+91 9000000003', contractAccepted: true, termsAccepted: true });
    expect(sent.status).toBe(200);
    expect(sent.token).toBeUndefined();
    expect(authUser(sent.body.Data)).toMatchObject({
      nextStep: 'otp',
      otpSentTo: '******0003',
      mobile: '******0003',
    });
    // The step moved on: onboarding again with the same token is refused.
    expectFailure(
      await onboard({ mobileno: '9000000003', contractAccepted: true, termsAccepted: true }),
      401,
      'E000',
    );
    // Nothing is stored before the code comes back.
    expect((await findUser(t, 'newshop')).contractAcceptedAt).toBeNull();

    const done = await t.call(
      '/Login/ValidateLoginOTP',
      { otp: await latestCode(t, '9000000003') },
      { token: temp },
    );
    expect(done.status).toBe(200);
    expect(authUser(done.body.Data)).toMatchObject({
      nextStep: null,
      mobile: '9000000003',
      isfirsttimelogin: false,
      distributorcode: 'D003',
    });
    const user = await findUser(t, 'newshop');
    expect(user.isFirstLogin).toBe(false);
    expect(user.contractAcceptedAt).not.toBeNull();
    expect(user.termsAcceptedAt).not.toBeNull();

    const again = await signIn(t, 'newshop');
    expect(authUser(again.body.Data)).toMatchObject({
      nextStep: 'otp',
      isfirsttimelogin: false,
      otpSentTo: '******0003',
    });
  });

  it('gives an unonboarded account to no one who types another number: no code leaves for it (decision 073)', async () => {
    const { retailerId } = await createAccount(t, {
      loginId: 'unclaimed',
      mobile: '9100000077',
      isFirstLogin: true,
    });
    // Anyone who knows the login id gets as far as the onboarding form.
    const temp = await tokenFor(t, 'unclaimed', undefined, 'onboard');
    const claim = (mobileno: string) =>
      t.call('/Login/Onboard', { mobileno, contractAccepted: true, termsAccepted: true }, { token: temp });
    for (const theirs of ['9100000078', '+44 9876543210', '9000000001']) {
      expectFailure(await claim(theirs), 400, 'E003', /not the mobile number your distributor has/);
      expect(await outboxCount(t, nationalMobileNumber(theirs))).toBe(0);
    }
    expect(await outboxCount(t, '9100000077')).toBe(0);
    expectFailure(await t.call('/Login/ResendLoginOTP', {}, { token: temp }), 401, 'E000');
    const [row] = await t.database.db.select().from(retailers).where(eq(retailers.id, retailerId));
    expect(row!.mobile).toBe('9100000077');
    expect((await findUser(t, 'unclaimed')).isFirstLogin).toBe(true);

    // The retailer, with the phone the distributor knows, finishes.
    expect((await claim('9100000077')).status).toBe(200);
    const done = await t.call(
      '/Login/ValidateLoginOTP',
      { otp: await latestCode(t, '9100000077') },
      { token: temp },
    );
    expect(authUser(done.body.Data)).toMatchObject({ nextStep: null, mobile: '9100000077' });
  });

  it('refuses a first login with no number on file (E003): the distributor adds it first', async () => {
    await createAccount(t, { loginId: 'nonumber-new', isFirstLogin: true });
    const res = await signIn(t, 'nonumber-new');
    expectFailure(res, 400, 'E003', /No mobile number is on file/);
    expect(res.token).toBeUndefined();
  });

  it('walks newpass through a password change and a first-login code to a full token', async () => {
    const res = await signIn(t, 'newpass', 'Welcome@123');
    expect(authUser(res.body.Data)).toMatchObject({
      nextStep: 'changePassword',
      isfirsttimelogin: true,
      otpSentTo: null,
    });
    const temp = res.token!;
    expectFailure(await t.call('/appconfig/pwaconfig', {}, { token: temp }), 401, 'E000');
    expectFailure(await t.call('/Login/ValidateLoginOTP', { otp: '1234' }, { token: temp }), 401, 'E000');

    const change = (NewPassword: string, ConfirmPassword = NewPassword) =>
      t.call('/Login/ChangePassword', { NewPassword, ConfirmPassword }, { token: temp });
    expectFailure(await change('Fresh@2025x', 'Fresh@2025y'), 422, 'E031');
    expectFailure(await change('short1'), 400, 'E008', /8 to 50 characters/);
    expectFailure(await change('Welcome@123'), 422, 'E033');

    const before = await outboxCount(t, '9000000004');
    const changed = await change('Fresh@2025x');
    expect(changed.status).toBe(200);
    expect(changed.token).toBeUndefined();
    expect(authUser(changed.body.Data)).toMatchObject({ nextStep: 'otp', otpSentTo: '******0004' });
    expect(await outboxCount(t, '9000000004')).toBe(before + 1);
    expectFailure(await change('Other@2025x'), 401, 'E000');

    const done = await t.call(
      '/Login/ValidateLoginOTP',
      { otp: await latestCode(t, '9000000004') },
      { token: temp },
    );
    expect(done.status).toBe(200);
    expect(authUser(done.body.Data)).toMatchObject({
      nextStep: null,
      distributorcode: 'D002',
      isfirsttimelogin: false,
    });
    expect((await findUser(t, 'newpass')).isFirstLogin).toBe(false);

    expectFailure(await signIn(t, 'newpass', 'Welcome@123'), 401, 'E004');
    const next = await signIn(t, 'newpass', 'Fresh@2025x');
    expect(authUser(next.body.Data)).toMatchObject({ nextStep: null, isfirsttimelogin: false });
  });

  it('gives a full token straight after a first-login password change when no code is needed', async () => {
    await createAccount(t, {
      loginId: 'firstnocode',
      mobile: '9100000002',
      password: 'Start@1234',
      isFirstLogin: true,
    });
    await setSetting(t, 'otpAuthAfterLogin', 'false');
    try {
      const temp = await tokenFor(t, 'firstnocode', 'Start@1234', 'changePassword');
      const res = await t.call(
        '/Login/ChangePassword',
        { NewPassword: 'Next@12345', ConfirmPassword: 'Next@12345' },
        { token: temp },
      );
      expect(res.status).toBe(200);
      expect(res.token).toBeDefined();
      expect(authUser(res.body.Data)).toMatchObject({
        nextStep: null,
        isfirsttimelogin: false,
        mobile: '9100000002',
      });
      expectFailure(await t.call('/Login/Logout', {}, { token: temp }), 401, 'E000');
    } finally {
      await setSetting(t, 'otpAuthAfterLogin', 'true');
    }
  });

  it('asks a password account for a code on every login when the setting says so', async () => {
    await setSetting(t, 'otpAuthForEveryLogin', 'true');
    try {
      const temp = await tokenFor(t, 'retailer1', 'Retailer@123', 'otp');
      const done = await t.call(
        '/Login/ValidateLoginOTP',
        { otp: await latestCode(t, '9000000001') },
        { token: temp },
      );
      expect(authUser(done.body.Data).nextStep).toBeNull();
    } finally {
      await setSetting(t, 'otpAuthForEveryLogin', 'false');
    }
  });

  it('refuses a passwordless sign-in with no number on file after the first login (E003)', async () => {
    await createAccount(t, { loginId: 'nonumber', isFirstLogin: false });
    const res = await signIn(t, 'nonumber');
    expectFailure(res, 400, 'E003');
    expect(res.token).toBeUndefined();
  });
});

describe(`Logout and session lifetime (${engine})`, () => {
  it('ends the session; the token is dead afterwards', async () => {
    const token = await tokenFor(t, 'retailer1', 'Retailer@123', null);
    const res = await t.call('/Login/Logout', {}, { token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ Status: 1, Data: null });
    expectFailure(await t.call('/appconfig/pwaconfig', {}, { token }), 401, 'E000');
    expectFailure(await t.call('/Login/Logout', {}, { token }), 401, 'E000');
    expectFailure(await t.call('/Login/Logout', {}), 401, 'E000');
  });

  it('lets a temporary token sign out', async () => {
    const shop = await tokenFor(t, '9000000002', undefined, 'otp');
    expect((await t.call('/Login/Logout', {}, { token: shop })).status).toBe(200);
    expectFailure(await t.call('/Login/ResendLoginOTP', {}, { token: shop }), 401, 'E000');
  });

  it('ends a temporary token after 15 minutes', async () => {
    await createAccount(t, { loginId: 'slowshop', mobile: '9100000003' });
    const temp = await tokenFor(t, 'slowshop', undefined, 'otp');
    const code = await latestCode(t, '9100000003');
    t.advance(15 * 60_000 + 1);
    expectFailure(await t.call('/Login/ValidateLoginOTP', { otp: code }, { token: temp }), 401, 'E000');
  });

  it('ends an idle full session after the idle limit', async () => {
    const token = await tokenFor(t, 'retailer1', 'Retailer@123', null);
    t.advance(t.deps.sessionPolicy.idleMinutes * 60_000 - 60_000);
    expect((await t.call('/appconfig/pwaconfig', {}, { token })).status).toBe(200);
    t.advance(t.deps.sessionPolicy.idleMinutes * 60_000 + 60_000);
    expectFailure(await t.call('/appconfig/pwaconfig', {}, { token }), 401, 'E000');
  });

  it('ends a busy full session at the absolute limit', async () => {
    const token = await tokenFor(t, 'retailer1', 'Retailer@123', null);
    const step = 6 * DAY;
    let elapsed = 0;
    while (elapsed + step < t.deps.sessionPolicy.absoluteDays * DAY) {
      t.advance(step);
      elapsed += step;
      expect((await t.call('/appconfig/pwaconfig', {}, { token })).status).toBe(200);
    }
    t.advance(t.deps.sessionPolicy.absoluteDays * DAY - elapsed);
    expectFailure(await t.call('/appconfig/pwaconfig', {}, { token }), 401, 'E000');
  });
});
