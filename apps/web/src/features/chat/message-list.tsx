import type { ChatButton } from '@dina/contracts';
import { nb } from '../../lib/nb';
import { splitBubbles } from './bubbles';
import { EnlargeableImage } from './enlargeable-image';
import { MessageBubble } from './message-bubble';
import { MessageButtons } from './message-buttons';
import { MessageTime } from './message-time';
import type { ChatEntry } from './use-chat';

interface MessageListProps {
  entries: ChatEntry[];
  name: string;
  /** The chatbot's avatar, shown beside its messages. */
  avatarUrl: string;
  onPress: (button: ChatButton) => void;
}

/**
 * The conversation as a `role="log"` region: screen readers announce each new message once.
 * The visitor's own messages are plain text, styled and placed apart from the bot's.
 */
export function MessageList({ entries, name, avatarUrl, onPress }: MessageListProps) {
  return (
    <div
      id="samtalen"
      tabIndex={-1}
      className="message-list"
      role="log"
      aria-label={nb.conversation}
    >
      {entries.map(({ key, block }) =>
        block.sentBy === 'client' ? (
          <div key={key} className="block block--client">
            <span className="visually-hidden">{nb.youWrote}</span>
            <p className="bubble bubble--client">{block.message}</p>
            <MessageTime iso={block.timestampDateTime} />
          </div>
        ) : (
          // Focusable from script: the chat moves focus here from a pressed quick reply.
          <div key={key} className="block block--bot" tabIndex={-1}>
            <img className="block__avatar" src={avatarUrl} alt="" width={36} height={36} />
            <p className="block__name">{name}</p>
            {splitBubbles(block.message).map((content, i) => (
              <MessageBubble key={i} content={content} />
            ))}
            {block.image_carousel.length > 0 && (
              // A scrollable strip of images must be reachable by keyboard to be scrolled.
              // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
              <ul className="carousel" aria-label={nb.images} tabIndex={0}>
                {block.image_carousel.map((image, i) => (
                  <li key={i}>
                    <EnlargeableImage src={image.imageUrl} alt={image.altText} loading="lazy" />
                  </li>
                ))}
              </ul>
            )}
            <MessageButtons buttons={block.buttons} onPress={onPress} />
            <MessageTime iso={block.timestampDateTime} />
          </div>
        ),
      )}
    </div>
  );
}
