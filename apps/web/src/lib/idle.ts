import { useEffect, useState } from 'react';

/**
 * Runs `task` when the browser next has an idle moment (at the latest after `timeout` ms), so work
 * nobody waits for stays out of the tasks that render the screen. Returns a function that cancels.
 */
export function whenIdle(task: () => void, timeout = 3000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => task(), { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 500);
  return () => window.clearTimeout(id);
}

/** False until the browser's first idle moment after the component mounted, then true. */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return idle;
}
