import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SEARCH_MAX_WORDS, searchTextRefusal, searchWords } from '../src/rules/product-list.ts';

describe('searchTextRefusal (decision 075)', () => {
  it('takes a text with a word of 3 letters or digits in a row, whatever else it holds', () => {
    for (const text of [
      'masala',
      'Masala %_',
      'a b tea',
      '7up',
      'SKU00057',
      '8901234000017',
      'चाय',
      'müsli 1 kg',
    ]) {
      expect(searchTextRefusal(text), text).toBeNull();
    }
  });

  it('refuses a text whose words give the index nothing to narrow', () => {
    for (const text of ['%_%_%_', '%%%', '___', 'a b', '7 up', '-- --', 'a%b_c', '\\\\\\']) {
      expect(searchTextRefusal(text), text).toMatch(/3 letters or digits/);
    }
  });

  it('refuses a word over 40 characters', () => {
    expect(searchTextRefusal('x'.repeat(40))).toBeNull();
    expect(searchTextRefusal(`tea ${'x'.repeat(41)}`)).toMatch(/at most 40/);
  });

  it('only the first words count, as the search reads them', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-z]{1,6}$/), { minLength: 1, maxLength: 20 }), (words) => {
        const text = words.join(' ');
        expect(searchWords(text)).toEqual(words.slice(0, SEARCH_MAX_WORDS));
        const counted = words.slice(0, SEARCH_MAX_WORDS);
        expect(searchTextRefusal(text) === null).toBe(counted.some((w) => w.length >= 3));
      }),
    );
  });
});
