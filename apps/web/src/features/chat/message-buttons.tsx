import type { ChatButton } from '@dina/contracts';
import { useState } from 'react';

interface MessageButtonsProps {
  buttons: ChatButton[];
  onPress: (button: ChatButton) => void;
}

/**
 * The buttons of a bot message (SPEC §4): quick replies and dialogue triggers answer in the
 * chat and keep a clicked look; link opens a new window; e-mail and phone open mailto/tel.
 */
export function MessageButtons({ buttons, onPress }: MessageButtonsProps) {
  const [clicked, setClicked] = useState<ReadonlySet<number>>(new Set());
  if (buttons.length === 0) return null;
  return (
    <ul className="chat-buttons">
      {buttons.map((b, i) => (
        <li key={i}>
          {b.type === 'quick_reply' || b.type === 'dialogue_trigger' ? (
            <button
              type="button"
              className={`ds-button chat-button${clicked.has(i) ? ' is-clicked' : ''}`}
              data-variant="secondary"
              onClick={() => {
                setClicked((s) => new Set(s).add(i));
                onPress(b);
              }}
            >
              {b.label}
            </button>
          ) : (
            <a className="ds-button chat-button" data-variant="secondary" {...linkOf(b)}>
              {b.label}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}

function linkOf(b: ChatButton): { href: string; target?: string; rel?: string } {
  if (b.type === 'email') return { href: `mailto:${b.value}` };
  if (b.type === 'phone') return { href: `tel:${b.value}` };
  return { href: b.value, target: '_blank', rel: 'noopener noreferrer' };
}
