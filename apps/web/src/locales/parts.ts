/** The languages we have texts for: a <language>.json each in this folder. */
export const LANGUAGES = ['en', 'es', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * The sections of the locale texts (top-level keys of en.json, es.json, de.json) the sign-in page
 * shows. The build splits each language in two (locale-parts.ts): these load with the first page,
 * the rest with the signed-in area, so the sign-in page does not download every screen's texts.
 */
export const SIGN_IN_SECTIONS: readonly string[] = ['common', 'login', 'session', 'contractAgreement'];

/**
 * Sections that are a part of their own, loaded with their feature's screens (the router waits for
 * them), so the texts every signed-in screen downloads do not grow with each feature (decision 083).
 */
export const FEATURE_PARTS = [
  'salesReturn',
  'exchangeReturn',
  'complaints',
  'payments',
  'ledger',
  'rewards',
  'loyalty',
  'content',
  'kpi',
  'notifications',
  'store',
  'survey',
  'profile',
  'smartList',
  'offlineOrder',
] as const;
export type FeaturePart = (typeof FEATURE_PARTS)[number];

export type TextsPart = 'sign-in' | 'app' | FeaturePart;

/** Loads one part of one language's texts (a chunk of its own, built by locale-parts.ts). */
export type TextsLoader = () => Promise<{ default: Record<string, unknown> }>;

/** Which part a top-level section of the texts belongs to. */
export function partOfSection(section: string): TextsPart {
  if (SIGN_IN_SECTIONS.includes(section)) return 'sign-in';
  return (FEATURE_PARTS as readonly string[]).includes(section) ? (section as FeaturePart) : 'app';
}
