import { ZRetailerProfile } from '@restock/domain/contracts/login';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  codeSignIn,
  createAccount,
  expectFailure,
  findRetailerMobile,
  findUser,
  latestCode,
  outboxCount,
  setSetting,
  signIn,
  tokenFor,
  wrongCode,
} from './login-helpers.ts';
import { createTestApp, engine, type TestApp } from './support/harness.ts';

/** Calls of the signed-in account screens: reset password, change mobile number, profile. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const changePassword = (token: string, body: object) => t.call('/Login/ChangePassword', body, { token });
const requestCode = (token: string, body: object) => t.call('/Login/RequestMobChangeOTP', body, { token });
const changeMobile = (token: string, body: object) => t.call('/login/ChangeMobileNo', body, { token });

describe(`ChangePassword on a full session (${engine})`, () => {
  it('needs the current password and refuses a wrong one (E034)', async () => {
    await createAccount(t, { loginId: 'reset-a', mobile: '9300000001', password: 'Current@123' });
    const token = await tokenFor(t, 'reset-a', 'Current@123', null);
    const fresh = { NewPassword: 'Fresh@2025x', ConfirmPassword: 'Fresh@2025x' };
    expectFailure(await changePassword(token, fresh), 400, 'E008', /current password/);
    expectFailure(await changePassword(token, { ...fresh, OldPassword: 'Wrong@1234' }), 422, 'E034');
    expectFailure(
      await changePassword(token, { ...fresh, ConfirmPassword: 'Other@2025x', OldPassword: 'Current@123' }),
      422,
      'E031',
    );
    expectFailure(
      await changePassword(token, {
        NewPassword: 'lettersonly',
        ConfirmPassword: 'lettersonly',
        OldPassword: 'Current@123',
      }),
      400,
      'E008',
    );
    expectFailure(
      await changePassword(token, {
        NewPassword: 'Current@123',
        ConfirmPassword: 'Current@123',
        OldPassword: 'Current@123',
      }),
      422,
      'E033',
    );
  });

  it('changes the password, keeps this session and ends the others', async () => {
    await createAccount(t, { loginId: 'reset-b', mobile: '9300000002', password: 'Current@123' });
    const mine = await tokenFor(t, 'reset-b', 'Current@123', null);
    const other = await tokenFor(t, 'reset-b', 'Current@123', null);
    const res = await changePassword(mine, {
      NewPassword: 'Fresh@2025x',
      ConfirmPassword: 'Fresh@2025x',
      OldPassword: 'Current@123',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ Status: 1, Data: {}, Msg: 'Password changed' });
    expect(res.token).toBeUndefined();
    expect((await t.call('/appconfig/pwaconfig', {}, { token: mine })).status).toBe(200);
    expectFailure(await t.call('/appconfig/pwaconfig', {}, { token: other }), 401, 'E000');
    expectFailure(await signIn(t, 'reset-b', 'Current@123'), 401, 'E004');
    await tokenFor(t, 'reset-b', 'Fresh@2025x', null);
  });

  it('refuses a password change on a passwordless account (E017)', async () => {
    await createAccount(t, { loginId: 'reset-c', mobile: '9300000003' });
    const token = await codeSignIn(t, 'reset-c', '9300000003');
    expectFailure(
      await changePassword(token, {
        NewPassword: 'Fresh@2025x',
        ConfirmPassword: 'Fresh@2025x',
        OldPassword: 'x',
      }),
      403,
      'E017',
    );
  });
});

describe(`mobile number change (${engine})`, () => {
  it('checks the request: same number E003, taken E006, stale old number E003, switched off E017', async () => {
    await createAccount(t, { loginId: 'mob-a', mobile: '9300000011', password: 'Current@123' });
    const token = await tokenFor(t, 'mob-a', 'Current@123', null);
    expectFailure(await requestCode(token, { mobileno: '9300000011' }), 400, 'E003', /same/);
    expectFailure(await requestCode(token, { mobileno: '+91 9000000002' }), 409, 'E006');
    expectFailure(
      await requestCode(token, { mobileno: '9300000099', oldmobileno: '9300000012' }),
      400,
      'E003',
    );
    await setSetting(t, 'isEnableChangeMobileNumber', 'false');
    try {
      expectFailure(await requestCode(token, { mobileno: '9300000099' }), 403, 'E017');
    } finally {
      await setSetting(t, 'isEnableChangeMobileNumber', 'true');
    }
    expect(await outboxCount(t, '9300000099')).toBe(0);
  });

  it('sends a code to the new number and stores the number once the code comes back', async () => {
    const { retailerId } = await createAccount(t, {
      loginId: 'mob-b',
      mobile: '9300000021',
      password: 'Current@123',
    });
    const token = await tokenFor(t, 'mob-b', 'Current@123', null);
    const sent = await requestCode(token, { mobileno: '9300000022', oldmobileno: '9300000021' });
    expect(sent.status).toBe(200);
    expect(sent.body.Data).toEqual({
      otpSentTo: '******0022',
      otpExpiresInSeconds: 300,
      resendAfterSeconds: 30,
    });
    const outbox = await t.call('/dev/Outbox', { To: '9300000022' });
    expect((outbox.body.Data as Array<{ Body: string }>)[0]!.Body).toMatch(
      /^\d{4} is your Restock code to change/,
    );
    const code = await latestCode(t, '9300000022');

    expectFailure(await requestCode(token, { mobileno: '9300000022' }), 429, 'E005', /wait/);
    expectFailure(await changeMobile(token, { otp: wrongCode(code), mobileno: '9300000022' }), 422, 'E011');
    // The code was sent for another number than this one.
    expectFailure(await changeMobile(token, { otp: code, mobileno: '9300000023' }), 422, 'E011');
    expect(await findRetailerMobile(t, retailerId)).toBe('9300000021');

    const done = await changeMobile(token, { otp: code, mobileno: '9300000022' });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      Status: 1,
      Data: { mobile: '9300000022' },
      Msg: 'Mobile number updated',
    });
    expect(await findRetailerMobile(t, retailerId)).toBe('9300000022');
    expectFailure(await changeMobile(token, { otp: code, mobileno: '9300000022' }), 422, 'E011');

    const profile = await t.call('/Login/RetailerProfile', {}, { token });
    expect((profile.body.Data as { mobileNumber: string }).mobileNumber).toBe('9300000022');
  });

  it('refuses an expired mobile-change code', async () => {
    await createAccount(t, { loginId: 'mob-c', mobile: '9300000031', password: 'Current@123' });
    const token = await tokenFor(t, 'mob-c', 'Current@123', null);
    expect((await requestCode(token, { mobileno: '9300000032' })).status).toBe(200);
    const code = await latestCode(t, '9300000032');
    t.advance(5 * 60_000 + 1);
    expectFailure(await changeMobile(token, { otp: code, mobileno: '9300000032' }), 422, 'E011', /expired/);
  });

  it('refuses both calls to a temporary token', async () => {
    await createAccount(t, { loginId: 'mob-d', mobile: '9300000041' });
    const temp = await tokenFor(t, 'mob-d', undefined, 'otp');
    expectFailure(await requestCode(temp, { mobileno: '9300000042' }), 401, 'E000');
    expectFailure(await changeMobile(temp, { otp: '1234', mobileno: '9300000042' }), 401, 'E000');
  });
});

describe(`RetailerProfile (${engine})`, () => {
  it("answers the retailer's profile with money as 2-decimal strings", async () => {
    const token = await tokenFor(t, 'retailer1', 'Retailer@123', null);
    const res = await t.call('/Login/RetailerProfile', {}, { token });
    expect(res.status).toBe(200);
    const profile = ZRetailerProfile.parse(res.body.Data);
    expect(profile).toMatchObject({
      retailerName: 'Gupta General Store',
      retailerCode: 'R0001',
      firstName: 'Ramesh',
      lastName: 'Gupta',
      username: 'retailer1',
      language: 'en',
      mobileNumber: '9000000001',
      gstNumber: '27ABCPG1234K1Z5',
      latitude: 19.1864,
      osamount: '12450.50',
      creditDetails: { creditLimit: '50000.00', creditDays: 15, availableCredit: '37549.50' },
      companyRep: { name: 'Anita Desai', mobile: '9820011111', email: 'anita.desai@demofoods.example' },
    });
    expect(profile.distributorRep?.name).toBe('Vikram Shah');
  });

  it('answers null representatives and no negative available credit', async () => {
    await createAccount(t, { loginId: 'profile-b', mobile: '9300000051' });
    const token = await codeSignIn(t, 'profile-b', '9300000051');
    const profile = ZRetailerProfile.parse((await t.call('/Login/RetailerProfile', {}, { token })).body.Data);
    expect(profile).toMatchObject({
      osamount: '1500.25',
      creditDetails: { creditLimit: '1000.00', availableCredit: '0.00' },
      companyRep: null,
      distributorRep: null,
      username: 'profile-b',
    });
    expect((await findUser(t, 'profile-b')).isFirstLogin).toBe(false);
  });

  it('refuses a temporary token and no token', async () => {
    const temp = await tokenFor(t, 'newpass', 'Welcome@123', 'changePassword');
    expectFailure(await t.call('/Login/RetailerProfile', {}, { token: temp }), 401, 'E000');
    expectFailure(await t.call('/Login/RetailerProfile', {}), 401, 'E000');
  });
});
