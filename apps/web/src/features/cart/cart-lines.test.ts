import type { TCartLine } from '@restock/domain/contracts/cart';
import { describe, expect, it } from 'vitest';
import { cartLabels, freeItemsWithSource, planLineChange, shortOfMinimum } from './cart-lines';

const LINE: TCartLine = {
  ProductId: 7,
  PrincipalId: 9,
  ProductName: 'Soap 100 g',
  ProductCode: 'SP100',
  Price: 32.5,
  Qty: 24,
  ConversionQty: 12,
  IsFree: 0,
  DeliveryDate: '2025-06-02',
  DiscountId: 0,
  SchemeId: 4,
  Scheme: 'Buy 12 get 1',
  ImageUrl: '',
  DistributorId: 5,
  UomId: 1,
  GroupId: 3,
  GroupName: 'Personal care',
  MinORDQty: 6,
  MaxORDQty: 0,
  IsSaleable: 1,
  SIH: 100,
  BrandId: 2,
  BrandName: 'Fresh',
  SplitId: 2,
  SplitName: 'Fresh',
  ProductPoints: 0,
  TaxPercent: 18,
  DiscAmount: 0,
  SchemeAmount: 0,
  TaxAmount: 140.4,
  OldPrice: null,
  LineTotal: 780,
  NetAmount: 920.4,
};

describe('cartLabels', () => {
  it('reads showCartLabels without regard to case and spaces, ignoring unknown entries', () => {
    expect(
      [...cartLabels(['Tax', 'discount', 'net', 'Disclaimer', 'order volume', 'colour'])].sort(),
    ).toEqual(['disclaimer', 'discount', 'net', 'orderVolume', 'tax']);
    expect(cartLabels([]).size).toBe(0);
  });
});

describe('planLineChange', () => {
  it('removes a line with Qty 0 and the price it showed', () => {
    const plan = planLineChange(LINE, { cases: 0, pieces: 0 }, false);
    if (plan.kind !== 'upload') throw new Error(plan.kind);
    expect(plan.lines).toEqual([expect.objectContaining({ PId: 7, Qty: 0, Price: 32.5, DistributorId: 5 })]);
  });

  it('sets cases and pieces, rounded by the minimum order quantity when on', () => {
    const plain = planLineChange(LINE, { cases: 1, pieces: 1 }, false);
    expect(plain.kind === 'upload' && plain.lines[0]!.Qty).toBe(13);
    expect(plain.kind === 'upload' && plain.lines[0]!.Price).toBeUndefined();
    const rounded = planLineChange(LINE, { cases: 1, pieces: 1 }, true);
    expect(rounded.kind === 'upload' && rounded.lines[0]!.Qty).toBe(18);
    expect(rounded.kind === 'upload' && rounded.rounded).toEqual([7]);
  });

  it('keeps a FOC line FOC when its quantity changes (a paid line would turn the order paid)', () => {
    const focLine: TCartLine = { ...LINE, IsFree: 1, Price: 0, NetAmount: 0 };
    const plan = planLineChange(focLine, { cases: 0, pieces: 30 }, false);
    expect(plan.kind === 'upload' && plan.lines[0]).toMatchObject({ PId: 7, Qty: 30, IsFree: true });
    const removal = planLineChange(focLine, { cases: 0, pieces: 0 }, false);
    expect(removal.kind === 'upload' && 'IsFree' in removal.lines[0]!).toBe(false);
    const paid = planLineChange(LINE, { cases: 0, pieces: 30 }, false);
    expect(paid.kind === 'upload' && 'IsFree' in paid.lines[0]!).toBe(false);
  });
});

describe('shortOfMinimum', () => {
  it('is what is missing to the minimum order value, exact to the paisa', () => {
    expect(shortOfMinimum({ NetAmount: 999.9, MinOrderValue: 1000.1 })).toBe(0.2);
    expect(shortOfMinimum({ NetAmount: 1500, MinOrderValue: 1000 })).toBe(0);
    expect(shortOfMinimum({ NetAmount: 10, MinOrderValue: null })).toBe(0);
  });
});

describe('freeItemsWithSource', () => {
  it('names the paid product that earned each free item and drops empty ones', () => {
    const free = [
      {
        ProductId: 8,
        ProductName: 'Mini soap',
        ImageUrl: '',
        DistributorId: 5,
        FreeQty: 2,
        SchemeId: 4,
        SlabId: 1,
        ForProductId: 7,
      },
      {
        ProductId: 9,
        ProductName: 'Gone',
        ImageUrl: '',
        DistributorId: 5,
        FreeQty: 0,
        SchemeId: 4,
        SlabId: 2,
        ForProductId: 7,
      },
    ];
    expect(freeItemsWithSource(free, [LINE])).toEqual([{ ...free[0], ForProductName: 'Soap 100 g' }]);
  });
});
