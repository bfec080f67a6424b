import {
  apiErrorSchema,
  messageBlockSchema,
  MAX_MESSAGE_LENGTH,
  type MessageBlock,
} from '@dina/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, startApp } from './harness.js';
import { dialogueBody, messageBody } from './chat-bodies.js';

const session = '6f1c2b1e-8d4a-4a8e-9b7c-2f3d4e5a6b7c';
const message = (text: string, exchangeId: string | null = null, chatbot = 'dina') =>
  messageBody(text, exchangeId, { sentBy: session, chatbot });

describe.each(databaseKinds)('chat API on $name', (kind) => {
  let app: FastifyInstance;
  let stop: (() => Promise<void>) | undefined;
  beforeAll(async () => ({ app, stop } = await startApp(kind)));
  afterAll(() => stop?.());

  const send = async (body: unknown): Promise<MessageBlock> => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/chat/NewMessageToChatbot',
      payload: body as object,
    });
    expect(res.statusCode).toBe(200);
    return messageBlockSchema.strict().parse(res.json());
  };

  it('returns the welcome node as a message block of SPEC §3', async () => {
    const res = await app.inject(`/api/chat/WelcomeText/dina/${session}`);
    expect(res.statusCode).toBe(200);
    const block = messageBlockSchema.strict().parse(res.json());
    expect(block).toMatchObject({
      exchange_id: 'welcome',
      sentBy: 'dina',
      chatbot_identification: 'dina',
    });
    expect(block.message).toContain('\n\n');
    expect(block.message).toMatch(/113/);
    expect(block.buttons.some((b) => b.type === 'quick_reply')).toBe(true);
    expect(block.buttons.some((b) => b.type === 'dialogue_trigger')).toBe(true);
    expect(Date.parse(block.timestampDateTime)).not.toBeNaN();
  });

  it('answers a typed question with the vetted node and its exchange id', async () => {
    const block = await send(message('Hva er svangerskapsdiabetes?'));
    expect(block.exchange_id).toBe('gdm-what-is');
    expect(block.message.length).toBeGreaterThan(20);
  });

  it('answers a warning sign with urgent-help and its phone buttons, whatever else is asked', async () => {
    const block = await send(message('Jeg blør litt, hva kan jeg spise?'));
    expect(block.exchange_id).toBe('urgent-help');
    expect(block.buttons.some((b) => b.type === 'phone' && b.value === '113')).toBe(true);
  });

  it('answers a clicked quick reply whose node id reads like a warning sign ("low-blood-sugar")', async () => {
    for (const id of ['low-blood-sugar', 'baby-blood-sugar']) {
      expect((await send(message(id, id))).exchange_id).toBe(id);
    }
  });

  it('answers the clearer of two questions and offers the other as a quick reply', async () => {
    const block = await send(message('kan jeg spise frukt? og hvor lenge bør jeg gå tur hver dag'));
    expect(block.exchange_id).toBe('sweets-fruit-drinks');
    expect(block.buttons[0]).toMatchObject({ type: 'quick_reply', value: 'physical-activity' });
  });

  it('puts the warm bubble of the content before the answer to a worried question', async () => {
    const block = await send(message('Er litt bekymret. Hva er blodsukkermålene?'));
    expect(block.exchange_id).toBe('glucose-targets');
    expect(block.message.startsWith('Det er helt vanlig å bli bekymret.')).toBe(true);
    const calm = await send(message('Hva er blodsukkermålene?'));
    expect(calm.message).not.toContain('Det er helt vanlig å bli bekymret.');
  });

  it('falls back kindly on a question about something else, with the safety line and phone buttons', async () => {
    const block = await send(message('Hvem vant fotballkampen i går?'));
    expect(block.exchange_id).toBe('fallback');
    expect(block.message).toContain('113');
    expect(block.buttons.filter((b) => b.type === 'phone').map((b) => b.value)).toEqual([
      '113',
      '116117',
    ]);
  });

  it('asks "Mente du …?" with quick replies and the phone numbers when unsure, and a reply button leads to its node', async () => {
    // HbA1c is both an early test in pregnancy and a check after the birth.
    const block = await send(message('hba1c'));
    expect(block.exchange_id).toBeNull();
    expect(block.message).toContain('Mente du …?');
    const replies = block.buttons.filter((b) => b.type === 'quick_reply');
    expect(replies.map((b) => b.value).sort()).toEqual(['early-hba1c', 'postpartum-hba1c']);
    // Unsure is no reason to leave a visitor without a way to get help (clinical review C3).
    expect(block.buttons.filter((b) => b.type === 'phone').map((b) => b.value)).toEqual([
      '113',
      '116117',
    ]);
    const [first] = block.buttons;
    expect(first).toMatchObject({ type: 'quick_reply' });
    const next = await send(message(first!.value, first!.exchange_id));
    expect(next.exchange_id).toBe(first!.value);
  });

  it('follows a quick reply of the welcome: value sent with its exchange id', async () => {
    const welcome = messageBlockSchema.parse(
      (await app.inject(`/api/chat/WelcomeText/dina/${session}`)).json(),
    );
    const reply = welcome.buttons.find((b) => b.type === 'quick_reply')!;
    const block = await send(message(reply.value, reply.exchange_id));
    expect(block.exchange_id).toBe(reply.value);
  });

  it('starts a predefined dialogue by its trigger value and walks its steps', async () => {
    const welcome = messageBlockSchema.parse(
      (await app.inject(`/api/chat/WelcomeText/dina/${session}`)).json(),
    );
    const trigger = welcome.buttons.find((b) => b.type === 'dialogue_trigger')!;
    const res = await app.inject({
      method: 'POST',
      url: '/api/chat/RequestPredefinedDialogue',
      payload: dialogueBody(trigger.label, trigger.value, { sentBy: session }),
    });
    expect(res.statusCode).toBe(200);
    const step = messageBlockSchema.parse(res.json());
    expect(step.exchange_id).toBe(trigger.value);
    const onward = step.buttons.find((b) => b.type === 'quick_reply')!;
    expect((await send(message(onward.value, onward.exchange_id))).exchange_id).toBe(onward.value);
  });

  // The content has no e-mail button until a real address exists (no placeholders); the
  // e-mail button's missing exchange id is checked in src/chat/reply.test.ts.
  it('carries link and phone buttons with no exchange id', async () => {
    const block = await send(message('Jeg vil snakke med en jordmor'));
    expect(block.exchange_id).toBe('contact-human');
    for (const type of ['phone', 'link'] as const) {
      const button = block.buttons.find((b) => b.type === type);
      expect(button, type).toBeDefined();
      expect(button!.exchange_id).toBeNull();
    }
  });

  it('sends images as image bubbles and carousels as image_carousel', async () => {
    const info = await send(message('blodsukkermål'));
    expect(info.exchange_id).toBe('glucose-targets');
    expect(info.message).toMatch(
      /(^|\n\n)<img src="\/api\/Chat\/Media\/dina\/[a-z0-9-]+" alt="[^"]+">/,
    );
    const diet = await send(message('hva kan jeg spise'));
    expect(diet.exchange_id).toBe('diet-basics');
    expect(diet.image_carousel.length).toBeGreaterThanOrEqual(2);
    for (const image of diet.image_carousel)
      expect((await app.inject(image.imageUrl)).statusCode).toBe(200);
  });

  it('answers ibs from its own content, with alarm symptoms first', async () => {
    expect((await send(message('blod i avføringen', null, 'ibs'))).exchange_id).toBe(
      'alarm-symptoms',
    );
    expect((await send(message('hva er lavfodmap', null, 'ibs'))).exchange_id).toBe('low-fodmap');
  });

  it.each([
    ['an empty message', { ...message('   ') }, 'Meldingen kan ikke være tom.'],
    [
      'a too long message',
      { ...message('a'.repeat(MAX_MESSAGE_LENGTH + 1)) },
      `Meldingen er for lang. Skriv høyst ${MAX_MESSAGE_LENGTH} tegn.`,
    ],
    [
      'a missing message',
      { ...message('x'), message: undefined },
      'Feltet «message» mangler eller har feil type.',
    ],
    [
      'a number as message',
      { ...message('x'), message: 42 },
      'Feltet «message» mangler eller har feil type.',
    ],
    [
      'a bad timestamp',
      { ...message('x'), timestampDateTime: 'i går' },
      'Feltet «timestampDateTime» må være et ISO-tidspunkt.',
    ],
    ['an unknown chatbot', message('hei', null, 'nobody'), 'Ukjent chatbot.'],
    ['a chatbot id with a NUL in it', message('hei', null, 'di\u0000na'), 'Ukjent chatbot.'],
    ['an unknown exchange', message('hei', 'no-such-node'), 'Ukjent samtalested (exchange_id).'],
  ])('answers %s with 400 and a Norwegian message', async (_name, payload, text) => {
    const res = await app.inject({ method: 'POST', url: '/api/chat/NewMessageToChatbot', payload });
    expect(res.statusCode).toBe(400);
    expect(apiErrorSchema.parse(res.json()).error.message).toBe(text);
  });

  it('answers an unknown dialogue trigger with 400 and malformed JSON with 400', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/chat/RequestPredefinedDialogue',
      payload: {
        message: 'x',
        timestampDateTime: '2026-11-21T10:00:00Z',
        sentBy: session,
        exchange_id: 'nope',
        chatbot_identification: 'dina',
      },
    });
    expect(res.statusCode).toBe(400);
    const bad = await app.inject({
      method: 'POST',
      url: '/api/chat/NewMessageToChatbot',
      payload: '{"message":',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.statusCode).toBe(400);
    expect(apiErrorSchema.parse(bad.json()).error.code).toBe('invalid_json');
  });

  it('answers a welcome for an unknown chatbot with 404 and a bad session id with 400', async () => {
    expect((await app.inject(`/api/chat/WelcomeText/nobody/${session}`)).statusCode).toBe(404);
    expect((await app.inject('/api/chat/WelcomeText/dina/%3Cscript%3E')).statusCode).toBe(400);
  });
});

describe('chat API with ENGINE_THREADS off', () => {
  let app: FastifyInstance;
  let stop: (() => Promise<void>) | undefined;
  beforeAll(
    async () => ({ app, stop } = await startApp(databaseKinds[0], { ENGINE_THREADS: 'false' })),
  );
  afterAll(() => stop?.());

  it('answers from the engine on the server thread just the same', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/chat/NewMessageToChatbot',
      payload: message('hva kan jeg spise'),
    });
    expect(res.statusCode).toBe(200);
    expect(messageBlockSchema.parse(res.json()).exchange_id).toBe('diet-basics');
  });
});
