import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadContent } from '@dina/content';
import { buildEngine } from '@dina/server/build-engine';
import { parse } from 'yaml';

/**
 * Every decision the engine makes on every message we have for a chatbot: its content's own
 * phrasings and keywords, and each message of the sets in content/<bot>/messages, bench/nlu and
 * bench/safety, one JSON line each. For refactors that must not change a decision: dump before and after, then diff.
 *
 *   npm run --silent -w bench decisions -- dina > /tmp/before.jsonl
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const bot = process.argv[2] ?? 'dina';
const { bundles } = await loadContent(path.resolve(here, '../../content'));
const bundle = bundles.find((b) => b.identificator === bot);
if (!bundle) throw new Error(`No chatbot ${bot}`);

/** Every string in a parsed YAML document: the sets hold messages as items or `text:`. */
const strings = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(strings)
      : value && typeof value === 'object'
        ? Object.entries(value).flatMap(([key, v]) =>
            // Labels are not messages; a file of both bots keeps only this bot's part.
            ['expect', 'sign', 'kind', 'node'].includes(key) ||
            (['dina', 'ibs'].includes(key) && key !== bot)
              ? []
              : strings(v),
          )
        : [];

const messages = new Set<string>();
for (const node of bundle.nodes)
  for (const p of [...node.phrases, ...node.keywords]) messages.add(p);
for (const dir of ['.', '../safety', `../../content/${bot}/messages`]) {
  for (const file of (await readdir(path.join(here, dir))).sort()) {
    if (!file.endsWith('.yaml')) continue;
    if (/^(dina|ibs)-/.test(file) && !file.startsWith(`${bot}-`)) continue;
    if (/-(dina|ibs)\.yaml$/.test(file) && !file.endsWith(`-${bot}.yaml`)) continue;
    const doc = parse(await readFile(path.join(here, dir, file), 'utf8')) as unknown;
    for (const s of strings(doc)) messages.add(s);
  }
}

const engine = buildEngine(bundle.nodes, bundle.language);
for (const text of messages) {
  const d = engine.classify(text);
  const { outcome, node, candidates } = d;
  console.log(JSON.stringify({ text, outcome, node, candidates, score: d.score.toFixed(9) }));
}
