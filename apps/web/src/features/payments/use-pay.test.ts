import { describe, expect, it } from 'vitest';
import { readPartAmount } from './use-pay';

describe('the part amount typed on My payments', () => {
  it('reads exact paise and refuses what the server would', () => {
    expect(readPartAmount('100', 50000n)).toEqual({ paise: 10000n, problem: null });
    expect(readPartAmount(' 0.05 ', 50000n)).toEqual({ paise: 5n, problem: null });
    expect(readPartAmount('500.01', 50000n)).toEqual({ paise: 50001n, problem: 'tooHigh' });
    for (const bad of ['', '0', '0.00', '-1', '1.001', '1e3', 'abc', '1,5'])
      expect(readPartAmount(bad, 50000n).problem, bad).toBe('invalid');
  });
});
