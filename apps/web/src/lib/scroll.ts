/** SPEC §9: scrolling in the chat is animated over 650 ms, easeInOutQuad, in 16 ms ticks. */
export const SCROLL_DURATION_MS = 650;
const TICK_MS = 16;

/** easeInOutQuad over t in [0, 1]. */
export const easeInOutQuad = (t: number): number =>
  t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

let running: ReturnType<typeof setInterval> | undefined;

/**
 * Scrolls the window to `top` (or the bottom, for 'bottom'), instantly when the visitor
 * prefers reduced motion. A new scroll cancels one in progress.
 */
export function animateScroll(top: number | 'bottom'): void {
  cancelScroll();
  const target = () =>
    top === 'bottom' ? document.documentElement.scrollHeight - window.innerHeight : top;
  if (reducedMotion()) {
    window.scrollTo({ top: target(), behavior: 'instant' });
    return;
  }
  const from = window.scrollY;
  const start = performance.now();
  running = setInterval(() => {
    const t = Math.min(1, (performance.now() - start) / SCROLL_DURATION_MS);
    window.scrollTo({ top: from + (target() - from) * easeInOutQuad(t), behavior: 'instant' });
    if (t === 1) {
      clearInterval(running);
      running = undefined;
    }
  }, TICK_MS);
}

/** Stops an animated scroll in progress, where it is. */
export function cancelScroll(): void {
  clearInterval(running);
  running = undefined;
}

/** Whether one of our own animated scrolls is under way (its scroll events are not the visitor's). */
export const isAnimating = (): boolean => running !== undefined;

/** Whether the window is scrolled to (near) its bottom: new answers may scroll it further. */
export const isNearBottom = (slack = 120): boolean =>
  window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - slack;

/**
 * Where to scroll for a new answer: the bottom, unless the answer is taller than what is left
 * of the screen, in which case its start, just below the sticky header (the document's scroll
 * padding), so a long answer is read from its first line and not from its middle.
 */
export function scrollTargetFor(answer: Element | null): number | 'bottom' {
  if (!answer) return 'bottom';
  const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  const start = answer.getBoundingClientRect().top + window.scrollY - padding;
  const bottom = document.documentElement.scrollHeight - window.innerHeight;
  return start < bottom ? Math.max(0, start) : 'bottom';
}
