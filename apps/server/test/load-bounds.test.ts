import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../src/config.ts';
import type { AppError } from '../src/http/errors.ts';
import { inSearchTurn } from '../src/modules/product/search-turns.ts';
import { createTestApp, engine, type TestApp } from './support/harness.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * One retailer cannot slow everyone (issue 16 item 7, decision 075): a search text the trigram
 * index cannot narrow, or with an over-long word, is refused before any statement runs; signed-in
 * calls are limited per session; on PostgreSQL a statement past the request statement timeout is
 * cancelled and answered with a code, not a 5xx.
 */
describe(`search cost bounds (${engine})`, () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await t.tokenFor('retailer1');
  });
  afterAll(async () => {
    await t.close();
  });

  const searches = (SearchText: string) => [
    t.call('/Product/GlobalSearch', { SearchText }, { token }),
    t.call('/Product/SearchProduct', { SearchText }, { token }),
  ];

  it('refuses a text with no word of 3 letters or digits in a row (wildcards, symbols, short words)', async () => {
    for (const text of ['%_%_%_%_%_%_%_%_', '%%%', '___', '\\\\\\', '%a%_b_%', 'a b c d', '-- --']) {
      for (const res of await Promise.all(searches(text))) {
        expect(res.status, text).toBe(400);
        expect(res.body).toMatchObject({ Status: 0, Code: 'E008' });
        expect(res.body.Msg).toContain('3 letters or digits');
      }
    }
  });

  it('refuses a word longer than 40 characters', async () => {
    for (const text of ['masala'.repeat(7), `tea ${'%_'.repeat(21)}`]) {
      for (const res of await Promise.all(searches(text))) {
        expect(res.status, text).toBe(400);
        expect(res.body).toMatchObject({ Status: 0, Code: 'E008' });
        expect(res.body.Msg).toContain('at most 40 characters');
      }
    }
  });

  it('still searches a text with one indexable word, wildcards in it matched as plain text', async () => {
    const [global, list] = await Promise.all(searches('masala'));
    expect(global!.body.Status).toBe(1);
    expect((global!.body.Data as unknown[]).length).toBeGreaterThan(0);
    expect(list!.body.TotalCount).toBeGreaterThan(0);
    // "masala" with a word of wildcards: the wildcards are literal, so nothing holds them.
    const [wildGlobal, wildList] = await Promise.all(searches('masala %_'));
    expect(wildGlobal!.body).toMatchObject({ Status: 1, Data: [] });
    expect(wildList!.body).toMatchObject({ Status: 1, TotalCount: 0 });
  });
});

describe("a retailer's searches take turns", () => {
  // The turns are per process and in memory; PGlite answers one statement at a time anyway, so
  // they are checked directly: one search of a retailer runs at a time, 20 may wait, more are
  // refused, and another retailer's search does not wait behind them.
  it('runs one search of a retailer at a time, refuses past 20 waiting, lets another retailer through', async () => {
    let running = 0;
    let most = 0;
    const releases: Array<() => void> = [];
    const search = () =>
      new Promise<string>((resolve) => {
        running++;
        most = Math.max(most, running);
        releases.push(() => {
          running--;
          resolve('done');
        });
      });
    let settled = 0;
    const outcomes = Array.from({ length: 25 }, () =>
      inSearchTurn(1001, search)
        .then(
          () => 'ok',
          (e: AppError) => `${e.code} ${e.httpStatus}`,
        )
        .finally(() => settled++),
    );
    await sleep(10);
    expect(running).toBe(1);
    // Another retailer is not behind them.
    expect(await inSearchTurn(1002, async () => 'other')).toBe('other');
    while (settled < outcomes.length) {
      releases.shift()?.();
      await sleep(1);
    }
    const results = await Promise.all(outcomes);
    expect(most).toBe(1);
    expect(results.filter((r) => r === 'ok')).toHaveLength(20);
    expect(results.filter((r) => r === 'E005 429')).toHaveLength(5);
  });

  it("rests a retailer's next search as long as the last one took, even when sent after the answer", async () => {
    const starts: number[] = [];
    const ends: number[] = [];
    const search = (ms: number) => async () => {
      starts.push(performance.now());
      await sleep(ms);
      ends.push(performance.now());
    };
    await inSearchTurn(1003, search(80));
    await inSearchTurn(1003, search(1));
    expect(starts[1]! - ends[0]!).toBeGreaterThanOrEqual(70);
  });
});

describe(`per-session call limit (${engine})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SESSION_CALLS_PER_MINUTE: '5' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers a coded 429 past the session allowance; another session of the same retailer is not held back', async () => {
    const first = await t.tokenFor('retailer1');
    const second = await t.tokenFor('retailer1');
    const calls = await Promise.all(
      Array.from({ length: 8 }, () => t.call('/Product/Categories', {}, { token: first })),
    );
    expect(calls.filter((r) => r.status === 200)).toHaveLength(5);
    const refused = calls.filter((r) => r.status === 429);
    expect(refused).toHaveLength(3);
    for (const r of refused) {
      expect(r.body).toMatchObject({ Status: 0, Code: 'E005' });
      expect(Number(r.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }
    const other = await t.call('/Product/Categories', {}, { token: second });
    expect(other.status).toBe(200);
  });

  it('by default allows 6,000 calls a minute and a 5 s statement timeout', () => {
    const defaults = readConfig({});
    expect(defaults.sessionCallsPerMinute).toBe(6000);
    expect(defaults.statementTimeoutMs).toBe(5000);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('request statement timeout (postgres)', () => {
  let t: TestApp;
  let token: string;
  let blocker: pg.Client | null = null;
  beforeAll(async () => {
    t = await createTestApp({ statementTimeoutMs: 300 });
    token = await t.tokenFor('retailer1');
  });
  afterAll(async () => {
    await blocker?.end().catch(() => undefined);
    await t.close();
  });

  it('cancels a statement past the timeout and answers a coded 429, not a 5xx; the next call is served', async () => {
    // A statement that cannot finish in time: products are locked by another connection, so the
    // search waits on the lock until the timeout cancels it.
    const url = (t.deps.config.databaseUrl ?? '') as string;
    blocker = new pg.Client({ connectionString: url });
    await blocker.connect();
    await blocker.query('begin');
    await blocker.query('lock table products in access exclusive mode');
    const started = Date.now();
    const res = await t.call('/Product/GlobalSearch', { SearchText: 'zzztimeout' }, { token });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(res.status).toBe(429);
    expect(res.body).toMatchObject({ Status: 0, Code: 'E005' });
    await blocker.query('rollback');
    const after = await t.call('/Product/GlobalSearch', { SearchText: 'masala' }, { token });
    expect(after.body.Status).toBe(1);
  });
});
