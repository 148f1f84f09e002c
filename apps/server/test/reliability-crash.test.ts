import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { orderSubmissions, orders } from '../src/db/schema.ts';
import { type ChildServer, startChildServer } from './support/child-server.ts';
import { engine } from './support/harness.ts';
import { SubmitLedger } from './support/submit-ledger.ts';
import { createThrowawayPostgresDatabase } from './support/throwaway-database.ts';

/**
 * Crash safety (issue 5, reliability suite): the real server as a child process, driven by one
 * retailer uploading cart lines and submitting orders, killed with SIGKILL in each of 20 cycles and
 * started again on the same database. Cycles kill at a random moment, or as a submit's answer
 * arrives (the answer is dropped: a submission made and never acknowledged), or while a submit is in
 * flight (made or not, nobody knows). After each restart the cart must be exactly the last confirmed
 * cart, or that cart with the one interrupted upload applied whole; an interrupted submit retried
 * with its key and body must answer its orders, made once (the very orders of a dropped answer). The
 * last cycle's interruption is settled the same way after the last restart (decision 059). Every
 * submit and answer is written to a log as it happens (SubmitLedger, decision 077); at the end every
 * submit sent was acknowledged and exists exactly once with the orders it was told, and no other
 * submission or order was made; when not, the failure prints the cycle where the counts diverge.
 */
const CYCLES = Number(process.env.CRASH_CYCLES ?? 20);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * What ends a cycle. Odd cycles and the last: the kill lands as a submit's answer arrives (the
 * submit was made; the last cycle must end in the case that once went uncounted, decision 059).
 * Every fourth from 2: the kill lands a few milliseconds after a submit was sent, before, during or
 * after its commit. The others: a random moment.
 */
type CycleKind = 'random' | 'lost answer' | 'in flight';
function cycleKind(cycle: number): CycleKind {
  if (cycle % 2 === 1 || cycle === CYCLES - 1) return 'lost answer';
  return cycle % 4 === 2 ? 'in flight' : 'random';
}

/** Client backends still connected to the database (the killed server's, once it is dead). */
async function clientBackends(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ n: number }>(
    `select count(*)::int as n from pg_stat_activity
     where datname = current_database() and backend_type = 'client backend' and pid <> pg_backend_pid()`,
  );
  return rows[0]?.n ?? 0;
}

/** What the database's client backends are running now (the first words of each statement). */
async function runningStatements(client: pg.Client): Promise<string> {
  const { rows } = await client.query<{ q: string }>(
    `select left(regexp_replace(query, '\\s+', ' ', 'g'), 60) as q from pg_stat_activity
     where datname = current_database() and backend_type = 'client backend' and state = 'active'
       and pid <> pg_backend_pid()`,
  );
  return rows.length === 0 ? 'none' : rows.map((r) => JSON.stringify(r.q)).join(', ');
}

/**
 * Waits until the killed server's PostgreSQL backends have gone. A backend that received a statement
 * before its client died still runs it and commits it, so the test looks at the database only once
 * every statement the killed server sent has ended, committed or rolled back (decision 059). Only
 * client backends count: an autovacuum worker on the database is no statement of the server's.
 */
async function waitForBackendsToEnd(client: pg.Client): Promise<void> {
  for (let i = 0; ; i++) {
    const n = await clientBackends(client);
    if (n === 0) return;
    if (i > 600) throw new Error(`${n} backends of the killed server still run after 30 s`);
    await sleep(50);
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
type Call = (p: string, body: unknown, headers?: Record<string, string>) => ReturnType<ChildServer['call']>;

/**
 * Signs retailer1 in through `server()` (whichever process runs now) and readies its cart: the
 * products it orders, its address (added if it has none), an empty cart.
 */
async function prepareRetailer(server: () => ChildServer) {
  const signIn = await server().call('/login/UserAuthentication', {
    loginId: 'retailer1',
    password: 'Retailer@123',
  });
  expect(signIn.body.Status).toBe(1);
  const token = signIn.token;
  const call: Call = (p, body, headers) => server().call(p, body, { token, headers });

  const list = await call('/Product/SearchProduct', { page: 1, PageSize: 60 });
  const products = (
    list.body.Data as Array<
      Product & { MinORDQty: number; MaxORDQty: number; IsSaleable: number; SIH: number }
    >
  )
    .filter((p) => p.MinORDQty <= 1 && p.MaxORDQty === 0 && p.IsSaleable === 1 && p.SIH > 100)
    .slice(0, 12);
  expect(products.length).toBeGreaterThanOrEqual(6);
  const readAddresses = async () =>
    (await call('/Retailer/GetRetailerAddress', {})).body.Data as Array<{ RetAddress_Id: number }>;
  let addresses = await readAddresses();
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
    addresses = await readAddresses();
  }
  const addressId = addresses[0]!.RetAddress_Id;
  expect((await call('/SalesOrder/ClearCart', {})).body.Status).toBe(1);

  return {
    call,
    products,
    async readCart(): Promise<Cart> {
      const res = await call('/SalesOrder/CartDetail', { ReqCode: 'MyCart', NeedFOC: false });
      expect(res.body.Status, res.body.Msg).toBe(1);
      const lines = res.body.Data as Array<{ ProductId: number; Qty: number; IsFree: number }>;
      return new Map(lines.filter((l) => !l.IsFree).map((l) => [l.ProductId, l.Qty]));
    },
    async submitBody(): Promise<SubmitBody> {
      const dates = (await call('/Appconfig/GetDeliveryDate', {})).body.Data as {
        StandardDeliveryDate: string;
      };
      return { DeliveryDate: dates.StandardDeliveryDate, AddressId: addressId };
    },
    upload(lines: Map<number, number>) {
      return call(
        '/SalesOrder/OrderUpload',
        products
          .filter((p) => lines.has(p.ProductId))
          .map((p) => ({
            PId: p.ProductId,
            PrincipalId: p.PrincipalId,
            DistributorId: p.DistributorId,
            Qty: lines.get(p.ProductId),
          })),
      );
    },
  };
}

type Pending =
  | { kind: 'upload'; lines: Map<number, number> }
  /** lostAnswer: the order ids of the answer the kill took away (the submit was made). */
  | { kind: 'submit'; key: string; body: SubmitBody; lostAnswer: number[] | null }
  | null;

describe(`Crash safety under SIGKILL (${engine})`, () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'restock-crash-'));
  let server: ChildServer | null = null;
  let pgDb: Awaited<ReturnType<typeof createThrowawayPostgresDatabase>> | null = null;
  let watcher: pg.Client | null = null;
  // The temp dir (with the submit log) is kept when the run failed.
  let keepDataDir = false;
  afterAll(async () => {
    await server?.kill('SIGKILL');
    await watcher?.end();
    await pgDb?.drop();
    if (keepDataDir) console.error(`crash test: the submit log and data are kept in ${dataDir}`);
    else rmSync(dataDir, { recursive: true, force: true });
  });

  it(`keeps every acknowledged order and cart line across ${CYCLES} kills`, async () => {
    keepDataDir = true;
    pgDb = process.env.DATABASE_URL ? await createThrowawayPostgresDatabase(process.env.DATABASE_URL) : null;
    const env = { DATA_DIR: dataDir, ...(pgDb ? { DATABASE_URL: pgDb.url } : {}) };
    if (pgDb) {
      watcher = new pg.Client({ connectionString: pgDb.url });
      await watcher.connect();
    }
    server = await startChildServer(env);
    const retailer = await prepareRetailer(() => server!);
    const { call, products, readCart, submitBody } = retailer;
    const ledger = new SubmitLedger(path.join(dataDir, 'submits.log'));

    let confirmed: Cart = new Map();
    let pending: Pending = null;
    let kills = 0;
    let lostAnswers = 0;
    const latencies: number[] = [];
    /** A moment inside a submit's usual time: from sending to a little after its answer. */
    const aimInsideSubmit = () => {
      const sorted = [...latencies].sort((a, b) => a - b);
      const typical = sorted[Math.floor(sorted.length / 2)] ?? 20;
      return Math.random() * typical * 1.5;
    };

    /**
     * After a restart: settles what the kill interrupted. The cart is the confirmed one, or it with the
     * interrupted upload applied whole. An interrupted submit is retried with its key and body, as the
     * web retries it: it answers the orders made before the kill (or that the killed server's database
     * backend committed after it), or makes them now; either way it is then acknowledged. A submit
     * whose answer the kill took away was made: its retry replays that answer. On PostgreSQL the test
     * also looks whether the submission is there before the retry: the retry replays exactly then.
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
        const before = watcher
          ? (await watcher.query('select 1 from order_submissions where idempotency_key = $1', [pending.key]))
              .rowCount === 1
          : null;
        const retry = await call('/SalesOrder/OrderSubmit', pending.body, { 'idempotency-key': pending.key });
        expect(retry.body.Status, retry.body.Msg).toBe(1);
        const replayed = retry.headers.get('idempotent-replayed') === 'true';
        ledger.settled(pending.key, retry.body.Data as number[], replayed, before);
        if (before !== null)
          expect(replayed, 'the retry replays exactly when the submission was made').toBe(before);
        if (pending.lostAnswer) {
          expect(replayed).toBe(true);
          expect(retry.body.Data).toEqual(pending.lostAnswer);
        }
        expect(await readCart()).toEqual(new Map());
        confirmed = new Map();
      } else {
        expect(cart).toEqual(confirmed);
      }
      pending = null;
    };

    for (let cycle = 0; cycle < CYCLES; cycle++) {
      await settle();
      const kind = cycleKind(cycle);
      ledger.startCycle(kind);

      let killed = false;
      let killNow = () => {};
      let timer: NodeJS.Timeout | undefined;
      const killer = new Promise<void>((resolve) => {
        killNow = resolve;
        timer = setTimeout(resolve, kind === 'random' ? 100 + Math.random() * 900 : 5000);
      }).then(async () => {
        clearTimeout(timer);
        killed = true;
        kills++;
        ledger.log(
          `kill (pending: ${pending ? `${pending.kind}${pending.kind === 'submit' ? ` ${pending.key}` : ''}` : 'none'})`,
        );
        await server!.kill('SIGKILL');
        if (watcher)
          ledger.log(
            `statements still running in the killed server's backends: ${await runningStatements(watcher)}`,
          );
      });
      try {
        while (!killed) {
          if (confirmed.size > 0 && Math.random() < 0.3) {
            const key = randomUUID();
            const body = await submitBody();
            const attempt = { kind: 'submit' as const, key, body, lostAnswer: null as number[] | null };
            pending = attempt;
            ledger.sent(key, body);
            if (kind === 'in flight') setTimeout(killNow, aimInsideSubmit());
            const started = performance.now();
            const res = await call('/SalesOrder/OrderSubmit', body, { 'idempotency-key': key });
            expect(res.body.Status, res.body.Msg).toBe(1);
            const orderIds = res.body.Data as number[];
            if (kind === 'lost answer' && !killed) {
              attempt.lostAnswer = orderIds;
              ledger.answerLost(key, orderIds);
              lostAnswers++;
              killNow();
              break;
            }
            const ms = performance.now() - started;
            latencies.push(ms);
            ledger.acknowledged(key, orderIds, ms);
            pending = null;
            confirmed = new Map();
            // The kill aimed at this submit came after its answer: the cycle ends with it.
            if (kind === 'in flight') break;
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
            const res = await retailer.upload(lines);
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
        if (pending?.kind === 'submit') ledger.interrupted(pending.key, err);
      }
      await killer;
      if (watcher) await waitForBackendsToEnd(watcher);
      server = await startChildServer(env);
      ledger.log('restarted');
    }
    // The last kill's interruption too: without this, a submit made but not answered before the last
    // kill is a submission no one counted (decision 059).
    await settle();
    expect(kills).toBe(CYCLES);
    if (CYCLES > 1) expect(lostAnswers).toBeGreaterThan(0);
    await server.kill('SIGTERM');
    server = null;

    // Every submit sent was acknowledged and exists exactly once, with the orders it was told, and
    // no submission or order was made that no one was told about.
    const database = await openDatabase(pgDb ? { databaseUrl: pgDb.url } : { dataDir });
    try {
      const submissions = await database.db.select().from(orderSubmissions);
      const { problems, report } = ledger.compare(submissions);
      if (problems.length > 0) console.error(`crash test: submits against the database\n${report}`);
      expect(problems, report).toEqual([]);
      const acknowledged = ledger.acknowledgedIds();
      expect(acknowledged.size).toBeGreaterThan(0);
      expect(submissions.length).toBe(acknowledged.size);
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
    keepDataDir = false;
  }, 600_000);

  /**
   * The case the wait before each restart keeps out of the test above, made to happen (decision 077):
   * the killed server's submit statement is still waiting in its PostgreSQL backend (behind a row
   * lock the test holds) when the restarted server gets the retry of the same key, and commits while
   * that retry runs. The server must still make one set of orders and answer it to the retry.
   */
  it.runIf(engine === 'postgres')(
    "answers a retry with the orders a killed server's backend commits after the restart",
    async () => {
      const db = await createThrowawayPostgresDatabase(process.env.DATABASE_URL!);
      const env = { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'restock-crash-late-')), DATABASE_URL: db.url };
      let child = await startChildServer(env);
      // One connection holds the lock, one looks (pg_stat_activity is read once per transaction).
      const locker = new pg.Client({ connectionString: db.url });
      const looker = new pg.Client({ connectionString: db.url });
      await locker.connect();
      await looker.connect();
      /** Backends of the database waiting for a lock. */
      const waiting = async () =>
        (
          await looker.query<{ n: number }>(
            `select count(*)::int as n from pg_stat_activity
             where datname = current_database() and wait_event_type = 'Lock'`,
          )
        ).rows[0]?.n ?? 0;
      const until = async (what: string, done: () => Promise<boolean>) => {
        for (let i = 0; !(await done()); i++) {
          if (i > 300) throw new Error(`${what}: not after 15 s`);
          await sleep(50);
        }
      };
      try {
        const retailer = await prepareRetailer(() => child);
        const lines = new Map(retailer.products.slice(0, 3).map((p) => [p.ProductId, 10]));
        expect((await retailer.upload(lines)).body.Status).toBe(1);
        const body = await retailer.submitBody();
        const key = randomUUID();

        // The test holds the cart's row lock: the submit's one writing statement waits in its backend.
        await locker.query('begin');
        await locker.query('select 1 from carts for update');
        const first = retailer.call('/SalesOrder/OrderSubmit', body, { 'idempotency-key': key }).then(
          () => 'answered',
          () => 'cut',
        );
        await until('the submit waits for the cart', async () => (await waiting()) === 1);
        await child.kill('SIGKILL');
        expect(await first).toBe('cut');
        child = await startChildServer(env);
        // The dead server's statement still waits in its backend, and will commit.
        expect(await waiting()).toBe(1);

        const retry = retailer.call('/SalesOrder/OrderSubmit', body, { 'idempotency-key': key });
        await until('the retry waits behind it', async () => (await waiting()) === 2);
        await locker.query('commit');
        const answer = await retry;
        expect(answer.body.Status, answer.body.Msg).toBe(1);
        expect(answer.headers.get('idempotent-replayed')).toBe('true');

        const submissions = await locker.query<{ idempotency_key: string; order_ids: number[] }>(
          'select idempotency_key, order_ids from order_submissions',
        );
        expect(submissions.rows).toEqual([{ idempotency_key: key, order_ids: answer.body.Data }]);
        const made = await locker.query<{ id: number }>(
          'select id from orders where submission_id is not null',
        );
        expect(made.rows.map((r) => r.id).sort()).toEqual([...(answer.body.Data as number[])].sort());
        expect(await retailer.readCart()).toEqual(new Map());
      } finally {
        await locker.end();
        await looker.end();
        await child.kill('SIGKILL');
        await db.drop();
        rmSync(env.DATA_DIR, { recursive: true, force: true });
      }
    },
    120_000,
  );
});
