import { useEffect, useRef } from 'react';
import { nb } from '../../lib/nb';

interface PrivacyWarningProps {
  /** What the message seems to hold, as words ("telefonnummer"). */
  kinds: string[];
  onSend: () => void;
  onEdit: () => void;
  /** Opens the privacy page over the chat. */
  onReadMore: () => void;
}

/** "telefonnummer, e-post eller adresse": the platform joins the kinds the Norwegian way. */
const list = new Intl.ListFormat('nb', { type: 'disjunction' });

/** A kind word before a message that looks like it holds personal data: send anyway, or edit. */
export function PrivacyWarning({ kinds, onSend, onEdit, onReadMore }: PrivacyWarningProps) {
  const edit = useRef<HTMLButtonElement>(null);
  useEffect(() => edit.current?.focus(), []);
  return (
    <div className="privacy-warning" role="alert">
      <p>{nb.privacyWarning(list.format(kinds))}</p>
      <div className="privacy-warning__actions">
        <button
          ref={edit}
          type="button"
          className="ds-button"
          data-variant="primary"
          onClick={onEdit}
        >
          {nb.editMessage}
        </button>
        <button type="button" className="ds-button" data-variant="secondary" onClick={onSend}>
          {nb.sendAnyway}
        </button>
        <button type="button" className="ds-button" data-variant="secondary" onClick={onReadMore}>
          {nb.readAboutPrivacy}
        </button>
      </div>
    </div>
  );
}
