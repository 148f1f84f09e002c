import { useEffect, useRef } from 'react';

/**
 * The browser back button closes an open modal instead of leaving the page: opening pushes a
 * history entry, back pops it and closes; closing any other way removes the entry again.
 */
export function useCloseOnBack(open: boolean, close: () => void): void {
  const closeRef = useRef(close);
  closeRef.current = close;
  useEffect(() => {
    if (!open) return;
    const marker = `${Date.now()}-${Math.random()}`;
    window.history.pushState({ ...window.history.state, modal: marker }, '');
    let poppedByBack = false;
    const onPop = () => {
      poppedByBack = true;
      closeRef.current();
    };
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      if (!poppedByBack && window.history.state?.modal === marker) window.history.back();
    };
  }, [open]);
}
