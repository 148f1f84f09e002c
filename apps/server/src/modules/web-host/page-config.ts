import { themeCssVariables } from '@restock/domain/app/theme';
import type { TPageConfig } from '@restock/domain/contracts/appconfig';
import type { ClientRow } from '../../auth/clients.ts';
import type { Db } from '../../db/client.ts';
import { findClientSettings } from '../appconfig/service.ts';

/** The page-level values of a client, as injected into index.html. */
export async function buildPageConfig(
  db: Db,
  client: ClientRow,
  minAppVersion: string,
): Promise<TPageConfig> {
  const settings = await findClientSettings(db, client.id);
  return {
    clientCode: client.code,
    appName: client.appName,
    logoUrl: client.logoUrl,
    themeColour: client.themeColour,
    currency: client.currency,
    currencySymbol: client.currencySymbol,
    languages: client.languages,
    defaultLanguage: client.defaultLanguage,
    multiLanguage: client.multiLanguage,
    translationOverrides: client.translationOverrides as TPageConfig['translationOverrides'],
    minAppVersion,
    isEnableOnboardContractAgreement: settings.flags.isEnableOnboardContractAgreement,
    isEnableAcceptTermsAndConditions: settings.flags.isEnableAcceptTermsAndConditions,
    isEnableResendOtp: settings.flags.isEnableResendOtp,
    otpResendSeconds: settings.otpResendSeconds,
  };
}

const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** JSON safe to place inside a <script type="application/json"> element. */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => ESCAPES[c] ?? c);
}

/** Text safe inside an element or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Puts the client's name, theme colour and page config into the built index.html, and a preload of
 * the sign-in texts of the client's default language (`signInTexts`: language → the built file's
 * path): the page fetches them beside its scripts instead of one round trip after them.
 */
export function injectPageConfig(
  html: string,
  config: TPageConfig,
  signInTexts: Readonly<Record<string, string>> = {},
): string {
  const texts = signInTexts[config.defaultLanguage];
  const preload = texts ? `<link rel="modulepreload" crossorigin href="${escapeHtml(texts)}">` : '';
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(config.appName)}</title>`)
    .replace(
      /<meta name="theme-color" content="[^"]*"/,
      `<meta name="theme-color" content="${escapeHtml(config.themeColour)}"`,
    )
    .replace(/<html lang="[^"]*"/, `<html lang="${escapeHtml(config.defaultLanguage)}"${themeStyle(config)}`)
    .replace(
      '<!--page-config-->',
      `<script type="application/json" id="page-config">${jsonForHtml(config)}</script>${preload}`,
    );
}

/**
 * The client's theme colours on the root element, as the app's applyTheme sets them: a page painted
 * before its script (the login card, decision 078) is in the client's colour from the start.
 */
function themeStyle(config: TPageConfig): string {
  const variables = themeCssVariables(config.themeColour);
  if (variables.length === 0) return '';
  return ` style="${escapeHtml(variables.map(([name, value]) => `${name}:${value}`).join(';'))}"`;
}

/** The web app manifest of a client (name, colours), so each client installs under its own name. */
export function buildManifest(config: TPageConfig): object {
  return {
    name: config.appName,
    short_name: config.appName.slice(0, 12),
    description: `${config.appName}: order stock from your distributors`,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    background_color: '#ffffff',
    theme_color: config.themeColour,
    lang: config.defaultLanguage,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
