import { X } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useModalDialog } from './use-modal-dialog';

export interface DialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description?: string;
  children: ReactNode;
  /** A step that must be finished or cancelled: no close button, Escape and outside clicks ignored. */
  modal?: boolean;
  closeLabel?: string;
}

/**
 * Modal dialog on the native <dialog> element: focus trap, inert background and Escape come from
 * the browser, at no bundle cost. The browser back button closes it too.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  modal = false,
  closeLabel = 'Close',
}: DialogProps) {
  const ref = useModalDialog(open, onOpenChange);
  const titleId = useId();
  const descId = useId();

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard way out is Escape (onCancel); the click only adds backdrop clicks.
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descId : undefined}
      onCancel={(e) => {
        e.preventDefault();
        if (!modal) onOpenChange(false);
      }}
      onClick={(e) => {
        // A click on the backdrop lands on the dialog element itself.
        if (!modal && e.target === e.currentTarget) onOpenChange(false);
      }}
      className="m-auto max-h-[90dvh] w-[calc(100vw-2rem)] max-w-md overflow-y-auto rounded-2xl bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/50"
    >
      {open ? (
        <div className="p-5">
          <div className="mb-3 flex items-start justify-between gap-3">
            <h2 id={titleId} className="text-lg font-semibold">
              {title}
            </h2>
            {modal ? null : (
              <button
                type="button"
                onClick={() => onOpenChange(false)}
                className="-m-2 rounded-full p-2 text-slate-500 hover:bg-slate-100"
                aria-label={closeLabel}
              >
                <X size={20} aria-hidden="true" />
              </button>
            )}
          </div>
          {description ? (
            <p id={descId} className="mb-4 text-sm text-slate-600">
              {description}
            </p>
          ) : null}
          {children}
        </div>
      ) : null}
    </dialog>
  );
}
