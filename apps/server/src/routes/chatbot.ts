import type { ChatbotPublicInfo } from '@dina/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../db/client.js';
import { ByContentHash, ContentVersions } from '../read/content-version.js';
import { readPublicInfo } from '../read/public-info.js';
import { parseChatbotId, unknownChatbot } from './params.js';

/**
 * ChatBot controller of SPEC §7. Five pages call GetPublicInfo, so it is served from memory,
 * rebuilt when the chatbot's content hash changes.
 */
export const chatbotRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  const versions = new ContentVersions(db);
  const infos = new ByContentHash<ChatbotPublicInfo | undefined>();
  app.get<{ Params: { chatbotIdentificator: string } }>(
    '/ChatBot/GetPublicInfo/:chatbotIdentificator',
    async (request) => {
      const id = parseChatbotId(request.params.chatbotIdentificator);
      const hash = await versions.hashOf(id);
      const info = hash && (await infos.get(id, hash, () => readPublicInfo(db, id)));
      if (!info) throw unknownChatbot();
      return info;
    },
  );
};
