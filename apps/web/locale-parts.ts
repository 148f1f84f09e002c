import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { FEATURE_PARTS, LANGUAGES, partOfSection } from './src/locales/parts.ts';

const PREFIX = 'virtual:texts/';
const FEATURE_LOADERS = `${PREFIX}feature-loaders`;
const LOCALES = path.join(import.meta.dirname, 'src/locales');

/**
 * `virtual:texts/feature-loaders`: for each feature part and language, the loader of its texts,
 * generated from FEATURE_PARTS so a new part needs no hand-written import map. Imported by the
 * signed-in routes only, so the sign-in page's code does not grow with each feature (decision 096).
 */
function featureLoaders(): string {
  const entries = FEATURE_PARTS.map((part) => {
    const byLanguage = LANGUAGES.map((lang) => `${lang}: () => import('${PREFIX}${lang}-${part}')`);
    return `${JSON.stringify(part)}: { ${byLanguage.join(', ')} }`;
  });
  return `export default { ${entries.join(',\n')} };`;
}

/**
 * `virtual:texts/<language>-<part>` (en-sign-in, en-app, en-salesReturn): one part of a language's texts (src/locales/parts.ts), read
 * from src/locales/<language>.json, which stays the one file per language that translators and the
 * locale tests read. Emitted as JSON.parse of a string, which V8 parses faster than an object literal.
 */
export function localeParts(): Plugin {
  return {
    name: 'restock:locale-parts',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      if (id === `\0${FEATURE_LOADERS}`) return featureLoaders();
      const match = /^([a-z]{2})-([A-Za-z-]+)$/.exec(id.slice(PREFIX.length + 1));
      const parts: readonly string[] = ['sign-in', 'app', ...FEATURE_PARTS];
      if (!match || !parts.includes(match[2]!)) this.error(`Unknown texts module ${id.slice(1)}`);
      const [, language, part] = match;
      const file = path.join(LOCALES, `${language}.json`);
      this.addWatchFile(file);
      const texts = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      const picked = Object.fromEntries(
        Object.entries(texts).filter(([section]) => partOfSection(section) === part),
      );
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(picked))});`;
    },
  };
}
