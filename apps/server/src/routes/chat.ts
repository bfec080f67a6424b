import {
  chatbotIdentificatorSchema,
  newMessageRequestSchema,
  predefinedDialogueRequestSchema,
  sessionUserIdSchema,
} from '@dina/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import { decisionBlock, nodeBlock } from '../chat/reply.js';
import type { ChatbotRuntimes } from '../chat/chatbot-runtime.js';
import { badRequest, notFound } from '../http-error.js';
import type { StatsRecorder } from '../stats/stats-recorder.js';
import { parseChatbotId, parseParam } from './params.js';

function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const result = schema.safeParse(body);
  if (!result.success) {
    throw badRequest(result.error.issues[0]?.message ?? 'Forespørselen er ugyldig.');
  }
  return result.data;
}

/**
 * Chat controller of SPEC §7: the welcome, a typed message, and a predefined dialogue. Each
 * reply is counted in the anonymous statistics; `stats` only queues, it never waits or throws.
 */
export const chatRoutes: FastifyPluginAsync<{
  runtimes: ChatbotRuntimes;
  stats: StatsRecorder;
}> = async (app, { runtimes, stats }) => {
  const unknown = () => badRequest('Ukjent chatbot.');
  const runtimeFor = async (identificator: string) => {
    // Checked before any lookup: a NUL or other odd character would reach PostgreSQL, which
    // refuses it with an error that is not the client's to see.
    const id = parseParam(chatbotIdentificatorSchema, identificator, unknown);
    const runtime = await runtimes.get(id);
    if (!runtime) throw unknown();
    return runtime;
  };

  app.get<{ Params: { chatbotIdentificator: string; sessionUserId: string } }>(
    '/chat/WelcomeText/:chatbotIdentificator/:sessionUserId',
    async (request) => {
      const id = parseChatbotId(request.params.chatbotIdentificator);
      parseParam(sessionUserIdSchema, request.params.sessionUserId, () =>
        badRequest('Ugyldig økt-id.'),
      );
      const runtime = await runtimes.get(id);
      if (!runtime) throw notFound('Fant ingen chatbot med denne id-en.');
      const block = nodeBlock(runtime, runtime.nodes.get('welcome')!, new Date());
      stats.welcome(runtime.identificator);
      return block;
    },
  );

  app.post('/chat/NewMessageToChatbot', async (request) => {
    const body = parseBody(newMessageRequestSchema, request.body);
    const runtime = await runtimeFor(body.chatbot_identification);
    if (body.exchange_id !== null && !runtime.nodes.has(body.exchange_id)) {
      throw badRequest('Ukjent samtalested (exchange_id).');
    }
    const decision = await runtime.classify(body.message, body.exchange_id);
    const block = decisionBlock(runtime, decision, new Date());
    stats.message(runtime.identificator, decision, block.exchange_id, body.message);
    return block;
  });

  app.post('/chat/RequestPredefinedDialogue', async (request) => {
    const body = parseBody(predefinedDialogueRequestSchema, request.body);
    const runtime = await runtimeFor(body.chatbot_identification);
    const node = runtime.nodes.get(body.exchange_id);
    if (!node) throw badRequest('Ukjent dialog (exchange_id).');
    const block = nodeBlock(runtime, node, new Date());
    stats.predefined(runtime.identificator, node.id);
    return block;
  });
};
