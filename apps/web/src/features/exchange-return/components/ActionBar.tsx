import type { ReactNode } from 'react';

/**
 * The step's actions, kept in view at the bottom of the list: what the summary holds, then the
 * buttons (on a phone a line each, the buttons sharing the width; on a desktop one row).
 */
export function ActionBar({ info, children }: { info: ReactNode; children: ReactNode }) {
  return (
    <div className="sticky bottom-0 z-10 -mx-4 flex flex-col gap-2 border-t border-slate-200 bg-white px-4 py-3 shadow-[0_-4px_12px_rgba(15,23,42,0.06)] sm:mx-0 sm:flex-row sm:items-center sm:rounded-2xl sm:border">
      <div className="text-sm text-slate-700 sm:mr-auto">{info}</div>
      <div className="flex gap-2 *:flex-1 sm:*:flex-none">{children}</div>
    </div>
  );
}
