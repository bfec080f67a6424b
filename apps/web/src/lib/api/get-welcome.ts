import type { MessageBlock } from '@dina/contracts';
import { apiPaths } from '@dina/contracts/paths';
import { getJson } from './http';

/** GET /chat/WelcomeText/{chatbot}/{sessionUserId}: the chatbot's welcome message block. */
export const getWelcome = (
  chatbot: string,
  sessionUserId: string,
  signal?: AbortSignal,
): Promise<MessageBlock> => getJson<MessageBlock>(apiPaths.welcome(chatbot, sessionUserId), signal);
