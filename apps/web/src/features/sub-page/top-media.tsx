import type { TopMedia as TopMediaData } from '@dina/contracts';
import { mediaUrl } from '@dina/contracts/paths';
import { nb } from '../../lib/nb';

/** A sub-page's optional top media: a video (starting at 0.1 s to show a frame) or an image. */
export function TopMedia({ chatbot, media }: { chatbot: string; media: TopMediaData }) {
  const src = mediaUrl(chatbot, media.id);
  if (media.mediaType === 'VIDEO') {
    return (
      // Top-media videos are short silent clips described by their alt text; a clip with
      // speech needs a captions track, which content validation will require.
      // eslint-disable-next-line jsx-a11y/media-has-caption
      <video
        className="top-media"
        controls
        preload="metadata"
        src={`${src}#t=0.1`}
        aria-label={media.altText ?? undefined}
      >
        {nb.videoUnsupported}
      </video>
    );
  }
  if (media.mediaType === 'IMAGE') {
    return <img className="top-media" src={src} alt={media.altText ?? ''} />;
  }
  return null;
}
