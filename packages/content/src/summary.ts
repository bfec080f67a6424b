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

/**
 * The review state of every reviewed item, for `npm run content -- review`: what is still a
 * draft, what is due for a new review by `today` (YYYY-MM-DD), and who approved what, when.
 */
export function reviewReport(bundles: ChatbotBundle[], today: string): string[] {
  const lines: string[] = [];
  for (const b of bundles) {
    const items = [
      ...b.nodes.map((n) => ({ name: `node ${n.id}`, review: n.review })),
      ...b.pages.map((p) => ({ name: `side ${p.id} ${p.title}`, review: p.review })),
      ...(b.landing ? [{ name: 'forsiden', review: b.landing.review }] : []),
    ];
    const drafts = items.filter((i) => i.review.status === 'draft');
    const approved = items.filter((i) => i.review.status === 'approved');
    const due = items.filter((i) => i.review.nextReview <= today);
    lines.push(
      `${b.identificator}: ${drafts.length} utkast, ${approved.length} godkjent, ${due.length} til ny gjennomgang`,
    );
    for (const i of due) lines.push(`  til gjennomgang (${i.review.nextReview}): ${i.name}`);
    for (const i of approved) {
      const r = i.review;
      lines.push(`  godkjent ${r.approvedOn} av ${r.reviewedBy} (${r.role}): ${i.name}`);
    }
    for (const i of drafts) lines.push(`  utkast: ${i.name}`);
  }
  return lines;
}
