import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { orderSubmissions, orders } from '../src/db/schema.ts';
import { type ChildServer, startChildServer } from './support/child-server.ts';
import { engine } from './support/harness.ts';
import { createThrowawayPostgresDatabase } from './support/throwaway-database.ts';

/**
 * Crash safety (issue 5, reliability suite): the real server as a child process, driven by one
 * retailer uploading cart lines and submitting orders, killed with SIGKILL in each of 20 cycles and
 * started again on the same database. Even cycles kill at a random moment; odd cycles kill as a
 * submit's answer arrives and drop the answer, so a submission is made that was never acknowledged.
 * After each restart the cart must be exactly the last confirmed cart, or that cart with the one
 * interrupted upload applied whole; an interrupted submit retried with its key and body must answer
 * its orders, made once (the very orders of a dropped answer). The last cycle's interruption is
 * settled the same way after the last restart (decision 059); then every acknowledged order exists
 * exactly once and no other submission or order was made.
 */
const CYCLES = Number(process.env.CRASH_CYCLES ?? 20);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Waits until the killed server's PostgreSQL backends have gone. A backend that received a statement
 * before its client died still runs it and commits it, so the test looks at the database only once
 * every statement the killed server sent has ended, committed or rolled back (decision 059).
 */
async function waitForBackendsToEnd(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (let i = 0; ; i++) {
      const { rows } = await client.query<{ n: number }>(
        'select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
      if (rows[0]?.n === 0) return;
      if (i > 600) throw new Error(`${rows[0]?.n} backends of the killed server still run after 30 s`);
      await sleep(50);
    }
  } finally {
    await client.end();
  }
}

/** A failed check (a wrong answer), as opposed to an error of the connection to the dying server. */
function isAssertion(error: unknown): boolean {
  return error instanceof Error && error.name === 'AssertionError';
}

type Cart = Map<number, number>;
interface Product {
  ProductId: number;
  PrincipalId: number;
  DistributorId: number;
}
type SubmitBody = { DeliveryDate: string; AddressId: number };
type Pending =
  | { kind: 'upload'; lines: Map<number, number> }
  /** lostAnswer: the order ids of the answer the kill took away (the submit was made). */
  | { kind: 'submit'; key: string; body: SubmitBody; lostAnswer: number[] | null }
  | null;

describe(`Crash safety under SIGKILL (${engine})`, () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'restock-crash-'));
  let server: ChildServer | null = null;
  let pgDb: Awaited<ReturnType<typeof createThrowawayPostgresDatabase>> | null = null;
  afterAll(async () => {
    await server?.kill('SIGKILL');
    await pgDb?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(`keeps every acknowledged order and cart line across ${CYCLES} kills`, async () => {
    pgDb = process.env.DATABASE_URL ? await createThrowawayPostgresDatabase(process.env.DATABASE_URL) : null;
    const env = { DATA_DIR: dataDir, ...(pgDb ? { DATABASE_URL: pgDb.url } : {}) };
    server = await startChildServer(env);
    const signIn = await server.call('/login/UserAuthentication', {
      loginId: 'retailer1',
      password: 'Retailer@123',
    });
    expect(signIn.body.Status).toBe(1);
    const token = signIn.token;
    const call = (p: string, body: unknown, headers?: Record<string, string>) =>
      server!.call(p, body, { token, headers });

    const list = await call('/Product/SearchProduct', { page: 1, PageSize: 60 });
    const products = (
      list.body.Data as Array<
        Product & { MinORDQty: number; MaxORDQty: number; IsSaleable: number; SIH: number }
      >
    )
      .filter((p) => p.MinORDQty <= 1 && p.MaxORDQty === 0 && p.IsSaleable === 1 && p.SIH > 100)
      .slice(0, 12);
    expect(products.length).toBeGreaterThanOrEqual(6);
    let addresses = (await call('/Retailer/GetRetailerAddress', {})).body.Data as Array<{
      RetAddress_Id: number;
    }>;
    if (addresses.length === 0) {
      const added = await call('/Retailer/AddRetailerAddress', {
        Address1: '12 Market Road',
        City: 'Pune',
        State: 'Maharashtra',
        Country: 'India',
        Zip: '411001',
        MobileNo: '9876543210',
        Default: true,
      });
      expect(added.body.Status).toBe(1);
      addresses = (await call('/Retailer/GetRetailerAddress', {})).body.Data as Array<{
        RetAddress_Id: number;
      }>;
    }
    const addressId = addresses[0]!.RetAddress_Id;
    expect((await call('/SalesOrder/ClearCart', {})).body.Status).toBe(1);

    const readCart = async (): Promise<Cart> => {
      const res = await call('/SalesOrder/CartDetail', { ReqCode: 'MyCart', NeedFOC: false });
      expect(res.body.Status, res.body.Msg).toBe(1);
      const lines = res.body.Data as Array<{ ProductId: number; Qty: number; IsFree: number }>;
      return new Map(lines.filter((l) => !l.IsFree).map((l) => [l.ProductId, l.Qty]));
    };
    const submitBody = async () => {
      const dates = (await call('/Appconfig/GetDeliveryDate', {})).body.Data as {
        StandardDeliveryDate: string;
      };
      return { DeliveryDate: dates.StandardDeliveryDate, AddressId: addressId };
    };

    let confirmed: Cart = new Map();
    const acknowledged = new Map<string, number[]>();
    let pending: Pending = null;
    let kills = 0;
    let lostAnswers = 0;

    /**
     * After a restart: settles what the kill interrupted. The cart is the confirmed one, or it with the
     * interrupted upload applied whole. An interrupted submit is retried with its key and body, as the
     * web retries it: it answers the orders it made before the kill (or that the killed server's
     * database backend committed after it), or makes them now; either way it is then acknowledged.
     * A submit whose answer the kill took away was made: its retry replays that answer.
     */
    const settle = async () => {
      const cart = await readCart();
      if (pending?.kind === 'upload') {
        const applied = new Map(confirmed);
        for (const [id, qty] of pending.lines) qty === 0 ? applied.delete(id) : applied.set(id, qty);
        expect([JSON.stringify([...confirmed].sort()), JSON.stringify([...applied].sort())]).toContain(
          JSON.stringify([...cart].sort()),
        );
        confirmed = cart;
      } else if (pending?.kind === 'submit') {
        const retry = await call('/SalesOrder/OrderSubmit', pending.body, { 'idempotency-key': pending.key });
        expect(retry.body.Status, retry.body.Msg).toBe(1);
        if (pending.lostAnswer) {
          expect(retry.headers.get('idempotent-replayed')).toBe('true');
          expect(retry.body.Data).toEqual(pending.lostAnswer);
        }
        acknowledged.set(pending.key, retry.body.Data as number[]);
        expect(await readCart()).toEqual(new Map());
        confirmed = new Map();
      } else {
        expect(cart).toEqual(confirmed);
      }
      pending = null;
    };

    for (let cycle = 0; cycle < CYCLES; cycle++) {
      await settle();

      // Odd cycles kill the server as the answer of a submit arrives and drop that answer (the crash
      // took it): a submission made and never acknowledged, which the next settle must find. Other
      // cycles kill at a random moment.
      const loseAnswer = cycle % 2 === 1;
      let killed = false;
      let killNow = () => {};
      let timer: NodeJS.Timeout | undefined;
      const killer = new Promise<void>((resolve) => {
        killNow = resolve;
        timer = setTimeout(resolve, loseAnswer ? 5000 : 100 + Math.random() * 900);
      }).then(async () => {
        clearTimeout(timer);
        killed = true;
        kills++;
        await server!.kill('SIGKILL');
      });
      try {
        while (!killed) {
          if (confirmed.size > 0 && Math.random() < 0.3) {
            const key = randomUUID();
            const body = await submitBody();
            const attempt = { kind: 'submit' as const, key, body, lostAnswer: null as number[] | null };
            pending = attempt;
            const res = await call('/SalesOrder/OrderSubmit', body, { 'idempotency-key': key });
            expect(res.body.Status, res.body.Msg).toBe(1);
            if (loseAnswer && !killed) {
              attempt.lostAnswer = res.body.Data as number[];
              lostAnswers++;
              killNow();
              await killer;
              break;
            }
            acknowledged.set(key, res.body.Data as number[]);
            pending = null;
            confirmed = new Map();
          } else {
            const picked = [...products]
              .sort(() => Math.random() - 0.5)
              .slice(0, 1 + Math.floor(Math.random() * 3));
            const lines = new Map(
              picked.map((p) => {
                const old = confirmed.get(p.ProductId) ?? 0;
                const next = Math.random() < 0.2 && old > 0 ? 0 : old + 1 + Math.floor(Math.random() * 20);
                return [p.ProductId, next] as const;
              }),
            );
            pending = { kind: 'upload', lines };
            const res = await call(
              '/SalesOrder/OrderUpload',
              picked.map((p) => ({
                PId: p.ProductId,
                PrincipalId: p.PrincipalId,
                DistributorId: p.DistributorId,
                Qty: lines.get(p.ProductId),
              })),
            );
            expect(res.body.Status, res.body.Msg).toBe(1);
            const applied = new Map(confirmed);
            for (const [id, qty] of lines) qty === 0 ? applied.delete(id) : applied.set(id, qty);
            confirmed = applied;
            pending = null;
          }
        }
      } catch (err) {
        // Only the kill may interrupt the driver: a refused or cut connection while it lands. An
        // answer that did arrive is checked like any other.
        if (!killed || isAssertion(err)) throw err;
      }
      await killer;
      if (pgDb) await waitForBackendsToEnd(pgDb.url);
      server = await startChildServer(env);
    }
    // The last kill's interruption too: without this, a submit made but not answered before the last
    // kill is a submission no one counted.
    await settle();
    expect(kills).toBe(CYCLES);
    if (CYCLES > 1) expect(lostAnswers).toBeGreaterThan(0);
    expect(acknowledged.size).toBeGreaterThan(0);
    await server.kill('SIGTERM');
    server = null;

    // Every acknowledged order exists exactly once, under the submission of its key, and no
    // submission or order was made that no one was told about.
    const database = await openDatabase(pgDb ? { databaseUrl: pgDb.url } : { dataDir });
    try {
      const submissions = await database.db.select().from(orderSubmissions);
      expect(submissions.length).toBe(acknowledged.size);
      for (const s of submissions) expect(s.orderIds).toEqual(acknowledged.get(s.idempotencyKey ?? ''));
      const ids = [...acknowledged.values()].flat();
      expect(new Set(ids).size).toBe(ids.length);
      const stored = await database.db.select({ id: orders.id }).from(orders).where(inArray(orders.id, ids));
      expect(stored.length).toBe(ids.length);
      const made = await database.db
        .select({ id: orders.id, submissionId: orders.submissionId })
        .from(orders);
      expect(made.filter((o) => o.submissionId !== null).length).toBe(ids.length);
    } finally {
      await database.close();
    }
  }, 600_000);
});
