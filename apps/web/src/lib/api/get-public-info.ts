import type { ChatbotPublicInfo } from '@dina/contracts';
import { apiPaths } from '@dina/contracts/paths';
import { storageKeys } from '../storage';
import { getJson } from './http';

/** GET /ChatBot/GetPublicInfo/{id}; the answer is cached in local storage under 'chatbot'. */
export async function getPublicInfo(
  chatbot: string,
  signal?: AbortSignal,
): Promise<ChatbotPublicInfo> {
  const info = await getJson<ChatbotPublicInfo>(apiPaths.publicInfo(chatbot), signal);
  try {
    localStorage.setItem(storageKeys.chatbot, JSON.stringify(info));
  } catch {
    // Storage can be full or disabled (private mode); the app works without the cache.
  }
  return info;
}
