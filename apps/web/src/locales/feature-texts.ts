import loaders from 'virtual:texts/feature-loaders';
import type { FeaturePart, Language, TextsLoader } from './parts';

/**
 * For each feature part and language, the loader of its texts. The build generates them from
 * FEATURE_PARTS and LANGUAGES (locale-parts.ts), so every part has every language.
 */
export const featureTexts = loaders as Record<FeaturePart, Record<Language, TextsLoader>>;
