import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  LOGIN_CARD_FILE,
  LOGIN_CARD_MARKERS,
  LOGIN_CARD_STYLESHEET_FILE,
  type LoginCards,
} from '@restock/domain/app/login-card';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHELL_ICONS } from './shell-icons.ts';
import { APP_VERSION } from './src/lib/app-version.ts';

const run = promisify(execFile);

/**
 * `npm run build` run the way `NODE_ENV=development npm start` runs it (issue 16): the build is the
 * production one all the same, with the service worker's registration and the prerendered login
 * page (decision 078).
 */
describe('the web build', () => {
  const outDir = mkdtempSync(path.join(tmpdir(), 'restock-web-build-'));
  let scripts: string[] = [];
  let scriptFiles: string[] = [];

  beforeAll(async () => {
    await run(process.execPath, [path.join(import.meta.dirname, 'build.ts'), '--out-dir', outDir], {
      cwd: import.meta.dirname,
      env: { ...process.env, NODE_ENV: 'development' },
    });
    const assets = path.join(outDir, 'assets');
    scriptFiles = readdirSync(assets).filter((file) => file.endsWith('.js'));
    scripts = scriptFiles.map((file) => readFileSync(path.join(assets, file), 'utf8'));
  }, 300_000);
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('is a production build under NODE_ENV=development: production React and the service worker', () => {
    // React's development build checks the DOM's nesting; its production build links to its errors.
    expect(scripts.some((code) => code.includes('validateDOMNesting'))).toBe(false);
    expect(scripts.some((code) => code.includes('react.dev/errors'))).toBe(true);
    expect(existsSync(path.join(outDir, 'sw.js'))).toBe(true);
    // The development build left out the code that registers it.
    expect(scripts.some((code) => code.includes('sw.js'))).toBe(true);
  });

  it('writes the Background Sync script with the app version, imported by the worker, not precached', () => {
    const orderSync = readFileSync(path.join(outDir, 'sw-order-sync.js'), 'utf8');
    expect(orderSync).toContain(`const ORDER_SYNC_APP_VERSION = ${JSON.stringify(APP_VERSION)};`);
    const worker = readFileSync(path.join(outDir, 'sw.js'), 'utf8');
    expect(worker).toContain('importScripts("push-sw.js","sw-order-sync.js")');
    expect(worker.match(/sw-order-sync\.js/g)).toHaveLength(1);
  });

  it('writes the login page in each language, inert, with markers for the client to fill in', () => {
    const cards = JSON.parse(readFileSync(path.join(outDir, LOGIN_CARD_FILE), 'utf8')) as LoginCards;
    expect(Object.keys(cards).sort()).toEqual(['de', 'en', 'es']);
    const english = cards.en!.withoutSwitcher;
    expect(english.startsWith('<div inert=""')).toBe(true);
    expect(english).toContain(`Welcome to ${LOGIN_CARD_MARKERS.appName}`);
    expect(english).toContain(`© ${LOGIN_CARD_MARKERS.year} ${LOGIN_CARD_MARKERS.appName}`);
    expect(english).toContain(`src="${LOGIN_CARD_MARKERS.logoUrl}"`);
    expect(english).toContain('User name or mobile number');
    expect(english).not.toContain('<select');
    expect(cards.en!.withSwitcher).toContain('<option value="de">Deutsch</option>');
    expect(cards.de!.withoutSwitcher).toContain(`Willkommen bei ${LOGIN_CARD_MARKERS.appName}`);
  });

  it("writes the login pages' own stylesheet: their classes, not the signed-in screens' (decision 081)", () => {
    const css = readFileSync(path.join(outDir, LOGIN_CARD_STYLESHEET_FILE), 'utf8');
    const assets = path.join(outDir, 'assets');
    const whole = readFileSync(
      path.join(assets, readdirSync(assets).find((f) => /^index-.*\.css$/.test(f))!),
      'utf8',
    );
    // The card's rounded corners and its wide-screen grid are there; a class only the product
    // list uses is not.
    expect(css).toContain('.rounded-b-\\[2rem\\]');
    expect(css).toContain('lg\\:grid-cols-2');
    expect(whole).toContain('.line-clamp-2');
    expect(css).not.toContain('.line-clamp-2');
    expect(css.length).toBeLessThan(whole.length / 2);
  });

  it("keeps the shell's icons in one chunk, not one chunk per icon (decision 103)", () => {
    expect(scriptFiles.filter((file) => file.startsWith('shell-icons-'))).toHaveLength(1);
    // A chunk of its own is named after its icon and a hash of 8 characters.
    const alone = scriptFiles.filter((file) =>
      SHELL_ICONS.some((name) => file.startsWith(`${name}-`) && file.length === `${name}-12345678.js`.length),
    );
    expect(alone).toEqual([]);
  });
});
