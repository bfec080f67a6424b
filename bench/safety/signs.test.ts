import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadContent } from '@dina/content';
import { buildEngine } from '@dina/server/build-engine';
import { describe, expect, it } from 'vitest';
import { signRates, signSet } from './signs.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { bundles } = await loadContent(path.join(root, 'content'));

/**
 * Floors on the independent warning-sign sets (bench/safety/<bot>-signs.yaml), at the figures
 * `npm run bench` printed when the rules were last changed: a rule change that recognises
 * fewer signs, or alarms on more near misses, fails here. Raise a floor when a change earns it.
 */
const floors: Record<string, { recall: number; falseAlarms: number }> = {
  // Session 37: check set 45's «sparker han som vanlig» except quieted one held-out near miss
  // (11 → 10 of 210 alarms, 5.2 → 4.8 %); recall 231 of 234 (98.7 %) as before.
  dina: { recall: 0.987, falseAlarms: 0.048 },
  // Session 25: the model retrained with IBS message set 25 found one more sign and alarmed on
  // one more near miss (97.3 / 2.4 % -> 97.7 / 2.9 %); the rules alone moved neither. Raised in
  // session 36 to what the set has shown since: 215 of 219 signs (98.2 %), 4 of 208 alarms (1.9 %).
  ibs: { recall: 0.981, falseAlarms: 0.02 },
};

describe.each(bundles.map((b) => [b.identificator, b] as const))(
  'warning signs of %s on the independent set',
  async (bot, bundle) => {
    const set = await signSet(bot);
    const engine = buildEngine(bundle.nodes, bundle.language);
    const floor = floors[bot]!;

    it.runIf(set)('recognises at least the committed share of warning signs', () => {
      expect(signRates(set!, (t) => engine.classify(t)).recall).toBeGreaterThanOrEqual(
        floor.recall,
      );
    });

    it.runIf(set)('alarms on at most the committed share of near misses', () => {
      expect(signRates(set!, (t) => engine.classify(t)).falseAlarms).toBeLessThanOrEqual(
        floor.falseAlarms,
      );
    });
  },
);
