import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadContent, type ChatbotBundle } from '@dina/content';
import {
  ASK_SCORE,
  decide,
  defaultThresholds,
  defaultWeights,
  type Engine,
  type Thresholds,
} from '@dina/engine';
import { buildEngine } from '@dina/server/build-engine';
import { parse } from 'yaml';
import { rates, type Outcome, type Rates, percent } from './metrics.js';
import { inContext, withTypo, withoutNorwegianLetters } from './perturb.js';

/** The thresholds the shipped engine uses: both chatbots learn out-of-scope messages, so `ask`. */
const shipped: Thresholds = { ...defaultThresholds, ask: ASK_SCORE };

/**
 * The tuning signal: k-fold cross-validation over the content's own phrasings. Each fold
 * holds out every k-th phrasing of every node, builds the engine from the rest, and checks
 * that the held-out phrasing (as written, without æøå, and with a typo) finds its node.
 * Out-of-scope tuning messages (oos-tuning.yaml) must fall back. The held-out dev set
 * (dev-set.yaml) is never read here: it only measures, in run.ts.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const FOLDS = 5;

export const forms = {
  'as written': (t: string) => t,
  'without æøå': withoutNorwegianLetters,
  'with a typo': withTypo,
} as const;
export type Form = keyof typeof forms | 'in context' | 'out of scope';

/** One tuning message with what the engine made of it, before thresholds. */
export interface Case {
  form: Form;
  text: string;
  expect: string;
  /** The chatbot's identificator (node ids repeat across chatbots). */
  bot?: string;
  /** Caught by the urgent rules (thresholds do not apply). */
  urgent: boolean;
  ranked: { node: string; score: number; similarity: number }[];
  /** For messages in context: what `classify` decided (it scores the question part too). */
  decided?: { outcome: Outcome['outcome']; node: string | null };
}

/** The bundle with every k-th phrasing of each node (offset `fold`) held out. */
function foldOf(bundle: ChatbotBundle, fold: number) {
  const held: { text: string; expect: string }[] = [];
  const nodes = bundle.nodes.map((n) => ({
    ...n,
    phrases: n.phrases.filter((p, i) => {
      const out = n.kind === 'topic' && n.id !== 'fallback' && i % FOLDS === fold;
      if (out) held.push({ text: p, expect: n.id });
      return !out;
    }),
  }));
  return { nodes, held };
}

function caseOf(engine: Engine, form: Form, text: string, expect: string): Case {
  return {
    form,
    text,
    expect,
    urgent: engine.classify(text).outcome === 'urgent',
    ranked: engine.rank(text, 3),
  };
}

/** Every tuning case of every chatbot; urgent nodes are renamed `urgent` across chatbots. */
export async function collect(): Promise<Case[]> {
  const { bundles } = await loadContent(path.join(root, 'content'));
  const oos = parse(await readFile(path.join(here, 'oos-tuning.yaml'), 'utf8')) as Record<
    string,
    string[]
  >;
  const cases: Case[] = [];
  for (const bundle of bundles) {
    const urgent = bundle.language.warningSigns?.signs[0]?.node ?? 'urgent-help';
    const rename = (c: Case): Case => ({
      ...c,
      bot: bundle.identificator,
      expect: c.expect === urgent ? 'urgent' : c.expect,
      ranked: c.ranked.map((r) => (r.node === urgent ? { ...r, node: 'urgent' } : r)),
    });
    for (let fold = 0; fold < FOLDS; fold++) {
      const { nodes, held } = foldOf(bundle, fold);
      const engine = buildEngine(nodes, bundle.language);
      for (const [form, change] of Object.entries(forms)) {
        for (const c of held)
          cases.push(rename(caseOf(engine, form as Form, change(c.text), c.expect)));
      }
      // Small talk wrapped in small talk tells nothing; every other topic is asked in context.
      const asked = held.filter((c) => !['greeting', 'thanks', 'welcome'].includes(c.expect));
      asked.forEach((c, i) => {
        const text = inContext(bundle.identificator, c.text, i);
        const d = engine.classify(text);
        const node = d.outcome === 'urgent' ? 'urgent' : d.node;
        cases.push(
          rename({
            ...caseOf(engine, 'in context', text, c.expect),
            decided: { outcome: d.outcome, node: node === urgent ? 'urgent' : node },
          }),
        );
      });
    }
    const engine = buildEngine(bundle.nodes, bundle.language);
    for (const text of oos[bundle.identificator] ?? []) {
      cases.push(caseOf(engine, 'out of scope', text, 'out-of-scope'));
    }
  }
  return cases;
}

const outcomeOf = (c: Case, thresholds: Thresholds): Outcome => {
  if (c.decided) return { expect: c.expect, ...c.decided };
  if (c.urgent) return { expect: c.expect, outcome: 'urgent', node: 'urgent' };
  const d = decide(c.ranked, thresholds);
  return { expect: c.expect, outcome: d.outcome, node: d.node };
};

/** Rates per form, and the share of cases whose node ranks first or in the top 3. */
export function evaluate(cases: readonly Case[], thresholds: Thresholds = shipped) {
  const byForm = new Map<Form, Outcome[]>();
  for (const c of cases) {
    const list = byForm.get(c.form) ?? [];
    list.push(outcomeOf(c, thresholds));
    byForm.set(c.form, list);
  }
  const inScope = cases.filter((c) => c.form !== 'out of scope');
  const found = (n: number) =>
    inScope.filter((c) => c.urgent || c.ranked.slice(0, n).some((r) => r.node === c.expect))
      .length / inScope.length;
  const perForm = new Map<Form, Rates>([...byForm].map(([f, o]) => [f, rates(o, 'urgent')]));
  return { perForm, top1: found(1), top3: found(3) };
}

export function report(cases: readonly Case[], thresholds?: Thresholds): string[] {
  const { perForm, top1, top3 } = evaluate(cases, thresholds);
  const lines = [
    `Cross-validation (${FOLDS}-fold over the content's phrasings; dev set not used)`,
    `  ${'held-out phrasing'.padEnd(18)} ${'cases'.padStart(6)}  correct    wrong  clarify  declined`,
  ];
  for (const [form, r] of perForm) {
    const oos = form === 'out of scope';
    lines.push(
      `  ${form.padEnd(18)} ${String(r.cases).padStart(6)}  ${oos ? '      ' : percent(r.correct)}  ${percent(r.confidentlyWrong)}  ${oos ? '       ' : percent(r.clarify)}  ${oos ? percent(r.declined) : ''}`,
    );
  }
  lines.push(`  node ranked first ${percent(top1)}, among the top 3 ${percent(top3)} (every form)`);
  return lines;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  // Tuning hook: try other matching weights without editing the engine.
  if (process.env.CV_WEIGHTS) Object.assign(defaultWeights, JSON.parse(process.env.CV_WEIGHTS));
  const cases = await collect();
  for (const line of report(cases)) console.log(line);
  if (process.env.CV_VERBOSE) {
    for (const c of cases) {
      const o = outcomeOf(c, shipped);
      const ok = o.node === c.expect || (c.form === 'out of scope' && o.outcome === 'fallback');
      if (!ok && (c.form === process.env.CV_VERBOSE || c.form === 'out of scope'))
        console.log(
          `  miss ${JSON.stringify(c.text)} ${c.expect} → ${o.outcome} ${o.node ?? ''} ${c.ranked.map((r) => `${r.node}:${r.score.toFixed(2)}`).join(' ')}`,
        );
    }
  }
  if (process.argv.includes('--confusions')) {
    // The most frequent (expected → got) pairs among confidently wrong answers and
    // clarifications that did not offer the expected node first; every in-scope form.
    const pairs = new Map<string, number>();
    for (const c of cases) {
      if (c.form === 'out of scope' || c.urgent) continue;
      const o = outcomeOf(c, shipped);
      const got = o.outcome === 'answer' ? o.node : c.ranked[0]?.node;
      if (!got || got === c.expect) continue;
      const key = `${c.bot ?? ''} ${c.expect} → ${got}${o.outcome === 'answer' ? '' : ` (${o.outcome})`}`;
      pairs.set(key, (pairs.get(key) ?? 0) + 1);
    }
    console.log('Most frequent confusions (expected → got), every in-scope form:');
    for (const [key, n] of [...pairs].sort((a, b) => b[1] - a[1]).slice(0, 40))
      console.log(`  ${String(n).padStart(4)}  ${key}`);
  }
  if (process.argv.includes('--sweep')) {
    console.log('answer margin clarify | correct wrong clarify (all forms) | declined');
    for (const answer of [0.55, 0.6, 0.65, 0.7, 0.75])
      for (const margin of [0.05, 0.1, 0.15, 0.2])
        for (const clarify of [0.5, 0.55]) {
          if (clarify > answer) continue;
          const { perForm } = evaluate(cases, { ...shipped, answer, margin, clarify });
          const all = [...perForm].filter(([f]) => f !== 'out of scope').map(([, r]) => r);
          const mean = (k: keyof Rates) => all.reduce((a, r) => a + r[k], 0) / all.length;
          const oos = perForm.get('out of scope')!;
          console.log(
            `${answer} ${margin} ${clarify} | ${percent(mean('correct'))} ${percent(mean('confidentlyWrong'))} ${percent(mean('clarify'))} | ${percent(oos.declined)}`,
          );
        }
  }
}
