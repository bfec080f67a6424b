import { useEffect, useLayoutEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { themeOf } from '../lib/theme';

/**
 * Shell of every screen: applies the route's chatbot theme to <html>, scrolls to the top on
 * each navigation (SPEC §2 router settings) and moves focus to the new page for keyboard and
 * screen-reader users.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  const theme = themeOf(pathname);
  useLayoutEffect(() => {
    const html = document.documentElement;
    html.dataset.theme = theme;
    const colour = getComputedStyle(html).getPropertyValue('--ds-color-accent-base-default');
    const meta = document.querySelector('meta[name="theme-color"]');
    if (meta && colour) meta.setAttribute('content', colour.trim());
  }, [theme]);
  const first = useRef(true);
  useEffect(() => {
    window.scrollTo(0, 0);
    // Not on the first load: the browser announces a new document itself.
    if (first.current) {
      first.current = false;
      return;
    }
    focusMainHeading();
  }, [pathname]);
  return <Outlet />;
}

/**
 * After a client-side move the new page's main heading gets focus, so that a screen reader
 * announces where the visitor landed and Tab starts from the top of the new content; the main
 * region when a page has no heading.
 */
function focusMainHeading(): void {
  const main = document.getElementById('innhold');
  const heading = main?.querySelector<HTMLElement>('h1');
  const target = heading ?? main;
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}
