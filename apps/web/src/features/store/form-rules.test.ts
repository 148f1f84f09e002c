import { describe, expect, it } from 'vitest';
import {
  addressError,
  codeError,
  nameError,
  phoneError,
  positionError,
  priceError,
  sellError,
} from './form-rules';

describe('store form rules', () => {
  it('gives the spec message of each field', () => {
    expect(nameError('', 100)).toBe('required');
    expect(nameError('!!!', 100)).toBe('name');
    expect(nameError('n'.repeat(101), 100)).toBe('name');
    expect(nameError('  Asha Rao ', 100)).toBeNull();
    expect(phoneError('98a')).toBe('numbers');
    expect(phoneError('98450')).toBe('mobile');
    expect(phoneError(' 9845012345 ')).toBeNull();
    expect(addressError(' ')).toBe('address');
    expect(addressError('a'.repeat(256))).toBe('address');
    expect(codeError('has space', 25)).toBe('code');
    expect(codeError('BEV-1', 25)).toBeNull();
    expect(priceError('12a')).toBe('numbers');
    expect(priceError('1000000')).toBe('numbers');
    expect(priceError('999.99')).toBeNull();
    expect(sellError('120', '100')).toBe('sellAboveMrp');
    expect(sellError('100', '100')).toBeNull();
    expect(positionError('', '')).toBeNull();
    expect(positionError('12.9', '')).toBe('position');
    expect(positionError('91', '77')).toBe('position');
    expect(positionError('12.97', '77.59')).toBeNull();
  });
});
