import path from 'node:path';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const fixtures = path.join(import.meta.dirname, 'fixtures');

/** Every rule of .dependency-cruiser.cjs that `from` breaks, as `rule: from -> to`. */
async function violations(baseDir: string, paths: string[]): Promise<string[]> {
  const options = await extractDepcruiseOptions(path.join(root, '.dependency-cruiser.cjs'));
  const cwd = process.cwd();
  process.chdir(baseDir);
  try {
    const result = await cruise(paths, { ...options, validate: true, baseDir });
    const output = result.output as ICruiseResult;
    return output.summary.violations
      .map((v) => `${v.rule.name}: ${v.from} -> ${v.to.replace(/^.*node_modules\//, '')}`)
      .sort();
  } finally {
    process.chdir(cwd);
  }
}

describe('architecture rules', () => {
  it('hold in the code', async () => {
    expect(await violations(root, ['apps/server/src', 'apps/web/src', 'packages/domain/src'])).toEqual([]);
  }, 60_000);

  it('each fire on a deliberate violation, and not on the allowed imports beside it', async () => {
    expect(await violations(fixtures, ['apps', 'packages'])).toEqual([
      'apps-stay-apart: apps/web/src/lib/format.ts -> apps/server/src/deps.ts',
      'domain-does-no-io: packages/domain/src/contracts/cart.ts -> fs',
      'domain-does-no-io: packages/domain/src/rules/pricing.ts -> apps/web/src/lib/format.ts',
      'domain-imports-no-app: packages/domain/src/rules/pricing.ts -> apps/web/src/lib/format.ts',
      'domain-rules-import-no-contract: packages/domain/src/rules/quantity.ts -> packages/domain/src/contracts/cart.ts',
      'no-import-loop: packages/domain/src/rules/loop-a.ts -> packages/domain/src/rules/loop-b.ts',
      'no-unused-file: apps/web/src/lib/unused.ts -> apps/web/src/lib/unused.ts',
      'server-app-is-the-root: apps/server/src/modules/orders/routes.ts -> apps/server/src/app.ts',
      'server-lower-layers-import-no-module: apps/server/src/db/client.ts -> apps/server/src/modules/orders/service.ts',
      'server-modules-meet-through-service: apps/server/src/modules/cart/service.ts -> apps/server/src/modules/orders/queries.ts',
      'server-seeds-use-services: apps/server/src/seed/demo.ts -> apps/server/src/modules/orders/fulfilment.ts',
      'server-sql-only-in-queries: apps/server/src/modules/orders/service.ts -> apps/server/src/db/sql.ts',
      'server-sql-only-in-queries: apps/server/src/modules/orders/service.ts -> drizzle-orm/index.d.ts',
      'web-feature-imports-no-app: apps/web/src/features/cart/CartPage.tsx -> apps/web/src/app/router.tsx',
      'web-feature-imports-no-other-feature: apps/web/src/features/catalogue/ListPage.tsx -> apps/web/src/features/cart/CartPage.tsx',
      'web-ordering-imports-no-feature: apps/web/src/ordering/bulk.ts -> apps/web/src/features/cart/CartPage.tsx',
      'web-shared-imports-nothing-above: apps/web/src/lib/api.ts -> apps/web/src/ordering/foc-mode.ts',
    ]);
  }, 60_000);
});
