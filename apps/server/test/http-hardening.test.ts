import type { TBanner, TScheme } from '@restock/domain/contracts/product';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idOf } from './product-helpers.ts';
import { createTestApp, engine, type TestApp } from './support/harness.ts';

/**
 * Issue 16, item 8 (decision 070): promotion pictures not reachable by counting ids, no cache keeps
 * an API answer, X-Frame-Options as strict as the CSP's frame-ancestors, and a client's
 * X-Request-Id kept only in a safe format.
 */
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.tokenFor('retailer1');
});
afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe(`promotion pictures (${engine})`, () => {
  it('open only at the signed address the API handed out, not by id', async () => {
    const schemes = (await t.call('/Product/PromotionSchemes', {}, { token })).body.Data as TScheme[];
    const banners = (await t.call('/Product/Banner', {}, { token })).body.Data as TBanner[];
    const generated = banners.filter((b) => b.ImageUrl.startsWith('/images/banners/'));
    expect(schemes.length).toBeGreaterThan(0);
    expect(generated.length).toBeGreaterThan(0);
    for (const [kind, id, url] of [
      ...schemes.map((s) => ['schemes', s.SchemeId, s.ImageUrl] as const),
      ...generated.map((b) => ['banners', b.BannerId, b.ImageUrl] as const),
    ]) {
      expect(url).toMatch(new RegExp(`^/images/${kind}/${id}-[\\w-]{22}\\.svg$`));
      expect((await get(url)).statusCode, url).toBe(200);
      // By id alone, with a signature changed, or with another picture's signature: not found.
      expect((await get(`/images/${kind}/${id}.svg`)).statusCode, url).toBe(404);
      const signature = /-([\w-]{22})\.svg$/.exec(url)![1]!;
      const changed = (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1);
      expect((await get(`/images/${kind}/${id}-${changed}.svg`)).statusCode, url).toBe(404);
      expect((await get(`/images/${kind}/${id + 1}-${signature}.svg`)).statusCode, url).toBe(404);
    }
  });

  it('leave product, category and brand pictures at their plain id', async () => {
    const product = await idOf(t, 'products', 'SKU00001');
    expect((await get(`/images/products/${product}.svg`)).statusCode).toBe(200);
    expect((await get(`/images/products/${product}-${'A'.repeat(22)}.svg`)).statusCode).toBe(404);
  });
});

describe(`headers of API answers (${engine})`, () => {
  it('keeps every API answer out of caches: data, failures and the sign-in token', async () => {
    const answers = [
      await t.call('/Login/RetailerProfile', {}, { token }),
      await t.call('/SalesOrder/CartDetail', { ReqCode: 'MyCart' }, { token }),
      await t.call('/SalesOrder/OrderView', {}, { token }),
      await t.call('/login/UserAuthentication', { loginId: 'retailer1', password: 'Retailer@123' }),
      await t.call('/SalesOrder/OrderView', { Page: 'x' }, { token }),
      await t.call('/Distributor/List', {}, { token: 'not-a-token' }),
    ];
    for (const res of answers)
      expect(res.headers['cache-control'], JSON.stringify(res.body)).toBe('no-store');
    // Pictures keep their day-long caching.
    const product = await idOf(t, 'products', 'SKU00001');
    expect((await get(`/images/products/${product}.svg`)).headers['cache-control']).toBe(
      'public, max-age=86400',
    );
  });

  it('sends X-Frame-Options in agreement with the CSP frame-ancestors', async () => {
    for (const url of ['/healthz', '/', '/api/docs']) {
      const res = await get(url);
      const ancestors = /frame-ancestors ([^;]+)/.exec(String(res.headers['content-security-policy']))?.[1];
      expect(ancestors, url).toBe("'none'");
      expect(res.headers['x-frame-options'], url).toBe('DENY');
    }
  });

  it('keeps a client X-Request-Id only in a safe format, and makes its own otherwise', async () => {
    const idOfAnswer = async (value: string) =>
      String(
        (await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': value } })).headers[
          'x-request-id'
        ],
      );
    for (const safe of ['trace-1234.abc_DEF', 'a'.repeat(64), '0af7651916cd43dd8448eb211c80319c']) {
      expect(await idOfAnswer(safe)).toBe(safe);
    }
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    for (const unsafe of [
      'short',
      'a'.repeat(65),
      'id with spaces',
      '<script>x</script>',
      'a"b:c/d=e',
      'ünïcode-id-123',
    ]) {
      const answered = await idOfAnswer(unsafe);
      expect(answered, unsafe).not.toBe(unsafe);
      expect(answered, unsafe).toMatch(uuid);
    }
  });
});
