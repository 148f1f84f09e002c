import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cartDetail,
  clearCart,
  d001,
  deliveryDates,
  demoClientId,
  line,
  pickProducts,
  setSetting,
  uploadOk,
} from './cart-helpers.ts';
import { rows } from './product-helpers.ts';
import { createTestApp, engine, type TestApp } from './support/harness.ts';

/**
 * Settings and distributor terms are cached per process under the client's config version, which
 * every call reads with its session (docs/decisions/052). A change must show on the very next
 * call, however many times it changes, and whoever makes it.
 */
describe(`Config version cache (${engine})`, () => {
  let t: TestApp;
  let token: string;
  let dist: number;
  let clientId: number;

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.tokenFor('retailer1');
    dist = await d001(t);
    clientId = await demoClientId(t);
  });
  afterAll(async () => t?.close());

  const version = async () =>
    Number(
      (await rows<{ v: number }>(t, sql`select config_version as v from clients where id = ${clientId}`))[0]!
        .v,
    );

  it('moves the version on with every change of a setting or a distributor, and only then', async () => {
    const v0 = await version();
    await setSetting(t, 'isEnableExpressDelivery', 'true');
    const v1 = await version();
    expect(v1).toBeGreaterThan(v0);
    await t.database.db.execute(sql`update distributors set phone = phone || '' where id = ${dist}`);
    const v2 = await version();
    expect(v2).toBeGreaterThan(v1);
    await t.database.db.execute(
      sql`delete from client_settings where client_id = ${clientId} and key = 'noSuchKey'`,
    );
    await cartDetail(t, token);
    expect(await version()).toBe(v2);
  });

  it('prices the cart with the minimum order value as it is now, change after change', async () => {
    const [product] = await pickProducts(t, dist, undefined, 1);
    await clearCart(t, token);
    await uploadOk(t, token, [line(product!, dist, 1)]);
    for (const min of [null, '123456.00', '50.00', null, '99999.00']) {
      await t.database.db.execute(sql`update distributors set min_order_value = ${min} where id = ${dist}`);
      const { Totals } = await cartDetail(t, token);
      expect(Totals?.MinOrderValue ?? null).toBe(min === null ? null : Number(min));
    }
  });

  it('offers express delivery exactly while the setting is on', async () => {
    for (const on of [true, false, true, false]) {
      await setSetting(t, 'isEnableExpressDelivery', String(on));
      const dates = await deliveryDates(t, token);
      expect(dates.ExpressDeliveryDate === null).toBe(!on);
    }
  });

  it('sees a distributor switched off on the next call (the scope is read with the session)', async () => {
    await t.database.db.execute(sql`update distributors set active = false where id = ${dist}`);
    try {
      const res = await t.call('/Product/SearchProduct', { page: 1 }, { token });
      expect(res.body.Code).toBe('E014');
    } finally {
      await t.database.db.execute(sql`update distributors set active = true where id = ${dist}`);
    }
    const res = await t.call('/Product/SearchProduct', { page: 1 }, { token });
    expect(res.body.Status).toBe(1);
  });
});
