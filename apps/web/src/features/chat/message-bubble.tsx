import { SafeHtml } from '../../lib/safe-html';
import { nb } from '../../lib/nb';
import { bubbleKind, mediaOf } from './bubbles';
import { EnlargeableImage } from './enlargeable-image';

/** One bubble of a bot message: a clickable image, a video, or sanitised HTML (SPEC §2). */
export function MessageBubble({ content }: { content: string }) {
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
      <EnlargeableImage src={src} alt={alt} />
    </div>
  );
}
