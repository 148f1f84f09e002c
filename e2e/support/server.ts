import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createThrowawayPostgresDatabase } from '../../apps/server/test/support/throwaway-database.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/** The real server, started as `npm start` does (without the build), on a fresh database. */
export interface RunningServer {
  url: string;
  /** The server process, for resource readings (bench). */
  pid: number;
  /** POSTs to the API (for reading the SMS outbox, preparing data). */
  api(
    pathName: string,
    body?: unknown,
    token?: string,
  ): Promise<{
    status: number;
    body: { Status: number; Data: unknown; Code: string; Msg: string };
    token: string | null;
  }>;
  /** The latest one-time code texted to a number. */
  latestCode(mobile: string): Promise<string>;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export interface StartOptions {
  /** Run on this existing database instead of a fresh one (bench: a pre-seeded catalogue). */
  databaseUrl?: string;
}

export async function startServer(
  env: Record<string, string> = {},
  options: StartOptions = {},
): Promise<RunningServer> {
  const webDist = path.resolve(repoRoot, process.env.WEB_DIST_DIR ?? 'apps/web/dist');
  if (!existsSync(path.join(webDist, 'index.html'))) {
    throw new Error('The web app is not built: run "npm run build" before the browser tests.');
  }
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'restock-e2e-'));
  const database =
    options.databaseUrl || !process.env.DATABASE_URL
      ? null
      : await createThrowawayPostgresDatabase(process.env.DATABASE_URL, 'restock_e2e');
  // The young-generation cap and the old space's growth to at most half again between full collections keep the
  // server's memory under its budget (docs/performance.md, decisions 061 and 089), as in `npm start`. SERVER_NODE_ARGS adds flags for a profiling run (`--cpu-prof`, which Node does
  // not take from NODE_OPTIONS).
  const extraArgs = (process.env.SERVER_NODE_ARGS ?? '').split(' ').filter((a) => a !== '');
  const child: ChildProcess = spawn(
    process.execPath,
    ['--max-semi-space-size=8', '--heap-growing-percent=50', ...extraArgs, 'apps/server/src/main.ts'],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: options.databaseUrl ?? database?.url ?? '',
        SEED_DEMO: 'true',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        // The browser tests and bench read the texted codes through /api/dev/Outbox (decision 068).
        DEV_OUTBOX: 'true',
        // The demo's start reminder of surveys would stand in front of every other test's screens;
        // the survey test turns it on in the settings its app receives (decision 108).
        SEED_DEMO_SETTINGS: JSON.stringify({ isEnableSurveyReminder: 'false' }),
        ...env,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not start within 60 s');
    await new Promise((r) => setTimeout(r, 200));
  }

  const api: RunningServer['api'] = async (pathName, body = {}, token) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (token) headers['user-key'] = token;
    const res = await fetch(`${url}/api${pathName}`, { method: 'POST', headers, body: JSON.stringify(body) });
    const answer = (await res.json()) as { Status: number; Data: unknown; Code: string; Msg: string };
    return { status: res.status, body: answer, token: res.headers.get('user-key') };
  };

  return {
    url,
    pid: child.pid ?? 0,
    api,
    async latestCode(mobile) {
      for (let i = 0; i < 50; i++) {
        const res = await api('/dev/Outbox', { To: mobile });
        const messages = res.body.Data as Array<{ Body: string }> | null;
        const code = messages?.[0]?.Body.match(/\b(\d{4})\b/)?.[1];
        if (code) return code;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`no code texted to ${mobile}`);
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
