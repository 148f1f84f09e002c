import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartLines, distributors, users } from '../src/db/schema.ts';
import { createTestApp, engine, type TestApp } from './support/harness.ts';

let t: TestApp;
let token: string;
let d1: number;
let d2: number;
let d3: number;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.tokenFor('retailer1');
  const rows = await t.database.db.select().from(distributors).orderBy(distributors.code);
  [d1, d2, d3] = rows.map((r) => r.id) as [number, number, number];
});
afterAll(async () => {
  await t.close();
});

type Dist = {
  dId: number;
  dName: string;
  IsDefault: boolean;
  IsSelected: boolean;
  address: string;
  fssaiNo: string;
  phone: string;
};

describe(`distributors (${engine})`, () => {
  it('lists only the mapped distributors, default first, with card fields', async () => {
    const res = await t.call('/Distributor/List', {}, { token });
    const list = res.body.Data as Dist[];
    expect(list.map((d) => d.dId)).toEqual([d1, d2]);
    expect(list[0]).toMatchObject({ IsDefault: true });
    expect(list[0]!.address).not.toBe('');
    expect(list[0]!.fssaiNo).not.toBe('');
    expect(list[0]!.phone).not.toBe('');
    expect(res.body.Count).toBe(2);
  });

  it('switches to a mapped distributor and marks it selected', async () => {
    const res = await t.call(
      '/Distributor/SwitchDistributor',
      { dId: d2, ClearCart: false, IsFromLogin: true },
      { token },
    );
    expect(res.body).toMatchObject({ Status: 1, Data: { dId: d2, IsSelected: true } });
    const list = (await t.call('/Distributor/List', {}, { token })).body.Data as Dist[];
    expect(list.find((d) => d.IsSelected)?.dId).toBe(d2);
  });

  it('refuses an unmapped distributor with E014 and changes nothing', async () => {
    const res = await t.call('/Distributor/SwitchDistributor', { dId: d3 }, { token });
    expect(res.status).toBe(403);
    expect(res.body.Code).toBe('E014');
    const [user] = await t.database.db.select().from(users).where(eq(users.loginId, 'retailer1'));
    expect(user!.selectedDistributorId).toBe(d2);
  });

  it("refuses to switch while the cart holds the current distributor's products (E028), unless ClearCart", async () => {
    const [user] = await t.database.db.select().from(users).where(eq(users.loginId, 'retailer1'));
    await t.database.db
      .insert(cartLines)
      .values({ retailerId: user!.retailerId, distributorId: d2, productId: 1, qty: 3 });
    const blocked = await t.call('/Distributor/SwitchDistributor', { dId: d1, ClearCart: false }, { token });
    expect(blocked.status).toBe(409);
    expect(blocked.body.Code).toBe('E028');
    expect(await t.database.db.select().from(cartLines)).toHaveLength(1);

    const cleared = await t.call('/Distributor/SwitchDistributor', { dId: d1, ClearCart: true }, { token });
    expect(cleared.body.Status).toBe(1);
    expect(await t.database.db.select().from(cartLines)).toHaveLength(0);
  });

  it('switching to the already selected distributor is fine even with a cart', async () => {
    const [user] = await t.database.db.select().from(users).where(eq(users.loginId, 'retailer1'));
    await t.database.db
      .insert(cartLines)
      .values({ retailerId: user!.retailerId, distributorId: d1, productId: 2, qty: 1 });
    const res = await t.call('/Distributor/SwitchDistributor', { dId: d1 }, { token });
    expect(res.body.Status).toBe(1);
  });
});
