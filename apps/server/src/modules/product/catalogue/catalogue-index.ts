import type { TDiscountInfo, TProduct } from '@restock/domain/contracts/product';
import type { CatalogueScope } from '../scope.ts';
import type { CatalogueLine, ProductLine } from './catalogue-line.ts';
import type { TextIndex, TextMatch } from './text-index.ts';

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
 *
 * This file holds the index's shape and its lines; index-page.ts pages, counts and sums a plain
 * filter; text-index.ts and index-search.ts find, rank, count and sum a search's matches (decision
 * 079); index-build.ts reads an index; index-registry.ts keeps one per distributor and says when
 * it may be used.
 */

/** What the index answers: categories, sub-categories, brands or sub-brands, and a sort. */
export interface PlainFilter {
  cat: readonly number[] | null;
  sucat: readonly number[] | null;
  br: { level: 'BR' | 'SUBR'; ids: readonly number[] } | null;
}

export const SORT_FIELDS = ['Name', 'Price', 'Date', 'Point'] as const;
export type SortField = (typeof SORT_FIELDS)[number];
export type Direction = 'ASC' | 'DESC';

export type DimensionName = 'category' | 'subCategory' | 'brand' | 'subBrand';

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
  /** What a search needs (decision 079); null: searches take the SQL path (text-index.ts). */
  text: TextIndex | null;
  /** Each searched text's matches, per trimmed text, least recently used first (index-search.ts). */
  textMatches: Map<string, TextMatch>;
}

/** The catalogue lines, column by column. */
export interface IndexedLines {
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

/** The catalogue fields of the line at a position, parsed from its text (whatever its validity). */
export function lineFieldsAt(index: CatalogueIndex, pos: number): TProduct {
  const lines = index.lines;
  const chunk = lines.texts[Math.floor(pos / LINE_CHUNK)]!;
  return JSON.parse(`{${chunk.toString('utf8', lines.starts[pos], lines.ends[pos])}`) as TProduct;
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

/** Lines read per statement while building: a megabyte or two of rows at a time, short-lived. */
export const LINE_CHUNK = 500;
