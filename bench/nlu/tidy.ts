import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadContent } from '@dina/content';
import { buildEngine } from '@dina/server/build-engine';
import { parse } from 'yaml';
import { assertAnswerable, scoreOf, type RealisticCase } from './realistic.js';

const here = path.dirname(fileURLToPath(import.meta.url));

/** A chatbot's tidy questions (bench/nlu/tidy-<bot>.yaml), or none. */
export async function tidySet(bot: string): Promise<RealisticCase[] | undefined> {
  try {
    return parse(await readFile(path.join(here, `tidy-${bot}.yaml`), 'utf8')) as RealisticCase[];
  } catch {
    return undefined;
  }
}

/** Shares of a set answered right (a useful «Mente du …?» half), right outright, and wrong. */
export function tidyRates(
  cases: readonly RealisticCase[],
  classify: (text: string) => Parameters<typeof scoreOf>[1],
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

const pct = (x: number) => `${(x * 100).toFixed(1).padStart(5)} %`;

/** Short, well-formed questions per chatbot: the engine must not lose them to long messages. */
export async function benchTidy(): Promise<string[]> {
  const { bundles } = await loadContent(path.resolve(here, '../../content'));
  const lines = [
    'Tidy questions on bench/nlu/tidy-<bot>.yaml (a check set, never trained on; a useful "Mente du …?" counts half):',
  ];
  for (const bundle of bundles) {
    const cases = await tidySet(bundle.identificator);
    if (!cases) continue;
    assertAnswerable(`tidy-${bundle.identificator}.yaml`, cases, bundle.nodes);
    const engine = buildEngine(bundle.nodes, bundle.language);
    const r = tidyRates(cases, (t) => engine.classify(t));
    lines.push(
      `  ${bundle.identificator.padEnd(6)} correct ${pct(r.correct)}   outright ${pct(r.strict)}   wrong ${pct(r.wrong)}   (${cases.length})`,
    );
  }
  return lines;
}
