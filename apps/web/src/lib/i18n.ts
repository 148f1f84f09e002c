import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { FeaturePart, TextsPart } from '../locales/parts';
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
 * sign-in page's texts, the signed-in screens' texts and a feature's own texts, each its own small
 * chunk.
 */
const TEXTS: Record<Language, Record<TextsPart, () => Promise<{ default: Record<string, unknown> }>>> = {
  en: {
    'sign-in': () => import('virtual:texts/en-sign-in'),
    app: () => import('virtual:texts/en-app'),
    salesReturn: () => import('virtual:texts/en-salesReturn'),
    exchangeReturn: () => import('virtual:texts/en-exchangeReturn'),
    ledger: () => import('virtual:texts/en-ledger'),
  },
  es: {
    'sign-in': () => import('virtual:texts/es-sign-in'),
    app: () => import('virtual:texts/es-app'),
    salesReturn: () => import('virtual:texts/es-salesReturn'),
    exchangeReturn: () => import('virtual:texts/es-exchangeReturn'),
    ledger: () => import('virtual:texts/es-ledger'),
  },
  de: {
    'sign-in': () => import('virtual:texts/de-sign-in'),
    app: () => import('virtual:texts/de-app'),
    salesReturn: () => import('virtual:texts/de-salesReturn'),
    exchangeReturn: () => import('virtual:texts/de-exchangeReturn'),
    ledger: () => import('virtual:texts/de-ledger'),
  },
};

const loadedParts = new Set<string>();
/** Whether the signed-in area asked for its texts: a language switch then loads both parts. */
let withAppTexts = false;
/** The feature parts a screen asked for: a language switch loads them too. */
const featureParts = new Set<FeaturePart>();

async function loadPart(lang: Language, part: TextsPart): Promise<void> {
  if (loadedParts.has(`${lang}/${part}`)) return;
  const texts = (await TEXTS[lang][part]()).default;
  i18next.addResourceBundle(lang, 'translation', texts, true, true);
  loadedParts.add(`${lang}/${part}`);
  // Page-level translation overrides of the client win over our texts ({ lang: { 'a.b': 'text' } }).
  for (const [key, value] of Object.entries(pageConfig().translationOverrides[lang] ?? {})) {
    i18next.addResource(lang, 'translation', key, value);
  }
}

async function loadLanguage(lang: Language): Promise<void> {
  await Promise.all([
    loadPart(lang, 'sign-in'),
    withAppTexts ? loadPart(lang, 'app') : null,
    ...[...featureParts].map((part) => loadPart(lang, part)),
  ]);
}

/** The signed-in screens' texts in the current language; the shell's code waits for them. */
export async function loadAppTexts(): Promise<void> {
  withAppTexts = true;
  const current = isSupportedLanguage(i18next.language) ? i18next.language : 'en';
  await loadPart(current, 'app');
}

/** A feature's own texts (locales/parts.ts FEATURE_PARTS) in the current language; its screens wait for them. */
export async function loadFeatureTexts(part: FeaturePart): Promise<void> {
  featureParts.add(part);
  if (!i18next.isInitialized) await ready;
  const current = isSupportedLanguage(i18next.language) ? i18next.language : 'en';
  await loadPart(current, part);
}

/** Switches language, loading its texts first. */
export async function changeLanguage(lang: Language): Promise<void> {
  await loadLanguage(lang);
  await i18next.changeLanguage(lang);
}

export { i18next };
