import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM } from '../e2e/support/browser.ts';
import { startServer } from '../e2e/support/server.ts';

export interface PageAudit {
  page: string;
  /** Lighthouse performance score, 0..100. */
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Chrome's own installability check (the manifest and service worker of the page). */
  installable: boolean;
  installabilityErrors: string[];
  /** Every round's score, in order (the page's figures are its median round's). */
  scores?: number[];
  /** Every round's LCP in ms, in order (the login page's is compared with the reference's per round). */
  lcpRounds?: number[];
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The name of the reference page's audit. */
export const NO_SCRIPT_REFERENCE = 'no-script page (reference)';

/** Audits per page: Lighthouse's own advice for its run-to-run variance is the median of several. */
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

/**
 * Lighthouse (mobile emulation, simulated throttling: its defaults) on the login page, home and
 * the product list of the demo, in Debian's Chromium, RUNS rounds, each in a fresh browser profile
 * (so the login page is a first visit every time). In a round the no-script reference page is
 * audited first, then the login page,
 * then retailer1 signs in there, and home and the product list are audited with that session
 * (storage is kept between audits). Each page reports its median round by score (its LCP and TBT
 * are that round's), the worst CLS of the rounds, and installable only if every round was. PWA
 * installability is Chrome's own check (Page.getInstallabilityErrors); Lighthouse dropped its PWA
 * category in version 12.
 */
export async function auditPages(): Promise<PageAudit[]> {
  const server = await startServer();
  const reference = await startNoScriptPage();
  try {
    const rounds: PageAudit[][] = [];
    for (let round = 0; round < RUNS; round++)
      rounds.push(await auditRound(server.url, reference.url, round));
    return rounds[0]!.map((first, i) => {
      const runs = rounds.map((audits) => audits[i]!).sort((a, b) => a.performance - b.performance);
      const median = runs[Math.floor((runs.length - 1) / 2)]!;
      return {
        ...median,
        page: first.page,
        cls: Math.max(...runs.map((r) => r.cls)),
        installable: runs.every((r) => r.installable),
        installabilityErrors: [...new Set(runs.flatMap((r) => r.installabilityErrors))],
        scores: rounds.map((audits) => audits[i]!.performance),
        lcpRounds: rounds.map((audits) => audits[i]!.lcpMs),
      };
    });
  } finally {
    await server.stop();
    await new Promise((resolve) => reference.server.close(resolve));
  }
}

/**
 * The login page's reference (decision 078): a plain page with a heading and two lines of text, no
 * stylesheet and no script, from a bare Node server on this machine. Its LCP is the floor that
 * Lighthouse's simulated phone and network put under any page; the login page's LCP is compared
 * with it in the same round.
 */
export const NO_SCRIPT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Reference</title></head>
<body><h1>Welcome to Restock</h1><p>Order stock from your distributors, any time.</p>
<p>Enter your user name or registered mobile number.</p></body></html>`;

async function startNoScriptPage(): Promise<{ url: string; server: Server }> {
  const server = createHttpServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
    res.end(NO_SCRIPT_PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return { url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`, server };
}

async function auditRound(serverUrl: string, referenceUrl: string, round: number): Promise<PageAudit[]> {
  const profile = mkdtempSync(path.join(tmpdir(), 'restock-lighthouse-'));
  const port = await freePort();
  const audits: PageAudit[] = [];
  let context: Awaited<ReturnType<typeof chromium.launchPersistentContext>> | null = null;
  try {
    const browser = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      headless: true,
      viewport: { width: 412, height: 823 },
      args: [
        `--remote-debugging-port=${port}`,
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    });
    context = browser;
    const audit = async (name: string, pathName: string, origin = serverUrl) => {
      const run = async () => {
        const result = await lighthouse(`${origin}${pathName}`, {
          port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          disableStorageReset: true,
        });
        if (!result) throw new Error(`Lighthouse gave no result for ${pathName}`);
        return result.lhr;
      };
      // On a busy machine Lighthouse now and then loses the trace of a load (NO_NAVSTART): that
      // load is measured again, once.
      let lhr = await run();
      if (lhr.runtimeError) lhr = await run();
      if (lhr.runtimeError) throw new Error(`Lighthouse on ${pathName}: ${lhr.runtimeError.message}`);
      // BENCH_LIGHTHOUSE_REPORTS=<folder> keeps each page's full report (long tasks, script
      // bootup) for finding what blocks the main thread.
      const reports = process.env.BENCH_LIGHTHOUSE_REPORTS;
      if (reports) {
        mkdirSync(reports, { recursive: true });
        writeFileSync(
          path.join(reports, `${name.replace(/\W+/g, '-')}-${round + 1}.json`),
          JSON.stringify(lhr),
        );
      }
      const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const page = await browser.newPage();
      await page.goto(`${origin}${pathName}`, { waitUntil: 'networkidle' });
      const cdp = await browser.newCDPSession(page);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: Array<{ errorId: string }>;
      };
      await page.close();
      audits.push({
        page: name,
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        lcpMs: numeric('largest-contentful-paint'),
        tbtMs: numeric('total-blocking-time'),
        cls: numeric('cumulative-layout-shift'),
        installable: installabilityErrors.length === 0,
        installabilityErrors: installabilityErrors.map((e) => e.errorId),
      });
    };

    await audit(NO_SCRIPT_REFERENCE, '/', referenceUrl);
    await audit('login', '/');

    const page = await browser.newPage();
    await page.goto(serverUrl);
    await page.getByLabel('User name or mobile number').fill('retailer1');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Password', { exact: true }).fill('Retailer@123');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const modal = page.getByRole('dialog', { name: 'Choose your distributor' });
    await modal.waitFor();
    await modal.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/ivy/home');
    await page.close();

    await audit('home', '/ivy/home');
    await audit('product list', '/ivy/products');
    return audits;
  } finally {
    await context?.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
