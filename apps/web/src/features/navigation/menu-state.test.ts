import { describe, expect, it } from 'vitest';
import { nextMenuState, type MenuEvent, type MenuState } from './menu-state';

describe('nextMenuState', () => {
  it.each<[MenuState, MenuEvent, MenuState]>([
    ['closed', 'openMenu', 'open'],
    ['open', 'openTopicsMenu', 'topics-open'],
    ['topics-open', 'closeTopicsMenu', 'open'],
    ['closed', 'closeTopicsMenu', 'closed'],
    ['open', 'closeMenu', 'closed'],
    ['topics-open', 'closeMenu', 'closed'],
  ])('from %s, %s leads to %s', (from, event, to) => {
    expect(nextMenuState(from, event)).toBe(to);
  });
});
