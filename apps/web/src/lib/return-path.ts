import { safeReturnPath } from '@restock/domain/app/landing';

/**
 * The path a signed-out user asked for, reopened after sign-in. Only a path inside the app is kept;
 * it is not sensitive, so it lives in sessionStorage (per tab) rather than the encrypted store.
 */
const KEY = 'restock.returnPath';

export function rememberPath(path: string): void {
  const safe = safeReturnPath(path);
  if (safe) sessionStorage.setItem(KEY, safe);
}

export function takeRememberedPath(): string | null {
  const path = safeReturnPath(sessionStorage.getItem(KEY));
  sessionStorage.removeItem(KEY);
  return path;
}
