import { gzipSync } from 'node:zlib';
import { launchBrowser } from '../e2e/support/browser.ts';
import { startServer } from '../e2e/support/server.ts';

export interface FirstLoad {
  jsGzipBytes: number;
  cssGzipBytes: number;
  files: Array<{ url: string; type: 'js' | 'css'; gzipBytes: number }>;
}

/**
 * The JavaScript and CSS a phone downloads to show the login page, measured in a real browser:
 * every script and stylesheet response until the page is idle, and the stylesheet inlined in the
 * page, gzip-compressed at level 9 as a server would send them.
 */
export async function measureLoginFirstLoad(): Promise<FirstLoad> {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const pending: Array<Promise<FirstLoad['files'][number] | null>> = [];
    page.on('response', (res) => {
      const type = res.request().resourceType();
      if (type === 'document') {
        // A first visit gets the stylesheet inline with the prerendered login page (decision 078).
        pending.push(
          res
            .text()
            .then((html) => {
              const inline = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
              return inline
                ? ({
                    url: `${res.url()} (inline <style>)`,
                    type: 'css',
                    gzipBytes: gzipSync(inline, { level: 9 }).length,
                  } as const)
                : null;
            })
            .catch(() => null),
        );
        return;
      }
      if (type !== 'script' && type !== 'stylesheet') return;
      pending.push(
        res
          .body()
          .then(
            (body) =>
              ({
                url: res.url(),
                type: type === 'script' ? 'js' : 'css',
                gzipBytes: gzipSync(body, { level: 9 }).length,
              }) as const,
          )
          .catch(() => null),
      );
    });
    await page.goto(server.url, { waitUntil: 'networkidle' });
    await page.getByRole('button').first().waitFor();
    const files = (await Promise.all(pending)).filter((f): f is NonNullable<typeof f> => f !== null);
    const sum = (type: 'js' | 'css') =>
      files.filter((f) => f.type === type).reduce((n, f) => n + f.gzipBytes, 0);
    return { jsGzipBytes: sum('js'), cssGzipBytes: sum('css'), files };
  } finally {
    await browser.close();
    await server.stop();
  }
}
