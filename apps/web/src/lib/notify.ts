import { useSyncExternalStore } from 'react';

/**
 * Notices with the spec's durations: error 5 s, success 3 s, info 5 s, warning 5 s. A tiny store of
 * our own instead of a toast library keeps the login page's first load small.
 */
export type NoticeKind = 'error' | 'success' | 'info' | 'warning';
export interface Notice {
  id: number;
  kind: NoticeKind;
  message: string;
}

const DURATION_MS: Record<NoticeKind, number> = { error: 5000, success: 3000, info: 5000, warning: 5000 };
let notices: Notice[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

export function dismissNotice(id: number): void {
  notices = notices.filter((n) => n.id !== id);
  emit();
}

function show(kind: NoticeKind, message: string): number {
  // The same message twice in a row is shown once (a burst of failing calls).
  const same = notices.find((n) => n.kind === kind && n.message === message);
  if (same) return same.id;
  const id = nextId++;
  notices = [...notices.slice(-2), { id, kind, message }];
  emit();
  setTimeout(() => dismissNotice(id), DURATION_MS[kind]);
  return id;
}

export const notify = {
  error: (message: string) => show('error', message),
  success: (message: string) => show('success', message),
  info: (message: string) => show('info', message),
  warning: (message: string) => show('warning', message),
};

export function useNotices(): Notice[] {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => notices,
    () => notices,
  );
}
