import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU time of processes from /proc (user + system, in ms). A figure per request from it stays
 * meaningful when other work shares the machine, where latencies and rates do not.
 */
const TICK_MS = 10; // USER_HZ is 100 on Linux

function processCpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

/**
 * The PostgreSQL server's processes on this machine (postmaster, backends, background workers), or
 * only the backends of one database (their title reads `postgres: <user> <database> <host>`), so
 * that other work on the same server does not count.
 */
export function postgresPids(database?: string | null): number[] {
  const pids: number[] = [];
  // null: the database is embedded in the server process, which already counts it.
  if (database === null) return pids;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== 'postgres') continue;
      if (database) {
        const title = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ');
        if (!title.split(' ').includes(database)) continue;
      }
      pids.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

/** Starts counting the CPU of the server process and PostgreSQL (or one database's backends); `stop` answers both, in ms. */
export function startCpuMeter(
  serverPid: number,
  database?: string | null,
): { stop(): { serverMs: number; postgresMs: number } } {
  const pg = new Map(postgresPids(database).map((pid) => [pid, processCpuMs(pid)]));
  const server = processCpuMs(serverPid);
  return {
    stop() {
      let postgresMs = 0;
      for (const pid of postgresPids(database)) postgresMs += processCpuMs(pid) - (pg.get(pid) ?? 0);
      return { serverMs: processCpuMs(serverPid) - server, postgresMs };
    },
  };
}

/**
 * Waits until the server and its database have been idle (under 5% of a core) for half a second,
 * or `maxMs` passed: work the first calls started in the background (the catalogue index build)
 * must not share the machine with a measurement. Answers how long it waited.
 */
export async function waitUntilIdle(
  serverPid: number,
  database: string | null,
  maxMs = 60_000,
): Promise<number> {
  const started = Date.now();
  const windowMs = 250;
  let quiet = 0;
  while (Date.now() - started < maxMs && quiet < 2) {
    const meter = startCpuMeter(serverPid, database);
    await new Promise((resolve) => setTimeout(resolve, windowMs));
    const { serverMs, postgresMs } = meter.stop();
    quiet = serverMs + postgresMs < windowMs * 0.05 ? quiet + 1 : 0;
  }
  return Date.now() - started;
}
