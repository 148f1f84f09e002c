import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billPageFromCopy, outstandingFromCopy } from '../src/modules/payment/bills-copy.ts';
import { findBillPage, findOutstanding, type PaymentOwner } from '../src/modules/payment/queries.ts';
import { carriedProducts, placeTestOrder } from './orders-helpers.ts';
import { idOf, rows } from './product-helpers.ts';
import { createTestApp, engine, type TestApp } from './support/harness.ts';

/**
 * The payment lists' per-process copy (decision 097): the same pages as the database for both
 * lists at every offset, and never an answer older than the last committed change of an invoice.
 */
describe(`Payment lists' copy (${engine})`, () => {
  let t: TestApp;
  let owner: PaymentOwner;
  let d1: number;

  const version = async () => {
    const [row] = await rows<{ v: number }>(
      t,
      sql`select returns_version as v from retailers where id = ${owner.retailerId}`,
    );
    return Number(row!.v);
  };

  async function expectSame() {
    const v = await version();
    for (const kind of ['pending', 'paid'] as const)
      for (const page of [
        { offset: 0, limit: 3 },
        { offset: 3, limit: 3 },
        { offset: 0, limit: 100 },
        { offset: 50, limit: 10 },
      ]) {
        const copy = await billPageFromCopy(t.database.db, owner, d1, v, kind, page);
        const db = await findBillPage(t.database.db, owner, d1, kind, page);
        expect(copy).toEqual(db);
      }
    const copy = await outstandingFromCopy(t.database.db, owner, d1, v);
    const db = await findOutstanding(t.database.db, owner, d1);
    expect(copy?.count).toBe(db.count);
    expect(copy?.total).toBe(BigInt(Math.round(Number(db.total) * 100)));
  }

  beforeAll(async () => {
    t = await createTestApp();
    const r1 = await idOf(t, 'retailers', 'R0001');
    d1 = await idOf(t, 'distributors', 'D001');
    const [me] = await rows<{ client_id: number }>(t, sql`select client_id from retailers where id = ${r1}`);
    owner = { clientId: Number(me!.client_id), retailerId: r1 };
    const products = await carriedProducts(t, d1, 2);
    for (let i = 0; i < 6; i++)
      await placeTestOrder(t, {
        retailerId: r1,
        distributorId: d1,
        lines: products.map((productId, k) => ({ productId, qty: 1 + k + i })),
        at: new Date(Date.now() - (20 - i) * 24 * 60 * 60 * 1000),
        status: 'S',
      });
  });
  afterAll(async () => t?.close());

  it('answers both lists and the outstanding total as the database does', async () => {
    await expectSame();
  });

  it('is never used after an invoice changed: a payment applied, a new invoice, a distributor renamed', async () => {
    await expectSame();
    const [inv] = await rows<{ id: number }>(
      t,
      sql`select i.id from invoices i join orders o on o.id = i.order_id
          where o.retailer_id = ${owner.retailerId} and o.distributor_id = ${d1} and i.paid_amount < i.net_amount
          order by i.invoice_date limit 1`,
    );
    const before = await version();
    await t.database.db.execute(sql`update invoices set paid_amount = net_amount where id = ${inv!.id}`);
    expect(await version()).toBeGreaterThan(before);
    await expectSame();
    const products = await carriedProducts(t, d1, 1);
    await placeTestOrder(t, {
      retailerId: owner.retailerId,
      distributorId: d1,
      lines: [{ productId: products[0]!, qty: 3 }],
      at: new Date(),
      status: 'S',
    });
    await expectSame();
    await t.database.db.execute(sql`update distributors set name = name || ' (renamed)' where id = ${d1}`);
    await expectSame();
    const page = await billPageFromCopy(t.database.db, owner, d1, await version(), 'pending', {
      offset: 0,
      limit: 1,
    });
    expect(String(page!.rows[0]!.distributor_name)).toContain('(renamed)');
  });

  it('without a version reads nothing from the copy', async () => {
    expect(
      await billPageFromCopy(t.database.db, owner, d1, null, 'paid', { offset: 0, limit: 5 }),
    ).toBeNull();
    expect(await outstandingFromCopy(t.database.db, owner, d1, null)).toBeNull();
  });
});
