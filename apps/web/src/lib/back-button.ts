import { useEffect, useRef } from 'react';

/**
 * The browser back button closes an open modal instead of leaving the page: opening pushes a
 * history entry, back pops it and closes; closing any other way removes the entry again.
 *
 * Modals can stack (a confirmation over the drawer): each entry carries the markers of every modal
 * open at that point, so a back press closes only the modals whose marker is gone, the top one.
 */
function openMarkers(): string[] {
  const markers: unknown = window.history.state?.modals;
  return Array.isArray(markers) ? markers.filter((m): m is string => typeof m === 'string') : [];
}

export function useCloseOnBack(open: boolean, close: () => void): void {
  const closeRef = useRef(close);
  closeRef.current = close;
  useEffect(() => {
    if (!open) return;
    const marker = `${Date.now()}-${Math.random()}`;
    window.history.pushState({ ...window.history.state, modals: [...openMarkers(), marker] }, '');
    let poppedByBack = false;
    const onPop = () => {
      if (openMarkers().includes(marker)) return;
      poppedByBack = true;
      closeRef.current();
    };
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      if (poppedByBack) return;
      // Checked after the current task: when the modal closed because of a navigation (the router
      // replaced or pushed the entry), the marker is gone and going back would undo that navigation.
      setTimeout(() => {
        if (openMarkers().at(-1) === marker) window.history.back();
      }, 0);
    };
  }, [open]);
}

/**
 * Closes every open modal through history (as if back was pressed once per modal), so a screen
 * change that follows (sign-out) does not race with the modals removing their own entries.
 */
export function closeAllModals(): Promise<void> {
  const open = openMarkers().length;
  if (open === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      window.removeEventListener('popstate', done);
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, 1000);
    window.addEventListener('popstate', done);
    window.history.go(-open);
  });
}
