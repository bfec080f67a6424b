import type { MessageBlock, PredefinedDialogueRequest } from '@dina/contracts';
import { apiPaths } from '@dina/contracts/paths';
import { postJson } from './http';

/** POST /chat/RequestPredefinedDialogue: starts the dialogue a trigger button names (SPEC §7). */
export const postPredefinedDialogue = (
  request: PredefinedDialogueRequest,
  signal?: AbortSignal,
): Promise<MessageBlock> => postJson<MessageBlock>(apiPaths.predefinedDialogue, request, signal);
