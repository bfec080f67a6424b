import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../db/client.js';
import { readPublicInfo } from '../read/public-info.js';
import { parseChatbotId, unknownChatbot } from './params.js';

/** ChatBot controller of SPEC §7. */
export const chatbotRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get<{ Params: { chatbotIdentificator: string } }>(
    '/ChatBot/GetPublicInfo/:chatbotIdentificator',
    async (request) => {
      const info = await readPublicInfo(db, parseChatbotId(request.params.chatbotIdentificator));
      if (!info) throw unknownChatbot();
      return info;
    },
  );
};
