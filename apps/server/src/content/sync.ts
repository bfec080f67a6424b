import type { ChatbotBundle } from '@dina/content';
import { eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { chatbots, dialogueNodes, landingPages, media, subPages, tiles } from '../db/schema.js';

export interface SyncReport {
  loaded: string[];
  unchanged: string[];
  removed: string[];
}

/**
 * Makes the database hold exactly the given content. A chatbot whose content hash is
 * unchanged is not touched; a changed one is replaced whole in one transaction, so readers
 * never see half a chatbot. An advisory lock keeps several instances from loading at once.
 */
export async function syncContent(db: Db, bundles: ChatbotBundle[]): Promise<SyncReport> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('dina-content-sync'))`);
    const report: SyncReport = { loaded: [], unchanged: [], removed: [] };
    const ids = bundles.map((b) => b.identificator);
    const stale = await tx
      .delete(chatbots)
      .where(ids.length > 0 ? notInArray(chatbots.identificator, ids) : undefined)
      .returning({ id: chatbots.identificator });
    report.removed = stale.map((s) => s.id);

    for (const bundle of bundles) {
      const [current] = await tx
        .select({ hash: chatbots.contentHash })
        .from(chatbots)
        .where(eq(chatbots.identificator, bundle.identificator));
      if (current?.hash === bundle.contentHash) {
        report.unchanged.push(bundle.identificator);
        continue;
      }
      await tx.delete(chatbots).where(eq(chatbots.identificator, bundle.identificator));
      await insertBundle(tx, bundle);
      report.loaded.push(bundle.identificator);
    }
    return report;
  });
}

async function insertBundle(db: Db, b: ChatbotBundle): Promise<void> {
  const chatbot = b.identificator;
  await db.insert(chatbots).values({
    identificator: chatbot,
    name: b.name,
    avatarMediaId: b.avatarId,
    hasLandingPage: b.hasLandingPage,
    mainMenu: b.mainMenu,
    topMenu: b.topMenu,
    mainMenuTopics: b.mainMenuTopics,
    questionSuggestions: b.questionSuggestions,
    language: b.language,
    contentHash: b.contentHash,
  });
  if (b.media.length > 0) {
    await db.insert(media).values(
      b.media.map((m) => ({
        chatbot,
        id: m.id,
        fileName: m.fileName,
        contentType: m.contentType,
        kind: m.kind,
        altText: m.altText,
        sha256: m.sha256,
        bytes: m.bytes,
      })),
    );
  }
  if (b.pages.length > 0) {
    await db.insert(subPages).values(
      b.pages.map((p) => ({
        id: p.id,
        chatbot,
        slug: p.slug,
        title: p.title,
        contentHtml: p.html,
        showInKeyboardExtension: p.showInKeyboardExtension,
        iconMediaId: p.iconId,
        topMediaId: p.topMediaId,
        talkTopic: p.talkTopic,
        review: p.review,
      })),
    );
  }
  if (b.landing) {
    const { review, ...data } = b.landing;
    await db.insert(landingPages).values({ chatbot, data, review });
  }
  if (b.tiles.length > 0) {
    await db.insert(tiles).values(
      b.tiles.map((t, position) => ({
        chatbot,
        position,
        header: t.header,
        textHtml: t.html,
        linkText: t.linkText,
        subPageId: t.pageId,
        iconMediaId: t.iconId,
        altText: t.altText,
      })),
    );
  }
  if (b.nodes.length > 0) {
    await db.insert(dialogueNodes).values(
      b.nodes.map(({ id, kind, review, ...data }, position) => ({
        chatbot,
        id,
        position,
        kind,
        data,
        review,
      })),
    );
  }
}
