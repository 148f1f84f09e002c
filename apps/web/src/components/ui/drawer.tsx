import { X } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useModalDialog } from './use-modal-dialog';

export interface DrawerProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The accessible name; shown as a heading unless `header` replaces it. */
  title: string;
  /** A custom header (the drawer still gets `title` as its name). */
  header?: ReactNode;
  side?: 'left' | 'right' | 'top';
  /** CSS width of a side drawer (the spec's menu drawer is 250 px). */
  width?: number;
  closeLabel: string;
  children: ReactNode;
  className?: string;
}

const PLACEMENT = {
  left: 'mr-auto ml-0 h-dvh max-h-none starting:open:-translate-x-full',
  right: 'ml-auto mr-0 h-dvh max-h-none starting:open:translate-x-full',
  top: 'mb-auto mt-0 w-full max-w-none max-h-[85dvh] starting:open:-translate-y-full',
} as const;

/**
 * A side or top sheet on the native <dialog> element: focus trap, inert page behind and Escape
 * come from the browser; a click on the backdrop and the back button close it too.
 */
export function Drawer({
  open,
  onOpenChange,
  title,
  header,
  side = 'left',
  width = 320,
  closeLabel,
  children,
  className = '',
}: DrawerProps) {
  const ref = useModalDialog(open, onOpenChange);
  const titleId = useId();

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click is on the backdrop; Escape is the keyboard way to close.
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onOpenChange(false);
      }}
      onClick={(e) => {
        if (e.target === e.currentTarget) onOpenChange(false);
      }}
      style={side === 'top' ? undefined : { width, maxWidth: '85vw' }}
      className={`fixed inset-y-0 overflow-hidden bg-white p-0 text-slate-900 shadow-2xl transition-transform duration-200 ease-out backdrop:bg-slate-900/50 ${PLACEMENT[side]} ${className}`}
    >
      {open ? (
        <div className="flex h-full max-h-[inherit] flex-col">
          {header ? (
            <div className="relative">
              <span id={titleId} className="sr-only">
                {title}
              </span>
              {header}
            </div>
          ) : (
            <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-3">
              <h2 id={titleId} className="text-base font-semibold">
                {title}
              </h2>
              <button
                type="button"
                onClick={() => onOpenChange(false)}
                aria-label={closeLabel}
                className="-m-2 rounded-full p-2 text-slate-500 hover:bg-slate-100"
              >
                <X size={20} aria-hidden="true" />
              </button>
            </div>
          )}
          <div className="min-h-0 flex-1 overflow-y-auto">{children}</div>
        </div>
      ) : null}
    </dialog>
  );
}
