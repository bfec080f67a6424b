import type { RawBot } from './read-bot.js';
import type { DialogueNode } from './types.js';
import type { YamlSource } from './yaml-file.js';

type Report = (src: YamlSource, at: (string | number)[], message: string) => void;

/** What a message may expect besides a topic: the fallback, or the urgent answer. */
const NOT_A_NODE = new Set(['out-of-scope', 'urgent']);

/**
 * The messages of messages/*.yaml as the engine's classifier learns them: those that expect a
 * topic, with it, and those out of scope with none (`node: null`), which teach it the words of
 * questions no topic answers. Urgent ones are left to the warning signs.
 * An expected node that does not exist, or is a step of a guide (only its buttons reach it),
 * is a problem: the engine could never give that answer.
 */
export function resolveMessages(
  files: RawBot['messages'],
  nodes: readonly DialogueNode[],
  report: Report,
): { text: string; node: string | null }[] {
  const kinds = new Map(nodes.map((n) => [n.id, n.kind]));
  const check = (id: string, src: YamlSource, at: (string | number)[]) => {
    if (NOT_A_NODE.has(id)) return;
    // One label for one meaning: the fallback is what a message out of scope gets.
    if (id === 'fallback') return report(src, at, 'Skriv out-of-scope: fallback er ikke et emne');
    const kind = kinds.get(id);
    if (!kind) report(src, at, `Noden «${id}» finnes ikke`);
    else if (kind === 'step')
      report(src, at, `«${id}» er et trinn i en veiviser: bare knappene fører dit`);
  };
  const examples: { text: string; node: string | null }[] = [];
  for (const { value, src } of files) {
    value.forEach((m, i) => {
      check(m.expect, src, [i, 'expect']);
      if (m.also) check(m.also, src, [i, 'also']);
      if (m.expect === 'out-of-scope') examples.push({ text: m.text, node: null });
      else if (kinds.get(m.expect) === 'topic') examples.push({ text: m.text, node: m.expect });
    });
  }
  return examples;
}
