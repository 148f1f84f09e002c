import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engine, type TestApp } from './support/harness.ts';

/**
 * Concurrent tabs (issue 5, reliability suite): two sessions of one retailer edit one cart at the
 * same time. Each upload applies whole and alone (the cart row's lock, decision 046), so both tabs
 * converge on one cart in which every product holds a quantity one of the tabs set for it — never
 * a sum, a lost product or a half-applied upload — and each tab reads the other's changes.
 */
interface Product {
  ProductId: number;
  PrincipalId: number;
  DistributorId: number;
  MinORDQty: number;
  MaxORDQty: number;
  IsSaleable: number;
}

describe(`Two tabs editing one cart (${engine})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  const cartOf = async (token: string) => {
    const res = await t.call('/SalesOrder/CartDetail', { ReqCode: 'MyCart' }, { token });
    expect(res.body.Status, res.body.Msg).toBe(1);
    return new Map(
      (res.body.Data as Array<{ ProductId: number; Qty: number; IsFree: number }>)
        .filter((l) => !l.IsFree)
        .map((l) => [l.ProductId, l.Qty]),
    );
  };

  it('converges on one cart made of whole uploads from either tab', async () => {
    const tabA = await t.tokenFor('retailer1');
    const tabB = await t.tokenFor('retailer1');
    const list = await t.call('/Product/SearchProduct', { page: 1, PageSize: 40 }, { token: tabA });
    const products = (list.body.Data as Product[])
      .filter((p) => p.MinORDQty <= 1 && p.MaxORDQty === 0 && p.IsSaleable === 1)
      .slice(0, 8);
    expect(products.length).toBeGreaterThanOrEqual(4);
    await t.call('/SalesOrder/ClearCart', {}, { token: tabA });

    // Each upload sets every product to one value, tagged by tab and round: A sets 100+round,
    // B sets 200+round. A whole upload leaves all products on one tag.
    const uploads: Array<Promise<unknown>> = [];
    const upload = (token: string, qty: number) =>
      t.call(
        '/SalesOrder/OrderUpload',
        products.map((p) => ({
          PId: p.ProductId,
          PrincipalId: p.PrincipalId,
          DistributorId: p.DistributorId,
          Qty: qty,
        })),
        { token },
      );
    const results: Array<{ status: number; Status: number }> = [];
    for (let round = 1; round <= 15; round++) {
      for (const [token, base] of [
        [tabA, 100],
        [tabB, 200],
      ] as const) {
        uploads.push(
          upload(token, base + round).then((r) => results.push({ status: r.status, Status: r.body.Status })),
        );
      }
    }
    await Promise.all(uploads);
    expect(results.every((r) => r.status === 200 && r.Status === 1)).toBe(true);

    const a = await cartOf(tabA);
    const b = await cartOf(tabB);
    expect(a).toEqual(b);
    expect(a.size).toBe(products.length);
    const values = new Set(a.values());
    // One upload was last: all products carry its value.
    expect(values.size).toBe(1);
    const [value] = values;
    expect(value! % 100).toBeGreaterThanOrEqual(1);
    expect(value! % 100).toBeLessThanOrEqual(15);

    // Then each tab sees the other's change.
    const one = products[0]!;
    await t.call(
      '/SalesOrder/OrderUpload',
      [{ PId: one.ProductId, PrincipalId: one.PrincipalId, DistributorId: one.DistributorId, Qty: 0 }],
      { token: tabB },
    );
    expect((await cartOf(tabA)).has(one.ProductId)).toBe(false);
    // The badge count (lines plus free items) agrees with the cart the other tab made.
    const detail = await t.call('/SalesOrder/CartDetail', { ReqCode: 'MyCart' }, { token: tabA });
    const free = (detail.body as unknown as { FreeProducts: unknown[] }).FreeProducts.length;
    const count = await t.call('/SalesOrder/CartCount', {}, { token: tabA });
    expect(count.body.Data).toBe(products.length - 1 + free);
  });
});
