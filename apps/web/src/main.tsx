import { retryImport } from './lib/retry-import';
// The stylesheet stays with the entry: index.html links it (the server inlines it with the prerendered
// page, which needs it to paint).
import './styles.css';

/**
 * The page's entry, kept tiny. When the server sent the prerendered login page (decision 078), the
 * app (start.tsx, about 135 KB gz with what it imports) is asked for only once the browser has
 * painted that page: on a slow network its download would share the bandwidth with the stylesheet
 * the page waits for, and on a slow phone its evaluation would come before the paint.
 */
const startApp = retryImport(() => import('./start'));

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
      void startApp();
    }, 0),
  );
} else {
  preloadSignInTexts();
  void startApp();
}
