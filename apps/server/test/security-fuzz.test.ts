import { ZOrderSubmitChanges } from '@restock/domain/contracts/checkout';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteInfo } from '../src/http/route.ts';
import { d001, line, pickProducts } from './cart-helpers.ts';
import { rows } from './product-helpers.ts';
import { createTestApp, engine, type TestApp } from './support/harness.ts';

/** A catalogue code: E-numbers and the like, or one of the spec's named keys the server answers. */
const CODE_PATTERN = /^([A-Z_0-9]+|noRetailerLedgerError|dmsAuthenticationError)$/;
/**
 * Fuzzing (issue 5, security suite): generated and mutated bodies for every call in the route
 * table, starting from each call's example (the contract's shape): wrong types, huge strings,
 * deep nesting, unicode, SQL and script fragments, negative and huge numbers, missing and extra
 * fields, and raw non-JSON text. Every answer must be a success or a coded 4xx envelope — never
 * a 5xx — and the server must stay up. FUZZ_RUNS sets the number of bodies (default 10,000).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);

const HOSTILE_STRINGS = [
  "' OR 1=1 --",
  "'; DROP TABLE orders; --",
  '1; SELECT pg_sleep(5)',
  '%',
  '_',
  '\\',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '{{constructor.constructor("return process")()}}',
  '__proto__',
  '\u0000',
  '\ud800',
  '𝕏🙂‮',
  '../../etc/passwd',
  '9'.repeat(400),
  '-0',
  '1e309',
  'NaN',
];

const hostileNumber = fc.oneof(
  fc.constantFrom(-1, 0, -0, 1.5, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, 1e308, -1e308, Number.MIN_VALUE),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

function nested(depth: number, leaf: unknown): unknown {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
}

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.string({ unit: 'binary', maxLength: 64 }),
  fc.string({ minLength: 5000, maxLength: 20_000 }),
  hostileNumber,
  fc.constantFrom(null, true, false, [], {}, ''),
  fc.integer({ min: 10, max: 3000 }).map((d) => nested(d, 'x')),
  fc.array(fc.anything({ maxDepth: 3 }), { maxLength: 50 }),
  fc.anything({ maxDepth: 4 }),
);

type Mutation =
  | { kind: 'replace'; path: number; value: unknown }
  | { kind: 'drop'; path: number }
  | { kind: 'extra'; key: string; value: unknown }
  | { kind: 'whole'; value: unknown }
  | { kind: 'raw'; text: string };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({ kind: fc.constant('replace' as const), path: fc.nat(), value: hostileValue }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('drop' as const), path: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('extra' as const),
      key: fc.constantFrom('__proto__', 'constructor', 'extra', 'ClientId', 'RetailerId'),
      value: hostileValue,
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('whole' as const), value: hostileValue }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('raw' as const), text: fc.string({ maxLength: 200 }) }),
  },
);

/** The paths (key lists) of every value inside an example body. */
function leafPaths(value: unknown, prefix: Array<string | number> = []): Array<Array<string | number>> {
  if (Array.isArray(value)) return [prefix, ...value.flatMap((v, i) => leafPaths(v, [...prefix, i]))];
  if (value && typeof value === 'object')
    return [prefix, ...Object.entries(value).flatMap(([k, v]) => leafPaths(v, [...prefix, k]))];
  return [prefix];
}

function setAt(root: unknown, path: Array<string | number>, value: unknown, drop = false): unknown {
  if (path.length === 0) return drop ? undefined : value;
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path.at(-1)!;
  if (drop) {
    if (Array.isArray(node)) node.splice(Number(last), 1);
    else delete node[last];
  } else node[last] = value;
  return copy;
}

function applyMutation(example: unknown, m: Mutation): string {
  const base = example ?? {};
  switch (m.kind) {
    case 'whole':
      return JSON.stringify(m.value) ?? 'null';
    case 'raw':
      return m.text;
    case 'extra':
      return JSON.stringify(
        base && typeof base === 'object' && !Array.isArray(base) ? { ...base, [m.key]: m.value } : base,
      );
    case 'replace':
    case 'drop': {
      const paths = leafPaths(base);
      const path = paths[m.path % paths.length]!;
      const body = m.kind === 'drop' ? setAt(base, path, undefined, true) : setAt(base, path, m.value);
      return JSON.stringify(body) ?? 'null';
    }
  }
}

describe(`Fuzzing every call (${engine})`, () => {
  let t: TestApp;
  let routes: RouteInfo[];
  let token = '';
  /** POSTs a JSON body to the API as the signed-in `token` (each test signs in first). */
  const call = (path: string, body: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/api${path}`,
      headers: { 'content-type': 'application/json', 'user-key': token },
      payload: JSON.stringify(body),
    });

  beforeAll(async () => {
    t = await createTestApp();
    routes = t.app.routeTable;
    token = await t.tokenFor('retailer1');
  });
  afterAll(async () => t?.close());

  /** Mutated bodies of the examples, as the signed-in retailer: a success or a coded 4xx, never a 5xx. */
  const fuzzCalls = (examples: Array<[string, unknown]>, numRuns: number) =>
    fc.assert(
      fc.asyncProperty(fc.nat(), mutation, async (i, m) => {
        const [path, example] = examples[i % examples.length]!;
        const payload = applyMutation(example, m);
        const res = await t.app.inject({
          method: 'POST',
          url: path,
          headers: { 'content-type': 'application/json', 'user-key': token },
          payload,
        });
        expect(res.statusCode, `${path} ${payload.slice(0, 300)}`).toBeLessThan(500);
        if (res.statusCode >= 400) expect((res.json() as { Code: string }).Code).toMatch(CODE_PATTERN);
      }),
      { numRuns, seed: Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31) },
    );

  it(`answers ${RUNS} generated bodies with a success or a coded 4xx, never a 5xx`, async () => {
    const seen = { bodies: 0, success: 0, refused: 0 };
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(fc.nat(), mutation, async (routeIndex, m) => {
        const route = routes[routeIndex % routes.length]!;
        const payload = applyMutation(route.example, m);
        const res = await t.app.inject({
          method: 'POST',
          url: route.path,
          headers: { 'content-type': 'application/json', 'user-key': token },
          payload,
        });
        seen.bodies++;
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        expect(res.statusCode, `${route.path} ${payload.slice(0, 300)}`).toBeLessThan(500);
        const body = res.json() as { Status: number; Code: string };
        if (res.statusCode >= 400) {
          expect(body.Status).toBe(0);
          expect(body.Code).toMatch(CODE_PATTERN);
          seen.refused++;
        } else {
          expect([0, 1]).toContain(body.Status);
          seen.success++;
        }
        // A body that logged the session out (Logout, a password change) must not end the run.
        if (res.statusCode === 401) token = await t.tokenFor('retailer1');
      }),
      { numRuns: RUNS, seed: Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31) },
    );
    expect(seen.bodies).toBe(RUNS);
    expect(seen.refused).toBeGreaterThan(RUNS / 2);
    // Still up and serving.
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
  }, 600_000);

  it('fuzzes the sales and exchange return calls past their scope (a distributor selected, real products and reasons)', async () => {
    token = await t.tokenFor('retailer1');
    const list = (await call('/Distributor/List', {})).json() as { Data: Array<{ dId: number }> };
    expect((await call('/Distributor/SwitchDistributor', { dId: list.Data[0]!.dId })).statusCode).toBe(200);
    const product = ((await call('/SalesReturn/ProductList', {})).json() as { Data: Array<{ PId: number }> })
      .Data[0]!;
    const reason = (
      (await call('/SalesReturn/ReasonMaster', {})).json() as { Data: Array<{ ReasonId: number }> }
    ).Data[0]!;
    // The catalogue's attributes: a value of a Single/Multiple one and a Range one (decision 127).
    const attrs = (await call('/Product/AttributeMaster', {})).json() as {
      Data: Array<{ AttrId: number; SelectionMode: string; Values: Array<{ Id: number }> }>;
    };
    const listed = attrs.Data.find((a) => a.SelectionMode !== 'Range' && a.Values.length > 0)!;
    const ranged = attrs.Data.find((a) => a.SelectionMode === 'Range')!;
    const examples: Array<[string, unknown]> = [
      ...routes
        .filter((r) => /\/SalesReturn\/|\/appconfig\/(reason|condition)master/i.test(r.path))
        .map((r): [string, unknown] => [r.path, r.example]),
      [
        '/api/SalesReturn/ProductList',
        {
          Sort: 'Price_ASC',
          Page: 1,
          PageSize: 20,
          AttrFilter: [
            { AttrId: listed.AttrId, AttrValues: [listed.Values[0]!.Id], Sorting: '', Sequence: 0 },
            { AttrId: ranged.AttrId, AttrRangeValues: [1, 500], Sequence: 1 },
          ],
        },
      ],
      [
        '/api/SalesReturn/ReturnUpload',
        [{ PId: product.PId, ReasonId: reason.ReasonId, CaseQty: 0, PieceQty: 1 }],
      ],
      // The exchange return with the retailer's own address, a returnable product and an exchange reason.
      [
        '/api/SalesReturn/ExchangeSubmit',
        {
          AddressId: (
            (await call('/Retailer/GetRetailerAddress', {})).json() as {
              Data: Array<{ RetAddress_Id: number }>;
            }
          ).Data[0]!.RetAddress_Id,
          DeliveryDate: '',
          ExReturn: [
            {
              PId: product.PId,
              ReasonId: (
                (await call('/SalesReturn/ExReasonMaster', {})).json() as {
                  Data: Array<{ ReasonId: number }>;
                }
              ).Data[0]!.ReasonId,
              CaseQty: 0,
              PieceQty: 1,
            },
          ],
          ExOrder: [{ PId: product.PId, CaseQty: 0, PieceQty: 1 }],
        },
      ],
    ];
    expect(examples.length).toBeGreaterThanOrEqual(12);
    await fuzzCalls(examples, Math.max(200, Math.round(RUNS / 10)));
  }, 600_000);

  it("fuzzes the order submit's Expected against a real cart (E005 with its changes, or a coded 4xx)", async () => {
    token = await t.tokenFor('retailer1');
    const dist = await d001(t);
    expect((await call('/Distributor/SwitchDistributor', { dId: dist })).statusCode).toBe(200);
    const [product] = await pickProducts(
      t,
      dist,
      sql`dp.min_order_qty = 0 and dp.max_order_qty = 0 and not dp.is_foc and dp.sih > 100`,
      1,
    );
    const fill = async () =>
      expect((await call('/SalesOrder/OrderUpload', [line(product!, dist, 2)])).statusCode).toBe(200);
    await fill();
    const cart = (await call('/SalesOrder/CartDetail', { ReqCode: 'MyCart' })).json() as {
      Data: Array<{ ProductId: number; Qty: number; Price: number }>;
      Totals: { NetAmount: number };
    };
    const dates = (await call('/Appconfig/GetDeliveryDate', {})).json() as {
      Data: { StandardDeliveryDate: string };
    };
    const addresses = (await call('/Retailer/GetRetailerAddress', {})).json() as {
      Data: Array<{ RetAddress_Id: number; isAddressSelected: boolean }>;
    };
    const example = {
      DeliveryDate: dates.Data.StandardDeliveryDate,
      AddressId: (addresses.Data.find((a) => a.isAddressSelected) ?? addresses.Data[0])!.RetAddress_Id,
      Expected: {
        NetAmount: cart.Totals.NetAmount,
        Lines: cart.Data.map((l) => ({ ProductId: l.ProductId, Qty: l.Qty, Price: l.Price })),
      },
    };
    const seen = { placed: 0, changed: 0 };
    await fc.assert(
      fc.asyncProperty(mutation, async (m) => {
        const payload = applyMutation(example, m);
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/SalesOrder/OrderSubmit',
          headers: { 'content-type': 'application/json', 'user-key': token },
          payload,
        });
        expect(res.statusCode, payload.slice(0, 300)).toBeLessThan(500);
        const body = res.json() as { Status: number; Code: string; Data: unknown };
        if (res.statusCode >= 400) expect(body.Code).toMatch(CODE_PATTERN);
        if (body.Code === 'E005' && body.Data !== null) {
          // A refusal for changes carries them as the contract says.
          expect(ZOrderSubmitChanges.safeParse(body.Data).success, JSON.stringify(body.Data)).toBe(true);
          seen.changed++;
        }
        if (body.Status === 1) {
          // The order was placed (a harmless mutation): the next bodies need the cart again.
          seen.placed++;
          await fill();
        }
      }),
      {
        numRuns: Math.max(200, Math.round(RUNS / 20)),
        seed: Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31),
      },
    );
    expect(seen.changed).toBeGreaterThan(0);
  }, 600_000);

  it('fuzzes the ledger calls from a valid month of the owner (RetailerLedger)', async () => {
    token = await t.tokenFor('retailer1');
    const now = new Date();
    const valid = {
      RetailerCode: 'R0001',
      DistributorCode: 'D001',
      Month: now.getUTCMonth() + 1,
      Year: now.getUTCFullYear(),
    };
    const examples: Array<[string, unknown]> = routes
      .filter((r) => /\/CustomerLedgerReport\//i.test(r.path))
      .map((r): [string, unknown] => [r.path, valid]);
    expect(examples.length).toBe(2);
    await fuzzCalls(examples, Math.max(200, Math.round(RUNS / 20)));
  }, 600_000);

  it('fuzzes the rewards calls from real gift products and redemptions of the owner', async () => {
    token = await t.tokenFor('retailer1');
    const gifts = (await call('/Reward/GetGiftProducts', { PageSize: 3 })).json() as {
      Data: Array<{ ProductId: number; ProductPoints: number }>;
    };
    const history = (await call('/Reward/RedemptionView', {})).json() as {
      Data: Array<{ RedemptionId: number }>;
    };
    const gift = gifts.Data[0]!;
    const redemptionId = history.Data[0]!.RedemptionId;
    const examples: Array<[string, unknown]> = [
      ...routes
        .filter((r) => /\/(Reward|Loyalty)\//i.test(r.path))
        .map((r): [string, unknown] => [r.path, r.example]),
      [
        '/api/Reward/RewardOrderSubmit',
        {
          redeemType: 'PRODUCT',
          productList: [{ ProductId: gift.ProductId, Qty: 1 }],
          totalRedeemPoint: gift.ProductPoints,
        },
      ],
      ['/api/Reward/RedemptionViewDetails', { RedemptionId: redemptionId }],
      ['/api/Reward/RewardDeliverySubmit', { RedemptionId: redemptionId }],
      [
        '/api/Reward/GetGiftProducts',
        { VendorIds: [1, 2], AttrFilters: [{ AttrId: 1, AttrValues: ['Kitchen'] }] },
      ],
    ];
    expect(examples.length).toBeGreaterThanOrEqual(16);
    await fuzzCalls(examples, Math.max(200, Math.round(RUNS / 20)));
  }, 600_000);

  it('fuzzes the complaint calls with real ids, and AddComplaint with hostile multipart bodies', async () => {
    token = await t.tokenFor('retailer1');
    const lovs = (await call('/Appconfig/ComplaintLovs', {})).json() as {
      Data: {
        ComplaintReasons: Array<{ Id: number }>;
        ComplaintTypes: Array<{ Id: number }>;
        DisposalMethods: Array<{ Id: number }>;
        ReturnTo: Array<{ Id: number }>;
      };
    };
    const product = (
      (await call('/Product/SearchProduct', { page: 1 })).json() as { Data: Array<{ ProductId: number }> }
    ).Data[0]!;
    const valid = {
      productId: product.ProductId,
      complaintReasonId: lovs.Data.ComplaintReasons[0]!.Id,
      complaintTypeId: lovs.Data.ComplaintTypes[0]!.Id,
      disposalMethodId: lovs.Data.DisposalMethods[0]!.Id,
      returnToId: lovs.Data.ReturnTo[0]!.Id,
      InvoiceNo: 'INV1',
      Remarks: 'x',
      ConsumerName: 'y',
    };
    const examples: Array<[string, unknown]> = [
      ...routes.filter((r) => /complaint/i.test(r.path)).map((r): [string, unknown] => [r.path, r.example]),
      ['/api/Product/AddComplaint', valid],
    ];
    expect(examples.length).toBeGreaterThanOrEqual(4);
    const runs = Math.max(200, Math.round(RUNS / 20));
    const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
    await fuzzCalls(examples, runs);

    // Multipart: hostile field values, files of random bytes or cut pictures, odd names, broken framing.
    const jpegStart = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);
    const fileBytes = fc.oneof(
      fc.uint8Array({ maxLength: 2048 }).map((a) => Buffer.from(a)),
      fc.uint8Array({ maxLength: 512 }).map((a) => Buffer.concat([jpegStart, Buffer.from(a)])),
      fc.constantFrom(Buffer.alloc(0), Buffer.from('<svg onload=alert(1)>'), Buffer.from('%PDF-1.4')),
    );
    const part = fc.oneof(
      fc.record({
        name: fc.constantFrom(...Object.keys(valid), 'images', '__proto__', 'x'),
        value: fc.oneof(fc.constantFrom(...HOSTILE_STRINGS), fc.string({ maxLength: 300 })),
      }),
      fc.record({
        name: fc.constantFrom('images', 'images', 'productId', 'file'),
        value: fileBytes,
        filename: fc.constantFrom('a.png', 'b.jpg', '../../x.php', 'c', '\u0000.jpg'),
        type: fc.constantFrom('image/png', 'image/jpeg', 'text/html', 'application/pdf', ''),
      }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(part, { maxLength: 8 }),
        fc.boolean(),
        fc.nat({ max: 200 }),
        async (parts, withValid, cut) => {
          const boundary = 'fuzzboundary';
          const all = [
            ...(withValid
              ? Object.entries(valid).map(([name, value]) => ({ name, value: String(value) }))
              : []),
            ...parts,
          ];
          const chunks: Buffer[] = [];
          for (const p of all) {
            const file = 'filename' in p;
            chunks.push(
              Buffer.from(
                `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${file ? `; filename="${p.filename}"` : ''}\r\n${file && p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n`,
              ),
              Buffer.isBuffer(p.value) ? p.value : Buffer.from(p.value),
              Buffer.from('\r\n'),
            );
          }
          chunks.push(Buffer.from(`--${boundary}--\r\n`));
          let payload = Buffer.concat(chunks);
          // Sometimes the body stops early, as a dropped upload does.
          if (cut > 150) payload = payload.subarray(0, Math.max(0, payload.length - cut));
          const res = await t.app.inject({
            method: 'POST',
            url: '/api/Product/AddComplaint',
            headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'user-key': token },
            payload,
          });
          expect(res.statusCode, payload.subarray(0, 300).toString('latin1')).toBeLessThan(500);
          if (res.statusCode >= 400) expect((res.json() as { Code: string }).Code).toMatch(CODE_PATTERN);
        },
      ),
      { numRuns: runs, seed },
    );
  }, 600_000);

  it('fuzzes the payment calls with real invoices, and the gateway callbacks with hostile form bodies', async () => {
    token = await t.tokenFor('retailer1');
    const bills = (await call('/Collection/PendingBills', {})).json() as {
      Data: Array<{ InvoiceId: number; InvoiceNo: string }>;
    };
    const bill = bills.Data[0]!;
    const examples: Array<[string, unknown]> = [
      ...routes
        .filter((r) => /\/Collection\//i.test(r.path))
        .map((r): [string, unknown] => [r.path, r.example]),
      [
        '/api/Collection/GenerateHash',
        {
          RetailerCode: 'R0001',
          DistributorCode: 'D001',
          InvoiceList: [bill.InvoiceNo],
          ReferenceNo: 'fuzz-reference-1',
          TotalAmount: 1,
        },
      ],
      ['/api/Collection/PaymentDetails', { InvoiceId: bill.InvoiceId }],
    ];
    expect(examples.length).toBeGreaterThanOrEqual(7);
    const runs = Math.max(200, Math.round(RUNS / 20));
    const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
    await fuzzCalls(examples, runs);

    // The gateway's side: form bodies of hostile fields, by every content type it may meet.
    const before = JSON.stringify(await rows(t, sql`select id, paid_amount from invoices order by id`));
    const fieldName = fc.constantFrom(
      'txnid',
      'hash',
      'status',
      'amount',
      'key',
      'udf1',
      'email',
      'mode',
      'command',
      'var1',
      'x',
    );
    const fieldValue = fc.oneof(
      fc.string({ maxLength: 200 }),
      fc.constantFrom(...HOSTILE_STRINGS),
      fc.stringMatching(/^[0-9a-f]{128}$/),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          '/api/Collection/PaymentWebhook',
          '/api/Collection/PaymentReturn',
          '/api/Collection/TestGateway',
          '/api/Collection/TestGateway/Complete',
          '/api/Collection/TestGateway/postservice',
        ),
        fc.array(fc.tuple(fieldName, fieldValue), { maxLength: 12 }),
        fc.constantFrom('application/x-www-form-urlencoded', 'application/json', 'text/plain'),
        async (url, pairs, type) => {
          const payload =
            type === 'application/json'
              ? JSON.stringify(Object.fromEntries(pairs))
              : new URLSearchParams(pairs).toString();
          const res = await t.app.inject({ method: 'POST', url, headers: { 'content-type': type }, payload });
          expect(res.statusCode, `${url} ${payload.slice(0, 300)}`).toBeLessThan(500);
        },
      ),
      { numRuns: runs, seed },
    );
    const after = JSON.stringify(await rows(t, sql`select id, paid_amount from invoices order by id`));
    expect(after).toBe(before);
  }, 600_000);

  it('fuzzes the content calls with a real item, and the signed media addresses with hostile refs and ranges', async () => {
    token = await t.tokenFor('retailer1');
    const list = await t.app.inject({
      method: 'POST',
      url: '/api/Product/DigitalContent',
      headers: { 'content-type': 'application/json', 'user-key': token },
      payload: JSON.stringify({ PageSize: 50 }),
    });
    const items = (list.json() as { Data: Array<{ Id: number; FileUrl: string }> }).Data;
    const examples: Array<[string, unknown]> = [
      ...routes
        .filter((r) => /\/(Principal\/ContactHelpline|Product\/DigitalContent)/i.test(r.path))
        .map((r): [string, unknown] => [r.path, r.example]),
      ['/api/Product/DigitalContentDetail', { Id: items[0]!.Id }],
      ['/api/Product/DigitalContent', { Page: 1, PageSize: 5, Kind: 'image' }],
    ];
    expect(examples.length).toBe(5);
    const runs = Math.max(200, Math.round(RUNS / 20));
    const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
    await fuzzCalls(examples, runs);
    const [, goodRef] = /^\/media\/([^/]+)\//.exec(items[0]!.FileUrl)!;
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.constantFrom(...HOSTILE_STRINGS), fc.string({ maxLength: 80 }), fc.constant(goodRef!)),
        fc.constantFrom('file', 'thumb', 'x', '..', ''),
        fc.oneof(
          fc.constant(undefined),
          fc.constantFrom(
            'bytes=0-',
            'bytes=-5',
            'bytes=5-1',
            'bytes=a-b',
            'bytes=0-1,3-4',
            'items=0-1',
            'bytes=-',
          ),
          fc.string({ maxLength: 30 }),
        ),
        async (ref, variant, range) => {
          let segment: string;
          try {
            segment = encodeURIComponent(ref!);
          } catch {
            segment = '%ED%A0%80'; // a lone surrogate, as its UTF-8 bytes would arrive
          }
          const url = `/media/${segment}/${variant}`;
          const res = await t.app.inject({
            method: 'GET',
            url,
            headers: range === undefined ? {} : { range },
          });
          expect(res.statusCode, `${url} ${range}`).toBeLessThan(500);
        },
      ),
      { numRuns: runs, seed },
    );
  }, 600_000);

  it('fuzzes the loyalty calls with real clubs of the client', async () => {
    token = await t.tokenFor('retailer1');
    const clubs = await rows<{ id: number }>(
      t,
      sql`select c.id from loyalty_clubs c join clients x on x.id = c.client_id where x.code = 'demo' order by c.seq`,
    );
    expect(clubs.length).toBeGreaterThan(0);
    const clubId = clubs[1]?.id ?? clubs[0]!.id;
    const examples: Array<[string, unknown]> = [
      ...routes.filter((r) => /\/Loyalty\//i.test(r.path)).map((r): [string, unknown] => [r.path, r.example]),
      ['/api/Loyalty/GetClubEnrollmentCalc', { RequestedClubId: clubId, TargetType: 'SV' }],
      [
        '/api/Loyalty/SubmitClubEnrollment',
        {
          RequestedClubId: clubId,
          TargetType: 'PV',
          YearlyTarget: 1200,
          Confirmed: true,
          IdempotencyKey: 'fuzz-club-1',
        },
      ],
      ['/api/Loyalty/GetMonthlySalesDetails', { Type: 'BSKU', Months: 24 }],
    ];
    expect(examples.length).toBeGreaterThanOrEqual(8);
    await fuzzCalls(examples, Math.max(200, Math.round(RUNS / 20)));
  }, 600_000);

  it('fuzzes the KPI dashboard call', async () => {
    token = await t.tokenFor('retailer1');
    const examples: Array<[string, unknown]> = [
      ...routes.filter((r) => /\/KPI\//i.test(r.path)).map((r): [string, unknown] => [r.path, r.example]),
      ['/api/KPI/Monthly', {}],
      ['/api/KPI/Monthly', { Months: 12 }],
      ['/api/KPI/Monthly', { Month: '2025-01', Months: 1 }],
    ];
    expect(examples.length).toBeGreaterThanOrEqual(4);
    await fuzzCalls(examples, Math.max(200, Math.round(RUNS / 20)));
  }, 600_000);

  it('fuzzes the notification calls and the push subscription', async () => {
    token = await t.tokenFor('retailer1');
    const list = await t.app.inject({
      method: 'POST',
      url: '/api/Notification/NotificationDetail',
      headers: { 'content-type': 'application/json', 'user-key': token },
      payload: JSON.stringify({ PageSize: 5 }),
    });
    const ids = (list.json() as { Data: Array<{ Id: number }> }).Data.map((n) => n.Id);
    const examples: Array<[string, unknown]> = [
      ...routes
        .filter((r) => /\/(Notification\/|AppConfig\/UpdateFCM|Appconfig\/GetPublicKey)/.test(r.path))
        .map((r): [string, unknown] => [r.path, r.example]),
      ['/api/Notification/NotificationStatus', { Ids: ids.slice(0, 2) }],
    ];
    expect(examples.length).toBe(6);
    await fuzzCalls(examples, Math.max(200, Math.round(RUNS / 20)));
  }, 600_000);
  it('fuzzes the store calls with real products, assets and consumers of the owner', async () => {
    token = await t.tokenFor('retailer1');
    const [product] = await rows<{ id: number }>(
      t,
      sql`select p.id from store_products p join users u on u.retailer_id = p.retailer_id
          where u.login_id = 'retailer1' order by p.id limit 1`,
    );
    const [asset] = await rows<{ id: number }>(
      t,
      sql`select a.id from store_assets a join users u on u.retailer_id = a.retailer_id
          where u.login_id = 'retailer1' and a.kind = 'Asset' order by a.id limit 1`,
    );
    const [consumer] = await rows<{ id: number }>(
      t,
      sql`select k.id from consumers k join users u on u.retailer_id = k.retailer_id
          where u.login_id = 'retailer1' and k.status = 'P' order by k.id limit 1`,
    );
    const [banner] = await rows<{ id: number }>(
      t,
      sql`select m.id from store_media m join users u on u.retailer_id = m.retailer_id
          where u.login_id = 'retailer1' order by m.id limit 1`,
    );
    const item = {
      CategoryCode: 'BEV',
      BrandCode: 'SUNF',
      SkuCode: 'FUZZ-1',
      SkuName: 'Fuzz juice',
      MrpPrice: '50',
      SellPrice: '45',
    };
    const examples: Array<[string, unknown]> = [
      ...routes
        .filter((r) =>
          /\/(Retailer\/(Categories|AddCategory|Brands|AddBrand|AddOrUpdateProduct|Products|Displays|Assets|AddOrUpdateAsset|Banners|AddStoreBanner|DeleteStoreBanner|SetStoreBannerActive)|Dashboard\/Store|Consumer\/)/i.test(
            r.path,
          ),
        )
        .map((r): [string, unknown] => [r.path, r.example]),
      [
        '/api/Retailer/AddOrUpdateProduct',
        {
          Items: [
            { Action: 'U', ProductId: product!.id, ...item },
            { Action: 'C', ...item, SkuCode: 'FUZZ-2' },
            { Action: 'D', ProductId: product!.id },
          ],
        },
      ],
      [
        '/api/Retailer/AddOrUpdateAsset',
        { Id: asset!.id, Kind: 'Asset', Name: 'Cooler', Value: 'SN-1', Vendor: 'Coolex', Type: 'Cooler' },
      ],
      ['/api/Consumer/Approve', { ConsumerId: consumer!.id, Action: 'R' }],
      [
        '/api/Consumer/Update',
        { ConsumerId: consumer!.id, Name: 'Fuzz', Phone: '9000000999', Address: 'Road 1' },
      ],
      ['/api/Consumer/List', { Status: 'P', Page: 2, PageSize: 3, Sorting: 'Newest', SearchText: 'a' }],
      ['/api/Retailer/SetStoreBannerActive', { Id: banner!.id, Active: false }],
      ['/api/Retailer/Banners', { Kind: 'Image', Page: 1, PageSize: 5 }],
    ];
    expect(examples.length).toBeGreaterThanOrEqual(22);
    await fuzzCalls(examples, Math.max(200, Math.round(RUNS / 20)));
  }, 600_000);

  it('fuzzes AddStoreBanner with hostile multipart bodies and the store picture GETs with odd ids', async () => {
    token = await t.tokenFor('retailer1');
    const runs = Math.max(200, Math.round(RUNS / 20));
    const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
    const pngStart = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    const part = fc.oneof(
      fc.record({
        name: fc.constantFrom('Kind', 'Title', 'IdempotencyKey', 'image', '__proto__'),
        value: fc.oneof(
          fc.constantFrom(...HOSTILE_STRINGS, 'Banner', 'Image'),
          fc.string({ maxLength: 300 }),
        ),
      }),
      fc.record({
        name: fc.constantFrom('image', 'image', 'Title', 'file'),
        value: fc.oneof(
          fc.uint8Array({ maxLength: 2048 }).map((a) => Buffer.from(a)),
          fc.uint8Array({ maxLength: 512 }).map((a) => Buffer.concat([pngStart, Buffer.from(a)])),
          fc.constantFrom(Buffer.alloc(0), Buffer.from('<svg onload=alert(1)>')),
        ),
        filename: fc.constantFrom('a.png', '../../x.php', '\u0000.jpg'),
        type: fc.constantFrom('image/png', 'text/html', ''),
      }),
    );
    const before = await rows<{ n: number }>(t, sql`select count(*)::int as n from store_media`);
    await fc.assert(
      fc.asyncProperty(fc.array(part, { maxLength: 6 }), fc.nat({ max: 200 }), async (parts, cut) => {
        const boundary = 'fuzzboundary';
        const chunks: Buffer[] = [];
        for (const p of parts) {
          const file = 'filename' in p;
          chunks.push(
            Buffer.from(
              `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${file ? `; filename="${p.filename}"` : ''}\r\n${file && p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n`,
            ),
            Buffer.isBuffer(p.value) ? p.value : Buffer.from(p.value),
            Buffer.from('\r\n'),
          );
        }
        chunks.push(Buffer.from(`--${boundary}--\r\n`));
        let payload = Buffer.concat(chunks);
        if (cut > 150) payload = payload.subarray(0, Math.max(0, payload.length - cut));
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/Retailer/AddStoreBanner',
          headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'user-key': token },
          payload,
        });
        expect(res.statusCode, payload.subarray(0, 300).toString('latin1')).toBeLessThan(500);
        if (res.statusCode >= 400) expect((res.json() as { Code: string }).Code).toMatch(CODE_PATTERN);
      }),
      { numRuns: runs, seed },
    );
    // No random bytes pass as a picture: nothing was stored.
    expect(await rows<{ n: number }>(t, sql`select count(*)::int as n from store_media`)).toEqual(before);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ maxLength: 30 }),
          fc.constantFrom('0', '-1', '2147483648', '1e3', '00001', '1 '),
        ),
        fc.boolean(),
        async (id, thumb) => {
          let segment: string;
          try {
            segment = encodeURIComponent(id);
          } catch {
            segment = '%ED%A0%80';
          }
          const res = await t.app.inject({
            method: 'GET',
            url: `/api/Store/Banner/${segment}${thumb ? '/thumb' : ''}`,
            headers: { 'user-key': token },
          });
          expect(res.statusCode, segment).toBeLessThan(500);
          if (res.statusCode !== 200) expect((res.json() as { Code: string }).Code).toMatch(CODE_PATTERN);
        },
      ),
      { numRuns: runs, seed },
    );
  }, 600_000);

  it('fuzzes the survey calls with a real survey and its questions; a refused answer stores nothing', async () => {
    token = await t.tokenFor('retailer1');
    const call = async (path: string, body: unknown) =>
      (
        await t.app.inject({
          method: 'POST',
          url: `/api${path}`,
          headers: { 'content-type': 'application/json', 'user-key': token },
          payload: JSON.stringify(body),
        })
      ).json() as { Data: unknown };
    const pending = (await call('/Survey/GetSurveyList', { PageSize: 50 })).Data as Array<{
      SurveyId: number;
    }>;
    const survey = (await call('/Survey/GetSurveyDetails', { SurveyId: pending[0]!.SurveyId })).Data as {
      Questions: Array<{ QuestionId: number }>;
    };
    const examples: Array<[string, unknown]> = [
      ...routes.filter((r) => /\/Survey\//i.test(r.path)).map((r): [string, unknown] => [r.path, r.example]),
      ['/api/Survey/GetSurveyDetails', { SurveyId: pending[0]!.SurveyId }],
      ['/api/Survey/GetSurveyList', { Status: 'Answered', Page: 1, PageSize: 5 }],
      [
        '/api/Survey/SubmitSurvey',
        {
          SurveyId: pending[0]!.SurveyId,
          Answers: survey.Questions.map((q, i) => ({ QuestionId: q.QuestionId, Value: i % 2 ? 1 : 'text' })),
        },
      ],
    ];
    expect(examples.length).toBe(7);
    const before = JSON.stringify(await rows(t, sql`select id from survey_responses order by id`));
    await fuzzCalls(examples, Math.max(200, Math.round(RUNS / 20)));
    expect(JSON.stringify(await rows(t, sql`select id from survey_responses order by id`))).toBe(before);
    for (const ref of [...HOSTILE_STRINGS.slice(0, 10), 'a'.repeat(22), '../../etc']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/Survey/File/${encodeURIComponent(ref)}`,
        headers: { 'user-key': token },
      });
      expect(res.statusCode).toBeLessThan(500);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
    }
  }, 600_000);
});
