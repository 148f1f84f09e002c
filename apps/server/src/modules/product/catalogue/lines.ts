import type { Db } from '../../../db/client.ts';
import { findCatalogueLineRows, toCatalogueLine } from '../queries/lines.ts';
import { findRetailerFieldsAndTotals, type Totals, type TotalsSpec } from '../queries/list.ts';
import type { CatalogueScope } from '../scope.ts';
import { indexedLine } from './catalogue-index.ts';
import { type CatalogueLine, lineCache, lineKey, type ProductLine } from './catalogue-line.ts';
import { readyCatalogueIndex } from './index-registry.ts';
import { type PageItem, retailerLine } from './page.ts';
import { findRetailerFieldsOf, type RetailerFields } from './retailer-copy.ts';

/**
 * The lines of a page: each product's catalogue line (the catalogue index, the line cache, or the
 * database) beside the retailer's own fields (its copy, or read with the filter's totals).
 */

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
  const rows = await findCatalogueLineRows(db, scope, missing);
  for (const r of rows) {
    const line = toCatalogueLine(scope, r);
    lineCache.set(db, scope, lineKey(scope, line.line.product.ProductId), line);
    found.set(line.line.product.ProductId, line);
  }
  return found;
}

/** The retailer's own fields of these products from its copy (no statement while it is current). */
export function findOwnFields(
  db: Db,
  scope: CatalogueScope,
  ids: readonly number[],
): Promise<Map<number, RetailerFields>> {
  if (ids.length === 0) return Promise.resolve(new Map());
  return findRetailerFieldsOf(db, scope, ids);
}

async function ownFieldsOnly(
  db: Db,
  scope: CatalogueScope,
  ids: readonly number[],
): Promise<{ own: Map<number, RetailerFields>; totals: Totals | null }> {
  return { own: await findOwnFields(db, scope, ids), totals: null };
}

/**
 * The retailer's own fields of these products and, when asked, the filter's totals: one statement,
 * so a page whose catalogue lines are cached costs one round trip after the session's. Without
 * totals the fields come from the retailer's copy.
 */
function findRetailerFields(
  db: Db,
  scope: CatalogueScope,
  ids: readonly number[],
  totals: TotalsSpec | null,
): Promise<{ own: Map<number, RetailerFields>; totals: Totals | null }> {
  return totals ? findRetailerFieldsAndTotals(db, scope, ids, totals) : ownFieldsOnly(db, scope, ids);
}

/** The retailer's lines of these products, in this order, when available to the retailer. */
export async function findLines(
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
