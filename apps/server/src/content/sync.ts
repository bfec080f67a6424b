import type { ChatbotBundle } from '@dina/content';
import { eq, notInArray, sql } from 'drizzle-orm';
import { SCHEMA_LOCK, type Db } from '../db/client.js';
import { chatbots, dialogueNodes, landingPages, media, subPages, tiles } from '../db/schema.js';

export interface SyncReport {
  loaded: string[];
  unchanged: string[];
  removed: string[];
  /** Chatbots whose stored content has a higher version than this folder's: left as stored. */
  kept: string[];
}

/**
 * How content reaches the shared database:
 * - `start`: what every instance does as it starts. It loads a chatbot that is new, or whose
 *   version is the same or higher than the stored one, and never replaces a higher version or
 *   removes a chatbot: an instance started from an older folder must not roll the fleet back.
 * - `publish`: the same, and it also removes chatbots the folder no longer has.
 * - `rollback`: loads the folder whatever the stored versions, and removes what it lacks.
 * A same version with different files is loaded (the last start wins, as while editing).
 */
export type SyncMode = 'start' | 'publish' | 'rollback';

/**
 * Makes the database hold the given content, as `mode` allows. A chatbot whose content hash is
 * unchanged is not touched; a changed one is replaced whole in one transaction, so readers
 * never see half a chatbot. The schema lock keeps several instances from loading at once.
 */
export async function syncContent(
  db: Db,
  bundles: ChatbotBundle[],
  mode: SyncMode = 'start',
): Promise<SyncReport> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${SCHEMA_LOCK}))`);
    const report: SyncReport = { loaded: [], unchanged: [], removed: [], kept: [] };
    const stored = new Map(
      (
        await tx
          .select({
            id: chatbots.identificator,
            hash: chatbots.contentHash,
            version: chatbots.contentVersion,
          })
          .from(chatbots)
      ).map((row) => [row.id, row]),
    );
    const isOlder = (b: ChatbotBundle) => (stored.get(b.identificator)?.version ?? 0) > b.version;
    report.kept = mode === 'rollback' ? [] : bundles.filter(isOlder).map((b) => b.identificator);
    // A publish that would go back on one chatbot changes nothing: it is a mistake or a
    // rollback, and a rollback is asked for by name.
    if (mode === 'publish' && report.kept.length > 0) return report;
    if (mode !== 'start') {
      const ids = bundles.map((b) => b.identificator);
      const stale = await tx
        .delete(chatbots)
        .where(ids.length > 0 ? notInArray(chatbots.identificator, ids) : undefined)
        .returning({ id: chatbots.identificator });
      report.removed = stale.map((s) => s.id);
    }

    for (const bundle of bundles) {
      if (stored.get(bundle.identificator)?.hash === bundle.contentHash) {
        report.unchanged.push(bundle.identificator);
      } else if (!report.kept.includes(bundle.identificator)) {
        await tx.delete(chatbots).where(eq(chatbots.identificator, bundle.identificator));
        await insertBundle(tx, bundle);
        report.loaded.push(bundle.identificator);
      }
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
    contentVersion: b.version,
    about: b.about,
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
        question: t.question,
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
