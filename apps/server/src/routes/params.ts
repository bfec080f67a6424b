import { apiErrorSchema, chatbotIdentificatorSchema } from '@dina/contracts';
import { z } from 'zod';
import { notFound, type HttpError } from '../http-error.js';

/**
 * Parses a value the route schema cannot check alone, turning a mismatch into the client error
 * `error` makes. The error is made only on a mismatch: building one captures a stack trace,
 * which cost every valid GetPublicInfo call about a seventh of its time.
 */
export function parseParam<T extends z.ZodType>(
  schema: T,
  value: unknown,
  error: () => HttpError,
): z.infer<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw error();
  return result.data;
}

/** A malformed chatbot id cannot name a chatbot: it is simply not found. */
export const unknownChatbot = () => notFound('Fant ingen chatbot med denne id-en.');

export const chatbotIdParam = chatbotIdentificatorSchema.describe(
  'The chatbot, e.g. `dina` or `ibs` (case does not matter)',
);

/** Params of the routes that take only a chatbot id. */
export const chatbotParams = z.object({ chatbotIdentificator: chatbotIdParam });

/**
 * Error answers for a route's response schema: its own client errors, and the 429 of the rate
 * limit and 503 of overload or a database outage that any call may get.
 */
export const errorResponses = (...statuses: (400 | 404)[]) =>
  Object.fromEntries([...statuses, 429, 503].map((status) => [status, apiErrorSchema])) as Record<
    number,
    typeof apiErrorSchema
  >;
