import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { chatbots } from '../db/schema.js';

/** How many chatbot ids are remembered at most: unknown ids from probes must not pile up. */
const MAX_ENTRIES = 256;

/**
 * The stored content hash of each chatbot, read from the database at most once per `ttlMs`
 * (concurrent callers share one query). Everything derived from a chatbot's content can be
 * cached under this hash, and an instance follows a content update within `ttlMs`. Without
 * it, every message and page read paid a database round trip just to learn nothing changed.
 */
export class ContentVersions {
  private readonly known = new Map<string, { hash: Promise<string | undefined>; until: number }>();

  constructor(
    private readonly db: Db,
    private readonly ttlMs = 1_000,
  ) {}

  /** The content hash of a chatbot, or undefined when there is no such chatbot. */
  hashOf(identificator: string): Promise<string | undefined> {
    const now = Date.now();
    const cached = this.known.get(identificator);
    if (cached && cached.until > now) return cached.hash;
    if (this.known.size >= MAX_ENTRIES) this.known.clear();
    const hash = this.db
      .select({ hash: chatbots.contentHash })
      .from(chatbots)
      .where(eq(chatbots.identificator, identificator))
      .then(([row]) => row?.hash);
    const entry = { hash, until: now + this.ttlMs };
    this.known.set(identificator, entry);
    // A failed read (database down) is not remembered: the next call asks again.
    hash.catch(() => {
      if (this.known.get(identificator) === entry) this.known.delete(identificator);
    });
    return hash;
  }
}

/** Values built from one chatbot's content, kept until its content hash changes. */
export class ByContentHash<T> {
  private readonly entries = new Map<string, { hash: string; value: Promise<T> }>();

  /** The value for this chatbot and hash, built once (a failed build is not kept). */
  get(identificator: string, hash: string, build: () => Promise<T>): Promise<T> {
    const cached = this.entries.get(identificator);
    if (cached?.hash === hash) return cached.value;
    const entry = { hash, value: build() };
    this.entries.set(identificator, entry);
    entry.value.catch(() => {
      if (this.entries.get(identificator) === entry) this.entries.delete(identificator);
    });
    return entry.value;
  }
}
