import type { StatDecision } from '../db/schema.js';
import { MIN_QUESTION_COUNT, type StatsReport } from './report.js';
import { wellFormed } from './stats-recorder.js';

const decisionLabels: Record<StatDecision, string> = {
  answer: 'Besvart',
  clarify: '«Mente du …?»',
  fallback: 'Ikke forstått',
  urgent: 'Hastehjelp',
};

const integer = new Intl.NumberFormat('nb-NO');
const percent = new Intl.NumberFormat('nb-NO', { style: 'percent', maximumFractionDigits: 1 });

/** A count right-aligned in a column, with Norwegian digit grouping. */
const column = (n: number, width = 7) => integer.format(n).padStart(width);

/**
 * The report as readable Norwegian text for the content team. `retentionDays` says how far back
 * question texts can go, since they are deleted after that.
 */
export function formatReport(report: StatsReport, retentionDays: number): string {
  const lines = [
    `Statistikk for ${report.chatbot}: siste ${report.days} dager (${report.from} – ${report.to}, UTC)`,
    '',
    `${'Samtaler'.padEnd(22)}${column(report.conversations)}`,
    `${'Meldinger'.padEnd(22)}${column(report.messages)}`,
  ];
  for (const [decision, label] of Object.entries(decisionLabels) as [StatDecision, string][]) {
    const { count, rate } = report.decisions[decision];
    lines.push(`  ${label.padEnd(20)}${column(count)}  ${percent.format(rate).padStart(7)}`);
  }
  lines.push(`${'Dialoger fra knapper'.padEnd(22)}${column(report.predefined)}`, '');

  lines.push('Mest brukte temaer:');
  if (report.topTopics.length === 0) lines.push('  (ingen ennå)');
  for (const t of report.topTopics) lines.push(`${column(t.count)}  ${t.node}`);
  lines.push('');

  const window =
    report.days > retentionDays ? ` (spørsmål lagres bare i ${retentionDays} dager)` : '';
  lines.push(`Hyppigste ubesvarte spørsmål, stilt minst ${MIN_QUESTION_COUNT} ganger${window}:`);
  if (report.unanswered.length === 0) lines.push('  (ingen)');
  // Rows stored before questions were made well-formed may still hold terminal escapes.
  for (const q of report.unanswered) lines.push(`${column(q.count)}  ${wellFormed(q.question)}`);
  return lines.join('\n');
}
