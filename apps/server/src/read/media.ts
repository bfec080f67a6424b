import { Readable } from 'node:stream';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { media } from '../db/schema.js';

export interface StoredMedia {
  contentType: string;
  sha256: string;
  /** The file's length in bytes. */
  size: number;
}

/** A chatbot's media file without its bytes, or undefined when it has none with that id. */
export async function readMediaInfo(
  db: Db,
  chatbot: string,
  mediaId: string,
): Promise<StoredMedia | undefined> {
  const [row] = await db
    .select({
      contentType: media.contentType,
      sha256: media.sha256,
      // Read from the stored value's header: the bytes themselves are not fetched.
      size: sql<number>`octet_length(${media.bytes})`.mapWith(Number),
    })
    .from(media)
    .where(and(eq(media.chatbot, chatbot), eq(media.id, mediaId)));
  return row;
}

/**
 * Bytes are read this much at a time: small enough that 100 visitors streaming a video hold
 * about 100 MB between them at most, large enough that a 50 MB file takes 50 queries.
 */
export const MEDIA_CHUNK_BYTES = 1024 * 1024;

/**
 * Bytes `start` to `end` (inclusive) of a media file as a stream that reads them from the
 * database one chunk at a time, only as fast as the client takes them, so memory stays flat
 * whatever the file's size. Media are stored uncompressed (migration 0006), so each chunk reads
 * only its own part of the value.
 */
export function streamMedia(
  db: Db,
  chatbot: string,
  mediaId: string,
  start: number,
  end: number,
): Readable {
  async function* chunks() {
    for (let at = start; at <= end; at += MEDIA_CHUNK_BYTES) {
      const length = Math.min(MEDIA_CHUNK_BYTES, end - at + 1);
      const [row] = await db
        .select({ part: sql<Uint8Array>`substring(${media.bytes} from ${at + 1} for ${length})` })
        .from(media)
        .where(and(eq(media.chatbot, chatbot), eq(media.id, mediaId)));
      // Replaced by a content load mid-stream: end early rather than send another file's bytes.
      if (!row) throw new Error('media file removed while streaming');
      yield Buffer.from(row.part.buffer, row.part.byteOffset, row.part.byteLength);
    }
  }
  return Readable.from(chunks(), { objectMode: false, highWaterMark: MEDIA_CHUNK_BYTES });
}
