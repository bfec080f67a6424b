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

/**
 * The chatbot's engine as if the set had never been written: its classifier learns from the
 * other sets only. Measuring each set on such an engine (leave one set out) is the honest
 * figure for messages the engine has not learnt from; the engine built from the content
 * knows every set, so its figures on them flatter it.
 */
export function engineWithout(bundle: ChatbotBundle, set: MessageSet): Engine {
  // By text alone (trimmed, as the loader keeps it): an out-of-scope message is an example
  // of no node, and a message another set also has must not teach the engine either.
  const own = new Set(set.cases.map((c) => c.text.trim()));
  const examples = (bundle.language.examples ?? []).filter((e) => !own.has(e.text.trim()));
  return buildEngine(bundle.nodes, { ...bundle.language, examples });
}
