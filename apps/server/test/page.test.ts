import { apiErrorSchema, landingPageSchema, subPageSchema, tileListSchema } from '@dina/contracts';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { subPages } from '../src/db/schema.js';
import { fixture } from './fixture.js';
import { databaseKinds, fixtureApp } from './harness.js';

const { bot, otherBot } = fixture;

describe.each(databaseKinds)('Page controller on $name', (kind) => {
  const shared = fixtureApp(kind);

  it('returns the landing tiles in authored order, each pointing to a sub-page with the question its button sends', async () => {
    const res = await shared.app.inject(`/api/Page/GetTilesForClient/${bot}`);
    expect(res.statusCode).toBe(200);
    expect(tileListSchema.parse(res.json())).toEqual([
      {
        header: 'Vanning',
        text: 'Vann når jorda er <strong>tørr</strong>.',
        linkText: 'vanning',
        question: 'Hvor ofte skal jeg vanne?',
        subPageId: 2,
        iconId: 'sun',
        altText: 'En gul sol',
      },
      {
        header: 'Lys',
        text: 'De fleste planter vil stå lyst.',
        linkText: 'lys',
        question: 'Hvor mye lys trenger planten?',
        subPageId: 3,
        iconId: 'leaf',
        altText: 'Et grønt blad',
      },
    ]);
    for (const id of [2, 3]) {
      expect((await shared.app.inject(`/api/Page/GetSubPageForClient/${id}`)).statusCode).toBe(200);
    }
  });

  it('returns an empty tile list for a chatbot without tiles and 404 for an unknown one', async () => {
    expect((await shared.app.inject(`/api/Page/GetTilesForClient/${otherBot}`)).json()).toEqual([]);
    const res = await shared.app.inject('/api/Page/GetTilesForClient/nobody');
    expect(res.statusCode).toBe(404);
    expect(apiErrorSchema.parse(res.json()).error.code).toBe('not_found');
  });

  it("returns the landing sections: intro, four facts, people, follow-along, partners, with the deployment's facts filled in", async () => {
    const res = await shared.app.inject(`/api/Page/GetLandingForClient/${bot}`);
    expect(res.statusCode).toBe(200);
    const landing = landingPageSchema.strict().parse(res.json());
    expect(landing.intro).toEqual({
      heading: 'Hei, jeg er Planta!',
      html: 'Jeg er en <strong>testchatbot</strong> om stueplanter.',
    });
    expect(landing.facts.items).toHaveLength(4);
    expect(landing.facts.items.map((f) => f.link)).toEqual([
      'people-behind',
      'privacy',
      null,
      null,
    ]);
    expect(landing.peopleBehind.html.trim()).toBe('<p>Et lite testteam.</p>');
    // A partner's name may be a fact of the deployment: {{partners.garden}} in the content.
    expect(landing.partners.items.map((p) => p.name)).toEqual(['Testhagen']);
    const images = [
      ...landing.peopleBehind.images,
      ...landing.partners.items.flatMap((p) => (p.logo ? [p.logo] : [])),
    ];
    expect(images.map((i) => i.altText)).toEqual([
      'Et grønt blad',
      'En gul sol',
      'Logoen til Testhagen',
    ]);
    for (const image of images) expect((await shared.app.inject(image.url)).statusCode).toBe(200);
  });

  it('answers 404 with a Norwegian message for the landing of a chatbot without one', async () => {
    for (const id of [otherBot, 'nobody']) {
      const res = await shared.app.inject(`/api/Page/GetLandingForClient/${id}`);
      expect(res.statusCode).toBe(404);
      expect(apiErrorSchema.parse(res.json()).error.message).toMatch(/forside/);
    }
  });

  it('returns sub-page 1 with sanitised HTML content, its top image and its talk topic', async () => {
    const res = await shared.app.inject('/api/page/getsubpageforclient/1');
    expect(res.statusCode).toBe(200);
    const page = subPageSchema.strict().parse(res.json());
    expect(page).toEqual({
      id: 1,
      chatbotIdentificator: bot,
      header: 'Om stueplanter',
      content: expect.stringMatching(
        /^<p>Dette er en testside om stueplanter\.<\/p>\s*<h2>Stell<\/h2>/,
      ) as string,
      topMedia: { id: 'cactus', mediaType: 'IMAGE', altText: 'En kaktus i potte' },
      talkTopic: {
        text: 'Lurer du på noe om vanning? Planta kan hjelpe deg.',
        buttonLabel: 'Spør om vanning',
        buttonValue: 'Hvor ofte skal jeg vanne?',
      },
      // Every page is a draft: no date of professional review is claimed.
      lastReviewed: null,
    });
  });

  it('describes top media with id, type and alt text, and serves them', async () => {
    const read = async (id: number) =>
      subPageSchema.parse((await shared.app.inject(`/api/Page/GetSubPageForClient/${id}`)).json());
    expect((await read(2)).topMedia).toEqual({
      id: fixture.videoId,
      mediaType: 'VIDEO',
      altText: 'Et kort testklipp uten lyd',
    });
    expect((await read(3)).topMedia).toBeNull();
    for (const id of ['cactus', fixture.videoId]) {
      expect((await shared.app.inject(`/api/Chat/Media/${bot}/${id}`)).statusCode).toBe(200);
    }
  });

  it.each(['abc', '1.5', '-1', '1e3', '%20'])('answers sub-page id %s with 400', async (id) => {
    const res = await shared.app.inject(`/api/Page/GetSubPageForClient/${id}`);
    expect(res.statusCode).toBe(400);
    expect(apiErrorSchema.parse(res.json()).error).toEqual({
      code: 'bad_request',
      message: 'Side-id må være et heltall.',
    });
  });

  it('answers an unknown sub-page with 404', async () => {
    const res = await shared.app.inject('/api/Page/GetSubPageForClient/999999');
    expect(res.statusCode).toBe(404);
    expect(apiErrorSchema.parse(res.json()).error.message).toBe('Fant ingen side med denne id-en.');
  });

  // Last in this block: it changes page 1 in the shared database (and puts it back).
  it('gives the date of professional review once the page is approved, and never for a draft', async () => {
    const read = async () =>
      subPageSchema.parse((await shared.app.inject('/api/Page/GetSubPageForClient/1')).json());
    expect((await read()).lastReviewed).toBeNull();
    const [page] = await shared.database.db.select().from(subPages).where(eq(subPages.id, 1));
    const approve = (status: 'approved' | 'draft') =>
      shared.database.db
        .update(subPages)
        .set({
          review: {
            ...page!.review,
            status,
            reviewedBy: 'Kari Gartner',
            role: 'gartner',
            approvedOn: '2026-11-20',
          },
        })
        .where(eq(subPages.id, 1));
    try {
      await approve('approved');
      expect((await read()).lastReviewed).toBe('2026-11-20');
      // A draft that still names an approval day claims none.
      await approve('draft');
      expect((await read()).lastReviewed).toBeNull();
    } finally {
      await shared.database.db
        .update(subPages)
        .set({ review: page!.review })
        .where(eq(subPages.id, 1));
    }
  });
});
