/** A missing chatbot in the URL is treated as 'dina' (SPEC §1). */
export const defaultChatbot = 'dina';
