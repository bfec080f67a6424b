import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadContent } from '@dina/content';
import { SignScorer, trainSignModel, type SignExample } from '@dina/engine';
import { parse } from 'yaml';
import type { SignSet } from './signs.js';
import { messageSets } from '../nlu/message-sets.js';

/**
 * Trains each chatbot's learnt warning-sign model (content/<bot>/warning-sign-model.json) on
 * the warning-sign tuning sets and, where `checkSets` says so, the check sets (signs, near
 * misses), the realistic message sets of content/<bot>/messages (ordinary questions, and the warning signs among them), the core set
 * of warning-signs.yaml and the phrasings of the topics. Change any of them, and retrain. The
 * held-out sets (<bot>-signs.yaml, realistic-<bot>.yaml) are never read. `--cv` prints, instead,
 * leave-one-set-out recall and false alarms. A new check set is measured before it is trained
 * on (its first run, with the model and rules that have not seen it); from then on it trains
 * the model like a tuning set, as it already tunes the rules.
 *
 *   npm run -w bench train-signs
 *   npm run -w bench train-signs -- --cv dina
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');

/**
 * Per chatbot: the node that answers what the model finds, the topics it yields to, and the
 * threshold, chosen by leaving sets out for the model alone (`--cv`): a threshold where it
 * still finds most signs while alarming on few near misses and ordinary questions. Session 30
 * tried training on the check sets too. With message sets 26–31 and check sets 32–37 left out
 * in turn, dina trained on tuning sets only at 0.7 found 90.3 % of the check sets' signs and
 * alarmed on 1.9 % of their near misses and 0.15 % of the message sets' questions; with the
 * check sets at 0.8 it finds 91.1 %, 1.4 % and 0.15 % (at 0.75: 93.2 %, 1.7 % and 0.39 %):
 * better on all three, so dina trains on them. ibs on tuning sets at 0.75: 81.4 %, 1.5 % and
 * 0.09 %; with the check sets no threshold was better on all three (0.88: 84.2 %, 0.7 % and
 * 0.28 %; 0.8: 89.8 %, 1.5 % and 0.57 %), and at 0.88 it lost seven signs of the tuning sets
 * that the old model found, so ibs keeps to its tuning sets. Session 32: retrained with message
 * set 26, ibs's probabilities rose by 0.03–0.05 across the board (one more ordinary question
 * above 0.75: «hver natt drømmer jeg om mat …», 0.79); at 0.8 it finds the 5,548 signs of the
 * tuning and check sets the model before found at 0.75, with 203 alarms against 202, and the
 * newest six sets' ordinary questions alarm 0.00 % against 0.18 % at 0.75. Dina, retrained with
 * check set 39, rose too (0.80–0.83 on three ordinary questions the guard tests hold: «… Kom
 * akkurat hjem fra legen», «… ikke lyst til å være her lenger, når kan jeg dra hjem?»); with the
 * newest six sets left out it finds 92.9 % of signs at 0.8, 91.4 % at 0.84, alarming on 0.89 and
 * 0.78 % of near misses and 0.08 % of questions at both. 0.84: the rules find those signs too
 * (every sign of the tuning and check sets is still found), and the guards hold. Session 37:
 * retrained with message set 27 (long and worried messages, «redd for å spise», «nesten
 * ingenting»), ibs at 0.8 lost 12 signs of the tuning and check sets that only the model found
 * (loss of appetite for weeks, «blod igjen 😭»); at 0.75 it finds all but one of the signs it
 * found before (6,334 of 6,372), with the same 292 near misses alarmed and the same held-out
 * figures.
 */
export const SIGN_MODELS: Record<
  string,
  {
    node: string;
    threshold: number;
    yieldTo: readonly string[];
    /** Whether the check sets train it too, not only the tuning sets. */
    checkSets: boolean;
  }
> = {
  // Hypoglycaemia and sadness told in words no rule knows: first aid and the help for low mood
  // (113 and the helpline) answer them better than the urgent answer, when the message asks
  // for them.
  dina: {
    node: 'urgent-help',
    threshold: 0.84,
    yieldTo: ['hypo-first-aid', 'low-mood'],
    checkSets: true,
  },
  ibs: { node: 'alarm-symptoms', threshold: 0.75, yieldTo: [], checkSets: false },
};

/** How many times the core set of warning-signs.yaml counts in training. */
const CORE = 3;

/** Both chatbots' content, read once however many are trained or checked. */
let content: ReturnType<typeof loadContent> | undefined;

interface Labelled extends SignExample {
  set: string;
}

/** Every tuning message of a chatbot, labelled sign or not, with the set it came from. */
export async function trainingSet(bot: string): Promise<Labelled[]> {
  const out: Labelled[] = [];
  const safety = (await readdir(here))
    .filter((f) =>
      new RegExp(`^${bot}-(tuning${SIGN_MODELS[bot]!.checkSets ? '|check' : ''})\\d*\\.yaml$`).test(
        f,
      ),
    )
    .sort();
  for (const f of safety) {
    const set = parse(await readFile(path.join(here, f), 'utf8')) as SignSet;
    for (const { text } of set.signs) out.push({ text, sign: true, set: f });
    for (const { text } of set['near-misses']) out.push({ text, sign: false, set: f });
  }
  // The content's own core set: every sign's examples, and the near misses none may alarm on.
  const { bundles } = await (content ??= loadContent(path.join(root, 'content')));
  const bundle = bundles.find((b) => b.identificator === bot)!;
  const signs = bundle.language.warningSigns!;
  // Nodes that answer some warning sign: their phrasings and the NLU messages that expect them
  // («hjelp jeg skjelver og svetter …») are neither ordinary questions nor a plain sign.
  const signNodes = new Set([...signs.signs.map((s) => s.node), 'fallback']);
  // They count CORE times: the model must get them right, and once was not enough for
  // «må jeg bevege meg mindre nå som jeg er gravid?» (about her, not the baby).
  for (let k = 0; k < CORE; k++) {
    for (const sign of signs.signs)
      for (const text of sign.examples) out.push({ text, sign: true, set: 'warning-signs.yaml' });
    for (const text of signs.nearMisses ?? [])
      out.push({ text, sign: false, set: 'warning-signs.yaml' });
  }
  // The content's own phrasings of every other topic: ordinary questions, many of them short
  // («pcos og gravid», «tørr munn gravid»), that must get their own topic and never the urgent
  // answer (apps/server/test/content-recognition.test.ts). A phrasing changed means retraining.
  for (const node of bundle.nodes)
    if (node.kind === 'topic' && !signNodes.has(node.id))
      for (const text of [...node.phrases, ...node.keywords])
        out.push({ text, sign: false, set: 'dialogue' });
  for (const { file, cases } of await messageSets(path.resolve(here, '../../content'), bot))
    for (const c of cases)
      if (!signNodes.has(c.expect) || c.expect === SIGN_MODELS[bot]!.node)
        out.push({ text: c.text, sign: c.expect === 'urgent', set: file });
  return out;
}

/** The model file for a chatbot, trained on all of its tuning sets. */
export async function signModelFile(bot: string) {
  const examples = await trainingSet(bot);
  const { node, threshold, yieldTo } = SIGN_MODELS[bot]!;
  const { bias, features, idf, weights } = trainSignModel(examples, { threshold });
  return {
    node,
    yieldTo,
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

/** Sets left out in turn by `--cv`: the newest of each kind, as a full pass takes ten minutes. */
const CV_SETS = 6;

const setNumber = (set: string) => Number(/(\d+)\.yaml$/.exec(set)?.[1] ?? 1);
const isCheck = (set: string) => /-check\d+\.yaml$/.test(set);
const isMessageSet = (set: string) => /^tuning\d*\.yaml$/.test(set);

/**
 * Leave-one-set-out for the model alone, at its threshold and 0.05 either side: trained
 * without each of the newest message sets and check sets, how often it alarms on that message
 * set's questions, and how it does on that check set's signs and near misses.
 */
async function crossValidate(bot: string): Promise<void> {
  const examples = await trainingSet(bot);
  const newest = (keep: (set: string) => boolean) =>
    [...new Set(examples.map((e) => e.set))]
      .filter(keep)
      .sort((a, b) => setNumber(a) - setNumber(b))
      .slice(-CV_SETS);
  const { threshold } = SIGN_MODELS[bot]!;
  const thresholds = [threshold - 0.05, threshold, threshold + 0.05];
  const tallies = thresholds.map(() => ({
    signs: 0,
    found: 0,
    near: 0,
    nearAlarms: 0,
    questions: 0,
    questionAlarms: 0,
  }));
  for (const set of [...newest(isMessageSet), ...newest(isCheck)]) {
    const scorer = new SignScorer(
      trainSignModel(
        examples.filter((e) => e.set !== set),
        { threshold },
      ),
    );
    for (const e of examples.filter((x) => x.set === set)) {
      const p = scorer.probability(e.text);
      thresholds.forEach((at, i) => {
        const tally = tallies[i]!;
        const alarm = p >= at;
        if (!isCheck(set)) {
          if (!e.sign) {
            tally.questions += 1;
            if (alarm) tally.questionAlarms += 1;
          }
        } else if (e.sign) {
          tally.signs += 1;
          if (alarm) tally.found += 1;
        } else {
          tally.near += 1;
          if (alarm) tally.nearAlarms += 1;
        }
      });
    }
  }
  const pct = (a: number, b: number) => (b === 0 ? '–' : `${((a / b) * 100).toFixed(2)} %`);
  thresholds.forEach((at, i) => {
    const t = tallies[i]!;
    console.log(
      `${bot} at ${at.toFixed(2)} (the newest ${CV_SETS} message and check sets left out in turn): ` +
        `signs found ${pct(t.found, t.signs)} of ${t.signs}, alarms on ${pct(t.nearAlarms, t.near)} ` +
        `of ${t.near} near misses and ${pct(t.questionAlarms, t.questions)} of ${t.questions} ordinary questions`,
    );
  });
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
