import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { measureLoginFirstLoad } from './first-load.ts';

/**
 * `npm run bench`: runs every scenario, prints one table and writes it as JSON to bench/results/.
 * Scenarios so far: the login page's first load. The catalogue, order and memory scenarios arrive
 * with the performance issue.
 */
const budgets = JSON.parse(readFileSync(path.join(import.meta.dirname, 'budgets.json'), 'utf8')) as Record<
  string,
  number
>;

interface Row {
  scenario: string;
  figure: string;
  value: number;
  unit: string;
  budget: number;
  pass: boolean;
}

const rows: Row[] = [];
const load = await measureLoginFirstLoad();
const js = load.jsGzipBytes / 1024;
const css = load.cssGzipBytes / 1024;
rows.push({
  scenario: 'login first load',
  figure: 'JS gzip',
  value: js,
  unit: 'KB',
  budget: budgets.loginFirstLoadJsGzipKB!,
  pass: js <= budgets.loginFirstLoadJsGzipKB!,
});
rows.push({
  scenario: 'login first load',
  figure: 'CSS gzip',
  value: css,
  unit: 'KB',
  budget: budgets.loginFirstLoadCssGzipKB!,
  pass: css <= budgets.loginFirstLoadCssGzipKB!,
});

console.table(
  rows.map((r) => ({
    ...r,
    value: `${r.value.toFixed(1)} ${r.unit}`,
    budget: `<= ${r.budget} ${r.unit}`,
    pass: r.pass ? 'pass' : 'FAIL',
  })),
);
for (const f of load.files)
  console.info(`  ${f.type} ${(f.gzipBytes / 1024).toFixed(1)} KB  ${new URL(f.url).pathname}`);

const dir = path.join(import.meta.dirname, 'results');
mkdirSync(dir, { recursive: true });
const file = path.join(dir, `bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
writeFileSync(
  file,
  `${JSON.stringify({ at: new Date().toISOString(), rows, files: load.files }, null, 2)}\n`,
);
console.info(`Written ${path.relative(process.cwd(), file)}`);
process.exitCode = rows.every((r) => r.pass) ? 0 : 1;
