import { AskForm } from '../../components/ask-form';
import { nb } from '../../lib/nb';

interface ChatFooterProps {
  name: string;
  onSend: (text: string) => void;
  onRestart: () => void;
}

/**
 * The chat's input row (SPEC §2): 'Spør {name}', 'Send' and 'Start på nytt'. Empty input is
 * not sent; after sending the field is cleared and keeps focus for the next question.
 */
export function ChatFooter({ name, onSend, onRestart }: ChatFooterProps) {
  return (
    <footer className="chat-footer">
      <AskForm
        className="chat-footer__form"
        label={nb.askPlaceholder(name)}
        placeholder={nb.askPlaceholder(name)}
        submitLabel={nb.send}
        onAsk={onSend}
      />
      <button type="button" className="button button--secondary" onClick={onRestart}>
        {nb.restart}
      </button>
    </footer>
  );
}
