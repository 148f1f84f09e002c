import { readFileSync } from 'node:fs';
import path from 'node:path';
import { compile, optimize } from '@tailwindcss/node';
import { Scanner } from '@tailwindcss/oxide';

/**
 * The stylesheet of the prerendered login page alone (decision 081): the app's stylesheet compiled
 * again with only the classes the pages use. The server inlines it in place of the whole
 * stylesheet (80 KB, 14 KB compressed), so a first visit's page stays within the first round trip
 * of a new connection; the whole stylesheet follows once the page has painted.
 */
export async function loginCardStylesheet(pages: string[], srcDir: string): Promise<string> {
  const candidates = new Scanner({}).scanFiles(pages.map((content) => ({ content, extension: 'html' })));
  const compiler = await compile(readFileSync(path.join(srcDir, 'styles.css'), 'utf8'), {
    base: srcDir,
    onDependency: () => {},
  });
  return optimize(compiler.build(candidates), { minify: true }).code;
}
