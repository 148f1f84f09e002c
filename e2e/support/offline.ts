/** Helpers of the offline browser tests (decision 124): the kept answers on the device, timings. */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * The kept answers' entry as stored in IndexedDB (decision 124), described: absent, or sealed (an
 * AES-GCM iv and cipher bytes) and whether `plain` can be read in its bytes.
 */
export function storedEntry(page: Page, plain: string): Promise<'absent' | 'sealed' | 'readable'> {
  return page.evaluate(
    (text) =>
      new Promise<'absent' | 'sealed' | 'readable'>((resolve, reject) => {
        const open = indexedDB.open('restock');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const req = open.result.transaction('secure').objectStore('secure').get('v:queryCache');
          req.onerror = () => reject(req.error);
          req.onsuccess = () => {
            const entry = req.result as { iv?: Uint8Array; data?: ArrayBuffer } | undefined;
            if (entry === undefined) return resolve('absent');
            const bytes = new TextDecoder().decode(entry.data ?? new ArrayBuffer(0));
            resolve(entry.iv?.length === 12 && !bytes.includes(text) ? 'sealed' : 'readable');
          };
        };
      }),
    plain,
  );
}

/** Until the kept answers are on the device. */
export async function waitForKeptAnswers(page: Page): Promise<void> {
  await expect.poll(() => storedEntry(page, 'ProductName'), { timeout: 15_000 }).not.toBe('absent');
}

/**
 * Until this page's answers are kept: the keeper's chunk loads a few seconds after the shell starts
 * (decision 124), and every page.goto starts the shell again; then its first, throttled write (1 s).
 */
export async function keptAfterThisPage(page: Page): Promise<void> {
  await page.waitForFunction(
    () => performance.getEntriesByType('resource').some((e) => e.name.includes('OfflineKeeper')),
    null,
    { timeout: 15_000 },
  );
  await page.waitForTimeout(1500);
}

/**
 * Opens `path` and answers the milliseconds from the navigation's start until `testId` is in the
 * page, read in the page on the first animation frame that has it (page.goto's own wait for the
 * load event would add every product picture's load).
 */
export async function openAndTime(page: Page, path: string, testId: string): Promise<number> {
  await page.goto(path, { waitUntil: 'commit' });
  const shown = await page.waitForFunction(
    (id) => (document.querySelector(`[data-testid="${id}"]`) ? performance.now() : 0),
    testId,
    { polling: 'raf', timeout: 5_000 },
  );
  return (await shown.jsonValue()) as number;
}

/** Signed in on home with the service worker in control (so the app shell opens offline). */
export async function withServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}
