import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../src/config.ts';
import { createTestApp, engine, type TestApp } from './support/harness.ts';

/**
 * Issue 16, items 3 and 6 (decisions 069, 070), over real sockets: which proxy hop the server
 * believes for the caller's address, and how long a slow or stalled request may hold a connection.
 */

async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

/** A rate-limited call anyone may make (sign-in's first step). */
const LIMITED = '/api/Login/CheckLoginIdExist';

async function checkLoginId(url: string, forwardedFor: string): Promise<number> {
  const res = await fetch(url + LIMITED, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    body: JSON.stringify({ loginId: 'retailer1' }),
  });
  await res.arrayBuffer();
  return res.status;
}

describe(`the caller's address behind a proxy (${engine})`, () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '1' } });
    url = await listen(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('takes the address the trusted hop saw: rotating the leftmost X-Forwarded-For does not escape the limit', async () => {
    // The proxy (here the test, on 127.0.0.1) appends the address it saw, 198.51.100.7; whatever the
    // client put before it changes on every call.
    const statuses: number[] = [];
    for (let i = 0; i < 60 && !statuses.includes(429); i++) {
      statuses.push(await checkLoginId(url, `10.0.${i}.1, 203.0.113.${i}, 198.51.100.7`));
    }
    expect(statuses).toContain(429);
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(30);
    // Another caller behind the same proxy has its own allowance: the hop's address is the key,
    // not the proxy's socket.
    expect(await checkLoginId(url, '10.9.9.9, 198.51.100.8')).toBe(200);
  });

  it('reads TRUST_PROXY as a hop count; true is one hop, with a warning', () => {
    expect(readConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(readConfig({}).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toBe('10.0.0.0/8');
    const legacy = readConfig({ TRUST_PROXY: 'true' });
    expect(legacy.trustProxy).toBe(1);
    expect(legacy.warnings.join()).toMatch(/TRUST_PROXY=1/);
  });
});

describe(`timeouts on slow or stalled requests (${engine})`, () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({
      env: { HTTP_HEADERS_TIMEOUT_MS: '500', HTTP_REQUEST_TIMEOUT_MS: '1000', HTTP_IDLE_TIMEOUT_MS: '1500' },
    });
    port = Number(new URL(await listen(t)).port);
  });
  afterAll(async () => {
    await t.close();
  });

  /**
   * Opens a socket, sends `head` at once and then `drip` every 200 ms (nothing when empty);
   * resolves with the milliseconds until the server closed it (or `giveUpMs`) and what it answered.
   */
  function hold(head: string, drip: string, giveUpMs: number): Promise<{ ms: number; answer: string }> {
    return new Promise((resolve) => {
      const started = Date.now();
      let answer = '';
      const socket = connect(port, '127.0.0.1', () => socket.write(head));
      const timer = drip ? setInterval(() => socket.writable && socket.write(drip), 200) : undefined;
      const done = () => {
        clearInterval(timer);
        clearTimeout(giveUp);
        socket.destroy();
        resolve({ ms: Date.now() - started, answer });
      };
      const giveUp = setTimeout(done, giveUpMs);
      socket.setEncoding('utf8');
      socket.on('data', (d: string) => (answer += d));
      socket.on('close', done);
      socket.on('error', () => undefined);
    });
  }

  const headers = (length: number) =>
    `POST /api/Login/CheckLoginIdExist HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;

  it('closes a connection that sent its headers and then stalled its body', async () => {
    const { ms } = await hold(`${headers(100)}{"loginId":`, '', 8000);
    expect(ms).toBeLessThan(4000);
  });

  it('closes a connection that trickles its body slower than the request timeout allows', async () => {
    const { ms, answer } = await hold(`${headers(10_000)}{"loginId":"`, 'a', 8000);
    expect(ms).toBeLessThan(4000);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('closes a connection whose headers never finish', async () => {
    const { ms } = await hold(
      'POST /api/Login/CheckLoginIdExist HTTP/1.1\r\nHost: localhost\r\n',
      'X-A: b\r\n',
      8000,
    );
    expect(ms).toBeLessThan(4000);
  });

  it('answers a request whose body arrives in time', async () => {
    const body = '{"loginId":"retailer1"}';
    const { answer } = await hold(`${headers(body.length)}${body}`, '', 3000);
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
  });

  it('has defaults suited to slow mobile networks', () => {
    const { http } = readConfig({});
    expect(http.headers).toBeGreaterThanOrEqual(10_000);
    expect(http.request).toBeGreaterThanOrEqual(30_000);
    expect(http.request).toBeLessThanOrEqual(120_000);
    expect(http.idle).toBeLessThanOrEqual(120_000);
  });
});
