/**
 * Whether the app can reach the server (decision 124): off when the browser says it is offline, or
 * when a call has just failed for want of a network; on again at the next answer or `online` event.
 * Never found out by waiting on a timeout. Kept tiny: the shell reads it on every first load.
 */
import { ApiError } from './api';

/**
 * A call that did not get through (no network, or a gateway that lost the server): safe to send
 * again when it reads, or when it carries an idempotency key. A coded answer never is.
 */
export function didNotGetThrough(error: unknown): boolean {
  return error instanceof ApiError && [0, 502, 503, 504].includes(error.status);
}

type Listener = () => void;
const listeners = new Set<Listener>();
let failed = false;

function emit(): void {
  for (const l of listeners) l();
}

/** True when a call got an answer, false when it never reached the server (the shell reports its queries'). */
export function reportReached(reached: boolean): void {
  if (failed === !reached) return;
  failed = !reached;
  emit();
}

export function isOnline(): boolean {
  return navigator.onLine && !failed;
}

export function subscribeNetwork(listener: Listener): () => void {
  listeners.add(listener);
  const online = () => {
    failed = false;
    listener();
  };
  window.addEventListener('online', online);
  window.addEventListener('offline', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('online', online);
    window.removeEventListener('offline', listener);
  };
}
