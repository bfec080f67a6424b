import type { ChatbotBundle } from '@dina/content';

export interface NluExport {
  bot: string;
  /**
   * Per matchable node: its phrasings and keywords, and the visitors' messages it answers (the
   * out-of-scope messages the engine also learns from belong to no node).
   */
  nodes: { id: string; phrases: string[]; messages: string[] }[];
  /** The visitors' messages no node answers, which the engine learns to decline. */
  outOfScope: string[];
}

/**
 * Everything the engine learns from, per matchable node: phrasings and keywords, and the
 * realistic messages of content/<bot>/messages that expect it (`LanguageFile.examples`).
 */
export const exportOf = (bundle: ChatbotBundle): NluExport => {
  const messages = new Map<string, string[]>();
  const outOfScope: string[] = [];
  for (const { node, text } of bundle.language.examples ?? []) {
    if (node === null) {
      outOfScope.push(text);
      continue;
    }
    const list = messages.get(node);
    if (list) list.push(text);
    else messages.set(node, [text]);
  }
  return {
    bot: bundle.identificator,
    nodes: bundle.nodes
      .filter((n) => n.kind === 'topic' && n.id !== 'fallback')
      .map((n) => ({
        id: n.id,
        phrases: [...n.phrases, ...n.keywords],
        messages: messages.get(n.id) ?? [],
      })),
    outOfScope,
  };
};
