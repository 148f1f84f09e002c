import { useEffect, useRef } from 'react';
import { useCloseOnBack } from '../../lib/back-button';

/**
 * Drives a native <dialog> as a modal from React state: opens it in the top layer with
 * showModal() (focus trap, inert page, Escape), closes it, and lets the back button close it.
 */
export function useModalDialog(open: boolean, onOpenChange: (open: boolean) => void) {
  const ref = useRef<HTMLDialogElement>(null);
  useCloseOnBack(open, () => onOpenChange(false));
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (open && !el.open) el.showModal();
    if (!open && el.open) el.close();
  }, [open]);
  return ref;
}
