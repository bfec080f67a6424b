import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config.js';

/**
 * Digit runs that could be a national id number (fødselsnummer, d-nummer: 11 digits) or a
 * phone number, also when written with spaces, dots, dashes or an encoded space between groups.
 */
const LONG_NUMBER = /\d(?:(?:\s|%20|[.-])?\d){7,}/g;

/** The chat's random per-session id (a UUID), which the WelcomeText path carries. */
const SESSION_ID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/**
 * Replaces what could identify a person in a string bound for the log, and session ids,
 * which would let log lines be tied together per visitor.
 */
export function scrubForLog(text: string): string {
  return text.replace(SESSION_ID, '[økt]').replace(LONG_NUMBER, '[tall]');
}

/**
 * The path of a request URL as it may be logged: the query string is dropped (it is free
 * text the visitor controls) and long numbers in the path are replaced.
 */
export function loggableUrl(url: string): string {
  const pathOnly = url.split(/[?#]/, 1)[0] ?? '';
  return scrubForLog(pathOnly).slice(0, 200);
}

/** Where log lines go instead of stdout (tests capture them). */
export interface LogStream {
  write(line: string): void;
}

/** The logged shape of an error: what pino's own serializer gives, minus any input. */
export interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

interface ErrorLike {
  name?: unknown;
  code?: unknown;
  statusCode?: unknown;
  message?: unknown;
  stack?: unknown;
  cause?: unknown;
}

/**
 * An error as it may be logged. Messages can quote input (a failed query lists its
 * parameters, which may be the visitor's message), so only the first line of the outer
 * message is kept, without any parameter list, scrubbed and shortened; causes keep only their
 * type and code; stacks keep only their frames.
 */
export function serializeError(error: unknown, depth = 0): LoggedError {
  if (typeof error !== 'object' || error === null) {
    return { type: typeof error, message: '', stack: '' };
  }
  const e = error as ErrorLike;
  const firstLine = typeof e.message === 'string' ? (e.message.split(/\r?\n/, 1)[0] ?? '') : '';
  // A cause is usually the driver's error, which quotes values ("invalid input syntax …: x"):
  // its type and code say enough.
  const message =
    depth === 0 ? scrubForLog(firstLine.replace(/\bparams:.*$/i, '')).slice(0, 300) : '';
  const frames =
    typeof e.stack === 'string'
      ? e.stack
          .split('\n')
          .filter((line) => /^\s+at /.test(line))
          .slice(0, 12)
          .join('\n')
      : '';
  return {
    type: typeof e.name === 'string' ? e.name : error.constructor.name,
    ...(typeof e.code === 'string' || typeof e.code === 'number' ? { code: e.code } : {}),
    ...(typeof e.statusCode === 'number' ? { statusCode: e.statusCode } : {}),
    message,
    stack: frames ? scrubForLog(frames) : '',
    ...(e.cause !== undefined && depth < 3 ? { cause: serializeError(e.cause, depth + 1) } : {}),
  };
}

/**
 * Fastify's logger settings: JSON lines (pino escapes CR and LF inside strings, so input can
 * never start a forged line) holding no IP address, no header, no query string and no body.
 */
export function loggerOptions(
  logLevel: Config['logLevel'],
  stream?: LogStream,
): FastifyServerOptions['logger'] {
  if (logLevel === 'silent') return false;
  return {
    level: logLevel,
    ...(stream ? { stream } : {}),
    serializers: {
      req: (req: { method: string; url: string }) => ({
        method: req.method,
        url: loggableUrl(req.url),
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      err: (err: unknown) => serializeError(err),
    },
  };
}
