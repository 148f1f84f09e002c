import { type ProductOrder, parseSortOption } from '@restock/domain/rules/product-list';
import {
  type CatalogueIndex,
  type DimensionName,
  type Direction,
  type PlainFilter,
  positionOf,
  type SortField,
} from './catalogue-index.ts';

/** A plain filter's page, total and suggested order value from a catalogue index (decision 061). */

interface Condition {
  values: Int32Array;
  ids: Set<number>;
}

const matchesAll = (conditions: readonly Condition[], pos: number) => {
  for (const { values, ids } of conditions) if (!ids.has(values[pos]!)) return false;
  return true;
};

/**
 * The filter's matches: the postings of the condition with the fewest, narrowed by the others.
 * Postings are shared, not copied: a list call allocates only what the other conditions leave.
 */
export interface Matches {
  /** Ascending lists of matching positions, disjoint; null: every position. */
  lists: Int32Array[] | null;
  /** The matches are the postings of this one dimension value (their sorted orders are kept). */
  postings: { dimension: DimensionName; id: number } | null;
  count: number;
  /** Whether a position matches every condition. */
  test(pos: number): boolean;
}

export function matchesOf(index: CatalogueIndex, filter: PlainFilter): Matches {
  const wanted: Array<{ dimension: DimensionName; ids: readonly number[] | undefined }> = [
    { dimension: 'category', ids: filter.cat ?? undefined },
    { dimension: 'subCategory', ids: filter.sucat ?? undefined },
    { dimension: filter.br?.level === 'SUBR' ? 'subBrand' : 'brand', ids: filter.br?.ids },
  ];
  const conditions = wanted
    .filter((w) => w.ids?.length)
    .map(({ dimension, ids }) => {
      // A product has one value per dimension, so the postings of distinct values are disjoint.
      const unique = new Set(ids);
      const lists: Int32Array[] = [];
      for (const id of unique) {
        const list = index.postings[dimension].get(id);
        if (list) lists.push(list);
      }
      const count = lists.reduce((n, l) => n + l.length, 0);
      return { dimension, values: index.dimensions[dimension], ids: unique, lists, count };
    });
  if (conditions.length === 0) return { lists: null, postings: null, count: index.size, test: () => true };
  const smallest = conditions.reduce((a, b) => (b.count < a.count ? b : a));
  const test = (pos: number) => matchesAll(conditions, pos);
  const others = conditions.filter((c) => c !== smallest);
  if (others.length === 0) {
    const postings =
      smallest.ids.size === 1 ? { dimension: smallest.dimension, id: [...smallest.ids][0]! } : null;
    return { lists: smallest.lists, postings, count: smallest.count, test };
  }
  const lists = smallest.lists.map((list) => {
    const kept = new Int32Array(list.length);
    let k = 0;
    for (const pos of list) if (matchesAll(others, pos)) kept[k++] = pos;
    return kept.subarray(0, k);
  });
  return { lists, postings: null, count: lists.reduce((n, l) => n + l.length, 0), test };
}

/**
 * The page's positions in list order: every product's from the field's order, one dimension
 * value's from its own sorted postings (sorted on first use and kept), any other set sorted by
 * (rank, position).
 */
function pageOf(
  index: CatalogueIndex,
  matches: Matches,
  order: ProductOrder,
  offset: number,
  limit: number,
): Int32Array {
  const { lists, count } = matches;
  const end = Math.min(offset + limit, count);
  if (count <= offset) return new Int32Array(0);
  if (order === 'Rank') {
    // No sort: product id order, which is position order.
    if (lists === null) return Int32Array.from({ length: end - offset }, (_, i) => offset + i);
    if (lists.length === 1) return lists[0]!.subarray(offset, end);
    return concat(lists, count).sort().subarray(offset, end);
  }
  const { field, direction } = parseSortOption(order);
  if (lists === null) return index.orders[field][direction].subarray(offset, end);
  if (matches.postings) {
    const { dimension, id } = matches.postings;
    const key = `${dimension}/${id}/${order}`;
    let sorted = index.sortedPostings.get(key);
    if (!sorted) {
      sorted = sortPositions(index, lists, count, field, direction);
      index.sortedPostings.set(key, sorted);
    }
    return sorted.subarray(offset, end);
  }
  return sortPositions(index, lists, count, field, direction).subarray(offset, end);
}

/** Positions ordered by the field's rank, then by position (product id), as the SQL path orders. */
function sortPositions(
  index: CatalogueIndex,
  lists: readonly Int32Array[],
  count: number,
  field: SortField,
  direction: Direction,
): Int32Array {
  return orderByRank(lists, count, index.ranks[field], index.maxRank[field], index.size, direction);
}

/** Orders positions by rank (`max` the highest), then by position; `n` positions in all. */
export function orderByRank(
  lists: readonly Int32Array[],
  count: number,
  rank: Int32Array,
  max: number,
  n: number,
  direction: Direction,
): Int32Array {
  // rank × n + position: exact in a double below 2^53.
  const keys = new Float64Array(count);
  let k = 0;
  for (const list of lists) {
    for (const pos of list) keys[k++] = (direction === 'ASC' ? rank[pos]! : max - rank[pos]!) * n + pos;
  }
  keys.sort();
  const positions = new Int32Array(count);
  for (let i = 0; i < count; i++) positions[i] = keys[i]! % n;
  return positions;
}

function concat(lists: readonly Int32Array[], count: number): Int32Array {
  const all = new Int32Array(count);
  let at = 0;
  for (const l of lists) {
    all.set(l, at);
    at += l.length;
  }
  return all;
}

export interface IndexedPage {
  productIds: number[];
  totalCount: number;
  /** Σ suggested qty × price over the filter's products, in rupees. */
  suggestedOrderValue: number;
}

/**
 * A plain filter's page, total and suggested order value; `suggested` is the retailer's suggested
 * quantities (product id to quantity).
 */
export function indexedPage(
  index: CatalogueIndex,
  filter: PlainFilter,
  order: ProductOrder,
  offset: number,
  limit: number,
  suggested: ReadonlyMap<number, number>,
): IndexedPage {
  const matches = matchesOf(index, filter);
  let paise = 0;
  const { positions, values } = suggestionsIn(index, suggested);
  for (let i = 0; i < positions.length; i++) if (matches.test(positions[i]!)) paise += values[i]!;
  const page = pageOf(index, matches, order, offset, limit);
  return {
    productIds: Array.from(page, (pos) => index.productIds[pos]!),
    totalCount: matches.count,
    suggestedOrderValue: paise / 100,
  };
}

interface Suggestions {
  index: CatalogueIndex;
  positions: Int32Array;
  /** Suggested quantity × price, in paise. */
  values: Float64Array;
}

/** A retailer's suggestions as positions of the index, per copy of them (computed once). */
const suggestionsByCopy = new WeakMap<ReadonlyMap<number, number>, Suggestions>();

export function suggestionsIn(index: CatalogueIndex, suggested: ReadonlyMap<number, number>): Suggestions {
  const known = suggestionsByCopy.get(suggested);
  if (known?.index === index) return known;
  const positions: number[] = [];
  const values: number[] = [];
  for (const [productId, qty] of suggested) {
    const pos = positionOf(index, productId);
    if (pos < 0) continue;
    positions.push(pos);
    values.push(qty * index.pricePaise[pos]!);
  }
  const made = { index, positions: Int32Array.from(positions), values: Float64Array.from(values) };
  suggestionsByCopy.set(suggested, made);
  return made;
}
