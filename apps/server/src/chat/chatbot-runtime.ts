import type { Engine } from '@dina/engine';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { chatbots, dialogueNodes, media, type NodeData } from '../db/schema.js';
import { ByContentHash, ContentVersions } from '../read/content-version.js';
import { buildEngine } from './build-engine.js';

export interface StoredNode extends NodeData {
  id: string;
  kind: 'topic' | 'step';
}

/** One chatbot ready to talk: its engine, its nodes and its media's alt texts. */
export interface ChatbotRuntime {
  identificator: string;
  name: string;
  engine: Engine;
  nodes: ReadonlyMap<string, StoredNode>;
  altTexts: ReadonlyMap<string, string | null>;
}

/**
 * Keeps each chatbot's engine in memory and rebuilds it from the database when the stored
 * content hash changes, so every instance behind a load balancer follows a content update.
 * The hash is read at most once a second (`ContentVersions`), not once per message.
 */
export class ChatbotRuntimes {
  private readonly cache = new ByContentHash<ChatbotRuntime>();
  private readonly versions: ContentVersions;

  constructor(
    private readonly db: Db,
    versions?: ContentVersions,
  ) {
    this.versions = versions ?? new ContentVersions(db);
  }

  async get(identificator: string): Promise<ChatbotRuntime | undefined> {
    const hash = await this.versions.hashOf(identificator);
    if (hash === undefined) return undefined;
    return this.cache.get(identificator, hash, () => this.build(identificator));
  }

  private async build(identificator: string): Promise<ChatbotRuntime> {
    const [bot] = await this.db
      .select()
      .from(chatbots)
      .where(eq(chatbots.identificator, identificator));
    if (!bot) throw new Error(`chatbot ${identificator} disappeared while loading`);
    const rows = await this.db
      .select()
      .from(dialogueNodes)
      .where(eq(dialogueNodes.chatbot, identificator))
      .orderBy(asc(dialogueNodes.position));
    const alts = await this.db
      .select({ id: media.id, altText: media.altText })
      .from(media)
      .where(eq(media.chatbot, identificator));
    const nodes: StoredNode[] = rows.map((r) => ({ id: r.id, kind: r.kind, ...r.data }));
    return {
      identificator,
      name: bot.name,
      engine: buildEngine(nodes, bot.language),
      nodes: new Map(nodes.map((n) => [n.id, n])),
      altTexts: new Map(alts.map((a) => [a.id, a.altText])),
    };
  }
}
