import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { orderSubmissions, orders } from '../src/db/schema.ts';
import { type ChildServer, startChildServer } from './support/child-server.ts';
import { createPostgresDatabase, engine } from './support/harness.ts';

/**
 * Crash safety (issue 5, reliability suite): the real server as a child process, driven by one
 * retailer uploading cart lines and submitting orders, killed with SIGKILL at a random moment in
 * each of 20 cycles and started again on the same database. After each restart the cart must be
 * exactly the last confirmed cart, or that cart with the one interrupted upload applied whole; an
 * interrupted submit retried with its key must answer its orders (made once). At the end every
 * acknowledged order exists exactly once and no other order was made.
 */
const CYCLES = Number(process.env.CRASH_CYCLES ?? 20);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Cart = Map<number, number>;
interface Product {
  ProductId: number;
  PrincipalId: number;
  DistributorId: number;
}
type Pending = { kind: 'upload'; lines: Map<number, number> } | { kind: 'submit'; key: string } | null;

describe(`Crash safety under SIGKILL (${engine})`, () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'restock-crash-'));
  let server: ChildServer | null = null;
  let pgDb: Awaited<ReturnType<typeof createPostgresDatabase>> | null = null;
  afterAll(async () => {
    await server?.kill('SIGKILL');
    await pgDb?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(`keeps every acknowledged order and cart line across ${CYCLES} kills`, async () => {
    pgDb = process.env.DATABASE_URL ? await createPostgresDatabase(process.env.DATABASE_URL) : null;
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

    for (let cycle = 0; cycle < CYCLES; cycle++) {
      // After a restart: the cart is the confirmed one, or it with the interrupted upload applied whole.
      const cart = await readCart();
      if (pending?.kind === 'upload') {
        const applied = new Map(confirmed);
        for (const [id, qty] of pending.lines) qty === 0 ? applied.delete(id) : applied.set(id, qty);
        expect([JSON.stringify([...confirmed].sort()), JSON.stringify([...applied].sort())]).toContain(
          JSON.stringify([...cart].sort()),
        );
        confirmed = cart;
      } else if (pending?.kind === 'submit') {
        // The retry of an interrupted submit answers its orders, made once.
        const retry = await call('/SalesOrder/OrderSubmit', await submitBody(), {
          'idempotency-key': pending.key,
        });
        expect(retry.body.Status, retry.body.Msg).toBe(1);
        acknowledged.set(pending.key, retry.body.Data as number[]);
        expect(await readCart()).toEqual(new Map());
        confirmed = new Map();
      } else {
        expect(cart).toEqual(confirmed);
      }
      pending = null;

      let killed = false;
      const killer = sleep(100 + Math.random() * 900).then(async () => {
        killed = true;
        kills++;
        await server!.kill('SIGKILL');
      });
      try {
        while (!killed) {
          if (confirmed.size > 0 && Math.random() < 0.3) {
            const key = randomUUID();
            const body = await submitBody();
            pending = { kind: 'submit', key };
            const res = await call('/SalesOrder/OrderSubmit', body, { 'idempotency-key': key });
            expect(res.body.Status, res.body.Msg).toBe(1);
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
        // Only the kill may interrupt the driver: a refused connection while it lands.
        if (!killed) throw err;
      }
      await killer;
      server = await startChildServer(env);
    }
    expect(kills).toBe(CYCLES);
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
