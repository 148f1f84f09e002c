import type { Db } from '../../../db/client.ts';
import {
  type DimensionRow,
  findCatalogueVersion,
  findIndexDimensions,
  findIndexLines,
} from '../queries/catalogue-index.ts';
import type { CatalogueScope } from '../scope.ts';
import {
  type CatalogueIndex,
  type DimensionName,
  type Direction,
  type IndexedLines,
  LINE_CHUNK,
  SORT_FIELDS,
  type SortField,
} from './catalogue-index.ts';
import { type CatalogueLine, catalogueJson } from './catalogue-line.ts';
import { orderByRank } from './index-page.ts';
import { TextIndexBuilder } from './text-index.ts';

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
  // What a search reads (decision 079), from the same lines.
  const text = new TextIndexBuilder(productIds.length);
  let at = 0;
  for (let after = 0; ; ) {
    const chunk = await findIndexLines(db, scope, after, LINE_CHUNK);
    text.add(
      at,
      chunk.map((line) => line.line.product),
    );
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
  return {
    ...assemble(scope, version, productIds, dims, lines, validUntil),
    text: text.done(),
    textMatches: new Map(),
  };
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
): Omit<CatalogueIndex, 'text' | 'textMatches'> {
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
