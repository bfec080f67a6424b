import type { ChatbotBundle } from './types.js';

/** Counts an author wants after validation: how much there is and how much is still draft. */
export function summarize(bundles: ChatbotBundle[]): string[] {
  return bundles.map((b) => {
    const reviewed = [...b.nodes, ...b.pages, ...(b.landing ? [b.landing] : [])].map(
      (item) => item.review.status,
    );
    const drafts = reviewed.filter((s) => s === 'draft').length;
    const phrases = b.nodes.reduce((n, node) => n + node.phrases.length, 0);
    return (
      `${b.identificator}: ${b.nodes.length} noder, ${phrases} formuleringer, ` +
      `${b.pages.length} sider, ${b.landing ? 'forside, ' : ''}${b.tiles.length} fliser, ${b.media.length} mediefiler, ` +
      `${drafts} utkast og ${reviewed.length - drafts} godkjent`
    );
  });
}
