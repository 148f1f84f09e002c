import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

const serverDir = path.resolve(import.meta.dirname, '../..');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface ChildServer {
  url: string;
  child: ChildProcess;
  /** POSTs JSON to /api<path>; rejects when the connection fails (the process died). */
  call(
    pathName: string,
    body: unknown,
    options?: { token?: string; headers?: Record<string, string> },
  ): Promise<{
    status: number;
    body: { Status: number; Data: unknown; Code: string; Msg: string };
    token: string;
    headers: Headers;
  }>;
  kill(signal: NodeJS.Signals): Promise<void>;
}

/** The real server (`node src/main.ts`) as a child process on the given database, ready to serve. */
export async function startChildServer(
  env: { DATABASE_URL?: string; DATA_DIR: string } & NodeJS.ProcessEnv,
  options: { onStdout?: (text: string) => void } = {},
): Promise<ChildServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', options.onStdout ? 'pipe' : 'ignore', 'inherit'],
  });
  child.stdout?.setEncoding('utf8').on('data', (text: string) => options.onStdout?.(text));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const up = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (i > 600) throw new Error('server did not start in 60 s');
    await sleep(100);
  }
  return {
    url,
    child,
    async call(pathName, body, options = {}) {
      const res = await fetch(`${url}/api${pathName}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(options.token ? { 'user-key': options.token } : {}),
          ...options.headers,
        },
        body: JSON.stringify(body),
      });
      return {
        status: res.status,
        body: (await res.json()) as { Status: number; Data: unknown; Code: string; Msg: string },
        token: res.headers.get('user-key') ?? '',
        headers: res.headers,
      };
    },
    async kill(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}
