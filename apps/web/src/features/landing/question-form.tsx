import { useId, useState, type FormEvent } from 'react';
import { nb } from '../../lib/nb';
import type { InitialMessage } from '../../lib/paths';

interface QuestionFormProps {
  name: string;
  onAsk: (message: InitialMessage) => void;
}

/**
 * The landing's question input: Enter or the button opens the chat with the typed question
 * as the first message. The question is sent as is (SPEC §5) and the field is cleared.
 */
export function QuestionForm({ name, onAsk }: QuestionFormProps) {
  const [question, setQuestion] = useState('');
  const inputId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onAsk({ label: question, value: question });
    setQuestion('');
  };
  return (
    <form className="question-form" onSubmit={submit}>
      <label className="visually-hidden" htmlFor={inputId}>
        {nb.questionLabel(name)}
      </label>
      <input
        id={inputId}
        type="text"
        className="question-form__input"
        placeholder={nb.questionPlaceholder}
        autoComplete="off"
        enterKeyHint="send"
        value={question}
        onChange={(e) => setQuestion(e.target.value)}
      />
      <button type="submit" className="button button--primary">
        {nb.chatWith(name)}
      </button>
    </form>
  );
}
