import { defaultChatbot } from './default-chatbot';

/** Chatbots with a theme of their own in styles/themes; any other gets Dina's (SPEC §1). */
const themed = new Set(['dina', 'ibs']);

/** The theme for a path: its first segment when that is a themed chatbot, else Dina's. */
export function themeOf(pathname: string): string {
  const first = pathname.split('/')[1] ?? '';
  let bot = first;
  try {
    bot = decodeURIComponent(first).toLowerCase();
  } catch {
    // A malformed segment is no chatbot.
  }
  return themed.has(bot) ? bot : defaultChatbot;
}
