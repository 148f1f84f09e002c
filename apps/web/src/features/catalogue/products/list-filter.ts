/**
 * The product list's filter as the address holds it, so back/forward, reload and shared links show
 * the same list: category and sub-category in the path (products/:category?/:subcategory?), the
 * rest in the query:
 *   tab=scheme            a product list tab (settings.productListTabs)
 *   brand=3,7             brands (BR)
 *   cat=1,2  sub=4,5      several categories / sub-categories (one of each goes in the path)
 *   attr=3:74;1:2.4;5:r10-50   attribute values (Single/Multiple) and ranges (Range: r{min}-{max})
 *   asort=5:DESC          attribute sorting (isEnableAttrSorting)
 *   sort=Price_DESC       the list's order (else the tab's rank or settings.defaultProductSorting)
 *   q=masala              text narrowing
 */
import type { SortOption } from '@restock/domain/codes';
import type { TAttrFilterEntry, TProductFilterInput } from '@restock/domain/contracts/product';
import { isSortOption } from '@restock/domain/rules/product-list';
import {
  type AttrSelection,
  formatAttrParam,
  parseAttrParam,
  parseIds,
} from '../../../components/attribute-filter/selection';
import type { ListCall } from '../../../ordering/product-calls';

/** The tabs the spec names, the filter flag each sets and the call that serves it. */
export const TAB_DEFS = {
  scheme: { flag: 'NeedScheme', call: '/Product/SchemeProduct', ranked: false },
  opportunity: { flag: 'NeedOpportunity', call: '/Product/OpportunityProducts', ranked: true },
  relevant: { flag: 'NeedRelevant', call: '/Product/RelevantProducts', ranked: true },
  pastPurchase: { flag: 'NeedPastPurchase', call: '/Product/SearchProduct', ranked: true },
  favourite: { flag: 'NeedFavourite', call: '/Product/FavouriteProduct', ranked: true },
  recommended: { flag: 'NeedRecommended', call: '/Product/SearchProduct', ranked: true },
  hotDeals: { flag: 'NeedHotDeals', call: '/Product/SearchProduct', ranked: true },
  bestSelling: { flag: 'NeedBestSelling', call: '/Product/SearchProduct', ranked: true },
  promotion: { flag: 'NeedPromotion', call: '/Product/SearchProduct', ranked: false },
  mustTry: { flag: 'NeedMustTry', call: '/Product/SearchProduct', ranked: true },
  smartBasket: { flag: 'NeedSmartBasket', call: '/Product/SearchProduct', ranked: true },
} as const satisfies Record<string, { flag: keyof TProductFilterInput; call: ListCall; ranked: boolean }>;

export type TabKey = keyof typeof TAB_DEFS;
export const ALL_TAB = 'all';

export function isTabKey(value: unknown): value is TabKey {
  return typeof value === 'string' && Object.hasOwn(TAB_DEFS, value);
}

/** The tabs of settings.productListTabs that we know, in the configured order, after "all". */
export function configuredTabs(productListTabs: readonly string[]): TabKey[] {
  return [...new Set(productListTabs.filter(isTabKey))];
}

export type { AttrSelection };

export interface ListSelection {
  tab: TabKey | null;
  categories: number[];
  subCategories: number[];
  brands: number[];
  attributes: AttrSelection[];
  attrSort: { attrId: number; direction: 'ASC' | 'DESC' } | null;
  sort: SortOption | null;
  text: string;
}

export const EMPTY_SELECTION: ListSelection = {
  tab: null,
  categories: [],
  subCategories: [],
  brands: [],
  attributes: [],
  attrSort: null,
  sort: null,
  text: '',
};

export { parseIds };

export function readSelection(
  params: { category?: string | undefined; subcategory?: string | undefined },
  search: URLSearchParams,
): ListSelection {
  const tab = search.get('tab');
  const sort = search.get('sort');
  const asort = /^(\d+):(ASC|DESC)$/.exec(search.get('asort') ?? '');
  const categories = search.has('cat') ? parseIds(search.get('cat')) : parseIds(params.category);
  const subCategories = search.has('sub') ? parseIds(search.get('sub')) : parseIds(params.subcategory);
  return {
    tab: isTabKey(tab) ? tab : null,
    categories,
    subCategories,
    brands: parseIds(search.get('brand')),
    attributes: parseAttrParam(search.get('attr')),
    attrSort: asort ? { attrId: Number(asort[1]), direction: asort[2] as 'ASC' | 'DESC' } : null,
    sort: isSortOption(sort) ? sort : null,
    text: (search.get('q') ?? '').trim().slice(0, 100),
  };
}

/** The address of a selection: one category and sub-category in the path, the rest in the query. */
export function selectionPath(selection: ListSelection): string {
  const q = new URLSearchParams();
  let path = '/ivy/productList';
  const [category] = selection.categories;
  if (selection.categories.length === 1 && category && selection.subCategories.length <= 1) {
    path = `/ivy/products/${category}${selection.subCategories[0] ? `/${selection.subCategories[0]}` : ''}`;
  } else {
    if (selection.categories.length > 0) q.set('cat', selection.categories.join(','));
    if (selection.subCategories.length > 0) q.set('sub', selection.subCategories.join(','));
  }
  if (selection.tab) q.set('tab', selection.tab);
  if (selection.brands.length > 0) q.set('brand', selection.brands.join(','));
  if (selection.attributes.length > 0) {
    q.set('attr', formatAttrParam(selection.attributes));
  }
  if (selection.attrSort) q.set('asort', `${selection.attrSort.attrId}:${selection.attrSort.direction}`);
  if (selection.sort) q.set('sort', selection.sort);
  if (selection.text) q.set('q', selection.text);
  const query = q.toString().replaceAll('%2C', ',').replaceAll('%3A', ':').replaceAll('%3B', ';');
  return query ? `${path}?${query}` : path;
}

/** How many drawer choices are on (the tab and the text are not drawer choices). */
export function activeFilterCount(selection: ListSelection): number {
  return (
    selection.brands.length +
    selection.categories.length +
    selection.subCategories.length +
    selection.attributes.length +
    (selection.attrSort ? 1 : 0) +
    (selection.sort ? 1 : 0)
  );
}

/** The filter body of a selection (page and page size are added by the list query). */
export function toProductFilter(selection: ListSelection, attrFilterEnabled: boolean): TProductFilterInput {
  const filter: TProductFilterInput = {};
  if (selection.categories.length > 0)
    filter.CAT = { FilterLevelCode: 'CAT', FilterIdList: selection.categories };
  if (selection.subCategories.length > 0) {
    filter.SUCAT = { FilterLevelCode: 'SUCAT', FilterIdList: selection.subCategories };
  }
  if (selection.brands.length > 0) filter.BR = { FilterLevelCode: 'BR', FilterIdList: selection.brands };
  if (selection.tab) filter[TAB_DEFS[selection.tab].flag] = true;
  if (selection.sort) filter.Sorting = selection.sort;
  if (selection.text) filter.SearchText = selection.text;
  if (attrFilterEnabled) {
    const entries: Array<Partial<TAttrFilterEntry> & { AttrId: number }> = selection.attributes.map((a) => ({
      AttrId: a.attrId,
      AttrValues: a.values,
      AttrRangeValues: a.range ? [a.range[0], a.range[1]] : [],
    }));
    if (selection.attrSort) {
      const { attrId, direction } = selection.attrSort;
      const existing = entries.find((e) => e.AttrId === attrId);
      if (existing) existing.Sorting = direction;
      else entries.push({ AttrId: attrId, AttrValues: [], AttrRangeValues: [], Sorting: direction });
    }
    if (entries.length > 0) filter.AttrFilter = entries.map((e, i) => ({ ...e, Sequence: i }));
  }
  return filter;
}

/** The call of a selection: the tab's own call, ApplyFilter once the drawer narrows the list. */
export function listCallOf(selection: ListSelection): ListCall {
  if (selection.tab) return TAB_DEFS[selection.tab].call;
  const narrowed =
    selection.brands.length > 0 ||
    selection.attributes.length > 0 ||
    selection.subCategories.length > 0 ||
    selection.attrSort !== null;
  return narrowed ? '/Product/ApplyFilter' : '/Product/SearchProduct';
}

/** The order the list shows when the retailer picked none: the tab's rank, else the client default. */
export function defaultOrder(selection: ListSelection, defaultProductSorting: string): SortOption | 'Rank' {
  if (selection.text || (selection.tab && TAB_DEFS[selection.tab].ranked)) return 'Rank';
  return isSortOption(defaultProductSorting) ? defaultProductSorting : 'Price_ASC';
}
