import { describe, expect, it } from 'vitest';
import { readModes } from './foc-mode';

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
