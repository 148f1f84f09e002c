import { useSyncExternalStore } from 'react';

/**
 * Add-to-home-screen: keeps the browser's beforeinstallprompt event so the login page and the
 * drawer can offer installation; iOS has no such event, so it gets a how-to hint instead.
 */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: BeforeInstallPromptEvent | null = null;
let installed = false;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

export function listenForInstallPrompt(): void {
  installed =
    window.matchMedia('(display-mode: standalone)').matches ||
    (navigator as { standalone?: boolean }).standalone === true;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    emit();
  });
  window.addEventListener('appinstalled', () => {
    installed = true;
    deferred = null;
    emit();
  });
}

export function isIos(): boolean {
  return /iphone|ipad|ipod/i.test(navigator.userAgent);
}

export interface InstallState {
  /** The browser can show its install dialog now. */
  canPrompt: boolean;
  /** iOS Safari, not installed: show the "Share, then Add to Home Screen" hint. */
  showIosHint: boolean;
  installed: boolean;
}

let snapshot: InstallState = { canPrompt: false, showIosHint: false, installed: false };
function currentState(): InstallState {
  const next = { canPrompt: !!deferred && !installed, showIosHint: isIos() && !installed, installed };
  if (
    next.canPrompt !== snapshot.canPrompt ||
    next.showIosHint !== snapshot.showIosHint ||
    next.installed !== snapshot.installed
  ) {
    snapshot = next;
  }
  return snapshot;
}

export function useInstallState(): InstallState {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    currentState,
    currentState,
  );
}

/** Opens the browser's install dialog; true when the user accepted. */
export async function promptInstall(): Promise<boolean> {
  if (!deferred) return false;
  const event = deferred;
  deferred = null;
  await event.prompt();
  const choice = await event.userChoice;
  emit();
  return choice.outcome === 'accepted';
}
