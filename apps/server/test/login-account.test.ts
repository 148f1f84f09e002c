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
/*
 * Each request comes from an address of its own: the per-address limit of 10 a minute is the sign-in
 * code calls' (tested in login-limits), and these tests send more than that.
 */
let requests = 0;
async function requestCode(token: string, body: object) {
  requests += 1;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/Login/RequestMobChangeOTP',
    remoteAddress: `10.9.${Math.floor(requests / 250)}.${requests % 250}`,
    headers: { 'content-type': 'application/json', 'user-key': token },
    payload: JSON.stringify(body),
  });
  return { status: res.statusCode, body: res.json(), headers: res.headers, token: undefined };
}
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
    const sent = await requestCode(token, {
      mobileno: '9300000022',
      oldmobileno: '9300000021',
      password: 'Current@123',
    });
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

    expectFailure(
      await requestCode(token, { mobileno: '9300000022', password: 'Current@123' }),
      429,
      'E005',
      /wait/,
    );
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
    expectFailure(await changeMobile(token, { otp: code, mobileno: '9300000022' }), 400, 'E003', /same/);

    const profile = await t.call('/Login/RetailerProfile', {}, { token });
    expect((profile.body.Data as { mobileNumber: string }).mobileNumber).toBe('9300000022');
  });

  it('refuses an expired mobile-change code', async () => {
    await createAccount(t, { loginId: 'mob-c', mobile: '9300000031', password: 'Current@123' });
    const token = await tokenFor(t, 'mob-c', 'Current@123', null);
    expect((await requestCode(token, { mobileno: '9300000032', password: 'Current@123' })).status).toBe(200);
    const code = await latestCode(t, '9300000032');
    t.advance(5 * 60_000 + 1);
    expectFailure(await changeMobile(token, { otp: code, mobileno: '9300000032' }), 422, 'E011', /expired/);
  });

  it('sends no code to a new number on a stolen session alone: the password is needed (E008, E034, then locked)', async () => {
    const { retailerId } = await createAccount(t, {
      loginId: 'mob-e',
      mobile: '9300000061',
      password: 'Current@123',
    });
    const stolen = await tokenFor(t, 'mob-e', 'Current@123', null);
    expectFailure(await requestCode(stolen, { mobileno: '9300000062' }), 400, 'E008', /current password/);
    for (let i = 0; i < 10; i++)
      expectFailure(
        await requestCode(stolen, { mobileno: '9300000062', password: `Guess@${i}000` }),
        422,
        'E034',
      );
    // Ten wrong passwords lock the account's password checks, as at sign-in.
    const locked = await requestCode(stolen, { mobileno: '9300000062', password: 'Current@123' });
    expectFailure(locked, 429, 'E034', /Too many failed sign-in attempts/);
    expectFailure(await signIn(t, 'mob-e', 'Current@123'), 429, 'E004');
    // A code-only proof is not offered to a password account.
    expectFailure(await requestCode(stolen, { oldmobileno: '9300000061' }), 400, 'E008', /password/);
    expect(await outboxCount(t, '9300000062')).toBe(0);
    expect(await outboxCount(t, '9300000061')).toBe(0);
    expect(await findRetailerMobile(t, retailerId)).toBe('9300000061');
    t.advance(15 * 60_000);
  });

  it('makes a code-only account prove itself with a code to its current number first', async () => {
    const { retailerId } = await createAccount(t, { loginId: 'mob-f', mobile: '9300000071' });
    const token = await codeSignIn(t, 'mob-f', '9300000071');
    const before = await outboxCount(t, '9300000071');
    expectFailure(
      await requestCode(token, { mobileno: '9300000072' }),
      400,
      'E008',
      /code sent to your current mobile number/,
    );
    expect(await outboxCount(t, '9300000072')).toBe(0);

    const approval = await requestCode(token, { oldmobileno: '9300000071' });
    expect(approval.status).toBe(200);
    expect(approval.body.Data).toMatchObject({ otpSentTo: '******0071' });
    expect(await outboxCount(t, '9300000071')).toBe(before + 1);
    const outbox = await t.call('/dev/Outbox', { To: '9300000071' });
    expect((outbox.body.Data as Array<{ Body: string }>)[0]!.Body).toMatch(
      /code to approve moving your account/,
    );
    const current = await latestCode(t, '9300000071');
    expectFailure(
      await requestCode(token, { mobileno: '9300000072', oldmobileotp: wrongCode(current) }),
      422,
      'E011',
    );
    expect(await outboxCount(t, '9300000072')).toBe(0);
    // The current number's code does not confirm the change itself.
    expectFailure(await changeMobile(token, { otp: current, mobileno: '9300000072' }), 422, 'E011');

    expect((await requestCode(token, { mobileno: '9300000072', oldmobileotp: current })).status).toBe(200);
    // The proof holds for a resend, without another code to the current number.
    t.advance(30_000);
    expect((await requestCode(token, { mobileno: '9300000072' })).status).toBe(200);
    const done = await changeMobile(token, {
      otp: await latestCode(t, '9300000072'),
      mobileno: '9300000072',
    });
    expect(done.status).toBe(200);
    expect(await findRetailerMobile(t, retailerId)).toBe('9300000072');
  });

  it("ends the account's other sessions after the change and keeps this one", async () => {
    await createAccount(t, { loginId: 'mob-g', mobile: '9300000081', password: 'Current@123' });
    const mine = await tokenFor(t, 'mob-g', 'Current@123', null);
    const other = await tokenFor(t, 'mob-g', 'Current@123', null);
    expect((await requestCode(mine, { mobileno: '9300000082', password: 'Current@123' })).status).toBe(200);
    const done = await changeMobile(mine, { otp: await latestCode(t, '9300000082'), mobileno: '9300000082' });
    expect(done.status).toBe(200);
    expect((await t.call('/appconfig/pwaconfig', {}, { token: mine })).status).toBe(200);
    expectFailure(await t.call('/appconfig/pwaconfig', {}, { token: other }), 401, 'E000');
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

describe(`UpdateLanguage (${engine})`, () => {
  it('keeps the chosen language on the account: the next sign-in, on any device, answers it', async () => {
    await createAccount(t, { loginId: 'lang-a', mobile: '9300000061', password: 'Current@123' });
    const first = await signIn(t, 'lang-a', 'Current@123');
    expect((first.body.Data as { language: string | null }).language).toBeNull();

    const res = await t.call('/Retailer/UpdateLanguage', { Language: 'de' }, { token: first.token! });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ Status: 1, Data: { language: 'de' } });
    expect((await findUser(t, 'lang-a')).language).toBe('de');

    const again = await signIn(t, 'lang-a', 'Current@123');
    expect((again.body.Data as { language: string | null }).language).toBe('de');
    const profile = ZRetailerProfile.parse(
      (await t.call('/Login/RetailerProfile', {}, { token: again.token! })).body.Data,
    );
    expect(profile.language).toBe('de');
  });

  it('refuses a language the client does not offer, or none, with E008 and keeps the saved one', async () => {
    await createAccount(t, { loginId: 'lang-b', mobile: '9300000062', password: 'Current@123' });
    const token = await tokenFor(t, 'lang-b', 'Current@123', null);
    expect((await t.call('/Retailer/UpdateLanguage', { Language: 'es' }, { token })).status).toBe(200);
    for (const body of [{ Language: 'fr' }, { Language: 'x' }, { Language: 42 }, {}]) {
      expectFailure(await t.call('/Retailer/UpdateLanguage', body, { token }), 400, 'E008');
    }
    expect((await findUser(t, 'lang-b')).language).toBe('es');
  });

  it('refuses a temporary token and no token', async () => {
    const temp = await tokenFor(t, 'newpass', 'Welcome@123', 'changePassword');
    expectFailure(await t.call('/Retailer/UpdateLanguage', { Language: 'es' }, { token: temp }), 401, 'E000');
    expectFailure(await t.call('/Retailer/UpdateLanguage', { Language: 'es' }), 401, 'E000');
  });
});
