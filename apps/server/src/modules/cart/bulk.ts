/**
 * Bulk and suggested orders (/SalesOrder/BulkOrderUpload, docs/decisions/044): the products of a
 * filter go in the cart at once, each with Qty pieces (a suggested order: each product's suggested
 * quantity when Qty is 0), at most bulkOrderProductCount products. With isRestrictSIHProducts a
 * quantity above stock is cut to the stock (to a multiple of the minimum order quantity when that
 * rule is on) and a product without stock is left out; both are reported in OutOfStock.
 */
import type { TBulkOrderUploadRequest, TOrderUploadLine } from '@restock/domain/contracts/cart';
import { toUploadLine } from '@restock/domain/requests/cart';
import { orderLineQty } from '@restock/domain/rules/cart';
import { MAX_PAGE_SIZE } from '@restock/domain/rules/product-list';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { defaultFilter, listProducts } from '../product/service.ts';
import type { CartContext } from './context.ts';
import { bulkProductConditions } from './queries.ts';

export interface OutOfStockProduct {
  ProductId: number;
  ProductName: string;
  SIH: number;
}

export interface BulkPlan {
  lines: TOrderUploadLine[];
  outOfStock: OutOfStockProduct[];
}

/** The product filter of a bulk request: the level ids, the attribute filter, FOC and relevant flags. */
function bulkFilter(body: TBulkOrderUploadRequest, pageSize: number) {
  const ids = body.FilterIdList;
  const level = body.FilterLevelCode;
  return defaultFilter({
    PageSize: pageSize,
    CAT: level === 'CAT' && ids.length > 0 ? { FilterLevelCode: 'CAT', FilterIdList: ids } : null,
    SUCAT: level === 'SUCAT' && ids.length > 0 ? { FilterLevelCode: 'SUCAT', FilterIdList: ids } : null,
    BR:
      (level === 'BR' || level === 'SUBR') && ids.length > 0
        ? { FilterLevelCode: level, FilterIdList: ids }
        : null,
    AttrFilter: body.AttrFilter,
    NeedFOC: body.NeedFOC,
    NeedRelevant: body.IsRelevant,
  });
}

/**
 * The upload lines of a bulk request (read from the catalogue, outside the cart's transaction;
 * the upload then checks every line again under the cart's lock). E008 when Qty is 0 outside a
 * suggested order; E039 when no product can go in.
 */
export async function planBulkOrder(
  db: Db,
  ctx: CartContext,
  body: TBulkOrderUploadRequest,
): Promise<BulkPlan> {
  if (body.Qty === 0 && !body.IsRelevant) {
    throw new AppError('E008', 'Invalid Request: Qty is required (0 only for a suggested order)');
  }
  const limit = Math.min(ctx.settings.bulkOrderProductCount, MAX_PAGE_SIZE);
  const page = await listProducts(db, ctx.scope, bulkFilter(body, limit), {
    extra: bulkProductConditions(body),
    page: 1,
  });
  const flags = ctx.settings.flags;
  const lines: TOrderUploadLine[] = [];
  const outOfStock: OutOfStockProduct[] = [];
  for (const { product: p } of page.lines) {
    if (p.IsSaleable !== 1) continue;
    const wanted = body.Qty > 0 ? body.Qty : p.SuggestedQty;
    let qty = orderLineQty(wanted, p, { isEnableMinOrderQty: flags.isEnableMinOrderQty });
    if (qty <= 0) continue;
    if (flags.isRestrictSIHProducts && qty > p.SIH) {
      const min = flags.isEnableMinOrderQty && p.MinORDQty > 0 ? p.MinORDQty : 1;
      qty = Math.floor(Math.max(0, p.SIH) / min) * min;
      outOfStock.push({ ProductId: p.ProductId, ProductName: p.ProductName, SIH: p.SIH });
      if (qty <= 0) continue;
    }
    // The same line the web's add to cart sends (no Price: the upload prices it), marked FOC
    // when the product list was read in FOC mode.
    lines.push({ ...toUploadLine(p, qty, false), IsFree: p.IsFree === 1 });
  }
  if (lines.length === 0) throw new AppError('E039');
  return { lines, outOfStock };
}
