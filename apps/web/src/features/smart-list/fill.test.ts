import { ZOrderUploadRequest } from '@restock/domain/contracts/cart';
import type { TTemplateLine } from '@restock/domain/contracts/smart-list';
import { describe, expect, it } from 'vitest';
import { type FillOptions, planFill, readGrowth } from './fill';

function tline(over: Partial<TTemplateLine> = {}): TTemplateLine {
  return {
    DistributorId: 5,
    PId: 11,
    PrincipalId: 1,
    Qty: 10,
    UomId: 1,
    PName: 'Basmati rice 1 kg',
    ImageUrl: '',
    ConversionQty: 12,
    Price: 84.5,
    DiscountId: 0,
    SchemeId: 0,
    GroupId: 3,
    GroupName: 'Rice',
    SIH: 50,
    MinORDQty: 0,
    MaxORDQty: 0,
    IsSaleable: 1,
    IsFree: 0,
    Available: true,
    ...over,
  };
}

const OPTIONS: FillOptions = {
  distributorId: 5,
  growth: null,
  isEnableMinOrderQty: false,
  isRestrictSIHProducts: false,
  isFocCart: false,
};

function detail(lines: TTemplateLine[]) {
  return { TemplateId: 1, TemplateName: 'Weekly', TemplateDetail: lines };
}

describe('growth factor as typed', () => {
  it('reads fixed quantities 1..9999 and percentages -100..100 with two decimals', () => {
    expect(readGrowth({ mode: 'fixed', value: '5' }, true)).toEqual({
      ok: true,
      growth: { mode: 'fixed', value: 5 },
    });
    expect(readGrowth({ mode: 'percentage', value: '-12,5' }, true)).toEqual({
      ok: true,
      growth: { mode: 'percentage', value: -12.5 },
    });
    expect(readGrowth({ mode: 'fixed', value: '0' }, true)).toEqual({ ok: false, problem: 'fixedRange' });
    expect(readGrowth({ mode: 'fixed', value: '10000' }, true)).toEqual({ ok: false, problem: 'fixedRange' });
    expect(readGrowth({ mode: 'fixed', value: '2.5' }, true)).toEqual({ ok: false, problem: 'fixedRange' });
    expect(readGrowth({ mode: 'percentage', value: '100.5' }, true)).toEqual({
      ok: false,
      problem: 'percentRange',
    });
    expect(readGrowth({ mode: 'percentage', value: '1.234' }, true)).toEqual({
      ok: false,
      problem: 'percentRange',
    });
  });

  it('no value, or the setting off, is no growth', () => {
    expect(readGrowth({ mode: 'fixed', value: ' ' }, true)).toEqual({ ok: true, growth: null });
    expect(readGrowth({ mode: 'fixed', value: 'abc' }, false)).toEqual({ ok: true, growth: null });
  });
});

describe('fill the cart from a smart list', () => {
  it('uploads the lines with the growth applied (percentage rounded half up)', () => {
    const plan = planFill(detail([tline(), tline({ PId: 12, Qty: 5 })]), {
      ...OPTIONS,
      growth: { mode: 'percentage', value: 10 },
    });
    expect(plan.kind).toBe('fill');
    if (plan.kind !== 'fill') return;
    expect(plan.lines.map((l) => [l.PId, l.Qty])).toEqual([
      [11, 11],
      [12, 6],
    ]);
    expect(ZOrderUploadRequest.safeParse(plan.lines).success).toBe(true);
    expect(plan.lines[0]).not.toHaveProperty('Price');
  });

  it('adds a fixed quantity and rounds to the minimum order quantity', () => {
    const plan = planFill(detail([tline({ Qty: 10, MinORDQty: 6 })]), {
      ...OPTIONS,
      growth: { mode: 'fixed', value: 3 },
      isEnableMinOrderQty: true,
    });
    expect(plan.kind === 'fill' && plan.quantities.get(11)).toBe(18);
  });

  it('skips SIH-0 products only when stock is restricted, with the spec message', () => {
    const lines = [tline(), tline({ PId: 12, SIH: 0 })];
    const restricted = planFill(detail(lines), { ...OPTIONS, isRestrictSIHProducts: true });
    expect(restricted.kind === 'fill' && restricted.lines.map((l) => l.PId)).toEqual([11]);
    expect(restricted.kind === 'fill' && restricted.outOfStock.map((l) => l.PId)).toEqual([12]);
    expect(restricted.kind === 'fill' && restricted.messageKey).toBe(
      'common.alerts.warning.smartListOutOfStockError',
    );
    const open = planFill(detail(lines), OPTIONS);
    expect(open.kind === 'fill' && open.lines.map((l) => l.PId)).toEqual([11, 12]);
    expect(open.kind === 'fill' && open.messageKey).toBeNull();
  });

  it('leaves out products of another distributor, no longer carried, unsaleable or FOC', () => {
    const plan = planFill(
      detail([
        tline(),
        tline({ PId: 12, DistributorId: 9 }),
        tline({ PId: 13, Available: false }),
        tline({ PId: 14, IsSaleable: 0 }),
        tline({ PId: 15, IsFree: 1 }),
      ]),
      OPTIONS,
    );
    expect(plan.kind === 'fill' && plan.lines.map((l) => l.PId)).toEqual([11]);
    expect(plan.kind === 'fill' && plan.unavailable.map((l) => l.PId).sort()).toEqual([12, 13, 14, 15]);
  });

  it('a -100 % growth leaves nothing, and a FOC cart gets no fill at all', () => {
    const none = planFill(detail([tline()]), { ...OPTIONS, growth: { mode: 'percentage', value: -100 } });
    expect(none.kind === 'fill' && none.lines).toEqual([]);
    expect(planFill(detail([tline()]), { ...OPTIONS, isFocCart: true })).toEqual({ kind: 'focCart' });
  });
});
