import { useState } from 'react';
import { AskForm } from '../../components/ask-form';
import { nb } from '../../lib/nb';
import type { InitialMessage } from '../../lib/paths';

interface QuestionFormProps {
  name: string;
  /** Called without a message when the field is empty: the chat then opens with the welcome. */
  onAsk: (message?: InitialMessage) => void;
}

/**
 * The landing's question input: Enter or the button opens the chat with the typed question
 * as the first message. The question is sent as is (SPEC §5) and the field is cleared; with
 * nothing typed the chat opens with its welcome alone, since an empty message is never sent.
 */
export function QuestionForm({ name, onAsk }: QuestionFormProps) {
  const [question, setQuestion] = useState('');
  return (
    <AskForm
      className="question-form"
      label={nb.questionLabel(name)}
      placeholder={nb.questionPlaceholder}
      submitLabel={nb.chatWith(name)}
      allowEmpty
      value={question}
      onChange={setQuestion}
      onAsk={(text) => {
        setQuestion('');
        onAsk(text.trim() === '' ? undefined : { label: text, value: text });
      }}
    />
  );
}
