import { nb } from '../../lib/nb';
import { useLocationState } from '../../lib/use-location-state';
import { ImageModal } from './image-modal';

interface EnlargeableImageProps {
  src: string;
  alt: string;
  /** Carousel images load when scrolled near; a single answer image loads at once. */
  loading?: 'lazy' | 'eager';
}

/**
 * An image in an answer that opens full size on click (SPEC §2: "click to enlarge"), for the
 * single image of a bubble and for each image of a carousel alike.
 */
export function EnlargeableImage({ src, alt, loading }: EnlargeableImageProps) {
  // Open at the location it was opened at: a navigation (an initial message) closes it (SPEC §2).
  const [open, setOpen] = useLocationState(false);
  return (
    <>
      <button
        type="button"
        className="enlargeable-image"
        onClick={() => setOpen(true)}
        aria-label={nb.enlarge(alt)}
      >
        <img src={src} alt={alt} loading={loading} />
      </button>
      {open && <ImageModal src={src} alt={alt} onClose={() => setOpen(false)} />}
    </>
  );
}
