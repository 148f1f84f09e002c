/**
 * The cart's public face: what its routes call, and all other modules (distributor) may use of
 * the cart. Checkout is part of this module (checkout/, docs/decisions/067). Every call works on a retailer's cart at one distributor (docs/decisions/046, 049).
 */
import { focMismatch } from '@restock/domain/rules/cart';
import type { Db } from '../../db/client.ts';
import { int } from '../../db/values.ts';
import type { CartContext } from './context.ts';
import { emptyCart, findCartLineKeys } from './queries.ts';

export { type BulkPlan, planBulkOrder } from './bulk.ts';
export { type CartContext, loadCartContext, offeredDeliveryDates } from './context.ts';
export { type DirectOrderLine, priceDirectOrder, writeDirectOrder } from './direct-order.ts';
export { ruleRefusal, withCartRetry } from './lock.ts';
export { loadPricedCart, type PricedCart, type PricedLine, priceCartRows } from './pricing.ts';
/** Emptying the cart when the retailer switches distributor (distributor/service.ts). */
export { emptyCart } from './queries.ts';
export { type UploadResult, uploadToCart } from './upload.ts';

/** Removes every line of the context's cart (under the cart's lock, moving its revision on). */
export async function clearCart(db: Db, cart: CartContext): Promise<void> {
  await db.transaction(async (tx) => {
    await emptyCart(tx, cart.key, cart.now);
  });
}

/**
 * Whether a FOC (isFoc) or normal order may go on with the cart: null, or the spec's message key
 * of the refusal (never refused while isEnableFoc is off).
 */
export async function cartModeRefusal(db: Db, cart: CartContext, isFoc: boolean): Promise<string | null> {
  if (!cart.settings.flags.isEnableFoc) return null;
  const rows = await findCartLineKeys(db, cart.key);
  return focMismatch(
    rows.map((r) => ({ IsFree: r.is_free === true, Qty: int(r.qty) })),
    isFoc,
  );
}
