import swagger from '@fastify/swagger';
import type { FastifyInstance, FastifySchemaValidationError, FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { badRequest, type HttpError } from '../http-error.js';

/** Which part of the request broke its schema: 'params', 'body', … */
type DataVar = Parameters<NonNullable<FastifyServerOptions['schemaErrorFormatter']>>[1];

/**
 * The zod schemas of `@dina/contracts` are the routes' schemas: Fastify validates params and
 * bodies with them before a handler runs, encodes answers with them (an answer that breaks the
 * contract is a 500, caught by the API tests, rather than a malformed page in a browser), and
 * `@fastify/swagger` turns them into the OpenAPI document (`docs/openapi.json`).
 */
export async function registerRouteSchemas(app: FastifyInstance): Promise<void> {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Dina og IBS – API',
        version: '1.0.0',
        description:
          'The API of SPEC §7 behind the web app: public info, pages, media and the chat. ' +
          'Every 4xx/5xx answer is `{"error":{"code","message"}}` with a Norwegian message.',
      },
      tags: [
        { name: 'ChatBot', description: 'A chatbot’s public info (SPEC §7)' },
        { name: 'Page', description: 'Landing tiles and sections, sub-pages (SPEC §7)' },
        { name: 'chat', description: 'The conversation (SPEC §7)' },
        { name: 'Media', description: 'Images, videos and documents of the content' },
        { name: 'operations', description: 'For load balancers and operators' },
      ],
    },
    transform: jsonSchemaTransform,
    // Schemas with a `meta({ id })` in the contracts become named components.
    transformObject: jsonSchemaTransformObject,
  });
}

/**
 * A body that breaks its schema gets a 400 with the schema's first Norwegian message (the
 * contracts word them for people: «Meldingen kan ikke være tom.»).
 */
export const schemaErrorFormatter = (
  errors: FastifySchemaValidationError[],
  _dataVar: DataVar,
): Error => badRequest(errors[0]?.message ?? 'Forespørselen er ugyldig.');

/**
 * A route's own answer to a parameter that breaks its schema, by parameter name, in the order
 * they are checked: the first one named that failed decides (a malformed chatbot id is simply
 * a chatbot that is not found, SPEC §7). Bodies keep the app's `schemaErrorFormatter`.
 */
export const paramErrors =
  (errorFor: Record<string, () => HttpError>) =>
  (errors: FastifySchemaValidationError[], dataVar: DataVar): Error => {
    if (dataVar !== 'params') return schemaErrorFormatter(errors, dataVar);
    const failed = new Set(errors.map((e) => e.instancePath.slice(1)));
    const name = Object.keys(errorFor).find((n) => failed.has(n));
    return (name ? errorFor[name]! : Object.values(errorFor)[0]!)();
  };
