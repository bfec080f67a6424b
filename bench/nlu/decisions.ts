import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadContent } from '@dina/content';
import { buildEngine } from '@dina/server/build-engine';
import { parse } from 'yaml';
import { messagesIn } from './message-sets.js';

/**
 * Every decision the engine makes on every message we have for a chatbot: its content's own
 * phrasings and keywords, and each message of the sets in content/<bot>/messages, bench/nlu
 * and bench/safety, one JSON line each. For refactors that must not change a decision: dump
 * before and after, then diff.
 *
 *   npm run --silent -w bench decisions -- dina > /tmp/before.jsonl
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const bot = process.argv[2] ?? 'dina';
const { bundles } = await loadContent(path.resolve(here, '../../content'));
const bundle = bundles.find((b) => b.identificator === bot);
if (!bundle) throw new Error(`No chatbot ${bot}`);

const messages = new Set<string>();
for (const node of bundle.nodes)
  for (const p of [...node.phrases, ...node.keywords]) messages.add(p);
for (const dir of ['.', '../safety', `../../content/${bot}/messages`]) {
  for (const file of (await readdir(path.join(here, dir))).sort()) {
    if (!file.endsWith('.yaml')) continue;
    if (/^(dina|ibs)-/.test(file) && !file.startsWith(`${bot}-`)) continue;
    if (/-(dina|ibs)\.yaml$/.test(file) && !file.endsWith(`-${bot}.yaml`)) continue;
    const doc = parse(await readFile(path.join(here, dir, file), 'utf8')) as unknown;
    // A file of both bots keeps only this bot's part.
    const otherBot = (key: string) => ['dina', 'ibs'].includes(key) && key !== bot;
    for (const s of messagesIn(doc, otherBot)) messages.add(s);
  }
}

const engine = buildEngine(bundle.nodes, bundle.language);
for (const text of messages) {
  const d = engine.classify(text);
  const { outcome, node, candidates } = d;
  console.log(JSON.stringify({ text, outcome, node, candidates, score: d.score.toFixed(9) }));
}
