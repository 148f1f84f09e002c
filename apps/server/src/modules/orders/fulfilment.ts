/**
 * The distributor's side of an order (the spec shows only the retailer's app): moving an order
 * through its statuses and invoicing it. Used by the demo seed and the tests, and the seam a
 * back office or DMS adapter would call. Not a public route. See docs/decisions/048.
 *
 * Every move is checked with rules/order-status canTransition and written to
 * order_status_history in the same transaction as the status.
 */
import type { OrderStatus } from '@restock/domain/codes';
import { orderNotificationParams } from '@restock/domain/rules/notification-text';
import { canTransition, isOrderStatus } from '@restock/domain/rules/order-status';
import { divideRoundHalfUp, formatPaise, toPaise } from '@restock/domain/rules/pricing';
import type { Db, Tx } from '../../db/client.ts';
import { int } from '../../db/values.ts';
import { AppError } from '../../http/errors.ts';
import { invoiceDebit, postLedgerEntry } from '../ledger/service.ts';
import { recordNotification } from '../notification/service.ts';
import { creditInvoicePoints } from '../rewards/service.ts';
import {
  findLinesForInvoice,
  findOrderAccount,
  insertInvoice,
  insertInvoiceLine,
  lockOrderStatus,
  writeOrderStatus,
} from './queries.ts';

export interface StatusMove {
  clientId: number;
  orderId: number;
  to: OrderStatus;
  at: Date;
  remarks?: string;
}

/**
 * Moves an order to `to` when the rules allow it from its current status; returns the move. The
 * retailer's notification of it (decision 109) is stored in the same transaction; the push
 * dispatcher pushes it once committed (decision 123). Its id is returned.
 */
export async function moveOrderStatus(
  db: Db | Tx,
  move: StatusMove,
): Promise<{ from: OrderStatus; to: OrderStatus; notificationId: number }> {
  return db.transaction(async (tx) => {
    const from = await lockOrderStatus(tx, move.clientId, move.orderId);
    if (from === null) throw new AppError('E012', 'Invalid order number or No data found');
    if (!isOrderStatus(from) || !canTransition(from, move.to)) {
      throw new AppError('E017', `An order cannot move from ${from} to ${move.to}`);
    }
    await writeOrderStatus(tx, move.orderId, move.to, move.remarks ?? '', move.at);
    const account = await findOrderAccount(tx, move.orderId);
    const notificationId = await recordNotification(tx, {
      clientId: move.clientId,
      retailerId: account.retailerId,
      kind: 'order',
      params: orderNotificationParams(account.orderNo, move.to),
      target: `orders/${move.orderId}`,
      at: move.at,
    });
    return { from, to: move.to, notificationId };
  });
}

export interface InvoiceInput {
  clientId: number;
  orderId: number;
  /** YYYY-MM-DD. */
  invoiceDate: string;
  at: Date;
  /**
   * Pieces to invoice per order line id; omitted: everything not invoiced yet. A line's amounts
   * are shared in proportion to the pieces, and the invoice that completes a line takes what is
   * left, so a line's invoices always add up to the line.
   */
  lines?: ReadonlyArray<{ orderLineId: number; qty: number }>;
}

interface LineForInvoice {
  id: number;
  qty: number;
  invoiced: number;
  price: string;
  amounts: { disc: bigint; scheme: bigint; tax: bigint; net: bigint; gross: bigint };
  /** What earlier invoices of this line took. */
  taken: { disc: bigint; scheme: bigint; tax: bigint; net: bigint; gross: bigint };
}

function share(total: bigint, taken: bigint, pieces: number, linePieces: number, completes: boolean): bigint {
  if (completes) return total - taken;
  return divideRoundHalfUp(total * BigInt(pieces), BigInt(linePieces));
}

/**
 * Invoices pieces of an allocated (A) or partly completed (P) order: an invoice row, its lines,
 * and invoiced_qty on the order lines, and its debit in the retailer's ledger (docs/decisions/092).
 * The status is moved separately (A -> P or S), so the operator decides whether the rest will
 * follow. Returns the invoice number.
 */
export async function recordInvoice(db: Db | Tx, input: InvoiceInput): Promise<string> {
  return db.transaction(async (tx) => {
    const status = await lockOrderStatus(tx, input.clientId, input.orderId);
    if (status === null) throw new AppError('E012', 'Invalid order number or No data found');
    if (status !== 'A' && status !== 'P') {
      throw new AppError('E017', `An order in status ${status} cannot be invoiced`);
    }
    const rows = await findLinesForInvoice(tx, input.orderId);
    const lines: LineForInvoice[] = rows.map((r) => ({
      id: int(r.id),
      qty: int(r.qty),
      invoiced: int(r.invoiced_qty),
      price: String(r.price),
      amounts: {
        gross: toPaise(String(r.gross)),
        disc: toPaise(String(r.disc)),
        scheme: toPaise(String(r.scheme)),
        tax: toPaise(String(r.tax)),
        net: toPaise(String(r.net)),
      },
      taken: {
        gross: toPaise(String(r.taken_gross)),
        disc: toPaise(String(r.taken_disc)),
        scheme: toPaise(String(r.taken_scheme)),
        tax: toPaise(String(r.taken_tax)),
        net: toPaise(String(r.taken_net)),
      },
    }));
    const wanted = new Map(
      (input.lines ?? lines.map((l) => ({ orderLineId: l.id, qty: l.qty - l.invoiced }))).map((l) => [
        l.orderLineId,
        l.qty,
      ]),
    );
    const picked: Array<{ line: LineForInvoice; qty: number; completes: boolean }> = [];
    for (const [lineId, qty] of wanted) {
      const line = lines.find((l) => l.id === lineId);
      if (!line) throw new AppError('E008', `Invalid Request: order line ${lineId} is not on this order`);
      if (!Number.isInteger(qty) || qty < 0 || line.invoiced + qty > line.qty)
        throw new AppError('E008', `Invalid Request: ${qty} pieces cannot be invoiced on line ${lineId}`);
      if (qty > 0) picked.push({ line, qty, completes: line.invoiced + qty === line.qty });
    }
    if (picked.length === 0) throw new AppError('E017', 'Nothing left to invoice on this order');

    const invoiceLines = picked.map(({ line, qty, completes }) => {
      const part = (k: keyof LineForInvoice['amounts']) =>
        share(line.amounts[k], line.taken[k], qty, line.qty, completes);
      return {
        line,
        qty,
        gross: part('gross'),
        disc: part('disc'),
        scheme: part('scheme'),
        tax: part('tax'),
        net: part('net'),
      };
    });
    const total = (k: 'gross' | 'disc' | 'scheme' | 'tax' | 'net') =>
      invoiceLines.reduce((sum, l) => sum + l[k], 0n);
    const sum = (k: 'gross' | 'disc' | 'scheme' | 'tax' | 'net') => formatPaise(total(k));
    const invoice = await insertInvoice(tx, {
      clientId: input.clientId,
      orderId: input.orderId,
      invoiceDate: input.invoiceDate,
      gross: sum('gross'),
      disc: sum('disc'),
      scheme: sum('scheme'),
      tax: sum('tax'),
      net: sum('net'),
      at: input.at,
    });
    for (const l of invoiceLines) {
      await insertInvoiceLine(tx, invoice.id, {
        orderLineId: l.line.id,
        qty: l.qty,
        price: l.line.price,
        disc: formatPaise(l.disc),
        scheme: formatPaise(l.scheme),
        tax: formatPaise(l.tax),
        net: formatPaise(l.net),
      });
    }
    const account = await findOrderAccount(tx, input.orderId);
    await postLedgerEntry(
      tx,
      invoiceDebit({
        clientId: input.clientId,
        retailerId: account.retailerId,
        distributorId: account.distributorId,
        invoiceId: invoice.id,
        invoiceNo: invoice.invoiceNo,
        orderNo: account.orderNo,
        invoiceDate: input.invoiceDate,
        net: total('net'),
        at: input.at,
      }),
    );
    // The points the invoice earns, once, in the same transaction (docs/decisions/099).
    await creditInvoicePoints(tx, invoice.id, input.at);
    return invoice.invoiceNo;
  });
}
