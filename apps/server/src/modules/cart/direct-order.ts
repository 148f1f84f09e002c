/**
 * An order made without a cart (docs/decisions/084): the exchange return orders replacement goods
 * in its own transaction. Its lines are priced by the cart's pricing (priceCartRows: the
 * distributor's price, its discount and tax, as the catalogue shows them) and written by checkout's
 * order writer (orderWrites), so an exchange order looks like any other order in the history. A
 * scheme does not apply: an exchange replaces goods already bought, so it earns no slab discount
 * and no free goods. The cart is not touched; the caller marks the address used (retailer module).
 */
import type { TRetailerAddress } from '@restock/domain/contracts/retailer';
import { CART_MESSAGE_KEYS } from '@restock/domain/rules/cart';
import type { Tx } from '../../db/client.ts';
import { int } from '../../db/values.ts';
import { orderWrites } from './checkout/orders.ts';
import { nextOrderIds, writeOrderWithoutCart } from './checkout/queries/order-rows.ts';
import type { CartContext } from './context.ts';
import { ruleRefusal } from './lock.ts';
import { type PricedCart, priceCartRows } from './pricing.ts';
import { findUploadRows, type PricingCartRow } from './queries.ts';

export interface DirectOrderLine {
  productId: number;
  /** Cases of the product's conversion quantity and pieces: the line holds pieces + cases x conversion. */
  caseQty: number;
  pieceQty: number;
}

/**
 * The lines priced as a cart holding them would be, without schemes. `notOrderable` names the
 * products the distributor does not sell now (unknown, not carried, switched off, no price, not
 * saleable); the stock rule of the cart applies (isRestrictSIHProducts: outOfStockError).
 */
export async function priceDirectOrder(
  tx: Tx,
  ctx: CartContext,
  lines: readonly DirectOrderLine[],
): Promise<{ priced: PricedCart; notOrderable: number[]; names: Map<number, string> }> {
  const { products } = await findUploadRows(
    tx,
    ctx.key,
    lines.map((l) => l.productId),
    ctx.now,
  );
  const notOrderable: number[] = [];
  const rows: PricingCartRow[] = [];
  const names = new Map<number, string>();
  for (const l of lines) {
    const p = products.get(l.productId);
    if (p) names.set(l.productId, String(p.name));
    if (p?.available !== true || p.price === null || p.is_saleable !== true) {
      notOrderable.push(l.productId);
      continue;
    }
    rows.push({
      ...p,
      product_id: l.productId,
      qty: l.pieceQty + l.caseQty * Math.max(1, int(p.conversion_qty)),
      uom_id: 1,
      seen_price: null,
      is_free: false,
      scheme_id: null,
      scheme_narration: null,
      slabs: null,
    });
  }
  const priced = priceCartRows(ctx, rows);
  if (notOrderable.length === 0 && priced.stock.level === 'error')
    throw ruleRefusal(CART_MESSAGE_KEYS.outOfStockError);
  return { priced, notOrderable, names };
}

/** Writes the priced lines as one order (never split) with status I; answers its id and number. */
export async function writeDirectOrder(
  tx: Tx,
  ctx: CartContext,
  priced: PricedCart,
  header: {
    deliveryDate: string;
    deliveryType: 'standard' | 'express';
    address: TRetailerAddress;
    remarks: string;
  },
): Promise<{ orderId: number; orderNo: string }> {
  const [orderId] = await nextOrderIds(tx, 1);
  const part = { key: 'exchange', distributorId: ctx.key.distributorId, splitBy: {}, lines: priced.lines };
  const writes = orderWrites(ctx, priced, [part], [orderId!], {
    submissionId: null,
    ...header,
  });
  const orderNo = await writeOrderWithoutCart(tx, orderId!, writes);
  return { orderId: orderId!, orderNo };
}
