import {
  apiErrorSchema,
  messageBlockSchema,
  MAX_MESSAGE_LENGTH,
  type MessageBlock,
} from '@dina/contracts';
import { describe, expect, it } from 'vitest';
import { appOn, databaseKinds, fixtureApp } from './harness.js';
import { dialogueBody, messageBody } from './chat-bodies.js';
import { fixture } from './fixture.js';

const session = '6f1c2b1e-8d4a-4a8e-9b7c-2f3d4e5a6b7c';
const { bot } = fixture;
const message = (text: string, exchangeId: string | null = null, chatbot: string = bot) =>
  messageBody(text, exchangeId, { sentBy: session, chatbot });
const phonesOf = (block: MessageBlock) =>
  block.buttons.filter((b) => b.type === 'phone').map((b) => b.value);

describe.each(databaseKinds)('chat API on $name', (kind) => {
  const shared = fixtureApp(kind);

  const send = async (body: unknown): Promise<MessageBlock> => {
    const res = await shared.app.inject({
      method: 'POST',
      url: '/api/chat/NewMessageToChatbot',
      payload: body as object,
    });
    expect(res.statusCode).toBe(200);
    return messageBlockSchema.strict().parse(res.json());
  };

  it('returns the welcome node as a message block of SPEC §3', async () => {
    const res = await shared.app.inject(`/api/chat/WelcomeText/${bot}/${session}`);
    expect(res.statusCode).toBe(200);
    const block = messageBlockSchema.strict().parse(res.json());
    expect(block).toMatchObject({
      exchange_id: 'welcome',
      sentBy: bot,
      chatbot_identification: bot,
    });
    // Two bubbles of the content, Markdown rendered: bubbles are separated by a blank line.
    expect(block.message).toBe(
      'Hei! Jeg er <strong>Planta</strong>, en testchatbot om stueplanter.\n\n' +
        'Lukter det brent eller ser du røyk, ring <strong>110</strong>. Hva lurer du på?',
    );
    expect(block.buttons.some((b) => b.type === 'quick_reply')).toBe(true);
    expect(block.buttons.some((b) => b.type === 'dialogue_trigger')).toBe(true);
    expect(Date.parse(block.timestampDateTime)).not.toBeNaN();
  });

  it('answers a typed question with the node it matches: its bubbles and exchange id', async () => {
    const block = await send(message(fixture.question));
    expect(block.exchange_id).toBe(fixture.questionNode);
    expect(block.message).toBe(
      'Vann når jorda er tørr et par centimeter ned.\n\n' +
        'De fleste stueplanter vil heller ha for lite enn for mye vann.',
    );
    expect(block.buttons).toEqual([
      { type: 'quick_reply', label: 'Lys', value: 'light', exchange_id: 'light' },
    ]);
  });

  it('answers a warning sign with its urgent answer and phone button, whatever else is asked', async () => {
    const block = await send(message(fixture.warningSign));
    expect(block.exchange_id).toBe(fixture.urgentNode);
    expect(phonesOf(block)).toEqual([fixture.urgentPhone]);
  });

  it('answers a clicked quick reply whose node id reads like a warning sign', async () => {
    const id = fixture.signLikeNode;
    expect((await send(message(id, id))).exchange_id).toBe(id);
    // Typed, the same words are the warning sign: the click is what makes them a reply.
    expect((await send(message(id.replaceAll('-', ' ')))).exchange_id).toBe(fixture.urgentNode);
  });

  it('answers the clearer of two questions and offers the other as a quick reply', async () => {
    const block = await send(message('hvor ofte skal jeg vanne? og hvor mye lys trenger planten'));
    expect(block.exchange_id).toBe('watering');
    expect(block.buttons[0]).toMatchObject({ type: 'quick_reply', value: 'light' });
  });

  it('puts the warm bubble of the content before the answer to a worried question', async () => {
    const block = await send(message(`Er litt bekymret. ${fixture.question}`));
    expect(block.exchange_id).toBe(fixture.questionNode);
    expect(block.message.startsWith(`${fixture.feelingBubble}\n\n`)).toBe(true);
    const calm = await send(message(fixture.question));
    expect(calm.message).not.toContain(fixture.feelingBubble);
    // Worry alone gets the support topic, without the bubble in front.
    const worry = await send(message('Er litt bekymret.'));
    expect(worry.exchange_id).toBe('plant-worry');
    expect(worry.message).not.toContain(fixture.feelingBubble);
  });

  it("falls back on a question about something else, with the fallback's bubbles and phone buttons", async () => {
    const block = await send(message(fixture.offTopic));
    expect(block.exchange_id).toBe('fallback');
    expect(block.message).toContain('ring <strong>110</strong>');
    expect(phonesOf(block)).toEqual(fixture.fallbackPhones);
  });

  it('asks "Mente du …?" with quick replies and the phone numbers when unsure, and a reply button leads to its node', async () => {
    // The word is a keyword of two topics, neither more than the other.
    const block = await send(message(fixture.ambiguous));
    expect(block.exchange_id).toBeNull();
    expect(block.message).toBe('Jeg er ikke helt sikker på hva du mener.\n\nMente du …?');
    const replies = block.buttons.filter((b) => b.type === 'quick_reply');
    expect(replies.map((b) => b.value).sort()).toEqual([...fixture.ambiguousNodes]);
    expect(replies.map((b) => b.label).sort()).toEqual([
      'Gjødsel om sommeren',
      'Gjødsel om vinteren',
    ]);
    // Unsure is no reason to leave a visitor without a way to get help (clinical review C3).
    expect(phonesOf(block)).toEqual(fixture.fallbackPhones);
    const [first] = block.buttons;
    expect(first).toMatchObject({ type: 'quick_reply' });
    const next = await send(message(first!.value, first!.exchange_id));
    expect(next.exchange_id).toBe(first!.value);
  });

  it('follows a quick reply of the welcome: value sent with its exchange id', async () => {
    const welcome = messageBlockSchema.parse(
      (await shared.app.inject(`/api/chat/WelcomeText/${bot}/${session}`)).json(),
    );
    const reply = welcome.buttons.find((b) => b.type === 'quick_reply')!;
    const block = await send(message(reply.value, reply.exchange_id));
    expect(block.exchange_id).toBe(reply.value);
  });

  it('starts a predefined dialogue by its trigger value and walks its steps', async () => {
    const welcome = messageBlockSchema.parse(
      (await shared.app.inject(`/api/chat/WelcomeText/${bot}/${session}`)).json(),
    );
    const trigger = welcome.buttons.find((b) => b.type === 'dialogue_trigger')!;
    expect(trigger).toMatchObject({ value: 'repotting-guide', exchange_id: 'repotting-guide' });
    const res = await shared.app.inject({
      method: 'POST',
      url: '/api/chat/RequestPredefinedDialogue',
      payload: dialogueBody(trigger.label, trigger.value, { sentBy: session }),
    });
    expect(res.statusCode).toBe(200);
    const step = messageBlockSchema.parse(res.json());
    expect(step.exchange_id).toBe(trigger.value);
    expect(step.message).toMatch(/^Steg 1:/);
    const onward = step.buttons.find((b) => b.type === 'quick_reply')!;
    const next = await send(message(onward.value, onward.exchange_id));
    expect(next.exchange_id).toBe('repotting-step-2');
    expect(next.message).toMatch(/^Steg 2:/);
  });

  // The fixture has no e-mail button, as the production content has none until a real address
  // exists; the e-mail button's missing exchange id is checked in src/chat/reply.test.ts.
  it('carries link and phone buttons with no exchange id', async () => {
    const block = await send(message(fixture.contactQuestion));
    expect(block.exchange_id).toBe(fixture.contactNode);
    for (const type of ['phone', 'link'] as const) {
      const button = block.buttons.find((b) => b.type === type);
      expect(button, type).toBeDefined();
      expect(button!.exchange_id).toBeNull();
    }
  });

  it('sends images as image bubbles after the text, and carousels as image_carousel', async () => {
    const info = await send(message(fixture.imageQuestion));
    expect(info.exchange_id).toBe(fixture.imageNode);
    expect(info.message).toMatch(
      new RegExp(`\\n\\n<img src="/api/Chat/Media/${bot}/sun" alt="En gul sol">$`),
    );
    expect((await shared.app.inject(`/api/Chat/Media/${bot}/sun`)).statusCode).toBe(200);
    const types = await send(message(fixture.carouselQuestion));
    expect(types.exchange_id).toBe(fixture.carouselNode);
    expect(types.image_carousel).toEqual([
      { imageUrl: `/api/Chat/Media/${bot}/cactus`, altText: 'En kaktus i potte' },
      { imageUrl: `/api/Chat/Media/${bot}/fern`, altText: 'En bregne i potte' },
    ]);
    for (const image of types.image_carousel)
      expect((await shared.app.inject(image.imageUrl)).statusCode).toBe(200);
  });

  it('answers each chatbot from its own content, with its own warning signs first', async () => {
    const other = (text: string) => send(message(text, null, fixture.otherBot));
    expect((await other(fixture.otherWarningSign)).exchange_id).toBe(fixture.otherUrgentNode);
    const answer = await other(fixture.otherQuestion);
    expect(answer).toMatchObject({
      exchange_id: fixture.otherQuestionNode,
      sentBy: fixture.otherBot,
      chatbot_identification: fixture.otherBot,
    });
    // The first bot knows nothing of tyres, and the second nothing of fire.
    expect((await send(message(fixture.otherQuestion))).exchange_id).toBe('fallback');
    expect((await other('det brenner i plantelampen')).exchange_id).toBe('fallback');
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
    const res = await shared.app.inject({
      method: 'POST',
      url: '/api/chat/NewMessageToChatbot',
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(apiErrorSchema.parse(res.json()).error.message).toBe(text);
  });

  it('answers an unknown dialogue trigger with 400 and malformed JSON with 400', async () => {
    const res = await shared.app.inject({
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
    const bad = await shared.app.inject({
      method: 'POST',
      url: '/api/chat/NewMessageToChatbot',
      payload: '{"message":',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.statusCode).toBe(400);
    expect(apiErrorSchema.parse(bad.json()).error.code).toBe('invalid_json');
  });

  it('answers a welcome for an unknown chatbot with 404 and a bad session id with 400', async () => {
    expect((await shared.app.inject(`/api/chat/WelcomeText/nobody/${session}`)).statusCode).toBe(
      404,
    );
    expect((await shared.app.inject(`/api/chat/WelcomeText/${bot}/%3Cscript%3E`)).statusCode).toBe(
      400,
    );
  });

  it('answers from an engine thread (the production default) just as from the server thread', async () => {
    // A second app on the same database: only the engine's thread differs. The test config
    // keeps engines on the server thread, so this is the API's check of the threaded path.
    const threaded = await appOn(shared.database, { ENGINE_THREADS: 'true' });
    try {
      for (const [text, node] of [
        [fixture.question, fixture.questionNode],
        [fixture.warningSign, fixture.urgentNode],
      ]) {
        const res = await threaded.inject({
          method: 'POST',
          url: '/api/chat/NewMessageToChatbot',
          payload: message(text!),
        });
        expect(res.statusCode).toBe(200);
        expect(messageBlockSchema.parse(res.json()).exchange_id).toBe(node);
      }
    } finally {
      await threaded.close();
    }
  });
});
