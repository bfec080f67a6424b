import { mediaUrl, type ChatbotPublicInfo, type MenuItem } from '@dina/contracts';
import { RETENTION_PLACEHOLDER, type MenuEntry } from '@dina/content';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { chatbots, media, subPages } from '../db/schema.js';

const toMenuItem = (m: MenuEntry): MenuItem => ({
  id: m.pageId,
  title: m.title,
  mediaId: m.mediaId,
  altText: m.altText,
});

/**
 * The public info of SPEC §3, or undefined for an unknown chatbot. The privacy page gets the
 * server's retention period, which is configuration, not content.
 */
export async function readPublicInfo(
  db: Db,
  identificator: string,
  retentionDays: number,
): Promise<ChatbotPublicInfo | undefined> {
  // Only what the page shows: `language` holds the warning-sign model, about a megabyte.
  const [bot] = await db
    .select({
      identificator: chatbots.identificator,
      name: chatbots.name,
      avatarMediaId: chatbots.avatarMediaId,
      hasLandingPage: chatbots.hasLandingPage,
      mainMenu: chatbots.mainMenu,
      topMenu: chatbots.topMenu,
      mainMenuTopics: chatbots.mainMenuTopics,
      questionSuggestions: chatbots.questionSuggestions,
      about: chatbots.about,
    })
    .from(chatbots)
    .where(eq(chatbots.identificator, identificator));
  if (!bot) return undefined;
  const pages = await db
    .select({
      id: subPages.id,
      title: subPages.title,
      mediaId: subPages.iconMediaId,
      altText: media.altText,
      showInKeyboardExtension: subPages.showInKeyboardExtension,
    })
    .from(subPages)
    .leftJoin(media, and(eq(media.chatbot, subPages.chatbot), eq(media.id, subPages.iconMediaId)))
    .where(eq(subPages.chatbot, identificator))
    .orderBy(asc(subPages.id));
  return {
    identificator: bot.identificator,
    name: bot.name,
    avatarUrl: mediaUrl(bot.identificator, bot.avatarMediaId),
    hasLandingPage: bot.hasLandingPage,
    mainMenuItems: bot.mainMenu.map(toMenuItem),
    topMenuItems: bot.topMenu.map(toMenuItem),
    mainMenuTopics: bot.mainMenuTopics.map(toMenuItem),
    questionSuggestions: bot.questionSuggestions,
    keyboardExtensionTopics: pages
      .filter((p) => p.showInKeyboardExtension)
      .map(({ id, title, mediaId, altText }) => ({ id, title, mediaId, altText })),
    subPages: pages,
    about: {
      ...bot.about,
      privacy: bot.about.privacy.replaceAll(RETENTION_PLACEHOLDER, String(retentionDays)),
    },
  };
}
