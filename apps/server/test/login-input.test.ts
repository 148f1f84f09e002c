import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFailure, latestCode, tokenFor } from './login-helpers.ts';
import { createTestApp, engine, type TestApp } from './support/harness.ts';

/** Bad input to every login call is a 400 E008 envelope, never a 5xx. */
let t: TestApp;
let full: string;
let otpStep: string;
let onboardStep: string;
let passwordStep: string;

beforeAll(async () => {
  t = await createTestApp();
  full = await tokenFor(t, 'retailer1', 'Retailer@123', null);
  otpStep = await tokenFor(t, '9000000002', undefined, 'otp');
  onboardStep = await tokenFor(t, 'newshop', undefined, 'onboard');
  passwordStep = await tokenFor(t, 'newpass', 'Welcome@123', 'changePassword');
});
afterAll(async () => {
  await t.close();
});

const long = 'x'.repeat(51);

/** [call, token, bad bodies] — each body must be refused as bad input. */
function cases(): Array<[string, string | undefined, unknown[]]> {
  return [
    [
      '/Login/CheckLoginIdExist',
      undefined,
      [
        {},
        { loginId: 5 },
        { loginId: long },
        { loginId: '   ' },
        { loginId: null },
        [],
        'null',
        '{"loginId":',
      ],
    ],
    [
      '/login/UserAuthentication',
      undefined,
      [
        {},
        { password: 'Retailer@123' },
        { loginId: ['retailer1'] },
        { loginId: long, password: 'Retailer@123' },
        { loginId: 'retailer1', password: 1234 },
        { loginId: 'retailer1', password: '   ' },
        { loginId: 'retailer1', password: long },
        '{"loginId":"retailer1",',
      ],
    ],
    [
      '/Login/ValidateLoginOTP',
      otpStep,
      [{}, { otp: 1234 }, { otp: '12a4' }, { otp: '12345' }, { otp: '123' }, 'nope'],
    ],
    ['/Login/ResendLoginOTP', otpStep, [{ extra: 1 }, '[1,', '"text"']],
    [
      '/Login/Onboard',
      onboardStep,
      [
        {},
        { mobileno: '900000000', contractAccepted: true, termsAccepted: true },
        { mobileno: '90000000031', contractAccepted: true, termsAccepted: true },
        { mobileno: '9000-000-003', contractAccepted: true, termsAccepted: true },
        { mobileno: 9000000003, contractAccepted: true, termsAccepted: true },
        { mobileno: '9000000003', contractAccepted: 'yes', termsAccepted: true },
        '{',
      ],
    ],
    [
      '/Login/ChangePassword',
      passwordStep,
      [
        {},
        { NewPassword: 'Fresh@2025x' },
        { NewPassword: 'Fresh@2025x', ConfirmPassword: 12 },
        { NewPassword: long, ConfirmPassword: long },
        { NewPassword: '  ', ConfirmPassword: '  ' },
        '{"NewPassword"',
      ],
    ],
    ['/Login/Logout', full, [{ extra: true }, '{']],
    [
      '/Login/RequestMobChangeOTP',
      full,
      [{}, { mobileno: 'abc' }, { mobileno: '9000000099', oldmobileno: '12' }, '{'],
    ],
    [
      '/login/ChangeMobileNo',
      full,
      [{}, { otp: '1234' }, { otp: '1234', mobileno: '12' }, { otp: 'abcd', mobileno: '9000000099' }],
    ],
    ['/Login/RetailerProfile', full, [{ extra: 1 }, '{']],
  ];
}

describe(`bad input to the login calls (${engine})`, () => {
  it('answers 400 E008 to every malformed body', async () => {
    for (const [path, token, bodies] of cases()) {
      for (const body of bodies) {
        const res = await t.call(path, body, { token });
        expect(res.status, `${path} ${JSON.stringify(body)} -> ${JSON.stringify(res.body)}`).toBe(400);
        expect(res.body).toMatchObject({ Status: 0, Code: 'E008' });
      }
    }
  });

  it('accepts a 50-character login id as input (unknown, so E001)', async () => {
    expectFailure(await t.call('/Login/CheckLoginIdExist', { loginId: 'y'.repeat(50) }), 404, 'E001');
  });

  it('checks the token before the body', async () => {
    expectFailure(await t.call('/Login/ValidateLoginOTP', '{'), 401, 'E000');
    expectFailure(
      await t.call('/Login/ValidateLoginOTP', { otp: '1234' }, { token: 'not-a-token' }),
      401,
      'E000',
    );
  });

  it('leaves every temporary token usable: bad input changes nothing', async () => {
    expect(
      (await t.call('/AppConfig/StaticContent', { Code: 'TermsAndCondition' }, { token: onboardStep }))
        .status,
    ).toBe(200);
    expectFailure(
      await t.call('/Login/ValidateLoginOTP', { otp: '0000' }, { token: passwordStep }),
      401,
      'E000',
    );
    const res = await t.call(
      '/Login/ValidateLoginOTP',
      { otp: await latestCode(t, '9000000002') },
      { token: otpStep },
    );
    expect(res.status).toBe(200);
  });
});
