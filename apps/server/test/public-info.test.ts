import { apiErrorSchema, chatbotPublicInfoSchema } from '@dina/contracts';
import { describe, expect, it } from 'vitest';
import { fixture } from './fixture.js';
import { appOn, databaseKinds, fixtureApp } from './harness.js';

const { bot, otherBot } = fixture;

describe.each(databaseKinds)('GET /api/ChatBot/GetPublicInfo on $name', (kind) => {
  const shared = fixtureApp(kind);

  const infoOf = async (id: string, on = shared.app) =>
    chatbotPublicInfoSchema.parse((await on.inject(`/api/ChatBot/GetPublicInfo/${id}`)).json());

  it('returns the public info in the shape of SPEC §3, menus and suggestions as authored', async () => {
    const res = await shared.app.inject(`/api/ChatBot/GetPublicInfo/${bot}`);
    expect(res.statusCode).toBe(200);
    const info = chatbotPublicInfoSchema.strict().parse(res.json());
    expect(info).toMatchObject({ identificator: bot, name: fixture.botName, hasLandingPage: true });
    expect(info.avatarUrl).toBe(`/api/Chat/Media/${bot}/avatar`);
    // A menu item takes the page's title and icon unless it names its own.
    expect(info.mainMenuItems).toEqual([
      { id: 1, title: 'Om stueplanter', mediaId: 'leaf', altText: 'Et grønt blad' },
      { id: 2, title: 'Vanning', mediaId: 'sun', altText: 'En gul sol' },
    ]);
    expect(info.topMenuItems).toEqual([
      { id: 1, title: 'Om stueplanter', mediaId: 'leaf', altText: 'Et grønt blad' },
    ]);
    expect(info.mainMenuTopics.map((t) => [t.id, t.title])).toEqual([
      [2, 'Vanning'],
      [3, 'Lys'],
    ]);
    // A suggestion without its own value sends its label.
    expect(info.questionSuggestions).toEqual([
      { label: 'Hvor ofte skal jeg vanne?', value: 'Hvor ofte skal jeg vanne?' },
      { label: 'Hvor mye lys?', value: 'Hvor mye lys trenger planten?' },
    ]);
  });

  it("gives each chatbot its own information pages, with the deployment's facts filled in", async () => {
    const [plants, bikes] = [(await infoOf(bot)).about, (await infoOf(otherBot)).about];
    expect(plants.purpose).toContain('<strong>Å holde stueplanter i live!</strong>');
    expect(plants.purpose).toContain('Planta er en testchatbot');
    expect(bikes.purpose).toContain('Sykkelboten er en testchatbot');
    for (const page of Object.values(bikes).filter((v) => typeof v === 'string')) {
      expect(page).not.toMatch(/plante|Planta/i);
    }
    expect(plants.privacy).toContain('Testforetaket HF er behandlingsansvarlig for Planta');
    expect(plants.privacy).toContain('ombud@testforetaket.test');
    expect(plants.privacy).toContain('slettes etter 90 dager');
    expect(plants.peopleBehind).toContain('Test-IT AS');
    expect(plants.peopleBehind).toContain('chat@testforetaket.test');
    expect(JSON.stringify([plants, bikes])).not.toContain('{{');
    // The deployment says its facts are made up; the pages then say so.
    expect(plants.exampleFacts).toBe(true);
    expect(plants.accessibilityStatementUrl).toBe(
      'https://uustatus.no/nb/erklaringer/publisert/test',
    );
  });

  it('states the configured retention on the privacy page', async () => {
    const shorter = await appOn(shared.database, { STATS_RETENTION_DAYS: '30' });
    try {
      const { privacy } = (await infoOf(otherBot, shorter)).about;
      expect(privacy).toContain('slettes etter 30 dager');
      expect(privacy).not.toContain('90');
    } finally {
      await shorter.close();
    }
  });

  it('lists as keyboard-extension topics exactly the sub-pages flagged for it', async () => {
    const info = await infoOf(bot);
    expect(info.subPages.map((p) => [p.id, p.showInKeyboardExtension])).toEqual([
      [1, true],
      [2, true],
      [3, false],
    ]);
    expect(info.keyboardExtensionTopics.map((t) => t.id)).toEqual([1, 2]);
  });

  it('says a chatbot without a landing page has none', async () => {
    const res = await shared.app.inject(`/api/ChatBot/GetPublicInfo/${otherBot}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ identificator: otherBot, hasLandingPage: false });
  });

  it('matches the path and the chatbot id case-insensitively', async () => {
    const res = await shared.app.inject(`/API/chatbot/getpublicinfo/${bot.toUpperCase()}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ identificator: bot });
  });

  it.each(['nobody', 'd%C3%A5rlig', 'a'.repeat(80)])(
    'answers an unknown chatbot %s with 404 and a Norwegian JSON error',
    async (id) => {
      const res = await shared.app.inject(`/api/ChatBot/GetPublicInfo/${id}`);
      expect(res.statusCode).toBe(404);
      expect(apiErrorSchema.parse(res.json()).error).toEqual({
        code: 'not_found',
        message: 'Fant ingen chatbot med denne id-en.',
      });
    },
  );
});
