/**
 * Order screens: rows to the contracts' shapes (contracts/orders) and the retailer's cancel.
 * Status rules come from rules/order-status; this file only applies them.
 */
import type { OrderStatus } from '@restock/domain/codes';
import type { TFreeProduct } from '@restock/domain/contracts/cart';
import type {
  TInvoice,
  TOrderDetailSummary,
  TOrderHeader,
  TOrderLine,
  TOrderStatusEvent,
  TOrderViewRequest,
} from '@restock/domain/contracts/orders';
import { ZRetailerAddress } from '@restock/domain/contracts/retailer';
import { EXCHANGE_RETURN_APPROVED_KEY, exchangeCancelEffect } from '@restock/domain/rules/exchange-return';
import {
  canCancel,
  isOrderStatus,
  ORDER_SOURCES,
  type OrderSource,
  orderStatusName,
  resolveHistoryFilter,
} from '@restock/domain/rules/order-status';
import { paiseToNumber, tryToPaise } from '@restock/domain/rules/pricing';
import type { Db, Tx } from '../../db/client.ts';
import { int, isoDate } from '../../db/values.ts';
import { readThrough, versionedCache } from '../../db/versioned-cache.ts';
import { AppError } from '../../http/errors.ts';
import { lockExchangeReturnOfOrder, moveReturnStatus } from '../sales-return/service.ts';
import { moveOrderStatus } from './fulfilment.ts';
import {
  findMenuCodes,
  findOrderByNo,
  findOrderPage,
  type HistoryKind,
  type HistoryQuery,
  hasMenuEntry,
  lockOrderStatus,
  type OrderOwner,
  type OrderRow,
  writeOrderStatus,
} from './queries.ts';

/** The spec's messages (second document, "Other messages"). */
/** The distributor's side (status moves, invoicing), used by the seeds and tests. */
export { moveOrderStatus, recordInvoice } from './fulfilment.ts';
/** Invoice delivery is switched on by a menu entry, as cancelling is. */
export { hasMenuEntry } from './queries.ts';

const menuCodes = versionedCache<number, Promise<Set<string>>>();

/**
 * Whether the client's menu has an entry, from a per-process copy of its menu codes kept under the
 * client's config version read with the session (menus move it, migration 0018): for the list
 * calls a menu entry switches on, which would otherwise ask the database on every call.
 */
export async function hasMenuEntryAt(
  db: Db,
  clientId: number,
  configVersion: number,
  tCode: string,
): Promise<boolean> {
  const codes = await readThrough(menuCodes, db, clientId, configVersion, async () => {
    return new Set(await findMenuCodes(db, clientId));
  });
  return codes.has(tCode);
}

export const ORDER_NOT_FOUND_MSG = 'Invalid order number or No data found';
export const CANCEL_NOT_POSSIBLE_MSG = 'Cancel order not possible, please contact your distributor';

export function orderNotFound(): AppError {
  return new AppError('E012', ORDER_NOT_FOUND_MSG);
}

/** numeric text from the database to a JSON number with two decimals, read exactly. */
export function amount(value: unknown): number {
  if (value === null || value === undefined) return 0;
  const p = tryToPaise(String(value));
  return p === null ? 0 : paiseToNumber(p);
}

function status(value: unknown): OrderStatus {
  const s = String(value);
  return isOrderStatus(s) ? s : 'I';
}

function bit(value: unknown): 0 | 1 {
  return value === true || value === 1 || value === 't' ? 1 : 0;
}

/** An order's source as stored; APP for anything else (a row read before migration 0026). */
function orderSource(value: unknown): OrderSource {
  return (ORDER_SOURCES as readonly unknown[]).includes(value) ? (value as OrderSource) : 'APP';
}

export function toOrderHeader(r: OrderRow): TOrderHeader {
  const s = status(r.status);
  const exchangeStatus = r.exchange_return_status ? String(r.exchange_return_status) : null;
  return {
    OrderId: int(r.id),
    OrderNo: String(r.order_no),
    OrderDate: isoDate(r.created_at),
    DeliveryDate: r.delivery_date === null || r.delivery_date === undefined ? '' : String(r.delivery_date),
    Status: s,
    StatusName: orderStatusName(s),
    DistributorId: int(r.distributor_id),
    DistributorName: String(r.distributor_name ?? ''),
    SplitName: r.split_name === null || r.split_name === undefined ? null : String(r.split_name),
    LineCount: int(r.line_count),
    TotalQty: int(r.total_qty),
    GrossAmount: amount(r.gross_amount),
    DiscAmount: amount(r.disc_amount),
    SchemeAmount: amount(r.scheme_amount),
    TaxAmount: amount(r.tax_amount),
    NetAmount: amount(r.net_amount),
    IsFOC: r.is_foc === true,
    CanCancel:
      canCancel(s) && (exchangeStatus === null || exchangeCancelEffect(exchangeStatus) !== 'refused'),
    InvoiceCount: int(r.invoice_count),
    CancelledOn: r.cancelled_at ? isoDate(r.cancelled_at) : null,
    ExchangeReturnNo: r.exchange_return_no ? String(r.exchange_return_no) : null,
    ExchangeReturnStatus: exchangeStatus,
    OrderSource: orderSource(r.order_source),
  };
}

/** Scheme free goods: free lines earned by another line. A FOC order's own free lines stay order lines. */
export function isSchemeFreeGoods(r: OrderRow): boolean {
  return r.is_free === true && r.for_product_id !== null && r.for_product_id !== undefined;
}

function imageOf(r: OrderRow): string {
  const stored = String(r.image_url ?? '');
  return stored !== '' ? stored : `/images/products/${int(r.product_id)}.svg`;
}

export function toOrderLine(r: OrderRow, order: TOrderHeader): TOrderLine {
  const available = r.available === true;
  return {
    ProductId: int(r.product_id),
    PrincipalId: int(r.principal_id),
    ProductName: String(r.product_name ?? ''),
    ProductCode: String(r.product_code ?? ''),
    Price: amount(r.price),
    Qty: int(r.qty),
    ConversionQty: Math.max(1, int(r.conversion_qty)),
    IsFree: bit(r.is_free),
    DeliveryDate: order.DeliveryDate,
    DiscountId: int(r.discount_id),
    SchemeId: int(r.scheme_id),
    Scheme:
      r.scheme_narration === null || r.scheme_narration === undefined ? null : String(r.scheme_narration),
    ImageUrl: imageOf(r),
    DistributorId: order.DistributorId,
    UomId: int(r.uom_id) || 1,
    GroupId: int(r.group_id),
    GroupName: String(r.group_name ?? ''),
    BrandId: int(r.brand_id),
    BrandName: String(r.brand_name ?? ''),
    SplitId: int(r.split_id),
    SplitName: String(r.split_name ?? ''),
    ProductPoints: int(r.product_points),
    TaxPercent: amount(r.tax_percent),
    DiscAmount: amount(r.disc_amount),
    SchemeAmount: amount(r.scheme_amount),
    TaxAmount: amount(r.tax_amount),
    // Order lines keep the price of the day; OldPrice belongs to the cart.
    OldPrice: null,
    LineTotal: amount(r.line_total),
    NetAmount: amount(r.net_amount),
    InvoicedQty: int(r.invoiced_qty),
    MinORDQty: available ? int(r.min_order_qty) : 0,
    MaxORDQty: available ? int(r.max_order_qty) : 0,
    IsSaleable: available && r.is_saleable === true ? 1 : 0,
    SIH: available ? int(r.sih) : 0,
    Available: available,
  };
}

export function toFreeProduct(r: OrderRow, order: TOrderHeader): TFreeProduct {
  return {
    ProductId: int(r.product_id),
    ProductName: String(r.product_name ?? ''),
    ImageUrl: imageOf(r),
    DistributorId: order.DistributorId,
    FreeQty: int(r.qty),
    SchemeId: int(r.scheme_id),
    SlabId: int(r.slab_id),
    ForProductId: int(r.for_product_id),
  };
}

export function toStatusEvents(rows: OrderRow[], order: TOrderHeader): TOrderStatusEvent[] {
  const events = rows.map((r) => {
    const s = status(r.status);
    return {
      Status: s,
      StatusName: orderStatusName(s),
      ChangedOn: isoDate(r.changed_at),
      Remarks: String(r.remarks ?? ''),
    };
  });
  // An order written before status history existed still shows when it was placed.
  if (events.length === 0)
    events.push({ Status: 'I', StatusName: orderStatusName('I'), ChangedOn: order.OrderDate, Remarks: '' });
  return events;
}

export function toDetailSummary(
  order: TOrderHeader,
  address: unknown,
  freeProducts: TFreeProduct[],
  history: TOrderStatusEvent[],
): TOrderDetailSummary {
  const parsed = ZRetailerAddress.safeParse(address);
  return {
    ...order,
    Address: parsed.success ? parsed.data : null,
    FreeProducts: freeProducts,
    StatusHistory: history,
  };
}

export function toInvoice(order: TOrderHeader, invoice: OrderRow, lines: OrderRow[]): TInvoice {
  return {
    OrderNo: order.OrderNo,
    InvoiceNo: String(invoice.invoice_no),
    InvoiceDate: String(invoice.invoice_date),
    DistributorName: order.DistributorName,
    Lines: lines.map((l) => ({
      ProductId: int(l.product_id),
      ProductName: String(l.product_name ?? ''),
      Qty: int(l.qty),
      Price: amount(l.price),
      DiscAmount: amount(l.disc_amount),
      SchemeAmount: amount(l.scheme_amount),
      TaxAmount: amount(l.tax_amount),
      NetAmount: amount(l.net_amount),
    })),
    GrossAmount: amount(invoice.gross_amount),
    DiscAmount: amount(invoice.disc_amount),
    SchemeAmount: amount(invoice.scheme_amount),
    TaxAmount: amount(invoice.tax_amount),
    NetAmount: amount(invoice.net_amount),
    DeliveredOn:
      invoice.delivered_on === null || invoice.delivered_on === undefined
        ? null
        : String(invoice.delivered_on),
    AwbNumber: invoice.awb_number ? String(invoice.awb_number) : null,
  };
}

/** The history query of a request (the contract has already refused a bad filter). */
export function historyQuery(kind: HistoryKind, body: TOrderViewRequest, timeZone: string): HistoryQuery {
  const range = resolveHistoryFilter(body);
  if (!range.ok) throw new AppError('E008', `Invalid Request: ${range.problem}`);
  return { kind, text: body.SearchText, range, vendorId: body.VendorId, timeZone };
}

/** A page of a history list: the headers and how many orders match (at most the newest 500). */
export async function listOrders(
  db: Db,
  owner: OrderOwner,
  query: HistoryQuery,
  page: { page: number; pageSize: number },
): Promise<{ orders: TOrderHeader[]; total: number }> {
  const { rows, total } = await findOrderPage(db, owner, query, {
    offset: (page.page - 1) * page.pageSize,
    limit: page.pageSize,
  });
  return { orders: rows.map(toOrderHeader), total };
}

/**
 * The retailer cancels an order: only while rules/order-status canCancel (open or acknowledged).
 * The row is locked, so a cancel racing the distributor's acknowledgement or allocation sees the
 * status that won. Cancelling an order already cancelled answers as the first cancel did (a
 * repeated tap or a retry after a lost answer) and writes nothing more. The order of an exchange
 * (decision 094) takes its undecided return with it, and cannot be cancelled once the return is
 * approved (E017 exchangeReturnApproved); the order row is locked before the return's, as the
 * distributor's rejection of an exchange does.
 */
export async function cancelOrder(
  db: Db,
  owner: OrderOwner,
  orderNo: string,
  now: Date,
): Promise<{
  OrderNo: string;
  Status: OrderStatus;
  alreadyCancelled: boolean;
  cancelledReturnNo: string | null;
  /** The retailer's notification of the cancel, to push once committed (null: already cancelled). */
  notificationId: number | null;
}> {
  // The CancelOrder menu entry switches cancelling on for a client; without it the app offers no
  // cancel, and the call refuses too (a distributor may not accept cancels at all).
  if (!(await hasMenuEntry(db, owner.clientId, 'CancelOrder'))) {
    throw new AppError('E017', 'Cancelling orders is switched off', { http: 403 });
  }
  return db.transaction(async (tx) => {
    const order = await findOrderByNo(tx, owner, orderNo, true);
    if (!order) throw orderNotFound();
    if (order.status === 'C')
      return {
        OrderNo: orderNo,
        Status: 'C',
        alreadyCancelled: true,
        cancelledReturnNo: null,
        notificationId: null,
      };
    if (!canCancel(order.status)) throw new AppError('E017', CANCEL_NOT_POSSIBLE_MSG);
    const exchange = await lockExchangeReturnOfOrder(tx, owner.retailerId, order.id);
    const effect = exchange ? exchangeCancelEffect(exchange.status) : 'orderOnly';
    if (exchange && effect === 'refused')
      throw new AppError(
        'E017',
        `${EXCHANGE_RETURN_APPROVED_KEY}: ${exchange.returnNo}. ${CANCEL_NOT_POSSIBLE_MSG}`,
      );
    const moved = await moveOrderStatus(tx, {
      clientId: owner.clientId,
      orderId: order.id,
      to: 'C',
      at: now,
      remarks: 'Cancelled by the retailer',
    });
    if (exchange && effect === 'withReturn')
      await moveReturnStatus(tx, {
        returnId: exchange.id,
        status: 'C',
        remarks: `Cancelled with exchange order ${orderNo}`,
        at: now,
      });
    return {
      OrderNo: orderNo,
      Status: 'C',
      alreadyCancelled: false,
      cancelledReturnNo: exchange && effect === 'withReturn' ? exchange.returnNo : null,
      notificationId: moved.notificationId,
    };
  });
}

/**
 * The distributor's side of an exchange's rejection (decision 094): the replacement order is
 * cancelled while nothing was done on it yet (open or acknowledged, as a retailer's cancel);
 * allocated or invoiced, it is left to the distributor. Locks the order row; answers whether it
 * was cancelled.
 */
export async function cancelOrderIfOpen(
  tx: Tx,
  move: { clientId: number; orderId: number; at: Date; remarks: string },
): Promise<boolean> {
  const from = await lockOrderStatus(tx, move.clientId, move.orderId);
  if (from === null || !canCancel(status(from))) return false;
  await writeOrderStatus(tx, move.orderId, 'C', move.remarks, move.at);
  return true;
}
