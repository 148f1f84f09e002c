/**
 * Writes the orders of a priced cart (docs/decisions/041, 046, 049): one order per distributor
 * split (rules/cart splitCartIntoOrders), each with its lines as priced, the scheme free goods it
 * earned as free lines (is_free, for_product_id), its totals (exact sums of its lines) and an 'I'
 * status history row. The caller runs this inside the submit's transaction.
 */
import type { TRetailerAddress } from '@restock/domain/contracts/retailer';
import { splitCartIntoOrders, splitLevels } from '@restock/domain/rules/cart';
import { formatPaise, toPaise, totalCart } from '@restock/domain/rules/pricing';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { orderLines, orderStatusHistory, orders } from '../../db/schema.ts';
import type { CartContext } from '../cart/context.ts';
import type { PricedCart, PricedLine } from '../cart/pricing.ts';

export interface OrderHeaderInput {
  submissionId: number;
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

/** Writes one order per split of the cart; answers the order ids in split order. */
export async function writeOrders(
  tx: Tx,
  ctx: CartContext,
  cart: PricedCart,
  header: OrderHeaderInput,
): Promise<number[]> {
  const split = ctx.settings.orderSplit;
  const levels = splitLevels(split);
  const parts = splitCartIntoOrders(cart.lines, split);
  const ids: number[] = [];
  for (const part of parts) {
    const t = totalCart(part.lines.map((l) => l.amounts));
    const free = part.lines.flatMap((l) => l.free);
    const splitName =
      levels.length === 0 ? null : levels.map((level) => part.splitBy[level]?.name ?? '').join(' / ');
    const [order] = await tx
      .insert(orders)
      .values({
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
      })
      .returning({ id: orders.id });
    const orderId = order!.id;
    await tx
      .insert(orderLines)
      .values([
        ...part.lines.map((l) => lineValues(orderId, l)),
        ...part.lines.flatMap((l) => freeValues(orderId, l)),
      ]);
    await tx
      .insert(orderStatusHistory)
      .values({ orderId, status: 'I', remarks: 'Order placed', changedAt: ctx.now });
    ids.push(orderId);
  }
  return ids;
}
