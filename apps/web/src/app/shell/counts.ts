import type { CountKind } from '../../components/ui/count-badge';
import { useIdle } from '../../lib/idle';
import { useCartCount } from '../../ordering/cart-calls';
import { useNotificationCount } from '../../ordering/notification-count';
import { useOrderCount } from '../../ordering/order-count';

/**
 * The counts on the header icons and the drawer entries (cart 99+, orders 999+, notifications 99+).
 *
 * The cart count comes from /SalesOrder/CartCount (features/cart), the order count from the order
 * history's TotalCount (features/orders), the notification count from
 * /Notification/NotificationCount when the client has the Notifications menu entry. Until a count
 * has arrived it stays undefined and no badge is drawn: a made-up 0 would be a lie.
 */
export function useShellCounts(hasNotifications: boolean): Partial<Record<CountKind, number>> {
  // Asked once the browser is first idle: the screen's own calls go first, and starting two more
  // calls (and drawing their badges) does not lengthen the task that renders the screen.
  const idle = useIdle();
  const cart = useCartCount(idle).data;
  const orders = useOrderCount(idle).data;
  const notifications = useNotificationCount(idle && hasNotifications).data;
  return { cart, orders, notifications };
}

/** The drawer entry (server TCode) that carries each count. */
export const COUNT_OF_MENU: Readonly<Record<string, CountKind>> = {
  Cart: 'cart',
  Orders: 'orders',
  Notifications: 'notifications',
};
