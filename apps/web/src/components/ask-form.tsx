import { useId, useRef, type FormEvent, type RefObject } from 'react';

interface AskFormProps {
  /** Accessible name of the field (the placeholder is no label). */
  label: string;
  placeholder: string;
  submitLabel: string;
  className: string;
  /** The field's text; the caller owns it, so it decides when the field is cleared. */
  value: string;
  onChange: (text: string) => void;
  /** Receives the typed text; the field keeps focus afterwards. */
  onAsk: (text: string) => void;
  /** Whether an empty or blank question is passed on (the landing sends it as is, SPEC §5). */
  allowEmpty?: boolean;
  /** The field, for a caller that moves focus to it or away from it. */
  inputRef?: RefObject<HTMLInputElement | null>;
}

/** A labelled question field with a submit button: the landing's intro and the chat footer. */
export function AskForm({
  label,
  placeholder,
  submitLabel,
  className,
  value,
  onChange,
  onAsk,
  allowEmpty = false,
  inputRef,
}: AskFormProps) {
  const ownInput = useRef<HTMLInputElement>(null);
  const input = inputRef ?? ownInput;
  const inputId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!allowEmpty && value.trim() === '') return;
    onAsk(value);
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
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
      <button type="submit" className="ds-button" data-variant="primary">
        {submitLabel}
      </button>
    </form>
  );
}
