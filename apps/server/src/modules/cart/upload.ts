/**
 * Putting lines in the cart (/SalesOrder/OrderUpload, and every other way in: bulk orders, repeat
 * order, smart-list fill): which lines apply, the minimum order rounding, the FOC rule and the stock
 * rule, then the one writer of cart lines, all under the cart's lock (docs/decisions/046, 049).
 */
import type { TOrderUploadLine } from '@restock/domain/contracts/cart';
import {
  CART_MESSAGE_KEYS,
  checkStock,
  focMismatchForUpload,
  orderLineQty,
} from '@restock/domain/rules/cart';
import { formatPaise, toPaise } from '@restock/domain/rules/pricing';
import type { Db, Tx } from '../../db/client.ts';
import { int } from '../../db/values.ts';
import { AppError } from '../../http/errors.ts';
import type { CartContext } from './context.ts';
import { ruleRefusal, withCartRetry } from './lock.ts';
import {
  type CartLineKey,
  type CartLineWrite,
  findUploadRows,
  type ProductRow,
  writeCartIfUnchanged,
} from './queries.ts';

export interface UploadResult {
  revision: number;
  /** Lines written (removals included). */
  applied: number;
  /** Products whose quantity the minimum order rounding changed. */
  rounded: number[];
  /** Products left out: not carried by the distributor, not saleable, or not offered FOC. */
  skipped: number[];
  /** Some line is above its stock (a warning: with isRestrictSIHProducts the upload is refused). */
  isShowSIHWarning: boolean;
}

function isFocRequest(line: TOrderUploadLine): boolean {
  return line.IsFree === true || line.IsFree === 1;
}

/**
 * Decides what an upload writes. Removals (Qty 0) always apply. A line with a quantity applies when
 * the distributor carries the product and sells it (and offers it FOC, for a FOC line); its quantity
 * is rounded by the minimum order rule when isEnableMinOrderQty is on. Throws E039 when nothing
 * applies, the FOC refusal when the cart would mix FOC and paid lines, and (isRestrictSIHProducts)
 * the stock refusal when a line is above its stock.
 */
export function planUpload(
  ctx: CartContext,
  lines: readonly TOrderUploadLine[],
  products: ReadonlyMap<number, ProductRow>,
  cart: readonly CartLineKey[],
): { writes: CartLineWrite[]; rounded: number[]; skipped: number[]; isShowSIHWarning: boolean } {
  const flags = ctx.settings.flags;
  const writes: CartLineWrite[] = [];
  const rounded: number[] = [];
  const skipped: number[] = [];
  const stockLines: Array<{ ProductId: number; Qty: number; SIH: number }> = [];
  for (const l of lines) {
    const product = products.get(l.PId);
    if (l.Qty === 0) {
      writes.push({ productId: l.PId, qty: 0, uomId: l.UomId, seenPrice: null, isFree: false });
      continue;
    }
    const foc = isFocRequest(l);
    const usable =
      product !== undefined &&
      product.available === true &&
      product.price !== null &&
      product.is_saleable === true &&
      l.PrincipalId === ctx.key.clientId &&
      (!foc || (flags.isEnableFoc && product.is_foc === true));
    if (!usable) {
      skipped.push(l.PId);
      continue;
    }
    const qty = orderLineQty(
      l.Qty,
      { MinORDQty: int(product.min_order_qty), MaxORDQty: int(product.max_order_qty) },
      { isEnableMinOrderQty: flags.isEnableMinOrderQty },
    );
    if (qty !== l.Qty) rounded.push(l.PId);
    writes.push({
      productId: l.PId,
      qty,
      uomId: l.UomId,
      seenPrice: l.Price === undefined ? null : formatPaise(toPaise(l.Price)),
      isFree: foc,
    });
    stockLines.push({ ProductId: l.PId, Qty: qty, SIH: int(product.sih) });
  }
  if (writes.length === 0) throw new AppError('E039');

  const toFocLine = (productId: number, qty: number, isFree: boolean) => ({
    ProductId: productId,
    DistributorId: ctx.key.distributorId,
    Qty: qty,
    IsFree: isFree,
  });
  const mixed = focMismatchForUpload(
    cart.map((c) => toFocLine(int(c.product_id), int(c.qty), c.is_free === true)),
    writes.map((w) => toFocLine(w.productId, w.qty, w.isFree)),
  );
  if (mixed) throw ruleRefusal(mixed);

  const stock = checkStock(stockLines, flags.isRestrictSIHProducts);
  if (stock.level === 'error') throw ruleRefusal(CART_MESSAGE_KEYS.outOfStockError);
  return { writes, rounded, skipped, isShowSIHWarning: stock.level === 'warning' };
}

/**
 * Applies upload lines to the context's cart (docs/decisions/046, 052): reads the cart's revision,
 * the products and the cart's lines in one statement, plans, and writes in one statement that
 * applies only while the revision is still the one read. When another call wrote the cart meanwhile
 * (two tabs), it queues on the cart's row lock and does the same again, which cannot then be
 * refused. Lines must name the cart's distributor (E014 otherwise: another distributor's products
 * go in after switching to it).
 */
export async function uploadToCart(
  db: Db,
  ctx: CartContext,
  lines: readonly TOrderUploadLine[],
): Promise<UploadResult> {
  if (lines.some((l) => l.DistributorId !== ctx.key.distributorId)) {
    throw new AppError('E014', 'These products belong to another distributor; select it first');
  }
  return withCartRetry(db, ctx, (exec) => uploadOnce(exec, ctx, lines));
}

async function uploadOnce(
  exec: Db | Tx,
  ctx: CartContext,
  lines: readonly TOrderUploadLine[],
): Promise<UploadResult> {
  const { revision, products, cart } = await findUploadRows(
    exec,
    ctx.key,
    lines.map((l) => l.PId),
    ctx.now,
  );
  const plan = planUpload(ctx, lines, products, cart);
  const next = await writeCartIfUnchanged(exec, ctx.key, revision, { lines: plan.writes }, ctx.now);
  return {
    revision: next,
    applied: plan.writes.length,
    rounded: plan.rounded,
    skipped: plan.skipped,
    isShowSIHWarning: plan.isShowSIHWarning,
  };
}
