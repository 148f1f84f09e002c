import type { CountKind } from '../../components/ui/count-badge';

/**
 * The counts on the header icons and the drawer entries (cart 99+, orders 999+, notifications 99+).
 *
 * No count call exists in this version: the cart count, order history and notification count
 * arrive with their issues, and each adds its query here, e.g. `cart: useCartCount().data`. Until a
 * source exists its count stays undefined and no badge is drawn: a made-up 0 would be a lie.
 */
export function useShellCounts(): Partial<Record<CountKind, number>> {
  return {};
}

/** The drawer entry (server TCode) that carries each count. */
export const COUNT_OF_MENU: Readonly<Record<string, CountKind>> = {
  Cart: 'cart',
  Orders: 'orders',
  Notifications: 'notifications',
};
