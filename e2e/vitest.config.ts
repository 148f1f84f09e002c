import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    // A failing test describes the pages it left open (address, text, errors, failed requests).
    setupFiles: ['support/failure-report.ts'],
    testTimeout: 60_000,
    // A page's change can take seconds on a loaded 2-core machine (CI runs beside other work):
    // expect.poll waits up to 10 s unless a test says otherwise, not vitest's default 1 s.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 120_000,
    // One browser and one server per file; files run one after another on a 2-core machine.
    fileParallelism: false,
  },
});
