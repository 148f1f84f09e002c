import type { TSchemeSlab } from '@restock/domain/contracts/product';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { slabBenefit, slabRange, sortedSlabs } from './scheme-text';

/** A stand-in translator: the key and its values, so the choice of text is what is tested. */
const t = ((key: string, values?: Record<string, unknown>) =>
  values ? `${key}${JSON.stringify(values)}` : key) as unknown as TFunction;

function slab(over: Partial<TSchemeSlab>): TSchemeSlab {
  return {
    SlabId: 1,
    Sequence: 1,
    MinQty: 10,
    MaxQty: 0,
    FreeQty: 0,
    FreeProductId: null,
    FreeProductName: null,
    DiscountPercent: 0,
    Narration: 'Buy 10',
    ...over,
  };
}

describe('scheme slabs', () => {
  it('reads the range as "from" when there is no upper bound', () => {
    expect(slabRange(slab({ MaxQty: 23 }), t)).toBe('promotions.slab.range{"min":10,"max":23}');
    expect(slabRange(slab({}), t)).toBe('promotions.slab.from{"min":10}');
  });

  it('names free goods of the same or another product, discounts and QPS money back', () => {
    expect(slabBenefit(slab({ FreeQty: 1 }), 'PROMO', t)).toBe('promotions.slab.freeSame{"count":1}');
    expect(slabBenefit(slab({ FreeQty: 2, FreeProductId: 9, FreeProductName: 'Paste' }), 'PROMO', t)).toBe(
      'promotions.slab.freeOther{"count":2,"name":"Paste"}',
    );
    expect(slabBenefit(slab({ DiscountPercent: 5 }), 'PROMO', t)).toBe(
      'promotions.slab.percentOff{"value":5}',
    );
    expect(slabBenefit(slab({ DiscountPercent: 1.5 }), 'QPS', t)).toBe(
      'promotions.slab.percentBack{"value":1.5}',
    );
    expect(slabBenefit(slab({}), 'PROMO', t)).toBe('Buy 10');
  });

  it('orders slabs by quantity', () => {
    const sorted = sortedSlabs({ Slabs: [slab({ SlabId: 2, MinQty: 24 }), slab({ SlabId: 1, MinQty: 10 })] });
    expect(sorted.map((s) => s.SlabId)).toEqual([1, 2]);
  });
});
