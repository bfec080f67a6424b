import type { ChatButton } from '@dina/contracts';
import { useState } from 'react';
import { nb } from '../../lib/nb';

interface MessageButtonsProps {
  buttons: ChatButton[];
  onPress: (button: ChatButton) => void;
}

/**
 * The buttons of a bot message (SPEC §4): quick replies and dialogue triggers answer in the
 * chat and keep a clicked look (told to screen readers too); link opens a new window; e-mail
 * and phone open mailto/tel. Those three look different and say what they do («Ring 113» starts
 * a call), with an icon and a hint read after the label.
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
              {clicked.has(i) && <span className="visually-hidden"> ({nb.clickedHint})</span>}
            </button>
          ) : (
            <a
              className={`ds-button chat-button chat-button--${b.type}`}
              // A call is the strongest way on (the urgent answer's «Ring 113»); web and e-mail
              // links are quieter than the quick replies, so they are not mistaken for them.
              data-variant={b.type === 'phone' ? 'primary' : 'tertiary'}
              {...linkOf(b)}
            >
              <ButtonIcon type={b.type} />
              {b.label}
              <span className="visually-hidden"> ({nb.buttonHint[b.type]})</span>
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

const ICON_PATHS: Record<'phone' | 'email' | 'link', string> = {
  phone:
    'M6.6 10.8a15 15 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z',
  email: 'M3 5h18v14H3zm0 0 9 7 9-7',
  link: 'M14 4h6v6m0-6-9 9M18 14v6H4V6h6',
};

/** A small icon that tells a call, an e-mail and a web link apart; the hint says it in words. */
function ButtonIcon({ type }: { type: 'phone' | 'email' | 'link' }) {
  return (
    <svg className="chat-button__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={ICON_PATHS[type]} />
    </svg>
  );
}
