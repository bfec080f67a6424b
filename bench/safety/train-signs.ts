import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadContent } from '@dina/content';
import { SignScorer, trainSignModel, type SignExample } from '@dina/engine';
import { parse } from 'yaml';
import type { SignSet } from './signs.js';

/**
 * Trains each chatbot's learnt warning-sign model (content/<bot>/warning-sign-model.json) on
 * the tuning sets: the warning-sign sets (signs, near misses), the NLU sets (ordinary
 * questions, and the warning signs among them) and the core set of warning-signs.yaml. The held-out sets (<bot>-signs.yaml,
 * realistic-<bot>.yaml) are never read. `--cv` prints, instead, leave-one-set-out recall and
 * false alarms, which is how the thresholds below were chosen.
 *
 *   npm run -w bench train-signs
 *   npm run -w bench train-signs -- --cv dina
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');

/**
 * Per chatbot: the node that answers what the model finds, and the threshold. Chosen by leaving
 * one tuning set out at a time (session 16): the most signs found with at most about 2 % of
 * near misses and 0.5 % of ordinary questions alarmed that no rule alarmed on. dina at 0.7: 94.5
 * % of the left-out signs found, those alarms at 1.7 % and 0.5 %; ibs at 0.7 they were 4.2 %
 * and 0.9 %, at 0.8 2.7 % and 0.3 % (86.5 % found). With the core set and the phrasings added
 * (`--cv`, the model alone): dina 95.0 % found, alarms on 2.0 % of near misses and 1.0 % of
 * ordinary questions; ibs 86.6 %, 2.9 % and 0.7 %.
 */
export const SIGN_MODELS: Record<string, { node: string; threshold: number }> = {
  dina: { node: 'urgent-help', threshold: 0.7 },
  ibs: { node: 'alarm-symptoms', threshold: 0.8 },
};

/** How many times the core set of warning-signs.yaml counts in training. */
const CORE = 3;

interface Labelled extends SignExample {
  set: string;
}

/** Every tuning message of a chatbot, labelled sign or not, with the set it came from. */
export async function trainingSet(bot: string): Promise<Labelled[]> {
  const out: Labelled[] = [];
  const safety = (await readdir(here))
    .filter((f) => f.startsWith(`${bot}-tuning`) && f.endsWith('.yaml'))
    .sort();
  for (const f of safety) {
    const set = parse(await readFile(path.join(here, f), 'utf8')) as SignSet;
    for (const { text } of set.signs) out.push({ text, sign: true, set: f });
    for (const { text } of set['near-misses']) out.push({ text, sign: false, set: f });
  }
  // The content's own core set: every sign's examples, and the near misses none may alarm on.
  const content = parse(
    await readFile(path.join(root, 'content', bot, 'warning-signs.yaml'), 'utf8'),
  ) as { signs: { node: string; examples: string[] }[]; nearMisses?: string[] };
  // They count CORE times: the model must get them right, and once was not enough for
  // «må jeg bevege meg mindre nå som jeg er gravid?» (about her, not the baby).
  for (let k = 0; k < CORE; k++) {
    for (const sign of content.signs)
      for (const text of sign.examples) out.push({ text, sign: true, set: 'warning-signs.yaml' });
    for (const text of content.nearMisses ?? [])
      out.push({ text, sign: false, set: 'warning-signs.yaml' });
  }
  // The content's own phrasings of every topic but the urgent answers: ordinary questions,
  // many of them short («pcos og gravid», «tørr munn gravid»), that must get their own topic
  // and never the urgent answer (apps/server/test/content-recognition.test.ts).
  const { bundles } = await loadContent(path.join(root, 'content'));
  const bundle = bundles.find((b) => b.identificator === bot)!;
  const urgent = new Set([SIGN_MODELS[bot]!.node, 'crisis', 'fallback']);
  for (const node of bundle.nodes)
    if (node.kind === 'topic' && !urgent.has(node.id))
      for (const text of [...node.phrases, ...node.keywords])
        out.push({ text, sign: false, set: 'dialogue' });
  const nluDir = path.join(here, '../nlu');
  const nlu = (await readdir(nluDir))
    .filter((f) => f.startsWith('tuning') && f.endsWith(`-${bot}.yaml`))
    .sort();
  for (const f of nlu) {
    const cases = parse(await readFile(path.join(nluDir, f), 'utf8')) as {
      text: string;
      expect: string;
    }[];
    for (const c of cases) out.push({ text: c.text, sign: c.expect === 'urgent', set: f });
  }
  return out;
}

/** The model file for a chatbot, trained on all of its tuning sets. */
export async function signModelFile(bot: string) {
  const examples = await trainingSet(bot);
  const { node, threshold } = SIGN_MODELS[bot]!;
  const { bias, features, idf, weights } = trainSignModel(examples, { threshold });
  return {
    node,
    threshold,
    trainedOn: {
      signs: examples.filter((e) => e.sign).length,
      others: examples.filter((e) => !e.sign).length,
      sets: [...new Set(examples.map((e) => e.set))],
    },
    bias,
    features,
    idf,
    weights,
  };
}

/** Leave-one-set-out: trained without each set, how it does on that set. */
async function crossValidate(bot: string): Promise<void> {
  const examples = await trainingSet(bot);
  // Only the tuning sets are left out; the core set and the phrasings always train.
  const sets = [...new Set(examples.map((e) => e.set))].filter((s) => /tuning/.test(s));
  const tally = { signs: 0, found: 0, near: 0, nearAlarms: 0, questions: 0, questionAlarms: 0 };
  const { threshold } = SIGN_MODELS[bot]!;
  for (const set of sets) {
    const scorer = new SignScorer(
      trainSignModel(
        examples.filter((e) => e.set !== set),
        { threshold },
      ),
    );
    for (const e of examples.filter((x) => x.set === set)) {
      const alarm = scorer.probability(e.text) >= threshold;
      if (e.sign) {
        tally.signs += 1;
        if (alarm) tally.found += 1;
      } else if (set.startsWith('tuning')) {
        tally.questions += 1;
        if (alarm) tally.questionAlarms += 1;
      } else {
        tally.near += 1;
        if (alarm) tally.nearAlarms += 1;
      }
    }
  }
  const pct = (a: number, b: number) => `${((a / b) * 100).toFixed(1)} %`;
  console.log(
    `${bot} (threshold ${threshold}, ${sets.length} sets left out in turn): signs found ` +
      `${pct(tally.found, tally.signs)} of ${tally.signs}, alarms on ${pct(tally.nearAlarms, tally.near)} ` +
      `of ${tally.near} near misses and ${pct(tally.questionAlarms, tally.questions)} of ` +
      `${tally.questions} ordinary questions`,
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const cv = process.argv.includes('--cv');
  const bots = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  for (const bot of bots.length > 0 ? bots : Object.keys(SIGN_MODELS)) {
    if (cv) {
      await crossValidate(bot);
      continue;
    }
    const file = path.join(root, 'content', bot, 'warning-sign-model.json');
    await writeFile(file, `${JSON.stringify(await signModelFile(bot))}\n`);
    console.log(`wrote ${path.relative(root, file)}`);
  }
}
