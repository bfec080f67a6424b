import type { ChatbotPublicInfo, QuestionSuggestion } from '@dina/contracts';
import { useId, useRef, useState, type RefObject } from 'react';
import { AskForm } from '../../components/ask-form';
import { nb } from '../../lib/nb';
import { personalDataWords } from '../../lib/personal-data';
import { useHeightVariable } from '../../lib/use-height-variable';
import { hasKeyboardExtension, KeyboardExtension } from './keyboard-extension';
import { PrivacyWarning } from './privacy-warning';

interface ChatFooterProps {
  info: ChatbotPublicInfo;
  inputRef: RefObject<HTMLInputElement | null>;
  extensionOpen: boolean;
  onExtensionOpenChange: (open: boolean) => void;
  onSend: (label: string, value: string) => void;
  onRestart: () => void;
  onTopic: (subPageId: number) => void;
  onShowPrivacy: () => void;
}

/**
 * The chat's footer (SPEC §2, §4): 'Spør {name}', 'Send', 'Start på nytt' and the keyboard
 * extension. Empty input is not sent; sending clears the field, keeps its focus and closes
 * the extension. Something that looks like personal data gets a kind warning first.
 */
export function ChatFooter(props: ChatFooterProps) {
  const { info, inputRef, extensionOpen, onExtensionOpenChange, onSend, onRestart } = props;
  const [text, setText] = useState('');
  const [warning, setWarning] = useState<string[] | null>(null);
  const extensionId = useId();
  const footer = useRef<HTMLElement>(null);
  // Scroll padding above the sticky footer follows its height (chat-footer.css).
  useHeightVariable(footer, '--app-chat-footer-height');
  const showExtensionButton = hasKeyboardExtension(
    info.questionSuggestions,
    info.keyboardExtensionTopics,
  );

  const deliver = (label: string, value: string) => {
    onSend(label, value);
    setText('');
    setWarning(null);
    onExtensionOpenChange(false);
    inputRef.current?.focus();
  };
  // Something that looks like personal data stays in the field until the visitor decides.
  const ask = (typed: string) => {
    const found = personalDataWords(typed);
    if (found.length > 0) setWarning(found);
    else deliver(typed, typed);
  };
  const suggest = (s: QuestionSuggestion) => deliver(s.value, s.value);

  return (
    <footer ref={footer} className="chat-footer">
      {warning && (
        <PrivacyWarning
          kinds={warning}
          onSend={() => deliver(text, text)}
          onEdit={() => {
            setWarning(null);
            inputRef.current?.focus();
          }}
          onReadMore={props.onShowPrivacy}
        />
      )}
      <AskForm
        className="chat-footer__form"
        label={nb.askLabel}
        placeholder={nb.askPlaceholder(info.name)}
        submitLabel={nb.send}
        inputRef={inputRef}
        value={text}
        onChange={(next) => {
          setText(next);
          setWarning(null);
        }}
        onAsk={ask}
        // Tools beside the label, the suggestions after 'Forslag' in reading order (shown
        // above it), the field at the bottom where a thumb reaches it.
        tools={
          <>
            <div className="chat-footer__tools">
              {showExtensionButton && (
                <button
                  type="button"
                  className="ds-button chat-footer__extension"
                  data-variant="tertiary"
                  aria-expanded={extensionOpen}
                  aria-controls={extensionId}
                  onClick={() => onExtensionOpenChange(!extensionOpen)}
                >
                  {nb.suggestionsButton}
                </button>
              )}
              <button
                type="button"
                className="ds-button chat-footer__restart"
                data-variant="tertiary"
                onClick={onRestart}
              >
                {nb.restart}
              </button>
            </div>
            {extensionOpen && showExtensionButton && (
              <KeyboardExtension
                id={extensionId}
                chatbot={info.identificator}
                suggestions={info.questionSuggestions}
                topics={info.keyboardExtensionTopics}
                onSuggestion={suggest}
                onTopic={props.onTopic}
              />
            )}
          </>
        }
      />
    </footer>
  );
}
