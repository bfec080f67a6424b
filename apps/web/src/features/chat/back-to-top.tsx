import { nb } from '../../lib/nb';
import { animateScroll } from '../../lib/scroll';

/** 'Starten av samtalen' (SPEC §2): scrolls to the first message and moves focus there. */
export function BackToTop() {
  return (
    <button
      type="button"
      className="ds-button back-to-top"
      data-variant="tertiary"
      onClick={() => {
        animateScroll(0);
        document.getElementById('samtalen')?.focus({ preventScroll: true });
      }}
    >
      {/* On phones only the arrow shows; the text stays the button's name. */}
      <span className="back-to-top__text">{nb.backToStart}</span>
    </button>
  );
}
