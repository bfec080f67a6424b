import type { ChatbotPublicInfo } from '@dina/contracts';
import type { Params } from 'react-router';
import { getPublicInfo } from '../../lib/api/get-public-info';
import { ApiRequestError } from '../../lib/api/http';
import { defaultChatbot } from '../../lib/default-chatbot';

/** The chatbot a route names; /home and other routes without one mean 'dina' (SPEC §1). */
export const chatbotOf = (params: Params): string =>
  (params.chatbotIdentificator ?? defaultChatbot).toLowerCase();

/** Whether a failed call says the thing asked for does not exist (400, 404), not that we failed. */
export const isMissing = (error: unknown): boolean =>
  error instanceof ApiRequestError && (error.status === 404 || error.status === 400);

/**
 * Loads a chatbot's public info. A chatbot the server does not know is `undefined`, the
 * not-found flag of SPEC §8, shown as the not-found page. Any other failure (offline, busy,
 * server trouble) is logged and thrown, so the route's error screen offers a reload instead
 * of telling the visitor that the page does not exist.
 */
export async function loadPublicInfo(
  params: Params,
  signal: AbortSignal,
): Promise<ChatbotPublicInfo | undefined> {
  try {
    return await getPublicInfo(chatbotOf(params), signal);
  } catch (error) {
    if (signal.aborted) throw error;
    console.error('Kunne ikke hente chatboten', error);
    if (isMissing(error)) return undefined;
    throw error;
  }
}
