import type { Decision } from '@dina/engine';
import type { StatDecision, StatKind } from '../db/schema.js';
import { describeError, type BatchQueue, type QueueLog } from './batch-queue.js';
import { scrubPii } from './scrub-pii.js';

/** One row of `stat_events`, as written. */
export interface StatEvent {
  chatbot: string;
  hour: Date;
  kind: StatKind;
  node: string | null;
  decision: StatDecision | null;
  confidence: number | null;
  question: string | null;
}

const HOUR_MS = 60 * 60 * 1000;

/** The start of the UTC hour `date` falls in: the only time a statistics event keeps. */
export function truncateToHour(date: Date): Date {
  return new Date(Math.floor(date.getTime() / HOUR_MS) * HOUR_MS);
}

// Control characters (NUL, terminal escapes) and bidirectional overrides: PostgreSQL refuses
// NUL in text, and the others could disguise what `stats report` prints.
const INVISIBLE = /[\p{Cc}\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;

/**
 * Text PostgreSQL and a terminal can take: lone surrogates become U+FFFD, control characters
 * and direction overrides become spaces.
 */
export function wellFormed(text: string): string {
  return text.toWellFormed().replace(INVISIBLE, ' ');
}

/**
 * The question text worth keeping: scrubbed of personal data and normalised (case, spacing,
 * closing punctuation) so the same question typed twice is counted as one. Only messages the
 * bot could not answer keep their text; answered and urgent ones are counted by node alone,
 * since the content team needs only what is missing, and urgent messages are the likeliest to
 * describe a person.
 */
export function questionToKeep(decision: StatDecision, text: string): string | null {
  if (decision !== 'clarify' && decision !== 'fallback') return null;
  const kept = scrubPii(wellFormed(text))
    .replace(/\s+/g, ' ')
    .replace(/[\s?!.…]+$/u, '')
    .trim()
    .toLowerCase();
  return kept === '' ? null : kept;
}

/** The part of the statistics the chat routes use: one call per reply, never throws. */
export interface StatsRecorder {
  /** A welcome message: counted as the start of a conversation. */
  welcome(chatbot: string): void;
  /** A typed message (or quick reply) and what the engine decided; `node` is the node answered. */
  message(chatbot: string, decision: Decision, node: string | null, text: string): void;
  /** A dialogue started by a button. */
  predefined(chatbot: string, node: string): void;
}

/**
 * Builds anonymous events and hands them to the queue. Scrubbing happens here, before the
 * queue, so raw message text never waits in memory for a database write.
 */
export function createRecorder(
  queue: Pick<BatchQueue<StatEvent>, 'push'>,
  log: Pick<QueueLog, 'error'>,
  clock: () => Date = () => new Date(),
): StatsRecorder {
  const record = (event: () => Omit<StatEvent, 'hour'>) => {
    try {
      queue.push({ ...event(), hour: truncateToHour(clock()) });
    } catch (error) {
      // Statistics are best effort: a bug here must not fail a chat reply.
      log.error(describeError(error), 'statistics event dropped');
    }
  };
  const bare = { decision: null, confidence: null, question: null };
  return {
    welcome: (chatbot) => record(() => ({ chatbot, kind: 'welcome', node: 'welcome', ...bare })),
    predefined: (chatbot, node) => record(() => ({ chatbot, kind: 'predefined', node, ...bare })),
    message: (chatbot, decision, node, text) =>
      record(() => ({
        chatbot,
        kind: 'message',
        node,
        decision: decision.outcome,
        // Two decimals: enough to tune thresholds, too coarse to fingerprint the exact text.
        confidence: Number.isFinite(decision.score) ? Math.round(decision.score * 100) / 100 : null,
        question: questionToKeep(decision.outcome, text),
      })),
  };
}
