import { Pool } from 'undici';
import { startCpuMeter } from './cpu.ts';

export interface LoadResult {
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p95: number;
  /** The 97.5th percentile: the search results' budget (issue 22). */
  p975: number;
  p99: number;
  /** CPU ms per request of the server and of PostgreSQL's processes of its database (all requests, warm-up too). */
  cpuMsPerRequest?: { server: number; postgres: number };
}

export interface LoadOptions {
  origin: string;
  path: string | (() => string);
  /** A body per request (varied inputs keep caches honest). */
  body: () => unknown;
  /** Headers of every request, or of each connection (a session per connection). */
  headers?: Record<string, string> | ((connection: number) => Record<string, string>);
  connections: number;
  durationMs: number;
  warmupMs?: number;
  /** Counts the CPU of this server process and of PostgreSQL's backends of this database. */
  cpu?: { serverPid: number; database: string | null };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/**
 * A closed-loop load: `connections` clients each send the next request as soon as the previous
 * answered. Latency is measured per request in milliseconds; a non-2xx or Status 0 answer counts
 * as an error.
 */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const pool = new Pool(options.origin, { connections: options.connections, pipelining: 1 });
  const latencies: number[] = [];
  let errors = 0;
  let recording = false;
  let sent = 0;
  const warmupEnd = Date.now() + (options.warmupMs ?? 1000);
  const end = warmupEnd + options.durationMs;

  const client = async (connection: number) => {
    const headers = typeof options.headers === 'function' ? options.headers(connection) : options.headers;
    while (Date.now() < end) {
      const path = typeof options.path === 'function' ? options.path() : options.path;
      const started = performance.now();
      try {
        const res = await pool.request({
          method: 'POST',
          path,
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify(options.body()),
        });
        const text = await res.body.text();
        sent++;
        const ok = res.statusCode < 300 && text.includes('"Status":1');
        recording ||= Date.now() >= warmupEnd;
        if (recording) {
          latencies.push(performance.now() - started);
          if (!ok) errors++;
        }
      } catch {
        if (recording) errors++;
      }
    }
  };
  const startedAt = Date.now();
  const meter = options.cpu ? startCpuMeter(options.cpu.serverPid, options.cpu.database) : null;
  await Promise.all(Array.from({ length: options.connections }, (_, i) => client(i)));
  const cpu = meter?.stop();
  const measuredMs = Date.now() - Math.max(startedAt, warmupEnd);
  await pool.close();
  const result = summarise(latencies, errors, measuredMs);
  if (cpu && sent > 0)
    result.cpuMsPerRequest = { server: cpu.serverMs / sent, postgres: cpu.postgresMs / sent };
  return result;
}

/** p50/p95/p97.5/p99 (ms) and requests per second of latencies measured over `measuredMs`. */
export function summarise(latencies: number[], errors: number, measuredMs: number): LoadResult {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    requests: sorted.length,
    errors,
    rps: sorted.length / (measuredMs / 1000),
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p975: percentile(sorted, 97.5),
    p99: percentile(sorted, 99),
  };
}
