import type { ChatButton, MessageBlock } from '@dina/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getWelcome } from '../../lib/api/get-welcome';
import { postMessage } from '../../lib/api/post-message';
import { postPredefinedDialogue } from '../../lib/api/post-predefined-dialogue';
import { describeFailure } from './failure';

/** SPEC §9: the typing indicator shows only when an answer takes longer than this. */
export const TYPING_DELAY_MS = 500;

export interface ChatEntry {
  key: number;
  block: MessageBlock;
}

export interface ChatState {
  entries: ChatEntry[];
  waiting: boolean;
  typing: boolean;
  /** Set when the last request failed: what to tell the visitor, and a retry when one can help. */
  failure: { message: string; retry: (() => void) | null } | null;
  send: (label: string, value: string) => void;
  press: (button: ChatButton) => void;
  restart: () => void;
}

const clientBlock = (text: string, chatbot: string, exchangeId: string | null): MessageBlock => ({
  message: text,
  sentBy: 'client',
  buttons: [],
  image_carousel: [],
  timestampDateTime: new Date().toISOString(),
  exchange_id: exchangeId,
  chatbot_identification: chatbot,
});

/**
 * The conversation of SPEC §4: welcome on start, the visitor's message shown at once, the
 * answer appended on arrival with its exchange id as the current one, and restart with a new
 * random session id. A failed request leaves a message by cause (see `describeFailure`) and,
 * when trying again can help, a retry, instead of silence.
 */
export function useChat(chatbot: string): ChatState {
  const [entries, setEntries] = useState<ChatEntry[]>([]);
  const [waiting, setWaiting] = useState(false);
  const [typing, setTyping] = useState(false);
  const [failure, setFailure] = useState<ChatState['failure']>(null);
  const session = useRef(crypto.randomUUID());
  const exchange = useRef<string | null>(null);
  const nextKey = useRef(0);

  const append = useCallback((block: MessageBlock) => {
    setEntries((list) => [...list, { key: nextKey.current++, block }]);
  }, []);

  const run = useCallback(
    (request: () => Promise<MessageBlock>) => {
      const attempt = () => {
        setWaiting(true);
        setFailure(null);
        const timer = setTimeout(() => setTyping(true), TYPING_DELAY_MS);
        request()
          .then((block) => {
            exchange.current = block.exchange_id;
            append(block);
          })
          .catch((error: unknown) => {
            console.error('Svaret kom ikke fram', error);
            const { message, canRetry } = describeFailure(error);
            setFailure({ message, retry: canRetry ? attempt : null });
          })
          .finally(() => {
            clearTimeout(timer);
            setWaiting(false);
            setTyping(false);
          });
      };
      attempt();
    },
    [append],
  );

  const welcome = useCallback(
    () => run(() => getWelcome(chatbot, session.current)),
    [chatbot, run],
  );

  useEffect(() => {
    welcome();
  }, [welcome]);

  const sendWith = useCallback(
    (label: string, value: string, exchangeId: string | null) => {
      append(clientBlock(label, chatbot, exchangeId));
      run(() =>
        postMessage({
          message: value,
          buttons: [],
          image_carousel: [],
          timestampDateTime: new Date().toISOString(),
          sentBy: session.current,
          exchange_id: exchangeId,
          chatbot_identification: chatbot,
        }),
      );
    },
    [append, chatbot, run],
  );

  const send = useCallback(
    (label: string, value: string) => sendWith(label, value, exchange.current),
    [sendWith],
  );

  const press = useCallback(
    (button: ChatButton) => {
      if (button.type === 'quick_reply') {
        exchange.current = button.exchange_id;
        sendWith(button.label, button.value, button.exchange_id);
      } else if (button.type === 'dialogue_trigger') {
        exchange.current = button.value;
        append(clientBlock(button.label, chatbot, button.value));
        run(() =>
          postPredefinedDialogue({
            message: button.label,
            timestampDateTime: new Date().toISOString(),
            sentBy: session.current,
            exchange_id: button.value,
            chatbot_identification: chatbot,
          }),
        );
      }
    },
    [append, chatbot, run, sendWith],
  );

  const restart = useCallback(() => {
    setEntries([]);
    session.current = crypto.randomUUID();
    exchange.current = null;
    welcome();
  }, [welcome]);

  return { entries, waiting, typing, failure, send, press, restart };
}
