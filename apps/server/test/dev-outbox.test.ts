import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsOutbox } from '../src/db/schema.ts';
import { httpGatewaySms } from '../src/integrations/sms.ts';
import { demoClientId } from './login-helpers.ts';
import { type ChildServer, startChildServer } from './support/child-server.ts';
import { createTestApp, engine, type TestApp } from './support/harness.ts';
import { createThrowawayPostgresDatabase } from './support/throwaway-database.ts';

/**
 * Issue 16, item 1 (decision 068): the code outbox over HTTP is an explicit opt-in (DEV_OUTBOX=true),
 * never a consequence of NODE_ENV. A server started as the README says (no flag, NODE_ENV unset)
 * answers 404 to /api/dev/Outbox and writes each code to its own log instead; with a real SMS
 * gateway no readable code is stored.
 */
describe(`the code outbox (${engine})`, () => {
  describe('a server started like `npm start`: no DEV_OUTBOX, no NODE_ENV, no gateway', () => {
    let server: ChildServer;
    let output = '';
    const dataDir = mkdtempSync(path.join(tmpdir(), 'restock-outbox-'));
    let pgDb: Awaited<ReturnType<typeof createThrowawayPostgresDatabase>> | null = null;

    beforeAll(async () => {
      pgDb = process.env.DATABASE_URL
        ? await createThrowawayPostgresDatabase(process.env.DATABASE_URL)
        : null;
      server = await startChildServer(
        {
          DATA_DIR: dataDir,
          DATABASE_URL: pgDb?.url ?? '',
          // vitest sets NODE_ENV=test; `npm start` leaves it unset. Undefined values are not passed.
          NODE_ENV: undefined,
          DEV_OUTBOX: undefined,
          SMS_GATEWAY_URL: undefined,
        },
        { onStdout: (text) => (output += text) },
      );
    }, 90_000);
    afterAll(async () => {
      await server?.kill('SIGTERM');
      await pgDb?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('has no /api/dev/Outbox and does not list it in the OpenAPI document', async () => {
      const res = await server.call('/dev/Outbox', { To: '9000000002' });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ Status: 0, Code: 'E008', Data: null });
      const docs = (await (await fetch(`${server.url}/api/docs`)).json()) as { paths: object };
      expect(Object.keys(docs.paths).some((p) => /dev\/outbox/i.test(p))).toBe(false);
    });

    it('writes the texted code to its own log, and that code signs in', async () => {
      const start = await server.call('/login/UserAuthentication', { loginId: '9000000002' });
      expect(start.status).toBe(200);
      let code: string | undefined;
      for (let i = 0; i < 50 && !code; i++) {
        code = /code for 9000000002\b[^\n]*?\b(\d{4}) is your /.exec(output)?.[1];
        if (!code) await new Promise((r) => setTimeout(r, 100));
      }
      expect(code, output).toMatch(/^\d{4}$/);
      const done = await server.call('/Login/ValidateLoginOTP', { otp: code }, { token: start.token });
      expect(done.status, JSON.stringify(done.body)).toBe(200);
      expect(done.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    });
  });

  describe('the in-process app', () => {
    let on: TestApp;
    let off: TestApp;
    beforeAll(async () => {
      on = await createTestApp({ env: { DEV_OUTBOX: 'true' } });
      off = await createTestApp({ env: { DEV_OUTBOX: 'false', NODE_ENV: 'development' } });
    });
    afterAll(async () => {
      await on.close();
      await off.close();
    });

    it('answers /api/dev/Outbox with DEV_OUTBOX=true, and lists it in the OpenAPI document then only', async () => {
      await on.call('/login/UserAuthentication', { loginId: '9000000002' });
      const res = await on.call('/dev/Outbox', { To: '9000000002' });
      expect(res.status).toBe(200);
      expect((res.body.Data as Array<{ Body: string }>)[0]!.Body).toMatch(/^\d{4} is your /);
      const listed = async (t: TestApp) => {
        const docs = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json() as { paths: object };
        return Object.keys(docs.paths).some((p) => /dev\/outbox/i.test(p));
      };
      expect(await listed(on)).toBe(true);
      expect(await listed(off)).toBe(false);
    });

    it('has no outbox without the flag, whatever NODE_ENV says', async () => {
      await off.call('/login/UserAuthentication', { loginId: '9000000002' });
      expect((await off.call('/dev/Outbox', { To: '9000000002' })).status).toBe(404);
    });

    it('keeps no readable code when a real gateway sends it', async () => {
      const received: string[] = [];
      const gateway: Server = createServer((req, res) => {
        let body = '';
        req.on('data', (c) => (body += c));
        req.on('end', () => {
          received.push(body);
          res.end('{}');
        });
      });
      await new Promise<void>((r) => gateway.listen(0, '127.0.0.1', r));
      try {
        const address = gateway.address();
        const port = typeof address === 'object' && address ? address.port : 0;
        const sms = httpGatewaySms(on.database.db, {
          url: `http://127.0.0.1:${port}/send`,
          apiKey: 'k',
          sender: 'S',
        });
        const clientId = await demoClientId(on);
        await sms.send({ clientId, to: '9111111111', body: '4821 is your Restock sign-in code.' });
        expect(JSON.parse(received[0]!)).toMatchObject({
          to: '9111111111',
          body: '4821 is your Restock sign-in code.',
        });
        const rows = await on.database.db.select().from(smsOutbox).where(eq(smsOutbox.to, '9111111111'));
        expect(rows).toHaveLength(1);
        expect(rows[0]!.status).toBe('sent');
        expect(rows[0]!.body).not.toMatch(/\d/);
      } finally {
        await new Promise((r) => gateway.close(r));
      }
    });
  });
});
