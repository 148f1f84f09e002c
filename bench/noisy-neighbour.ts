import { Pool } from 'undici';
import { startServer } from '../e2e/support/server.ts';
import { HOST, post } from './catalogue.ts';
import { waitUntilIdle } from './cpu.ts';
import { type BenchDatabase, serverOptions } from './database.ts';
import { type LoadResult, summarise } from './load.ts';

/**
 * Noisy neighbour (issue 16 item 7, decision 075): one retailer's unrelated call (a category page
 * of the product list, one at a time, at most one every 50 ms) measured quiet, and while another
 * retailer runs three heavy searches in parallel without pause. The heavy searches are the
 * costliest texts the search still takes: a common word of the catalogue (thousands of names hold
 * it) beside a two-letter word no name holds, so no round of the search can settle early and every
 * match is ranked; the second word changes on every call so no cache answers it. The probe's own
 * texts (`%_%_...`) are sent too: they are refused before any statement runs.
 */
export interface NoisyNeighbourBench {
  quiet: LoadResult;
  loaded: LoadResult;
  heavy: { answered: number; refused: number; failed: number; p95: number };
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
const LETTERS = 'bcdfghjkmnpqvwxz';
const PACE_MS = 50;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function benchNoisyNeighbour(
  database: BenchDatabase,
  options: { durationMs?: number } = {},
): Promise<NoisyNeighbourBench> {
  const durationMs = options.durationMs ?? 12_000;
  const target = serverOptions(database);
  const server = await startServer({ LOG_LEVEL: 'warn', ...target.env }, target.options);
  try {
    const signIn = async (loginId: string) =>
      (
        await post<unknown>(server.url, '/api/login/UserAuthentication', {
          loginId,
          password: 'Retailer@123',
        })
      ).token;
    const neighbour = await signIn('large1');
    const noisy = await signIn('large2');
    const categories = (
      await post<Array<{ Id: number }>>(server.url, '/api/Product/Categories', {}, neighbour)
    ).data.map((c) => c.Id);
    const names = (
      await post<Array<{ ProductName: string }>>(
        server.url,
        '/api/Product/SearchProduct',
        { page: 1, PageSize: 100 },
        neighbour,
      )
    ).data.flatMap((p) => p.ProductName.toLowerCase().split(/\s+/));
    // The commonest words of a page of names: each is held by thousands of the 100,000 names.
    const counts = new Map<string, number>();
    for (const w of names) if (/^\p{L}{4,}$/u.test(w)) counts.set(w, (counts.get(w) ?? 0) + 1);
    const common = [...counts.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8)
      .map(([w]) => w);
    // The first list call starts the catalogue index build (decision 061): measure after it.
    await waitUntilIdle(server.pid, database.engine === 'postgres' ? database.name : null);

    // The neighbour browses as a person does: a category page every 50 ms at most (faster than any
    // thumb), one at a time, measured after a second of warm-up.
    const neighbourPool = new Pool(server.url, { connections: 1, pipelining: 1 });
    const quietMs: number[] = [];
    const loadedMs: number[] = [];
    let errors = 0;
    /** One window of the neighbour's calls, its latencies into `into` after a warm-up of 500 ms. */
    const browse = async (into: number[], windowMs: number) => {
      const warmupEnd = Date.now() + 500;
      const end = warmupEnd + windowMs;
      while (Date.now() < end) {
        const started = performance.now();
        const res = await neighbourPool.request({
          method: 'POST',
          path: '/api/Product/SearchProduct',
          headers: { 'content-type': 'application/json', host: HOST, 'user-key': neighbour },
          body: JSON.stringify({
            page: 1 + Math.floor(Math.random() * 3),
            CAT: { FilterLevelCode: 'CAT', FilterIdList: [pick(categories)] },
            Sorting: pick(['Name_ASC', 'Price_ASC', 'Price_DESC'] as const),
          }),
        });
        const text = await res.body.text();
        const ms = performance.now() - started;
        if (Date.now() >= warmupEnd) {
          into.push(ms);
          if (res.statusCode !== 200 || !text.includes('"Status":1')) errors++;
        }
        await sleep(Math.max(0, PACE_MS - ms));
      }
    };

    let stop = false;
    const heavy = { answered: 0, refused: 0, failed: 0, latencies: [] as number[] };
    const pool = new Pool(server.url, { connections: 3, pipelining: 1 });
    const heavyClient = async (n: number) => {
      for (let i = 0; !stop; i++) {
        const probe = i % 10 === 9;
        const text = probe
          ? '%_'.repeat(10 + ((i + n) % 40))
          : `${pick(common)} ${pick([...LETTERS])}${pick([...LETTERS])}`;
        const path = i % 2 === 0 ? '/api/Product/GlobalSearch' : '/api/Product/SearchProduct';
        const body = path.endsWith('GlobalSearch')
          ? { SearchText: text, NeedSalesReturn: false, NeedFOC: false, Limit: 50 }
          : { page: 1, PageSize: 100, SearchText: text };
        const started = performance.now();
        try {
          const res = await pool.request({
            method: 'POST',
            path,
            headers: { 'content-type': 'application/json', host: HOST, 'user-key': noisy },
            body: JSON.stringify(body),
          });
          const answer = await res.body.text();
          if (res.statusCode === 200 && answer.includes('"Status":1')) {
            heavy.answered++;
            heavy.latencies.push(performance.now() - started);
          } else if (res.statusCode === 400 || res.statusCode === 429) heavy.refused++;
          else heavy.failed++;
        } catch {
          heavy.failed++;
        }
      }
    };
    // Quiet and loaded windows alternate (the machine's speed moves within a run when other work
    // shares it): quiet, loaded, quiet, loaded, quiet, loaded, quiet.
    const windowMs = durationMs / 3;
    await browse(quietMs, windowMs);
    for (let round = 0; round < 3; round++) {
      stop = false;
      const noise = Promise.all([0, 1, 2].map(heavyClient));
      await browse(loadedMs, windowMs);
      stop = true;
      await noise;
      await browse(quietMs, windowMs);
    }
    await pool.close();
    await neighbourPool.close();
    const sorted = heavy.latencies.sort((a, b) => a - b);
    return {
      quiet: summarise(quietMs, errors, durationMs),
      loaded: summarise(loadedMs, errors, durationMs),
      heavy: {
        answered: heavy.answered,
        refused: heavy.refused,
        failed: heavy.failed,
        p95: sorted[Math.max(0, Math.ceil(sorted.length * 0.95) - 1)] ?? Number.NaN,
      },
    };
  } finally {
    await server.stop();
  }
}
