import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { guard } from './guard';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

type Lazy = NonNullable<RouteObject['lazy']>;
/** Runs the guard before the screen's own loader, so a refused visitor loads no data. */
const guarded = (lazy: () => Promise<LazyRoute>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => {
    const route = await lazy();
    const own = route.loader;
    return {
      ...route,
      loader: (args: LoaderFunctionArgs) => guard() ?? (own ? own(args) : null),
    };
  },
});
type LazyRoute = Pick<RouteObject, 'Component' | 'loader' | 'ErrorBoundary'> & {
  loader?: (args: LoaderFunctionArgs) => unknown;
};

// Each screen is its own chunk; all are preloaded once the first screen has rendered.
const landing = () => import('./routes/landing');
const chat = () => import('./routes/chat');
const subPage = () => import('./routes/sub-page');
const info = () => import('./routes/info-pages');
const login: Lazy = () => import('./routes/login');
const notFound: Lazy = () => import('./not-found-route');

export const preloadableRoutes = [landing, chat, subPage, info, login];

/** The route table of SPEC §2. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { path: 'login', lazy: login },
      { index: true, loader: () => redirect('/home') },
      { path: 'home', ...guarded(landing) },
      { path: ':chatbotIdentificator', ...guarded(landing) },
      { path: ':chatbotIdentificator/chat', ...guarded(chat) },
      { path: ':chatbotIdentificator/side/:subPageId', ...guarded(subPage) },
      { path: ':chatbotIdentificator/personvern', lazy: async () => (await info()).privacyRoute },
      { path: ':chatbotIdentificator/formål', lazy: async () => (await info()).purposeRoute },
      {
        path: ':chatbotIdentificator/menneskene-bak',
        lazy: async () => (await info()).peopleBehindRoute,
      },
      { path: ':chatbotIdentificator/tidsbruk', lazy: async () => (await info()).usageRoute },
      { path: '*', lazy: notFound },
    ],
  },
];
