import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  LOGIN_CARD_END,
  LOGIN_CARD_FILE,
  LOGIN_CARD_MARKERS,
  LOGIN_CARD_SLOT,
  LOGIN_CARD_STYLESHEET_FILE,
  type LoginCards,
  SIGNED_IN_HINT_COOKIE,
} from '@restock/domain/app/login-card';
import type { TPageConfig } from '@restock/domain/contracts/appconfig';
import { escapeHtml } from './page-config.ts';

/** The build's static login pages (apps/web/build.ts), or none when the build has not made them. */
export function readLoginCards(dist: string): LoginCards {
  const file = path.join(dist, LOGIN_CARD_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as LoginCards) : {};
}

export interface PageRequest {
  /** The request's path and query. */
  url: string;
  cookie: string | undefined;
}

function hasSignedInHint(cookie: string | undefined): boolean {
  return (cookie ?? '').split(';').some((part) => part.trim() === `${SIGNED_IN_HINT_COOKIE}=1`);
}

/**
 * The login page to paint before the app's script runs (decision 078), or null where the app would
 * show something else first, so that nothing flashes:
 * - the signed-in hint cookie: the app goes straight to the retailer's screen;
 * - `?mob=`: the app opens at the automatic sign-in step, not the login id form;
 * - the client overrides texts of the language: the build's texts would change under the reader.
 * The language is the one the app starts in for a retailer who has not chosen one (the client's
 * default when we ship it, else English); the client's name, logo and the year fill the markers;
 * the language switcher keeps the languages the client offers.
 */
export function loginCardFor(
  cards: LoginCards,
  config: TPageConfig,
  req: PageRequest,
  year: number,
): string | null {
  if (hasSignedInHint(req.cookie)) return null;
  if (new URL(req.url, 'http://page').searchParams.has('mob')) return null;
  const shipped = Object.keys(cards);
  const language = shipped.includes(config.defaultLanguage) ? config.defaultLanguage : 'en';
  const variants = cards[language];
  if (!variants) return null;
  if (Object.keys(config.translationOverrides[language] ?? {}).length > 0) return null;
  const offered = config.languages.filter((lang) => shipped.includes(lang));
  const switcher = config.multiLanguage && offered.length > 1;
  const html = switcher
    ? variants.withSwitcher.replace(
        /<option value="([^"]*)"[^>]*>[^<]*<\/option>/g,
        (option, lang: string) => (offered.includes(lang) ? option : ''),
      )
    : variants.withoutSwitcher;
  return html
    .replaceAll(LOGIN_CARD_MARKERS.appName, escapeHtml(config.appName))
    .replaceAll(LOGIN_CARD_MARKERS.logoUrl, escapeHtml(config.logoUrl))
    .replaceAll(LOGIN_CARD_MARKERS.year, String(year));
}

/**
 * The stylesheet index.html links (its tag), and the styles that go inline with the card: the
 * build's stylesheet of the login pages alone (decision 081), or the whole one from a build that
 * did not make it. Read once from the build.
 */
export interface Stylesheet {
  tag: string;
  css: string;
}

export function readStylesheet(dist: string, html: string): Stylesheet | null {
  const match = /<link rel="stylesheet" crossorigin href="\/(assets\/[\w.-]+\.css)">/.exec(html);
  if (!match) return null;
  const file = [path.join(dist, LOGIN_CARD_STYLESHEET_FILE), path.join(dist, match[1]!)].find(existsSync);
  if (!file) return null;
  const css = readFileSync(file, 'utf8');
  return css.includes('</') ? null : { tag: match[0], css };
}

/** An empty element after the card, and the head's instruction to hold the first paint until it is parsed. */
const CARD_END_ELEMENT = '<span id="login-card-end" hidden></span>';
export const RENDER_AFTER_CARD = '<link rel="expect" href="#login-card-end" blocking="render">';

/**
 * index.html with the card in its slot, between markers the service worker strips from its copy.
 * With the card, the login pages' own styles come inline (about 5 KB compressed): a first visit
 * then paints from the page alone, within the first round trip of a slow network. A signed-in
 * start, which has no card, keeps the link and the service worker's cached file. The sign-in texts' address goes in
 * a meta element, for the app to preload once the card has painted (apps/web/src/main.tsx).
 */
export function placeLoginCard(
  html: string,
  card: string,
  stylesheet: Stylesheet | null = null,
  signInTexts: string | undefined = undefined,
): string {
  let page = html.replace(LOGIN_CARD_SLOT, `${LOGIN_CARD_SLOT}${card}${CARD_END_ELEMENT}${LOGIN_CARD_END}`);
  // No paint before the whole card is parsed: on a busy phone the parser yields mid-document, and a
  // frame painted with half the card grows under the reader's eyes (a layout shift).
  page = page.replace('</head>', `${RENDER_AFTER_CARD}</head>`);
  // The whole stylesheet's link stays, disabled (not fetched, so not in the paint's way): the page's
  // entry enables it once the card has painted, and the app's loader of lazy screens finds it
  // there rather than fetching the same stylesheet again.
  if (stylesheet) {
    page = page.replace(
      stylesheet.tag,
      `<style>${stylesheet.css}</style>${stylesheet.tag.replace('>', ' disabled>')}`,
    );
  }
  // Not a preload link: fetched beside the page's own bytes, the texts would hold the paint back.
  if (signInTexts) {
    page = page.replace('</head>', `<meta name="sign-in-texts" content="${escapeHtml(signInTexts)}"></head>`);
  }
  return page;
}
