import { describe, expect, it } from 'vitest';
import type { ChatbotRuntime, StoredNode } from './chatbot-runtime.js';
import { decisionBlock } from './reply.js';

const node = (id: string, extra: Partial<StoredNode> = {}): StoredNode => ({
  id,
  kind: 'topic',
  title: id,
  phrases: [],
  keywords: [],
  bubbles: [`Svar fra ${id}.`],
  imageId: null,
  videoId: null,
  carousel: [],
  buttons: [],
  ...extra,
});

const bot: ChatbotRuntime = {
  identificator: 'testbot',
  name: 'Testbot',
  classify: () => Promise.reject(new Error('not used')),
  nodes: new Map(
    [
      node('contact', {
        buttons: [
          { type: 'email', label: 'E-post', value: 'post@sykehuset.test' },
          { type: 'link', label: 'Nettside', value: 'https://www.helsenorge.no/' },
          { type: 'phone', label: 'Ring 113', value: '113' },
          { type: 'quick_reply', label: 'Mer', value: 'more' },
        ],
      }),
      node('more'),
      node('support'),
      node('fallback', { buttons: [{ type: 'phone', label: 'Ring 113', value: '113' }] }),
    ].map((n) => [n.id, n]),
  ),
  altTexts: new Map(),
  feelingBubble: 'Det er helt vanlig å bli bekymret.',
  feelingNodes: new Set(['support']),
};
const now = new Date('2026-11-23T12:00:00Z');
const answer = (node: string, extra = {}) =>
  decisionBlock(bot, { outcome: 'answer', node, score: 1, candidates: [], ...extra }, now);

describe('decisionBlock', () => {
  it('gives e-mail, link and phone buttons no exchange id, and a quick reply its target', () => {
    const ids = Object.fromEntries(answer('contact').buttons.map((b) => [b.type, b.exchange_id]));
    expect(ids).toEqual({ email: null, link: null, phone: null, quick_reply: 'more' });
  });

  it('puts the feeling bubble first on a topic answer, but not on the support topic', () => {
    expect(answer('more', { feeling: true }).message).toBe(
      'Det er helt vanlig å bli bekymret.\n\nSvar fra more.',
    );
    expect(answer('support', { feeling: true }).message).toBe('Svar fra support.');
    expect(answer('more').message).toBe('Svar fra more.');
  });

  it('offers the second question of a message as the first quick reply', () => {
    expect(answer('contact', { also: 'support' }).buttons[0]).toMatchObject({
      type: 'quick_reply',
      value: 'support',
      exchange_id: 'support',
    });
  });

  it('gives a "Mente du …?" the fallback\'s phone buttons after its choices', () => {
    const block = decisionBlock(
      bot,
      { outcome: 'clarify', node: null, score: 0.5, candidates: ['more', 'support'] },
      now,
    );
    expect(block.buttons.map((b) => [b.type, b.value])).toEqual([
      ['quick_reply', 'more'],
      ['quick_reply', 'support'],
      ['phone', '113'],
    ]);
  });
});
