import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { smsOutbox } from '../src/db/schema.ts';
import {
  clearCart,
  d001,
  deliveryDates,
  expectFailure,
  firstAddressId,
  line,
  type PickedProduct,
  pickProducts,
  setSetting,
  uploadOk,
} from './cart-helpers.ts';
import { createTestApp, engine, type TestApp } from './support/harness.ts';

/**
 * The order code (otpAuthBeforeOrder): RequestOrderOTP texts a 4-digit code to the retailer's
 * number, ValidateOrderOTP checks it (the sign-in's code rules: expiry, single use, tries), and
 * OrderSubmit then takes the cart exactly as it was confirmed.
 */
describe(`Order code (${engine})`, () => {
  let t: TestApp;
  let token: string;
  let dist: number;
  let addressId: number;
  let products: PickedProduct[];

  beforeAll(async () => {
    t = await createTestApp();
    dist = await d001(t);
    products = await pickProducts(t, dist);
  });
  afterAll(async () => t?.close());
  beforeEach(async () => {
    // A fresh session per test: codes are bound to the session that asked for them.
    token = await t.tokenFor('retailer1');
    addressId = await firstAddressId(t, token);
    await setSetting(t, 'otpAuthBeforeOrder', 'true');
    await clearCart(t, token);
    // Each test stays clear of the per-account limit of 3 codes per 15 minutes.
    t.advance(16 * 60_000);
  });

  const latestCode = async () => {
    const [row] = await t.database.db
      .select()
      .from(smsOutbox)
      .where(eq(smsOutbox.to, '9000000001'))
      .orderBy(desc(smsOutbox.id))
      .limit(1);
    const code = /\b(\d{4})\b/.exec(row?.body ?? '')?.[1];
    expect(row?.body).toMatch(/code to confirm your order/);
    return code!;
  };
  const submit = async () =>
    t.call(
      '/SalesOrder/OrderSubmit',
      { DeliveryDate: (await deliveryDates(t, token)).StandardDeliveryDate, AddressId: addressId },
      { token },
    );
  const requestCode = () => t.call('/SalesOrder/RequestOrderOTP', {}, { token });
  const validate = (OrderOTP: string) => t.call('/SalesOrder/ValidateOrderOTP', { OrderOTP }, { token });

  it('needs a validated code before the order goes', async () => {
    await uploadOk(t, token, [line(products[0]!, dist, 2)]);
    expectFailure(await submit(), 'E011', 422);
    const sent = await requestCode();
    expect(sent.body).toMatchObject({
      Status: 1,
      Data: { otpSentTo: '******0001', otpExpiresInSeconds: 300 },
    });
    const code = await latestCode();
    const wrong = code === '0000' ? '1111' : '0000';
    const bad = await validate(wrong);
    expectFailure(bad, 'E011', 422);
    expect(bad.body.Msg).toMatch(/tries left/);
    expectFailure(await submit(), 'E011');
    expect((await validate(code)).body).toMatchObject({ Status: 1, Data: true });
    const placed = await submit();
    expect(placed.body.Status, placed.body.Msg).toBe(1);
    // A code works once.
    expectFailure(await validate(code), 'E011');
  });

  it('needs a new code when the cart changed after the code was checked', async () => {
    await uploadOk(t, token, [line(products[0]!, dist, 2)]);
    await requestCode();
    expect((await validate(await latestCode())).body.Status).toBe(1);
    await uploadOk(t, token, [line(products[1]!, dist, 1)]);
    expectFailure(await submit(), 'E011', 422);
    t.advance(60_000);
    await requestCode();
    expect((await validate(await latestCode())).body.Status).toBe(1);
    expect((await submit()).body.Status).toBe(1);
  });

  it('refuses an expired code', async () => {
    await uploadOk(t, token, [line(products[0]!, dist, 2)]);
    await requestCode();
    const code = await latestCode();
    t.advance(5 * 60_000 + 1000);
    const res = await validate(code);
    expectFailure(res, 'E011', 422);
    expect(res.body.Msg).toMatch(/expired/);
    expectFailure(await submit(), 'E011');
  });

  it('asks for a code only with a cart, while order codes are on', async () => {
    expectFailure(await requestCode(), 'E021', 422);
    await setSetting(t, 'otpAuthBeforeOrder', 'false');
    await uploadOk(t, token, [line(products[0]!, dist, 2)]);
    expectFailure(await requestCode(), 'E017', 403);
    expectFailure(await validate('1234'), 'E017', 403);
    expect((await submit()).body.Status).toBe(1);
  });

  it('refuses malformed codes with E008', async () => {
    for (const OrderOTP of ['123', '12345', 'abcd', '', 1234]) {
      expectFailure(await t.call('/SalesOrder/ValidateOrderOTP', { OrderOTP }, { token }), 'E008', 400);
    }
    expectFailure(await t.call('/SalesOrder/ValidateOrderOTP', {}, { token }), 'E008', 400);
    expectFailure(await t.call('/SalesOrder/RequestOrderOTP', { x: 1 }, { token }), 'E008', 400);
  });
});
