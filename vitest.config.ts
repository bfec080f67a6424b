import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Workers per project. The API tests spend much of their time waiting (databases, child
 * processes, timers), so two files run at once even on CI's two cores (Vitest's default is one
 * fewer worker than cores). Both projects must use the same number to run side by side.
 */
const maxWorkers = Math.max(2, availableParallelism() - 1);

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
          // One module graph per worker instead of one per file: PGlite's WebAssembly is
          // compiled and Fastify imported once per worker. No test here mocks a module or leaves
          // global state behind (timers restored, env passed, not set).
          maxWorkers,
          isolate: false,
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
          maxWorkers,
          setupFiles: ['apps/web/src/test/setup.ts'],
        },
      },
    ],
  },
});
