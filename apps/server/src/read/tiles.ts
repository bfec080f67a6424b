import type { Tile } from '@dina/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { chatbots, tiles } from '../db/schema.js';

/** The landing tiles of a chatbot in authored order, or undefined for an unknown chatbot. */
export async function readTiles(db: Db, identificator: string): Promise<Tile[] | undefined> {
  const [bot] = await db
    .select({ id: chatbots.identificator })
    .from(chatbots)
    .where(eq(chatbots.identificator, identificator));
  if (!bot) return undefined;
  const rows = await db
    .select()
    .from(tiles)
    .where(eq(tiles.chatbot, identificator))
    .orderBy(asc(tiles.position));
  return rows.map((t) => ({
    header: t.header,
    text: t.textHtml,
    linkText: t.linkText,
    question: t.question,
    subPageId: t.subPageId,
    iconId: t.iconMediaId,
    altText: t.altText,
  }));
}
