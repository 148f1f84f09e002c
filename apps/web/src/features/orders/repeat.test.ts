import { ZOrderUploadRequest } from '@restock/domain/contracts/cart';
import { describe, expect, it } from 'vitest';
import { planRepeat, type RepeatSourceLine } from './repeat';

function line(over: Partial<RepeatSourceLine> = {}): RepeatSourceLine {
  return {
    ProductId: 11,
    ProductName: 'Basmati rice 1 kg',
    PrincipalId: 1,
    DistributorId: 5,
    UomId: 1,
    ConversionQty: 12,
    DiscountId: 0,
    SchemeId: 0,
    ImageUrl: '/img/11.webp',
    GroupId: 3,
    GroupName: 'Rice',
    Qty: 10,
    Price: 84.5,
    IsFree: 0,
    ...over,
  };
}

const ORDER = { DistributorId: 5, DistributorName: 'Sharma', IsFOC: false };

describe('repeat order', () => {
  it('puts the old lines back with the old price and a valid upload body', () => {
    const plan = planRepeat(ORDER, [line(), line({ ProductId: 12, Qty: 3, Price: 10 })], 5, {
      isEnableMinOrderQty: false,
    });
    expect(plan.kind).toBe('upload');
    if (plan.kind !== 'upload') return;
    expect(plan.lines.map((l) => [l.PId, l.Qty, l.Price])).toEqual([
      [11, 10, 84.5],
      [12, 3, 10],
    ]);
    expect(plan.rounded).toBe(0);
    expect(plan.skipped).toBe(0);
    expect(ZOrderUploadRequest.safeParse(plan.lines).success).toBe(true);
  });

  it('rounds to the minimum order quantity when enabled and says how many changed', () => {
    const lines = [
      line({ Qty: 10, MinORDQty: 6, MaxORDQty: 0 }),
      line({ ProductId: 12, Qty: 12, MinORDQty: 6 }),
    ];
    const plan = planRepeat(ORDER, lines, 5, { isEnableMinOrderQty: true });
    expect(plan.kind === 'upload' && plan.lines.map((l) => l.Qty)).toEqual([12, 12]);
    expect(plan.kind === 'upload' && plan.rounded).toBe(1);
    const off = planRepeat(ORDER, lines, 5, { isEnableMinOrderQty: false });
    expect(off.kind === 'upload' && off.lines.map((l) => l.Qty)).toEqual([10, 12]);
  });

  it('drops products no longer carried or saleable, and free goods', () => {
    const plan = planRepeat(
      ORDER,
      [
        line(),
        line({ ProductId: 12, IsSaleable: 0 }),
        line({ ProductId: 13, IsFree: 1 }),
        line({ ProductId: 14, Available: false, IsSaleable: 1 }),
      ],
      5,
      { isEnableMinOrderQty: false },
    );
    expect(plan.kind === 'upload' && plan.lines.map((l) => l.PId)).toEqual([11]);
    expect(plan.kind === 'upload' && plan.skipped).toBe(3);
  });

  it('asks to switch for an order of another distributor, refuses FOC orders and empty plans', () => {
    expect(planRepeat(ORDER, [line()], 9, { isEnableMinOrderQty: false })).toEqual({
      kind: 'otherDistributor',
      distributorId: 5,
      distributorName: 'Sharma',
    });
    expect(planRepeat({ ...ORDER, IsFOC: true }, [line()], 5, { isEnableMinOrderQty: false })).toEqual({
      kind: 'focOrder',
    });
    expect(planRepeat(ORDER, [line({ IsSaleable: false })], 5, { isEnableMinOrderQty: false })).toEqual({
      kind: 'nothing',
    });
  });
});
