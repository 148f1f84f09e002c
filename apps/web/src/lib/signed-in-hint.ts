import { SIGNED_IN_HINT_COOKIE } from '@restock/domain/app/login-card';

/** As long as the longest session lives (SESSION_ABSOLUTE_DAYS); renewed on every start. */
const MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/**
 * Tells the server, with a cookie that carries no credential, whether this browser holds a
 * session: the server then leaves the prerendered login page out of index.html, so a signed-in
 * retailer never sees it flash (decision 078). The session itself never travels in a cookie.
 */
export function markSignedIn(signedIn: boolean): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const value = signedIn ? `1; Max-Age=${MAX_AGE_SECONDS}` : '; Max-Age=0';
  // biome-ignore lint/suspicious/noDocumentCookie: a plain hint for the server; no cookie library needed for one flag.
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=${value}; Path=/; SameSite=Lax${secure}`;
}
