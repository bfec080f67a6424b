/** The menu's states of SPEC §4. */
export type MenuState = 'closed' | 'open' | 'topics-open';
export type MenuEvent = 'openMenu' | 'openTopicsMenu' | 'closeTopicsMenu' | 'closeMenu';

/**
 * SPEC §4: openMenu → open; openTopicsMenu → topics-open; closeTopicsMenu → open; closeMenu
 * closes both. Navigation ends close the menu too (see use-menu.ts).
 */
export function nextMenuState(state: MenuState, event: MenuEvent): MenuState {
  switch (event) {
    case 'openMenu':
      return 'open';
    case 'openTopicsMenu':
      return 'topics-open';
    case 'closeTopicsMenu':
      return state === 'topics-open' ? 'open' : state;
    case 'closeMenu':
      return 'closed';
  }
}
