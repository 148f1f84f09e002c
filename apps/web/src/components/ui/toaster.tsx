import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { dismissNotice, type NoticeKind, useNotices } from '../../lib/notify';

const STYLE: Record<NoticeKind, string> = {
  error: 'border-red-200 bg-red-50 text-red-800',
  success: 'border-emerald-200 bg-emerald-50 text-emerald-800',
  info: 'border-sky-200 bg-sky-50 text-sky-800',
  warning: 'border-amber-200 bg-amber-50 text-amber-900',
};
const ICON = { error: CircleAlert, success: CircleCheck, info: Info, warning: TriangleAlert };

/**
 * Renders the notices; errors are announced assertively, the rest politely. The container is a
 * manual popover: an open modal <dialog> sits in the browser's top layer, and re-showing the
 * popover on each notice puts the notices above it.
 */
export function Toaster({ closeLabel }: { closeLabel: string }) {
  const notices = useNotices();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof el.showPopover !== 'function') return;
    if (el.matches(':popover-open')) el.hidePopover();
    if (notices.length > 0) el.showPopover();
  }, [notices]);
  return (
    <div
      ref={ref}
      popover="manual"
      className="pointer-events-none fixed inset-x-0 top-3 bottom-auto z-[60] m-0 flex w-full overflow-visible flex-col items-center gap-2 border-0 bg-transparent p-0 px-3 [&:not(:popover-open)]:hidden"
    >
      {notices.map((n) => {
        const Icon = ICON[n.kind];
        return (
          <div
            key={n.id}
            role={n.kind === 'error' ? 'alert' : 'status'}
            data-notice={n.kind}
            className={`pointer-events-auto flex w-full max-w-md items-start gap-2 rounded-xl border px-3 py-2.5 text-sm shadow-lg ${STYLE[n.kind]}`}
          >
            <Icon size={18} aria-hidden="true" className="mt-0.5 shrink-0" />
            <p className="flex-1">{n.message}</p>
            <button
              type="button"
              onClick={() => dismissNotice(n.id)}
              aria-label={closeLabel}
              className="-m-1 rounded p-1 opacity-70 hover:opacity-100"
            >
              <X size={16} aria-hidden="true" />
            </button>
          </div>
        );
      })}
    </div>
  );
}
