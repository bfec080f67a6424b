/** Rendering helpers: the app's routes, or one component, in a memory router. */
import { render, type RenderResult } from '@testing-library/react';
import { userEvent, type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type InitialEntry } from 'react-router';
import { vi } from 'vitest';
import { routes } from '../app/routes';
import { bot } from './fixtures';

type MemoryRouter = ReturnType<typeof createMemoryRouter>;

export interface Rendered extends RenderResult {
  user: UserEvent;
  router: MemoryRouter;
}

/** A user-event user whose pauses also move Vitest's fake timers when a test uses them. */
export function setupUser(): UserEvent {
  return userEvent.setup({
    advanceTimers: (ms) => {
      if (vi.isFakeTimers()) vi.advanceTimersByTime(ms);
    },
  });
}

function renderRouter(router: MemoryRouter): Rendered {
  const user = setupUser();
  return { user, router, ...render(<RouterProvider router={router} />) };
}

/**
 * Renders the app's own route table (loaders, guard, lazy screens) at `entry`: a path, or a
 * location with navigation state, as another screen would pass it.
 */
export function renderApp(entry: InitialEntry): Rendered {
  return renderRouter(createMemoryRouter(routes, { initialEntries: [entry] }));
}

/**
 * Renders one component inside a router at `path`. The component stays on screen at every
 * location, so a test reads where a link or button led from `router.state.location`.
 */
export function renderInRouter(ui: ReactElement, path = `/${bot}/chat`): Rendered {
  return renderRouter(createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] }));
}
