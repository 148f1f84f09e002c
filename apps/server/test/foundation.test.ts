import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engine, type TestApp } from './support/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe(`foundation (${engine})`, () => {
  it('answers healthz when the database is reachable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: engine });
  });

  it('refuses an unknown call with a coded 404 envelope', async () => {
    const res = await t.call('/Nope/Nothing', {});
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ Status: 0, Code: 'E008' });
  });
});
