import { renderInline, type LanguageFile } from '@dina/content';
import type { Decision } from '@dina/engine';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { chatbots, dialogueNodes, media, type NodeData } from '../db/schema.js';
import { ByContentHash, type ContentVersions } from '../read/content-version.js';
import { buildEngine, type NodeForEngine } from './build-engine.js';
import { EngineThread, EngineUnavailableError } from './engine-thread.js';

export interface StoredNode extends NodeData {
  id: string;
  kind: 'topic' | 'step';
}

/** One chatbot ready to talk: its engine, its nodes and its media's alt texts. */
export interface ChatbotRuntime {
  identificator: string;
  name: string;
  /** The engine's decision on a message, taken in the engine's worker thread or in process. */
  classify(text: string, exchangeId: string | null): Promise<Decision>;
  nodes: ReadonlyMap<string, StoredNode>;
  altTexts: ReadonlyMap<string, string | null>;
  /** Put in front of an answer to a message that tells of worry (HTML), or none. */
  feelingBubble: string | null;
  /** The support topics that answer feelings alone: they need no bubble in front. */
  feelingNodes: ReadonlySet<string>;
}

export interface RuntimeOptions {
  /** Runs each chatbot's engine in a worker thread (the default) instead of the server's. */
  engineThreads?: boolean;
  /** Told when an engine thread stops unasked. */
  onEngineLost?: (identificator: string, error: unknown) => void;
}

/** How long a replaced engine thread stays up for the messages it already holds. */
const RETIRE_AFTER_MS = 30_000;

/**
 * Keeps each chatbot's engine in memory and rebuilds it from the database when the stored
 * content hash changes, so every instance behind a load balancer follows a content update.
 * The hash is read at most once a second (`ContentVersions`), not once per message.
 */
export class ChatbotRuntimes {
  private readonly cache = new ByContentHash<ChatbotRuntime>();
  private readonly threads = new Map<string, EngineThread>();
  private readonly retiring = new Set<EngineThread>();
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly versions: ContentVersions,
    private readonly options: RuntimeOptions = {},
  ) {}

  /** Stops every engine thread. */
  async close(): Promise<void> {
    this.closed = true;
    const all = [...this.threads.values(), ...this.retiring];
    this.threads.clear();
    this.retiring.clear();
    await Promise.all(all.map((t) => t.close()));
  }

  /** Messages waiting for each chatbot's engine thread (none without threads). */
  waiting(): Map<string, number> {
    const counts = new Map<string, number>();
    for (const [chatbot, thread] of this.threads) counts.set(chatbot, thread.waiting);
    return counts;
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
      classify: await this.classifier(identificator, nodes, bot.language),
      nodes: new Map(nodes.map((n) => [n.id, n])),
      altTexts: new Map(alts.map((a) => [a.id, a.altText])),
      feelingBubble: bot.language.feelings ? renderInline(bot.language.feelings.bubble).html : null,
      feelingNodes: new Set(
        bot.language.feelings
          ? [bot.language.feelings.node, ...bot.language.feelings.support.map((g) => g.node)]
          : [],
      ),
    };
  }

  private async classifier(
    identificator: string,
    stored: readonly StoredNode[],
    language: LanguageFile,
  ): Promise<ChatbotRuntime['classify']> {
    // Only what the engine reads crosses to the worker.
    const nodes: NodeForEngine[] = stored.map(({ id, kind, phrases, keywords, buttons }) => ({
      id,
      kind,
      phrases,
      keywords,
      buttons,
    }));
    if (this.options.engineThreads === false) {
      const engine = buildEngine(nodes, language);
      return async (text, exchangeId) => engine.classify(text, { exchangeId });
    }
    const thread = new EngineThread(nodes, language, (error) =>
      this.options.onEngineLost?.(identificator, error),
    );
    await thread.start();
    if (this.closed) {
      // Closed while this engine was being built: nobody else would stop its thread.
      await thread.close();
      throw new EngineUnavailableError('chatbot runtimes closed');
    }
    const replaced = this.threads.get(identificator);
    this.threads.set(identificator, thread);
    if (replaced) {
      // Content changed: the old engine finishes what it holds, then stops.
      this.retiring.add(replaced);
      setTimeout(() => {
        this.retiring.delete(replaced);
        void replaced.close();
      }, RETIRE_AFTER_MS).unref();
    }
    return (text, exchangeId) => thread.classify(text, exchangeId);
  }
}
