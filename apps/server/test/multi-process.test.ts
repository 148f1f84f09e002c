import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChildServer, startChildServer } from './support/child-server.ts';
import { createThrowawayPostgresDatabase, type ThrowawayDatabase } from './support/throwaway-database.ts';

/**
 * Several server processes on one PostgreSQL (issue 16, decision 076): two real servers (`node
 * src/main.ts`) share one database, as behind a reverse proxy. Each keeps its own in-memory caches
 * (settings, catalogue index, lines, pages); a change made in the database (as the distributor side
 * will make it, outside either process) must be answered by both on their next call, a cart changed
 * through one is the cart the other sees, and concurrent submits through both make one order set.
 * PostgreSQL only: PGlite is one process's embedded database.
 */
interface Line {
  ProductId: number;
  PrincipalId: number;
  DistributorId: number;
  BuyPrice: number;
  SIH: number;
  MinORDQty: number;
  MaxORDQty: number;
  IsSaleable: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(!process.env.DATABASE_URL)('two server processes on one PostgreSQL (postgres)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'restock-two-'));
  let database: ThrowawayDatabase;
  let sql: pg.Client;
  let a: ChildServer;
  let b: ChildServer;
  let tokenA: string;
  let tokenB: string;

  beforeAll(async () => {
    database = await createThrowawayPostgresDatabase(process.env.DATABASE_URL!);
    // The first process migrates and seeds the empty database; the second finds it ready.
    a = await startChildServer({ DATABASE_URL: database.url, DATA_DIR: dataDir });
    b = await startChildServer({ DATABASE_URL: database.url, DATA_DIR: dataDir });
    sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
    const signIn = async (server: ChildServer) => {
      const res = await server.call('/login/UserAuthentication', {
        loginId: 'retailer1',
        password: 'Retailer@123',
      });
      expect(res.body.Status, res.body.Msg).toBe(1);
      return res.token;
    };
    tokenA = await signIn(a);
    tokenB = await signIn(b);
  }, 120_000);

  afterAll(async () => {
    await sql?.end();
    await a?.kill('SIGTERM');
    await b?.kill('SIGTERM');
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const onA = (p: string, body: unknown, headers?: Record<string, string>) =>
    a.call(p, body, { token: tokenA, headers });
  const onB = (p: string, body: unknown, headers?: Record<string, string>) =>
    b.call(p, body, { token: tokenB, headers });

  const page = async (call: typeof onA): Promise<Line[]> => {
    const res = await call('/Product/SearchProduct', { page: 1, PageSize: 60, Sorting: 'Name_ASC' });
    expect(res.body.Status, res.body.Msg).toBe(1);
    return res.body.Data as Line[];
  };
  const detail = async (call: typeof onA, productId: number): Promise<Line> => {
    const res = await call('/Product/ProductDetail', { ProductId: productId });
    expect(res.body.Status, res.body.Msg).toBe(1);
    return res.body.Data as Line;
  };

  it('both answer a price and stock changed in the database on their next call', async () => {
    // Warm every cache of both processes: the list twice (the first call starts the catalogue
    // index build, decision 061; the second may be answered by it), and the product's detail.
    const first = (await page(onA))[0]!;
    await page(onB);
    await sleep(1500);
    for (const call of [onA, onB]) {
      expect((await page(call))[0]!.ProductId).toBe(first.ProductId);
      await detail(call, first.ProductId);
    }

    const price = first.BuyPrice + 11.25;
    const stock = first.SIH + 777;
    await sql.query(
      'update distributor_products set price = $1, sih = $2 where product_id = $3 and distributor_id = $4',
      [price.toFixed(2), stock, first.ProductId, first.DistributorId],
    );

    for (const call of [onA, onB]) {
      const listed = (await page(call)).find((p) => p.ProductId === first.ProductId)!;
      expect(listed.SIH).toBe(stock);
      expect(listed.BuyPrice).toBeCloseTo(price, 2);
      const shown = await detail(call, first.ProductId);
      expect(shown.SIH).toBe(stock);
      expect(shown.BuyPrice).toBeCloseTo(price, 2);
    }
  });

  it('a cart changed through one process is the cart the other answers', async () => {
    expect((await onA('/SalesOrder/ClearCart', {})).body.Status).toBe(1);
    const lines = (await page(onA))
      .filter((p) => p.MinORDQty <= 1 && p.MaxORDQty === 0 && p.IsSaleable === 1 && p.SIH > 10)
      .slice(0, 3);
    expect(lines.length).toBe(3);
    const cartOf = async (call: typeof onA) => {
      const res = await call('/SalesOrder/CartDetail', { ReqCode: 'MyCart', NeedFOC: false });
      expect(res.body.Status, res.body.Msg).toBe(1);
      return (res.body.Data as Array<{ ProductId: number; Qty: number; IsFree: number }>)
        .filter((l) => !l.IsFree)
        .map((l) => [l.ProductId, l.Qty])
        .sort((x, y) => x[0]! - y[0]!);
    };
    // Warm B's view of the empty cart first, so a stale copy would show.
    expect(await cartOf(onB)).toEqual([]);
    const upload = (call: typeof onA, qty: number, only = lines) =>
      call(
        '/SalesOrder/OrderUpload',
        only.map((p) => ({
          PId: p.ProductId,
          PrincipalId: p.PrincipalId,
          DistributorId: p.DistributorId,
          Qty: qty,
        })),
      );
    expect((await upload(onA, 2)).body.Status).toBe(1);
    const expected = lines.map((p) => [p.ProductId, 2]).sort((x, y) => x[0]! - y[0]!);
    expect(await cartOf(onB)).toEqual(expected);
    // And back: B changes one line, A sees it.
    expect((await upload(onB, 5, lines.slice(0, 1))).body.Status).toBe(1);
    const changed = expected.map(([id, q]) => [id, id === lines[0]!.ProductId ? 5 : q]);
    expect(await cartOf(onA)).toEqual(changed);
  });

  it('50 concurrent submits split across both processes make exactly one order set', async () => {
    const addresses = (await onA('/Retailer/GetRetailerAddress', {})).body.Data as Array<{
      RetAddress_Id: number;
    }>;
    const dates = (await onA('/Appconfig/GetDeliveryDate', {})).body.Data as { StandardDeliveryDate: string };
    const body = { DeliveryDate: dates.StandardDeliveryDate, AddressId: addresses[0]!.RetAddress_Id };
    const retailer = (
      await sql.query<{ id: number }>(
        `select r.id from retailers r join users u on u.retailer_id = r.id where u.login_id = 'retailer1'`,
      )
    ).rows[0]!.id;
    const before = (
      await sql.query<{ id: number }>('select id from orders where retailer_id = $1', [retailer])
    ).rows.map((r) => Number(r.id));

    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        (i % 2 === 0 ? onA : onB)('/SalesOrder/OrderSubmit', body, { 'idempotency-key': randomUUID() }),
      ),
    );
    const made = answers.filter((r) => r.body.Status === 1);
    expect(made).toHaveLength(1);
    for (const r of answers.filter((x) => x.body.Status !== 1)) {
      // The others find the cart already submitted: a coded refusal, never a 5xx.
      expect(r.status, r.body.Msg).toBeGreaterThanOrEqual(400);
      expect(r.status, r.body.Msg).toBeLessThan(500);
    }
    const orderIds = (made[0]!.body.Data as number[]).map(Number).sort((x, y) => x - y);
    expect(orderIds.length).toBeGreaterThan(0);
    const after = (
      await sql.query<{ id: number }>('select id from orders where retailer_id = $1 order by id', [retailer])
    ).rows
      .map((r) => Number(r.id))
      .filter((id) => !before.includes(id));
    expect(after).toEqual(orderIds);
    // Both processes then answer the empty cart.
    for (const call of [onA, onB]) {
      const cart = await call('/SalesOrder/CartDetail', { ReqCode: 'MyCart', NeedFOC: false });
      expect((cart.body.Data as unknown[]).length).toBe(0);
    }
  });
});
