/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />

/** A part of a language's texts, built from src/locales/<language>.json (locale-parts.ts). */
declare module 'virtual:texts/*' {
  const texts: Record<string, unknown>;
  export default texts;
}
