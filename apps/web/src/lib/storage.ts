/** Local-storage keys of SPEC §9; nothing else is stored in the browser. */
export const storageKeys = {
  chatbot: 'chatbot',
  sessions: '_sessions',
  authenticated: 'authenticated',
} as const;
