import type { MessageBlock, NewMessageRequest } from '@dina/contracts';
import { apiPaths } from '@dina/contracts/paths';
import { postJson } from './http';

/** POST /chat/NewMessageToChatbot: a message typed or clicked by the visitor (SPEC §7). */
export const postMessage = (
  request: NewMessageRequest,
  signal?: AbortSignal,
): Promise<MessageBlock> => postJson<MessageBlock>(apiPaths.newMessage, request, signal);
