import { useId, useRef, useState, type FormEvent } from 'react';

interface AskFormProps {
  /** Accessible name of the field (the placeholder is no label). */
  label: string;
  placeholder: string;
  submitLabel: string;
  className: string;
  /** Receives the typed text; the field is cleared and keeps focus afterwards. */
  onAsk: (text: string) => void;
  /** Whether an empty or blank question is passed on (the landing sends it as is, SPEC §5). */
  allowEmpty?: boolean;
}

/** A labelled question field with a submit button: the landing's intro and the chat footer. */
export function AskForm({
  label,
  placeholder,
  submitLabel,
  className,
  onAsk,
  allowEmpty = false,
}: AskFormProps) {
  const [text, setText] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!allowEmpty && text.trim() === '') return;
    onAsk(text);
    setText('');
    input.current?.focus();
  };
  return (
    <form className={className} onSubmit={submit}>
      <label className="visually-hidden" htmlFor={inputId}>
        {label}
      </label>
      <input
        ref={input}
        id={inputId}
        className="ds-input"
        type="text"
        autoComplete="off"
        enterKeyHint="send"
        placeholder={placeholder}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <button type="submit" className="ds-button" data-variant="primary">
        {submitLabel}
      </button>
    </form>
  );
}
