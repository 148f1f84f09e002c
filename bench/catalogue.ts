import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { request } from 'undici';
import { startServer } from '../e2e/support/server.ts';
import { waitUntilIdle } from './cpu.ts';
import { type BenchDatabase, serverOptions } from './database.ts';
import { type LoadResult, runLoad } from './load.ts';

export const HOST = 'large.localhost';

export type CatalogueScenario =
  | 'searchProduct'
  | 'globalSearch'
  | 'applyFilter'
  | 'returnProductList'
  | 'returnView';

export interface CatalogueBench {
  results: Record<CatalogueScenario, LoadResult>;
  /**
   * The bare route, measured before the first scenario and after each: a scenario's reference is
   * the mean of the p95 just before and just after it.
   */
  bare: LoadResult[];
  references: Record<CatalogueScenario, number>;
  /** Resident memory of the server after the catalogue scenarios. */
  serverRssMB: number;
}

export async function startBareServer(): Promise<{ origin: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'bare-server.ts')], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout?.once('data', (chunk: Buffer) =>
      resolve((JSON.parse(chunk.toString()) as { port: number }).port),
    );
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
  return { origin: `http://127.0.0.1:${port}`, child };
}

export async function post<T>(
  origin: string,
  pathName: string,
  body: unknown,
  token?: string,
): Promise<{ data: T; token: string }> {
  const res = await request(`${origin}${pathName}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', host: HOST, ...(token ? { 'user-key': token } : {}) },
    body: JSON.stringify(body),
  });
  const envelope = (await res.body.json()) as { Status: number; Data: T; Msg: string };
  if (envelope.Status !== 1) throw new Error(`${pathName}: ${envelope.Msg}`);
  return { data: envelope.Data, token: String(res.headers['user-key'] ?? '') };
}

export function residentMB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
const SORTS = ['Name_ASC', 'Price_ASC', 'Price_DESC', 'Date_DESC', 'Point_DESC'] as const;

/**
 * Catalogue scenario: the large catalogue (100,000 products) seeded into a fresh PostgreSQL
 * database, the built server on it, and 16 concurrent clients on SearchProduct with filters,
 * text search and ApplyFilter, and the sales return lists (returnable products, return history),
 * each next to a bare Fastify route measured just before and just after it.
 */
export async function benchCatalogue(
  database: BenchDatabase,
  options: { connections?: number; durationMs?: number } = {},
): Promise<CatalogueBench> {
  const connections = options.connections ?? 16;
  const durationMs = options.durationMs ?? 8000;
  const bare = await startBareServer();
  let server: Awaited<ReturnType<typeof startServer>> | null = null;
  try {
    const target = serverOptions(database);
    server = await startServer({ LOG_LEVEL: 'warn', ...target.env }, target.options);

    const signIn = await post<unknown>(server.url, '/api/login/UserAuthentication', {
      loginId: 'large1',
      password: 'Retailer@123',
    });
    const token = signIn.token;
    const categories = (
      await post<Array<{ Id: number; SubCategories: Array<{ Id: number }> }>>(
        server.url,
        '/api/Product/Categories',
        {},
        token,
      )
    ).data;
    const facets = (
      await post<{ Brands: Array<{ Id: number; FilterLevelCode: string }> }>(
        server.url,
        '/api/Product/DynamicFilter',
        { page: 1 },
        token,
      )
    ).data;
    const firstPage = (
      await post<Array<{ ProductName: string }>>(
        server.url,
        '/api/Product/SearchProduct',
        { page: 1, PageSize: 100 },
        token,
      )
    ).data;
    const words = [
      ...new Set(firstPage.flatMap((p) => p.ProductName.split(/\s+/)).filter((w) => w.length >= 4)),
    ];
    const categoryIds = categories.map((c) => c.Id);
    const brandIds = facets.Brands.filter((b) => b.FilterLevelCode === 'BR').map((b) => b.Id);

    // The first list call starts the catalogue index build (decision 061): measure after it.
    const settledMs = await waitUntilIdle(server.pid, database.engine === 'postgres' ? database.name : null);
    console.log(`(server idle ${settledMs} ms after the first calls)`);
    // Each connection is its own session, as 16 phones would be: one session's calls are limited
    // (decision 075), a load of machine speed on one session would meet the limit. The same
    // retailer signs in on each, so the scenario still reads one distributor's catalogue.
    const tokens = [token];
    for (let i = 2; i <= connections; i++) {
      tokens.push(
        (
          await post<unknown>(server.url, '/api/login/UserAuthentication', {
            loginId: 'large1',
            password: 'Retailer@123',
          })
        ).token,
      );
    }
    const headers = (connection: number) => ({ host: HOST, 'user-key': tokens[connection % tokens.length]! });
    const load = (pathName: string, body: () => unknown) =>
      runLoad({
        origin: server!.url,
        path: pathName,
        body,
        headers,
        connections,
        durationMs,
        warmupMs: 2000,
        cpu: { serverPid: server!.pid, database: database.engine === 'postgres' ? database.name : null },
      });

    // The machine's speed moves within a run (other work shares it): each scenario is measured
    // between two runs of the bare route, and compared with their mean.
    const measureBare = () =>
      runLoad({
        origin: bare.origin,
        path: '/bare',
        body: () => ({}),
        connections,
        durationMs: durationMs / 2,
        warmupMs: 1000,
      });
    const scenarios: Record<CatalogueScenario, () => Promise<LoadResult>> = {
      searchProduct: () =>
        load('/api/Product/SearchProduct', () => ({
          page: 1 + Math.floor(Math.random() * 3),
          CAT: { FilterLevelCode: 'CAT', FilterIdList: [pick(categoryIds)] },
          Sorting: pick(SORTS),
        })),
      globalSearch: () =>
        load('/api/Product/GlobalSearch', () => ({
          SearchText: pick(words),
          NeedSalesReturn: false,
          NeedFOC: false,
        })),
      applyFilter: () =>
        load('/api/Product/ApplyFilter', () => ({
          page: 1,
          BR: { FilterLevelCode: 'BR', FilterIdList: [pick(brandIds)] },
          CAT: { FilterLevelCode: 'CAT', FilterIdList: [pick(categoryIds)] },
          Sorting: pick(SORTS),
        })),
      // The sales return lists (issue 17): returnable products (what the distributor invoiced, less
      // what was returned) and the return history, at large1's invoices and returns.
      returnProductList: () =>
        load('/api/SalesReturn/ProductList', () => ({
          Page: 1 + Math.floor(Math.random() * 2),
          PageSize: 20,
          SearchText: Math.random() < 0.5 ? '' : pick(words),
        })),
      returnView: () =>
        load('/api/SalesReturn/ReturnView', () => ({
          Page: 1 + Math.floor(Math.random() * 2),
          PageSize: 20,
          Status: Math.random() < 0.5 ? undefined : pick(['S', 'A', 'C', 'P', 'I']),
        })),
    };
    const bareRuns = [await measureBare()];
    const results = {} as Record<CatalogueScenario, LoadResult>;
    const references = {} as Record<CatalogueScenario, number>;
    for (const [name, run] of Object.entries(scenarios) as Array<
      [CatalogueScenario, () => Promise<LoadResult>]
    >) {
      results[name] = await run();
      bareRuns.push(await measureBare());
      references[name] = (bareRuns.at(-2)!.p95 + bareRuns.at(-1)!.p95) / 2;
    }
    return { results, bare: bareRuns, references, serverRssMB: residentMB(server.pid) };
  } finally {
    await server?.stop();
    bare.child.kill('SIGTERM');
  }
}
