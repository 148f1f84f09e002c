import type { TProduct } from '@restock/domain/contracts/product';
import { type ProductOrder, parseSortOption } from '@restock/domain/rules/product-list';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { int, intArray, money, queryRows } from '../../db/sql.ts';
import { JsonText } from '../../http/envelope.ts';
import { catalogueCache } from './catalogue-cache.ts';
import { indexedLine, indexedPage, type PlainFilter, readyCatalogueIndex } from './catalogue-index.ts';
import {
  type CatalogueLine,
  catalogueColumns,
  catalogueJson,
  type LineRow,
  lineCache,
  lineJoins,
  lineKey,
  type ProductLine,
  toCatalogueLine,
} from './catalogue-lines.ts';
import {
  availableFrom,
  availableWhere,
  bestSellingSource,
  type FilterParts,
  filterWhere,
  pastPurchaseSource,
  type SignalKind,
  signalScore,
} from './filter.ts';
import { findRetailerCopy, findRetailerFieldsOf } from './retailer-fields.ts';
import type { CatalogueScope } from './scope.ts';

/** What a ranked list is ranked by when no sort option is asked for. */
export type RankSource =
  | { kind: 'text'; text: string }
  | { kind: 'similar'; brandId: number; price: string }
  | { kind: 'bestSelling' }
  | { kind: 'pastPurchase' }
  | { kind: 'signal'; signal: SignalKind }
  | { kind: 'favourite' };

export interface ProductPageSpec {
  parts: FilterParts;
  /** Conditions beyond the filter (similar products, banner products, scheme ids), on `dp` only. */
  extra?: SQL[];
  order: ProductOrder;
  rank: RankSource | null;
  limit: number;
  offset: number;
  /** FOC mode: lines carry IsFree 1. */
  isFree: boolean;
  /**
   * Set when the page's ids and the filter's total depend on the catalogue alone (a plain dimension
   * filter and a sort): they are then kept in the catalogue cache under these keys (decision 053),
   * and the retailer's suggested order value of the filter too (decision 057).
   */
  cacheKey?: { filter: string; page: string } | null;
  /**
   * The same filter as plain dimension ids, when it has no attribute condition nor sort either:
   * the distributor's catalogue index then answers it from memory (decision 061).
   */
  plain?: PlainFilter | null;
}

/** A page's product ids and the filter's total, as the catalogue cache keeps them. */
interface CachedPage {
  ids: number[];
  totalCount: number;
}

const pageCache = catalogueCache<CachedPage>(5000);
/** A plain dimension filter's TotalCount. */
const totalCache = catalogueCache<number>(5000);
/**
 * A retailer's SuggestedOrderValue of a plain dimension filter: it moves with prices (catalogue) and
 * suggestions (product_signals), both under the catalogue version (migration 0012).
 */
const suggestedCache = catalogueCache<number>(5000);

interface SortKey {
  expr: SQL;
  dir: 'ASC' | 'DESC';
  /** The key can be null (ranks); nulls then go last. Non-null keys order plainly, as indexes do. */
  nullable?: boolean;
}

interface SortPlan {
  keys: SortKey[];
  join: SQL | null;
  /** A key reads `p`. */
  needsProduct: boolean;
}

function rankKeys(scope: CatalogueScope, rank: RankSource): SortPlan {
  switch (rank.kind) {
    case 'text': {
      const raw = rank.text.trim();
      const lower = raw.toLowerCase();
      return {
        keys: [
          {
            expr: sql`case when p.code = ${raw.toUpperCase()} or p.barcode = ${raw} then 0
              when lower(p.name) = ${lower} then 1
              when lower(p.name) like ${`${lower.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} then 2 else 3 end`,
            dir: 'ASC',
          },
          { expr: sql`similarity(p.name, ${raw})`, dir: 'DESC' },
        ],
        join: null,
        needsProduct: true,
      };
    }
    case 'similar':
      return {
        keys: [
          { expr: sql`case when dp.brand_id = ${rank.brandId} then 0 else 1 end`, dir: 'ASC' },
          { expr: sql`abs(dp.price - ${rank.price}::numeric)`, dir: 'ASC' },
        ],
        join: null,
        needsProduct: false,
      };
    case 'bestSelling':
      return {
        keys: [{ expr: sql`bs.qty`, dir: 'DESC', nullable: true }],
        join: sql`left join ${bestSellingSource(scope)} bs on bs.product_id = dp.product_id`,
        needsProduct: false,
      };
    case 'pastPurchase':
      return {
        keys: [{ expr: sql`pp.last_at`, dir: 'DESC', nullable: true }],
        join: sql`left join ${pastPurchaseSource(scope)} pp on pp.product_id = dp.product_id`,
        needsProduct: false,
      };
    case 'signal':
      return {
        keys: [{ expr: signalScore(scope, rank.signal), dir: 'DESC', nullable: true }],
        join: null,
        needsProduct: false,
      };
    case 'favourite':
      return {
        keys: [
          {
            expr: sql`(select f.created_at from favourites f where f.retailer_id = ${scope.retailerId}
              and f.distributor_id = ${scope.distributorId} and f.product_id = dp.product_id)`,
            dir: 'DESC',
            nullable: true,
          },
        ],
        join: null,
        needsProduct: false,
      };
  }
}

function sortPlan(scope: CatalogueScope, spec: ProductPageSpec): SortPlan {
  // Attribute keys are subqueries that may find no value.
  const keys: SortKey[] = spec.parts.attrSorts.map((k) => ({ ...k, nullable: true }));
  if (spec.order === 'Rank' && spec.rank) {
    const ranked = rankKeys(scope, spec.rank);
    return { ...ranked, keys: [...keys, ...ranked.keys] };
  }
  if (spec.order === 'Rank') return { keys, join: null, needsProduct: false };
  const { field, direction } = parseSortOption(spec.order);
  const column =
    field === 'Name'
      ? sql`p.name`
      : field === 'Price'
        ? sql`dp.price`
        : field === 'Date'
          ? sql`p.launched_at`
          : sql`p.points`;
  keys.push({ expr: column, dir: direction });
  return { keys, join: null, needsProduct: field !== 'Price' };
}

/** ORDER BY direction: a non-null key orders plainly (so an index scan serves it either way). */
function direction(key: SortKey): SQL {
  if (key.dir === 'ASC') return sql`asc`;
  return key.nullable ? sql`desc nulls last` : sql`desc`;
}

/** The retailer's own columns of a product line `page.pid`: favourite, cart quantity, suggestion. */
function retailerColumns(scope: CatalogueScope): SQL {
  return sql`page.pid,
    exists (select 1 from favourites f where f.retailer_id = ${scope.retailerId}
      and f.distributor_id = ${scope.distributorId} and f.product_id = page.pid) as is_favourite,
    coalesce((select cl.qty from cart_lines cl where cl.retailer_id = ${scope.retailerId}
      and cl.distributor_id = ${scope.distributorId} and cl.product_id = page.pid), 0) as cart_qty,
    coalesce((select max(ps.suggested_qty) from product_signals ps where ps.client_id = ${scope.clientId}
      and ps.kind in ('RELEVANT', 'SMART_BASKET') and ps.product_id = page.pid
      and (ps.distributor_id is null or ps.distributor_id = ${scope.distributorId})
      and (ps.retailer_id is null or ps.retailer_id = ${scope.retailerId})), 0) as suggested_qty`;
}

/** A page line: the catalogue line and the retailer's own row of it (none: all zero). */
interface PageItem {
  catalogue: CatalogueLine;
  own: LineRow | undefined;
  isFree: boolean;
}

/** The retailer's own fields of a line, the one place they are decided. */
function ownFields({ catalogue, own, isFree }: PageItem) {
  return {
    IsFavourite: own?.is_favourite ? 1 : 0,
    // FOC mode marks trial products free; a FOC list holds only those.
    IsFree: isFree && catalogue.isFoc ? 1 : 0,
    Qty: own ? int(own.cart_qty) : 0,
    SuggestedQty: own ? int(own.suggested_qty) : 0,
  } satisfies Partial<TProduct>;
}

/** The retailer's line: the catalogue line with the retailer's own fields. */
function retailerLine(item: PageItem): ProductLine {
  return { ...item.catalogue.line, product: { ...item.catalogue.line.product, ...ownFields(item) } };
}

/**
 * The retailer's line's product as JSON: the retailer's four fields, then the catalogue line's
 * text (cached, or bytes from the catalogue index). A list call then serialises four numbers per
 * line instead of 37 fields.
 */
function retailerLineJson(item: PageItem): Array<string | Uint8Array> {
  const own = ownFields(item);
  const c = item.catalogue;
  return [
    `{"IsFavourite":${own.IsFavourite},"IsFree":${own.IsFree},"Qty":${own.Qty},"SuggestedQty":${own.SuggestedQty},`,
    c.jsonBytes ?? catalogueJson(c),
  ];
}

/**
 * The catalogue lines of these products when available to the retailer, from the distributor's
 * catalogue index, the line cache or, for those they lack, from one statement (whose text is the
 * same whatever the ids, so PostgreSQL keeps it prepared with a generic plan).
 */
async function findCatalogueLines(
  db: Db,
  scope: CatalogueScope,
  ids: readonly number[],
): Promise<Map<number, CatalogueLine>> {
  const found = new Map<number, CatalogueLine>();
  const missing: number[] = [];
  const now = scope.now.getTime();
  const index = readyCatalogueIndex(db, scope);
  for (const id of ids) {
    // Lines from the index cost a copy each: not cached (a cache entry would outlive the call).
    const indexed = index ? indexedLine(index, scope, id) : 'stale';
    if (indexed === 'absent') continue;
    if (indexed !== 'stale') {
      found.set(id, indexed);
      continue;
    }
    const cached = lineCache.get(db, scope, lineKey(scope, id));
    if (cached && now < cached.validUntil) found.set(id, cached);
    else missing.push(id);
  }
  if (missing.length === 0) return found;
  const rows = await queryRows<LineRow>(
    db,
    sql`select ${catalogueColumns(scope)}
        from unnest(${intArray(missing)}) as page(pid)
        join distributor_products dp on dp.distributor_id = ${scope.distributorId} and dp.product_id = page.pid
        ${lineJoins(scope)}
        where ${availableWhere(scope)}`,
    { prepare: 'product_catalogue_lines' },
  );
  for (const r of rows) {
    const line = toCatalogueLine(scope, r);
    lineCache.set(db, scope, lineKey(scope, line.line.product.ProductId), line);
    found.set(line.line.product.ProductId, line);
  }
  return found;
}

/** What a list asks of its filter's totals: the TotalCount too, or the SuggestedOrderValue only. */
interface TotalsSpec {
  from: SQL;
  where: SQL;
  count: boolean;
  /** A plain dimension filter: few statement shapes, kept prepared. */
  prepare?: boolean;
}

interface Totals {
  total: number | null;
  suggested: number;
}

/**
 * The filter's TotalCount (when `count`) and SuggestedOrderValue. Counting reads the filter's rows
 * once, from one distributor's index alone unless the filter reads the product row (text), and
 * sums the suggestions on the way; without a count the sum starts from the retailer's few
 * suggestion signals instead.
 */
function totalsSelect(scope: CatalogueScope, { from, where, count }: TotalsSpec): SQL {
  const suggestions = sql`(select ps.product_id, max(ps.suggested_qty) as qty from product_signals ps
      where ps.client_id = ${scope.clientId} and ps.kind in ('RELEVANT', 'SMART_BASKET') and ps.suggested_qty > 0
        and (ps.distributor_id is null or ps.distributor_id = ${scope.distributorId})
        and (ps.retailer_id is null or ps.retailer_id = ${scope.retailerId})
      group by ps.product_id) sug`;
  return count
    ? sql`select count(*)::int as total, coalesce(sum(sug.qty * dp.price), 0)::text as suggested_value
          from ${from} left join ${suggestions} on sug.product_id = dp.product_id
          where ${where}`
    : sql`select null::int as total, coalesce(sum(sug.qty * dp.price), 0)::text as suggested_value
          from ${suggestions} join ${from} on dp.product_id = sug.product_id
          where ${where}`;
}

function toTotals(row: { total: unknown; suggested_value: unknown } | undefined): Totals {
  return {
    total: row?.total === null || row?.total === undefined ? null : int(row.total),
    suggested: money(row?.suggested_value),
  };
}

async function findTotals(db: Db, scope: CatalogueScope, spec: TotalsSpec): Promise<Totals> {
  const [row] = await queryRows<{ total: unknown; suggested_value: unknown }>(db, totalsSelect(scope, spec));
  return toTotals(row);
}

/** The retailer's own fields of these products from its copy, as rows of the line statement. */
async function findOwnRows(
  db: Db,
  scope: CatalogueScope,
  ids: readonly number[],
): Promise<Map<number, LineRow>> {
  const own = new Map<number, LineRow>();
  if (ids.length === 0) return own;
  for (const [id, f] of await findRetailerFieldsOf(db, scope, ids))
    own.set(id, { is_favourite: f.isFavourite, cart_qty: f.cartQty, suggested_qty: f.suggestedQty });
  return own;
}

/**
 * The retailer's own fields of these products and, when asked, the filter's totals: one statement,
 * so a page whose catalogue lines are cached costs one round trip after the session's.
 */
async function findRetailerFields(
  db: Db,
  scope: CatalogueScope,
  ids: readonly number[],
  totals: TotalsSpec | null,
): Promise<{ own: Map<number, LineRow>; totals: Totals | null }> {
  if (!totals) {
    // Without totals the fields come from the retailer's copy (no statement while it is current).
    return { own: await findOwnRows(db, scope, ids), totals: null };
  }
  const rows = await queryRows<LineRow>(
    db,
    sql`with totals as (${totalsSelect(scope, totals)})
        select totals.total, totals.suggested_value, ${retailerColumns(scope)}
        from totals left join unnest(${intArray(ids)}) as page(pid) on true`,
    totals.prepare ? { prepare: 'product_retailer_totals' } : {},
  );
  const own = new Map<number, LineRow>();
  for (const r of rows) if (r.pid !== null && r.pid !== undefined) own.set(int(r.pid), r);
  return { own, totals: toTotals(rows[0] as { total: unknown; suggested_value: unknown } | undefined) };
}

/** The retailer's lines of these products, in this order, when available to the retailer. */
async function findLines(
  db: Db,
  scope: CatalogueScope,
  ids: readonly number[],
  isFree: boolean,
  totals: TotalsSpec | null,
): Promise<{ items: PageItem[]; totals: Totals | null }> {
  const [catalogue, retailer] = await Promise.all([
    findCatalogueLines(db, scope, ids),
    findRetailerFields(db, scope, ids, totals),
  ]);
  const items: PageItem[] = [];
  for (const id of ids) {
    const cached = catalogue.get(id);
    if (cached) items.push({ catalogue: cached, own: retailer.own.get(id), isFree });
  }
  return { items, totals: retailer.totals };
}

export interface ProductPage {
  /** The retailer's lines as objects (built on first read). */
  readonly lines: ProductLine[];
  /** The page's products as a JSON array: what the list calls answer as Data. */
  productsJson(): JsonText;
  /** How many lines the page holds. */
  count: number;
  totalCount: number;
  /** Σ suggested qty × price over every product of the filter (numeric in SQL, rupees). */
  suggestedOrderValue: number;
}

function productPage(
  items: readonly PageItem[],
  totalCount: number,
  suggestedOrderValue: number,
): ProductPage {
  let lines: ProductLine[] | undefined;
  return {
    get lines() {
      lines ??= items.map(retailerLine);
      return lines;
    },
    productsJson: () => {
      const pieces: Array<string | Uint8Array> = ['['];
      items.forEach((item, i) => {
        if (i > 0) pieces.push(',');
        pieces.push(...retailerLineJson(item));
      });
      pieces.push(']');
      return new JsonText(pieces);
    },
    count: items.length,
    totalCount,
    suggestedOrderValue,
  };
}

/**
 * One page of products and the filter's total: from the distributor's catalogue index for a plain
 * filter when it is ready, else paged in the database: the page's ids (one distributor's index, the
 * product row only when the order or the text reads it), then their lines and the totals side by
 * side. A short page tells the total without counting.
 */
export async function findProductPage(
  db: Db,
  scope: CatalogueScope,
  spec: ProductPageSpec,
): Promise<ProductPage> {
  const index = spec.plain ? readyCatalogueIndex(db, scope) : null;
  if (index && spec.plain) {
    // From memory (decision 061): the page, its total and the retailer's suggested order value.
    const { suggested } = await findRetailerCopy(db, scope);
    const page = indexedPage(index, spec.plain, spec.order, spec.offset, spec.limit, suggested);
    const { items } = await findLines(db, scope, page.productIds, spec.isFree, null);
    return productPage(items, page.totalCount, page.suggestedOrderValue);
  }
  const where = sql`${filterWhere(scope, spec.parts)} ${spec.extra?.length ? sql`and ${sql.join(spec.extra, sql` and `)}` : sql``}`;
  const from = availableFrom(spec.parts);
  const keys = spec.cacheKey;
  const suggestedKey = keys ? `${scope.retailerId}/${keys.filter}` : null;
  const cached = keys ? pageCache.get(db, scope, keys.page) : undefined;
  if (cached) {
    // The lines' retailer fields (favourite, cart quantity, suggestion) are the retailer's own and
    // read on every call; the suggested order value is cached per retailer.
    const suggested = suggestedKey ? suggestedCache.get(db, scope, suggestedKey) : undefined;
    const { items, totals } = await findLines(
      db,
      scope,
      cached.ids,
      spec.isFree,
      suggested === undefined ? { from, where, count: false, prepare: true } : null,
    );
    const suggestedOrderValue = suggested ?? totals?.suggested ?? 0;
    if (suggestedKey && suggested === undefined)
      suggestedCache.set(db, scope, suggestedKey, suggestedOrderValue);
    return productPage(items, cached.totalCount, suggestedOrderValue);
  }
  const plan = sortPlan(scope, spec);
  const needsProduct = spec.parts.needsProduct || plan.needsProduct;
  // The client condition on the product row is implied (foreign key) but lets its indexes serve the order.
  const pageWhere = needsProduct ? sql`${where} and p.client_id = ${scope.clientId}` : where;
  const order = [...plan.keys.map((k) => sql`${k.expr} ${direction(k)}`), sql`dp.product_id asc`];
  const pageSelect = sql`select dp.product_id
        from ${availableFrom({ needsProduct })} ${plan.join ?? sql``}
        where ${pageWhere}
        order by ${sql.join(order, sql`, `)}
        limit ${spec.limit} offset ${spec.offset}`;
  if (keys && suggestedKey) {
    return findPlainPage(db, scope, {
      pageSelect,
      totals: { from, where, count: false },
      limit: spec.limit,
      offset: spec.offset,
      isFree: spec.isFree,
      keys,
      suggestedKey,
    });
  }
  const pageIds = queryRows<{ pid: number }>(db, sql`select pid from (${pageSelect}) as page(pid)`);
  // A filter with a flag, text or extra condition can cost as much to count as to page (best
  // sellers aggregate orders): its totals run beside the page. A plain dimension filter counts
  // from an index, and only after a full page (a page that is not full is the last one, or the
  // only one: the total is known).
  const costly = spec.parts.base.length > 0 || (spec.extra?.length ?? 0) > 0;
  const [page, early] = await Promise.all([
    pageIds,
    costly ? findTotals(db, scope, { from, where, count: true }) : null,
  ]);
  const ids = page.map((r) => int(r.pid));
  const known = totalKnownFromPage(ids.length, spec.limit, spec.offset);
  const result = await findLines(
    db,
    scope,
    ids,
    spec.isFree,
    early ? null : { from, where, count: known === null },
  );
  const totals = early ?? result.totals;
  return productPage(result.items, known ?? totals?.total ?? 0, totals?.suggested ?? 0);
}

/** The filter's total told by its page alone: a page that is not full is the last (or only) one. */
function totalKnownFromPage(length: number, limit: number, offset: number): number | null {
  if (length > 0 && length < limit) return offset + length;
  if (offset === 0 && length === 0) return 0;
  return null;
}

interface PlainPageSpec {
  /** The page's product ids, in order. */
  pageSelect: SQL;
  totals: TotalsSpec;
  limit: number;
  offset: number;
  isFree: boolean;
  keys: { filter: string; page: string };
  suggestedKey: string;
}

/**
 * A plain dimension filter's page that is not cached yet (decision 060): its ids, their catalogue
 * lines, and the totals the caches lack, in one prepared statement. The total is counted only when
 * the page does not tell it (a full page, or an empty one past the first); the suggested order value
 * only when not cached. The retailer's fields come from its copy. The page, its lines and the
 * totals are then cached.
 */
async function findPlainPage(db: Db, scope: CatalogueScope, spec: PlainPageSpec): Promise<ProductPage> {
  const cachedTotal = totalCache.get(db, scope, spec.keys.filter);
  const cachedSuggested = suggestedCache.get(db, scope, spec.suggestedKey);
  const needCount = cachedTotal === undefined;
  const needSuggested = cachedSuggested === undefined;
  const rows = await queryRows<LineRow>(
    db,
    sql`with page as (select array(${spec.pageSelect}) as ids),
        totals as (
          select case when ${needCount}::boolean and (cardinality(page.ids) = ${spec.limit}
                or (cardinality(page.ids) = 0 and ${spec.offset}::int > 0))
              then (select count(*)::int from ${spec.totals.from} where ${spec.totals.where}) end as total,
            case when ${needSuggested}::boolean
              then (select t.suggested_value from (${totalsSelect(scope, spec.totals)}) t) end as suggested_value,
            page.ids
          from page
        )
        select totals.total, totals.suggested_value, line.*
        from totals left join lateral (
          select page.ord, ${catalogueColumns(scope)}
          from unnest(totals.ids) with ordinality as page(pid, ord)
          join distributor_products dp on dp.distributor_id = ${scope.distributorId} and dp.product_id = page.pid
          ${lineJoins(scope)}
        ) line on true
        order by line.ord`,
    { prepare: 'product_plain_page' },
  );
  const lines: CatalogueLine[] = [];
  for (const r of rows) {
    if (r.id === null || r.id === undefined) continue;
    const line = toCatalogueLine(scope, r);
    lineCache.set(db, scope, lineKey(scope, line.line.product.ProductId), line);
    lines.push(line);
  }
  const ids = lines.map((l) => l.line.product.ProductId);
  const own = await findOwnRows(db, scope, ids);
  const items: PageItem[] = lines.map((catalogue) => ({
    catalogue,
    own: own.get(catalogue.line.product.ProductId),
    isFree: spec.isFree,
  }));
  const first = rows[0];
  const totalCount =
    totalKnownFromPage(ids.length, spec.limit, spec.offset) ??
    cachedTotal ??
    (first?.total === null || first?.total === undefined ? 0 : int(first.total));
  const suggestedOrderValue = cachedSuggested ?? money(first?.suggested_value);
  pageCache.set(db, scope, spec.keys.page, { ids, totalCount });
  totalCache.set(db, scope, spec.keys.filter, totalCount);
  suggestedCache.set(db, scope, spec.suggestedKey, suggestedOrderValue);
  return productPage(items, totalCount, suggestedOrderValue);
}

/** One product available to the retailer at the selected distributor, or null. */
export async function findProductLine(
  db: Db,
  scope: CatalogueScope,
  productId: number,
  isFree: boolean,
): Promise<ProductLine | null> {
  const { items } = await findLines(db, scope, [productId], isFree, null);
  return items[0] ? retailerLine(items[0]) : null;
}
