// Apart from the schemas, so the web client can read the limit without bundling zod.

/** Longest message the chat accepts: room for a detailed question, not for pasted documents. */
export const MAX_MESSAGE_LENGTH = 500;
