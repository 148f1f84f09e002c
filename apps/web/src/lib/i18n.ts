import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { pageConfig } from './page-config';

export const SUPPORTED_LANGUAGES = ['en', 'es', 'de'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];

export function isSupportedLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/** Languages the client offers, limited to those we have texts for. */
export function clientLanguages(): Language[] {
  const offered = pageConfig().languages.filter(isSupportedLanguage);
  return offered.length > 0 ? offered : ['en'];
}

/** The switcher shows only when multi-language is on and more than one language exists. */
export function showLanguageSwitcher(): boolean {
  return pageConfig().multiLanguage && clientLanguages().length > 1;
}

export async function initI18n(language: string | undefined): Promise<void> {
  const config = pageConfig();
  const initial = isSupportedLanguage(language)
    ? language
    : isSupportedLanguage(config.defaultLanguage)
      ? config.defaultLanguage
      : 'en';
  await i18next.use(initReactI18next).init({
    resources: {},
    partialBundledLanguages: true,
    lng: initial,
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
  });
  await loadLanguage('en');
  if (initial !== 'en') await loadLanguage(initial);
  await i18next.changeLanguage(initial);
  document.documentElement.lang = initial;
  i18next.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
  });
}

/** Texts of a language, loaded on demand (each language is its own small chunk). */
const LOADERS: Record<Language, () => Promise<{ default: object }>> = {
  en: () => import('../locales/en.json'),
  es: () => import('../locales/es.json'),
  de: () => import('../locales/de.json'),
};

async function loadLanguage(lang: Language): Promise<void> {
  if (i18next.hasResourceBundle(lang, 'translation')) return;
  const texts = (await LOADERS[lang]()).default;
  i18next.addResourceBundle(lang, 'translation', texts, true, true);
  // Page-level translation overrides of the client win over our texts ({ lang: { 'a.b': 'text' } }).
  for (const [key, value] of Object.entries(pageConfig().translationOverrides[lang] ?? {})) {
    i18next.addResource(lang, 'translation', key, value);
  }
}

/** Switches language, loading its texts first. */
export async function changeLanguage(lang: Language): Promise<void> {
  await loadLanguage(lang);
  await i18next.changeLanguage(lang);
}

export { i18next };
