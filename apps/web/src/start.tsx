import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/providers';
import { AppRouter, preloadScreen } from './app/router';
import { initI18n } from './lib/i18n';
import { pageConfig } from './lib/page-config';
import { listenForInstallPrompt } from './lib/pwa';
import { useSession } from './lib/session';
import { applyTheme } from './lib/theme';

// Product images and logos are not for saving: right-click on images is blocked app-wide.
document.addEventListener('contextmenu', (event) => {
  if (event.target instanceof HTMLImageElement) event.preventDefault();
});
listenForInstallPrompt();
applyTheme(pageConfig().themeColour);

/** Draws the app once the session, the texts and the whole stylesheet (main.tsx) are there. */
export async function start(stylesheet: Promise<void>) {
  await useSession.getState().hydrate();
  // The screen the app opens at (without a session, the login page, where the guard sends every
  // address) loads beside the texts rather than after them.
  preloadScreen(useSession.getState().token ? window.location.pathname : '/');
  await initI18n(useSession.getState().language ?? undefined);
  await stylesheet;
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers>
        <AppRouter />
      </Providers>
    </StrictMode>,
  );
  if ('serviceWorker' in navigator && import.meta.env.PROD) {
    const { registerSW } = await import('virtual:pwa-register');
    registerSW({ immediate: true });
  }
}
