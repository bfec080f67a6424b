import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import { errorBody, HttpError } from '../http-error.js';
import { setEarlyAnswerHeaders } from './security.js';

const clientErrors: Record<string, [number, string, string]> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [
    415,
    'unsupported_media_type',
    'Innholdstypen støttes ikke. Send JSON.',
  ],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'payload_too_large', 'Forespørselen er for stor.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'bad_request', 'Forespørselen mangler innhold.'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'invalid_json', 'Forespørselen er ikke gyldig JSON.'],
  FST_ERR_VALIDATION: [400, 'bad_request', 'Forespørselen er ugyldig.'],
};

/**
 * Turns every error into the API's JSON error shape. Client errors keep their status with a
 * Norwegian message; anything else is a generic 500 with no detail, logged for operators.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send(errorBody(error.code, error.message));
    }
    if (request.raw.destroyed && error.code === 'ECONNRESET') {
      // The visitor closed the connection before the body arrived (a closed tab, a lost
      // signal): nobody reads the answer, and the database is not to blame.
      request.log.info('client closed the connection');
      return reply.status(400).send(errorBody('aborted', 'Forespørselen ble avbrutt.'));
    }
    if (error.statusCode === 503 || isDatabaseUnavailable(error)) {
      // Overload or a database outage: the client may retry. Overload is not logged per
      // request, which would only add to it.
      if (error.statusCode !== 503) request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '10')
        .send(
          errorBody('unavailable', 'Tjenesten er midlertidig utilgjengelig. Prøv igjen om litt.'),
        );
    }
    const known = error.code ? clientErrors[error.code] : undefined;
    if (known) return reply.status(known[0]).send(errorBody(known[1], known[2]));
    if (error instanceof SyntaxError || error.statusCode === 400) {
      return reply.status(400).send(errorBody('bad_request', 'Forespørselen er ugyldig.'));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply
        .status(error.statusCode)
        .send(errorBody('bad_request', 'Forespørselen kunne ikke behandles.'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send(errorBody('internal', 'Noe gikk galt hos oss. Prøv igjen om litt.'));
  });
}

/**
 * Errors Fastify raises before routing (a malformed URL such as `/%zz`), which bypass the
 * error handler: the same Norwegian 400, and never Fastify's default body, which quotes the URL.
 */
export const frameworkErrors: FastifyServerOptions['frameworkErrors'] = (
  _error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) => {
  setEarlyAnswerHeaders(reply);
  void reply.status(400).send(errorBody('bad_request', 'Adressen er ugyldig.'));
};
