import { describe, expect, it } from 'vitest';
import { bulkScopeOf } from './bulk-scope';
import { EMPTY_SELECTION, type ListSelection } from './list-filter';

const OPTIONS = { attrFilter: true, foc: false, parentOf: (sub: number) => ({ 41: 4, 42: 4, 51: 5 })[sub] };
const sel = (over: Partial<ListSelection>): ListSelection => ({ ...EMPTY_SELECTION, ...over });

describe('bulkScopeOf', () => {
  it('says one kind of level exactly, with the attribute filter', () => {
    expect(bulkScopeOf(sel({ categories: [4] }), OPTIONS)).toMatchObject({
      FilterLevelCode: 'CAT',
      FilterIdList: [4],
      exact: true,
      suggested: false,
    });
    const scope = bulkScopeOf(
      sel({ brands: [7, 8], attributes: [{ attrId: 3, values: [9], range: null }] }),
      OPTIONS,
    );
    expect(scope).toMatchObject({ FilterLevelCode: 'BR', FilterIdList: [7, 8], exact: true });
    expect(scope.AttrFilter).toEqual([{ AttrId: 3, AttrValues: [9], AttrRangeValues: [], Sequence: 0 }]);
  });

  it('a sub-category inside the chosen category is the sub-category alone', () => {
    expect(bulkScopeOf(sel({ categories: [4], subCategories: [41] }), OPTIONS)).toMatchObject({
      FilterLevelCode: 'SUCAT',
      FilterIdList: [41],
      exact: true,
    });
    // Without the tree (or a sub-category of another category) both levels count: sent by id.
    expect(bulkScopeOf(sel({ categories: [4], subCategories: [51] }), OPTIONS).exact).toBe(false);
    expect(
      bulkScopeOf(sel({ categories: [4], subCategories: [41] }), { attrFilter: true, foc: false }).exact,
    ).toBe(false);
  });

  it('goes by id when the call cannot say the list: two kinds of level, a tab, a text, a chosen order', () => {
    for (const over of [
      { categories: [4], brands: [7] },
      { tab: 'scheme' as const },
      { text: 'tea' },
      { sort: 'Name_ASC' as const },
      { attrSort: { attrId: 3, direction: 'ASC' as const } },
    ]) {
      expect(bulkScopeOf(sel(over), OPTIONS).exact, JSON.stringify(over)).toBe(false);
    }
    expect(bulkScopeOf(sel({ categories: [4], brands: [7] }), OPTIONS)).toMatchObject({
      FilterLevelCode: 'BR',
      FilterIdList: [7],
    });
  });

  it('the Relevant tab is a suggested order; FOC mode carries over; attributes only when enabled', () => {
    expect(bulkScopeOf(sel({ tab: 'relevant' }), { ...OPTIONS, foc: true })).toMatchObject({
      FilterLevelCode: '',
      FilterIdList: [],
      exact: true,
      suggested: true,
      foc: true,
    });
    const attrs = sel({ attributes: [{ attrId: 3, values: [9], range: null }] });
    expect(bulkScopeOf(attrs, { ...OPTIONS, attrFilter: false }).AttrFilter).toEqual([]);
  });
});
