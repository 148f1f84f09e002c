/**
 * Work in progress a screen keeps in the tab's sessionStorage for the retailer at the selected
 * distributor (the exchange return's four steps, decision 094), so leaving the screen or reloading
 * does not lose it. Such drafts are only meaningful at that distributor: switching distributor or
 * signing out forgets every one of them (forgetDraftsWhenScopeChanges, which the signed-in area
 * starts: the sign-in page's code does not carry it, decision 096).
 */
import { useSession } from './session';

const PREFIX = 'restock.draft.';

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** The storage key of a draft (`name` a feature's own, e.g. 'exchange'). */
export function draftKey(name: string, retailerId: number, distributorId: number): string {
  return `${PREFIX}${name}.${retailerId}.${distributorId}`;
}

export function readDraft(key: string): unknown {
  const raw = storage()?.getItem(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

export function writeDraft(key: string, value: unknown): void {
  try {
    storage()?.setItem(key, JSON.stringify(value));
  } catch {
    // A full or blocked storage only loses the draft on reload.
  }
}

export function removeDraft(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing to forget.
  }
}

/** Forgets every draft of this tab (another distributor, or signed out). */
export function forgetDistributorDrafts(): void {
  const s = storage();
  if (!s) return;
  try {
    const keys: string[] = [];
    for (let i = 0; i < s.length; i += 1) {
      const k = s.key(i);
      if (k?.startsWith(PREFIX)) keys.push(k);
    }
    for (const k of keys) s.removeItem(k);
  } catch {
    // A blocked storage holds no drafts.
  }
}

let watching = false;

/**
 * Forgets the drafts when the session ends or the selected distributor changes. Started once by
 * the signed-in area (app/signed-in-routes.tsx): both happen only while it is loaded.
 */
export function forgetDraftsWhenScopeChanges(): void {
  if (watching) return;
  watching = true;
  useSession.subscribe((state, previous) => {
    if (
      (previous.token && !state.token) ||
      previous.selectedDistributor?.dId !== state.selectedDistributor?.dId
    )
      forgetDistributorDrafts();
  });
}
