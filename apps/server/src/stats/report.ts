import { and, desc, eq, gte, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { statDaily, statEvents, type StatDecision, type StatKind } from '../db/schema.js';
import { startOfUtcDay } from './stats-store.js';

/** A question is listed only when this many messages asked it: rare texts could identify. */
export const MIN_QUESTION_COUNT = 3;

const DAY_MS = 24 * 60 * 60 * 1000;
const decisions: readonly StatDecision[] = ['answer', 'clarify', 'fallback', 'urgent'];

/** Counted events of one kind, node and decision, from raw events or daily counts. */
export interface CountRow {
  kind: StatKind;
  node: string | null;
  decision: StatDecision | null;
  count: number;
}

export interface StatsReport {
  chatbot: string;
  days: number;
  /** First and last UTC day covered, as YYYY-MM-DD. */
  from: string;
  to: string;
  /** Welcome messages shown: each opening or restart of the chat is one conversation. */
  conversations: number;
  /** Typed messages and quick replies the engine decided on. */
  messages: number;
  /** Dialogues started by a button. */
  predefined: number;
  decisions: Record<StatDecision, { count: number; rate: number }>;
  /** Nodes answered (answer, urgent, predefined dialogue), most used first. */
  topTopics: { node: string; count: number }[];
  /** Scrubbed questions the bot could not answer, asked at least MIN_QUESTION_COUNT times. */
  unanswered: { question: string; count: number }[];
}

/** The report's numbers from counted rows; pure, so the arithmetic is tested without a database. */
export function summarise(
  rows: readonly CountRow[],
  topN = 10,
): Pick<StatsReport, 'conversations' | 'messages' | 'predefined' | 'decisions' | 'topTopics'> {
  const sum = (keep: (r: CountRow) => boolean) =>
    rows.filter(keep).reduce((total, r) => total + r.count, 0);
  const messages = sum((r) => r.kind === 'message');
  const topics = new Map<string, number>();
  for (const r of rows) {
    const answered =
      r.kind === 'predefined' ||
      (r.kind === 'message' && (r.decision === 'answer' || r.decision === 'urgent'));
    if (answered && r.node) topics.set(r.node, (topics.get(r.node) ?? 0) + r.count);
  }
  return {
    conversations: sum((r) => r.kind === 'welcome'),
    messages,
    predefined: sum((r) => r.kind === 'predefined'),
    decisions: Object.fromEntries(
      decisions.map((d) => {
        const count = sum((r) => r.kind === 'message' && r.decision === d);
        return [d, { count, rate: messages === 0 ? 0 : count / messages }];
      }),
    ) as StatsReport['decisions'],
    topTopics: [...topics]
      .map(([node, count]) => ({ node, count }))
      .sort((a, b) => b.count - a.count || a.node.localeCompare(b.node))
      .slice(0, topN),
  };
}

export interface ReportOptions {
  chatbot: string;
  /** Whole UTC days back, today included. */
  days: number;
  now?: Date;
  top?: number;
}

/**
 * Reads the statistics of the last `days` days: raw events (kept for the retention period)
 * and daily counts (events rolled up after it) together, so the counts are whole however long
 * ago the clean-up ran. Unanswered questions exist only within the retention period.
 */
export async function loadReport(
  db: Db,
  { chatbot, days, now = new Date(), top = 10 }: ReportOptions,
): Promise<StatsReport> {
  const since = new Date(startOfUtcDay(now).getTime() - (days - 1) * DAY_MS);
  const sinceDay = since.toISOString().slice(0, 10);
  // Each event row stands for `count` alike replies.
  const occurrences = sql<number>`sum(${statEvents.count})::int`;
  const raw = await db
    .select({
      kind: statEvents.kind,
      node: statEvents.node,
      decision: statEvents.decision,
      count: occurrences,
    })
    .from(statEvents)
    .where(and(eq(statEvents.chatbot, chatbot), gte(statEvents.hour, since)))
    .groupBy(statEvents.kind, statEvents.node, statEvents.decision);
  const daily = await db
    .select({
      kind: statDaily.kind,
      node: statDaily.node,
      decision: statDaily.decision,
      count: sql<number>`sum(${statDaily.count})::int`,
    })
    .from(statDaily)
    .where(and(eq(statDaily.chatbot, chatbot), gte(statDaily.day, sinceDay)))
    .groupBy(statDaily.kind, statDaily.node, statDaily.decision);
  const unanswered = await db
    .select({ question: statEvents.question, count: occurrences })
    .from(statEvents)
    .where(
      and(
        eq(statEvents.chatbot, chatbot),
        gte(statEvents.hour, since),
        isNotNull(statEvents.question),
      ),
    )
    .groupBy(statEvents.question)
    .having(sql`${occurrences} >= ${MIN_QUESTION_COUNT}`)
    .orderBy(desc(occurrences), statEvents.question)
    .limit(top);
  return {
    chatbot,
    days,
    from: sinceDay,
    to: now.toISOString().slice(0, 10),
    ...summarise([...raw, ...daily], top),
    unanswered: unanswered.map((u) => ({ question: u.question ?? '', count: u.count })),
  };
}
