import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const serverDir = path.resolve(import.meta.dirname, '..');

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('graceful shutdown', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'restock-shutdown-'));
  let child: ChildProcess | null = null;
  afterAll(() => {
    if (child?.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('finishes in-flight requests on SIGTERM, then exits cleanly', async () => {
    const port = await freePort();
    const env = {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'info',
    };
    child = spawn(process.execPath, ['src/main.ts'], {
      cwd: serverDir,
      env,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    // The server logs "incoming request" once it holds a request: count the sign-ins it holds.
    let received = 0;
    child.stdout?.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) {
        if (line.includes('/api/login/UserAuthentication') && line.includes('incoming request')) received++;
      }
    });
    const url = `http://127.0.0.1:${port}`;
    // A fresh embedded database is migrated and seeded first: on a loaded machine that has taken
    // over 30 s, so the wait is long, and a server that never came up fails here, by name.
    let up = false;
    for (let i = 0; i < 1200 && !up; i++) {
      up = await fetch(`${url}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (!up) await sleep(100);
    }
    expect(up, 'the server answered /healthz').toBe(true);
    const exited = new Promise<number | null>((resolve) => child?.once('exit', (code) => resolve(code)));

    // Password sign-ins each spend tens of milliseconds hashing: once the server holds all of them,
    // the signal arrives while they are still being answered.
    const inFlight = Array.from({ length: 8 }, () =>
      fetch(`${url}/api/login/UserAuthentication`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ loginId: 'retailer1', password: 'Retailer@123' }),
      }).then(async (r) => ({ status: r.status, body: (await r.json()) as { Status: number } })),
    );
    for (let i = 0; i < 400 && received < inFlight.length; i++) await sleep(5);
    expect(received).toBe(inFlight.length);
    child.kill('SIGTERM');

    const answers = await Promise.all(inFlight);
    for (const a of answers) expect(a).toMatchObject({ status: 200, body: { Status: 1 } });
    expect(await exited).toBe(0);
  }, 180_000);
});
