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
/** Longest word of a search text (a long barcode or a GTIN-14 fits; decision 075). */
export const SEARCH_WORD_MAX_CHARS = 40;
/** Words of a search text that count; more are ignored. */
export const SEARCH_MAX_WORDS = 8;
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

/** Words of a search text, lower-cased, at most SEARCH_MAX_WORDS (the rest is ignored). */
export function searchWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w.length > 0)
    .slice(0, SEARCH_MAX_WORDS);
}

/**
 * Why a (non-empty) product search text is refused, or null when it may search (decision 075).
 * Each word is a substring match on the product name, served by a trigram index: a word with
 * three letters or digits in a row narrows the index; a text with no such word (`%_%_`, `a b`,
 * `--`) would compare every product name of the client, so it is refused rather than run. An
 * over-long word is refused too: it only makes the index search longer, and no name holds it.
 */
export function searchTextRefusal(text: string): string | null {
  const words = searchWords(text.trim());
  if (words.some((w) => [...w].length > SEARCH_WORD_MAX_CHARS)) {
    return `a search word has at most ${SEARCH_WORD_MAX_CHARS} characters`;
  }
  // Marks count with letters: Indic vowel signs are marks (चाय is three characters of a word).
  if (!words.some((w) => /[\p{L}\p{M}\p{N}]{3}/u.test(w))) {
    return 'a search needs a word with 3 letters or digits in a row';
  }
  return null;
}
