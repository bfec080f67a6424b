import { useLocationState } from '../../lib/use-location-state';
import { SafeHtml } from '../../lib/safe-html';
import { nb } from '../../lib/nb';
import { bubbleKind, mediaOf } from './bubbles';
import { ImageModal } from './image-modal';

/** One bubble of a bot message: a clickable image, a video, or sanitised HTML (SPEC §2). */
export function MessageBubble({ content }: { content: string }) {
  // Open at the location it was opened at: a navigation (an initial message) closes it (SPEC §2).
  const [open, setOpen] = useLocationState(false);
  const kind = bubbleKind(content);
  if (kind === 'text') return <SafeHtml className="bubble" html={content} />;
  const { src, alt } = mediaOf(content);
  if (kind === 'video') {
    return (
      <div className="bubble bubble--media">
        {/* Chat videos are short clips without speech, described by their title. */}
        {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
        <video controls preload="metadata" src={`${src}#t=0.1`} aria-label={alt || undefined}>
          {nb.videoNotSupported}
        </video>
      </div>
    );
  }
  return (
    <div className="bubble bubble--media">
      <button
        type="button"
        className="bubble__image"
        onClick={() => setOpen(true)}
        aria-label={nb.enlarge(alt)}
      >
        <img src={src} alt={alt} />
      </button>
      {open && <ImageModal src={src} alt={alt} onClose={() => setOpen(false)} />}
    </div>
  );
}
