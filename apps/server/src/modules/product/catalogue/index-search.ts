import { type ProductOrder, parseSortOption } from '@restock/domain/rules/product-list';
import type { RankedRow } from '../queries/search.ts';
import { type CatalogueIndex, lineFieldsAt, type PlainFilter } from './catalogue-index.ts';
import { type IndexedPage, matchesOf, orderByRank, suggestionsIn } from './index-page.ts';
import {
  findTextMatches,
  rankMatches,
  type TextIndex,
  type TextMatch,
  topDrawerMatches,
} from './text-index.ts';

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

/** Most positions kept over one index's cached text matches and their orders (4 bytes each). */
const MAX_CACHED_POSITIONS = 1_000_000;

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
  const match: TextMatch = {
    positions: findTextMatches(text, search.raw, search.words, (pos) => lineFieldsAt(index, pos)),
    orders: new Map(),
  };
  index.textMatches.set(search.raw, match);
  evict(index, match);
  return match;
}

function evict(index: CatalogueIndex, keep: TextMatch): void {
  const size = (m: TextMatch) => m.positions.length * (1 + m.orders.size);
  let kept = 0;
  for (const m of index.textMatches.values()) kept += size(m);
  for (const [key, m] of index.textMatches) {
    if (kept <= MAX_CACHED_POSITIONS) break;
    if (m === keep) continue;
    kept -= size(m);
    index.textMatches.delete(key);
  }
}

/** A text's matches in a list order: ranked (decision 017) or sorted, made once per text and order. */
function matchesInOrder(
  index: CatalogueIndex,
  text: TextIndex,
  match: TextMatch,
  raw: string,
  order: ProductOrder,
) {
  let ordered = match.orders.get(order);
  if (!ordered) {
    const { positions } = match;
    if (order === 'Rank')
      ordered = rankMatches(text, raw, positions, index.size, (pos) => lineFieldsAt(index, pos));
    else {
      const { field, direction } = parseSortOption(order);
      ordered = orderByRank(
        [positions],
        positions.length,
        index.ranks[field],
        index.maxRank[field],
        index.size,
        direction,
      );
    }
    match.orders.set(order, ordered);
    evict(index, match);
  }
  return ordered;
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
function walk(order: Int32Array, keep: (pos: number) => boolean, offset: number, limit: number): number[] {
  const page: number[] = [];
  let skipped = 0;
  for (let i = 0; i < order.length && page.length < limit; i++) {
    const pos = order[i]!;
    if (!keep(pos)) continue;
    if (skipped < offset) skipped++;
    else page.push(pos);
  }
  return page;
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
  const passes = narrowed ? (pos: number) => (!search.foc || isFoc[pos] === 1) && dims.test(pos) : () => true;
  const matched = match.positions;
  let count = matched.length;
  if (narrowed) {
    count = 0;
    for (const pos of matched) if (passes(pos)) count++;
  }
  let paise = 0;
  const suggestions = suggestionsIn(index, suggested);
  for (let i = 0; i < suggestions.positions.length; i++) {
    const pos = suggestions.positions[i]!;
    if (holds(matched, pos) && passes(pos)) paise += suggestions.values[i]!;
  }
  let page: ArrayLike<number>;
  if (offset >= count) page = [];
  else if (order !== 'Rank' && count * 8 >= index.size) {
    // Many matches in a sort: the field's order of the whole index, read until the page is full
    // (at most eight entries a line), keeps no order of the text.
    const { field, direction } = parseSortOption(order);
    page = walk(index.orders[field][direction], (pos) => passes(pos) && holds(matched, pos), offset, limit);
  } else if (order !== 'Rank' && matched.length * 8 >= index.size) {
    // A text of many matches narrowed to few: those few sorted here (no order of the text kept).
    const { field, direction } = parseSortOption(order);
    const rank = index.ranks[field];
    const sign = direction === 'ASC' ? 1 : -1;
    const kept: number[] = [];
    for (const pos of matched) if (passes(pos)) kept.push(pos);
    kept.sort((a, b) => (rank[a]! - rank[b]!) * sign || a - b);
    page = kept.slice(offset, offset + limit);
  } else {
    // Else the text's matches in that order, made once.
    const ordered = matchesInOrder(index, text, match, search.raw, order);
    page = narrowed
      ? walk(ordered, passes, offset, limit)
      : ordered.subarray(offset, Math.min(offset + limit, count));
  }
  return {
    productIds: Array.from(page, (pos) => index.productIds[pos]!),
    totalCount: count,
    suggestedOrderValue: paise / 100,
  };
}

/**
 * The search drawer's SKU lines of a text's matches (FOC mode: trial products only), best first as
 * the SQL path ranks them (queries/search.ts findSkuLines), with each line's rank for the merge
 * with the brand and category lines.
 */
export function indexedDrawerSkus(
  index: CatalogueIndex,
  text: TextIndex,
  match: TextMatch,
  search: IndexedSearch,
  limit: number,
): RankedRow[] {
  const isFoc = index.lines.isFoc;
  const positions: number[] = [];
  for (const pos of match.positions) if (!search.foc || isFoc[pos] === 1) positions.push(pos);
  const fieldsAt = (pos: number) => lineFieldsAt(index, pos);
  return topDrawerMatches(text, search.raw, positions, index.ranks.Name, limit, fieldsAt).map(
    ({ pos, rank }) => {
      const line = fieldsAt(pos);
      return {
        code: 'SKU',
        id: line.ProductId,
        name: line.ProductName,
        level_name: 'Product',
        image_url: line.ImageUrl,
        category_id: line.CategoryId,
        sub_category_id: line.SubCategoryId,
        brand_id: line.BrandId,
        rank,
        lvl: 4,
        sim: 0,
      };
    },
  );
}
