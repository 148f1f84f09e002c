import type { TDiscountInfo, TProduct } from '@restock/domain/contracts/product';
import { type ProductOrder, parseSortOption } from '@restock/domain/rules/product-list';
import type { Db } from '../../../db/client.ts';
import {
  type DimensionRow,
  findCatalogueVersion,
  findIndexDimensions,
  findIndexLines,
} from '../queries/catalogue-index.ts';
import type { CatalogueScope } from '../scope.ts';
import { type CatalogueLine, catalogueJson, type ProductLine } from './catalogue-line.ts';

/**
 * A distributor's catalogue in the server's memory (docs/decisions/061): what a plain dimension
 * filter needs to page, count and sum without PostgreSQL, and every product line's JSON text.
 *
 * PostgreSQL still decides everything that has a rule: which products are available, every line's
 * columns (the same statement pieces as the SQL path, turned into lines by the same function) and
 * the sort order (dense ranks computed with the database's collation), all at one catalogue
 * version. Lines are kept as their products' JSON text outside the JavaScript heap (a buffer per
 * chunk of lines read: the garbage collector neither scans them nor grows the heap for them); a
 * list answer copies each line's bytes out and builds nothing. The index is used only while the
 * session's catalogue version is its own, so a catalogue change is seen by the very next call (it
 * takes the SQL path until the background rebuild is ready).
 */

/** What the index answers: categories, sub-categories, brands or sub-brands, and a sort. */
export interface PlainFilter {
  cat: readonly number[] | null;
  sucat: readonly number[] | null;
  br: { level: 'BR' | 'SUBR'; ids: readonly number[] } | null;
}

const SORT_FIELDS = ['Name', 'Price', 'Date', 'Point'] as const;
type SortField = (typeof SORT_FIELDS)[number];
type Direction = 'ASC' | 'DESC';

type DimensionName = 'category' | 'subCategory' | 'brand' | 'subBrand';

export interface CatalogueIndex {
  /** The catalogue version it was read at. */
  version: number;
  /** The moment its lines were read at: a line serves calls from then until its own validUntil. */
  readAt: number;
  /** The earliest validUntil of its lines: from then on it is rebuilt. */
  earliestChange: number;
  size: number;
  /** Product ids in ascending order; a product's position is its index here. */
  productIds: Int32Array;
  dimensions: Record<DimensionName, Int32Array>;
  /** Positions per dimension value (a sub-brand of 0 is none and has no postings). */
  postings: Record<DimensionName, Map<number, Int32Array>>;
  /** Distributor price in paise (exact integers: sums of qty × price stay exact). */
  pricePaise: Float64Array;
  /** Dense rank of each sort field (equal values, equal rank), ascending as PostgreSQL orders it. */
  ranks: Record<SortField, Int32Array>;
  maxRank: Record<SortField, number>;
  /** Positions in list order for each field and direction (ties by product id, as the SQL path). */
  orders: Record<SortField, Record<Direction, Int32Array>>;
  /**
   * One dimension value's positions in list order, per `dimension/id/sort option`, sorted when
   * first asked (at most every position once per dimension and sort).
   */
  sortedPostings: Map<string, Int32Array>;
  validUntil: Float64Array;
  lines: IndexedLines;
}

/** The catalogue lines, column by column. */
interface IndexedLines {
  /**
   * Each product's JSON text without the retailer's fields (catalogueJson), in UTF-8, end to end,
   * LINE_CHUNK positions a buffer (one buffer per statement read: no copy into one large buffer).
   */
  texts: Buffer[];
  /** Where each position's text starts in its buffer, and where it ends. */
  starts: Int32Array;
  ends: Int32Array;
  isFoc: Uint8Array;
  /** The rest of a full line (the product detail and the cart read them; lists do not). */
  discountIds: Int32Array;
  discounts: Map<number, TDiscountInfo>;
  discountedPrice: Float64Array;
  taxPercent: Float64Array;
  description: string[];
}

/** Position of a product in the index, or -1. */
export function positionOf(index: CatalogueIndex, productId: number): number {
  const ids = index.productIds;
  let lo = 0;
  let hi = ids.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const v = ids[mid]!;
    if (v === productId) return mid;
    if (v < productId) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

/** A line from the index: the line, `absent` (not available to retailers) or `stale` (read it). */
export function indexedLine(
  index: CatalogueIndex,
  scope: CatalogueScope,
  productId: number,
): CatalogueLine | 'absent' | 'stale' {
  const pos = positionOf(index, productId);
  if (pos < 0) return 'absent';
  const now = scope.now.getTime();
  // A scheme or discount may have started or ended since (or before) the index was read.
  if (now < index.readAt || now >= index.validUntil[pos]!) return 'stale';
  const lines = index.lines;
  const chunk = lines.texts[Math.floor(pos / LINE_CHUNK)]!;
  return new IndexedLine(
    lines,
    pos,
    chunk.subarray(lines.starts[pos], lines.ends[pos]),
    index.validUntil[pos]!,
  );
}

/** A line of the index: lists copy its bytes; its text and full line are made only when asked. */
class IndexedLine implements CatalogueLine {
  readonly isFoc: boolean;
  readonly jsonBytes: Buffer;
  readonly validUntil: number;
  private readonly lines: IndexedLines;
  private readonly pos: number;
  #json: string | undefined;
  #line: ProductLine | undefined;

  constructor(lines: IndexedLines, pos: number, jsonBytes: Buffer, validUntil: number) {
    this.lines = lines;
    this.pos = pos;
    this.jsonBytes = jsonBytes;
    this.validUntil = validUntil;
    this.isFoc = lines.isFoc[pos] === 1;
  }

  get json(): string {
    this.#json ??= this.jsonBytes.toString('utf8');
    return this.#json;
  }

  get line(): ProductLine {
    const { lines, pos } = this;
    this.#line ??= {
      product: {
        IsFavourite: 0,
        IsFree: 0,
        Qty: 0,
        SuggestedQty: 0,
        ...JSON.parse(`{${this.json}`),
      } as TProduct,
      discount: lines.discounts.get(lines.discountIds[pos]!) ?? null,
      discountedPrice: lines.discountedPrice[pos]!,
      description: lines.description[pos]!,
      taxPercent: lines.taxPercent[pos]!,
    };
    return this.#line;
  }
}

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
interface Matches {
  /** Ascending lists of matching positions, disjoint; null: every position. */
  lists: Int32Array[] | null;
  /** The matches are the postings of this one dimension value (their sorted orders are kept). */
  postings: { dimension: DimensionName; id: number } | null;
  count: number;
  /** Whether a position matches every condition. */
  test(pos: number): boolean;
}

function matchesOf(index: CatalogueIndex, filter: PlainFilter): Matches {
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
function orderByRank(
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

function suggestionsIn(index: CatalogueIndex, suggested: ReadonlyMap<number, number>): Suggestions {
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

/** Lines read per statement while building: a megabyte or two of rows at a time, short-lived. */
const LINE_CHUNK = 500;

/** A catalogue change committed while an index was read: the build is dropped, not failed. */
export class CatalogueMovedError extends Error {
  constructor() {
    super('catalogue index: the catalogue changed while it was read');
  }
}

/**
 * Reads the index of the scope's distributor at one catalogue version. Its statements are short
 * and hold no transaction (on PGlite a transaction would hold the one connection, and every call,
 * for the whole build): the catalogue version is read before and after, and every catalogue
 * table moves it (migrations 0010, 0012), so an index whose statements saw a change committed in
 * between is dropped (CatalogueMovedError).
 */
export async function buildCatalogueIndex(db: Db, scope: CatalogueScope): Promise<CatalogueIndex> {
  const version = await findCatalogueVersion(db);
  const dims = await findIndexDimensions(db, scope);
  const productIds = Int32Array.from(dims?.ids ?? []);
  const lines = emptyLines(productIds.length);
  const validUntil = new Float64Array(productIds.length);
  let at = 0;
  for (let after = 0; ; ) {
    const chunk = await findIndexLines(db, scope, after, LINE_CHUNK);
    for (const line of chunk) {
      // Same conditions: the lines come in the dimension arrays' order unless the catalogue moved.
      if (line.line.product.ProductId !== productIds[at]) throw new CatalogueMovedError();
      keepLine(lines, at, line);
      validUntil[at] = line.validUntil;
      at++;
    }
    lines.texts.push(Buffer.from(lines.pending.join(''), 'utf8'));
    lines.pending = [];
    lines.pendingBytes = 0;
    if (chunk.length < LINE_CHUNK) break;
    after = chunk[chunk.length - 1]!.line.product.ProductId;
  }
  if (at !== productIds.length || (await findCatalogueVersion(db)) !== version)
    throw new CatalogueMovedError();
  return assemble(scope, version, productIds, dims, lines, validUntil);
}

/** The lines while they are read: a chunk's texts wait in `pending`, then make its buffer. */
type LinesBeingRead = IndexedLines & { pending: string[]; pendingBytes: number };

function emptyLines(n: number): LinesBeingRead {
  return {
    texts: [],
    starts: new Int32Array(n),
    ends: new Int32Array(n),
    pending: [],
    pendingBytes: 0,
    isFoc: new Uint8Array(n),
    discountIds: new Int32Array(n),
    discounts: new Map(),
    discountedPrice: new Float64Array(n),
    taxPercent: new Float64Array(n),
    description: new Array(n),
  };
}

function keepLine(lines: LinesBeingRead, pos: number, line: CatalogueLine): void {
  const json = catalogueJson(line);
  lines.pending.push(json);
  lines.starts[pos] = lines.pendingBytes;
  lines.pendingBytes += Buffer.byteLength(json, 'utf8');
  lines.ends[pos] = lines.pendingBytes;
  lines.isFoc[pos] = line.isFoc ? 1 : 0;
  const { discount, discountedPrice, taxPercent, description } = line.line;
  if (discount) {
    lines.discountIds[pos] = discount.DiscountId;
    lines.discounts.set(discount.DiscountId, discount);
  }
  lines.discountedPrice[pos] = discountedPrice;
  lines.taxPercent[pos] = taxPercent;
  lines.description[pos] = description;
}

function assemble(
  scope: CatalogueScope,
  version: number,
  productIds: Int32Array,
  dims: DimensionRow | undefined,
  { pending: _, pendingBytes: __, ...lines }: LinesBeingRead,
  validUntil: Float64Array,
): CatalogueIndex {
  const n = productIds.length;
  const column = (values: number[] | undefined) => Int32Array.from(values ?? []);
  const dimensions: Record<DimensionName, Int32Array> = {
    category: column(dims?.category),
    subCategory: column(dims?.sub_category),
    brand: column(dims?.brand),
    subBrand: column(dims?.sub_brand),
  };
  const ranks: Record<SortField, Int32Array> = {
    Name: column(dims?.name_rank),
    Price: column(dims?.price_rank),
    Date: column(dims?.date_rank),
    Point: column(dims?.point_rank),
  };
  const maxRank = {} as Record<SortField, number>;
  const orders = {} as Record<SortField, Record<Direction, Int32Array>>;
  const every = [Int32Array.from({ length: n }, (_, pos) => pos)];
  for (const field of SORT_FIELDS) {
    const rank = ranks[field];
    let max = 0;
    for (const r of rank) if (r > max) max = r;
    maxRank[field] = max;
    orders[field] = {
      ASC: orderByRank(every, n, rank, max, n, 'ASC'),
      DESC: orderByRank(every, n, rank, max, n, 'DESC'),
    };
  }
  let earliestChange = Number.POSITIVE_INFINITY;
  for (const v of validUntil) if (v < earliestChange) earliestChange = v;
  return {
    version,
    readAt: scope.now.getTime(),
    earliestChange,
    size: n,
    productIds,
    dimensions,
    postings: {
      category: postingsOf(dimensions.category),
      subCategory: postingsOf(dimensions.subCategory),
      brand: postingsOf(dimensions.brand),
      subBrand: postingsOf(dimensions.subBrand),
    },
    pricePaise: Float64Array.from(dims?.price_paise ?? []),
    ranks,
    maxRank,
    orders,
    sortedPostings: new Map(),
    validUntil,
    lines,
  };
}

/** Positions per value, ascending; value 0 (no sub-brand) has none. */
function postingsOf(values: Int32Array): Map<number, Int32Array> {
  const counts = new Map<number, number>();
  for (const v of values) if (v !== 0) counts.set(v, (counts.get(v) ?? 0) + 1);
  const lists = new Map<number, Int32Array>();
  for (const [v, count] of counts) lists.set(v, new Int32Array(count));
  const filled = new Map<number, number>();
  values.forEach((v, pos) => {
    if (v === 0) return;
    const at = filled.get(v) ?? 0;
    lists.get(v)![at] = pos;
    filled.set(v, at + 1);
  });
  return lists;
}

/**
 * Most products kept in memory over all indexes of one database handle, about 800 bytes each
 * (a line's JSON text and its columns): three distributors of the large seed's 80,000 products.
 */
const MAX_INDEXED_PRODUCTS = 250_000;
/** After a failed build, the next waits this long (the database may be down). */
const RETRY_AFTER_MS = 5_000;

interface Slot {
  index: CatalogueIndex | null;
}

interface Registry {
  log: { warn(obj: object, msg: string): void };
  /** Per client and distributor, least recently used first. */
  slots: Map<string, Slot>;
  /** One build at a time: a build reads a whole catalogue, and calls must not queue behind many. */
  building: boolean;
  failedAt: number;
}

const registries = new WeakMap<object, Registry>();

/** Lets the product calls on this database handle keep catalogue indexes (the app does). */
export function enableCatalogueIndexes(db: Db, log: Registry['log']): void {
  if (!registries.has(db)) registries.set(db, { log, slots: new Map(), building: false, failedAt: 0 });
}

/**
 * The index of the scope's distributor when it is at the session's catalogue version, else null:
 * the call takes the SQL path, and a build starts in the background. An index whose lines'
 * schemes or discounts have started or ended since is still used (those lines are read from the
 * database) while its successor is built.
 */
export function readyCatalogueIndex(db: Db, scope: CatalogueScope): CatalogueIndex | null {
  const registry = registries.get(db);
  if (!registry || scope.catalogueVersion === null) return null;
  const key = `${scope.clientId}/${scope.distributorId}`;
  const slot = registry.slots.get(key) ?? { index: null };
  registry.slots.delete(key);
  registry.slots.set(key, slot);
  const index = slot.index;
  const current = index !== null && index.version === scope.catalogueVersion;
  const fresh = current && scope.now.getTime() < index.earliestChange;
  const newer = index !== null && index.version > scope.catalogueVersion;
  if (!fresh && !newer) startBuild(db, registry, slot, scope);
  return current ? index : null;
}

function startBuild(db: Db, registry: Registry, slot: Slot, scope: CatalogueScope): void {
  if (registry.building || Date.now() - registry.failedAt < RETRY_AFTER_MS) return;
  registry.building = true;
  buildCatalogueIndex(db, scope)
    .then((index) => {
      if (slot.index === null || index.version >= slot.index.version) slot.index = index;
      evict(registry, slot);
    })
    .catch((err: unknown) => {
      // A change committed meanwhile: the next call starts a build at the new version.
      if (err instanceof CatalogueMovedError) return;
      registry.failedAt = Date.now();
      registry.log.warn({ err }, 'catalogue index: build failed, lists read the database meanwhile');
    })
    .finally(() => {
      registry.building = false;
    });
}

/** Drops the least recently used indexes (not `keep`) while they hold too many products. */
function evict(registry: Registry, keep: Slot): void {
  let total = 0;
  for (const slot of registry.slots.values()) total += slot.index?.size ?? 0;
  for (const [key, slot] of registry.slots) {
    if (total <= MAX_INDEXED_PRODUCTS) break;
    if (slot === keep || slot.index === null) continue;
    total -= slot.index.size;
    registry.slots.delete(key);
  }
}
