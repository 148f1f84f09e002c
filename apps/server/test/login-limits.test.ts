import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, expectFailure, signIn, tokenFor } from './login-helpers.ts';
import { createTestApp, engine, type TestApp } from './support/harness.ts';

/** Lock-outs: failed passwords per login id, and the per-address limit of the sign-in calls. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe(`failed passwords (${engine})`, () => {
  it('locks password sign-in of a login id after 10 failures in 15 minutes, then lets it in again', async () => {
    await createAccount(t, { loginId: 'locked-a', mobile: '9400000001', password: 'Current@123' });
    for (let i = 0; i < 10; i++) expectFailure(await signIn(t, 'locked-a', `Wrong@${i}000`), 401, 'E004');

    const locked = await signIn(t, 'locked-a', 'Current@123');
    expectFailure(locked, 429, 'E004', /Too many failed sign-in attempts, please try again in 15 minutes/);
    expect(locked.token).toBeUndefined();
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
    // Letter case does not open a second window.
    expectFailure(await signIn(t, 'LOCKED-A', 'Current@123'), 429, 'E004');

    t.advance(15 * 60_000);
    await tokenFor(t, 'locked-a', 'Current@123', null);
  });

  it('locks an unknown login id the same way, so the answer does not tell it apart', async () => {
    for (let i = 0; i < 10; i++) expectFailure(await signIn(t, 'nobody-here', `Wrong@${i}000`), 401, 'E004');
    const unknown = await signIn(t, 'nobody-here', 'Wrong@1000');
    expectFailure(unknown, 429, 'E004', /Too many failed sign-in attempts/);
  });
});

describe(`per-address limit (${engine})`, () => {
  it('answers E005 with HTTP 429 once an address passes 30 login id checks a minute', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++)
      statuses.push((await t.call('/Login/CheckLoginIdExist', { loginId: 'retailer1' })).status);
    expect(new Set(statuses)).toEqual(new Set([200]));
    const limited = await t.call('/Login/CheckLoginIdExist', { loginId: 'retailer1' });
    expectFailure(limited, 429, 'E005', /Too many requests/);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
