/**
 * The exchange return (returns spec sections 4, 5 and 7; docs/decisions/084): a retailer returns
 * goods the selected distributor invoiced and, in the same transaction, orders the same number of
 * pieces of replacement goods. The return is a sales return of kind EX (numbered EXR...), checked
 * by the sales return's rules (planReturnItems: invoiced less returned, reasons of kind EX); the
 * order is made by the cart module's order writer (priceDirectOrder, writeDirectOrder). Both run
 * under the sales return's lock on the retailer-distributor row, so concurrent submits apply one
 * after the other and an Idempotency-Key is looked up only once the lock is held.
 */
import { createHash } from 'node:crypto';
import type {
  TExchangeSubmitRequest,
  TExchangeSubmitResult,
} from '@restock/domain/contracts/exchange-return';
import type { TReturnReason } from '@restock/domain/contracts/sales-return';
import {
  formatApiDate,
  isAcceptableDeliveryDate,
  parseApiDate,
  sameDate,
} from '@restock/domain/rules/delivery';
import {
  EXCHANGE_MISMATCH_KEY,
  EXCHANGE_NOT_ORDERABLE_KEY,
  exchangeLinePieces,
} from '@restock/domain/rules/exchange-return';
import type { AppSettings } from '@restock/domain/settings';
import type { Db, Tx } from '../../db/client.ts';
import { int } from '../../db/values.ts';
import { AppError } from '../../http/errors.ts';
import { type CartContext, priceDirectOrder, writeDirectOrder } from '../cart/service.ts';
import { cancelOrderIfOpen } from '../orders/service.ts';
import { addressActions, listAddresses, ownedAddress } from '../retailer/service.ts';
import {
  findExchangeReturn,
  listReasons,
  lockReturns,
  moveReturnStatus,
  planReturnItems,
  writeReturn,
} from '../sales-return/service.ts';
import { findExchangeByKey, linkExchangeOrder, markAddressUsed } from './queries.ts';

/** The reasons of an exchange return (return_reasons of kind EX). */
export const EXCHANGE_REASON_KIND = 'EX';

/** Switched off (isEnableExchangeReturn false), every exchange call is refused like sales return's (E017, 403). */
export function assertExchangeOn(settings: AppSettings): void {
  if (!settings.flags.isEnableExchangeReturn)
    throw new AppError('E017', 'Exchange return is not enabled', { http: 403 });
}

export async function listExchangeReasons(db: Db, clientId: number): Promise<TReturnReason[]> {
  return listReasons(db, clientId, EXCHANGE_REASON_KIND);
}

function requestHash(body: TExchangeSubmitRequest): string {
  const { IdempotencyKey: _key, ...rest } = body;
  return createHash('sha256')
    .update(JSON.stringify({ kind: 'EX', ...rest }))
    .digest('hex');
}

/** A line that says Qty beside cases and pieces must agree with them (else it is ambiguous: E008). */
function assertQtyAgrees(
  side: string,
  line: { PId: number; CaseQty: number; PieceQty: number; SentQty: number | null },
  conversionQty: number,
): void {
  if (line.SentQty !== null && line.SentQty !== exchangeLinePieces(line, conversionQty))
    throw new AppError(
      'E008',
      `Invalid Request: ${side} product ${line.PId}: Qty is not PieceQty + CaseQty x ConversionQty`,
    );
}

const hasQty = (l: { CaseQty: number; PieceQty: number }) => l.CaseQty > 0 || l.PieceQty > 0;

/**
 * ExchangeSubmit, all or nothing. Lines at 0 are left out (no return line: E013; no order line:
 * E021). Then, under the lock: the Idempotency-Key's earlier answer (another body: 422); the address
 * (mandatory, the retailer's: E016); the returned goods (sales return rules); the ordered goods
 * (sold by the distributor now: E017 exchangeNotOrderable; stock rule); returned and ordered pieces
 * equal (E017 exchangeQtyMismatch); the delivery date (one offered now: E005). Then the return, the
 * order naming it, and the link.
 */
export async function submitExchange(
  db: Db,
  ctx: CartContext,
  body: TExchangeSubmitRequest,
  key: string | null,
): Promise<TExchangeSubmitResult & { replayed: boolean }> {
  const hash = requestHash(body);
  const returned = body.ExReturn.filter(hasQty);
  const ordered = body.ExOrder.filter(hasQty);
  const scope = ctx.key;
  return db.transaction(async (tx) => {
    await lockReturns(tx, scope);
    if (key !== null) {
      const prior = await findExchangeByKey(tx, scope.retailerId, key);
      if (prior) {
        if (prior.request_hash !== hash || prior.kind !== 'EX' || prior.order_id === null)
          throw new AppError('E008', 'Invalid Request: this Idempotency-Key was used with another request', {
            http: 422,
          });
        return {
          OrderId: int(prior.order_id),
          OrderNo: String(prior.order_no),
          ReturnId: int(prior.return_id),
          ReturnNo: String(prior.return_no),
          replayed: true,
        };
      }
    }
    if (returned.length === 0) throw new AppError('E013');
    if (ordered.length === 0) throw new AppError('E021');
    if (body.AddressId === 0)
      throw new AppError('E016', 'A delivery address is required for the exchange order');
    const address = ownedAddress(await listAddresses(tx, scope), body.AddressId);
    if (!address.isAddressSelected && !addressActions(ctx.settings).has('change'))
      throw new AppError('E017', 'The delivery address cannot be changed (change is not allowed)', {
        http: 403,
      });

    const items = await planReturnItems(tx, scope, returned, {
      settings: ctx.settings,
      timeZone: ctx.timeZone,
      now: ctx.now,
      reasonKind: EXCHANGE_REASON_KIND,
    });
    returned.forEach((l, i) => {
      assertQtyAgrees('ExReturn', l, items[i]!.conversionQty);
    });

    const { priced, notOrderable, names } = await priceDirectOrder(
      tx,
      ctx,
      ordered.map((l) => ({ productId: l.PId, caseQty: l.CaseQty, pieceQty: l.PieceQty })),
    );
    if (notOrderable.length > 0)
      throw new AppError(
        'E017',
        `${EXCHANGE_NOT_ORDERABLE_KEY}: ${notOrderable.map((id) => names.get(id) ?? `product ${id}`).join(', ')}`,
      );
    const conversionOf = new Map(priced.lines.map((l) => [l.line.ProductId, l.line.ConversionQty]));
    for (const l of ordered) assertQtyAgrees('ExOrder', l, conversionOf.get(l.PId) ?? 1);
    const returnedPieces = items.reduce((n, i) => n + i.qty, 0);
    const orderedPieces = priced.lines.reduce((n, l) => n + l.line.Qty, 0);
    if (returnedPieces !== orderedPieces)
      throw new AppError(
        'E017',
        `${EXCHANGE_MISMATCH_KEY}: ${returnedPieces} pieces returned, ${orderedPieces} pieces ordered`,
      );

    const date = body.DeliveryDate === '' ? priced.dates.standard : parseApiDate(body.DeliveryDate);
    if (!date || !isAcceptableDeliveryDate(date, priced.dates)) {
      const earliest = priced.dates.express ?? priced.dates.standard;
      throw new AppError(
        'E005',
        `The delivery date is not available any more; the earliest is ${formatApiDate(earliest)}`,
      );
    }
    const express = priced.dates.express;
    const deliveryType =
      express && sameDate(date, express) && !sameDate(express, priced.dates.standard)
        ? 'express'
        : 'standard';

    const made = await writeReturn(tx, scope, {
      kind: 'EX',
      invoiceId: null,
      invoiceNo: '',
      remarks: '',
      idempotencyKey: key,
      requestHash: hash,
      status: 'S',
      at: ctx.now,
      items,
    });
    const order = await writeDirectOrder(tx, ctx, priced, {
      deliveryDate: formatApiDate(date),
      deliveryType,
      address,
      remarks: `Exchange order for return ${made.returnNo}`,
    });
    await linkExchangeOrder(tx, made.id, order.orderId);
    await markAddressUsed(tx, scope, address.RetAddress_Id, ctx.now);
    return {
      OrderId: order.orderId,
      OrderNo: order.orderNo,
      ReturnId: made.id,
      ReturnNo: made.returnNo,
      replayed: false,
    };
  });
}

/**
 * The distributor rejects an exchange (decision 094; no public route: the seam a back office or DMS
 * adapter calls, used by the tests): the return moves to C and its replacement order is cancelled
 * if it is still open or acknowledged, so no replacement ships for goods not taken back. The order
 * row is locked before the return's, in the order a retailer's cancel takes them. Answers whether
 * the order was cancelled; an exchange already rejected answers false and writes nothing.
 */
export async function rejectExchange(
  db: Db | Tx,
  input: { clientId: number; returnId: number; remarks: string; at: Date },
): Promise<{ orderCancelled: boolean }> {
  const found = await findExchangeReturn(db, input.clientId, input.returnId);
  if (!found) throw new AppError('E012', 'Invalid return or No data found');
  return db.transaction(async (tx) => {
    const orderCancelled = await cancelOrderIfOpen(tx, {
      clientId: input.clientId,
      orderId: found.orderId,
      at: input.at,
      remarks: `Cancelled: exchange return ${found.returnNo} rejected`,
    });
    const current = await findExchangeReturn(tx, input.clientId, input.returnId);
    if (!current || current.status === 'C') return { orderCancelled };
    await moveReturnStatus(tx, { returnId: found.id, status: 'C', remarks: input.remarks, at: input.at });
    return { orderCancelled };
  });
}
