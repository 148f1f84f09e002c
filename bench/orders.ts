import { execFile } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { Pool } from 'undici';
import { startServer } from '../e2e/support/server.ts';
import { HOST, post } from './catalogue.ts';
import { startCpuMeter } from './cpu.ts';
import { type BenchDatabase, freshDatabase, serverOptions } from './database.ts';
import { type LoadResult, summarise } from './load.ts';

const run = promisify(execFile);

export interface OrdersBench {
  /**
   * pgbench's TPC-B-like transactions per second at the same client count (the reference): the
   * mean of a run just before and one just after the retailers, so that a change of the machine's
   * speed during the scenario (it is shared) weighs on both sides alike.
   */
  pgbenchTps: number;
  pgbenchRuns: [before: number, after: number];
  /** Orders made per second by the retailers. */
  ordersPerSecond: number;
  submits: number;
  calls: Record<'upload' | 'cartDetail' | 'submit', LoadResult>;
  /** CPU of the server and of PostgreSQL per submit loop (upload, cart detail, submit), in ms. */
  cpuMsPerSubmit: { server: number; postgres: number };
}

/**
 * PostgreSQL's own ceiling on this machine: pgbench's built-in TPC-B-like script on a fresh
 * database of scale 10 (1,000,000 accounts), `clients` connections for `seconds`.
 */
export async function pgbenchTps(clients: number, seconds: number): Promise<number> {
  const db = await freshDatabase(`restock_pgbench_${randomBytes(4).toString('hex')}`);
  try {
    await run('pgbench', ['-i', '-q', '-s', '10', db.url], { maxBuffer: 1 << 24 });
    const { stdout } = await run(
      'pgbench',
      ['-n', '-c', String(clients), '-j', '2', '-T', String(seconds), db.url],
      { maxBuffer: 1 << 24 },
    );
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout)?.[1];
    if (!tps) throw new Error(`pgbench printed no tps:\n${stdout}`);
    return Number(tps);
  } finally {
    await db.drop();
  }
}

interface Retailer {
  token: string;
  addressId: number;
  products: Array<{ ProductId: number; PrincipalId: number; DistributorId: number; MinORDQty: number }>;
}

/** Signs in large<n>, makes sure it has an address and picks products its distributor carries. */
async function prepareRetailer(origin: string, n: number): Promise<Retailer> {
  const { token } = await post<unknown>(origin, '/api/login/UserAuthentication', {
    loginId: `large${n}`,
    password: 'Retailer@123',
  });
  let addresses = (
    await post<Array<{ RetAddress_Id: number }>>(origin, '/api/Retailer/GetRetailerAddress', {}, token)
  ).data;
  if (addresses.length === 0) {
    // AddRetailerAddress answers the saved address.
    addresses = [
      (
        await post<{ RetAddress_Id: number }>(
          origin,
          '/api/Retailer/AddRetailerAddress',
          {
            Address1: `${n} Market Road`,
            City: 'Pune',
            State: 'Maharashtra',
            Country: 'India',
            Zip: '411001',
            MobileNo: '9876543210',
            Default: true,
          },
          token,
        )
      ).data,
    ];
  }
  const products = (
    await post<Retailer['products']>(
      origin,
      '/api/Product/SearchProduct',
      { page: 1 + (n % 5), PageSize: 100 },
      token,
    )
  ).data;
  // A clean cart: a retailer of an earlier reused run may have left lines.
  await post<unknown>(origin, '/api/SalesOrder/ClearCart', {}, token);
  return { token, addressId: addresses[0]!.RetAddress_Id, products };
}

/**
 * Orders scenario: `clients` retailers of the large catalogue, each in a closed loop uploading 3
 * to 5 lines, reading its cart and submitting it, for `durationMs` after a warm-up. Orders per
 * second and p95 per call, next to pgbench's transactions per second on the same PostgreSQL at
 * the same client count.
 */
export async function benchOrders(
  database: BenchDatabase,
  options: { clients?: number; durationMs?: number; warmupMs?: number } = {},
): Promise<OrdersBench> {
  const clients = options.clients ?? 16;
  const durationMs = options.durationMs ?? 10_000;
  const warmupMs = options.warmupMs ?? 2000;
  // pgbench needs a PostgreSQL server: the embedded engine has no reference to stand next to.
  const reference = () =>
    database.engine === 'postgres' ? pgbenchTps(clients, Math.round(durationMs / 1000)) : Promise.resolve(0);
  const before = await reference();

  const target = serverOptions(database);
  const server = await startServer({ LOG_LEVEL: 'warn', ...target.env }, target.options);
  const pool = new Pool(server.url, { connections: clients, pipelining: 1 });
  try {
    const retailers = [];
    for (let n = 1; n <= clients; n++) retailers.push(await prepareRetailer(server.url, n));
    const { deliveryDate } = await deliveryDateOf(server.url, retailers[0]!.token);

    const latencies = { upload: [] as number[], cartDetail: [] as number[], submit: [] as number[] };
    const errors = { upload: 0, cartDetail: 0, submit: 0 };
    let orders = 0;
    let submits = 0;
    const warmupEnd = Date.now() + warmupMs;
    const end = warmupEnd + durationMs;
    let meter: ReturnType<typeof startCpuMeter> | null = null;
    let cpu = { serverMs: 0, postgresMs: 0 };
    const meterStart = setTimeout(() => {
      meter = startCpuMeter(server.pid, database.engine === 'postgres' ? database.name : null);
    }, warmupMs);
    const meterStop = setTimeout(() => {
      if (meter) cpu = meter.stop();
    }, warmupMs + durationMs);

    const call = async (
      kind: keyof typeof latencies,
      path: string,
      token: string,
      body: unknown,
      key?: string,
    ) => {
      const started = performance.now();
      const res = await pool.request({
        method: 'POST',
        path,
        headers: {
          host: HOST,
          'content-type': 'application/json',
          'user-key': token,
          ...(key ? { 'idempotency-key': key } : {}),
        },
        body: JSON.stringify(body),
      });
      const envelope = (await res.body.json()) as { Status: number; Data: unknown };
      const recording = Date.now() >= warmupEnd && Date.now() < end;
      if (recording) {
        latencies[kind].push(performance.now() - started);
        if (envelope.Status !== 1) errors[kind]++;
      }
      return { envelope, recording };
    };

    await Promise.all(
      retailers.map(async (r) => {
        while (Date.now() < end) {
          const count = 3 + Math.floor(Math.random() * 3);
          const lines = [...r.products]
            .sort(() => Math.random() - 0.5)
            .slice(0, count)
            .map((p) => ({
              PId: p.ProductId,
              PrincipalId: p.PrincipalId,
              DistributorId: p.DistributorId,
              Qty: Math.max(1, p.MinORDQty) * (1 + Math.floor(Math.random() * 3)),
            }));
          await call('upload', '/api/SalesOrder/OrderUpload', r.token, lines);
          await call('cartDetail', '/api/SalesOrder/CartDetail', r.token, {
            ReqCode: 'MyCart',
            NeedFOC: false,
          });
          const { envelope, recording } = await call(
            'submit',
            '/api/SalesOrder/OrderSubmit',
            r.token,
            { DeliveryDate: deliveryDate, AddressId: r.addressId },
            randomUUID(),
          );
          if (recording && envelope.Status === 1) {
            submits++;
            orders += (envelope.Data as number[]).length;
          }
        }
      }),
    );
    clearTimeout(meterStart);
    clearTimeout(meterStop);
    const after = await reference();
    return {
      pgbenchTps: (before + after) / 2,
      pgbenchRuns: [before, after],
      cpuMsPerSubmit: { server: cpu.serverMs / submits, postgres: cpu.postgresMs / submits },
      ordersPerSecond: orders / (durationMs / 1000),
      submits,
      calls: {
        upload: summarise(latencies.upload, errors.upload, durationMs),
        cartDetail: summarise(latencies.cartDetail, errors.cartDetail, durationMs),
        submit: summarise(latencies.submit, errors.submit, durationMs),
      },
    };
  } finally {
    await pool.close();
    await server.stop();
  }
}

async function deliveryDateOf(origin: string, token: string): Promise<{ deliveryDate: string }> {
  const { data } = await post<{ StandardDeliveryDate: string }>(
    origin,
    '/api/Appconfig/GetDeliveryDate',
    {},
    token,
  );
  return { deliveryDate: data.StandardDeliveryDate };
}
