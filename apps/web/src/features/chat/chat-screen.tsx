import type { ChatbotPublicInfo } from '@dina/contracts';
import { useEffect, useRef } from 'react';
import { nb } from '../../lib/nb';
import type { InitialMessage } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ChatFooter } from './chat-footer';
import { MessageList } from './message-list';
import { TYPING_DELAY_MS, useChat } from './use-chat';

interface ChatScreenProps {
  info: ChatbotPublicInfo;
  /** A question from another screen, sent for the visitor after 500 ms (SPEC §2). */
  initialMessage?: InitialMessage | undefined;
  /** Called once the initial message has been taken, so a reload does not send it again. */
  onInitialMessageSent?: () => void;
}

/** The chat screen (SPEC §2): the conversation, a typing indicator and the input row. */
export function ChatScreen({ info, initialMessage, onInitialMessageSent }: ChatScreenProps) {
  const chat = useChat(info.identificator);
  const { send } = chat;
  const end = useRef<HTMLDivElement>(null);
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
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    end.current?.scrollIntoView({ block: 'end', behavior: reduce ? 'auto' : 'smooth' });
  }, [chat.entries.length, chat.typing]);

  return (
    <main id="innhold" tabIndex={-1} className="chat">
      <h1 className="visually-hidden">{nb.chatHeading(info.name)}</h1>
      <MessageList entries={chat.entries} name={info.name} onPress={chat.press} />
      {chat.typing && (
        <p className="typing" role="status">
          {nb.typing(info.name)}
        </p>
      )}
      {chat.retry && (
        <div className="chat-error" role="alert">
          <p>{nb.answerFailed}</p>
          <button type="button" className="button" onClick={chat.retry}>
            {nb.retry}
          </button>
        </div>
      )}
      <div ref={end} />
      <ChatFooter name={info.name} onSend={(text) => send(text, text)} onRestart={chat.restart} />
    </main>
  );
}
