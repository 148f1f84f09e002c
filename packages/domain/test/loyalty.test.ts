import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  achievedPercent,
  financialYearOf,
  lastMonths,
  parseMonthlySalesConfig,
  quarterOf,
  quarterTargets,
  yearlyTarget,
} from '../src/rules/loyalty.ts';

describe('financial year (India, April to March)', () => {
  it('starts in April: March belongs to the year before', () => {
    expect(financialYearOf({ year: 2026, month: 3, day: 31 }).label).toBe('2025-26');
    expect(financialYearOf({ year: 2026, month: 4, day: 1 }).label).toBe('2026-27');
    expect(financialYearOf({ year: 2099, month: 12, day: 1 }).label).toBe('2099-00');
  });

  it('has four quarters that cover the year day by day', () => {
    const fy = financialYearOf({ year: 2027, month: 2, day: 10 });
    expect(fy.quarters.map((q) => [q.from, q.to])).toEqual([
      ['2026-04-01', '2026-06-30'],
      ['2026-07-01', '2026-09-30'],
      ['2026-10-01', '2026-12-31'],
      ['2027-01-01', '2027-03-31'],
    ]);
    expect([fy.from, fy.to]).toEqual(['2026-04-01', '2027-03-31']);
  });

  it('puts each month in its quarter', () => {
    const quarters = Array.from({ length: 12 }, (_, i) => quarterOf({ year: 2026, month: i + 1, day: 1 }));
    expect(quarters).toEqual([4, 4, 4, 1, 1, 1, 2, 2, 2, 3, 3, 3]);
  });
});

describe('club targets', () => {
  it('grows last year by the growth, rounds value up to hundreds of rupees, never below the minimum', () => {
    expect(yearlyTarget({ type: 'SV', lastYear: 33_719_700n, minimum: 15_000_000n, growthPercent: 10 })).toBe(
      37_100_000n,
    );
    expect(yearlyTarget({ type: 'SV', lastYear: 0n, minimum: 15_000_000n, growthPercent: 10 })).toBe(
      15_000_000n,
    );
    expect(yearlyTarget({ type: 'PV', lastYear: 4386n, minimum: 400n, growthPercent: 5 })).toBe(4606n);
  });

  it('splits a year into quarters that add up to it (property)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 13n }),
        fc.constantFrom('SV' as const, 'PV' as const),
        (y, t) => {
          const q = quarterTargets(t, y);
          expect(q.reduce((a, b) => a + b, 0n)).toBe(y);
          expect(q.every((v) => v >= 0n)).toBe(true);
        },
      ),
    );
  });

  it('never asks less than the minimum nor less than last year grown (property)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.integer({ min: 0, max: 100 }),
        (lastYear, minimum, growth) => {
          const target = yearlyTarget({ type: 'SV', lastYear, minimum, growthPercent: growth });
          expect(target >= minimum).toBe(true);
          expect(target * 100n >= lastYear * BigInt(100 + growth)).toBe(true);
        },
      ),
    );
  });

  it('writes achievement as a percentage with two decimals', () => {
    expect(achievedPercent(14_525_400n, 9_275_000n)).toBe(156.6);
    expect(achievedPercent(1n, 0n)).toBe(0);
  });
});

describe('monthly sales settings', () => {
  it('reads monthlySalesConfigJson in order, FM and RM only with focus brands, and falls back to SV and PV', () => {
    expect(
      parseMonthlySalesConfig([
        { Type: 'PV' },
        'SV',
        { Type: 'FM', FocusBrands: ['crunchos'] },
        { Type: 'RM' },
        { Type: 'XX' },
      ]),
    ).toEqual([
      { type: 'PV', focusBrandCodes: [] },
      { type: 'SV', focusBrandCodes: [] },
      { type: 'FM', focusBrandCodes: ['CRUNCHOS'] },
      { type: 'RM', focusBrandCodes: ['CRUNCHOS'] },
    ]);
    expect(parseMonthlySalesConfig([{ Type: 'FM' }]).map((c) => c.type)).toEqual(['SV', 'PV']);
    expect(parseMonthlySalesConfig('nonsense').map((c) => c.type)).toEqual(['SV', 'PV']);
  });

  it('counts months back across a year end', () => {
    expect(lastMonths({ year: 2026, month: 2, day: 3 }, 3)).toEqual([
      { year: 2025, month: 12 },
      { year: 2026, month: 1 },
      { year: 2026, month: 2 },
    ]);
  });
});
