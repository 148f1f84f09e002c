/**
 * The sign-in page painted before any script runs (decision 078). The web build renders the login
 * page to static HTML once per language, with and without the language switcher, and writes them
 * to `login-card.json` beside index.html; the server puts the one that fits the client into the
 * page, filling in the client's values where the build left these markers.
 */
export const LOGIN_CARD_MARKERS = {
  appName: '@@APP_NAME@@',
  logoUrl: '@@LOGO_URL@@',
  year: '@@YEAR@@',
} as const;

/** The build's file beside index.html, and its shape: language → the two variants of the page. */
export const LOGIN_CARD_FILE = 'login-card.json';
export type LoginCards = Record<string, { withSwitcher: string; withoutSwitcher: string }>;

/** The build's stylesheet of the login pages alone, beside index.html (decision 081). */
export const LOGIN_CARD_STYLESHEET_FILE = 'login-card.css';

/** Where the card goes in index.html (inside the root element), and where it ends. */
export const LOGIN_CARD_SLOT = '<!--login-card-->';
export const LOGIN_CARD_END = '<!--/login-card-->';

/**
 * A cookie the web app sets while it holds a session and clears on sign-out. It is only a hint,
 * never a credential (the session token stays in the encrypted local store and travels in the
 * `user-key` header): with it the server leaves the card out, so a signed-in retailer never sees
 * the sign-in page flash before the app takes them to their screen.
 */
export const SIGNED_IN_HINT_COOKIE = 'signed-in';
