import type { TDiscountInfo, TProduct } from '@restock/domain/contracts/product';
import { type ProductOrder, parseSortOption } from '@restock/domain/rules/product-list';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/sql.ts';
import {
  type CatalogueLine,
  catalogueColumns,
  type LineRow,
  lineJoins,
  type ProductLine,
  RETAILER_FIELDS,
  toCatalogueLine,
} from './catalogue-lines.ts';
import { availableWhere } from './filter.ts';
import type { CatalogueScope } from './scope.ts';

/**
 * A distributor's catalogue in the server's memory (docs/decisions/061): what a plain dimension
 * filter needs to page, count and sum without PostgreSQL, and every product line as compact JSON.
 *
 * PostgreSQL still decides everything that has a rule: which products are available, every line's
 * columns (the same statement pieces as the SQL path, turned into lines by the same function) and
 * the sort order (dense ranks computed with the database's collation), all from one snapshot at one
 * catalogue version. A line is kept as its product's JSON values alone (the keys are the same for
 * every line): about 300 bytes, a third of the JSON text, and nothing to build but one join per
 * line when a list is answered. The index is used only
 * while the session's catalogue version is that one, so a catalogue change is seen by the very
 * next call (it takes the SQL path until the background rebuild is ready).
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
  clientId: number;
  distributorId: number;
  /** The catalogue version of the snapshot it was read from. */
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
  validUntil: Float64Array;
  lines: IndexedLines;
}

/** The catalogue lines, column by column. */
interface IndexedLines {
  /** Each product field but the retailer's, in line order, and its `"Key":` text. */
  keys: string[];
  keyPrefixes: string[];
  /** Each product's field values as JSON, joined by VALUE_SEPARATOR. */
  values: string[];
  isFoc: Uint8Array;
  /** The rest of a full line (the product detail and the cart read them; lists do not). */
  discountIds: Int32Array;
  discounts: Map<number, TDiscountInfo>;
  discountedPrice: Float64Array;
  taxPercent: Float64Array;
  description: string[];
}

/** JSON text never holds a raw U+0001 (it is escaped), so it can separate values. */
const VALUE_SEPARATOR = '\u0001';

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
  // A scheme or discount may have started or ended since (or before) the snapshot.
  if (now < index.readAt || now >= index.validUntil[pos]!) return 'stale';
  const lines = index.lines;
  const parts = lines.values[pos]!.split(VALUE_SEPARATOR);
  let json = '';
  for (let i = 0; i < parts.length; i++) json += `${i === 0 ? '' : ','}${lines.keyPrefixes[i]}${parts[i]}`;
  json += '}';
  let line: ProductLine | undefined;
  return {
    isFoc: lines.isFoc[pos] === 1,
    validUntil: index.validUntil[pos]!,
    json,
    // Built only when asked (bulk order, detail): lists write the JSON.
    get line() {
      line ??= {
        product: {
          IsFavourite: 0,
          IsFree: 0,
          Qty: 0,
          SuggestedQty: 0,
          ...JSON.parse(`{${json}`),
        } as TProduct,
        discount: lines.discounts.get(lines.discountIds[pos]!) ?? null,
        discountedPrice: lines.discountedPrice[pos]!,
        description: lines.description[pos]!,
        taxPercent: lines.taxPercent[pos]!,
      };
      return line;
    },
  };
}

interface Matcher {
  /** Positions that may match (the smallest dimension's postings), or null: every position. */
  candidates: Int32Array | null;
  test(pos: number): boolean;
}

function matcher(index: CatalogueIndex, filter: PlainFilter): Matcher {
  const conditions: Array<{ dimension: DimensionName; ids: Set<number> }> = [];
  if (filter.cat?.length) conditions.push({ dimension: 'category', ids: new Set(filter.cat) });
  if (filter.sucat?.length) conditions.push({ dimension: 'subCategory', ids: new Set(filter.sucat) });
  if (filter.br?.ids.length) {
    const dimension = filter.br.level === 'SUBR' ? 'subBrand' : 'brand';
    conditions.push({ dimension, ids: new Set(filter.br.ids) });
  }
  if (conditions.length === 0) return { candidates: null, test: () => true };
  let candidates: Int32Array | null = null;
  for (const { dimension, ids } of conditions) {
    // A product has one value per dimension, so the postings of distinct values are disjoint.
    const lists = [...ids].map((id) => index.postings[dimension].get(id) ?? new Int32Array(0));
    const size = lists.reduce((n, l) => n + l.length, 0);
    if (candidates === null || size < candidates.length) {
      candidates = new Int32Array(size);
      let at = 0;
      for (const l of lists) {
        candidates.set(l, at);
        at += l.length;
      }
    }
  }
  const columns = conditions.map(({ dimension, ids }) => ({ values: index.dimensions[dimension], ids }));
  return {
    candidates,
    test: (pos) => columns.every(({ values, ids }) => ids.has(values[pos]!)),
  };
}

/** Every position that matches, in no particular order; null: every position. */
function matchingPositions(m: Matcher): Int32Array | null {
  return m.candidates === null ? null : m.candidates.filter(m.test);
}

/**
 * The page's positions in list order. A few matches are sorted by (rank, position); many are
 * picked by walking the field's precomputed order until the page is full, whichever costs fewer
 * steps.
 */
function pageOf(
  index: CatalogueIndex,
  m: Matcher,
  matches: Int32Array | null,
  order: ProductOrder,
  offset: number,
  limit: number,
): Int32Array {
  const n = index.size;
  const count = matches?.length ?? n;
  const end = Math.min(offset + limit, count);
  if (count <= offset) return new Int32Array(0);
  if (order === 'Rank') {
    // No sort: product id order, which is position order.
    if (matches === null) return Int32Array.from({ length: end - offset }, (_, i) => offset + i);
    return Int32Array.from(matches).sort().subarray(offset, end);
  }
  const { field, direction } = parseSortOption(order);
  const sortSteps = count * Math.log2(count + 2);
  const walkSteps = Math.min(n, (end * n) / count);
  if (matches === null || sortSteps > walkSteps) {
    const walked = new Int32Array(end);
    let found = 0;
    for (const pos of index.orders[field][direction]) {
      if (!m.test(pos)) continue;
      walked[found++] = pos;
      if (found === walked.length) break;
    }
    return walked.subarray(offset, end);
  }
  const rank = index.ranks[field];
  const max = index.maxRank[field];
  // rank × n + position orders by rank, then by product id: exact in a double below 2^53.
  const keys = new Float64Array(matches.length);
  for (let i = 0; i < matches.length; i++) {
    const pos = matches[i]!;
    const primary = direction === 'ASC' ? rank[pos]! : max - rank[pos]!;
    keys[i] = primary * n + pos;
  }
  keys.sort();
  const page = keys.subarray(offset, end);
  return Int32Array.from(page, (key) => key % n);
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
  const m = matcher(index, filter);
  const matches = matchingPositions(m);
  let paise = 0;
  for (const [productId, qty] of suggested) {
    const pos = positionOf(index, productId);
    if (pos >= 0 && m.test(pos)) paise += qty * index.pricePaise[pos]!;
  }
  const page = pageOf(index, m, matches, order, offset, limit);
  return {
    productIds: Array.from(page, (pos) => index.productIds[pos]!),
    totalCount: matches?.length ?? index.size,
    suggestedOrderValue: paise / 100,
  };
}

/** Lines read per statement while building (a few megabytes of rows at a time). */
const LINE_CHUNK = 2000;

interface DimensionRow {
  ids: number[] | null;
  category: number[];
  sub_category: number[];
  brand: number[];
  sub_brand: number[];
  price_paise: number[];
  name_rank: number[];
  price_rank: number[];
  date_rank: number[];
  point_rank: number[];
}

/** Reads the index of the scope's distributor from one snapshot of the catalogue. */
export async function buildCatalogueIndex(db: Db, scope: CatalogueScope): Promise<CatalogueIndex> {
  return db.transaction(
    async (tx) => {
      const [versionRow] = await queryRows<{ version: number }>(
        tx,
        sql`select version from catalogue_version where id = 1`,
      );
      const [dims] = await queryRows<DimensionRow>(
        tx,
        sql`select array_agg(x.product_id order by x.product_id) as ids,
              array_agg(x.category_id order by x.product_id) as category,
              array_agg(x.sub_category_id order by x.product_id) as sub_category,
              array_agg(x.brand_id order by x.product_id) as brand,
              array_agg(x.sub_brand_id order by x.product_id) as sub_brand,
              array_agg(x.price_paise order by x.product_id) as price_paise,
              array_agg(x.name_rank order by x.product_id) as name_rank,
              array_agg(x.price_rank order by x.product_id) as price_rank,
              array_agg(x.date_rank order by x.product_id) as date_rank,
              array_agg(x.point_rank order by x.product_id) as point_rank
            from (
              select dp.product_id, dp.category_id, dp.sub_category_id, dp.brand_id,
                coalesce(dp.sub_brand_id, 0) as sub_brand_id, round(dp.price * 100)::float8 as price_paise,
                dense_rank() over (order by p.name)::int as name_rank,
                dense_rank() over (order by dp.price)::int as price_rank,
                dense_rank() over (order by p.launched_at)::int as date_rank,
                dense_rank() over (order by p.points)::int as point_rank
              from distributor_products dp join products p on p.id = dp.product_id
              where ${availableWhere(scope)}
            ) x`,
      );
      const productIds = Int32Array.from(dims?.ids ?? []);
      const lines = emptyLines(productIds.length);
      const validUntil = new Float64Array(productIds.length);
      let at = 0;
      for (let after = 0; ; ) {
        const rows = await queryRows<LineRow>(
          tx,
          sql`select ${catalogueColumns(scope)}
              from distributor_products dp ${lineJoins(scope)}
              where ${availableWhere(scope)} and dp.product_id > ${after}
              order by dp.product_id limit ${LINE_CHUNK}`,
        );
        for (const row of rows) {
          // Same snapshot, same conditions: the lines come in the dimension arrays' order.
          if (Number(row.id) !== productIds[at]) throw new Error('catalogue index: lines out of step');
          const line = toCatalogueLine(scope, row);
          keepLine(lines, at, line);
          validUntil[at] = line.validUntil;
          at++;
        }
        if (rows.length < LINE_CHUNK) break;
        after = Number(rows[rows.length - 1]!.id);
      }
      if (at !== productIds.length) throw new Error('catalogue index: lines out of step');
      return assemble(scope, Number(versionRow?.version ?? -1), productIds, dims, lines, validUntil);
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

function emptyLines(n: number): IndexedLines {
  return {
    keys: [],
    keyPrefixes: [],
    values: new Array(n),
    isFoc: new Uint8Array(n),
    discountIds: new Int32Array(n),
    discounts: new Map(),
    discountedPrice: new Float64Array(n),
    taxPercent: new Float64Array(n),
    description: new Array(n),
  };
}

function keepLine(lines: IndexedLines, pos: number, { line, isFoc }: CatalogueLine): void {
  const product = line.product as unknown as Record<string, unknown>;
  if (lines.keys.length === 0) {
    const own = new Set<string>(RETAILER_FIELDS);
    lines.keys = Object.keys(product).filter((k) => !own.has(k));
    lines.keyPrefixes = lines.keys.map((k) => `${JSON.stringify(k)}:`);
  }
  lines.values[pos] = lines.keys.map((k) => JSON.stringify(product[k])).join(VALUE_SEPARATOR);
  lines.isFoc[pos] = isFoc ? 1 : 0;
  if (line.discount) {
    lines.discountIds[pos] = line.discount.DiscountId;
    lines.discounts.set(line.discount.DiscountId, line.discount);
  }
  lines.discountedPrice[pos] = line.discountedPrice;
  lines.taxPercent[pos] = line.taxPercent;
  lines.description[pos] = line.description;
}

function assemble(
  scope: CatalogueScope,
  version: number,
  productIds: Int32Array,
  dims: DimensionRow | undefined,
  lines: IndexedLines,
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
  for (const field of SORT_FIELDS) {
    const rank = ranks[field];
    let max = 0;
    for (const r of rank) if (r > max) max = r;
    maxRank[field] = max;
    const ordered = (primary: (pos: number) => number) => {
      const keys = new Float64Array(n);
      for (let pos = 0; pos < n; pos++) keys[pos] = primary(pos) * n + pos;
      keys.sort();
      return Int32Array.from(keys, (key) => key % n);
    };
    orders[field] = { ASC: ordered((pos) => rank[pos]!), DESC: ordered((pos) => max - rank[pos]!) };
  }
  let earliestChange = Number.POSITIVE_INFINITY;
  for (const v of validUntil) if (v < earliestChange) earliestChange = v;
  return {
    clientId: scope.clientId,
    distributorId: scope.distributorId,
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
 * Most products kept in memory over all indexes of one database handle, about 450 bytes each
 * (a line's JSON and its columns): three distributors of the large seed's 80,000 products.
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
