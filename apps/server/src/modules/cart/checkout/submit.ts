/**
 * /SalesOrder/OrderSubmit (docs/decisions/046, 049, 052): reads the cart's revision in one statement
 * and, in one conditional write, turns it into orders, records the submission and clears the cart;
 * when the cart changed in between, it is done again under the cart's row lock (withCartRetry,
 * lock.ts). Repeats make the orders once: the same Idempotency-Key (with the same body) answers the
 * stored order ids, and a keyless repeat that finds the cart just emptied by a submission of its
 * previous revision answers that submission's ids. Unique indexes on the submissions make a second set of orders impossible
 * even if two transactions raced past these checks; the loser then retries and replays.
 * A submit that names the cart the retailer confirmed (`Expected`, decision 128) is refused with
 * the list of changes when the cart priced now differs from it, before any other check.
 */
import { createHash } from 'node:crypto';
import type { TRetailerAddress } from '@restock/domain/contracts/retailer';
import { CART_MESSAGE_KEYS } from '@restock/domain/rules/cart';
import { canonicalExpected, type ExpectedCart, submitChanges } from '@restock/domain/rules/checkout';
import {
  formatApiDate,
  isAcceptableDeliveryDate,
  parseApiDate,
  sameDate,
} from '@restock/domain/rules/delivery';
import { formatPaise, shortOfMinimumOrderValue, tryToPaise } from '@restock/domain/rules/pricing';
import type { Db, Tx } from '../../../db/client.ts';
import { isUniqueViolation } from '../../../db/errors.ts';
import { int } from '../../../db/values.ts';
import { AppError } from '../../../http/errors.ts';
import { addressActions, addressesFromJson, ownedAddress } from '../../retailer/service.ts';
import type { CartContext } from '../context.ts';
import { ruleRefusal, withCartRetry } from '../lock.ts';
import { type PricedCart, priceCartRows } from '../pricing.ts';
import type { PricingCartRow } from '../queries.ts';
import { orderParts, orderWrites } from './orders.ts';
import {
  findSubmitRows,
  nextOrderIds,
  SUBMISSION_ID,
  type SubmissionRow,
  writeSubmission,
} from './queries.ts';

export interface SubmitInput {
  /** YYYY-MM-DD. */
  deliveryDate: string;
  addressId: number;
  idempotencyKey: string | null;
  /** The cart the retailer confirmed (decision 128); absent: no comparison. */
  expected?: ExpectedCart | null;
}

export interface SubmitResult {
  orderIds: number[];
  /** The answer of an earlier submit (same key, or the keyless repeat of the same cart). */
  replayed: boolean;
}

/**
 * SHA-256 of what the submit asks for (not the key): the same key must come with the same request.
 * Without Expected the text hashed is exactly the one of before decision 128, so stored
 * submissions keep replaying; Expected is hashed in its canonical form.
 */
export function submitRequestHash(input: SubmitInput): string {
  const request = input.expected
    ? {
        DeliveryDate: input.deliveryDate,
        AddressId: input.addressId,
        Expected: canonicalExpected(input.expected),
      }
    : { DeliveryDate: input.deliveryDate, AddressId: input.addressId };
  return createHash('sha256').update(JSON.stringify(request)).digest('hex');
}

function orderIdsOf(row: SubmissionRow): number[] {
  const ids = typeof row.order_ids === 'string' ? JSON.parse(row.order_ids) : row.order_ids;
  return Array.isArray(ids) ? ids.map(int) : [];
}

/** The cart's revision and the submissions a repeat of this submit would answer. */
interface SubmitState {
  revision: number;
  otpRevision: number | null;
  /** The submission of this Idempotency-Key. */
  byKey: SubmissionRow | null;
  /** The submission of the cart's previous revision (it emptied the cart: a keyless repeat). */
  byPreviousRevision: SubmissionRow | null;
}

/**
 * Everything a submit reads, in one statement (one snapshot, so the lines are those of the revision
 * read): the cart's revision (0 without a cart row), the submission of the Idempotency-Key and the
 * one of the cart's previous revision, the retailer's addresses, and the cart's lines priced as
 * cart detail prices them.
 */
async function readForSubmit(
  exec: Db | Tx,
  ctx: CartContext,
  key: string | null,
): Promise<{ state: SubmitState; cart: PricedCart; addresses: TRetailerAddress[] }> {
  const rows = await findSubmitRows(exec, ctx.key, ctx.now, key);
  const first = rows[0];
  return {
    state: {
      revision: int(first?.revision),
      otpRevision: first?.otp_revision == null ? null : int(first.otp_revision),
      byKey: first?.by_key ?? null,
      byPreviousRevision: first?.by_previous_revision ?? null,
    },
    cart: priceCartRows(
      ctx,
      rows.filter((r): r is typeof r & PricingCartRow => r.product_id !== null),
    ),
    addresses: addressesFromJson(first?.addresses),
  };
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

/**
 * The submit of a cart confirmed as `expected` is refused (E005, 409, nothing written) when the
 * cart priced now differs from it; Data lists the changes (contracts/checkout ZOrderSubmitChanges).
 * Stock counts as the cart and checkSubmit count it: a line's problem, or a quantity above stock
 * where the client refuses that.
 */
function assertAsExpected(ctx: CartContext, cart: PricedCart, expected: ExpectedCart): void {
  const aboveStock = new Set(cart.stock.level === 'error' ? cart.stock.productIds : []);
  const changes = submitChanges(expected, {
    lines: cart.lines.map((l) => ({
      ProductId: l.line.ProductId,
      ProductName: l.line.ProductName,
      Qty: l.line.Qty,
      price: l.amounts.unitPrice,
      SIH: l.line.SIH,
      unorderable: l.problem !== null ? 'problem' : aboveStock.has(l.line.ProductId) ? 'stock' : null,
    })),
    net: cart.amounts.net,
    meetsMinimum: cart.totals.MeetsMinimumOrderValue,
    minimum: tryToPaise(ctx.terms.minOrderValue ?? '0'),
  });
  if (changes.length === 0) return;
  throw new AppError('E005', 'Prices or stock changed since you saw the cart: please confirm the new total', {
    data: { NetAmount: formatPaise(cart.amounts.net), Changes: changes },
  });
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
function checkSubmit(
  ctx: CartContext,
  cart: PricedCart,
  input: SubmitInput,
  otp: { revision: number; otpRevision: number | null },
  addresses: readonly TRetailerAddress[],
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
  const address = ownedAddress(addresses, input.addressId);
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

/**
 * Order ids reserved from the orders' sequence in blocks, per database handle: the submit knows its
 * orders' ids before its one writing statement (lines name their order), without a round trip each
 * time. Ids left in a block when the process ends are never used (sequences have gaps anyway).
 */
const reservedOrderIds = new WeakMap<object, number[]>();
const ORDER_ID_BLOCK = 64;

async function reserveOrderIds(db: Db, exec: Db | Tx, count: number): Promise<number[]> {
  let pool = reservedOrderIds.get(db) ?? [];
  if (pool.length < count) {
    // Through `exec`: a call holding a transaction must not wait for a second pooled connection.
    const ids = await nextOrderIds(exec, Math.max(count, ORDER_ID_BLOCK));
    // Another call may have taken or added ids while this one waited: use the pool as it is now.
    pool = reservedOrderIds.get(db) ?? [];
    pool.push(...ids);
    pool.sort((x, y) => x - y);
    reservedOrderIds.set(db, pool);
  }
  return pool.splice(0, count);
}

/**
 * One submit: read the cart's state, then its lines, check and price them, and write everything in
 * one statement that applies only while the cart's revision is the one read (decision 052); a cart
 * changed meanwhile is done again under its row lock (withCartRetry).
 */
async function submitOnce(db: Db, ctx: CartContext, input: SubmitInput, hash: string): Promise<SubmitResult> {
  return withCartRetry(db, ctx, (exec) => submitAttempt(db, exec, ctx, input, hash));
}

async function submitAttempt(
  db: Db,
  exec: Db | Tx,
  ctx: CartContext,
  input: SubmitInput,
  hash: string,
): Promise<SubmitResult> {
  const key = input.idempotencyKey;
  const { state, cart, addresses } = await readForSubmit(exec, ctx, key);
  if (state.byKey) return replayOf(state.byKey, hash);
  if (cart.lines.length === 0) {
    // An empty cart may be the work of a repeat that committed after this read.
    const { state: again } = await readForSubmit(exec, ctx, key);
    const repeat = key === null ? again.byPreviousRevision : again.byKey;
    if (repeat)
      return key === null ? { orderIds: orderIdsOf(repeat), replayed: true } : replayOf(repeat, hash);
    throw cart.storedLineCount === 0 ? new AppError('E021') : new AppError('E022');
  }
  if (input.expected) assertAsExpected(ctx, cart, input.expected);
  const { address, deliveryType } = checkSubmit(ctx, cart, input, state, addresses);
  const parts = orderParts(ctx, cart);
  const orderIds = await reserveOrderIds(db, exec, parts.length);
  const writes = orderWrites(ctx, cart, parts, orderIds, {
    submissionId: SUBMISSION_ID,
    deliveryDate: input.deliveryDate,
    deliveryType,
    address,
  });
  // The cart is emptied and its revision moved on (so the keyless repeat finds this submission);
  // the submission, the orders with their lines and history and the address's use go with it.
  await writeSubmission(exec, ctx.key, state.revision, {
    idempotencyKey: key,
    requestHash: hash,
    orderIds,
    orders: writes,
    addressId: address.RetAddress_Id,
    now: ctx.now,
  });
  return { orderIds, replayed: false };
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
