import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  configuredTabs,
  defaultOrder,
  EMPTY_SELECTION,
  listCallOf,
  readSelection,
  selectionPath,
  toProductFilter,
} from './list-filter';

describe('product list address', () => {
  it('reads category and sub-category from the path, the rest from the query', () => {
    const s = readSelection(
      { category: '2', subcategory: '7' },
      new URLSearchParams(
        'tab=scheme&brand=3,9&attr=3:74;1:2.4;5:r10-50&asort=5:DESC&sort=Price_DESC&q=masala',
      ),
    );
    expect(s).toEqual({
      tab: 'scheme',
      categories: [2],
      subCategories: [7],
      brands: [3, 9],
      attributes: [
        { attrId: 3, values: [74], range: null },
        { attrId: 1, values: [2, 4], range: null },
        { attrId: 5, values: [], range: [10, 50] },
      ],
      attrSort: { attrId: 5, direction: 'DESC' },
      sort: 'Price_DESC',
      text: 'masala',
    });
    expect(selectionPath(s)).toBe(
      '/ivy/products/2/7?tab=scheme&brand=3,9&attr=3:74;1:2.4;5:r10-50&asort=5:DESC&sort=Price_DESC&q=masala',
    );
  });

  it('ignores what it does not understand', () => {
    const s = readSelection(
      { category: 'abc' },
      new URLSearchParams('tab=bogus&brand=x,-1,0,5&attr=9:r50-10;x:1;4:&sort=Cheapest'),
    );
    expect(s).toEqual({ ...EMPTY_SELECTION, brands: [5] });
  });

  it('puts several categories in the query and drops the path', () => {
    const s = { ...EMPTY_SELECTION, categories: [1, 2], subCategories: [4] };
    expect(selectionPath(s)).toBe('/ivy/productList?cat=1,2&sub=4');
    expect(readSelection({}, new URLSearchParams('cat=1,2&sub=4'))).toEqual(s);
    expect(selectionPath(EMPTY_SELECTION)).toBe('/ivy/productList');
  });
});

describe('product list filter', () => {
  it('maps the tab to its flag and call, and the drawer to ApplyFilter', () => {
    const favourite = { ...EMPTY_SELECTION, tab: 'favourite' as const };
    expect(toProductFilter(favourite, true)).toEqual({ NeedFavourite: true });
    expect(listCallOf(favourite)).toBe('/Product/FavouriteProduct');
    expect(listCallOf({ ...EMPTY_SELECTION, tab: 'hotDeals' })).toBe('/Product/SearchProduct');
    expect(toProductFilter({ ...EMPTY_SELECTION, tab: 'hotDeals' }, true)).toEqual({ NeedHotDeals: true });
    expect(listCallOf(EMPTY_SELECTION)).toBe('/Product/SearchProduct');
    expect(listCallOf({ ...EMPTY_SELECTION, brands: [1] })).toBe('/Product/ApplyFilter');
  });

  it('builds level filters and attribute entries (only when attribute filters are on)', () => {
    const s = {
      ...EMPTY_SELECTION,
      categories: [2],
      brands: [3],
      attributes: [
        { attrId: 3, values: [74], range: null },
        { attrId: 5, values: [], range: [10, 50] as [number, number] },
      ],
      attrSort: { attrId: 1, direction: 'ASC' as const },
      sort: 'Name_ASC' as const,
    };
    expect(toProductFilter(s, true)).toEqual({
      CAT: { FilterLevelCode: 'CAT', FilterIdList: [2] },
      BR: { FilterLevelCode: 'BR', FilterIdList: [3] },
      Sorting: 'Name_ASC',
      AttrFilter: [
        { AttrId: 3, AttrValues: [74], AttrRangeValues: [], Sequence: 0 },
        { AttrId: 5, AttrValues: [], AttrRangeValues: [10, 50], Sequence: 1 },
        { AttrId: 1, AttrValues: [], AttrRangeValues: [], Sorting: 'ASC', Sequence: 2 },
      ],
    });
    expect(toProductFilter(s, false).AttrFilter).toBeUndefined();
    expect(activeFilterCount(s)).toBe(6);
  });

  it('keeps the configured tabs it knows, in order, once', () => {
    expect(configuredTabs(['hotDeals', 'scheme', 'unknown', 'scheme', 'smartBasket'])).toEqual([
      'hotDeals',
      'scheme',
      'smartBasket',
    ]);
  });

  it('orders by the tab rank, else by the client default', () => {
    expect(defaultOrder({ ...EMPTY_SELECTION, tab: 'bestSelling' }, 'Name_ASC')).toBe('Rank');
    expect(defaultOrder({ ...EMPTY_SELECTION, tab: 'scheme' }, 'Name_ASC')).toBe('Name_ASC');
    expect(defaultOrder(EMPTY_SELECTION, 'nonsense')).toBe('Price_ASC');
  });
});
