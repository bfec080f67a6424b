import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { subPageOf } from './api';

interface Screen {
  url: string;
  /** The level-1 heading that proves the right screen rendered: see `headingOf`. */
  heading?: string | RegExp;
  /** A sub-page's screen, whose heading is the page's title in the content. */
  subPage?: number;
  title: string | RegExp;
  /** The name of its screenshot in screenshots.spec.ts, for the screens photographed. */
  shot?: string;
}

/** Every client route of SPEC §2 that renders, with what proves it rendered the right screen. */
export const screens: Screen[] = [
  { url: '/dina', heading: 'Hei, jeg er Dina!', title: 'Forside – Dina', shot: 'landing' },
  { url: '/home', heading: 'Hei, jeg er Dina!', title: 'Forside – Dina' },
  { url: '/dina/side/1', subPage: 1, title: / – Dina$/, shot: 'sub-page' },
  { url: '/dina/personvern', heading: 'Personvern', title: 'Personvern – Dina', shot: 'privacy' },
  { url: '/dina/formål', heading: 'Formål', title: 'Formål – Dina', shot: 'purpose' },
  {
    url: '/dina/menneskene-bak',
    heading: 'Menneskene bak Dina',
    title: 'Menneskene bak Dina – Dina',
    shot: 'people-behind',
  },
  {
    url: '/dina/tidsbruk',
    heading: 'Total tidsbruk',
    title: 'Total tidsbruk – Dina',
    shot: 'usage',
  },
  { url: '/dina/chat', heading: 'Chat med Dina', title: 'Dina' },
  {
    url: '/ibs/chat',
    heading: 'Chat med IBS-veilederen',
    title: 'IBS-veilederen',
    shot: 'ibs-chat',
  },
  {
    url: '/login',
    heading: 'Velkommen til chatboten Dina',
    title: 'Velkommen til chatboten Dina',
    shot: 'login',
  },
  { url: '/dina/side/999999', heading: 'Fant ikke siden', title: 'Fant ikke siden' },
  { url: '/ukjent-bot', heading: 'Fant ikke siden', title: 'Fant ikke siden', shot: 'not-found' },
];

/** The heading a screen shows: its own, or for a sub-page the page's title from the API. */
export async function headingOf(
  screen: Screen,
  request: APIRequestContext,
): Promise<string | RegExp> {
  if (screen.heading !== undefined) return screen.heading;
  return (await subPageOf(request, screen.subPage!)).header;
}

/** Fails when the page is wider than the screen, so that it scrolls sideways. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
}

/**
 * Tabs through the page forwards, then backwards, and fails when a focused element is covered
 * at its centre by something else, such as a sticky header or footer (WCAG 2.4.11).
 */
export async function expectNoFocusUnderBars(page: Page, stops = 40): Promise<void> {
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < stops; i++) {
      await page.keyboard.press(key);
      const covered = await page.evaluate(() => {
        const el = document.activeElement;
        if (!el || el === document.body) return null;
        // A link that wraps has a box per line; the first line's centre is on the link itself.
        const r = el.getClientRects()[0];
        if (!r || r.width === 0 || r.height === 0) return null;
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return hit !== null && hit !== el && !el.contains(hit)
          ? `${el.tagName} «${el.textContent?.trim().slice(0, 40)}» under ${hit.tagName}.${hit.className}`
          : null;
      });
      expect(covered, `${key} ${i + 1}`).toBeNull();
    }
  }
}
