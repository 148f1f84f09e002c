import type { TCartTotals, TOrderSummaryGroup } from '@restock/domain/contracts/cart';
import { priceLine, schemeBenefit, toPaise } from '@restock/domain/rules/pricing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  cartDetail,
  clearCart,
  d001,
  expectFailure,
  line,
  type PickedProduct,
  pickProducts,
  setSetting,
  upload,
  uploadOk,
} from './cart-helpers.ts';
import { idOf, rows } from './product-helpers.ts';
import { createTestApp, engine, type TestApp } from './support/harness.ts';

/**
 * The cart calls (issue 4): OrderUpload, CartDetail, CartCount, ClearCart, ValidateCart,
 * OrderSummary, OrderSummaryDetail; pricing exactly as rules/pricing says, free goods of scheme
 * slabs, the minimum order rounding, FOC, stock and bad input.
 */
describe(`Cart (${engine})`, () => {
  let t: TestApp;
  let token: string;
  let dist: number;
  let plain: PickedProduct[];

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.tokenFor('retailer1');
    dist = await d001(t);
    plain = await pickProducts(
      t,
      dist,
      sql`dp.min_order_qty = 0 and dp.max_order_qty = 0 and not dp.is_foc
      and dp.sih > 500 and not exists (select 1 from scheme_products sp where sp.product_id = p.id)
      and not exists (select 1 from discount_products x where x.product_id = p.id)`,
    );
    expect(plain.length).toBeGreaterThanOrEqual(6);
  });
  afterAll(async () => t?.close());
  beforeEach(async () => {
    await setSetting(t, 'isRestrictSIHProducts', 'false');
    await setSetting(t, 'isEnableMinOrderQty', 'true');
    await setSetting(t, 'isEnableFoc', 'true');
    await setSetting(t, 'isPriceIncludingTax', 'true');
    await clearCart(t, token);
  });

  it('puts lines in the cart, replaces quantities, removes with Qty 0, and counts', async () => {
    const [a, b, c] = plain as [PickedProduct, PickedProduct, PickedProduct];
    const res = await uploadOk(t, token, [line(a, dist, 3), line(b, dist, 5)]);
    expect(res.body.Data).toEqual({ Applied: 2, RoundedProductIds: [], SkippedProductIds: [] });
    expect((res.body as unknown as { isShowSIHWarning: boolean }).isShowSIHWarning).toBe(false);
    await uploadOk(t, token, [line(b, dist, 7), line(c, dist, 1)]);
    let cart = await cartDetail(t, token);
    expect(cart.Data.map((l) => [l.ProductId, l.Qty])).toEqual([
      [a.id, 3],
      [b.id, 7],
      [c.id, 1],
    ]);
    expect(cart.Count).toBe(3);
    await uploadOk(t, token, [line(a, dist, 0, { Price: a.price })]);
    cart = await cartDetail(t, token);
    expect(cart.Data.map((l) => l.ProductId)).toEqual([b.id, c.id]);
    const count = await t.call('/SalesOrder/CartCount', {}, { token });
    expect(count.body.Data).toBe(2);
    // Removing a line that is not there is harmless.
    await uploadOk(t, token, [line(a, dist, 0)]);
  });

  it('prices every line exactly and totals are the sums of the lines', async () => {
    const [a, b] = plain as [PickedProduct, PickedProduct];
    await uploadOk(t, token, [line(a, dist, 7), line(b, dist, 13)]);
    for (const including of ['true', 'false']) {
      await setSetting(t, 'isPriceIncludingTax', including);
      const cart = await cartDetail(t, token);
      const taxes = await rows<{ id: number; tax_percent: string }>(
        t,
        sql`select id, tax_percent::text as tax_percent from products where id in (${a.id}, ${b.id})`,
      );
      const taxOf = new Map(taxes.map((r) => [Number(r.id), r.tax_percent]));
      let net = 0n;
      for (const l of cart.Data) {
        const p = l.ProductId === a.id ? a : b;
        const expected = priceLine(
          { qty: l.Qty, price: p.price, taxPercent: taxOf.get(p.id) },
          { isPriceIncludingTax: including === 'true' },
        );
        expect(toPaise(l.Price)).toBe(toPaise(p.price));
        expect(toPaise(l.LineTotal)).toBe(expected.gross);
        expect(toPaise(l.TaxAmount)).toBe(expected.tax);
        expect(toPaise(l.NetAmount)).toBe(expected.net);
        expect(toPaise(l.NetAmount)).toBe(
          toPaise(l.LineTotal) -
            toPaise(l.DiscAmount) -
            toPaise(l.SchemeAmount) +
            (including === 'true' ? 0n : toPaise(l.TaxAmount)),
        );
        net += expected.net;
      }
      const totals = cart.Totals as TCartTotals;
      expect(toPaise(totals.NetAmount)).toBe(net);
      expect(totals.LineCount).toBe(2);
      expect(totals.TotalQty).toBe(20);
      expect(totals.AllowToCheckout).toBe(true);
      expect(totals.MinOrderValue).toBeNull();
      const summary = await t.call('/SalesOrder/OrderSummary', {}, { token });
      expect(summary.body.Data).toEqual(totals);
    }
  });

  it('applies a discount and a scheme slab, and gives free goods as separate lines', async () => {
    // Crunchos: buy 10 get 1 free (up to 23), 24 get 3 free.
    const [crunchos] = await pickProducts(
      t,
      dist,
      sql`dp.min_order_qty = 0 and dp.max_order_qty = 0 and not dp.is_foc and dp.sih > 100 and exists (
        select 1 from scheme_products sp join schemes s on s.id = sp.scheme_id
        where sp.product_id = p.id and s.code = 'SCH-CRUNCHOS-10+1')
        and not exists (select 1 from scheme_products sp join schemes s on s.id = sp.scheme_id
        where sp.product_id = p.id and s.id < (select id from schemes where code = 'SCH-CRUNCHOS-10+1') and s.type = 'PROMO')`,
      1,
    );
    expect(crunchos).toBeDefined();
    await uploadOk(t, token, [line(crunchos!, dist, 30)]);
    let cart = await cartDetail(t, token);
    expect(cart.FreeProducts).toEqual([
      expect.objectContaining({ ProductId: crunchos!.id, FreeQty: 3, ForProductId: crunchos!.id }),
    ]);
    expect(cart.Data[0]!.Scheme).toMatch(/Crunchos/);
    expect((cart.Totals as TCartTotals).FreeQty).toBe(3);
    expect((await t.call('/SalesOrder/CartCount', {}, { token })).body.Data).toBe(2);
    await uploadOk(t, token, [line(crunchos!, dist, 9)]);
    cart = await cartDetail(t, token);
    expect(cart.FreeProducts).toEqual([]);
    expect(cart.Data[0]!.Scheme).toBeNull();

    // Bikaner: 12 for 5% off; 48 for 8% off (the scheme's percentage applies to the line).
    const [bikaner] = await pickProducts(
      t,
      dist,
      sql`dp.min_order_qty = 0 and dp.max_order_qty = 0 and not dp.is_foc and dp.sih > 100 and exists (
        select 1 from scheme_products sp join schemes s on s.id = sp.scheme_id
        where sp.product_id = p.id and s.code = 'SCH-BIKANER-FESTIVE')`,
      1,
    );
    expect(bikaner).toBeDefined();
    await uploadOk(t, token, [line(bikaner!, dist, 48)]);
    cart = await cartDetail(t, token);
    const bl = cart.Data.find((l) => l.ProductId === bikaner!.id)!;
    const slabs = await rows<{
      id: number;
      min_qty: number;
      max_qty: number;
      free_qty: number;
      discount_percent: string;
    }>(
      t,
      sql`select ss.id, ss.min_qty, ss.max_qty, ss.free_qty, ss.discount_percent::text as discount_percent
          from scheme_slabs ss join schemes s on s.id = ss.scheme_id where s.code = 'SCH-BIKANER-FESTIVE'`,
    );
    const benefit = schemeBenefit(
      slabs.map((s) => ({
        SlabId: Number(s.id),
        MinQty: Number(s.min_qty),
        MaxQty: Number(s.max_qty),
        FreeQty: Number(s.free_qty),
        FreeProductId: null,
        DiscountPercent: s.discount_percent,
      })),
      48,
      bikaner!.id,
    );
    expect(benefit.discountPercent).toBe('8.00');
    expect(toPaise(bl.SchemeAmount)).toBe((toPaise(bl.LineTotal) * 8n + 50n) / 100n);

    // Silkara: buy 6, get 1 Dentoguard (another product) free.
    const [silkara] = await pickProducts(
      t,
      dist,
      sql`dp.min_order_qty = 0 and dp.max_order_qty = 0 and not dp.is_foc and dp.sih > 10 and exists (
        select 1 from scheme_products sp join schemes s on s.id = sp.scheme_id
        where sp.product_id = p.id and s.code = 'SCH-SILKARA-DENTO')`,
      1,
    );
    expect(silkara).toBeDefined();
    await uploadOk(t, token, [line(silkara!, dist, 6)]);
    cart = await cartDetail(t, token);
    const free = cart.FreeProducts.find((f) => f.ForProductId === silkara!.id);
    expect(free?.ProductName).toMatch(/Dentoguard/);
    expect(free?.ProductId).not.toBe(silkara!.id);

    // A price-off discount (PCT or AMT) comes off before the scheme.
    const [discounted] = await pickProducts(
      t,
      dist,
      sql`dp.min_order_qty = 0 and dp.max_order_qty = 0 and not dp.is_foc and dp.sih > 10 and exists (
        select 1 from discount_products x join discounts d on d.id = x.discount_id
        where x.product_id = p.id and d.code = 'DIS-GHEE-5')`,
      1,
    );
    expect(discounted).toBeDefined();
    await uploadOk(t, token, [line(discounted!, dist, 4)]);
    cart = await cartDetail(t, token);
    const dl = cart.Data.find((l) => l.ProductId === discounted!.id)!;
    expect(dl.DiscountId).toBeGreaterThan(0);
    expect(toPaise(dl.DiscAmount)).toBe((toPaise(dl.LineTotal) * 5n + 50n) / 100n);
  });

  it('rounds to the minimum order quantity when that rule is on', async () => {
    const [minimum] = await pickProducts(
      t,
      dist,
      sql`dp.min_order_qty > 1 and dp.max_order_qty = 0 and not dp.is_foc and dp.sih > 500`,
      1,
    );
    expect(minimum).toBeDefined();
    const m = minimum!.min;
    const res = await uploadOk(t, token, [line(minimum!, dist, m + 1)]);
    expect((res.body.Data as { RoundedProductIds: number[] }).RoundedProductIds).toEqual([minimum!.id]);
    expect((await cartDetail(t, token)).Data[0]!.Qty).toBe(2 * m);
    await uploadOk(t, token, [line(minimum!, dist, 1)]);
    expect((await cartDetail(t, token)).Data[0]!.Qty).toBe(m);
    await setSetting(t, 'isEnableMinOrderQty', 'false');
    await uploadOk(t, token, [line(minimum!, dist, 1)]);
    expect((await cartDetail(t, token)).Data[0]!.Qty).toBe(1);
  });

  it('skips products the distributor does not sell, and answers E039 when nothing applies', async () => {
    const d3 = await idOf(t, 'distributors', 'D003');
    const [notCarried] = await pickProducts(
      t,
      d3,
      sql`not exists (select 1 from distributor_products x where x.distributor_id = ${dist} and x.product_id = p.id)`,
      1,
    );
    const [unsaleable] = await rows<{ id: number }>(
      t,
      sql`select product_id as id from distributor_products where distributor_id = ${dist} and not is_saleable limit 1`,
    );
    const a = plain[0]!;
    const res = await uploadOk(t, token, [
      line(a, dist, 2),
      { PId: notCarried!.id, Qty: 2, PrincipalId: a.clientId, DistributorId: dist },
      { PId: Number(unsaleable!.id), Qty: 2, PrincipalId: a.clientId, DistributorId: dist },
      { PId: 99_999_999, Qty: 2, PrincipalId: a.clientId, DistributorId: dist },
      line(plain[1]!, dist, 2, { PrincipalId: a.clientId + 1000 }),
    ]);
    expect((res.body.Data as { SkippedProductIds: number[] }).SkippedProductIds).toEqual([
      notCarried!.id,
      Number(unsaleable!.id),
      99_999_999,
      plain[1]!.id,
    ]);
    expect((await cartDetail(t, token)).Data.map((l) => l.ProductId)).toEqual([a.id]);
    const none = await upload(t, token, [
      { PId: Number(unsaleable!.id), Qty: 1, PrincipalId: a.clientId, DistributorId: dist },
    ]);
    expectFailure(none, 'E039', 422);
    // Another distributor's products go in only after switching to it.
    const other = await upload(t, token, [line(a, await idOf(t, 'distributors', 'D002'), 1)]);
    expectFailure(other, 'E014', 403);
    expect((await cartDetail(t, token)).Data.map((l) => l.ProductId)).toEqual([a.id]);
  });

  it('shows OldPrice when the price seen earlier differs from today', async () => {
    const a = plain[0]!;
    const seen = (toPaise(a.price) + 150n).toString();
    const price = `${seen.slice(0, -2)}.${seen.slice(-2)}`;
    await uploadOk(t, token, [
      line(a, dist, 2, { Price: price }),
      line(plain[1]!, dist, 1, { Price: plain[1]!.price }),
    ]);
    const cart = await cartDetail(t, token);
    expect(toPaise(cart.Data[0]!.OldPrice!)).toBe(toPaise(price));
    expect(cart.Data[1]!.OldPrice).toBeNull();
  });

  it('keeps FOC and paid lines apart (upload, ValidateCart) and prices FOC lines at 0', async () => {
    const [foc] = await pickProducts(
      t,
      dist,
      sql`dp.is_foc and dp.min_order_qty = 0 and dp.max_order_qty = 0 and dp.sih > 10`,
      1,
    );
    expect(foc).toBeDefined();
    const a = plain[0]!;
    const validate = async (IsFOC: boolean) =>
      (await t.call('/SalesOrder/ValidateCart', { IsFOC }, { token })).body;

    expect((await validate(true)).Data).toBe(true);
    await uploadOk(t, token, [line(foc!, dist, 2, { IsFree: 1 })]);
    let cart = await cartDetail(t, token);
    expect(cart.IsFOC).toBe(true);
    expect(cart.Data[0]).toMatchObject({ IsFree: 1, Price: 0, NetAmount: 0 });
    expect((cart.Totals as TCartTotals).AllowToCheckout).toBe(true);
    expect(await validate(true)).toMatchObject({ Status: 1, Data: true });
    expect(await validate(false)).toMatchObject({
      Status: 1,
      Data: false,
      Msg: 'products.foc.cartFocRequestValidation',
    });

    const mixed = await upload(t, token, [line(a, dist, 1)]);
    expectFailure(mixed, 'E017', 422);
    expect(mixed.body.Msg).toBe('products.foc.cartFocRequestValidation');

    await clearCart(t, token);
    await uploadOk(t, token, [line(a, dist, 1)]);
    expect(await validate(true)).toMatchObject({
      Data: false,
      Msg: 'products.foc.cartNonFocRequestValidation',
    });
    const focIn = await upload(t, token, [line(foc!, dist, 1, { IsFree: true })]);
    expectFailure(focIn, 'E017');
    expect(focIn.body.Msg).toBe('products.foc.cartNonFocRequestValidation');
    // Replacing the whole cart at once (remove the paid line, add the FOC line) is allowed.
    await uploadOk(t, token, [line(a, dist, 0), line(foc!, dist, 1, { IsFree: true })]);
    cart = await cartDetail(t, token);
    expect(cart.IsFOC).toBe(true);

    // A product not offered FOC cannot be a FOC line; with FOC off, no FOC line goes in.
    await clearCart(t, token);
    expectFailure(await upload(t, token, [line(a, dist, 1, { IsFree: true })]), 'E039');
    await setSetting(t, 'isEnableFoc', 'false');
    expectFailure(await upload(t, token, [line(foc!, dist, 1, { IsFree: true })]), 'E039');
    expect(await validate(true)).toMatchObject({ Data: true });
  });

  it('warns about stock, or refuses the upload when stock is restricted', async () => {
    const [low] = await pickProducts(
      t,
      dist,
      sql`dp.min_order_qty = 0 and dp.max_order_qty = 0 and not dp.is_foc and dp.sih between 1 and 5000`,
      1,
    );
    const res = await uploadOk(t, token, [line(low!, dist, low!.sih + 1)]);
    expect((res.body as unknown as { isShowSIHWarning: boolean }).isShowSIHWarning).toBe(true);
    expect((await cartDetail(t, token)).isShowSIHWarning).toBe(true);
    await setSetting(t, 'isRestrictSIHProducts', 'true');
    const refused = await upload(t, token, [line(low!, dist, low!.sih + 2)]);
    expectFailure(refused, 'E017', 422);
    expect(refused.body.Msg).toBe('common.alerts.warning.outOfStockError');
    expect((await cartDetail(t, token)).Data[0]!.Qty).toBe(low!.sih + 1);
    await uploadOk(t, token, [line(low!, dist, low!.sih)]);
    expect((await cartDetail(t, token)).isShowSIHWarning).toBe(false);
  });

  it('groups the order summary per orderSummaryFilterLevelCode with exact group totals', async () => {
    const brands = new Map<number, PickedProduct>();
    for (const p of await pickProducts(t, dist, undefined, 200))
      if (!brands.has(p.brandId)) brands.set(p.brandId, p);
    const picked = [...brands.values()].slice(0, 3);
    expect(picked.length).toBe(3);
    await uploadOk(
      t,
      token,
      picked.map((p, i) => line(p, dist, 3 + i)),
    );
    const res = await t.call('/SalesOrder/OrderSummaryDetail', {}, { token });
    const groups = res.body.Data as TOrderSummaryGroup[];
    expect(groups.map((g) => g.Id)).toEqual(picked.map((p) => p.brandId));
    expect(groups.every((g) => g.FilterLevelCode === 'brand')).toBe(true);
    const cart = await cartDetail(t, token);
    const sum = groups.reduce((s, g) => s + toPaise(g.NetAmount), 0n);
    expect(sum).toBe(toPaise((cart.Totals as TCartTotals).NetAmount));
    await setSetting(t, 'orderSummaryFilterLevelCode', 'CAT');
    const byCategory = (await t.call('/SalesOrder/OrderSummaryDetail', {}, { token })).body
      .Data as TOrderSummaryGroup[];
    expect(byCategory.every((g) => g.FilterLevelCode === 'category')).toBe(true);
    expect(byCategory.reduce((n, g) => n + g.Lines.length, 0)).toBe(3);
    await setSetting(t, 'orderSummaryFilterLevelCode', 'brand');
  });

  it('answers the cart without totals for the product lists (ReqCode empty) and the delivery dates', async () => {
    await uploadOk(t, token, [line(plain[0]!, dist, 1)]);
    const res = await t.call('/SalesOrder/CartDetail', {}, { token });
    expect(res.body).toMatchObject({ Status: 1, Totals: null, IsFOC: false });
    const body = res.body as unknown as {
      StandardDeliveryDate: string;
      Data: Array<{ DeliveryDate: string }>;
    };
    expect(body.StandardDeliveryDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(body.Data[0]!.DeliveryDate).toBe(body.StandardDeliveryDate);
  });

  it("keeps each retailer's cart to itself", async () => {
    await uploadOk(t, token, [line(plain[0]!, dist, 4)]);
    const other = await t.tokenFor('9000000002');
    const cart = await cartDetail(t, other);
    expect(cart.Data).toEqual([]);
    await clearCart(t, other);
    expect((await cartDetail(t, token)).Data.length).toBe(1);
  });

  it('clears the cart', async () => {
    await uploadOk(
      t,
      token,
      plain.slice(0, 3).map((p) => line(p, dist, 2)),
    );
    await clearCart(t, token);
    const cart = await cartDetail(t, token);
    expect(cart.Data).toEqual([]);
    expect((cart.Totals as TCartTotals).AllowToCheckout).toBe(false);
    expect((await t.call('/SalesOrder/CartCount', {}, { token })).body.Data).toBe(0);
  });

  it('puts the products of a filter in the cart at once (BulkOrderUpload)', async () => {
    type Bulk = {
      ProductList: Array<{ ProductId: number; Qty: number; BrandId: number; SIH: number }>;
      OutOfStock: Array<{ ProductId: number }>;
    };
    const brandId = plain[0]!.brandId;
    const res = await t.call(
      '/SalesOrder/BulkOrderUpload',
      { FilterLevelCode: 'BR', FilterIdList: [brandId], Qty: 2 },
      { token },
    );
    expect(res.body.Status, res.body.Msg).toBe(1);
    const data = res.body.Data as Bulk;
    expect(data.ProductList.length).toBeGreaterThan(0);
    expect(data.ProductList.length).toBeLessThanOrEqual(30);
    expect(data.ProductList.every((l) => l.BrandId === brandId)).toBe(true);
    const cart = await cartDetail(t, token);
    expect(new Set(cart.Data.map((l) => l.ProductId))).toEqual(
      new Set(data.ProductList.map((l) => l.ProductId)),
    );

    // Selected products only; a restricted stock cuts quantities to what is there.
    await clearCart(t, token);
    await setSetting(t, 'isRestrictSIHProducts', 'true');
    await setSetting(t, 'isEnableMinOrderQty', 'false');
    const ids = plain.slice(0, 3).map((p) => p.id);
    const cut = await t.call('/SalesOrder/BulkOrderUpload', { ProductIdList: ids, Qty: 9999 }, { token });
    expect(cut.body.Status, cut.body.Msg).toBe(1);
    const cutData = cut.body.Data as Bulk;
    expect(cutData.ProductList.map((l) => l.ProductId).sort()).toEqual([...ids].sort());
    for (const l of cutData.ProductList) expect(l.Qty).toBeLessThanOrEqual(l.SIH);
    expect(cutData.OutOfStock.map((o) => o.ProductId).sort()).toEqual(
      plain
        .slice(0, 3)
        .filter((p) => p.sih < 9999)
        .map((p) => p.id)
        .sort(),
    );
    expect((cut.body as unknown as { isShowSIHWarning: boolean }).isShowSIHWarning).toBe(true);

    expectFailure(
      await t.call('/SalesOrder/BulkOrderUpload', { ProductIdList: ids, Qty: 0 }, { token }),
      'E008',
      400,
    );
    expectFailure(
      await t.call('/SalesOrder/BulkOrderUpload', { ProductIdList: [99_999_999], Qty: 1 }, { token }),
      'E039',
    );
    await setSetting(t, 'isEnableBulkOrderUpload', 'false');
    expectFailure(
      await t.call('/SalesOrder/BulkOrderUpload', { ProductIdList: ids, Qty: 1 }, { token }),
      'E017',
      403,
    );
    await setSetting(t, 'isEnableBulkOrderUpload', 'true');
  });

  it("fills a suggested order with each product's suggested quantity (IsRelevant, Qty 0)", async () => {
    const suggested = await rows<{ product_id: number; qty: number }>(
      t,
      sql`select ps.product_id, max(ps.suggested_qty) as qty from product_signals ps
          join distributor_products dp on dp.product_id = ps.product_id and dp.distributor_id = ${dist}
          where ps.kind in ('RELEVANT', 'SMART_BASKET') and ps.suggested_qty > 0 and dp.is_saleable
            and dp.min_order_qty = 0 and (ps.distributor_id is null or ps.distributor_id = ${dist})
            and (ps.retailer_id is null or ps.retailer_id = (select retailer_id from users where login_id = 'retailer1'))
            and ps.kind = 'RELEVANT'
          group by ps.product_id order by ps.product_id limit 5`,
    );
    expect(suggested.length).toBeGreaterThan(0);
    const res = await t.call(
      '/SalesOrder/BulkOrderUpload',
      { IsRelevant: true, Qty: 0, ProductIdList: suggested.map((s) => Number(s.product_id)) },
      { token },
    );
    expect(res.body.Status, res.body.Msg).toBe(1);
    const list = (res.body.Data as { ProductList: Array<{ ProductId: number; Qty: number }> }).ProductList;
    for (const l of list) {
      const s = suggested.find((x) => Number(x.product_id) === l.ProductId);
      expect(l.Qty).toBe(Number(s!.qty));
    }
  });

  it('refuses bad input with E008, never a 5xx', async () => {
    const a = plain[0]!;
    const bad: Array<[string, unknown]> = [
      ['/SalesOrder/OrderUpload', []],
      ['/SalesOrder/OrderUpload', {}],
      ['/SalesOrder/OrderUpload', [line(a, dist, -1)]],
      ['/SalesOrder/OrderUpload', [line(a, dist, 1_000_000)]],
      ['/SalesOrder/OrderUpload', [line(a, dist, 1.5)]],
      ['/SalesOrder/OrderUpload', [line(a, dist, 1), line(a, dist, 2)]],
      ['/SalesOrder/OrderUpload', [line(a, dist, 1, { Price: '1.234' })]],
      ['/SalesOrder/OrderUpload', [line(a, dist, 1, { IsFree: 'yes' })]],
      ['/SalesOrder/OrderUpload', [{ PId: 'x', Qty: 1, PrincipalId: 1, DistributorId: dist }]],
      [
        '/SalesOrder/OrderUpload',
        Array.from({ length: 501 }, (_, i) => ({ PId: i + 1, Qty: 1, PrincipalId: 1, DistributorId: dist })),
      ],
      ['/SalesOrder/CartDetail', { ReqCode: 'Other' }],
      ['/SalesOrder/CartCount', { x: 1 }],
      ['/SalesOrder/ClearCart', { x: 1 }],
      ['/SalesOrder/ValidateCart', { IsFOC: 'maybe' }],
      ['/SalesOrder/OrderSummary', []],
      ['/SalesOrder/OrderSummaryDetail', 'text'],
      ['/SalesOrder/BulkOrderUpload', { Qty: -1 }],
      ['/SalesOrder/BulkOrderUpload', { Qty: 1, FilterLevelCode: 'XX' }],
      ['/SalesOrder/BulkOrderUpload', { Qty: 1, FilterIdList: [0] }],
    ];
    for (const [path, body] of bad) {
      const res = await t.call(path, body, { token });
      expect(res.status, `${path} ${JSON.stringify(body).slice(0, 80)}`).toBe(400);
      expectFailure(res, 'E008');
    }
    const noToken = await t.call('/SalesOrder/CartDetail', {});
    expectFailure(noToken, 'E000', 401);
  });
});
