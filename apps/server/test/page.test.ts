import { apiErrorSchema, landingPageSchema, subPageSchema, tileListSchema } from '@dina/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { subPages } from '../src/db/schema.js';
import { databaseKinds, startApp } from './harness.js';
import { appOn, contentDatabase } from './protection-harness.js';

describe.each(databaseKinds)('Page controller on $name', (kind) => {
  let app: FastifyInstance;
  let stop: (() => Promise<void>) | undefined;
  beforeAll(async () => ({ app, stop } = await startApp(kind)));
  afterAll(() => stop?.());

  it('returns the landing tiles of dina in authored order, each pointing to a sub-page with the question its button sends', async () => {
    const res = await app.inject('/api/Page/GetTilesForClient/dina');
    expect(res.statusCode).toBe(200);
    const tiles = tileListSchema.parse(res.json());
    expect(tiles.length).toBeGreaterThanOrEqual(2);
    for (const tile of tiles) {
      expect(Object.keys(tile).sort()).toEqual(
        ['altText', 'header', 'iconId', 'linkText', 'question', 'subPageId', 'text'].sort(),
      );
      expect(tile.question).toMatch(/\?$/);
      const page = await app.inject(`/api/Page/GetSubPageForClient/${tile.subPageId}`);
      expect(page.statusCode).toBe(200);
    }
  });

  it('returns an empty tile list for a chatbot without tiles and 404 for an unknown one', async () => {
    expect((await app.inject('/api/Page/GetTilesForClient/ibs')).json()).toEqual([]);
    const res = await app.inject('/api/Page/GetTilesForClient/nobody');
    expect(res.statusCode).toBe(404);
    expect(apiErrorSchema.parse(res.json()).error.code).toBe('not_found');
  });

  it('returns the landing sections of dina: intro, four facts, people, follow-along, partners', async () => {
    const res = await app.inject('/api/Page/GetLandingForClient/dina');
    expect(res.statusCode).toBe(200);
    const landing = landingPageSchema.strict().parse(res.json());
    expect(landing.facts.items).toHaveLength(4);
    expect(landing.facts.items.map((f) => f.link)).toEqual(
      expect.arrayContaining(['people-behind', 'privacy']),
    );
    expect(landing.intro.html).toMatch(/<strong>/);
    const images = [
      ...landing.peopleBehind.images,
      ...landing.partners.items.flatMap((p) => (p.logo ? [p.logo] : [])),
    ];
    expect(images.length).toBeGreaterThanOrEqual(3);
    for (const image of images) {
      expect(image.altText).toBeTruthy();
      expect((await app.inject(image.url)).statusCode).toBe(200);
    }
  });

  it('answers 404 with a Norwegian message for the landing of a chatbot without one', async () => {
    for (const id of ['ibs', 'nobody']) {
      const res = await app.inject(`/api/Page/GetLandingForClient/${id}`);
      expect(res.statusCode).toBe(404);
      expect(apiErrorSchema.parse(res.json()).error.message).toMatch(/forside/);
    }
  });

  it('returns sub-page 1 with sanitised HTML content and its talk topic', async () => {
    const res = await app.inject('/api/page/getsubpageforclient/1');
    expect(res.statusCode).toBe(200);
    const page = subPageSchema.strict().parse(res.json());
    expect(page).toMatchObject({ id: 1, chatbotIdentificator: 'dina' });
    expect(page.header.length).toBeGreaterThan(0);
    expect(page.content).toMatch(/<p>/);
    expect(page.content).not.toMatch(/<script|onerror=/i);
    // Every page is a draft: no date of professional review is claimed.
    expect(page.lastReviewed).toBeNull();
  });

  it('describes top media with id, type and alt text', async () => {
    const info = (await app.inject('/api/ChatBot/GetPublicInfo/dina')).json<{
      subPages: { id: number }[];
    }>();
    const pages = await Promise.all(
      info.subPages.map(async (p) =>
        subPageSchema.parse((await app.inject(`/api/Page/GetSubPageForClient/${p.id}`)).json()),
      ),
    );
    const media = pages.flatMap((p) => (p.topMedia ? [p.topMedia] : []));
    expect(media.map((m) => m.mediaType).sort()).toEqual(
      expect.arrayContaining(['IMAGE', 'VIDEO']),
    );
    for (const m of media) {
      const file = await app.inject(`/api/Chat/Media/dina/${m.id}`);
      expect(file.statusCode).toBe(200);
    }
  });

  it.each(['abc', '1.5', '-1', '1e3', '%20'])('answers sub-page id %s with 400', async (id) => {
    const res = await app.inject(`/api/Page/GetSubPageForClient/${id}`);
    expect(res.statusCode).toBe(400);
    expect(apiErrorSchema.parse(res.json()).error).toEqual({
      code: 'bad_request',
      message: 'Side-id må være et heltall.',
    });
  });

  it('answers an unknown sub-page with 404', async () => {
    const res = await app.inject('/api/Page/GetSubPageForClient/999999');
    expect(res.statusCode).toBe(404);
    expect(apiErrorSchema.parse(res.json()).error.message).toBe('Fant ingen side med denne id-en.');
  });
});

describe('the date of professional review on a sub-page', () => {
  it('is given once the page is approved, and never for a draft', async () => {
    const database = await contentDatabase();
    const app = await appOn(database);
    try {
      const read = async () =>
        subPageSchema.parse((await app.inject('/api/Page/GetSubPageForClient/1')).json());
      expect((await read()).lastReviewed).toBeNull();
      const [page] = await database.db.select().from(subPages).where(eq(subPages.id, 1));
      await database.db
        .update(subPages)
        .set({
          review: {
            ...page!.review,
            status: 'approved',
            reviewedBy: 'Kari Jordmor',
            role: 'jordmor',
            approvedOn: '2026-11-20',
          },
        })
        .where(eq(subPages.id, 1));
      expect((await read()).lastReviewed).toBe('2026-11-20');
    } finally {
      await app.close();
      await database.close();
    }
  });
});
