import { defineConfig } from 'vitest/config';
import { sigilIcons } from './apps/web/src/entities/sigil/sigil-icons-plugin';

export default defineConfig({
  test: {
    reporters: process.env.CI ? ['default', ['json', { outputFile: '.vitest-results.json' }]] : ['default'],
    projects: [
      {
        test: {
          name: 'engine',
          include: ['packages/engine/src/**/*.test.ts'],
          environment: 'node',
          // Sweeps over thousands of results take seconds on a busy machine; a bound, not a timing.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts', 'bench/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [sigilIcons()],
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // A page's whole flow (the initiative tracker's turns) takes seconds in jsdom on a busy machine.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['e2e/global-setup.ts'],
          setupFiles: ['e2e/csp-guard.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // A page can take a few seconds to settle on a busy machine; a wait is a bound, not a timing.
          expect: { poll: { timeout: 10_000 } },
          // On CI a browser test that fails is run once more, so a machine busy enough to miss one
          // page transition is not a red run; a real fault fails both times.
          retry: process.env.CI ? 1 : 0,
        },
      },
    ],
  },
});
