/**
 * Helpers of the cart, checkout and address tests: demo ids, settings switches, product picks and
 * the calls as the web makes them.
 */
import type { TCartDetailResponse } from '@restock/domain/contracts/cart';
import type { TDeliveryDates } from '@restock/domain/contracts/checkout';
import { type SQL, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { idOf, rows } from './product-helpers.ts';
import type { ApiResult, TestApp } from './support/harness.ts';

export async function demoClientId(t: TestApp): Promise<number> {
  const [row] = await rows<{ id: number }>(t, sql`select id from clients where code = 'demo'`);
  return Number(row!.id);
}

/** Sets a demo client setting (the server reads settings on every call). */
export async function setSetting(t: TestApp, key: string, value: string): Promise<void> {
  const clientId = await demoClientId(t);
  await t.database.db.execute(sql`insert into client_settings (client_id, key, value)
    values (${clientId}, ${key}, ${value}) on conflict (client_id, key) do update set value = excluded.value`);
}

export interface PickedProduct {
  id: number;
  name: string;
  price: string;
  sih: number;
  conversion: number;
  min: number;
  max: number;
  clientId: number;
  brandId: number;
}

/**
 * Products the distributor carries and sells, matching a condition on `p`/`dp` (by default: no
 * order limits, not FOC, stock above 500), ordered by id.
 */
export async function pickProducts(
  t: TestApp,
  distributorId: number,
  condition: SQL = sql`dp.min_order_qty = 0 and dp.max_order_qty = 0 and not dp.is_foc and dp.sih > 500`,
  limit = 10,
): Promise<PickedProduct[]> {
  const list = await rows<Record<string, unknown>>(
    t,
    sql`select p.id, p.name, dp.price::text as price, dp.sih, p.conversion_qty, dp.min_order_qty, dp.max_order_qty,
          p.client_id, p.brand_id
        from distributor_products dp join products p on p.id = dp.product_id
        where dp.distributor_id = ${distributorId} and dp.active and p.active and dp.is_saleable and ${condition}
        order by p.id limit ${limit}`,
  );
  return list.map((r) => ({
    id: Number(r.id),
    name: String(r.name),
    price: String(r.price),
    sih: Number(r.sih),
    conversion: Number(r.conversion_qty),
    min: Number(r.min_order_qty),
    max: Number(r.max_order_qty),
    clientId: Number(r.client_id),
    brandId: Number(r.brand_id),
  }));
}

export function line(
  p: PickedProduct,
  distributorId: number,
  qty: number,
  extra: Record<string, unknown> = {},
) {
  return { PId: p.id, Qty: qty, PrincipalId: p.clientId, DistributorId: distributorId, ...extra };
}

export async function d001(t: TestApp): Promise<number> {
  return idOf(t, 'distributors', 'D001');
}

export async function upload(t: TestApp, token: string, lines: unknown): Promise<ApiResult> {
  return t.call('/SalesOrder/OrderUpload', lines, { token });
}

export async function uploadOk(t: TestApp, token: string, lines: unknown): Promise<ApiResult> {
  const res = await upload(t, token, lines);
  expect(res.body.Status, `${res.body.Code} ${res.body.Msg}`).toBe(1);
  return res;
}

export async function cartDetail(t: TestApp, token: string): Promise<TCartDetailResponse> {
  const res = await t.call('/SalesOrder/CartDetail', { ReqCode: 'MyCart' }, { token });
  expect(res.status).toBe(200);
  expect(res.body.Status, res.body.Msg).toBe(1);
  return res.body as unknown as TCartDetailResponse;
}

export async function clearCart(t: TestApp, token: string): Promise<void> {
  const res = await t.call('/SalesOrder/ClearCart', {}, { token });
  expect(res.body.Status, res.body.Msg).toBe(1);
}

/**
 * The checkout tests' starting point: stock not restricted, no order code, every address action,
 * orders split per brand, no minimum order value at the distributor, an empty cart.
 */
export async function resetCheckout(t: TestApp, distributorId: number, token: string): Promise<void> {
  await setSetting(t, 'isRestrictSIHProducts', 'false');
  await setSetting(t, 'otpAuthBeforeOrder', 'false');
  await setSetting(t, 'deliveryAddressActions', 'add,edit,delete,change');
  await setSetting(t, 'orderSplit', 'true,brand');
  await t.database.db.execute(
    sql`update distributors set min_order_value = null where id = ${distributorId}`,
  );
  await clearCart(t, token);
}

export async function deliveryDates(t: TestApp, token: string): Promise<TDeliveryDates> {
  const res = await t.call('/Appconfig/GetDeliveryDate', {}, { token });
  expect(res.body.Status, res.body.Msg).toBe(1);
  return res.body.Data as TDeliveryDates;
}

export async function firstAddressId(t: TestApp, token: string): Promise<number> {
  const res = await t.call('/Retailer/GetRetailerAddress', {}, { token });
  expect(res.body.Status).toBe(1);
  const list = res.body.Data as Array<{ RetAddress_Id: number; isAddressSelected: boolean }>;
  return (list.find((a) => a.isAddressSelected) ?? list[0])!.RetAddress_Id;
}

/** A coded failure: HTTP status, Status 0 and the code. */
export function expectFailure(res: ApiResult, code: string, http?: number): void {
  expect(res.body.Status, res.body.Msg).toBe(0);
  expect(res.body.Code, res.body.Msg).toBe(code);
  if (http !== undefined) expect(res.status).toBe(http);
}

/** Counts rows of a query. */
export async function count(t: TestApp, query: SQL): Promise<number> {
  const [row] = await rows<{ n: number }>(t, query);
  return Number(row?.n ?? 0);
}
