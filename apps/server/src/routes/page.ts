import { subPageIdSchema } from '@dina/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../db/client.js';
import { badRequest, notFound } from '../http-error.js';
import { readLanding } from '../read/landing.js';
import { readSubPage } from '../read/sub-page.js';
import { readTiles } from '../read/tiles.js';
import { parseChatbotId, parseParam, unknownChatbot } from './params.js';

/** Page controller of SPEC §7: landing tiles and sections, and sub-pages. */
export const pageRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get<{ Params: { chatbotIdentificator: string } }>(
    '/Page/GetTilesForClient/:chatbotIdentificator',
    async (request) => {
      const tiles = await readTiles(db, parseChatbotId(request.params.chatbotIdentificator));
      if (!tiles) throw unknownChatbot();
      return tiles;
    },
  );

  app.get<{ Params: { chatbotIdentificator: string } }>(
    '/Page/GetLandingForClient/:chatbotIdentificator',
    async (request) => {
      const landing = await readLanding(db, parseChatbotId(request.params.chatbotIdentificator));
      if (!landing) throw notFound('Denne chatboten har ingen forside.');
      return landing;
    },
  );

  app.get<{ Params: { subPageId: string } }>(
    '/Page/GetSubPageForClient/:subPageId',
    async (request) => {
      const id = parseParam(subPageIdSchema, request.params.subPageId, () =>
        badRequest('Side-id må være et heltall.'),
      );
      const page = await readSubPage(db, id);
      if (!page) throw notFound('Fant ingen side med denne id-en.');
      return page;
    },
  );
};
