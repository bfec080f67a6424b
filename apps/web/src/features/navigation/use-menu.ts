import { useCallback, useState } from 'react';
import { useLocation } from 'react-router';
import { nextMenuState, type MenuEvent, type MenuState } from './menu-state';

/**
 * The menu's state, tied to the location it was opened at: any completed navigation gives a
 * new location key and so closes the menu (SPEC §2), without an effect to keep in sync.
 */
export function useMenu(): [MenuState, (event: MenuEvent) => void] {
  const { key } = useLocation();
  const [menu, setMenu] = useState<{ state: MenuState; key: string }>({ state: 'closed', key });
  const state = menu.key === key ? menu.state : 'closed';
  const dispatch = useCallback(
    (event: MenuEvent) =>
      setMenu((m) => ({ state: nextMenuState(m.key === key ? m.state : 'closed', event), key })),
    [key],
  );
  return [state, dispatch];
}
