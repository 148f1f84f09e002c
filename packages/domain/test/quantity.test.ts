import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyMinOrderQty,
  isValidOrderQty,
  MAX_UNIT_COUNT,
  parseUnitCount,
  piecesPerCase,
  splitPieces,
  stockLevel,
  totalPieces,
} from '../src/rules/quantity.ts';

describe('case and piece inputs', () => {
  it('keep digits only, capped at 9999; empty is 0', () => {
    expect(parseUnitCount('')).toBe(0);
    expect(parseUnitCount('12')).toBe(12);
    expect(parseUnitCount('1a2-')).toBe(12);
    expect(parseUnitCount('-5')).toBe(5);
    expect(parseUnitCount('1.5')).toBe(15);
    expect(parseUnitCount('10000')).toBe(MAX_UNIT_COUNT);
    expect(parseUnitCount('99999999999')).toBe(MAX_UNIT_COUNT);
  });

  it('quantity = pieces + cases x ConversionQty', () => {
    expect(totalPieces(2, 6, 12)).toBe(30);
    expect(totalPieces(0, 7, 12)).toBe(7);
    expect(totalPieces(3, 0, 0)).toBe(3); // no case size: a case is one piece
    expect(piecesPerCase(-4)).toBe(1);
  });

  it('splits a quantity back into the enabled units', () => {
    expect(splitPieces(30, 12, { case: true, piece: true })).toEqual({ cases: 2, pieces: 6 });
    expect(splitPieces(30, 12, { case: false, piece: true })).toEqual({ cases: 0, pieces: 30 });
    expect(splitPieces(30, 12, { case: true, piece: false })).toEqual({ cases: 3, pieces: 0 });
    expect(splitPieces(0, 12, { case: true, piece: true })).toEqual({ cases: 0, pieces: 0 });
  });
});

describe('minimum order quantity', () => {
  const limits = { minOrderQty: 12, maxOrderQty: 0 };

  it('leaves 0 and products without a minimum alone', () => {
    expect(applyMinOrderQty(0, limits)).toBe(0);
    expect(applyMinOrderQty(7, { minOrderQty: 0, maxOrderQty: 0 })).toBe(7);
  });

  it('rounds a quantity within min..max up to a multiple of the minimum', () => {
    expect(applyMinOrderQty(12, limits)).toBe(12);
    expect(applyMinOrderQty(13, limits)).toBe(24);
    expect(applyMinOrderQty(24, limits)).toBe(24);
    expect(applyMinOrderQty(25, { minOrderQty: 12, maxOrderQty: 100 })).toBe(36);
  });

  it('sets a quantity below the minimum to the minimum', () => {
    expect(applyMinOrderQty(1, limits)).toBe(12);
    expect(applyMinOrderQty(11, { minOrderQty: 12, maxOrderQty: 48 })).toBe(12);
  });

  it('keeps the result within the maximum', () => {
    expect(applyMinOrderQty(99, { minOrderQty: 12, maxOrderQty: 100 })).toBe(96);
    // Above the maximum: the minimum (spec: "otherwise set to the minimum").
    expect(applyMinOrderQty(500, { minOrderQty: 12, maxOrderQty: 100 })).toBe(12);
    expect(applyMinOrderQty(500, { minOrderQty: 12, maxOrderQty: 5 })).toBe(12);
  });

  it('validates quantities', () => {
    expect(isValidOrderQty(0, limits)).toBe(true);
    expect(isValidOrderQty(24, limits)).toBe(true);
    expect(isValidOrderQty(25, limits)).toBe(false);
    expect(isValidOrderQty(6, limits)).toBe(false);
    expect(isValidOrderQty(108, { minOrderQty: 12, maxOrderQty: 100 })).toBe(false);
    expect(isValidOrderQty(1.5, limits)).toBe(false);
  });

  it('property: quantity = pieces + cases x ConversionQty, and the split gives it back', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: MAX_UNIT_COUNT }),
        fc.integer({ min: 0, max: MAX_UNIT_COUNT }),
        fc.integer({ min: 1, max: 500 }),
        (cases, pieces, conversion) => {
          const q = totalPieces(cases, pieces, conversion);
          expect(q).toBe(pieces + cases * conversion);
          const split = splitPieces(q, conversion, { case: true, piece: true });
          if (split.cases < MAX_UNIT_COUNT)
            expect(totalPieces(split.cases, split.pieces, conversion)).toBe(q);
          expect(split.pieces).toBeLessThan(conversion);
        },
      ),
    );
  });

  it('property: rounding lands on a multiple of the minimum within min..max, never below what was asked inside the range', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 0, max: 20_000 }),
        (quantity, min, max) => {
          const limits = { minOrderQty: min, maxOrderQty: max };
          const r = applyMinOrderQty(quantity, limits);
          expect(r % min).toBe(0);
          expect(r).toBeGreaterThanOrEqual(min);
          if (max >= min) {
            expect(r).toBeLessThanOrEqual(max);
            expect(isValidOrderQty(r, limits)).toBe(true);
            if (quantity <= Math.floor(max / min) * min) expect(r).toBeGreaterThanOrEqual(quantity);
          }
          if (max === 0) expect(r).toBeGreaterThanOrEqual(quantity);
          // Idempotent: a rounded quantity stays as it is.
          expect(applyMinOrderQty(r, limits)).toBe(r);
        },
      ),
    );
  });
});

describe('stock colour code', () => {
  it('is red at 0, amber up to one case or minimum order, green above', () => {
    expect(stockLevel(0, 12)).toBe('out');
    expect(stockLevel(-3, 12)).toBe('out');
    expect(stockLevel(5, 12)).toBe('low');
    expect(stockLevel(12, 12)).toBe('low');
    expect(stockLevel(13, 12)).toBe('ok');
    expect(stockLevel(20, 1, 24)).toBe('low');
    expect(stockLevel(2, 1)).toBe('ok');
  });
});
