import type { ChatButton, MessageBlock } from '@dina/contracts';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { getWelcome } from '../../lib/api/get-welcome';
import { postMessage } from '../../lib/api/post-message';
import { postPredefinedDialogue } from '../../lib/api/post-predefined-dialogue';
import { forgetConversation, loadConversation, saveConversation } from './conversation-store';
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
 * random session id. The conversation is kept for the tab (see `conversation-store.ts`), so a
 * menu page, Back or a reload shows it again instead of a new welcome. A restart aborts the
 * requests in flight and ignores whatever of them still arrives; a slow welcome goes first and
 * never takes over the context of an answer that came before it. A failed request leaves a
 * message by cause (see `describeFailure`) and, when trying again can help, a retry.
 */
export function useChat(chatbot: string): ChatState {
  const [stored] = useState(() => loadConversation(chatbot));
  const [entries, setEntries] = useState<ChatEntry[]>(
    () => stored?.blocks.map((block, key) => ({ key, block })) ?? [],
  );
  const [waiting, setWaiting] = useState(false);
  const [typing, setTyping] = useState(false);
  const [failure, setFailure] = useState<ChatState['failure']>(null);
  const session = useRef(stored?.session ?? crypto.randomUUID());
  const exchange = useRef<string | null>(stored?.exchange ?? null);
  const nextKey = useRef(stored?.blocks.length ?? 0);
  /** Requests of the current conversation still waiting for an answer. */
  const pending = useRef(new Set<{ controller: AbortController; timer: number }>());

  // Kept in the same commit that shows it (a layout effect, not a passive one, which runs after
  // the paint): a menu link tapped the moment an answer appears found it missing after Back (CI
  // on 92c2469, the phone profile under load).
  useLayoutEffect(() => {
    if (entries.length === 0) return;
    saveConversation(chatbot, {
      session: session.current,
      exchange: exchange.current,
      blocks: entries.map((e) => e.block),
    });
  }, [chatbot, entries]);

  const run = useCallback(
    (request: (signal: AbortSignal) => Promise<MessageBlock>, isWelcome = false) => {
      const attempt = () => {
        const own = pending.current;
        const call = {
          controller: new AbortController(),
          timer: window.setTimeout(() => setTyping(true), TYPING_DELAY_MS),
        };
        own.add(call);
        setWaiting(true);
        setFailure(null);
        request(call.controller.signal)
          .then((block) => {
            if (own !== pending.current) return;
            if (isWelcome) {
              exchange.current ??= block.exchange_id;
              setEntries((list) => [{ key: nextKey.current++, block }, ...list]);
            } else {
              exchange.current = block.exchange_id;
              setEntries((list) => [...list, { key: nextKey.current++, block }]);
            }
          })
          .catch((error: unknown) => {
            if (own !== pending.current) return;
            console.error('Svaret kom ikke fram', error);
            const { message, canRetry } = describeFailure(error);
            setFailure({ message, retry: canRetry ? attempt : null });
          })
          .finally(() => {
            clearTimeout(call.timer);
            own.delete(call);
            if (own !== pending.current || own.size > 0) return;
            setWaiting(false);
            setTyping(false);
          });
      };
      attempt();
    },
    [],
  );

  const append = useCallback((block: MessageBlock) => {
    setEntries((list) => [...list, { key: nextKey.current++, block }]);
  }, []);

  const welcome = useCallback(
    () => run((signal) => getWelcome(chatbot, session.current, signal), true),
    [chatbot, run],
  );

  // Only a conversation that does not exist yet starts with a welcome.
  const restored = stored !== undefined && stored.blocks.length > 0;
  useEffect(() => {
    if (!restored) welcome();
  }, [restored, welcome]);

  const sendWith = useCallback(
    (label: string, value: string, exchangeId: string | null) => {
      append(clientBlock(label, chatbot, exchangeId));
      run((signal) =>
        postMessage(
          {
            message: value,
            buttons: [],
            image_carousel: [],
            timestampDateTime: new Date().toISOString(),
            sentBy: session.current,
            exchange_id: exchangeId,
            chatbot_identification: chatbot,
          },
          signal,
        ),
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
        run((signal) =>
          postPredefinedDialogue(
            {
              message: button.label,
              timestampDateTime: new Date().toISOString(),
              sentBy: session.current,
              exchange_id: button.value,
              chatbot_identification: chatbot,
            },
            signal,
          ),
        );
      }
    },
    [append, chatbot, run, sendWith],
  );

  const restart = useCallback(() => {
    for (const call of pending.current) {
      clearTimeout(call.timer);
      call.controller.abort();
    }
    // A new set: answers of the old conversation find theirs replaced and are dropped.
    pending.current = new Set();
    setWaiting(false);
    setTyping(false);
    setFailure(null);
    setEntries([]);
    forgetConversation(chatbot);
    session.current = crypto.randomUUID();
    exchange.current = null;
    welcome();
  }, [chatbot, welcome]);

  return { entries, waiting, typing, failure, send, press, restart };
}
