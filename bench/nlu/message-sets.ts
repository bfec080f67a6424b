import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ChatbotBundle } from '@dina/content';
import { buildEngine } from '@dina/server/build-engine';
import type { Engine } from '@dina/engine';
import { parse } from 'yaml';
import type { RealisticCase } from './realistic.js';

/** One file of content/<bot>/messages: realistic messages with the answer each should get. */
export interface MessageSet {
  file: string;
  cases: RealisticCase[];
}

/** The message sets of a chatbot (content/<bot>/messages/*.yaml), in file order. */
export async function messageSets(contentDir: string, bot: string): Promise<MessageSet[]> {
  const dir = path.join(contentDir, bot, 'messages');
  const files = (await readdir(dir)).filter((f) => /\.ya?ml$/.test(f)).sort();
  return Promise.all(
    files.map(async (file) => ({
      file,
      cases: parse(await readFile(path.join(dir, file), 'utf8')) as RealisticCase[],
    })),
  );
}

/** Keys of a set that label a message rather than hold one. */
const LABELS = new Set(['expect', 'also', 'kind', 'sign', 'near', 'node']);

/**
 * Every message in a parsed set (items, or `text:` of items), leaving labels out; `skip` drops
 * other keys too (a file of both chatbots keeps only one chatbot's part).
 */
export function messagesIn(value: unknown, skip: (key: string) => boolean = () => false): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap((v) => messagesIn(v, skip));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, v]) =>
    LABELS.has(key) || skip(key) ? [] : messagesIn(v, skip),
  );
}

/**
 * The examples a set did not write: matched by text alone (trimmed, as the loader keeps it),
 * so a set's out-of-scope messages (node null) go too, and so does a message another set
 * happens to share.
 */
export function examplesWithout<T extends { text: string }>(
  examples: readonly T[],
  set: MessageSet,
): T[] {
  const own = new Set(set.cases.map((c) => c.text.trim()));
  return examples.filter((e) => !own.has(e.text.trim()));
}

/**
 * The chatbot's engine as if the set had never been written: its classifier learns from the
 * other sets only. Measuring each set on such an engine (leave one set out) is the honest
 * figure for messages the engine has not learnt from; the engine built from the content
 * knows every set, so its figures on them flatter it.
 */
export function engineWithout(bundle: ChatbotBundle, set: MessageSet): Engine {
  const examples = examplesWithout(bundle.language.examples ?? [], set);
  return buildEngine(bundle.nodes, { ...bundle.language, examples });
}
