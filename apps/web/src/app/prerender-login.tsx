import { LOGIN_CARD_MARKERS, type LoginCards } from '@restock/domain/app/login-card';
import { renderToStaticMarkup } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import LoginPage from '../features/login/LoginPage';
import { i18next, SUPPORTED_LANGUAGES } from '../lib/i18n';
import { pageConfig, setPageConfigForPrerender } from '../lib/page-config';
import de from '../locales/de.json';
import en from '../locales/en.json';
import es from '../locales/es.json';

const TEXTS = { en, es, de };

/**
 * The build's static HTML of the login page (decision 078), run in Node by apps/web/build.ts: per
 * language, with and without the language switcher, with markers where the client's name, logo
 * and the year go (the server fills them in). The switcher offers every language we ship; the
 * server drops the options a client does not offer. The page is `inert` until the app replaces it:
 * a field typed into or a button pressed before the script runs would be lost or submit the form
 * natively.
 */
export async function renderLoginCards(): Promise<LoginCards> {
  await i18next.use(initReactI18next).init({
    resources: Object.fromEntries(
      SUPPORTED_LANGUAGES.map((lang) => [lang, { translation: withYearMarker(TEXTS[lang]) }]),
    ),
    lng: 'en',
    interpolation: { escapeValue: false },
  });
  const cards: LoginCards = {};
  for (const lang of SUPPORTED_LANGUAGES) {
    await i18next.changeLanguage(lang);
    cards[lang] = { withSwitcher: render(true), withoutSwitcher: render(false) };
  }
  return cards;
}

function render(multiLanguage: boolean): string {
  setPageConfigForPrerender({
    ...pageConfig(),
    appName: LOGIN_CARD_MARKERS.appName,
    logoUrl: LOGIN_CARD_MARKERS.logoUrl,
    languages: [...SUPPORTED_LANGUAGES],
    multiLanguage,
  });
  const markup = renderToStaticMarkup(
    <MemoryRouter initialEntries={['/']}>
      <LoginPage />
    </MemoryRouter>,
  );
  // React hoists a preload of each image ahead of the markup; the page's own <img> loads it anyway.
  const html = markup.replace(/^(<link [^>]*>)+/, '');
  if (!html.startsWith('<div ')) throw new Error('The login page no longer starts with a <div>');
  return `<div inert=""${html.slice('<div'.length)}`;
}

/** The copyright's year is the server's to fill in (the page itself reads the clock). */
function withYearMarker<T extends { login: { copyright: string } }>(texts: T): T {
  return {
    ...texts,
    login: { ...texts.login, copyright: texts.login.copyright.replace('{{year}}', LOGIN_CARD_MARKERS.year) },
  };
}
