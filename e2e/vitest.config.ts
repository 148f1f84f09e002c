import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    // A failing test describes the pages it left open (address, text, errors, failed requests).
    setupFiles: ['support/failure-report.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One browser and one server per file; files run one after another on a 2-core machine.
    fileParallelism: false,
  },
});
