/**
 * Writes the orders of a priced cart (docs/decisions/041, 046, 049): one order per distributor
 * split (rules/cart splitCartIntoOrders), each with its lines as priced, the scheme free goods it
 * earned as free lines (is_free, for_product_id), its totals (exact sums of its lines) and an 'I'
 * status history row. The caller runs this inside the submit's transaction.
 */
import type { TRetailerAddress } from '@restock/domain/contracts/retailer';
import { splitCartIntoOrders, splitLevels } from '@restock/domain/rules/cart';
import { formatPaise, toPaise, totalCart } from '@restock/domain/rules/pricing';
import type { CartContext } from '../context.ts';
import type { PricedCart, PricedLine } from '../pricing.ts';
import { insertRows, type OrderWrites, orderComputedColumns, type Statement } from './queries/order-rows.ts';

export interface OrderHeaderInput {
  /** The submission's id, or the SQL that reads it (a CTE of the same statement); null without one. */
  submissionId: number | Statement | null;
  /** YYYY-MM-DD. */
  deliveryDate: string;
  deliveryType: 'standard' | 'express';
  address: TRetailerAddress;
  /** The first status row's remarks ('Order placed' unless given: an exchange names its return). */
  remarks?: string;
}

function money(paise: bigint): string {
  return formatPaise(paise);
}

/** An order line as a row of order_lines (column names), every column given. */
function lineRow(orderId: number, l: PricedLine) {
  const a = l.amounts;
  return {
    order_id: orderId,
    product_id: l.line.ProductId,
    qty: l.line.Qty,
    price: money(a.unitPrice),
    is_free: l.isFoc,
    for_product_id: null as number | null,
    slab_id: null as number | null,
    principal_id: l.line.PrincipalId,
    product_name: l.line.ProductName,
    product_code: l.line.ProductCode,
    image_url: l.line.ImageUrl,
    conversion_qty: l.line.ConversionQty,
    uom_id: l.line.UomId,
    brand_id: l.line.BrandId,
    brand_name: l.line.BrandName,
    group_id: l.line.GroupId,
    group_name: l.line.GroupName,
    split_id: l.line.SplitId,
    split_name: l.line.SplitName,
    discount_id: l.line.DiscountId,
    scheme_id: l.line.SchemeId,
    scheme_narration: l.line.Scheme,
    product_points: l.line.ProductPoints,
    tax_percent: money(toPaise(l.line.TaxPercent)),
    line_total: money(a.gross),
    disc_amount: money(a.discount),
    scheme_amount: money(a.scheme),
    tax_amount: money(a.tax),
    net_amount: money(a.net),
  };
}

type LineRow = ReturnType<typeof lineRow>;
/** The columns of `lineRow`, in its order (one statement text whatever the lines). */
const LINE_COLUMNS: ReadonlyArray<keyof LineRow & string> = [
  'order_id',
  'product_id',
  'qty',
  'price',
  'is_free',
  'for_product_id',
  'slab_id',
  'principal_id',
  'product_name',
  'product_code',
  'image_url',
  'conversion_qty',
  'uom_id',
  'brand_id',
  'brand_name',
  'group_id',
  'group_name',
  'split_id',
  'split_name',
  'discount_id',
  'scheme_id',
  'scheme_narration',
  'product_points',
  'tax_percent',
  'line_total',
  'disc_amount',
  'scheme_amount',
  'tax_amount',
  'net_amount',
];

/** Free goods: a line at no charge, naming the line that earned it and the slab. */
function freeRows(orderId: number, l: PricedLine): LineRow[] {
  return l.free.map((f) => ({
    order_id: orderId,
    product_id: f.ProductId,
    qty: f.FreeQty,
    price: '0.00',
    is_free: true,
    for_product_id: f.ForProductId,
    slab_id: f.SlabId,
    principal_id: l.line.PrincipalId,
    product_name: f.ProductName,
    product_code: '',
    image_url: f.ImageUrl,
    conversion_qty: 1,
    uom_id: 1,
    brand_id: 0,
    brand_name: '',
    group_id: 0,
    group_name: '',
    split_id: 0,
    split_name: '',
    discount_id: 0,
    scheme_id: f.SchemeId,
    scheme_narration: l.line.Scheme,
    product_points: 0,
    tax_percent: '0.00',
    line_total: '0.00',
    disc_amount: '0.00',
    scheme_amount: '0.00',
    tax_amount: '0.00',
    net_amount: '0.00',
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
  ctx: CartContext,
  cart: PricedCart,
  parts: ReturnType<typeof orderParts>,
  orderIds: readonly number[],
  header: OrderHeaderInput,
): OrderWrites {
  if (parts.length !== orderIds.length) throw new Error('orderWrites: one reserved id per order');
  const levels = splitLevels(ctx.settings.orderSplit);
  const at = ctx.now.toISOString();
  const headers = parts.map((part, i) => {
    const t = totalCart(part.lines.map((l) => l.amounts));
    const free = part.lines.flatMap((l) => l.free);
    const splitName =
      levels.length === 0 ? null : levels.map((level) => part.splitBy[level]?.name ?? '').join(' / ');
    return {
      id: orderIds[i]!,
      client_id: ctx.key.clientId,
      retailer_id: ctx.key.retailerId,
      distributor_id: part.distributorId,
      status: 'I',
      total_amount: money(t.net),
      delivery_date: header.deliveryDate,
      delivery_type: header.deliveryType,
      address_id: header.address.RetAddress_Id,
      address: header.address,
      is_foc: cart.kind === 'foc',
      split_name: splitName,
      line_count: part.lines.length,
      total_qty: part.lines.reduce((n, l) => n + l.line.Qty, 0),
      free_qty: free.reduce((n, f) => n + f.FreeQty, 0),
      gross_amount: money(t.gross),
      disc_amount: money(t.discount),
      scheme_amount: money(t.scheme),
      tax_amount: money(t.tax),
      created_at: at,
      updated_at: at,
    };
  });
  return {
    orders: insertRows(
      'orders',
      Object.keys(headers[0]!) as Array<keyof (typeof headers)[0] & string>,
      headers,
      orderComputedColumns(header.submissionId),
    ),
    lines: insertRows(
      'order_lines',
      LINE_COLUMNS,
      parts.flatMap((part, i) => [
        ...part.lines.map((l) => lineRow(orderIds[i]!, l)),
        ...part.lines.flatMap((l) => freeRows(orderIds[i]!, l)),
      ]),
    ),
    history: insertRows(
      'order_status_history',
      ['order_id', 'status', 'remarks', 'changed_at'],
      orderIds.map((orderId) => ({
        order_id: orderId,
        status: 'I',
        remarks: header.remarks ?? 'Order placed',
        changed_at: at,
      })),
    ),
  };
}
