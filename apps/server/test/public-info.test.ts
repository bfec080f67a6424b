import { apiErrorSchema, chatbotPublicInfoSchema } from '@dina/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, startApp } from './harness.js';

describe.each(databaseKinds)('GET /api/ChatBot/GetPublicInfo on $name', (kind) => {
  let app: FastifyInstance;
  let stop: () => Promise<void>;
  beforeAll(async () => ({ app, stop } = await startApp(kind)));
  afterAll(() => stop());

  it('returns the public info of dina in the shape of SPEC §3', async () => {
    const res = await app.inject('/api/ChatBot/GetPublicInfo/dina');
    expect(res.statusCode).toBe(200);
    const info = chatbotPublicInfoSchema.strict().parse(res.json());
    expect(info).toMatchObject({ identificator: 'dina', name: 'Dina', hasLandingPage: true });
    expect(info.avatarUrl).toBe('/api/Chat/Media/dina/avatar');
    expect(info.mainMenuItems.length).toBeGreaterThan(0);
    expect(info.questionSuggestions.length).toBeGreaterThan(0);
  });

  it("gives each chatbot its own information pages, with the deployment's facts filled in", async () => {
    const about = async (id: string) =>
      chatbotPublicInfoSchema.parse((await app.inject(`/api/ChatBot/GetPublicInfo/${id}`)).json())
        .about;
    const [dina, ibs] = [await about('dina'), await about('ibs')];
    expect(dina.purpose).toContain('Å styrke kvinners egen helse!');
    expect(dina.purpose).toContain('svangerskapsdiabetes');
    expect(ibs.purpose).toContain('irritabel tarm');
    for (const page of Object.values(ibs).filter((v) => typeof v === 'string')) {
      expect(page).not.toMatch(/svangerskap|kvinners|jordm/i);
    }
    expect(dina.privacy).toContain('Helse Eksempel HF');
    expect(dina.privacy).toContain('personvernombud@helse-eksempel.test');
    expect(dina.privacy).toContain('slettes etter 90 dager');
    expect(dina.privacy).toContain('Datatilsynet');
    expect(JSON.stringify([dina, ibs])).not.toContain('{{');
    expect(dina.exampleFacts).toBe(true);
  });

  it('lists as keyboard-extension topics exactly the sub-pages flagged for it', async () => {
    const info = chatbotPublicInfoSchema.parse(
      (await app.inject('/api/ChatBot/GetPublicInfo/dina')).json(),
    );
    const flagged = info.subPages.filter((p) => p.showInKeyboardExtension).map((p) => p.id);
    expect(flagged.length).toBeGreaterThan(0);
    expect(flagged.length).toBeLessThan(info.subPages.length);
    expect(info.keyboardExtensionTopics.map((t) => t.id)).toEqual(flagged);
  });

  it('says ibs has no landing page', async () => {
    const res = await app.inject('/api/ChatBot/GetPublicInfo/ibs');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ identificator: 'ibs', hasLandingPage: false });
  });

  it('matches the path and the chatbot id case-insensitively', async () => {
    const res = await app.inject('/API/chatbot/getpublicinfo/DINA');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ identificator: 'dina' });
  });

  it.each(['nobody', 'd%C3%A5rlig', 'a'.repeat(80)])(
    'answers an unknown chatbot %s with 404 and a Norwegian JSON error',
    async (id) => {
      const res = await app.inject(`/api/ChatBot/GetPublicInfo/${id}`);
      expect(res.statusCode).toBe(404);
      expect(apiErrorSchema.parse(res.json()).error).toEqual({
        code: 'not_found',
        message: 'Fant ingen chatbot med denne id-en.',
      });
    },
  );
});

describe('the privacy page states the configured retention', () => {
  it('says 30 days when STATS_RETENTION_DAYS is 30', async () => {
    const { app, stop } = await startApp(databaseKinds[0], { STATS_RETENTION_DAYS: '30' });
    try {
      const info = chatbotPublicInfoSchema.parse(
        (await app.inject('/api/ChatBot/GetPublicInfo/ibs')).json(),
      );
      expect(info.about.privacy).toContain('slettes etter 30 dager');
    } finally {
      await stop();
    }
  });
});
