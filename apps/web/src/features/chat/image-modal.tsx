import { nb } from '../../lib/nb';
import { useModalDialog } from '../../lib/use-modal-dialog';

interface ImageModalProps {
  src: string;
  alt: string;
  onClose: () => void;
}

/** The full-size image of SPEC §2, in a modal dialog with a 'Lukk' button; Esc closes it too. */
export function ImageModal({ src, alt, onClose }: ImageModalProps) {
  const dialog = useModalDialog();
  return (
    <dialog
      ref={dialog}
      className="ds-dialog image-modal"
      aria-label={alt || nb.image}
      onClose={onClose}
    >
      <button type="button" className="ds-button" data-variant="secondary" onClick={onClose}>
        {nb.close}
      </button>
      <img src={src} alt={alt} />
    </dialog>
  );
}
