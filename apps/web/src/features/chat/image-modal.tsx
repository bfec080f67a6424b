import { nb } from '../../lib/nb';
import { useModalDialog } from '../../lib/use-modal-dialog';

interface ImageModalProps {
  src: string;
  alt: string;
  onClose: () => void;
}

/**
 * The full-size image of SPEC §2, in a modal dialog with a 'Lukk' button; Escape and a click
 * on the backdrop close it too, and focus returns to the button that opened it.
 */
export function ImageModal({ src, alt, onClose }: ImageModalProps) {
  const dialog = useModalDialog();
  return (
    // A click on the backdrop lands on the dialog itself; the keyboard has Escape and 'Lukk'.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      className="ds-dialog image-modal"
      aria-label={alt || nb.image}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <button type="button" className="ds-button" data-variant="secondary" onClick={onClose}>
        {nb.close}
      </button>
      <img src={src} alt={alt} />
    </dialog>
  );
}
