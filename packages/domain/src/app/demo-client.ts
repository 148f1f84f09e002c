import type { TPageConfig } from '../contracts/appconfig.ts';

/**
 * How the demo client looks (name, logo, colour, money, languages): the seed writes it and the web
 * app falls back to it when its page was not served by our server (the Vite dev server).
 */
export const DEMO_CLIENT_LOOK = {
  appName: 'Restock',
  logoUrl: '/brand/logo.svg',
  themeColour: '#0f766e',
  currency: 'INR',
  currencySymbol: '₹',
  languages: ['en', 'es', 'de'],
  defaultLanguage: 'en',
  multiLanguage: true,
  translationOverrides: {},
} satisfies Partial<TPageConfig>;
