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

describe('graceful shutdown', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'restock-shutdown-'));
  let child: ChildProcess | null = null;
  afterAll(() => {
    if (child?.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('finishes in-flight requests on SIGTERM, then exits cleanly', async () => {
    const port = await freePort();
    child = spawn(process.execPath, ['src/main.ts'], {
      cwd: serverDir,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
      },
      stdio: 'ignore',
    });
    const url = `http://127.0.0.1:${port}`;
    for (let i = 0; i < 300; i++) {
      const up = await fetch(`${url}/healthz`)
        .then((r) => r.ok)
        .catch(() => false);
      if (up) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const exited = new Promise<number | null>((resolve) => child!.once('exit', (code) => resolve(code)));

    // Password sign-ins each spend tens of milliseconds hashing: a batch is still running when
    // the signal arrives.
    const inFlight = Array.from({ length: 8 }, () =>
      fetch(`${url}/api/login/UserAuthentication`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ loginId: 'retailer1', password: 'Retailer@123' }),
      }).then(async (r) => ({ status: r.status, body: (await r.json()) as { Status: number } })),
    );
    await new Promise((r) => setTimeout(r, 30));
    child.kill('SIGTERM');

    const answers = await Promise.all(inFlight);
    for (const a of answers) expect(a).toMatchObject({ status: 200, body: { Status: 1 } });
    expect(await exited).toBe(0);
  }, 60_000);
});
