import { useEffect, type RefObject } from 'react';

/**
 * Keeps the CSS custom property `name` on the root element equal to the element's height in
 * pixels, so scroll padding can match a sticky bar whose height depends on the screen (links
 * wrap to more lines on narrow phones, the chat footer grows with its suggestions) and on the
 * text size.
 */
export function useHeightVariable(element: RefObject<HTMLElement | null>, name: string) {
  useEffect(() => {
    const el = element.current;
    if (!el) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      root.style.setProperty(name, `${el.getBoundingClientRect().height}px`);
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
      root.style.removeProperty(name);
    };
  }, [element, name]);
}
