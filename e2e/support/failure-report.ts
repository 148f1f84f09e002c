import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { beforeEach } from 'vitest';
import { describeOpenPages } from './browser.ts';
import { ARTIFACTS } from './retailer.ts';

/**
 * Every browser test (vitest setupFiles): when it fails, the open pages are described on the
 * console and photographed (e2e/artifacts/FAILED-<test>-<n>.png), so a failure in CI, where only
 * the console is kept, tells where the app stood.
 */
beforeEach(({ task, onTestFailed }) => {
  onTestFailed(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    const name = task.name.replace(/\W+/g, '-').slice(0, 60);
    const report = await describeOpenPages((n) => path.join(ARTIFACTS, `FAILED-${name}-${n}.png`));
    console.error(`Open pages when "${task.name}" failed:\n${report || '(none)'}`);
  });
});
