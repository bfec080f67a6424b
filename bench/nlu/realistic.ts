import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadContent } from '@dina/content';
import { buildEngine } from '@dina/server/build-engine';
import { exportOf } from '@dina/server/nlu-export';
import { parse } from 'yaml';
import { latency } from './latency.js';
import { trainNlpjs } from './nlpjs.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');

/** One message of bench/nlu/realistic-<bot>.yaml: what should answer it, and its kind. */
export interface RealisticCase {
  text: string;
  /** A node id, `out-of-scope` (fall back), `urgent` (a warning sign) or `hypo-first-aid`. */
  expect: string;
  /** For a message with two questions, the node that answers the other. */
  also?: string;
  kind: string;
}

export interface Reply {
  outcome: 'answer' | 'clarify' | 'fallback' | 'urgent';
  node: string | null;
  candidates?: readonly string[];
}

/** Outcomes a case may expect besides a topic node. */
const NOT_A_NODE = new Set(['out-of-scope', 'urgent']);

/**
 * The cases whose expected answer the engine can never give: a node that is missing or a step
 * of a guide, which only its buttons reach. Six held-out dina messages once expected steps
 * ("day-plan") and counted as wrong when the engine gave the topic that says the same.
 */
export function unanswerable(
  cases: readonly RealisticCase[],
  nodes: readonly { id: string; kind: 'topic' | 'step' }[],
): string[] {
  const topics = new Set(nodes.filter((n) => n.kind === 'topic').map((n) => n.id));
  return cases.flatMap((c, i) =>
    [c.expect, ...(c.also ? [c.also] : [])]
      .filter((id) => !NOT_A_NODE.has(id) && !topics.has(id))
      .map((id) => `case ${i}: ${id}`),
  );
}

/** Throws, naming the file and cases, when some case expects an answer the engine cannot give. */
export function assertAnswerable(
  file: string,
  cases: readonly RealisticCase[],
  nodes: readonly { id: string; kind: 'topic' | 'step' }[],
): void {
  const wrong = unanswerable(cases, nodes);
  if (wrong.length > 0) throw new Error(`${file}: ${wrong.join(', ')}`);
}

/** How a reply scores: 1 right, 0.5 a "Mente du …?" that offers the right node, 0 otherwise. */
export function scoreOf(
  c: RealisticCase,
  r: Reply,
): { correct: number; wrong: boolean; gaveUp: boolean } {
  const right = [c.expect, ...(c.also ? [c.also] : [])];
  if (c.expect === 'out-of-scope') {
    const declined = r.outcome === 'fallback' || r.outcome === 'clarify';
    return { correct: declined ? 1 : 0, wrong: !declined, gaveUp: false };
  }
  if (c.expect === 'urgent') {
    const ok = r.outcome === 'urgent';
    return {
      correct: ok ? 1 : 0,
      wrong: !ok && r.outcome === 'answer',
      gaveUp: !ok && r.outcome !== 'answer',
    };
  }
  if (r.outcome === 'answer' || r.outcome === 'urgent') {
    const ok = r.node !== null && right.includes(r.node);
    return { correct: ok ? 1 : 0, wrong: !ok, gaveUp: false };
  }
  if (r.outcome === 'clarify' && (r.candidates ?? []).some((n) => right.includes(n)))
    return { correct: 0.5, wrong: false, gaveUp: false };
  return { correct: 0, wrong: false, gaveUp: true };
}

/** A chatbot's set `bench/nlu/<name>-<bot>.yaml` (realistic, tidy), or none. */
export async function caseSet(name: string, bot: string): Promise<RealisticCase[] | undefined> {
  try {
    return parse(await readFile(path.join(here, `${name}-${bot}.yaml`), 'utf8')) as RealisticCase[];
  } catch {
    return undefined;
  }
}

/** Shares of a set answered right (a useful «Mente du …?» half), right outright, and wrong. */
export function ratesOf(
  cases: readonly RealisticCase[],
  classify: (text: string) => Reply,
): { correct: number; strict: number; wrong: number } {
  const scores = cases.map((c) => scoreOf(c, classify(c.text)));
  const share = (f: (s: (typeof scores)[number]) => number) =>
    scores.reduce((a, s) => a + f(s), 0) / Math.max(1, scores.length);
  return {
    correct: share((s) => s.correct),
    strict: share((s) => (s.correct === 1 ? 1 : 0)),
    wrong: share((s) => (s.wrong ? 1 : 0)),
  };
}

interface Tally {
  cases: number;
  correct: number;
  wrong: number;
  gaveUp: number;
}

const pct = (n: number, of: number) => `${((n / Math.max(1, of)) * 100).toFixed(1).padStart(5)} %`;

/** The realistic development sets, per kind, beside NLP.js trained on the same phrasings. */
export async function benchRealistic(): Promise<string[]> {
  const { bundles } = await loadContent(path.join(root, 'content'));
  const lines = [
    'Realistic messages on bench/nlu/realistic-<bot>.yaml (held out; a useful "Mente du …?" counts half):',
  ];
  for (const bundle of bundles) {
    const cases = await caseSet('realistic', bundle.identificator);
    if (!cases) continue;
    assertAnswerable(`realistic-${bundle.identificator}.yaml`, cases, bundle.nodes);
    const engine = buildEngine(bundle.nodes, bundle.language);
    const nlp = await trainNlpjs(exportOf(bundle));
    const ours = new Map<string, Tally>();
    const theirs = new Map<string, Tally>();
    const add = (map: Map<string, Tally>, kind: string, s: ReturnType<typeof scoreOf>) => {
      for (const k of [kind, 'all']) {
        const t = map.get(k) ?? { cases: 0, correct: 0, wrong: 0, gaveUp: 0 };
        t.cases += 1;
        t.correct += s.correct;
        t.wrong += s.wrong ? 1 : 0;
        t.gaveUp += s.gaveUp ? 1 : 0;
        map.set(k, t);
      }
    };
    for (const c of cases) {
      add(ours, c.kind, scoreOf(c, engine.classify(c.text)));
      add(theirs, c.kind, scoreOf(c, await nlp.classify(c.text)));
      if (process.env.BENCH_VERBOSE) {
        const d = engine.classify(c.text);
        const s = scoreOf(c, d);
        if (s.correct < 1)
          console.log(
            `  ${bundle.identificator} ${c.kind}: ${JSON.stringify(c.text)} expect ${c.expect} got ${d.outcome} ${d.node ?? d.candidates.join('/')}`,
          );
      }
    }
    lines.push(
      `${bundle.identificator} (${cases.length})   correct          wrong            gave up          NLP.js correct / wrong`,
    );
    // Per message on these longer messages too (the tidy dev set's latency: `bench -- nlu`),
    // after a warm-up round, as the engine runs in a server that has been up a while.
    const texts = cases.map((c) => c.text);
    const time = await latency(texts, (t) => engine.classify(t));
    const kinds = [...ours.keys()].sort((a, b) =>
      a === 'all' ? -1 : b === 'all' ? 1 : a.localeCompare(b),
    );
    for (const kind of kinds) {
      const o = ours.get(kind)!;
      const t = theirs.get(kind)!;
      lines.push(
        `  ${kind.padEnd(16)} ${pct(o.correct, o.cases)}   ${pct(o.wrong, o.cases)}   ${pct(o.gaveUp, o.cases)}   ` +
          `${pct(t.correct, t.cases)} / ${pct(t.wrong, t.cases)}   (${o.cases})`,
      );
    }
    lines.push(
      `  latency per message  p50 ${time.p50.toFixed(3)} ms  p99 ${time.p99.toFixed(3)} ms`,
    );
  }
  return lines;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  for (const line of await benchRealistic()) console.log(line);
}
