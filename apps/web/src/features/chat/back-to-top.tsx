import { nb } from '../../lib/nb';
import { animateScroll } from '../../lib/scroll';

/** 'Starten av samtalen' (SPEC §2): scrolls to the first message and moves focus there. */
export function BackToTop() {
  return (
    <button
      type="button"
      className="button button--secondary"
      onClick={() => {
        animateScroll(0);
        document.getElementById('samtalen')?.focus({ preventScroll: true });
      }}
    >
      {nb.backToStart}
    </button>
  );
}
