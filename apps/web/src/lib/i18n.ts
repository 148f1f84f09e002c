import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { type FeaturePart, LANGUAGES, type Language, type TextsLoader } from '../locales/parts';
import { pageConfig } from './page-config';

export const SUPPORTED_LANGUAGES = LANGUAGES;
export type { Language };

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

let markReady: () => void = () => {};
/** Resolved once initI18n has chosen the language (a screen may start loading before that). */
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});

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
  // One language only: every language has every key (locales.test.ts), so English, the fallback,
  // is not downloaded for a retailer reading Spanish or German.
  await loadLanguage(initial);
  await i18next.changeLanguage(initial);
  document.documentElement.lang = initial;
  i18next.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
  });
  markReady();
}

/**
 * Texts of a language, loaded on demand: each language in parts (src/locales/parts.ts), the
 * sign-in page's texts and the signed-in screens' texts here, each its own small chunk. A feature's
 * own texts come with its screens' routes (loadFeatureTexts), so this map, part of the sign-in
 * page's code, does not grow with each feature (decision 096).
 */
const TEXTS: Record<Language, Record<'sign-in' | 'app', TextsLoader>> = {
  en: { 'sign-in': () => import('virtual:texts/en-sign-in'), app: () => import('virtual:texts/en-app') },
  es: { 'sign-in': () => import('virtual:texts/es-sign-in'), app: () => import('virtual:texts/es-app') },
  de: { 'sign-in': () => import('virtual:texts/de-sign-in'), app: () => import('virtual:texts/de-app') },
};

const loadedParts = new Set<string>();
/** Whether the signed-in area asked for its texts: a language switch then loads both parts. */
let withAppTexts = false;
/** The feature parts a screen asked for, with their loaders: a language switch loads them too. */
const featureParts = new Map<FeaturePart, Record<Language, TextsLoader>>();

async function loadPart(lang: Language, part: string, load: TextsLoader): Promise<void> {
  if (loadedParts.has(`${lang}/${part}`)) return;
  const texts = (await load()).default;
  i18next.addResourceBundle(lang, 'translation', texts, true, true);
  loadedParts.add(`${lang}/${part}`);
  // Page-level translation overrides of the client win over our texts ({ lang: { 'a.b': 'text' } }).
  for (const [key, value] of Object.entries(pageConfig().translationOverrides[lang] ?? {})) {
    i18next.addResource(lang, 'translation', key, value);
  }
}

async function loadLanguage(lang: Language): Promise<void> {
  await Promise.all([
    loadPart(lang, 'sign-in', TEXTS[lang]['sign-in']),
    withAppTexts ? loadPart(lang, 'app', TEXTS[lang].app) : null,
    ...[...featureParts].map(([part, loaders]) => loadPart(lang, part, loaders[lang])),
  ]);
}

/** The signed-in screens' texts in the current language; the shell's code waits for them. */
export async function loadAppTexts(): Promise<void> {
  withAppTexts = true;
  const current = isSupportedLanguage(i18next.language) ? i18next.language : 'en';
  await loadPart(current, 'app', TEXTS[current].app);
}

/**
 * A feature's own texts (locales/parts.ts FEATURE_PARTS) in the current language, by the loaders
 * of `virtual:texts/feature-loaders`; its screens wait for them.
 */
export async function loadFeatureTexts(
  part: FeaturePart,
  loaders: Record<Language, TextsLoader>,
): Promise<void> {
  featureParts.set(part, loaders);
  if (!i18next.isInitialized) await ready;
  const current = isSupportedLanguage(i18next.language) ? i18next.language : 'en';
  await loadPart(current, part, loaders[current]);
}

/**
 * A feature's module with its texts part loaded beside it (decision 083). The table of every part's
 * text files is a chunk of its own, so the first load does not grow with each feature.
 */
export async function withFeatureTexts<T>(part: FeaturePart, load: Promise<T>): Promise<T> {
  const texts = import('../locales/feature-texts').then((m) => loadFeatureTexts(part, m.featureTexts[part]));
  return (await Promise.all([load, texts]))[0];
}

/** Switches language, loading its texts first. */
export async function changeLanguage(lang: Language): Promise<void> {
  await loadLanguage(lang);
  await i18next.changeLanguage(lang);
}

export { i18next };
