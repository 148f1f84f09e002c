/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />

/** A part of a language's texts, built from src/locales/<language>.json (locale-parts.ts). */
declare module 'virtual:texts/*' {
  const texts: Record<string, unknown>;
  export default texts;
}

/** For each feature part and language, the loader of its texts (locale-parts.ts). */
declare module 'virtual:texts/feature-loaders' {
  import type { FeaturePart, Language, TextsLoader } from './locales/parts';

  const loaders: Record<FeaturePart, Record<Language, TextsLoader>>;
  export default loaders;
}
