import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium } from '../support/browser.ts';
import { measureHomeFirstLoad, measureLoginFirstLoad } from '../support/first-load.ts';
import { type RunningServer, startServer } from '../support/server.ts';

/** The same budgets `npm run bench` holds the first loads to (bench/budgets.json). */
const budgets = JSON.parse(
  readFileSync(path.join(import.meta.dirname, '../../bench/budgets.json'), 'utf8'),
) as Record<string, number>;

/**
 * A new feature's screens load as chunks of their own: the JavaScript of the login page and of
 * home does not grow with them (decision 096). The budgets sit just above today's figures, so a
 * change that grows either fails here, on every change, not only when someone runs the bench.
 */
describe.skipIf(!hasChromium)('first load', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('of the login page stays within its JavaScript and CSS budgets', async () => {
    const load = await measureLoginFirstLoad(server.url);
    expect(load.jsGzipBytes / 1024).toBeLessThanOrEqual(budgets.loginFirstLoadJsGzipKB!);
    expect(load.cssGzipBytes / 1024).toBeLessThanOrEqual(budgets.loginFirstLoadCssGzipKB!);
    // No signed-in screen's code comes with the login page.
    expect(load.files.map((file) => file.url).join(' ')).not.toMatch(/signed-in-routes|ShellLayout|HomePage/);
  });

  it('of home, signed in with nothing cached, stays within its JavaScript budget', async () => {
    const load = await measureHomeFirstLoad(server.url);
    expect(load.jsGzipBytes / 1024).toBeLessThanOrEqual(budgets.homeFirstLoadJsGzipKB!);
  });
});
