import { mediaUrl } from '@dina/contracts/paths';

/** URL of a chatbot's media file: {mediaBase}/{chatbotIdentificator}/{mediaId} (SPEC §3). */
export const mediaSrc = (chatbot: string, mediaId: string): string => mediaUrl(chatbot, mediaId);
