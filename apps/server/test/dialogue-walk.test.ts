import { messageBlockSchema, type MessageBlock } from '@dina/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, productionContentDir, startApp } from './harness.js';
import { dialogueBody, messageBody } from './chat-bodies.js';

const session = 'walk';

/**
 * Walks every quick reply and dialogue trigger reachable from a chatbot's welcome, the way
 * the client sends them, and returns each reached node's block.
 */
async function walk(app: FastifyInstance, chatbot: string): Promise<Map<string, MessageBlock>> {
  const parse = (body: unknown) => messageBlockSchema.parse(body);
  const welcome = parse((await app.inject(`/api/chat/WelcomeText/${chatbot}/${session}`)).json());
  const reached = new Map<string, MessageBlock>([['welcome', welcome]]);
  const queue: MessageBlock[] = [welcome];
  while (queue.length > 0) {
    const block = queue.shift()!;
    for (const button of block.buttons) {
      if (button.type !== 'quick_reply' && button.type !== 'dialogue_trigger') continue;
      if (reached.has(button.value)) continue;
      const res =
        button.type === 'quick_reply'
          ? await app.inject({
              method: 'POST',
              url: '/api/chat/NewMessageToChatbot',
              payload: messageBody(button.value, button.exchange_id, { sentBy: session, chatbot }),
            })
          : await app.inject({
              method: 'POST',
              url: '/api/chat/RequestPredefinedDialogue',
              payload: dialogueBody(button.label, button.value, { sentBy: session, chatbot }),
            });
      expect(res.statusCode, `${block.exchange_id} → ${button.label}`).toBe(200);
      const next = parse(res.json());
      expect(next.exchange_id, `${block.exchange_id} → ${button.label}`).toBe(button.value);
      reached.set(button.value, next);
      queue.push(next);
    }
  }
  return reached;
}

describe.each(databaseKinds)('walking the buttons from the welcome on $name', (kind) => {
  let app: FastifyInstance;
  let stop: (() => Promise<void>) | undefined;
  // The production content: this test is about that content (every button leads somewhere).
  beforeAll(
    async () => ({ app, stop } = await startApp(kind, { CONTENT_DIR: productionContentDir })),
  );
  afterAll(() => stop?.());

  it.each(['dina', 'ibs'])(
    'every button of %s leads to its node, and no node is a dead end',
    async (chatbot) => {
      const reached = await walk(app, chatbot);
      expect(reached.size).toBeGreaterThan(3);
      for (const [id, block] of reached) {
        // A way on is any button (a phone number or a link to a person counts) or a question.
        const onward = block.buttons.length > 0;
        const asks = /\?\s*(<\/[a-z]+>\s*)*$/.test(block.message.trim());
        expect(onward || asks, `${chatbot}/${id} offers no way on`).toBe(true);
      }
    },
  );
});
