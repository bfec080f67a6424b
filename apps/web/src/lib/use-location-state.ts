import { useCallback, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * State that belongs to the location it was set at: after any completed navigation (a new
 * location key) it reads as `initial` again. Menus and modals close on navigation this way
 * (SPEC §2, §4) without an effect to keep in sync. `initial` must not change between renders.
 */
export function useLocationState<T>(initial: T): [T, (next: T) => void] {
  const { key } = useLocation();
  const [held, setHeld] = useState<{ value: T; key: string }>({ value: initial, key });
  const value = held.key === key ? held.value : initial;
  const set = useCallback((next: T) => setHeld({ value: next, key }), [key]);
  return [value, set];
}
