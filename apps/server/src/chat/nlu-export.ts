import type { ChatbotBundle } from '@dina/content';

export interface NluExport {
  bot: string;
  nodes: { id: string; phrases: string[] }[];
}

/** Every phrasing (and keyword) the engine learns from, per matchable node. */
export const exportOf = (bundle: ChatbotBundle): NluExport => ({
  bot: bundle.identificator,
  nodes: bundle.nodes
    .filter((n) => n.kind === 'topic' && n.id !== 'fallback')
    .map((n) => ({ id: n.id, phrases: [...n.phrases, ...n.keywords] })),
});
