import {
  chatbotIdentificatorSchema,
  messageBlockSchema,
  newMessageRequestSchema,
  predefinedDialogueRequestSchema,
  sessionUserIdSchema,
} from '@dina/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { decisionBlock, nodeBlock } from '../chat/reply.js';
import type { ChatbotRuntimes } from '../chat/chatbot-runtime.js';
import { badRequest } from '../http-error.js';
import { paramErrors } from '../plugins/route-schemas.js';
import type { Metrics } from '../metrics/metrics.js';
import type { StatsRecorder } from '../stats/stats-recorder.js';
import { chatbotIdParam, errorResponses, parseParam, unknownChatbot } from './params.js';

const welcomeParams = z.object({
  chatbotIdentificator: chatbotIdParam,
  sessionUserId: sessionUserIdSchema.describe('The visitor’s session id, made by the client'),
});

/**
 * Chat controller of SPEC §7: the welcome, a typed message, and a predefined dialogue. Each
 * reply is counted in the anonymous statistics; `stats` only queues, it never waits or throws.
 */
export const chatRoutes: FastifyPluginAsyncZod<{
  runtimes: ChatbotRuntimes;
  stats: StatsRecorder;
  /** Prometheus counters, when METRICS_PORT turns them on. */
  metrics?: Metrics | undefined;
}> = async (app, { runtimes, stats, metrics }) => {
  const unknown = () => badRequest('Ukjent chatbot.');
  const runtimeFor = async (identificator: string) => {
    // Checked before any lookup: a NUL or other odd character would reach PostgreSQL, which
    // refuses it with an error that is not the client's to see.
    const id = parseParam(chatbotIdentificatorSchema, identificator, unknown);
    const runtime = await runtimes.get(id);
    if (!runtime) throw unknown();
    return runtime;
  };

  app.get(
    '/chat/WelcomeText/:chatbotIdentificator/:sessionUserId',
    {
      schema: {
        tags: ['chat'],
        summary: 'The chatbot’s welcome, which opens a conversation',
        params: welcomeParams,
        response: { 200: messageBlockSchema, ...errorResponses(400, 404) },
      },
      schemaErrorFormatter: paramErrors({
        chatbotIdentificator: unknownChatbot,
        sessionUserId: () => badRequest('Ugyldig økt-id.'),
      }),
    },
    async (request) => {
      const runtime = await runtimes.get(request.params.chatbotIdentificator);
      if (!runtime) throw unknownChatbot();
      const block = nodeBlock(runtime, runtime.nodes.get('welcome')!, new Date());
      stats.welcome(runtime.identificator);
      return block;
    },
  );

  app.post(
    '/chat/NewMessageToChatbot',
    {
      schema: {
        tags: ['chat'],
        summary: 'A message the visitor typed; the answer is selected from the content',
        body: newMessageRequestSchema,
        response: { 200: messageBlockSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      const { body } = request;
      const runtime = await runtimeFor(body.chatbot_identification);
      if (body.exchange_id !== null && !runtime.nodes.has(body.exchange_id)) {
        throw badRequest('Ukjent samtalested (exchange_id).');
      }
      const decision = await runtime.classify(body.message, body.exchange_id);
      const block = decisionBlock(runtime, decision, new Date());
      stats.message(runtime.identificator, decision, block.exchange_id, body.message);
      metrics?.decision(runtime.identificator, decision);
      return block;
    },
  );

  app.post(
    '/chat/RequestPredefinedDialogue',
    {
      schema: {
        tags: ['chat'],
        summary: 'The answer behind a button (`exchange_id` is the button’s value)',
        body: predefinedDialogueRequestSchema,
        response: { 200: messageBlockSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      const { body } = request;
      const runtime = await runtimeFor(body.chatbot_identification);
      const node = runtime.nodes.get(body.exchange_id);
      if (!node) throw badRequest('Ukjent dialog (exchange_id).');
      const block = nodeBlock(runtime, node, new Date());
      stats.predefined(runtime.identificator, node.id);
      return block;
    },
  );
};
