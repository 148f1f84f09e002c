import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', root: 'packages/domain', include: ['test/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['test/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file builds its own app and database; two at a time fits a 2-core machine.
          maxWorkers: 2,
        },
      },
      { test: { name: 'architecture', root: 'architecture', include: ['*.test.ts'] } },
      {
        test: {
          name: 'web',
          root: 'apps/web',
          // build.test.ts runs the production build (about 10 s on a quiet machine).
          include: ['src/**/*.test.ts', 'build.test.ts'],
          passWithNoTests: true,
        },
      },
    ],
  },
});
