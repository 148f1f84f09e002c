/** Badge caps of the drawer and header (ordering-core section 9). */
export const BADGE_CAPS = { cart: 99, orders: 999, notifications: 99 } as const;

/** '99+' once a count passes its cap; empty for zero or less. */
export function badgeLabel(count: number, cap: number): string {
  if (!Number.isFinite(count) || count <= 0) return '';
  return count > cap ? `${cap}+` : String(Math.floor(count));
}
