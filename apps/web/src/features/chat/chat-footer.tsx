import { useId, useRef, useState, type FormEvent } from 'react';
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
  const [text, setText] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') return;
    onSend(text);
    setText('');
    input.current?.focus();
  };
  return (
    <footer className="chat-footer">
      <form className="chat-footer__form" onSubmit={submit}>
        <label className="visually-hidden" htmlFor={inputId}>
          {nb.askPlaceholder(name)}
        </label>
        <input
          ref={input}
          id={inputId}
          type="text"
          autoComplete="off"
          enterKeyHint="send"
          placeholder={nb.askPlaceholder(name)}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <button type="submit" className="button button--primary">
          {nb.send}
        </button>
      </form>
      <button type="button" className="button button--secondary" onClick={onRestart}>
        {nb.restart}
      </button>
    </footer>
  );
}
