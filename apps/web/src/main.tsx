import { retryImport } from './lib/retry-import';
// The stylesheet stays with the entry: index.html links it (with the prerendered page the link comes
// disabled, beside the page's own styles inline; see below).
import './styles.css';

/**
 * The page's entry, kept tiny. When the server sent the prerendered login page (decision 078), the
 * app (start.tsx, about 135 KB gz with what it imports) is asked for only once the browser has
 * painted that page: on a slow network its download would share the bandwidth with the stylesheet
 * the page waits for, and on a slow phone its evaluation would come before the paint.
 */
const loadApp = retryImport(() => import('./start'));

/**
 * The whole stylesheet, which the server sends disabled beside the prerendered page's own styles
 * (decision 081): enabled with the app's download, and awaited before the app draws, so no screen
 * ever draws without it. Settles on an error too: the app then draws with what it has.
 */
function loadWholeStylesheet(): Promise<void> {
  const link = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"][disabled]');
  if (!link) return Promise.resolve();
  return new Promise((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
    link.disabled = false;
  });
}

function startApp(): void {
  const stylesheet = loadWholeStylesheet();
  void loadApp().then((app) => app.start(stylesheet));
}

/** The sign-in texts, which the server names for after the paint: fetched beside the app. */
function preloadSignInTexts(): void {
  const href = document.querySelector<HTMLMetaElement>('meta[name="sign-in-texts"]')?.content;
  if (href)
    document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
}

const prerendered = document.querySelector('#root > [inert]') !== null;
if (prerendered && document.visibilityState === 'visible') {
  requestAnimationFrame(() =>
    setTimeout(() => {
      preloadSignInTexts();
      startApp();
    }, 0),
  );
} else {
  preloadSignInTexts();
  startApp();
}
