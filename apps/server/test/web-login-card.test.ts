import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_CLIENT_LOOK } from '@restock/domain/app/demo-client';
import {
  LOGIN_CARD_FILE,
  LOGIN_CARD_MARKERS,
  LOGIN_CARD_STYLESHEET_FILE,
  type LoginCards,
} from '@restock/domain/app/login-card';
import type { TPageConfig } from '@restock/domain/contracts/appconfig';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginCardFor } from '../src/modules/web-host/login-card.ts';
import { createTestApp, engine, type TestApp } from './support/harness.ts';

/** A build's output in miniature: index.html with the card's slot and the prerendered pages. */
const { appName, logoUrl, year } = LOGIN_CARD_MARKERS;
const page = (lang: string, switcher: boolean) =>
  `<div inert=""><h1 lang="${lang}">Welcome to ${appName}</h1><img src="${logoUrl}" alt="${appName}">` +
  (switcher
    ? '<select><option value="en" selected="">English</option><option value="es">Español</option><option value="de">Deutsch</option></select>'
    : '') +
  `<p>© ${year} ${appName}</p></div>`;
const CARDS: LoginCards = Object.fromEntries(
  ['en', 'es', 'de'].map((lang) => [
    lang,
    { withSwitcher: page(lang, true), withoutSwitcher: page(lang, false) },
  ]),
);
const INDEX =
  '<!doctype html><html lang="en"><head><meta name="theme-color" content="#000"><title>x</title><!--page-config-->' +
  '<link rel="stylesheet" crossorigin href="/assets/index-a1.css"></head>' +
  '<body><div id="root"><!--login-card--></div></body></html>';

describe(`index.html with the prerendered login page (${engine}, decision 078)`, () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'restock-dist-'));
  let t: TestApp;
  beforeAll(async () => {
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), INDEX);
    writeFileSync(path.join(dist, 'assets/index-a1.css'), '.card{color:red}.shell{color:green}');
    writeFileSync(path.join(dist, LOGIN_CARD_STYLESHEET_FILE), '.card{color:red}');
    writeFileSync(path.join(dist, 'assets/en-sign-in-a1.js'), 'export default {}');
    writeFileSync(path.join(dist, LOGIN_CARD_FILE), JSON.stringify(CARDS));
    t = await createTestApp({ env: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const open = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it('paints the login page for a visitor without the signed-in hint, at any address', async () => {
    for (const url of ['/', '/ivy/home', '/index.html']) {
      const res = await open(url, 'other=1');
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(
        `<div id="root"><!--login-card--><div inert=""><h1 lang="en">Welcome to Restock</h1>`,
      );
      expect(res.body).toContain(
        `<p>© ${new Date().getUTCFullYear()} Restock</p></div><span id="login-card-end" hidden></span><!--/login-card--></div>`,
      );
      // No frame is painted with half the card: the first paint waits until its end is parsed.
      expect(res.body).toContain('<link rel="expect" href="#login-card-end" blocking="render">');
      expect(res.body).toContain('<img src="/brand/logo.svg" alt="Restock">');
      // The demo client offers all three languages.
      expect(res.body).toContain('<option value="de">Deutsch</option>');
      expect(res.headers.vary).toMatch(/cookie/i);
      // The sign-in texts are named for after the paint, not preloaded beside the page.
      expect(res.body).toContain('<meta name="sign-in-texts" content="/assets/en-sign-in-a1.js"></head>');
      expect(res.body).not.toContain('modulepreload');
      // The page paints from itself: the login pages' own styles come inline, the whole stylesheet
      // waits, disabled, for the page's entry to enable it after the paint.
      expect(res.body).toContain(
        '<style>.card{color:red}</style><link rel="stylesheet" crossorigin href="/assets/index-a1.css" disabled>',
      );
      expect(res.body).not.toContain('.shell{');
      // The client's colour is there before the app's script sets it.
      expect(res.body).toMatch(/<html lang="en" style="--color-brand:#0f766e;--color-brand-30:#2d948c;/);
    }
  });

  it('leaves it out for a signed-in browser and for the automatic sign-in of ?mob=', async () => {
    for (const [url, cookie] of [
      ['/', 'signed-in=1'],
      ['/ivy/home', 'a=b; signed-in=1'],
      ['/?mob=9000000002', undefined],
    ] as const) {
      const res = await open(url, cookie);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"><!--login-card--></div>');
      expect(res.body).not.toContain('Welcome to');
      expect(res.body).not.toContain('rel="expect"');
      expect(res.body).toContain('<link rel="stylesheet" crossorigin href="/assets/index-a1.css">');
      expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/en-sign-in-a1.js">');
    }
  });
});

describe('the login page for a client', () => {
  const demo: TPageConfig = {
    clientCode: 'demo',
    ...DEMO_CLIENT_LOOK,
    minAppVersion: '4.6.0.0',
    isEnableOnboardContractAgreement: true,
    isEnableAcceptTermsAndConditions: true,
    isEnableResendOtp: true,
    otpResendSeconds: 30,
  };
  const card = (config: Partial<TPageConfig>) =>
    loginCardFor(CARDS, { ...demo, ...config }, { url: '/', cookie: undefined }, 2026);

  it("is in the client's default language, with the languages it offers, its name escaped", () => {
    const html = card({ defaultLanguage: 'de', languages: ['de', 'en', 'fr'], appName: 'A&B <Shop>' })!;
    expect(html).toContain('<h1 lang="de">Welcome to A&#38;B &#60;Shop&#62;</h1>');
    expect(html).toContain(
      '<option value="en" selected="">English</option><option value="de">Deutsch</option>',
    );
    expect(html).not.toContain('Español');
    expect(html).toContain('© 2026 A&#38;B &#60;Shop&#62;');
  });

  it('has no switcher for one language or without multi-language, and English for a language we do not ship', () => {
    expect(card({ languages: ['en'] })).not.toContain('<select');
    expect(card({ multiLanguage: false })).not.toContain('<select');
    expect(card({ defaultLanguage: 'fr' })).toContain('<h1 lang="en">');
  });

  it("is left out where the client overrides the language's texts (they would change under the reader)", () => {
    expect(card({ translationOverrides: { en: { 'login.welcome': 'Hello' } } })).toBeNull();
    expect(card({ translationOverrides: { es: { 'login.welcome': 'Hola' } } })).not.toBeNull();
  });
});
