import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ZOrderUploadRequest } from '../src/contracts/cart.ts';
import { chunkUploadLines, type PendingEdit, planCartUpload, planRepeatOrder } from '../src/requests/cart.ts';
import {
  CART_MESSAGE_KEYS,
  type CartProductInfo,
  cartCount,
  cartKind,
  checkStock,
  focMismatch,
  focMismatchForUpload,
  groupSummaryLines,
  MAX_LINE_QTY,
  mergeFreeGoods,
  parseLevel,
  splitCartIntoOrders,
  splitLevels,
} from '../src/rules/cart.ts';
import { priceLine, sumPaise, totalCart } from '../src/rules/pricing.ts';

const product = (over: Partial<CartProductInfo> = {}): CartProductInfo => ({
  ProductId: 1,
  ProductName: 'Crunchos 50 g',
  PrincipalId: 1,
  DistributorId: 10,
  UomId: 1,
  ConversionQty: 12,
  DiscountId: 0,
  SchemeId: 0,
  ImageUrl: '',
  GroupId: 3,
  GroupName: 'Snacks',
  MinORDQty: 0,
  MaxORDQty: 0,
  ...over,
});

const edit = (over: Partial<PendingEdit> = {}, p: Partial<CartProductInfo> = {}): PendingEdit => ({
  count: 0,
  case_count: 0,
  isChanged: true,
  isSaleable: true,
  product: product(p),
  ...over,
});

const OFF = { isEnableMinOrderQty: false };
const ON = { isEnableMinOrderQty: true };

describe('add to cart: which edits are uploaded', () => {
  it('says addToCartValidation when nothing changed', () => {
    expect(planCartUpload([], OFF)).toEqual({ kind: 'nothingChanged', messageKey: 'addToCartValidation' });
    expect(planCartUpload([edit({ isChanged: false, count: 5 })], OFF).kind).toBe('nothingChanged');
  });

  it('sends only changed lines; quantity = pieces + cases x ConversionQty', () => {
    const plan = planCartUpload(
      [edit({ count: 6, case_count: 2 }), edit({ isChanged: false, count: 3 }, { ProductId: 2 })],
      OFF,
    );
    expect(plan.kind).toBe('upload');
    if (plan.kind !== 'upload') return;
    expect(plan.lines).toHaveLength(1);
    expect(plan.lines[0]).toMatchObject({
      PId: 1,
      Qty: 30,
      DistributorId: 10,
      PName: 'Crunchos 50 g',
      UomCount: 1,
    });
    expect(plan.lines[0]).not.toHaveProperty('Price');
    expect(ZOrderUploadRequest.safeParse(plan.lines).success).toBe(true);
  });

  it('sends Qty 0 to remove a line, with its price', () => {
    const plan = planCartUpload([edit({ count: 0, case_count: 0 }, { Price: 19.99 })], OFF);
    expect(plan).toMatchObject({ kind: 'upload', lines: [{ PId: 1, Qty: 0, Price: 19.99 }] });
  });

  it('drops negative or non-numeric counts', () => {
    expect(planCartUpload([edit({ count: -1 })], OFF).kind).toBe('nothingChanged');
    expect(planCartUpload([edit({ case_count: Number.NaN })], OFF).kind).toBe('nothingChanged');
  });

  it('caps each input at 9999', () => {
    const plan = planCartUpload([edit({ count: 20_000, case_count: 0 })], OFF);
    expect(plan).toMatchObject({ lines: [{ Qty: 9999 }] });
    const cases = planCartUpload([edit({ count: 0, case_count: 50_000 }, { ConversionQty: 12 })], OFF);
    expect(cases).toMatchObject({ lines: [{ Qty: 9999 * 12 }] });
    const huge = planCartUpload([edit({ count: 9999, case_count: 9999 }, { ConversionQty: 500 })], OFF);
    expect(huge).toMatchObject({ lines: [{ Qty: MAX_LINE_QTY }] });
  });

  it('rounds by the minimum order quantity when enabled, and says which', () => {
    const p = { MinORDQty: 12, MaxORDQty: 0 };
    expect(planCartUpload([edit({ count: 13 }, p)], OFF)).toMatchObject({
      lines: [{ Qty: 13 }],
      rounded: [],
    });
    expect(planCartUpload([edit({ count: 13 }, p)], ON)).toMatchObject({
      lines: [{ Qty: 24 }],
      rounded: [1],
    });
    expect(planCartUpload([edit({ count: 5 }, p)], ON)).toMatchObject({ lines: [{ Qty: 12 }] });
    expect(planCartUpload([edit({ count: 0 }, p)], ON)).toMatchObject({ lines: [{ Qty: 0 }] });
  });

  it('does not add a product that is not saleable, but may remove it', () => {
    expect(planCartUpload([edit({ count: 3, isSaleable: 0 })], OFF).kind).toBe('nothingChanged');
    expect(planCartUpload([edit({ count: 0, isSaleable: false })], OFF)).toMatchObject({
      lines: [{ Qty: 0 }],
    });
  });

  it('keeps one line per product and distributor, the later edit winning', () => {
    const plan = planCartUpload(
      [
        edit({ count: 1 }),
        edit({ count: 2 }, { ProductId: 2 }),
        edit({ count: 5 }),
        edit({ count: 4 }, { DistributorId: 11 }),
      ],
      OFF,
    );
    if (plan.kind !== 'upload') throw new Error('expected an upload');
    expect(plan.lines.map((l) => [l.DistributorId, l.PId, l.Qty])).toEqual([
      [10, 2, 2],
      [10, 1, 5],
      [11, 1, 4],
    ]);
  });

  it('property: every uploaded line is valid for the contract', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            count: fc.integer({ min: -5, max: 20_000 }),
            case_count: fc.integer({ min: -5, max: 20_000 }),
            isChanged: fc.boolean(),
            pid: fc.integer({ min: 1, max: 40 }),
            conv: fc.integer({ min: 0, max: 100 }),
            min: fc.integer({ min: 0, max: 50 }),
            max: fc.integer({ min: 0, max: 500 }),
          }),
          { maxLength: 40 },
        ),
        fc.boolean(),
        (rows, minOn) => {
          const plan = planCartUpload(
            rows.map((r) =>
              edit(
                { count: r.count, case_count: r.case_count, isChanged: r.isChanged },
                { ProductId: r.pid, ConversionQty: r.conv, MinORDQty: r.min, MaxORDQty: r.max },
              ),
            ),
            { isEnableMinOrderQty: minOn },
          );
          if (plan.kind === 'upload') expect(ZOrderUploadRequest.safeParse(plan.lines).success).toBe(true);
          else expect(rows.some((r) => r.isChanged && r.count >= 0 && r.case_count >= 0)).toBe(false);
        },
      ),
    );
  });
});

describe('repeat order', () => {
  it('refills with minimum order rounding and the old price, skipping what cannot be sold', () => {
    const lines = planRepeatOrder(
      [
        { ...product({ MinORDQty: 6 }), Qty: 7, Price: 12.5, IsSaleable: 1 },
        { ...product({ ProductId: 2 }), Qty: 3, Price: 1, IsSaleable: 0 },
        { ...product({ ProductId: 3 }), Qty: 0, Price: 1, IsSaleable: 1 },
      ],
      ON,
    );
    expect(lines).toEqual([expect.objectContaining({ PId: 1, Qty: 12, Price: 12.5 })]);
    expect(ZOrderUploadRequest.safeParse(lines).success).toBe(true);
  });

  it('splits many lines into calls of 500', () => {
    const chunks = chunkUploadLines(Array.from({ length: 1001 }, (_, i) => i));
    expect(chunks.map((c) => c.length)).toEqual([500, 500, 1]);
    expect(chunkUploadLines([])).toEqual([]);
  });
});

describe('FOC and non-FOC are never mixed', () => {
  const foc = { IsFree: 1, Qty: 2 };
  const normal = { IsFree: 0, Qty: 2 };

  it('tells what a cart holds', () => {
    expect(cartKind([])).toBe('empty');
    expect(cartKind([{ IsFree: 1, Qty: 0 }])).toBe('empty');
    expect(cartKind([foc])).toBe('foc');
    expect(cartKind([normal])).toBe('nonFoc');
    expect(cartKind([foc, normal])).toBe('mixed');
    expect(cartKind([{ IsFree: true, Qty: 1 }])).toBe('foc');
  });

  it('ValidateCart: the message that applies', () => {
    expect(focMismatch([], true)).toBeNull();
    expect(focMismatch([], false)).toBeNull();
    expect(focMismatch([foc], true)).toBeNull();
    expect(focMismatch([normal], false)).toBeNull();
    expect(focMismatch([normal], true)).toBe('products.foc.cartNonFocRequestValidation');
    expect(focMismatch([foc], false)).toBe('products.foc.cartFocRequestValidation');
  });

  it('upload: refuses lines that would mix, allows replacing and removing', () => {
    const cartFoc = [{ ProductId: 1, DistributorId: 10, IsFree: 1, Qty: 2 }];
    const cartNormal = [{ ProductId: 2, DistributorId: 10, IsFree: 0, Qty: 2 }];
    const addNormal = [{ ProductId: 3, DistributorId: 10, IsFree: 0, Qty: 1 }];
    const addFoc = [{ ProductId: 4, DistributorId: 10, IsFree: 1, Qty: 1 }];
    expect(focMismatchForUpload(cartFoc, addNormal)).toBe(CART_MESSAGE_KEYS.cartFoc);
    expect(focMismatchForUpload(cartNormal, addFoc)).toBe(CART_MESSAGE_KEYS.cartNonFoc);
    expect(focMismatchForUpload(cartNormal, addNormal)).toBeNull();
    expect(focMismatchForUpload([], [...addNormal, ...addFoc])).toBe(CART_MESSAGE_KEYS.cartNonFoc);
    // removing the FOC line while adding a normal one leaves a normal cart
    expect(focMismatchForUpload(cartFoc, [{ ...cartFoc[0]!, Qty: 0 }, ...addNormal])).toBeNull();
  });
});

describe('stock', () => {
  const lines = [
    { ProductId: 1, Qty: 5, SIH: 5 },
    { ProductId: 2, Qty: 6, SIH: 5 },
    { ProductId: 3, Qty: 1, SIH: 0 },
    { ProductId: 4, Qty: 0, SIH: 0 },
  ];

  it('is an error when stock is restricted', () => {
    expect(checkStock(lines, true)).toEqual({
      level: 'error',
      messageKey: 'common.alerts.warning.outOfStockError',
      productIds: [2, 3],
    });
  });

  it('is a warning otherwise', () => {
    expect(checkStock(lines, false)).toEqual({
      level: 'warning',
      messageKey: 'common.alerts.warning.outOfStockWarning',
      productIds: [2, 3],
    });
  });

  it('is fine at or below stock', () => {
    expect(checkStock([lines[0]!, lines[3]!], true)).toEqual({
      level: 'ok',
      messageKey: null,
      productIds: [],
    });
  });
});

describe('cart count', () => {
  it('counts lines plus free items', () => {
    expect(cartCount([{ Qty: 2 }, { Qty: 0 }, { Qty: 1 }], [{ FreeQty: 1 }, { FreeQty: 0 }])).toBe(3);
    expect(cartCount([], [])).toBe(0);
  });

  it('merges free goods per product and distributor', () => {
    expect(
      mergeFreeGoods([
        { ProductId: 1, DistributorId: 10, FreeQty: 1 },
        { ProductId: 1, DistributorId: 10, FreeQty: 2 },
        { ProductId: 1, DistributorId: 11, FreeQty: 1 },
        { ProductId: 2, DistributorId: 10, FreeQty: 0 },
      ]),
    ).toEqual([
      { ProductId: 1, DistributorId: 10, FreeQty: 3 },
      { ProductId: 1, DistributorId: 11, FreeQty: 1 },
    ]);
  });
});

type Line = {
  ProductId: number;
  DistributorId: number;
  BrandId: number;
  BrandName: string;
  CategoryId: number;
  CategoryName: string;
  SplitId: number;
  SplitName: string;
  GroupId: number;
  GroupName: string;
  Qty: number;
  Price: number;
};

const line = (
  ProductId: number,
  DistributorId: number,
  brand: number,
  category: number,
  qty = 1,
  price = 10,
): Line => ({
  ProductId,
  DistributorId,
  BrandId: brand,
  BrandName: `Brand ${brand}`,
  CategoryId: category,
  CategoryName: `Category ${category}`,
  SplitId: brand,
  SplitName: `Brand ${brand}`,
  GroupId: category,
  GroupName: `Category ${category}`,
  Qty: qty,
  Price: price,
});

describe('order summary grouping (orderSummaryFilterLevelCode)', () => {
  const lines = [line(1, 10, 1, 5), line(2, 10, 2, 5), line(3, 10, 1, 6)];

  it('groups per brand by default, in order of first appearance', () => {
    const groups = groupSummaryLines(lines, 'brand');
    expect(groups.map((g) => [g.id, g.name, g.lines.map((l) => l.ProductId)])).toEqual([
      [1, 'Brand 1', [1, 3]],
      [2, 'Brand 2', [2]],
    ]);
    expect(groupSummaryLines(lines, 'nonsense').map((g) => g.id)).toEqual([1, 2]);
  });

  it('groups per category by name or filter code', () => {
    for (const code of ['category', 'CAT', 'Category']) {
      expect(groupSummaryLines(lines, code).map((g) => [g.level, g.id, g.lines.length])).toEqual([
        ['category', 5, 2],
        ['category', 6, 1],
      ]);
    }
  });

  it('puts lines without a value at the level together', () => {
    const groups = groupSummaryLines([{ DistributorId: 1 }, { DistributorId: 1, SubBrandId: 4 }], 'SUBR');
    expect(groups.map((g) => [g.id, g.name])).toEqual([
      [null, ''],
      [4, '4'],
    ]);
  });

  it('reads level names', () => {
    expect(parseLevel('SUCAT')).toBe('subCategory');
    expect(parseLevel('sub_brand')).toBe('subBrand');
    expect(parseLevel('sku')).toBe('product');
    expect(parseLevel('')).toBeNull();
  });
});

describe('splitting a cart into orders (orderSplit)', () => {
  const lines = [line(1, 10, 1, 5), line(2, 10, 2, 5), line(3, 11, 1, 6), line(4, 10, 1, 6)];

  it('makes one order per distributor when the split is off', () => {
    const parts = splitCartIntoOrders(lines, { enabled: false, levels: ['brand'] });
    expect(parts.map((p) => [p.distributorId, p.lines.map((l) => l.ProductId)])).toEqual([
      [10, [1, 2, 4]],
      [11, [3]],
    ]);
    expect(parts[0]!.splitBy).toEqual({});
  });

  it('splits per distributor and the product split when on without levels', () => {
    expect(splitLevels({ enabled: true, levels: [] })).toEqual(['split']);
    const parts = splitCartIntoOrders(lines, { enabled: true, levels: [] });
    expect(parts.map((p) => [p.distributorId, p.splitBy.split?.id, p.lines.map((l) => l.ProductId)])).toEqual(
      [
        [10, 1, [1, 4]],
        [10, 2, [2]],
        [11, 1, [3]],
      ],
    );
  });

  it('splits per each configured level', () => {
    expect(splitLevels({ enabled: true, levels: ['brand', 'bogus', 'CAT', 'brand'] })).toEqual([
      'brand',
      'category',
    ]);
    const parts = splitCartIntoOrders(lines, { enabled: true, levels: ['brand', 'category'] });
    expect(parts.map((p) => p.lines.map((l) => l.ProductId))).toEqual([[1], [2], [3], [4]]);
    expect(parts[0]!.splitBy).toEqual({
      brand: { id: 1, name: 'Brand 1' },
      category: { id: 5, name: 'Category 5' },
    });
  });

  it('property: every line lands in exactly one order and the totals are kept', () => {
    const arbLine = fc
      .record({
        d: fc.integer({ min: 1, max: 3 }),
        b: fc.integer({ min: 1, max: 4 }),
        c: fc.integer({ min: 1, max: 4 }),
        qty: fc.integer({ min: 1, max: 9999 }),
        cents: fc.integer({ min: 0, max: 1_000_000 }),
      })
      .map((r) => ({ d: r.d, b: r.b, c: r.c, qty: r.qty, price: r.cents / 100 }));
    const arbSetting = fc.record({
      enabled: fc.boolean(),
      levels: fc.subarray(['brand', 'category', 'split', 'BR', 'x']),
    });
    fc.assert(
      fc.property(fc.array(arbLine, { maxLength: 50 }), arbSetting, (rows, setting) => {
        const cart = rows.map((r, i) => line(i + 1, r.d, r.b, r.c, r.qty, r.price));
        const parts = splitCartIntoOrders(cart, setting);
        const out = parts.flatMap((p) => p.lines);
        expect(out).toHaveLength(cart.length);
        expect(new Set(out)).toEqual(new Set(cart));
        for (const p of parts) for (const l of p.lines) expect(l.DistributorId).toBe(p.distributorId);
        const price = (ls: Line[]) =>
          totalCart(
            ls.map((l) =>
              priceLine({ qty: l.Qty, price: l.Price, taxPercent: 18 }, { isPriceIncludingTax: false }),
            ),
          ).net;
        expect(sumPaise(parts.map((p) => price(p.lines)))).toBe(price(cart));
        if (!setting.enabled) expect(parts.length).toBe(new Set(cart.map((l) => l.DistributorId)).size);
      }),
    );
  });
});
