import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadOk } from './cart-helpers.ts';
import { type ApiResult, createTestApp, engine, type TestApp } from './support/harness.ts';

/**
 * Session reads of calls that arrive together are made in one statement (decision 060). Each call
 * must still get its own session, or none: calls sent all at once, with tokens of two retailers, a
 * logged-out token, an unknown one and a malformed one, answer exactly what each answers alone.
 */
describe(`Session reads of concurrent calls (${engine})`, () => {
  let t: TestApp;
  const tokens: Array<[name: string, token: string]> = [];

  beforeAll(async () => {
    t = await createTestApp();
    const loggedOut = await t.tokenFor('retailer1');
    expect((await t.call('/Login/Logout', {}, { token: loggedOut })).body.Status).toBe(1);
    tokens.push(
      ['retailer1, first session', await t.tokenFor('retailer1')],
      ['retailer1, second session', await t.tokenFor('retailer1')],
      ['another retailer', await t.tokenFor('9000000002')],
      ['logged out', loggedOut],
      ['unknown', 'A'.repeat(43)],
      ['malformed', 'not-a-token'],
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers every call with its own session when they arrive together', async () => {
    const calls: Array<[path: string, body: unknown]> = [
      ['/Distributor/List', {}],
      ['/Product/SearchProduct', { page: 1, PageSize: 5 }],
      ['/SalesOrder/CartCount', {}],
    ];
    // The second retailer's cart differs from retailer1's, so a mixed-up session shows.
    const [, other] = tokens[2]!;
    const products = (await t.call('/Product/SearchProduct', { page: 1, PageSize: 1 }, { token: other })).body
      .Data as Array<{ ProductId: number; PrincipalId: number; DistributorId: number }>;
    const [p] = products;
    await uploadOk(t, other, [
      { PId: p!.ProductId, PrincipalId: p!.PrincipalId, DistributorId: p!.DistributorId, Qty: 3 },
    ]);

    const jobs = calls.flatMap(([path, body]) =>
      tokens.map(([name, token]) => ({ name, path, body, token })),
    );
    const alone: ApiResult[] = [];
    for (const job of jobs) alone.push(await t.call(job.path, job.body, { token: job.token }));
    // Three rounds, each call of every token sent at once.
    for (let round = 0; round < 3; round++) {
      const together = await Promise.all(jobs.map((job) => t.call(job.path, job.body, { token: job.token })));
      together.forEach((answer, i) => {
        const job = jobs[i]!;
        expect({ status: answer.status, body: answer.body }, `${job.name} ${job.path}`).toEqual({
          status: alone[i]!.status,
          body: alone[i]!.body,
        });
      });
    }
    // The answers differ where the sessions do.
    const cartCount = (name: string) =>
      alone[jobs.findIndex((j) => j.name === name && j.path === '/SalesOrder/CartCount')]!;
    expect(cartCount('another retailer').body.Data).not.toEqual(
      cartCount('retailer1, first session').body.Data,
    );
    for (const name of ['logged out', 'unknown', 'malformed']) {
      expect(cartCount(name).status).toBe(401);
      expect(cartCount(name).body.Code).toBe('E000');
    }
  });
});
