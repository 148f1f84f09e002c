import type { TCartTotals } from '@restock/domain/contracts/cart';
import { toPaise } from '@restock/domain/rules/pricing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cartDetail,
  count,
  d001,
  deliveryDates,
  firstAddressId,
  line,
  type PickedProduct,
  pickProducts,
  uploadOk,
} from './cart-helpers.ts';
import { rows } from './product-helpers.ts';
import { createTestApp, engine, type TestApp } from './support/harness.ts';

/**
 * Integrity of order submit (issue 4, decision 046): 50 concurrent duplicate OrderSubmit calls of
 * one cart — with one Idempotency-Key, and with none — make exactly one set of orders, every call
 * answers the same order ids, and the orders' totals equal the cart's totals to the paisa.
 */
const DUPLICATES = 50;

describe(`Order submit under concurrent duplicates (${engine})`, () => {
  let t: TestApp;
  let token: string;
  let dist: number;
  let addressId: number;
  let retailerId: number;
  let picked: PickedProduct[];

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.tokenFor('retailer1');
    dist = await d001(t);
    addressId = await firstAddressId(t, token);
    const [r] = await rows<{ id: number }>(
      t,
      sql`select retailer_id as id from users where login_id = 'retailer1'`,
    );
    retailerId = Number(r!.id);
    // Products of several brands, with schemes and discounts where the catalogue has them.
    picked = await pickProducts(
      t,
      dist,
      sql`dp.min_order_qty = 0 and dp.max_order_qty = 0 and not dp.is_foc and dp.sih > 200`,
      400,
    );
  });
  afterAll(async () => t?.close());

  const orderCount = () =>
    count(t, sql`select count(*)::int as n from orders where retailer_id = ${retailerId}`);
  const submissionCount = () =>
    count(t, sql`select count(*)::int as n from order_submissions where retailer_id = ${retailerId}`);

  async function fillCart(offset: number): Promise<TCartTotals> {
    // Every 7th product from the offset: many brands (so several orders), odd quantities.
    const lines = picked.filter((_, i) => i % 7 === offset % 7).slice(0, 12);
    await uploadOk(
      t,
      token,
      lines.map((p, i) => line(p, dist, 3 + ((i * 5) % 17))),
    );
    const cart = await cartDetail(t, token);
    expect(cart.Data.length).toBe(lines.length);
    return cart.Totals as TCartTotals;
  }

  async function checkOrders(ids: number[], totals: TCartTotals): Promise<void> {
    const orders = await rows<Record<string, string>>(
      t,
      sql`select total_amount::text as net, gross_amount::text as gross, disc_amount::text as disc,
            scheme_amount::text as scheme, tax_amount::text as tax, total_qty
          from orders where id = any(${`{${ids.join(',')}}`}::int[])`,
    );
    expect(orders.length).toBe(ids.length);
    const sum = (k: string) => orders.reduce((s, o) => s + toPaise(o[k]!), 0n);
    expect(sum('net')).toBe(toPaise(totals.NetAmount));
    expect(sum('gross')).toBe(toPaise(totals.GrossAmount));
    expect(sum('disc')).toBe(toPaise(totals.DiscAmount));
    expect(sum('scheme')).toBe(toPaise(totals.SchemeAmount));
    expect(sum('tax')).toBe(toPaise(totals.TaxAmount));
    expect(orders.reduce((n, o) => n + Number(o.total_qty), 0)).toBe(totals.TotalQty);
    // Each order's total is the exact sum of its own lines.
    const mismatched = await count(
      t,
      sql`select count(*)::int as n from orders o where o.id = any(${`{${ids.join(',')}}`}::int[])
          and o.total_amount <> (select coalesce(sum(ol.net_amount), 0) from order_lines ol where ol.order_id = o.id)`,
    );
    expect(mismatched).toBe(0);
    expect((await cartDetail(t, token)).Data).toEqual([]);
  }

  for (const withKey of [true, false]) {
    it(`makes one set of orders from ${DUPLICATES} concurrent submits ${withKey ? 'with one key' : 'without a key'}`, async () => {
      const totals = await fillCart(withKey ? 1 : 2);
      const ordersBefore = await orderCount();
      const submissionsBefore = await submissionCount();
      const body = {
        DeliveryDate: (await deliveryDates(t, token)).StandardDeliveryDate,
        AddressId: addressId,
      };
      const headers = withKey ? { 'Idempotency-Key': `integrity-${Date.now()}` } : undefined;
      const answers = await Promise.all(
        Array.from({ length: DUPLICATES }, () =>
          t.call('/SalesOrder/OrderSubmit', body, { token, ...(headers ? { headers } : {}) }),
        ),
      );
      for (const a of answers) {
        expect(a.status, a.body.Msg).toBe(200);
        expect(a.body.Status, a.body.Msg).toBe(1);
      }
      const ids = answers[0]!.body.Data as number[];
      expect(ids.length).toBeGreaterThan(1);
      for (const a of answers) expect(a.body.Data).toEqual(ids);
      expect(answers.filter((a) => a.headers['idempotent-replayed'] !== 'true').length).toBe(1);
      expect(await orderCount()).toBe(ordersBefore + ids.length);
      expect(await submissionCount()).toBe(submissionsBefore + 1);
      await checkOrders(ids, totals);
    });
  }
});
