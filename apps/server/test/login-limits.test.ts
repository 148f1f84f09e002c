import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, expectFailure, signIn, tokenFor } from './login-helpers.ts';
import type { ApiResult } from './support/harness.ts';
import { createTestApp, engine, type TestApp } from './support/harness.ts';

/**
 * Lock-outs: failed passwords per account and per address (decision 071), and the per-address
 * limit of the sign-in calls.
 */
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});

/**
 * Signs in over real HTTP from a loopback address of our choice (all of 127.0.0.0/8 is this
 * machine), so each caller is its own address to the server, its limits and its locks.
 */
function signInFrom(from: string, loginId: string, password: string): Promise<ApiResult> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        localAddress: from,
        method: 'POST',
        path: '/api/login/UserAuthentication',
        headers: { 'content-type': 'application/json' },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => {
          const token = res.headers['user-key'];
          resolve({
            status: res.statusCode ?? 0,
            body: JSON.parse(text),
            headers: res.headers,
            token: typeof token === 'string' ? token : undefined,
          });
        });
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify({ loginId, password }));
  });
}

/** Each call of a test from its own address: 127.0.<block>.<n>. */
const address = (block: number, n: number) => `127.0.${block}.${n + 1}`;
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

  it('counts failures per account: every spelling of its mobile number and login id shares one lock (real HTTP)', async () => {
    await createAccount(t, { loginId: 'Spelled-Shop', mobile: '9400000010', password: 'Current@123' });
    const basic = ['spelled-shop', 'SPELLED-SHOP', '9400000010', '+91 9400000010', '+91-9400000010'];
    // Ten failures, each under another spelling and from another address: no spelling and no
    // address reaches a limit of its own, only the account does.
    const failing = [
      ...basic,
      '+1 9400000010',
      '+44-9400000010',
      '+999 9400000010',
      ' 9400000010 ',
      'Spelled-Shop',
    ];
    for (const [i, spelling] of failing.entries())
      expectFailure(await signInFrom(address(1, i), spelling, `Wrong@${i}000`), 401, 'E004');

    // The right password, under 60 spellings (any country code and separator before the 10 digits), each from a fresh address.
    const codes = Array.from({ length: 27 }, (_, i) => [`+${i + 1}`, `+${(i + 1) * 37}`]).flat();
    const spellings = [
      ...basic,
      ...codes.flatMap((cc, i) => (i % 2 ? [`${cc}-9400000010`] : [`${cc} 9400000010`])),
    ];
    expect(new Set(spellings).size).toBeGreaterThanOrEqual(55);
    for (const [i, spelling] of spellings.entries()) {
      const locked = await signInFrom(address(2, i), spelling, 'Current@123');
      expectFailure(locked, 429, 'E004', /Too many failed sign-in attempts, please try again in 15 minutes/);
      expect(locked.token).toBeUndefined();
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
    }

    t.advance(15 * 60_000);
    expect((await signInFrom(address(3, 0), '+91 9400000010', 'Current@123')).status).toBe(200);
  });

  it('locks an address after 20 failures across accounts; other addresses still sign in (real HTTP)', async () => {
    t.advance(15 * 60_000);
    const from = address(4, 0);
    // Two failures each on ten accounts, known and unknown: no account reaches its own limit.
    for (let i = 0; i < 10; i++)
      for (const id of [`sprayed-${i}`, i % 2 ? 'retailer1' : '9000000004'])
        expectFailure(await signInFrom(from, id, `Wrong@${i}000`), 401, 'E004');
    const locked = await signInFrom(from, 'retailer1', 'Retailer@123');
    expectFailure(locked, 429, 'E004', /Too many failed sign-in attempts/);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
    // The same account from another address is not locked: the lock is the address's.
    expect((await signInFrom(address(4, 1), 'retailer1', 'Retailer@123')).status).toBe(200);

    t.advance(15 * 60_000);
    expect((await signInFrom(from, 'retailer1', 'Retailer@123')).status).toBe(200);
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
