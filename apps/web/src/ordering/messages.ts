/**
 * The cart rules' message keys (rules/cart CART_MESSAGE_KEYS, the spec's names) mapped to our
 * texts in the "cart" namespace, and the error text of a cart call.
 */
import { CART_MESSAGE_KEYS } from '@restock/domain/rules/cart';
import { ApiError, errorMessage } from '../lib/api';

const CART_TEXTS: Record<string, string> = {
  [CART_MESSAGE_KEYS.nothingChanged]: 'cart.add.nothingChanged',
  [CART_MESSAGE_KEYS.cartNonFoc]: 'cart.foc.cartNonFocRequestValidation',
  [CART_MESSAGE_KEYS.cartFoc]: 'cart.foc.cartFocRequestValidation',
  [CART_MESSAGE_KEYS.outOfStockError]: 'cart.stock.outOfStockError',
  [CART_MESSAGE_KEYS.outOfStockWarning]: 'cart.stock.outOfStockWarning',
};

/** Our text key for a rule's message key (or a server Msg carrying one), else null. */
export function cartTextKey(messageKey: string | null | undefined): string | null {
  if (!messageKey) return null;
  return CART_TEXTS[messageKey.trim()] ?? null;
}

export interface CartFailure {
  message: string;
  /** A coded failure (or a rule's message) is a toast; a plain server message goes in a dialog (spec). */
  coded: boolean;
}

/**
 * What to show for a failed cart call (ordering-core section 8): a rule's message key in Msg
 * (the FOC rule) shows our text; a coded error its translated alert; otherwise the server's message.
 */
export function cartFailure(error: unknown, t: (key: string) => string): CartFailure {
  if (error instanceof ApiError) {
    const key = cartTextKey(error.message);
    if (key) return { message: t(key), coded: true };
    if (error.code && !error.code.startsWith('HTTP_'))
      return { message: errorMessage(error, t), coded: true };
  }
  return { message: errorMessage(error, t), coded: false };
}
