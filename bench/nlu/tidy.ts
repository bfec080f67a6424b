import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadContent } from '@dina/content';
import { buildEngine } from '@dina/server/build-engine';
import { assertAnswerable, caseSet, ratesOf } from './realistic.js';
import { percent } from './metrics.js';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Short, well-formed questions per chatbot: the engine must not lose them to long messages. */
export async function benchTidy(): Promise<string[]> {
  const { bundles } = await loadContent(path.resolve(here, '../../content'));
  const lines = [
    'Tidy questions on bench/nlu/tidy-<bot>.yaml (a check set, never trained on; a useful "Mente du …?" counts half):',
  ];
  for (const bundle of bundles) {
    const cases = await caseSet('tidy', bundle.identificator);
    if (!cases) continue;
    assertAnswerable(`tidy-${bundle.identificator}.yaml`, cases, bundle.nodes);
    const engine = buildEngine(bundle.nodes, bundle.language);
    const r = ratesOf(cases, (t) => engine.classify(t));
    lines.push(
      `  ${bundle.identificator.padEnd(6)} correct ${percent(r.correct)}   outright ${percent(r.strict)}   wrong ${percent(r.wrong)}   (${cases.length})`,
    );
  }
  return lines;
}
