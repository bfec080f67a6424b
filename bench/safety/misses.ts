import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadContent } from '@dina/content';
import { buildEngine } from '@dina/server/build-engine';
import { parse } from 'yaml';
import type { SignSet } from './signs.js';

/**
 * For editors tuning the warning-sign rules: every message of the tuning set
 * (bench/safety/<bot>-tuning.yaml, or TUNING=<file>) the rules miss, and every near miss they
 * alarm on, with the rule that fired. Never run this on <bot>-signs.yaml: that set only measures.
 *
 *   npm run --silent -w bench misses -- dina
 *   TUNING=dina-tuning2.yaml npm run --silent -w bench misses -- dina
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const bot = process.argv[2] ?? 'dina';
const file = process.env.TUNING ?? `${bot}-tuning.yaml`;
if (file.endsWith('-signs.yaml'))
  throw new Error('<bot>-signs.yaml is held out: measure it with npm run bench -- signs');
const set = parse(await readFile(path.join(here, file), 'utf8')) as SignSet;
const { bundles } = await loadContent(path.resolve(here, '../../content'));
const bundle = bundles.find((b) => b.identificator === bot);
if (!bundle) throw new Error(`No chatbot ${bot}`);
const engine = buildEngine(bundle.nodes, bundle.language);
let recognised = 0;
let alarms = 0;
for (const { text, sign } of set.signs) {
  if (engine.classify(text).outcome === 'urgent') recognised += 1;
  else console.log(`missed ${sign.padEnd(22)} ${text}`);
}
for (const { text, near } of set['near-misses']) {
  const { warning } = engine.classify(text);
  if (!warning) continue;
  alarms += 1;
  console.log(`alarm  ${near.padEnd(22)} ${warning.sign} [${warning.rule}] ${text}`);
}
console.log(
  `${bot}: recognised ${recognised} of ${set.signs.length}, ` +
    `alarms on ${alarms} of ${set['near-misses'].length} near misses`,
);
