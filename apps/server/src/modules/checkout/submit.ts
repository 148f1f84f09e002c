/**
 * /SalesOrder/OrderSubmit (docs/decisions/046, 049): one transaction that locks the cart, turns the
 * revision it reads into orders, records the submission and clears the cart. Repeats make the
 * orders once: the same Idempotency-Key (with the same body) answers the stored order ids, and a
 * keyless repeat that finds the cart just emptied by a submission of its previous revision answers
 * that submission's ids. Unique indexes on the submissions make a second set of orders impossible
 * even if two transactions raced past these checks; the loser then retries and replays.
 */
import { createHash } from 'node:crypto';
import { CART_MESSAGE_KEYS } from '@restock/domain/rules/cart';
import {
  formatApiDate,
  isAcceptableDeliveryDate,
  parseApiDate,
  sameDate,
} from '@restock/domain/rules/delivery';
import { formatPaise, shortOfMinimumOrderValue, tryToPaise } from '@restock/domain/rules/pricing';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { int, queryRows, timestamp } from '../../db/sql.ts';
import { AppError } from '../../http/errors.ts';
import type { CartContext } from '../cart/context.ts';
import { loadPricedCart, type PricedCart } from '../cart/pricing.ts';
import {
  bumpLockedCartStatement,
  type CartRevision,
  deleteCartLinesStatement,
  lockCartStatement,
  revisionOf,
} from '../cart/queries.ts';
import { ruleRefusal } from '../cart/upload.ts';
import { addressActions, findOwnedAddress, markAddressUsedStatement } from '../retailer/addresses.ts';
import { orderParts, orderWrites } from './orders.ts';

export interface SubmitInput {
  /** YYYY-MM-DD. */
  deliveryDate: string;
  addressId: number;
  idempotencyKey: string | null;
}

export interface SubmitResult {
  orderIds: number[];
  /** The answer of an earlier submit (same key, or the keyless repeat of the same cart). */
  replayed: boolean;
}

/** SHA-256 of what the submit asks for (not the key): the same key must come with the same request. */
export function submitRequestHash(input: SubmitInput): string {
  return createHash('sha256')
    .update(JSON.stringify({ DeliveryDate: input.deliveryDate, AddressId: input.addressId }))
    .digest('hex');
}

interface SubmissionRow {
  request_hash: string;
  order_ids: unknown;
}

function orderIdsOf(row: SubmissionRow): number[] {
  const ids = typeof row.order_ids === 'string' ? JSON.parse(row.order_ids) : row.order_ids;
  return Array.isArray(ids) ? ids.map(int) : [];
}

async function findSubmissionByKey(tx: Tx, retailerId: number, key: string): Promise<SubmissionRow | null> {
  const [row] = await queryRows<SubmissionRow>(
    tx,
    sql`select request_hash, order_ids from order_submissions
        where retailer_id = ${retailerId} and idempotency_key = ${key}`,
  );
  return row ?? null;
}

/**
 * Locks the cart (its revision as it is) and, in the same statement, reads the submission of this
 * Idempotency-Key. That read sees what had committed when the statement began: a submission of the
 * same key that committed while this one waited for the lock is found later (see submitOnce).
 */
async function lockCartAndFindKey(
  tx: Tx,
  ctx: CartContext,
  key: string | null,
): Promise<{ lock: CartRevision; prior: SubmissionRow | null }> {
  const [row] = await queryRows<{ revision: number; otp_revision: number | null } & Partial<SubmissionRow>>(
    tx,
    sql`with lock as (${lockCartStatement(ctx.key, ctx.now, false)})
        select lock.revision, lock.otp_revision, s.request_hash, s.order_ids
        from lock left join order_submissions s
          on s.retailer_id = ${ctx.key.retailerId} and s.idempotency_key = ${key}`,
  );
  const prior =
    row?.request_hash == null ? null : { request_hash: row.request_hash, order_ids: row.order_ids };
  return { lock: revisionOf(row), prior };
}

/** The answer to a repeat of the same key: its orders, or 422 when the key came with another request. */
function replayOf(prior: SubmissionRow, hash: string): SubmitResult {
  if (prior.request_hash !== hash) {
    throw new AppError('E008', 'Invalid Request: this Idempotency-Key was used with another request', {
      http: 422,
    });
  }
  return { orderIds: orderIdsOf(prior), replayed: true };
}

async function findSubmissionOfRevision(
  tx: Tx,
  ctx: CartContext,
  revision: number,
): Promise<SubmissionRow | null> {
  const [row] = await queryRows<SubmissionRow>(
    tx,
    sql`select request_hash, order_ids from order_submissions
        where retailer_id = ${ctx.key.retailerId} and distributor_id = ${ctx.key.distributorId}
          and cart_revision = ${revision}`,
  );
  return row ?? null;
}

/** A line that cannot be ordered now stops the submit, naming the products to remove. */
function assertLinesOrderable(cart: PricedCart): void {
  const blocked = cart.lines.filter((l) => l.problem !== null);
  if (blocked.length === 0) return;
  const names = blocked.map((l) => l.line.ProductName).join(', ');
  throw new AppError(
    'E017',
    `These products cannot be ordered now (no longer sold, or no longer free of charge): ${names}. Please remove them`,
  );
}

/** Every check of the cart, the address and the date before orders are made (in this order). */
async function checkSubmit(
  tx: Tx,
  ctx: CartContext,
  cart: PricedCart,
  input: SubmitInput,
  otp: { revision: number; otpRevision: number | null },
) {
  assertLinesOrderable(cart);
  if (cart.kind === 'mixed') throw ruleRefusal(CART_MESSAGE_KEYS.cartFoc);
  if (cart.stock.level === 'error') throw ruleRefusal(CART_MESSAGE_KEYS.outOfStockError);
  if (!cart.totals.MeetsMinimumOrderValue) {
    const min = tryToPaise(ctx.terms.minOrderValue ?? '0') ?? 0n;
    const short = shortOfMinimumOrderValue(cart.amounts.net, ctx.terms.minOrderValue);
    throw new AppError(
      'E017',
      `The minimum order value is ${formatPaise(min)}; please add ${formatPaise(short)} more to place the order`,
    );
  }
  const owner = { clientId: ctx.key.clientId, retailerId: ctx.key.retailerId };
  const address = await findOwnedAddress(tx, owner, input.addressId);
  if (!address.isAddressSelected && !addressActions(ctx.settings).has('change')) {
    throw new AppError('E017', 'The delivery address cannot be changed (change is not allowed)', {
      http: 403,
    });
  }
  const date = parseApiDate(input.deliveryDate);
  if (!date || !isAcceptableDeliveryDate(date, cart.dates)) {
    const earliest = cart.dates.express ?? cart.dates.standard;
    throw new AppError(
      'E005',
      `The delivery date is not available any more (orders after 3 PM go to the next schedule); the earliest is ${formatApiDate(earliest)}`,
    );
  }
  if (ctx.settings.flags.otpAuthBeforeOrder && otp.otpRevision !== otp.revision) {
    throw new AppError('E011', 'Please confirm the order with the code sent to your mobile number');
  }
  const express = cart.dates.express;
  const deliveryType: 'standard' | 'express' =
    express && sameDate(date, express) && !sameDate(express, cart.dates.standard) ? 'express' : 'standard';
  return { address, deliveryType };
}

async function submitOnce(db: Db, ctx: CartContext, input: SubmitInput, hash: string): Promise<SubmitResult> {
  return db.transaction(async (tx) => {
    const key = input.idempotencyKey;
    const { lock, prior } = await lockCartAndFindKey(tx, ctx, key);
    if (prior) return replayOf(prior, hash);
    const cart = await loadPricedCart(tx, ctx);
    if (cart.lines.length === 0) {
      // An empty cart may be the work of a repeat that committed while this call waited for the lock.
      const repeat =
        key === null
          ? await findSubmissionOfRevision(tx, ctx, lock.revision - 1)
          : await findSubmissionByKey(tx, ctx.key.retailerId, key);
      if (repeat) return replayOf(repeat, hash);
      throw cart.storedLineCount === 0 ? new AppError('E021') : new AppError('E022');
    }
    const { address, deliveryType } = await checkSubmit(tx, ctx, cart, input, lock);

    // The submission is recorded with the ids its orders will have (reserved from the orders'
    // sequence in the same statement), so it needs no second write.
    const parts = orderParts(ctx, cart);
    const [submission] = await queryRows<SubmissionRow & { id: number }>(
      tx,
      sql`insert into order_submissions
            (client_id, retailer_id, distributor_id, idempotency_key, cart_revision, request_hash, order_ids, created_at)
          values (${ctx.key.clientId}, ${ctx.key.retailerId}, ${ctx.key.distributorId}, ${key}, ${lock.revision},
            ${hash}, (select coalesce(jsonb_agg(r.id order by r.id), '[]'::jsonb)
              from (select nextval(pg_get_serial_sequence('orders', 'id')) as id
                from generate_series(1, ${parts.length})) r),
            ${timestamp(ctx.now)})
          returning id, request_hash, order_ids`,
    );
    const orderIds = orderIdsOf(submission!);
    // One closing statement: the orders with their lines and history, the address marked used, the
    // cart emptied and its revision moved on (so the keyless repeat finds this submission).
    const owner = { clientId: ctx.key.clientId, retailerId: ctx.key.retailerId };
    const writes = orderWrites(tx, ctx, cart, parts, orderIds, {
      submissionId: int(submission!.id),
      deliveryDate: input.deliveryDate,
      deliveryType,
      address,
    });
    await tx.execute(sql`with new_orders as (${writes.orders}), new_lines as (${writes.lines}),
      new_history as (${writes.history}),
      used as (${markAddressUsedStatement(owner, address.RetAddress_Id, ctx.now)}),
      cleared as (${deleteCartLinesStatement(ctx.key)})
      ${bumpLockedCartStatement(ctx.key, ctx.now)}`);
    return { orderIds, replayed: false };
  });
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** Submits the cart of the context; see the file comment for what repeats answer. */
export async function submitOrder(db: Db, ctx: CartContext, input: SubmitInput): Promise<SubmitResult> {
  const hash = submitRequestHash(input);
  try {
    return await submitOnce(db, ctx, input, hash);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  // Another submit of the same key or cart revision committed first: this one now replays it.
  try {
    return await submitOnce(db, ctx, input, hash);
  } catch (error) {
    // Still taken: a submission of this cart revision exists that did not empty the cart. The unique
    // index kept a second set of orders from being made; the caller refreshes and tries again.
    if (isUniqueViolation(error))
      throw new AppError('E005', 'This cart was submitted already; please refresh');
    throw error;
  }
}
