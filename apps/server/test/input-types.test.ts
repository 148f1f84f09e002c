import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cartDetail,
  clearCart,
  d001,
  line,
  type PickedProduct,
  pickProducts,
  upload,
} from './cart-helpers.ts';
import { createTestApp, engine, type TestApp } from './support/harness.ts';

/**
 * Issue 16, item 8 (decision 070): numbers are not coerced. `true`, `[134]` and `"24"` were read as
 * 1, 134 and 24. Now a quantity, a page or a size is a JSON number; an id is a JSON number or a
 * string of digits (the spec's screens take ids from their URL). Anything else is E008 400 and
 * changes nothing.
 */
describe(`numbers in requests (${engine})`, () => {
  let t: TestApp;
  let token: string;
  let dist: number;
  let product: PickedProduct;

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.tokenFor('retailer1');
    dist = await d001(t);
    [product] = (await pickProducts(t, dist)) as [PickedProduct];
    await clearCart(t, token);
  });
  afterAll(async () => t?.close());

  const refused = (res: { status: number; body: { Status: number; Code: string } }, what: string) => {
    expect(res.status, what).toBe(400);
    expect(res.body, what).toMatchObject({ Status: 0, Code: 'E008' });
  };

  it('refuses a boolean, an array or a string of digits as a quantity, and the cart stays as it was', async () => {
    for (const Qty of [true, [24], '24', '']) {
      refused(await upload(t, token, [line(product, dist, 0, { Qty })]), `Qty ${JSON.stringify(Qty)}`);
    }
    expect((await cartDetail(t, token)).Data).toEqual([]);
  });

  it('refuses a boolean or an array as an id, and takes a string of digits', async () => {
    for (const PId of [true, [product.id], `${product.id}.0`, ` ${product.id}`]) {
      refused(await upload(t, token, [line(product, dist, 2, { PId })]), `PId ${JSON.stringify(PId)}`);
    }
    expect((await cartDetail(t, token)).Data).toEqual([]);
    const asText = await upload(t, token, [line(product, dist, 2, { PId: String(product.id) })]);
    expect(asText.body.Status, asText.body.Msg).toBe(1);
    expect((await cartDetail(t, token)).Data).toMatchObject([{ ProductId: product.id, Qty: 2 }]);
    await clearCart(t, token);
  });

  it('refuses loose numbers on other calls: pages, sizes, limits, distributor and order ids', async () => {
    const cases: Array<[string, object]> = [
      ['/SalesOrder/OrderView', { Page: true }],
      ['/SalesOrder/OrderView', { PageSize: '5' }],
      ['/SalesOrder/OrderView', { Page: [1] }],
      ['/Product/SearchProduct', { page: [2] }],
      ['/Product/SearchProduct', { PageSize: '20' }],
      ['/Product/GlobalSearch', { SearchText: 'crunch', Limit: '5' }],
      ['/SalesOrder/OrderViewDetails', { OrderId: true }],
      ['/Distributor/SwitchDistributor', { dId: true }],
      ['/Distributor/SwitchDistributor', { dId: [dist] }],
    ];
    for (const [path, body] of cases)
      refused(await t.call(path, body, { token }), `${path} ${JSON.stringify(body)}`);
    // The same calls with JSON numbers (and an id as digits) are answered.
    expect((await t.call('/SalesOrder/OrderView', { Page: 1, PageSize: 5 }, { token })).status).toBe(200);
    const switched = await t.call('/Distributor/SwitchDistributor', { dId: String(dist) }, { token });
    expect(switched.body.Status, switched.body.Msg).toBe(1);
  });
});
