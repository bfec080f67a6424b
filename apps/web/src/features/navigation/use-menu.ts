import { useCallback } from 'react';
import { useLocationState } from '../../lib/use-location-state';
import { nextMenuState, type MenuEvent, type MenuState } from './menu-state';

/** The menu's state; any completed navigation closes the menu (SPEC §2). */
export function useMenu(): [MenuState, (event: MenuEvent) => void] {
  const [state, setState] = useLocationState<MenuState>('closed');
  const dispatch = useCallback(
    (event: MenuEvent) => setState(nextMenuState(state, event)),
    [state, setState],
  );
  return [state, dispatch];
}
