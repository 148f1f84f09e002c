/**
 * Writes the orders of a priced cart (docs/decisions/041, 046, 049): one order per distributor
 * split (rules/cart splitCartIntoOrders), each with its lines as priced, the scheme free goods it
 * earned as free lines (is_free, for_product_id), its totals (exact sums of its lines) and an 'I'
 * status history row. The caller runs this inside the submit's transaction.
 */
import type { TRetailerAddress } from '@restock/domain/contracts/retailer';
import { splitCartIntoOrders, splitLevels } from '@restock/domain/rules/cart';
import { formatPaise, toPaise, totalCart } from '@restock/domain/rules/pricing';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { orderLines, orderStatusHistory, orders } from '../../db/schema.ts';
import type { CartContext } from '../cart/context.ts';
import type { PricedCart, PricedLine } from '../cart/pricing.ts';

export interface OrderHeaderInput {
  /** The submission's id, or the SQL that reads it (a CTE of the same statement). */
  submissionId: number | SQL;
  /** YYYY-MM-DD. */
  deliveryDate: string;
  deliveryType: 'standard' | 'express';
  address: TRetailerAddress;
}

function money(paise: bigint): string {
  return formatPaise(paise);
}

function lineValues(orderId: number, l: PricedLine) {
  const a = l.amounts;
  return {
    orderId,
    productId: l.line.ProductId,
    qty: l.line.Qty,
    price: money(a.unitPrice),
    isFree: l.isFoc,
    principalId: l.line.PrincipalId,
    productName: l.line.ProductName,
    productCode: l.line.ProductCode,
    imageUrl: l.line.ImageUrl,
    conversionQty: l.line.ConversionQty,
    uomId: l.line.UomId,
    brandId: l.line.BrandId,
    brandName: l.line.BrandName,
    groupId: l.line.GroupId,
    groupName: l.line.GroupName,
    splitId: l.line.SplitId,
    splitName: l.line.SplitName,
    discountId: l.line.DiscountId,
    schemeId: l.line.SchemeId,
    schemeNarration: l.line.Scheme,
    productPoints: l.line.ProductPoints,
    taxPercent: money(toPaise(l.line.TaxPercent)),
    lineTotal: money(a.gross),
    discAmount: money(a.discount),
    schemeAmount: money(a.scheme),
    taxAmount: money(a.tax),
    netAmount: money(a.net),
  };
}

/** Free goods: a line at no charge, naming the line that earned it and the slab. */
function freeValues(orderId: number, l: PricedLine) {
  return l.free.map((f) => ({
    orderId,
    productId: f.ProductId,
    qty: f.FreeQty,
    price: '0.00',
    isFree: true,
    forProductId: f.ForProductId,
    slabId: f.SlabId,
    principalId: l.line.PrincipalId,
    productName: f.ProductName,
    imageUrl: f.ImageUrl,
    schemeId: f.SchemeId,
    schemeNarration: l.line.Scheme,
  }));
}

/** The orders a priced cart makes: one per distributor split (rules/cart splitCartIntoOrders). */
export function orderParts(ctx: CartContext, cart: PricedCart) {
  return splitCartIntoOrders(cart.lines, ctx.settings.orderSplit);
}

/**
 * The statements that write the orders of a cart's parts under the ids given (reserved beforehand,
 * one per part, in split order): all headers, all lines, all history rows. The submit runs them
 * inside its one closing statement.
 */
export function orderWrites(
  tx: Db | Tx,
  ctx: CartContext,
  cart: PricedCart,
  parts: ReturnType<typeof orderParts>,
  orderIds: readonly number[],
  header: OrderHeaderInput,
): { orders: SQL; lines: SQL; history: SQL } {
  if (parts.length !== orderIds.length) throw new Error('orderWrites: one reserved id per order');
  const levels = splitLevels(ctx.settings.orderSplit);
  const headers = parts.map((part, i) => {
    const t = totalCart(part.lines.map((l) => l.amounts));
    const free = part.lines.flatMap((l) => l.free);
    const splitName =
      levels.length === 0 ? null : levels.map((level) => part.splitBy[level]?.name ?? '').join(' / ');
    return {
      id: orderIds[i]!,
      clientId: ctx.key.clientId,
      retailerId: ctx.key.retailerId,
      distributorId: part.distributorId,
      orderNo: sql`'SO' || nextval('order_no_seq')`,
      status: 'I',
      totalAmount: money(t.net),
      submissionId: header.submissionId,
      deliveryDate: header.deliveryDate,
      deliveryType: header.deliveryType,
      addressId: header.address.RetAddress_Id,
      address: header.address,
      isFoc: cart.kind === 'foc',
      splitName,
      lineCount: part.lines.length,
      totalQty: part.lines.reduce((n, l) => n + l.line.Qty, 0),
      freeQty: free.reduce((n, f) => n + f.FreeQty, 0),
      grossAmount: money(t.gross),
      discAmount: money(t.discount),
      schemeAmount: money(t.scheme),
      taxAmount: money(t.tax),
      createdAt: ctx.now,
      updatedAt: ctx.now,
    };
  });
  return {
    orders: tx.insert(orders).values(headers).getSQL(),
    lines: tx
      .insert(orderLines)
      .values(
        parts.flatMap((part, i) => [
          ...part.lines.map((l) => lineValues(orderIds[i]!, l)),
          ...part.lines.flatMap((l) => freeValues(orderIds[i]!, l)),
        ]),
      )
      .getSQL(),
    history: tx
      .insert(orderStatusHistory)
      .values(
        orderIds.map((orderId) => ({ orderId, status: 'I', remarks: 'Order placed', changedAt: ctx.now })),
      )
      .getSQL(),
  };
}
