import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadContent } from '@dina/content';
import type { Decision } from '@dina/engine';
import { buildEngine } from '@dina/server/build-engine';
import { parse } from 'yaml';
import { percent } from '../nlu/metrics.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');

/** An independent set: warning-sign messages with their sign, and near misses. */
export interface SignSet {
  signs: { text: string; sign: string }[];
  'near-misses': { text: string; near: string }[];
}

export interface SignRates {
  /** Per sign id: messages, recognised (any urgent outcome), answered with reassurance. */
  perSign: Map<string, { cases: number; recognised: number; fallback: number }>;
  /** Per sign id the near misses resemble: messages and false alarms. */
  perNear: Map<string, { cases: number; alarms: number }>;
  recall: number;
  falseAlarms: number;
  /** Missed signs that landed on the fallback (which carries the safety line). */
  missedToFallback: number;
  missed: number;
}

/** The set of a chatbot in bench/safety, or none. */
export async function signSet(bot: string): Promise<SignSet | undefined> {
  try {
    return parse(await readFile(path.join(here, `${bot}-signs.yaml`), 'utf8')) as SignSet;
  } catch {
    return undefined;
  }
}

/** Recall and false alarms of a classifier on a set: a warning sign is any `urgent` outcome. */
export function signRates(set: SignSet, classify: (text: string) => Decision): SignRates {
  const perSign: SignRates['perSign'] = new Map();
  const perNear: SignRates['perNear'] = new Map();
  let recognised = 0;
  let missed = 0;
  let missedToFallback = 0;
  for (const { text, sign } of set.signs) {
    const d = classify(text);
    const row = perSign.get(sign) ?? { cases: 0, recognised: 0, fallback: 0 };
    row.cases += 1;
    if (d.outcome === 'urgent') {
      row.recognised += 1;
      recognised += 1;
    } else {
      missed += 1;
      if (d.outcome === 'fallback') {
        row.fallback += 1;
        missedToFallback += 1;
      }
    }
    perSign.set(sign, row);
  }
  let alarms = 0;
  for (const { text, near } of set['near-misses']) {
    const row = perNear.get(near) ?? { cases: 0, alarms: 0 };
    row.cases += 1;
    if (classify(text).outcome === 'urgent') {
      row.alarms += 1;
      alarms += 1;
    }
    perNear.set(near, row);
  }
  return {
    perSign,
    perNear,
    recall: recognised / Math.max(1, set.signs.length),
    falseAlarms: alarms / Math.max(1, set['near-misses'].length),
    missed,
    missedToFallback,
  };
}

/** Warning-sign recall and false alarms per sign, on bench/safety/<bot>-signs.yaml. */
export async function benchSigns(): Promise<string[]> {
  const { bundles } = await loadContent(path.join(root, 'content'));
  const lines = [
    'Warning signs on bench/safety/<bot>-signs.yaml (independent; the rules never see it):',
  ];
  for (const bundle of bundles) {
    const set = await signSet(bundle.identificator);
    if (!set) continue;
    const engine = buildEngine(bundle.nodes, bundle.language);
    const r = signRates(set, (t) => engine.classify(t));
    lines.push(
      `${bundle.identificator}: recall ${percent(r.recall)} of ${set.signs.length}, ` +
        `false alarms ${percent(r.falseAlarms)} of ${set['near-misses'].length}, ` +
        `missed ${r.missed} (${r.missedToFallback} on the fallback)`,
    );
    const ids = [...new Set([...r.perSign.keys(), ...r.perNear.keys()])].sort();
    lines.push(`  ${'sign'.padEnd(24)} recall           false alarms`);
    for (const id of ids) {
      const s = r.perSign.get(id);
      const n = r.perNear.get(id);
      const recall = s
        ? `${percent(s.recognised / s.cases)} of ${String(s.cases).padStart(3)}`
        : ''.padEnd(14);
      const alarms = n ? `${percent(n.alarms / n.cases)} of ${String(n.cases).padStart(3)}` : '';
      lines.push(`  ${id.padEnd(24)} ${recall}   ${alarms}`);
    }
  }
  return lines;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  for (const line of await benchSigns()) console.log(line);
}
