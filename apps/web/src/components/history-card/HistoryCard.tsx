import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * One entry of a history list (orders, returns, payments): its number and when, a status badge,
 * then what the caller puts below. The whole card opens the entry's detail, whose back link
 * returns to `backTo` (the list with its filter).
 */
export function HistoryCard({
  to,
  backTo,
  number,
  numberLabel,
  when,
  badge,
  children,
  testId,
  data,
}: {
  to: string;
  backTo: string;
  number: string;
  /** Read before the number by a screen reader ("Order number"). */
  numberLabel: string;
  /** The line under the number: when it was placed, raised or paid. */
  when: ReactNode;
  badge?: ReactNode;
  children: ReactNode;
  testId: string;
  /** data-* attributes the tests find the card by. */
  data?: Record<`data-${string}`, string>;
}) {
  return (
    <Link
      to={to}
      state={{ backTo }}
      data-testid={testId}
      {...data}
      className="group flex h-full items-stretch gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition-colors hover:border-brand/50 hover:bg-brand-240"
    >
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="truncate font-semibold text-slate-900">
              <span className="sr-only">{numberLabel} </span>
              {number}
            </p>
            <p className="mt-0.5 text-sm text-slate-600">{when}</p>
          </div>
          {badge}
        </div>
        {children}
      </div>
      <ChevronRight
        size={20}
        aria-hidden="true"
        className="shrink-0 self-center text-slate-400 group-hover:text-brand"
      />
    </Link>
  );
}
