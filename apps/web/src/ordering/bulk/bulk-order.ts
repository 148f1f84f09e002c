/**
 * Bulk and suggested orders from the product list (/SalesOrder/BulkOrderUpload, docs/decisions/056):
 * the request for the list's filter, how many products go in, and what the answer says (lines
 * added, lines cut or left out for stock with the spec's warning).
 */
import type { ZBulkOrderUploadRequest } from '@restock/domain/contracts/cart';
import { isAboveStock } from '@restock/domain/rules/cart';
import { MAX_PAGE_SIZE } from '@restock/domain/rules/product-list';
import { MAX_UNIT_COUNT } from '@restock/domain/rules/quantity';
import type { z } from 'zod';

export type BulkRequest = z.input<typeof ZBulkOrderUploadRequest>;

/** The spec's warnings: products delivered based on availability (ordering-core section 8). */
export const BULK_MESSAGE_KEYS = {
  bulk: 'common.alerts.warning.bulkOrderOutOfStockBasedAvailable',
  suggested: 'common.alerts.warning.suggestedOrderOutOfStockBasedAvailable',
} as const;

/** Our texts for the spec's keys. */
const BULK_TEXTS: Record<string, string> = {
  [BULK_MESSAGE_KEYS.bulk]: 'cart.bulk.bulkOrderOutOfStockBasedAvailable',
  [BULK_MESSAGE_KEYS.suggested]: 'cart.bulk.suggestedOrderOutOfStockBasedAvailable',
};

export function bulkTextKey(messageKey: string): string {
  return BULK_TEXTS[messageKey] ?? messageKey;
}

/**
 * What the product list shows, as the bulk call can say it. The call takes one level
 * (FilterLevelCode with FilterIdList), the attribute filter, NeedFOC and IsRelevant; when the list
 * says more than that (several levels, a tab other than Relevant, a text, a chosen order), `exact`
 * is false and the list's own first products are sent by id (ProductIdList) with the level as a
 * guard, so the cart gets exactly the products the retailer sees first.
 */
export interface BulkScope {
  FilterLevelCode: '' | 'CAT' | 'SUCAT' | 'BR';
  FilterIdList: number[];
  AttrFilter: NonNullable<BulkRequest['AttrFilter']>;
  exact: boolean;
  /** The Relevant tab: a suggested order (IsRelevant; Qty 0 gives each product's suggested quantity). */
  suggested: boolean;
  /** FOC mode: the lines go in free of charge (NeedFOC). */
  foc: boolean;
}

/** Most products one bulk order adds: bulkOrderProductCount (default 30), within the page size cap. */
export function bulkLimit(bulkOrderProductCount: number): number {
  const n = Number.isFinite(bulkOrderProductCount) ? Math.trunc(bulkOrderProductCount) : 30;
  return Math.min(Math.max(1, n), MAX_PAGE_SIZE);
}

/** How many of the list's products a bulk order takes. */
export function bulkCount(totalCount: number, limit: number): number {
  return Math.max(0, Math.min(totalCount, limit));
}

/** The quantity typed for each product: whole pieces 1..9999, else null. */
export function parseBulkQty(text: string): number | null {
  const v = text.trim();
  if (!/^\d{1,4}$/.test(v)) return null;
  const n = Number(v);
  return n >= 1 && n <= MAX_UNIT_COUNT ? n : null;
}

/**
 * The products to send by id taken from what the list has loaded, when that covers the first
 * `limit` products (or the whole list); null when more must be asked for.
 */
export function idsFromLoaded(
  loaded: readonly { ProductId: number }[],
  totalCount: number,
  limit: number,
): number[] | null {
  const wanted = bulkCount(totalCount, limit);
  if (loaded.length < wanted) return null;
  return [...new Set(loaded.map((p) => p.ProductId))].slice(0, wanted);
}

/**
 * The BulkOrderUpload body. `qty` 0 asks for each product's suggested quantity (suggested orders
 * only); `productIds` narrows to the list's own products when the scope is not exact.
 */
export function bulkRequest(
  scope: BulkScope,
  qty: number,
  productIds: readonly number[] | null,
): BulkRequest {
  const body: BulkRequest = {
    AttrFilter: scope.AttrFilter,
    FilterLevelCode: scope.FilterLevelCode,
    FilterIdList: scope.FilterLevelCode ? scope.FilterIdList : [],
    Qty: scope.suggested ? Math.max(0, qty) : Math.max(1, qty),
    NeedFOC: scope.foc,
    IsRelevant: scope.suggested,
  };
  if (productIds && productIds.length > 0) body.ProductIdList = [...productIds];
  return body;
}

export interface BulkLine {
  ProductId: number;
  ProductName: string;
  Qty: number;
  SIH: number;
}

export interface StockShort {
  ProductId: number;
  ProductName: string;
  SIH: number;
  /** Pieces that went in (0: left out). */
  Qty: number;
}

export interface BulkOutcome {
  /** Lines the cart got. */
  added: number;
  /** Pieces over all added lines. */
  pieces: number;
  /** Products cut to their stock, left out, or above their stock. */
  short: StockShort[];
  /** The spec's warning when some product is short, else null. */
  messageKey: string | null;
}

/**
 * What a bulk answer means for the retailer: Data.ProductList went in; Data.OutOfStock were cut to
 * the stock or left out (restricted stock); a line above its stock (unrestricted) is short too.
 * Any of these, or the server's isShowSIHWarning, gives the bulk or suggested order warning.
 */
export function bulkOutcome(
  data: {
    ProductList: readonly BulkLine[];
    OutOfStock: readonly { ProductId: number; ProductName: string; SIH: number }[];
  },
  isShowSIHWarning: boolean,
  suggested: boolean,
): BulkOutcome {
  const added = new Map(data.ProductList.map((l) => [l.ProductId, l]));
  const short = new Map<number, StockShort>();
  for (const o of data.OutOfStock) {
    short.set(o.ProductId, { ...o, Qty: added.get(o.ProductId)?.Qty ?? 0 });
  }
  for (const l of data.ProductList) {
    if (!short.has(l.ProductId) && isAboveStock(l)) short.set(l.ProductId, { ...l });
  }
  const warn = short.size > 0 || isShowSIHWarning;
  return {
    added: added.size,
    pieces: data.ProductList.reduce((n, l) => n + l.Qty, 0),
    short: [...short.values()],
    messageKey: warn ? (suggested ? BULK_MESSAGE_KEYS.suggested : BULK_MESSAGE_KEYS.bulk) : null,
  };
}
