import { messageBody } from './chat-bodies.js';
import { fixture } from './fixture.js';

/** A valid NewMessageToChatbot body (SPEC §7) to the fixture bot, with fields replaced by `changes`. */
export function chatBody(changes: Record<string, unknown> = {}): Record<string, unknown> {
  return { ...messageBody(fixture.question, null, { sentBy: 'client' }), ...changes };
}

/** Headers that change on every answer or say nothing about policy. */
const VOLATILE = new Set([
  'date',
  'content-length',
  'etag',
  'last-modified',
  'connection',
  'keep-alive',
]);

/** A response's headers without the volatile ones, sorted by name: what a snapshot compares. */
export function stableHeaders(headers: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(headers)
      .filter(([name]) => !VOLATILE.has(name))
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}
