import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cartPoints,
  cashVoucherSummary,
  discountAmount,
  divideRoundHalfUp,
  effectivePrice,
  effectiveUnitPrice,
  formatPaise,
  includedTaxOf,
  lineTotal,
  lineTotalOfUnits,
  meetsMinimumOrderValue,
  orderVolumeSummary,
  paiseToNumber,
  parseDecimal,
  percentOf,
  priceLine,
  type SchemeSlabLike,
  schemeBenefit,
  shortOfMinimumOrderValue,
  sumPaise,
  toPaise,
  totalCart,
  tryToPaise,
} from '../src/rules/pricing.ts';

const EXCL = { isPriceIncludingTax: false };
const INCL = { isPriceIncludingTax: true };

describe('reading amounts exactly', () => {
  it('reads numbers and numeric strings to paise without float error', () => {
    expect(toPaise('12.50')).toBe(1250n);
    expect(toPaise(12.5)).toBe(1250n);
    expect(toPaise(0.1)).toBe(10n);
    expect(toPaise(' 7 ')).toBe(700n);
    expect(toPaise('0')).toBe(0n);
    expect(toPaise('.5')).toBe(50n);
    expect(toPaise('-3.2')).toBe(-320n);
    expect(toPaise(1e21)).toBe(10n ** 23n);
    expect(toPaise('9999999999.99')).toBe(999_999_999_999n);
    // 0.1 + 0.2 in floats is 0.30000000000000004; read as paise it is 30 (half-up at the third decimal)
    expect(toPaise(0.1 + 0.2)).toBe(30n);
  });

  it('rounds a third decimal half-up (ties away from zero)', () => {
    expect(toPaise('1.005')).toBe(101n);
    expect(toPaise('1.004')).toBe(100n);
    expect(toPaise('-1.005')).toBe(-101n);
    expect(toPaise('2.675')).toBe(268n); // a float would say 2.67
  });

  it('refuses what is not a number', () => {
    for (const bad of ['', ' ', 'abc', '1,5', '1.2.3', '--1', '.', 'e5']) expect(tryToPaise(bad)).toBeNull();
    expect(tryToPaise(Number.NaN)).toBeNull();
    expect(tryToPaise(Number.POSITIVE_INFINITY)).toBeNull();
    expect(() => toPaise('x')).toThrow(RangeError);
    expect(parseDecimal('1e-50')).toBeNull(); // beyond the scale we read
  });

  it('formats paise with two decimals and back', () => {
    expect(formatPaise(123450n)).toBe('1234.50');
    expect(formatPaise(5n)).toBe('0.05');
    expect(formatPaise(-5n)).toBe('-0.05');
    expect(formatPaise(0n)).toBe('0.00');
    expect(paiseToNumber(1999n)).toBe(19.99);
    expect(sumPaise([1n, 2n, 3n])).toBe(6n);
  });

  it('divides rounding half-up', () => {
    expect(divideRoundHalfUp(5n, 2n)).toBe(3n);
    expect(divideRoundHalfUp(-5n, 2n)).toBe(-3n);
    expect(divideRoundHalfUp(4n, 3n)).toBe(1n);
    expect(divideRoundHalfUp(5n, 3n)).toBe(2n);
    expect(() => divideRoundHalfUp(1n, 0n)).toThrow(RangeError);
  });

  it('property: format and read are inverse; two-decimal numbers read exactly', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), (p) => {
        expect(toPaise(formatPaise(p))).toBe(p);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999_999 }), (cents) => {
        expect(toPaise(cents / 100)).toBe(BigInt(cents));
        expect(paiseToNumber(BigInt(cents))).toBe(cents / 100);
      }),
    );
  });
});

describe('percentages', () => {
  it('takes a percentage of an amount, half-up, clamped to 0..100', () => {
    expect(percentOf(10_000n, 12.5)).toBe(1250n);
    expect(percentOf(5n, 18)).toBe(1n); // 0.009 -> 0.01
    expect(percentOf(10_000n, '7.25')).toBe(725n);
    expect(percentOf(10_000n, 150)).toBe(10_000n);
    expect(percentOf(10_000n, -5)).toBe(0n);
    expect(percentOf(10_000n, 'x')).toBe(0n);
  });

  it('finds the tax inside a tax-inclusive amount', () => {
    expect(includedTaxOf(11_800n, 18)).toBe(1800n);
    expect(includedTaxOf(10_000n, 0)).toBe(0n);
    expect(includedTaxOf(10_000n, 5)).toBe(476n); // 100 x 5/105 = 4.7619
  });
});

describe('line total and effective price (spec section 5)', () => {
  it('line total = pieces (cases x ConversionQty + pieces) x price', () => {
    expect(lineTotalOfUnits(2, 6, 12, '10.25')).toBe(30n * 1025n);
    expect(lineTotal(3, 19.99)).toBe(5997n);
    expect(lineTotal(0, 19.99)).toBe(0n);
    expect(() => lineTotal(-1, 1)).toThrow(RangeError);
    expect(() => lineTotal(1.5, 1)).toThrow(RangeError);
  });

  it('discount from a percentage or a fixed amount per piece (never above the price)', () => {
    expect(discountAmount(10, 100, { type: 'PCT', value: 10 })).toBe(10_000n);
    expect(discountAmount(10, 100, { type: 'AMT', value: '2.50' })).toBe(2500n);
    expect(discountAmount(10, 5, { type: 'AMT', value: 8 })).toBe(5000n);
    expect(discountAmount(10, 5, null)).toBe(0n);
  });

  it('effective price = price - discount - scheme + tax', () => {
    const l = priceLine(
      {
        qty: 10,
        price: '100.00',
        discount: { type: 'PCT', value: 10 },
        schemeDiscountPercent: 5,
        taxPercent: 18,
      },
      EXCL,
    );
    expect(l).toEqual({
      unitPrice: 10_000n,
      gross: 100_000n, // 1000.00
      discount: 10_000n, // 100.00
      scheme: 4_500n, // 5 % of 900.00
      taxable: 85_500n,
      tax: 15_390n, // 18 % of 855.00
      net: 100_890n,
    });
    expect(effectivePrice({ qty: 10, price: 100, taxPercent: 18 }, EXCL)).toBe(118_000n);
    expect(effectiveUnitPrice(l, 10)).toBe(10_089n);
    expect(effectiveUnitPrice(l, 0)).toBe(0n);
  });

  it('does not add tax again when prices include it', () => {
    const l = priceLine({ qty: 10, price: 100, discount: { type: 'PCT', value: 10 }, taxPercent: 18 }, INCL);
    expect(l.net).toBe(90_000n);
    expect(l.tax).toBe(13_729n); // 900 x 18/118 = 137.288
    expect(priceLine({ qty: 1, price: 118, taxPercent: 18 }, INCL)).toMatchObject({
      net: 11_800n,
      tax: 1_800n,
    });
  });

  it('a line of 0 pieces costs nothing', () => {
    const l = priceLine({ qty: 0, price: 99.99, taxPercent: 18 }, EXCL);
    expect(l.net).toBe(0n);
    expect(l.tax).toBe(0n);
  });

  it('refuses a negative price', () => {
    expect(() => priceLine({ qty: 1, price: -1 }, EXCL)).toThrow(RangeError);
  });

  const arbLine = fc.record({
    qty: fc.integer({ min: 0, max: 999_999 }),
    price: fc.integer({ min: 0, max: 10_000_000 }).map((c) => c / 100),
    discount: fc.option(
      fc.oneof(
        fc.record({
          type: fc.constant('PCT' as const),
          value: fc.integer({ min: 0, max: 10_000 }).map((b) => b / 100),
        }),
        fc.record({
          type: fc.constant('AMT' as const),
          value: fc.integer({ min: 0, max: 100_000 }).map((c) => c / 100),
        }),
      ),
      { nil: null },
    ),
    schemeDiscountPercent: fc.integer({ min: 0, max: 5000 }).map((b) => b / 100),
    taxPercent: fc.constantFrom(0, 5, 12, 18, 28, 12.5),
  });

  it('property: cart totals equal the sum of the lines to the paisa, and each line adds up', () => {
    fc.assert(
      fc.property(fc.array(arbLine, { maxLength: 60 }), fc.boolean(), (inputs, incl) => {
        const lines = inputs.map((i) => priceLine(i, { isPriceIncludingTax: incl }));
        const t = totalCart(lines);
        expect(t.net).toBe(sumPaise(lines.map((l) => l.net)));
        expect(t.gross).toBe(sumPaise(lines.map((l) => l.gross)));
        expect(t.tax).toBe(sumPaise(lines.map((l) => l.tax)));
        for (const l of lines) {
          expect(l.gross).toBe(lineTotal(inputs[lines.indexOf(l)]!.qty, inputs[lines.indexOf(l)]!.price));
          expect(l.discount + l.scheme).toBeLessThanOrEqual(l.gross);
          expect(l.taxable).toBeGreaterThanOrEqual(0n);
          expect(l.net).toBe(incl ? l.taxable : l.gross - l.discount - l.scheme + l.tax);
        }
        if (!incl) expect(t.net).toBe(t.gross - t.discount - t.scheme + t.tax);
      }),
    );
  });
});

describe('minimum order value gate', () => {
  it('passes every total when no minimum is supplied', () => {
    for (const none of [null, undefined, '', 0, '0', 'abc'])
      expect(meetsMinimumOrderValue(0n, none)).toBe(true);
  });

  it('requires the total to reach the minimum', () => {
    expect(meetsMinimumOrderValue(49_999n, 500)).toBe(false);
    expect(meetsMinimumOrderValue(50_000n, 500)).toBe(true);
    expect(meetsMinimumOrderValue('500.00', '500')).toBe(true);
    expect(meetsMinimumOrderValue(499.99, '500')).toBe(false);
    expect(meetsMinimumOrderValue('x', '500')).toBe(false);
    expect(shortOfMinimumOrderValue(49_999n, 500)).toBe(1n);
    expect(shortOfMinimumOrderValue(60_000n, 500)).toBe(0n);
    expect(shortOfMinimumOrderValue(1n, null)).toBe(0n);
  });
});

describe('cash voucher and order volume', () => {
  it('converts the points of the cart at the conversion rate', () => {
    expect(
      cartPoints([
        { qty: 10, productPoints: 3 },
        { qty: 2, productPoints: 0 },
        { qty: -1, productPoints: 5 },
      ]),
    ).toBe(30);
    expect(cashVoucherSummary(123, { enabled: false, conversionRate: 1 })).toBeNull();
    expect(cashVoucherSummary(123, { enabled: true, conversionRate: 1 })).toEqual({
      points: 123,
      value: 12_300n,
    });
    expect(cashVoucherSummary(123, { enabled: true, conversionRate: 2.5 })).toEqual({
      points: 123,
      value: 30_750n,
    });
    expect(cashVoucherSummary(123, { enabled: true, conversionRate: 0.333 })?.value).toBe(4_096n); // 40.959
    expect(cashVoucherSummary(5, { enabled: true, conversionRate: 0 })?.value).toBe(500n); // bad rate: 1
  });

  it('sums the order volume in the configured metric', () => {
    const lines = [
      { qty: 3, conversionQty: 12, measurePerPiece: 500 },
      { qty: 2, conversionQty: 6, measurePerPiece: '1000' },
      { qty: 5, conversionQty: 1, measurePerPiece: null },
    ];
    expect(orderVolumeSummary(lines, { enabled: false, metric: 'KG', conversionCode: 'WT' })).toBeNull();
    expect(orderVolumeSummary(lines, { enabled: true, metric: 'KG', conversionCode: 'WT' })).toEqual({
      metric: 'KG',
      value: '3.500',
    });
    expect(orderVolumeSummary(lines, { enabled: true, metric: 'G', conversionCode: 'WT' })?.value).toBe(
      '3500.000',
    );
    expect(orderVolumeSummary(lines, { enabled: true, metric: 'CASE', conversionCode: '' })?.value).toBe(
      '5.583',
    );
    expect(orderVolumeSummary(lines, { enabled: true, metric: 'PCS', conversionCode: '' })?.value).toBe(
      '10.000',
    );
    expect(
      orderVolumeSummary([{ qty: 3, conversionQty: 1, measurePerPiece: '0.3335' }], {
        enabled: true,
        metric: 'L',
        conversionCode: 'VOL',
      })?.value,
    ).toBe('0.001');
  });
});

describe('scheme slabs: free goods and percentage off', () => {
  const slab = (s: Partial<SchemeSlabLike> & { SlabId: number; MinQty: number }): SchemeSlabLike => ({
    MaxQty: 0,
    FreeQty: 0,
    FreeProductId: null,
    DiscountPercent: 0,
    ...s,
  });
  // the seed's "Buy 10 get 1 free" (10..23) then "Buy 24 get 3 free"
  const crunchos = [
    slab({ SlabId: 1, MinQty: 10, MaxQty: 23, FreeQty: 1 }),
    slab({ SlabId: 2, MinQty: 24, FreeQty: 3 }),
  ];

  it('gives nothing below the first slab', () => {
    expect(schemeBenefit(crunchos, 9, 7)).toEqual({
      slabId: null,
      times: 0,
      freeQty: 0,
      freeProductId: null,
      discountPercent: '0',
    });
    expect(schemeBenefit([], 100, 7).freeQty).toBe(0);
  });

  it('takes the highest slab reached; a bounded slab gives its free goods once', () => {
    expect(schemeBenefit(crunchos, 10, 7)).toMatchObject({ slabId: 1, freeQty: 1, freeProductId: 7 });
    expect(schemeBenefit(crunchos, 23, 7)).toMatchObject({ slabId: 1, freeQty: 1, times: 1 });
    expect(schemeBenefit(crunchos, 24, 7)).toMatchObject({ slabId: 2, freeQty: 3 });
  });

  it('repeats an open slab per full MinQty ("buy 10 get 1" gives 2 for 20..29)', () => {
    const buy10 = [slab({ SlabId: 9, MinQty: 10, FreeQty: 1 })];
    expect(schemeBenefit(buy10, 19, 7).freeQty).toBe(1);
    expect(schemeBenefit(buy10, 20, 7).freeQty).toBe(2);
    expect(schemeBenefit(buy10, 29, 7).freeQty).toBe(2);
    expect(schemeBenefit(crunchos, 47, 7).freeQty).toBe(3);
    expect(schemeBenefit(crunchos, 48, 7).freeQty).toBe(6);
  });

  it('gives another product when the slab names one', () => {
    const combo = [slab({ SlabId: 3, MinQty: 5, FreeQty: 1, FreeProductId: 42 })];
    expect(schemeBenefit(combo, 11, 7)).toMatchObject({ freeQty: 2, freeProductId: 42 });
  });

  it('applies the slab percentage once, not per multiple', () => {
    const festive = [
      slab({ SlabId: 4, MinQty: 12, MaxQty: 47, DiscountPercent: '5' }),
      slab({ SlabId: 5, MinQty: 48, DiscountPercent: '8.50' }),
    ];
    expect(schemeBenefit(festive, 30, 7)).toMatchObject({
      slabId: 4,
      discountPercent: '5',
      freeQty: 0,
      freeProductId: null,
    });
    expect(schemeBenefit(festive, 100, 7)).toMatchObject({ slabId: 5, discountPercent: '8.50', times: 2 });
    const l = priceLine(
      { qty: 100, price: 10, schemeDiscountPercent: schemeBenefit(festive, 100, 7).discountPercent },
      EXCL,
    );
    expect(l.scheme).toBe(8_500n);
  });

  it('keeps the highest slab between slabs and ignores slabs from 0', () => {
    const gap = [
      slab({ SlabId: 1, MinQty: 10, MaxQty: 20, FreeQty: 1 }),
      slab({ SlabId: 2, MinQty: 50, FreeQty: 6 }),
    ];
    expect(schemeBenefit(gap, 30, 7)).toMatchObject({ slabId: 1, freeQty: 1 });
    expect(schemeBenefit([slab({ SlabId: 1, MinQty: 0, FreeQty: 5 })], 30, 7).slabId).toBeNull();
  });

  it('property: an open "buy N get M" gives floor(q / N) x M, never decreasing with q', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 0, max: 100_000 }),
        (n, m, q) => {
          const slabs = [slab({ SlabId: 1, MinQty: n, FreeQty: m })];
          expect(schemeBenefit(slabs, q, 1).freeQty).toBe(Math.floor(q / n) * m);
          expect(schemeBenefit(slabs, q + 1, 1).freeQty).toBeGreaterThanOrEqual(
            schemeBenefit(slabs, q, 1).freeQty,
          );
        },
      ),
    );
  });
});
