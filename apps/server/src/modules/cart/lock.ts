/**
 * The cart's lock and retry, used by every writer of a cart (upload, bulk, checkout's submit), and
 * the rule refusal they answer with.
 */
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { CartContext } from './context.ts';
import { isCartChanged, lockCart } from './queries.ts';

/** A rule refusal: the spec's message key in Msg (the web shows its own text for it), code E017. */
export function ruleRefusal(messageKey: string): AppError {
  return new AppError('E017', messageKey);
}

/**
 * Runs a read-check-write of the cart without a lock, and when its write finds the cart changed,
 * again inside a transaction that first takes the cart's row lock (so nobody can change it between
 * the read and the write).
 */
export async function withCartRetry<T>(
  db: Db,
  ctx: CartContext,
  attempt: (exec: Db | Tx) => Promise<T>,
): Promise<T> {
  try {
    return await attempt(db);
  } catch (error) {
    if (!isCartChanged(error)) throw error;
  }
  return db.transaction(async (tx) => {
    await lockCart(tx, ctx.key, ctx.now, false);
    return attempt(tx);
  });
}
