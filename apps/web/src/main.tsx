import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { preloadableRoutes, routes } from './app/routes';
import { httpsTarget } from './lib/https-redirect';
import { trackSessions } from './lib/usage-tracking';
import './styles/global.css';

const secure = httpsTarget(location);
if (secure) location.replace(secure);

const router = createBrowserRouter(routes);
trackSessions();

// Preload every screen once the first one is shown (SPEC §2: preloading is on).
const preload = () => preloadableRoutes.forEach((load) => void load());
if ('requestIdleCallback' in window) requestIdleCallback(preload);
else setTimeout(preload, 1000);

const root = document.getElementById('root');
if (!root) throw new Error('#root mangler i index.html');
createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
