import { describe, expect, it } from 'vitest';
import { acceptsProduct, readModes, withFocMode } from './foc-mode';

describe('readModes', () => {
  it('keeps the well-formed retailer:distributor entries that are on', () => {
    expect(readModes('{"12:3":true,"7:1":true}')).toEqual({ '12:3': true, '7:1': true });
  });

  it('drops anything else the tab storage holds', () => {
    expect(readModes(null)).toEqual({});
    expect(readModes('not json')).toEqual({});
    expect(readModes('[1,2]')).toEqual({});
    expect(readModes('{"12:3":false,"x:1":true,"4":true,"5:6":"true","__proto__":true}')).toEqual({});
  });
});

describe('withFocMode', () => {
  it('asks with NeedFOC in FOC mode and leaves the filter as it is otherwise', () => {
    const filter = { NeedRecommended: true, PageSize: 12 };
    expect(withFocMode(filter, true)).toEqual({ NeedRecommended: true, PageSize: 12, NeedFOC: true });
    expect(withFocMode(filter, false)).toBe(filter);
  });
});

describe('acceptsProduct', () => {
  it('takes free products in FOC mode and paid ones in regular mode, never the other kind', () => {
    expect(acceptsProduct({ IsFree: 1 }, true)).toBe(true);
    expect(acceptsProduct({ IsFree: 0 }, true)).toBe(false);
    expect(acceptsProduct({ IsFree: 0 }, false)).toBe(true);
    expect(acceptsProduct({ IsFree: 1 }, false)).toBe(false);
  });
});
