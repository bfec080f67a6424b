import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import parseRange from 'range-parser';
import { z } from 'zod';
import type { Db } from '../db/client.js';
import { notFound } from '../http-error.js';
import { paramErrors } from '../plugins/route-schemas.js';
import { readMediaInfo, streamMedia } from '../read/media.js';
import { chatbotIdParam, errorResponses, unknownChatbot } from './params.js';

const mediaParams = z.object({
  chatbotIdentificator: chatbotIdParam,
  mediaId: z
    .string()
    .regex(/^[a-z0-9-]{1,100}$/i)
    .transform((s) => s.toLowerCase())
    .describe('The file’s id in the chatbot’s `media.yaml`'),
});
const noMedia = () => notFound('Fant ingen mediefil med denne id-en.');
const binary = { schema: z.string().meta({ format: 'binary' }) };

/**
 * Media files from the database, streamed a chunk at a time (see `streamMedia`), so a large
 * video costs no more memory than a small image. Content can change a file behind the same id,
 * so caches revalidate with the ETag (the file's hash) after an hour instead of keeping it
 * forever. Byte ranges are served because Safari will not play a video without them.
 */
export const mediaRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/Chat/Media/:chatbotIdentificator/:mediaId',
    {
      schema: {
        tags: ['Media'],
        summary: 'A media file, with ETag revalidation and byte ranges',
        params: mediaParams,
        response: {
          200: {
            description: 'The file, with its own content type',
            content: { 'image/*': binary, 'video/*': binary, 'application/pdf': binary },
          },
          ...errorResponses(404),
        },
      },
      schemaErrorFormatter: paramErrors({
        chatbotIdentificator: unknownChatbot,
        mediaId: noMedia,
      }),
    },
    async (request, typedReply) => {
      // Statuses 206/304/416 and a stream are outside the typed JSON answers.
      const reply = typedReply as FastifyReply;
      const { chatbotIdentificator: chatbot, mediaId } = request.params;
      const file = await readMediaInfo(db, chatbot, mediaId);
      if (!file) throw noMedia();

      const etag = `"${file.sha256}"`;
      reply
        .header('content-type', file.contentType)
        .header('etag', etag)
        .header('cache-control', 'public, max-age=3600')
        .header('accept-ranges', 'bytes')
        // An SVG opened on its own must not run anything.
        .header(
          'content-security-policy',
          "default-src 'none'; style-src 'unsafe-inline'; sandbox",
        );
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();

      const { size } = file;
      let [start, end] = [0, size - 1];
      const range = request.headers.range;
      if (range) {
        const ranges = parseRange(size, range, { combine: true });
        if (ranges === -1) {
          return reply.status(416).header('content-range', `bytes */${size}`).send();
        }
        if (Array.isArray(ranges) && ranges.type === 'bytes' && ranges.length === 1) {
          [start, end] = [ranges[0]!.start, ranges[0]!.end];
          reply.status(206).header('content-range', `bytes ${start}-${end}/${size}`);
        }
      }
      reply.header('content-length', end - start + 1);
      if (request.method === 'HEAD' || size === 0) return reply.send();
      return reply.send(streamMedia(db, chatbot, mediaId, start, end));
    },
  );
};
