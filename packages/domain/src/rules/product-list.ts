/**
 * Product list rules shared by the server (paging in the database) and the web app (show more,
 * sort picker): page sizes and caps, the sort options and which one applies.
 */
import { SORT_OPTIONS, type SortOption } from '../codes.ts';

/** Products per page when the caller does not ask (the spec leaves it open; docs/decisions/012). */
export const PRODUCT_PAGE_SIZE = 20;
/** Largest page a caller may ask for. */
export const MAX_PAGE_SIZE = 100;
/** Highest page number accepted (1-based lists); past it the request is refused with E008. */
export const MAX_PAGE = 5000;
/** Global search: shortest text that searches (shorter shows the category tiles). */
export const SEARCH_MIN_CHARS = 3;
export const SEARCH_MAX_CHARS = 100;
/** Global search lines per answer by default and at most. */
export const SEARCH_RESULT_LIMIT = 20;
export const SEARCH_RESULT_MAX = 50;
/** Best-selling counts the distributor's order lines of this many days. */
export const BEST_SELLING_DAYS = 90;
/** Most ids one filter list may carry. */
export const MAX_FILTER_IDS = 500;

export type SortField = 'Name' | 'Price' | 'Date' | 'Point';
export type SortDirection = 'ASC' | 'DESC';

/**
 * What orders a list: a sort option, or 'Rank' — the tab's own order (best sellers first, last
 * purchased first, strongest recommendation first, best text match first).
 */
export type ProductOrder = SortOption | 'Rank';

export function isSortOption(value: unknown): value is SortOption {
  return typeof value === 'string' && (SORT_OPTIONS as readonly string[]).includes(value);
}

export function parseSortOption(option: SortOption): { field: SortField; direction: SortDirection } {
  const [field, direction] = option.split('_') as [SortField, SortDirection];
  return { field, direction };
}

/**
 * The order of a product list:
 * - a sort option the caller sends wins;
 * - with none (absent or empty), a ranked list (a ranked tab or a text search) keeps its rank;
 * - otherwise the client's defaultProductSorting setting, and Price_ASC when that is not an option.
 */
export function resolveProductOrder(
  requested: string | undefined | null,
  settingDefault: string,
  ranked: boolean,
): ProductOrder {
  if (isSortOption(requested)) return requested;
  if (ranked) return 'Rank';
  return isSortOption(settingDefault) ? settingDefault : 'Price_ASC';
}

/** LIMIT and OFFSET of a page. `firstPage` is 1 for the product and promotion lists, 0 for discounts. */
export function pageWindow(
  page: number,
  size: number,
  firstPage: 0 | 1 = 1,
): { limit: number; offset: number } {
  const index = Math.max(0, Math.trunc(page) - firstPage);
  const limit = Math.min(Math.max(1, Math.trunc(size)), MAX_PAGE_SIZE);
  return { limit, offset: index * limit };
}

/** Whether more pages follow this one. */
export function hasMorePages(offset: number, received: number, totalCount: number): boolean {
  return received > 0 && offset + received < totalCount;
}
