import { loadContent } from '@dina/content';
import { withoutNorwegianLetters, withTypo } from './nlu/perturb.js';

/** How one benchmark message was made; printed with the figures so the mix is visible. */
export type MessageKind = 'phrasing' | 'typo' | 'no-æøå' | 'off-topic' | 'long';

export interface BenchMessage {
  chatbot: string;
  text: string;
  kind: MessageKind;
}

/**
 * Questions neither chatbot covers, as visitors type them: they must fall back (or ask), so
 * the benchmark pays for the engine's worst case, where no phrasing matches well.
 */
const offTopic = [
  'hvordan bytter jeg vinterdekk selv',
  'når går siste buss til flyplassen',
  'kan du anbefale en god film i kveld',
  'hva blir været i bergen i morgen',
  'hvordan søker jeg om barnehageplass',
  'hvor mye koster det å fornye passet',
  'kva tid opnar biblioteket på laurdag',
  'jeg har mistet bankkortet mitt hva gjør jeg',
  'hvordan lager man surdeigsbrød',
  'asdf jkl',
  'ok',
  'hmm',
];

/** A small seeded generator: the same mix in every run, so runs compare. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * The messages the API benchmark sends: a deterministic sample of both chatbots' own
 * phrasings, some with a typo or without æøå, some off-topic questions and some long ones,
 * about `perBot` per chatbot. Varied text keeps any per-text caching from flattering the
 * figures and makes the engine do its real work (the first version sent four fixed messages).
 */
export async function benchMessages(contentDir: string, perBot = 150): Promise<BenchMessage[]> {
  const { bundles, problems } = await loadContent(contentDir);
  if (problems.length > 0) throw new Error(`content has ${problems.length} problem(s)`);
  const random = seeded(20_250_101);
  const messages: BenchMessage[] = [];
  for (const bundle of bundles) {
    const phrases = bundle.nodes.filter((n) => n.kind === 'topic').flatMap((n) => n.phrases);
    const pick = () => phrases[Math.floor(random() * phrases.length)]!;
    for (let i = 0; i < perBot; i++) {
      const roll = random();
      const chatbot = bundle.identificator;
      if (roll < 0.45) messages.push({ chatbot, text: pick(), kind: 'phrasing' });
      else if (roll < 0.65) messages.push({ chatbot, text: withTypo(pick()), kind: 'typo' });
      else if (roll < 0.8)
        messages.push({ chatbot, text: withoutNorwegianLetters(pick()), kind: 'no-æøå' });
      else if (roll < 0.95)
        messages.push({ chatbot, text: offTopic[i % offTopic.length]!, kind: 'off-topic' });
      else messages.push({ chatbot, text: `${pick()}? ${pick()}. ${pick()}`, kind: 'long' });
    }
  }
  return messages;
}

/** How many messages of each kind, for the report. */
export function describeMix(messages: readonly BenchMessage[]): string {
  const counts = new Map<string, number>();
  for (const m of messages) counts.set(m.kind, (counts.get(m.kind) ?? 0) + 1);
  const bots = [...new Set(messages.map((m) => m.chatbot))].join(' + ');
  return `${messages.length} messages (${bots}): ${[...counts].map(([k, n]) => `${n} ${k}`).join(', ')}`;
}
