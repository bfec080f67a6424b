import { landingPageSchema, subPageIdSchema, subPageSchema, tileListSchema } from '@dina/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/client.js';
import { badRequest, notFound } from '../http-error.js';
import { paramErrors } from '../plugins/route-schemas.js';
import { readLanding } from '../read/landing.js';
import { readSubPage } from '../read/sub-page.js';
import { readTiles } from '../read/tiles.js';
import { chatbotParams, errorResponses, unknownChatbot } from './params.js';

const chatbotParamErrors = paramErrors({ chatbotIdentificator: unknownChatbot });

/** Page controller of SPEC §7: landing tiles and sections, and sub-pages. */
export const pageRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/Page/GetTilesForClient/:chatbotIdentificator',
    {
      schema: {
        tags: ['Page'],
        summary: 'The landing’s tiles, each linking to a sub-page',
        params: chatbotParams,
        response: { 200: tileListSchema, ...errorResponses(404) },
      },
      schemaErrorFormatter: chatbotParamErrors,
    },
    async (request) => {
      const tiles = await readTiles(db, request.params.chatbotIdentificator);
      if (!tiles) throw unknownChatbot();
      return tiles;
    },
  );

  app.get(
    '/Page/GetLandingForClient/:chatbotIdentificator',
    {
      schema: {
        tags: ['Page'],
        summary: 'The landing’s sections besides the tiles (SPEC §2)',
        params: chatbotParams,
        response: { 200: landingPageSchema, ...errorResponses(404) },
      },
      schemaErrorFormatter: chatbotParamErrors,
    },
    async (request) => {
      const landing = await readLanding(db, request.params.chatbotIdentificator);
      if (!landing) throw notFound('Denne chatboten har ingen forside.');
      return landing;
    },
  );

  app.get(
    '/Page/GetSubPageForClient/:subPageId',
    {
      schema: {
        tags: ['Page'],
        summary: 'A sub-page: title, sanitised HTML, top media and its talk topic',
        params: z.object({ subPageId: subPageIdSchema.describe('The sub-page’s number') }),
        response: { 200: subPageSchema, ...errorResponses(400, 404) },
      },
      schemaErrorFormatter: paramErrors({
        subPageId: () => badRequest('Side-id må være et heltall.'),
      }),
    },
    async (request) => {
      const page = await readSubPage(db, request.params.subPageId);
      if (!page) throw notFound('Fant ingen side med denne id-en.');
      return page;
    },
  );
};
