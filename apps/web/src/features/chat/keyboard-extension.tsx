import type { KeyboardExtensionTopic, QuestionSuggestion } from '@dina/contracts';
import { mediaUrl } from '@dina/contracts/paths';
import { nb } from '../../lib/nb';

interface KeyboardExtensionProps {
  id: string;
  chatbot: string;
  suggestions: QuestionSuggestion[];
  topics: KeyboardExtensionTopic[];
  onSuggestion: (suggestion: QuestionSuggestion) => void;
  onTopic: (subPageId: number) => void;
}

/** Whether the extension has anything to show; its button is hidden otherwise (SPEC §5). */
export const hasKeyboardExtension = (suggestions: unknown[], topics: unknown[]) =>
  suggestions.length > 0 || topics.length > 0;

/**
 * The keyboard extension (SPEC §2): question suggestions split in half into two rows, and the
 * topics of the sub-pages flagged for it, which open over the chat.
 */
export function KeyboardExtension(props: KeyboardExtensionProps) {
  const { id, chatbot, suggestions, topics, onSuggestion, onTopic } = props;
  const half = Math.ceil(suggestions.length / 2);
  const rows = [suggestions.slice(0, half), suggestions.slice(half)].filter((r) => r.length > 0);
  return (
    <div id={id} className="keyboard-extension">
      {suggestions.length > 0 && (
        <div role="group" aria-label={nb.suggestionsLabel} className="keyboard-extension__rows">
          {rows.map((row, r) => (
            <ul key={r} className="keyboard-extension__row">
              {row.map((s) => (
                <li key={s.label}>
                  <button type="button" className="ds-chip" onClick={() => onSuggestion(s)}>
                    {s.label}
                  </button>
                </li>
              ))}
            </ul>
          ))}
        </div>
      )}
      {topics.length > 0 && (
        <ul aria-label={nb.extensionTopicsLabel} className="keyboard-extension__row">
          {topics.map((topic) => (
            <li key={topic.id}>
              <button
                type="button"
                className="ds-chip chip--topic"
                onClick={() => onTopic(topic.id)}
              >
                {topic.mediaId && (
                  <img src={mediaUrl(chatbot, topic.mediaId)} alt="" width={24} height={24} />
                )}
                {topic.title}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
