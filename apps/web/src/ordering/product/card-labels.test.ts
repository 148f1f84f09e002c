import { describe, expect, it } from 'vitest';
import { visibleCardLabels } from './card-labels';

describe('hideProductCardLabels', () => {
  it('shows every label by default', () => {
    expect(visibleCardLabels([])).toEqual({ conversionQty: true, mrp: true, sp: true });
  });

  it('hides the labels listed, however they are spelled', () => {
    expect(visibleCardLabels(['conversion qty', 'MRP'])).toEqual({
      conversionQty: false,
      mrp: false,
      sp: true,
    });
    expect(visibleCardLabels(['conversionQty', 'sp'])).toEqual({
      conversionQty: false,
      mrp: true,
      sp: false,
    });
    expect(visibleCardLabels(['Conversion_Qty', 'unknown'])).toEqual({
      conversionQty: false,
      mrp: true,
      sp: true,
    });
  });
});
