import type { SubPage } from '@dina/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { media, subPages } from '../db/schema.js';

/** One sub-page with its top media described, or undefined when there is no such page. */
export async function readSubPage(db: Db, id: number): Promise<SubPage | undefined> {
  const [row] = await db
    .select({ page: subPages, mediaKind: media.kind, mediaAlt: media.altText })
    .from(subPages)
    .leftJoin(media, and(eq(media.chatbot, subPages.chatbot), eq(media.id, subPages.topMediaId)))
    .where(eq(subPages.id, id));
  if (!row) return undefined;
  const { page } = row;
  return {
    id: page.id,
    chatbotIdentificator: page.chatbot,
    header: page.title,
    content: page.contentHtml,
    topMedia:
      page.topMediaId && row.mediaKind
        ? { id: page.topMediaId, mediaType: row.mediaKind, altText: row.mediaAlt }
        : null,
    talkTopic: page.talkTopic
      ? {
          text: page.talkTopic.html,
          buttonLabel: page.talkTopic.buttonLabel,
          buttonValue: page.talkTopic.buttonValue,
        }
      : null,
    // Only an approval is shown: a draft's dates say nothing about professional review.
    lastReviewed: page.review.status === 'approved' ? (page.review.approvedOn ?? null) : null,
  };
}
