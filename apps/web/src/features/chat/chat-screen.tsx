import type { ChatbotPublicInfo } from '@dina/contracts';
import { useEffect, useRef, useState } from 'react';
import { focusMain } from '../../lib/focus-main';
import { nb } from '../../lib/nb';
import type { InitialMessage } from '../../lib/paths';
import { animateScroll, isAnimating, isNearBottom, scrollTargetFor } from '../../lib/scroll';
import { useDocumentTitle } from '../../lib/use-document-title';
import './chat.css';
import { ChatFooter } from './chat-footer';
import { MessageList } from './message-list';
import { TYPING_DELAY_MS, type ChatState } from './use-chat';

/** SPEC §9: the scroll to a new message starts this long after it rendered. */
const SCROLL_DELAY_MS = 5;

interface ChatScreenProps {
  info: ChatbotPublicInfo;
  chat: ChatState;
  /** True while the menu covers the chat (SPEC §4's menu toggle). */
  hidden?: boolean;
  /** A question from another screen, sent for the visitor after 500 ms (SPEC §2). */
  initialMessage?: InitialMessage | undefined;
  /** Called once the initial message has been taken, so a reload does not send it again. */
  onInitialMessageSent?: () => void;
  /** Opens a keyboard-extension topic (a sub-page) over the chat. */
  onTopic: (subPageId: number) => void;
  /** Opens the privacy page over the chat, from the personal-data warning. */
  onShowPrivacy: () => void;
}

/** The chat screen (SPEC §2): the conversation, a typing indicator and the footer. */
export function ChatScreen(props: ChatScreenProps) {
  const { info, chat, hidden = false, initialMessage, onInitialMessageSent } = props;
  const { send } = chat;
  const input = useRef<HTMLInputElement>(null);
  const [extensionOpen, setExtensionOpen] = useState(false);
  // Whether to follow new messages: not when the visitor has scrolled up to read.
  const follow = useRef(true);
  const ownMessage = useRef(false);
  useDocumentTitle(info.name);

  useEffect(() => {
    if (!initialMessage) return;
    const timer = setTimeout(() => {
      send(initialMessage.label, initialMessage.value);
      onInitialMessageSent?.();
    }, TYPING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [initialMessage, send, onInitialMessageSent]);

  useEffect(() => {
    // Only the visitor's own scrolling decides: midway through our animated scroll to her
    // message the window is not near the bottom yet, and the answer would then not be shown.
    const onScroll = () => {
      if (!isAnimating()) follow.current = isNearBottom();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  const latestFromBot = chat.entries.at(-1)?.block.sentBy !== 'client';
  useEffect(() => {
    if (!follow.current && !ownMessage.current) return;
    // Her own message (typed or a pressed button) scrolls to the bottom, so its answer follows.
    if (ownMessage.current) follow.current = true;
    ownMessage.current = false;
    const timer = setTimeout(() => {
      // A new answer is shown from its start; the visitor's own message and the typing
      // indicator scroll to the bottom.
      const answers = document.querySelectorAll('#samtalen > .block--bot');
      const answer = latestFromBot && !chat.typing ? (answers[answers.length - 1] ?? null) : null;
      animateScroll(scrollTargetFor(answer));
    }, SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [chat.entries.length, chat.typing, chat.failure, latestFromBot]);

  // Focus on a quick reply of an older answer would stay on a button scrolled out of view
  // (WCAG 2.4.3): it moves to the new answer, so Tab goes on to its own buttons. Apart from the
  // scrolling above, which a scroll event can turn off while the answer is on its way: focus
  // then stayed behind (CI on a7ec7b1, phone profile).
  useEffect(() => {
    if (!latestFromBot || chat.typing) return;
    const timer = setTimeout(() => {
      const answers = document.querySelectorAll('#samtalen > .block--bot');
      const answer = answers[answers.length - 1];
      const focused = document.activeElement;
      if (
        answer instanceof HTMLElement &&
        focused?.closest('#samtalen') &&
        !answer.contains(focused)
      )
        answer.focus({ preventScroll: true });
    }, SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [chat.entries.length, chat.typing, latestFromBot]);

  // Back from the menu: show the latest message again.
  useEffect(() => {
    if (!hidden) window.scrollTo({ top: document.documentElement.scrollHeight });
  }, [hidden]);

  const resetFooter = () => {
    setExtensionOpen(false);
    input.current?.blur();
  };

  return (
    <main id="innhold" tabIndex={-1} className="chat" hidden={hidden}>
      <h1 className="visually-hidden">{nb.chatHeading(info.name)}</h1>
      {/* A click in the conversation closes the extension and the keyboard (SPEC §4). */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div className="chat__messages" onClick={resetFooter}>
        <MessageList
          entries={chat.entries}
          name={info.name}
          avatarUrl={info.avatarUrl}
          onPress={(button) => {
            // Link and phone buttons leave the chat as it is; these two send a message.
            if (button.type === 'quick_reply' || button.type === 'dialogue_trigger') {
              ownMessage.current = true;
            }
            chat.press(button);
          }}
        />
        {chat.typing && (
          <p className="typing" role="status">
            {nb.typing(info.name)}
          </p>
        )}
        {chat.failure && (
          <div className="ds-alert chat-error" data-color="danger" role="alert">
            <p>{chat.failure.message}</p>
            {chat.failure.retry && (
              <button
                type="button"
                className="ds-button"
                data-variant="secondary"
                data-color="danger"
                onClick={() => {
                  // The alert and its button go away: keep focus in the conversation.
                  focusMain();
                  chat.failure?.retry?.();
                }}
              >
                {nb.retry}
              </button>
            )}
          </div>
        )}
      </div>
      <ChatFooter
        info={info}
        inputRef={input}
        extensionOpen={extensionOpen}
        onExtensionOpenChange={setExtensionOpen}
        onSend={(label, value) => {
          ownMessage.current = true;
          send(label, value);
        }}
        onRestart={() => {
          // One tap must not wipe a conversation the visitor took part in.
          const talked = chat.entries.some((e) => e.block.sentBy === 'client');
          if (!talked || window.confirm(nb.restartConfirm)) chat.restart();
        }}
        onTopic={props.onTopic}
        onShowPrivacy={props.onShowPrivacy}
      />
    </main>
  );
}
