import { useEffect, useLayoutEffect } from 'react';
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
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return <Outlet />;
}
