import type { TCartLine } from '@restock/domain/contracts/cart';
import { ZAddOrderTemplateRequest } from '@restock/domain/contracts/smart-list';
import { describe, expect, it } from 'vitest';
import { planSave, templateLinesOfCart } from './save';

function cartLine(over: Partial<TCartLine> = {}): TCartLine {
  return {
    ProductId: 11,
    PrincipalId: 1,
    ProductName: 'Basmati rice 1 kg',
    ProductCode: 'RICE1',
    Price: 84.5,
    Qty: 12,
    ConversionQty: 12,
    IsFree: 0,
    DeliveryDate: '2025-06-10',
    DiscountId: 0,
    SchemeId: 0,
    Scheme: null,
    ImageUrl: '',
    DistributorId: 5,
    UomId: 1,
    GroupId: 3,
    GroupName: 'Rice',
    MinORDQty: 0,
    MaxORDQty: 0,
    IsSaleable: 1,
    SIH: 100,
    BrandId: 1,
    BrandName: 'B',
    SplitId: 1,
    SplitName: 'B',
    ProductPoints: 0,
    TaxPercent: 5,
    DiscAmount: 0,
    SchemeAmount: 0,
    TaxAmount: 0,
    OldPrice: null,
    LineTotal: 0,
    NetAmount: 0,
    ...over,
  };
}

const CART = { lines: [cartLine(), cartLine({ ProductId: 12, Qty: 5 })], isFoc: false };

describe('save the cart as a smart list', () => {
  it('takes the paid lines with a quantity, once per product', () => {
    expect(
      templateLinesOfCart([
        cartLine(),
        cartLine({ ProductId: 12, Qty: 0 }),
        cartLine({ ProductId: 13, IsFree: 1 }),
        cartLine({ Qty: 24 }),
      ]),
    ).toEqual([{ DistributorId: 5, PId: 11, PrincipalId: 1, Qty: 24, UomId: 1 }]);
  });

  it('makes a body the contract accepts, with the name trimmed', () => {
    const plan = planSave('  Weekly staples ', CART, [], 5);
    expect(plan.ok).toBe(true);
    if (!plan.ok) return;
    expect(plan.body.TemplateName).toBe('Weekly staples');
    expect(plan.body.TemplateDetail).toHaveLength(2);
    expect(ZAddOrderTemplateRequest.safeParse(plan.body).success).toBe(true);
  });

  it('refuses short, long and taken names (taken without regard to case)', () => {
    expect(planSave('ab', CART, [], 5)).toEqual({ ok: false, problem: 'tooShort' });
    expect(planSave('  ', CART, [], 5)).toEqual({ ok: false, problem: 'required' });
    expect(planSave('x'.repeat(51), CART, [], 5)).toEqual({ ok: false, problem: 'tooLong' });
    expect(planSave('weekly STAPLES', CART, ['Weekly staples'], 5)).toEqual({
      ok: false,
      problem: 'duplicate',
    });
  });

  it('refuses a FOC cart, an empty cart and one list too many', () => {
    expect(planSave('Weekly', { ...CART, isFoc: true }, [], 5)).toEqual({ ok: false, problem: 'focCart' });
    expect(planSave('Weekly', { lines: [], isFoc: false }, [], 5)).toEqual({
      ok: false,
      problem: 'emptyCart',
    });
    expect(planSave('Weekly', CART, ['a1', 'a2', 'a3', 'a4', 'a5'], 5)).toEqual({
      ok: false,
      problem: 'limit',
    });
    expect(planSave('Weekly', CART, ['a1', 'a2'], 3).ok).toBe(true);
  });
});
