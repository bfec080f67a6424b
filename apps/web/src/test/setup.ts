// Setup of the web project's component tests (vitest.config.ts): jest-dom matchers, the
// browser features jsdom lacks, and the mock API, fresh for every test.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { cancelScroll } from '../lib/scroll';
import { installBrowserGaps, resetBrowserGaps } from './browser-gaps';
import { server } from './server';

installBrowserGaps();
// Some flows wait for the chat's own 500 ms delay and a route's data; the CPU may be shared.
configure({ asyncUtilTimeout: 3_000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

afterEach(() => {
  cleanup();
  // An animated scroll a test started must not tick on into the next file, or after jsdom is
  // gone (CI once saw «window is not defined» from scroll.ts).
  cancelScroll();
  vi.useRealTimers();
  vi.restoreAllMocks();
  server.resetHandlers();
  resetBrowserGaps();
  localStorage.clear();
  sessionStorage.clear();
  document.head.querySelector('meta[name="app-config"]')?.remove();
  document.title = '';
});

afterAll(() => server.close());
