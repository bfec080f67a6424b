import { MAX_MESSAGE_LENGTH } from '@dina/contracts/limits';
import { useId, useRef, type FormEvent, type ReactNode, type RefObject } from 'react';
import { nb } from '../lib/nb';

/** The counter appears this close to the limit, so it does not distract short questions. */
const COUNTER_FROM = MAX_MESSAGE_LENGTH - 100;

interface AskFormProps {
  /** The field's visible label and accessible name: a placeholder is no label (WCAG 3.3.2). */
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
  /** Buttons shown beside the label, before the field in tab order (the chat's tools). */
  tools?: ReactNode;
}

/**
 * A question field with a visible label and a submit button: the landing's intro and the chat
 * footer.
 * Near the server's limit a counter says how many characters are left; over it, the question
 * is not sent and stays in the field.
 */
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
  tools,
}: AskFormProps) {
  const ownInput = useRef<HTMLInputElement>(null);
  const input = inputRef ?? ownInput;
  const inputId = useId();
  const countId = useId();
  const tooLong = value.length > MAX_MESSAGE_LENGTH;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A message over the limit stays in the field, with the counter saying why.
    if ((!allowEmpty && value.trim() === '') || tooLong) {
      input.current?.focus();
      return;
    }
    onAsk(value);
    input.current?.focus();
  };
  return (
    <form className={className} onSubmit={submit}>
      <label className="ask-form__label" htmlFor={inputId}>
        {label}
      </label>
      {tools}
      <div className="ask-form__row">
        <input
          ref={input}
          id={inputId}
          className="ds-input"
          type="text"
          autoComplete="off"
          enterKeyHint="send"
          placeholder={placeholder}
          value={value}
          aria-invalid={tooLong || undefined}
          aria-describedby={value.length > COUNTER_FROM ? countId : undefined}
          onChange={(e) => onChange(e.target.value)}
        />
        <button type="submit" className="ds-button" data-variant="primary">
          {submitLabel}
        </button>
      </div>
      {value.length > COUNTER_FROM && (
        <p
          id={countId}
          className="ask-form__count"
          data-over={tooLong || undefined}
          aria-live="polite"
        >
          {tooLong
            ? nb.tooLong(value.length, MAX_MESSAGE_LENGTH)
            : nb.charactersLeft(MAX_MESSAGE_LENGTH - value.length)}
        </p>
      )}
    </form>
  );
}
