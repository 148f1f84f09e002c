import { connect } from 'node:net';
import { SORT_OPTIONS } from '@restock/domain/codes';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandling } from '../src/http/error-handler.ts';
import { createTestApp, engine, type TestApp } from './support/harness.ts';

/*
 * A client that goes away before its answer is sent (a browser closing a tab or a test's browser
 * context, a cancelled fetch) is not a server error: the "Premature close" of the answer's stream
 * is logged at info, not as an unhandled error (docs/decisions/062). A stream closing early while
 * the client is still there stays an error.
 */

interface LogLine {
  level: number;
  msg: string;
  err?: { message?: string; code?: string };
}

/** A pino stream that keeps the app's log lines. */
function logCapture(lines: LogLine[]) {
  return { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line) as LogLine) } };
}

const CLIENT_GONE = 'client closed the connection before the answer was sent';

describe(`a client that goes away (${engine})`, () => {
  let t: TestApp;
  let token: string;
  let port: number;
  const logs: LogLine[] = [];

  beforeAll(async () => {
    t = await createTestApp({ logger: logCapture(logs) });
    token = await t.tokenFor('retailer1');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(async () => {
    await t.close();
  });

  /** Sends a request on a raw socket and closes the socket once it is written, after `afterMs`. */
  function sendAndLeave(request: string, afterMs: number): Promise<void> {
    return new Promise((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(request, () => {
          if (afterMs === 0) socket.destroy();
          else setTimeout(() => socket.destroy(), afterMs);
        });
      });
      socket.on('close', () => resolve());
      socket.on('error', () => resolve());
    });
  }

  it('is logged at info, not as an error, when it leaves before a compressed list answer is sent', async () => {
    // A 100-product page is above the inline compression size, so its brotli answer is a stream:
    // the stream's "Premature close" reached the error handler and was logged as unhandled. Each
    // try asks another page (no cached answer), until the socket closed while the answer was on
    // its way. The client leaves at once or a little later: on a busy machine the server may see a
    // socket closed at once before it starts the answer (then it sends nothing, and logs nothing).
    const bodies = SORT_OPTIONS.flatMap((Sorting) =>
      [1, 2, 3, 4, 5].map((page) => JSON.stringify({ page, PageSize: 100, Sorting })),
    );
    for (const [i, body] of bodies.entries()) {
      await sendAndLeave(
        'POST /api/Product/SearchProduct HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
          `Accept-Encoding: br\r\nuser-key: ${token}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
        [0, 2, 5, 10, 20][i % 5]!,
      );
      // Its log lines are written once the server is done with it.
      await new Promise((r) => setTimeout(r, 200));
      if (logs.some((l) => l.msg === CLIENT_GONE)) break;
    }
    expect(logs.filter((l) => l.msg === CLIENT_GONE).length).toBeGreaterThan(0);
    expect(logs.filter((l) => l.level >= 40)).toEqual([]);
    expect(logs.some((l) => l.err?.message === 'Premature close')).toBe(false);

    // The same call answered to a client that stays is whole and compressed.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Product/SearchProduct',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'br', 'user-key': token },
      payload: bodies[0],
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
  });
});

describe('a stream closing early while the client is there', () => {
  it('stays an unhandled error: 500 E009, logged at error', async () => {
    const logs: LogLine[] = [];
    const app = Fastify({ logger: logCapture(logs) });
    registerErrorHandling(app);
    app.get('/broken', async () => {
      throw Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' });
    });
    const res = await app.inject({ method: 'GET', url: '/broken' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ Status: 0, Code: 'E009' });
    expect(logs.filter((l) => l.level === 50).map((l) => [l.msg, l.err?.message])).toEqual([
      ['unhandled error', 'Premature close'],
    ]);
    expect(logs.some((l) => l.msg === CLIENT_GONE)).toBe(false);
    await app.close();
  });
});
