import type { ChatbotPublicInfo } from '@dina/contracts';
import type { Params } from 'react-router';
import { getPublicInfo } from '../../lib/api/get-public-info';
import { defaultChatbot } from '../../lib/default-chatbot';

/** The chatbot a route names; /home and other routes without one mean 'dina' (SPEC §1). */
export const chatbotOf = (params: Params): string =>
  (params.chatbotIdentificator ?? defaultChatbot).toLowerCase();

/**
 * Loads a chatbot's public info. A failure is logged and becomes `undefined`, the not-found
 * flag of SPEC §8, which the screen shows as the not-found page.
 */
export async function loadPublicInfo(
  params: Params,
  signal: AbortSignal,
): Promise<ChatbotPublicInfo | undefined> {
  try {
    return await getPublicInfo(chatbotOf(params), signal);
  } catch (error) {
    if (!signal.aborted) console.error('Kunne ikke hente chatboten', error);
    return undefined;
  }
}
