/**
 * Local-storage keys of SPEC §9. Besides these, only the tab's conversation is kept, in
 * sessionStorage (features/chat/conversation-store.ts), and gone when the tab closes.
 */
export const storageKeys = {
  chatbot: 'chatbot',
  sessions: '_sessions',
  authenticated: 'authenticated',
} as const;
