import type { MessageBlock } from '@dina/contracts';

/** What of a conversation is kept for the tab: enough to show it again and go on. */
export interface StoredConversation {
  session: string;
  exchange: string | null;
  blocks: MessageBlock[];
}

const keyOf = (chatbot: string) => `samtale:${chatbot}`;

const isBlock = (b: unknown): b is MessageBlock =>
  typeof b === 'object' &&
  b !== null &&
  typeof (b as MessageBlock).message === 'string' &&
  typeof (b as MessageBlock).sentBy === 'string' &&
  Array.isArray((b as MessageBlock).buttons);

/**
 * The tab's conversation with a chatbot, or undefined. Kept in sessionStorage, so it survives
 * a menu page, Back and a reload, and is gone when the tab closes (a shared phone keeps
 * nothing). Anything unreadable counts as no conversation.
 */
export function loadConversation(chatbot: string): StoredConversation | undefined {
  try {
    const raw = sessionStorage.getItem(keyOf(chatbot));
    if (!raw) return undefined;
    const data = JSON.parse(raw) as Partial<StoredConversation>;
    if (
      typeof data.session !== 'string' ||
      !(typeof data.exchange === 'string' || data.exchange === null) ||
      !Array.isArray(data.blocks) ||
      !data.blocks.every(isBlock)
    ) {
      return undefined;
    }
    return { session: data.session, exchange: data.exchange, blocks: data.blocks };
  } catch {
    return undefined;
  }
}

/** Keeps the conversation for the tab; a full or blocked storage only loses the keeping. */
export function saveConversation(chatbot: string, conversation: StoredConversation): void {
  try {
    sessionStorage.setItem(keyOf(chatbot), JSON.stringify(conversation));
  } catch {
    // Private mode or a full storage: the conversation still works, it is just not kept.
  }
}

export function forgetConversation(chatbot: string): void {
  try {
    sessionStorage.removeItem(keyOf(chatbot));
  } catch {
    // As above.
  }
}
