import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_UNIT_COUNT } from '../src/rules/quantity.ts';
import {
  applyGrowth,
  canSaveAnotherTemplate,
  canUseSmartList,
  checkTemplateName,
  fillFromTemplate,
  isValidGrowthFactor,
  isValidTemplateName,
  type TemplateFillLine,
  templateNameKey,
} from '../src/rules/smart-list.ts';

describe('template name', () => {
  it('is trimmed and 3..50 characters', () => {
    expect(checkTemplateName('  Weekly  ')).toEqual({ ok: true, name: 'Weekly' });
    expect(checkTemplateName('abc')).toEqual({ ok: true, name: 'abc' });
    expect(checkTemplateName('ab')).toEqual({ ok: false, problem: 'tooShort' });
    expect(checkTemplateName('  ab  ')).toEqual({ ok: false, problem: 'tooShort' });
    expect(checkTemplateName('   ')).toEqual({ ok: false, problem: 'required' });
    expect(checkTemplateName('x'.repeat(50)).ok).toBe(true);
    expect(checkTemplateName('x'.repeat(51))).toEqual({ ok: false, problem: 'tooLong' });
    expect(isValidTemplateName('चाय')).toBe(true); // three characters in Devanagari
  });

  it('compares names without case and surrounding spaces (uniqueness is the server’s)', () => {
    expect(templateNameKey(' Weekly ')).toBe(templateNameKey('WEEKLY'));
  });

  it('limits how many smart lists a retailer keeps', () => {
    expect(canSaveAnotherTemplate(4, 5)).toBe(true);
    expect(canSaveAnotherTemplate(5, 5)).toBe(false);
    expect(canSaveAnotherTemplate(0, 0)).toBe(true);
  });
});

describe('growth factor', () => {
  it('is in range: fixed 1..9999, percentage -100..100', () => {
    expect(isValidGrowthFactor({ mode: 'fixed', value: 1 })).toBe(true);
    expect(isValidGrowthFactor({ mode: 'fixed', value: 9999 })).toBe(true);
    expect(isValidGrowthFactor({ mode: 'fixed', value: 0 })).toBe(false);
    expect(isValidGrowthFactor({ mode: 'fixed', value: 10_000 })).toBe(false);
    expect(isValidGrowthFactor({ mode: 'fixed', value: 1.5 })).toBe(false);
    expect(isValidGrowthFactor({ mode: 'percentage', value: -100 })).toBe(true);
    expect(isValidGrowthFactor({ mode: 'percentage', value: 100 })).toBe(true);
    expect(isValidGrowthFactor({ mode: 'percentage', value: 12.5 })).toBe(true);
    expect(isValidGrowthFactor({ mode: 'percentage', value: 100.01 })).toBe(false);
    expect(isValidGrowthFactor({ mode: 'percentage', value: 1.234 })).toBe(false);
    expect(isValidGrowthFactor({ mode: 'percentage', value: Number.NaN })).toBe(false);
  });

  it('adds a fixed quantity', () => {
    expect(applyGrowth(10, { mode: 'fixed', value: 5 })).toBe(15);
    expect(applyGrowth(9990, { mode: 'fixed', value: 100 })).toBe(MAX_UNIT_COUNT);
  });

  it('adds a percentage of the base, rounded half-up', () => {
    expect(applyGrowth(10, { mode: 'percentage', value: 10 })).toBe(11);
    expect(applyGrowth(5, { mode: 'percentage', value: 10 })).toBe(6); // +0.5 -> +1
    expect(applyGrowth(5, { mode: 'percentage', value: -10 })).toBe(4); // -0.5 -> -1
    expect(applyGrowth(7, { mode: 'percentage', value: 12.5 })).toBe(8); // +0.875 -> +1
    expect(applyGrowth(3, { mode: 'percentage', value: 10 })).toBe(3); // +0.3 -> 0
    expect(applyGrowth(10, { mode: 'percentage', value: -100 })).toBe(0);
    expect(applyGrowth(9999, { mode: 'percentage', value: 100 })).toBe(MAX_UNIT_COUNT);
  });

  it('leaves the base alone without (or with an invalid) growth factor, capped at 9999', () => {
    expect(applyGrowth(12, null)).toBe(12);
    expect(applyGrowth(12, { mode: 'percentage', value: 500 })).toBe(12);
    expect(applyGrowth(50_000, undefined)).toBe(MAX_UNIT_COUNT);
    expect(applyGrowth(-3, undefined)).toBe(0);
  });

  it('property: a percentage within range keeps the quantity within 0..9999', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 999_999 }),
        fc.integer({ min: -10_000, max: 10_000 }),
        (base, bp) => {
          const q = applyGrowth(base, { mode: 'percentage', value: bp / 100 });
          expect(Number.isInteger(q)).toBe(true);
          expect(q).toBeGreaterThanOrEqual(0);
          expect(q).toBeLessThanOrEqual(MAX_UNIT_COUNT);
          if (base <= MAX_UNIT_COUNT && bp >= 0) expect(q).toBeGreaterThanOrEqual(base);
          if (base <= MAX_UNIT_COUNT && bp <= 0) expect(q).toBeLessThanOrEqual(base);
        },
      ),
    );
  });

  it('property: a fixed growth within range keeps the quantity within 0..9999', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999 }), fc.integer({ min: 1, max: 9999 }), (base, add) => {
        const q = applyGrowth(base, { mode: 'fixed', value: add });
        expect(q).toBe(Math.min(base + add, MAX_UNIT_COUNT));
      }),
    );
  });
});

describe('filling the cart from a template', () => {
  const line = (over: Partial<TemplateFillLine> = {}): TemplateFillLine & { name: string } => ({
    PId: 1,
    Qty: 10,
    SIH: 100,
    MinORDQty: 0,
    MaxORDQty: 0,
    IsFree: 0,
    IsSaleable: 1,
    name: 'Tea',
    ...over,
  });
  const opts = { isEnableMinOrderQty: false, isRestrictSIHProducts: false, isFocOrder: false };

  it('does not apply to FOC orders', () => {
    expect(fillFromTemplate([line()], { ...opts, isFocOrder: true })).toEqual({
      ok: false,
      reason: 'focOrder',
    });
    expect(canUseSmartList(true)).toBe(false);
    expect(canUseSmartList(false)).toBe(true);
  });

  it('applies the growth factor and keeps the line’s other fields', () => {
    const r = fillFromTemplate([line()], { ...opts, growth: { mode: 'percentage', value: 25 } });
    expect(r).toMatchObject({
      ok: true,
      lines: [{ PId: 1, Qty: 13, name: 'Tea' }],
      outOfStock: [],
      messageKey: null,
    });
  });

  it('skips SIH-0 products when stock is restricted, with the smart-list message', () => {
    const lines = [line(), line({ PId: 2, SIH: 0 }), line({ PId: 3, SIH: -1 })];
    const restricted = fillFromTemplate(lines, { ...opts, isRestrictSIHProducts: true });
    if (!restricted.ok) throw new Error('expected a fill');
    expect(restricted.lines.map((l) => l.PId)).toEqual([1]);
    expect(restricted.outOfStock.map((l) => l.PId)).toEqual([2, 3]);
    expect(restricted.messageKey).toBe('common.alerts.warning.smartListOutOfStockError');
    const free = fillFromTemplate(lines, opts);
    if (!free.ok) throw new Error('expected a fill');
    expect(free.lines.map((l) => l.PId)).toEqual([1, 2, 3]);
    expect(free.messageKey).toBeNull();
  });

  it('rounds by the minimum order quantity and stays within 9999', () => {
    const r = fillFromTemplate(
      [
        line({ Qty: 13, MinORDQty: 12 }),
        line({ PId: 2, Qty: 9999, MinORDQty: 12 }),
        line({ PId: 3, Qty: 30, MinORDQty: 12, MaxORDQty: 24 }),
      ],
      { ...opts, isEnableMinOrderQty: true },
    );
    if (!r.ok) throw new Error('expected a fill');
    expect(r.lines.map((l) => l.Qty)).toEqual([24, 9996, 12]);
  });

  it('leaves out FOC and unsaleable products and lines that end at 0', () => {
    const r = fillFromTemplate(
      [line({ IsFree: 1 }), line({ PId: 2, IsSaleable: 0 }), line({ PId: 3, Qty: 1 })],
      { ...opts, growth: { mode: 'percentage', value: -100 } },
    );
    if (!r.ok) throw new Error('expected a fill');
    expect(r.lines).toEqual([]);
    expect(r.unavailable.map((l) => l.PId)).toEqual([1, 2]);
  });
});
