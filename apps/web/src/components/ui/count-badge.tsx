import { BADGE_CAPS, badgeLabel } from '@restock/domain/app/badges';

export type CountKind = keyof typeof BADGE_CAPS;

/**
 * A count on an icon or a menu entry, capped per kind (cart 99, orders 999, notifications 99).
 * Renders nothing for an unknown (undefined) or zero count: a badge appears only once a real
 * count source feeds it.
 */
export function CountBadge({
  kind,
  count,
  className = '',
}: {
  kind: CountKind;
  count: number | undefined;
  className?: string;
}) {
  if (count === undefined) return null;
  const text = badgeLabel(count, BADGE_CAPS[kind]);
  if (!text) return null;
  // The hidden comma makes a menu entry read "My orders, 8" rather than "My orders8".
  return (
    <span
      className={`inline-flex min-w-5 items-center justify-center rounded-full bg-red-600 px-1.5 text-[11px] leading-5 font-bold text-white ${className}`}
    >
      <span className="sr-only">, </span>
      {text}
    </span>
  );
}
