import { type ProductOrder, parseSortOption } from '@restock/domain/rules/product-list';
import type { CatalogueIndex, PlainFilter } from './catalogue-index.ts';
import { type IndexedPage, matchesOf, orderByRank, suggestionsIn } from './index-page.ts';
import { findTextMatches, rankMatches, type TextIndex, type TextMatch } from './text-index.ts';

/**
 * A search's page, total and suggested order value from a catalogue index (decision 079): the
 * text's matches (found once per text and index, by the index's trigram postings and exact code
 * and barcode lookups), narrowed by the plain filter and FOC mode, then paged in rank order or a
 * sort. Counts and sums read the matches only.
 */

export interface IndexedSearch {
  /** The text, trimmed. */
  raw: string;
  /** Its words (searchWords). */
  words: readonly string[];
  /** FOC mode: trial products only. */
  foc: boolean;
}

/** Most positions kept over one index's cached text matches (their ranked order as many again). */
const MAX_CACHED_POSITIONS = 500_000;

/** The index's matches of a text, when found before (the most recently used kept last). */
export function cachedTextMatch(index: CatalogueIndex, raw: string): TextMatch | undefined {
  const match = index.textMatches.get(raw);
  if (match) {
    index.textMatches.delete(raw);
    index.textMatches.set(raw, match);
  }
  return match;
}

/** Finds a text's matches in the index and keeps them (the least recently used go first). */
export function findTextMatch(index: CatalogueIndex, text: TextIndex, search: IndexedSearch): TextMatch {
  const match: TextMatch = { positions: findTextMatches(text, search.raw, search.words), ranked: null };
  const cache = index.textMatches;
  cache.set(search.raw, match);
  let kept = 0;
  for (const m of cache.values()) kept += m.positions.length;
  for (const [key, m] of cache) {
    if (kept <= MAX_CACHED_POSITIONS || m === match) break;
    kept -= m.positions.length;
    cache.delete(key);
  }
  return match;
}

/** Whether an ascending list holds a position. */
function holds(list: Int32Array, pos: number): boolean {
  let lo = 0;
  let hi = list.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const v = list[mid]!;
    if (v === pos) return true;
    if (v < pos) lo = mid + 1;
    else hi = mid - 1;
  }
  return false;
}

/** The positions of `order` that pass `keep`, from the offset-th on, at most `limit`. */
function walk(order: Int32Array, keep: (pos: number) => boolean, offset: number, limit: number): Int32Array {
  const page: number[] = [];
  let skipped = 0;
  for (let i = 0; i < order.length && page.length < limit; i++) {
    const pos = order[i]!;
    if (!keep(pos)) continue;
    if (skipped < offset) skipped++;
    else page.push(pos);
  }
  return Int32Array.from(page);
}

/**
 * A search's page (positions in list order), total and suggested order value; `suggested` is the
 * retailer's suggested quantities (product id to quantity).
 */
export function indexedSearchPage(
  index: CatalogueIndex,
  text: TextIndex,
  match: TextMatch,
  search: IndexedSearch,
  filter: PlainFilter,
  window: { order: ProductOrder; offset: number; limit: number },
  suggested: ReadonlyMap<number, number>,
): IndexedPage {
  const { order, offset, limit } = window;
  const dims = matchesOf(index, filter);
  const narrowed = dims.lists !== null || search.foc;
  const isFoc = index.lines.isFoc;
  const passes = (pos: number) => (!search.foc || isFoc[pos] === 1) && dims.test(pos);
  let positions = match.positions;
  if (narrowed) {
    const kept = new Int32Array(positions.length);
    let k = 0;
    for (const pos of positions) if (passes(pos)) kept[k++] = pos;
    positions = kept.subarray(0, k);
  }
  const count = positions.length;
  let paise = 0;
  const suggestions = suggestionsIn(index, suggested);
  for (let i = 0; i < suggestions.positions.length; i++) {
    if (holds(positions, suggestions.positions[i]!)) paise += suggestions.values[i]!;
  }
  let page: Int32Array;
  if (offset >= count) page = new Int32Array(0);
  else if (order === 'Rank') {
    match.ranked ??= rankMatches(text, search.raw, match.positions, index.size);
    page = narrowed
      ? walk(match.ranked, passes, offset, limit)
      : match.ranked.subarray(offset, Math.min(offset + limit, count));
  } else {
    const { field, direction } = parseSortOption(order);
    // Many matches: the field's order of the whole index, read until the page is full (about
    // size / count entries per line); few: the matches sorted.
    page =
      count * 8 >= index.size
        ? walk(index.orders[field][direction], (pos) => holds(positions, pos), offset, limit)
        : orderByRank(
            [positions],
            count,
            index.ranks[field],
            index.maxRank[field],
            index.size,
            direction,
          ).subarray(offset, Math.min(offset + limit, count));
  }
  return {
    productIds: Array.from(page, (pos) => index.productIds[pos]!),
    totalCount: count,
    suggestedOrderValue: paise / 100,
  };
}
