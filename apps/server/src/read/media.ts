import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { media } from '../db/schema.js';

export interface StoredMedia {
  contentType: string;
  sha256: string;
  bytes: Uint8Array;
}

/** A chatbot's media file, or undefined when it has none with that id. */
export async function readMedia(
  db: Db,
  chatbot: string,
  mediaId: string,
): Promise<StoredMedia | undefined> {
  const [row] = await db
    .select({ contentType: media.contentType, sha256: media.sha256, bytes: media.bytes })
    .from(media)
    .where(and(eq(media.chatbot, chatbot), eq(media.id, mediaId)));
  return row;
}
