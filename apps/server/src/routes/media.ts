import type { FastifyPluginAsync } from 'fastify';
import parseRange from 'range-parser';
import { z } from 'zod';
import type { Db } from '../db/client.js';
import { notFound } from '../http-error.js';
import { readMedia } from '../read/media.js';
import { parseChatbotId, parseParam } from './params.js';

const mediaIdSchema = z
  .string()
  .regex(/^[a-z0-9-]{1,100}$/i)
  .transform((s) => s.toLowerCase());
const noMedia = () => notFound('Fant ingen mediefil med denne id-en.');

/**
 * Media files from the database. Content can change a file behind the same id, so caches
 * revalidate with the ETag (the file's hash) after an hour instead of keeping it forever.
 * Byte ranges are served because Safari will not play a video without them.
 */
export const mediaRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get<{ Params: { chatbotIdentificator: string; mediaId: string } }>(
    '/Chat/Media/:chatbotIdentificator/:mediaId',
    async (request, reply) => {
      const chatbot = parseChatbotId(request.params.chatbotIdentificator);
      const mediaId = parseParam(mediaIdSchema, request.params.mediaId, noMedia);
      const file = await readMedia(db, chatbot, mediaId);
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

      const bytes = Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength);
      const range = request.headers.range;
      if (range) {
        const ranges = parseRange(bytes.length, range, { combine: true });
        if (ranges === -1) {
          return reply.status(416).header('content-range', `bytes */${bytes.length}`).send();
        }
        if (Array.isArray(ranges) && ranges.type === 'bytes' && ranges.length === 1) {
          const { start, end } = ranges[0]!;
          return reply
            .status(206)
            .header('content-range', `bytes ${start}-${end}/${bytes.length}`)
            .send(bytes.subarray(start, end + 1));
        }
      }
      return reply.send(bytes);
    },
  );
};
