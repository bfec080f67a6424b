import { useEffect, type RefObject } from 'react';

/**
 * Keeps the CSS custom property `name` on the root element equal to the element's height in
 * pixels while `enabled`, so scroll padding can match a sticky bar whose height depends on the
 * screen (its links wrap to more lines on narrow phones) and on the text size.
 */
export function useHeightVariable(
  element: RefObject<HTMLElement | null>,
  name: string,
  enabled = true,
) {
  useEffect(() => {
    const el = element.current;
    if (!enabled || !el) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      root.style.setProperty(name, `${el.getBoundingClientRect().height}px`);
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
      root.style.removeProperty(name);
    };
  }, [element, name, enabled]);
}
