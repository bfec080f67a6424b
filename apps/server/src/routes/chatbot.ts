import { chatbotPublicInfoSchema } from '@dina/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client.js';
import { paramErrors } from '../plugins/route-schemas.js';
import { ByContentHash, type ContentVersions } from '../read/content-version.js';
import { readPublicInfo } from '../read/public-info.js';
import { chatbotParams, errorResponses, unknownChatbot } from './params.js';

/** The content type Fastify gives a JSON answer, which a pre-serialised one must repeat. */
const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * ChatBot controller of SPEC §7. Five pages call GetPublicInfo, so it is served from memory,
 * rebuilt when the chatbot's content hash changes. It is kept as JSON text: serialising the
 * same object again took a tenth of each call. Fastify sends a string as it is, so the response
 * schema documents the answer without encoding it again (hence the untyped reply).
 */
export const chatbotRoutes: FastifyPluginAsyncZod<{
  db: Db;
  versions: ContentVersions;
  /** STATS_RETENTION_DAYS, which the privacy page states. */
  retentionDays: number;
}> = async (app, { db, versions, retentionDays }) => {
  const infos = new ByContentHash<string | undefined>();
  const readJson = async (id: string) => {
    const info = await readPublicInfo(db, id, retentionDays);
    return info && JSON.stringify(info);
  };
  app.get(
    '/ChatBot/GetPublicInfo/:chatbotIdentificator',
    {
      schema: {
        tags: ['ChatBot'],
        summary: 'Name, avatar, menus, suggestions, sub-pages and about texts of a chatbot',
        params: chatbotParams,
        response: { 200: chatbotPublicInfoSchema, ...errorResponses(404) },
      },
      schemaErrorFormatter: paramErrors({ chatbotIdentificator: unknownChatbot }),
    },
    async (request, reply) => {
      const id = request.params.chatbotIdentificator;
      const hash = await versions.hashOf(id);
      const json = hash && (await infos.get(id, hash, () => readJson(id)));
      if (!json) throw unknownChatbot();
      return (reply as FastifyReply).type(JSON_TYPE).send(json);
    },
  );
};
