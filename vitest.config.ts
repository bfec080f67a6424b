import { defineConfig } from 'vitest/config';

// Workspace packages resolve to their TypeScript sources (the "source" export condition),
// so tests never run against a stale build.
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each project extends this file (resolve, ssr and the timeouts above).
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['{apps,packages,bench}/**/*.test.{ts,tsx}'],
          exclude: [
            '**/node_modules/**',
            '**/dist/**',
            'apps/web/e2e/**',
            'apps/web/src/**/*.test.tsx',
          ],
        },
      },
      // The web app's component tests: jsdom, Testing Library and MSW (apps/web/src/test).
      {
        extends: true,
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'jsdom',
          // One jsdom and module graph for all its files, 2–3× faster; the setup file resets
          // what a test changes (DOM, storage, mocks, timers, API handlers) after each test.
          isolate: false,
          setupFiles: ['apps/web/src/test/setup.ts'],
        },
      },
    ],
  },
});
