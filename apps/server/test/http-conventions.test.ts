import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engine, type TestApp } from './support/harness.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.tokenFor('retailer1');
});
afterAll(async () => {
  await t.close();
});

describe(`HTTP conventions (${engine})`, () => {
  it('matches paths without regard to letter case', async () => {
    for (const path of ['/appconfig/pwaconfig', '/AppConfig/PwaConfig', '/APPCONFIG/PWACONFIG']) {
      const res = await t.call(path, {}, { token });
      expect(res.status, path).toBe(200);
      expect(res.body.Status).toBe(1);
    }
  });

  it('answers malformed JSON with E008 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Distributor/SwitchDistributor',
      headers: { 'content-type': 'application/json', 'user-key': token },
      payload: '{"dId": 1,',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ Status: 0, Code: 'E008', Data: null });
  });

  it('answers a wrong type and a missing field with E008 400 and a plain message', async () => {
    const wrong = await t.call('/Distributor/SwitchDistributor', { dId: 'abc' }, { token });
    expect(wrong.status).toBe(400);
    expect(wrong.body.Code).toBe('E008');
    expect(wrong.body.Msg).toMatch(/Invalid Request/);
    expect(wrong.body.Msg).not.toMatch(/at .*\.ts/);
    const missing = await t.call('/Distributor/SwitchDistributor', {}, { token });
    expect(missing.status).toBe(400);
    expect(missing.body.Code).toBe('E008');
  });

  it('answers a value the database cannot store (a NUL byte) with E008 400, not a 500', async () => {
    const res = await t.call('/Product/SearchByBarcode', { barcode: 'ab\u0000cd' }, { token });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ Status: 0, Code: 'E008' });
  });

  it('refuses a body over 1 MB with E008 413', async () => {
    const res = await t.call(
      '/Distributor/SwitchDistributor',
      { dId: 1, pad: 'x'.repeat(1_100_000) },
      { token },
    );
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ Status: 0, Code: 'E008' });
  });

  it('refuses a non-JSON content type with E008 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Distributor/List',
      headers: { 'content-type': 'text/plain', 'user-key': token },
      payload: 'hello',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ Status: 0, Code: 'E008' });
  });

  it('answers an old app-version with E_INVALID_VERSION and accepts a current one', async () => {
    const old = await t.call('/appconfig/pwaconfig', {}, { token, headers: { 'app-version': '3.1.0.0' } });
    expect(old.status).toBe(426);
    expect(old.body.Code).toBe('E_INVALID_VERSION');
    const junk = await t.call('/appconfig/pwaconfig', {}, { token, headers: { 'app-version': 'latest' } });
    expect(junk.body.Code).toBe('E_INVALID_VERSION');
    const current = await t.call(
      '/appconfig/pwaconfig',
      {},
      { token, headers: { 'app-version': '4.6.70.1488' } },
    );
    expect(current.body.Status).toBe(1);
  });

  it('refuses a call without, or with a malformed or unknown, token with E000 401', async () => {
    for (const bad of [undefined, 'short', 'x'.repeat(43)]) {
      const res = await t.call('/Distributor/List', {}, bad ? { token: bad } : {});
      expect(res.status).toBe(401);
      expect(res.body.Code).toBe('E000');
    }
  });

  it('ends a session after its idle time', async () => {
    const own = await t.tokenFor('retailer1');
    expect((await t.call('/Distributor/List', {}, { token: own })).status).toBe(200);
    t.advance((t.deps.sessionPolicy.idleMinutes + 1) * 60_000);
    const res = await t.call('/Distributor/List', {}, { token: own });
    expect(res.status).toBe(401);
    expect(res.body.Code).toBe('E000');
    token = await t.tokenFor('retailer1');
  });

  it('sends security headers and a strict CSP on every answer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    // WebAssembly compilation (barcode decoder) only; never JavaScript eval.
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-eval'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('sends HSTS only to HTTPS requests, and believes X-Forwarded-Proto only behind a trusted proxy', async () => {
    const hsts = (res: { headers: Record<string, unknown> }) => res.headers['strict-transport-security'];
    // Not behind a proxy: a client's X-Forwarded-Proto is not believed, and plain HTTP gets none.
    expect(hsts(await t.app.inject({ method: 'GET', url: '/healthz' }))).toBeUndefined();
    expect(
      hsts(await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-forwarded-proto': 'https' } })),
    ).toBeUndefined();

    const proxied = await createTestApp({ seed: false, env: { TRUST_PROXY: 'true' } });
    try {
      const viaHttps = await proxied.app.inject({
        method: 'GET',
        url: '/healthz',
        headers: { 'x-forwarded-proto': 'https' },
      });
      const maxAge = Number(/max-age=(\d+)/.exec(String(hsts(viaHttps)))?.[1]);
      expect(maxAge).toBeGreaterThanOrEqual(31_536_000);
      expect(hsts(viaHttps)).toContain('includeSubDomains');
      const viaHttp = await proxied.app.inject({
        method: 'GET',
        url: '/healthz',
        headers: { 'x-forwarded-proto': 'http' },
      });
      expect(hsts(viaHttp)).toBeUndefined();
    } finally {
      await proxied.close();
    }
  });

  it('sets no cookie: the session travels in the user-key header', async () => {
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/login/UserAuthentication',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ loginId: 'retailer1', password: 'Retailer@123' }),
    });
    expect(signIn.json().Status).toBe(1);
    expect(signIn.headers['user-key']).toBeTruthy();
    expect(signIn.headers['set-cookie']).toBeUndefined();
    const page = await t.app.inject({ method: 'GET', url: '/' });
    expect(page.headers['set-cookie']).toBeUndefined();
  });

  it('publishes an OpenAPI document built from the contracts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    const switchCall = doc.paths['/api/Distributor/SwitchDistributor'].post;
    expect(switchCall.requestBody.content['application/json'].schema.properties).toHaveProperty('dId');
    expect(Object.keys(doc.paths)).toContain('/api/appconfig/pwaconfig');
  });
});
