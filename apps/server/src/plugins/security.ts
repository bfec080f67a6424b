import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { errorBody } from '../http-error.js';

/**
 * The Content-Security-Policy of every answer (media files send a stricter one of their own).
 * No inline script or style anywhere: the built app is external files only, and its settings
 * travel in a meta tag, not a script. `data:` images are for icons inside the CSS.
 */
export const cspDirectives = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'media-src': ["'self'"],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
} as const;

/** Features the app never uses, switched off for it and anything it could embed. */
export const permissionsPolicy = 'camera=(), geolocation=(), microphone=(), payment=(), usb=()';

const isApi = (url: string) => /^\/api(\/|\?|$)/i.test(url);

/** helmet's settings: every value is fixed (no nonce, no per-request directive). */
const helmetOptions: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: cspDirectives },
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: { policy: 'same-origin' },
  crossOriginResourcePolicy: { policy: 'same-origin' },
  referrerPolicy: { policy: 'no-referrer' },
  strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
  xFrameOptions: { action: 'deny' },
};

/**
 * The headers helmet sets for `options`, in its order and spelling, computed once. The
 * Fastify plugin rebuilt helmet's middleware (parsing the whole CSP) on every request, a tenth
 * of a GetPublicInfo call's time; with fixed options the result never differs.
 */
export function helmetHeaders(options: HelmetOptions): [name: string, value: string][] {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: unknown) => void headers.push([name, String(value)]),
    // helmet removes X-Powered-By, which Fastify never sets.
    removeHeader: () => {},
  };
  // helmet (8.1 and later) throws on invalid options rather than passing them to `next`.
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * Response headers of OWASP ASVS level 2 and a closed door to other origins:
 * - helmet: CSP, HSTS (always: browsers ignore it over plain http, and behind a TLS proxy
 *   the server cannot always tell), nosniff, Referrer-Policy no-referrer, COOP and CORP
 *   same-origin, X-Frame-Options DENY;
 * - no CORS: no Access-Control-* header is ever sent, and a preflight (which a same-origin
 *   page never sends) is refused, so other sites cannot call the API from a browser;
 * - API answers are never cached (media sets its own caching);
 * - only JSON bodies are parsed: a form or text/plain post, the kind another site can send
 *   without a preflight, gets 415.
 */
const headers = helmetHeaders(helmetOptions);

function setSecurityHeaders(reply: FastifyReply): void {
  for (const [name, value] of headers) reply.raw.setHeader(name, value);
}

/**
 * Every header the hooks below would set, for an answer given before any hook runs (a URL too
 * malformed to route, see `frameworkErrors`).
 */
export function setEarlyAnswerHeaders(reply: FastifyReply): void {
  setSecurityHeaders(reply);
  reply.header('permissions-policy', permissionsPolicy).header('cache-control', 'no-store');
}

export function registerSecurity(app: FastifyInstance): void {
  // Callback-style hooks: they never wait, and an async hook costs a promise per request.
  // Headers go on the raw response, as helmet's own middleware put them, so a route's
  // `reply.header` (media's stricter CSP) still overrides them and files sent by the web-app
  // plugin carry them too.
  app.addHook('onRequest', (request, reply, done) => {
    setSecurityHeaders(reply);
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
      // An early answer: `done` is not called, so the request goes no further.
      void reply
        .status(403)
        .send(errorBody('forbidden', 'Forespørsler fra andre nettsteder er ikke tillatt.'));
      return;
    }
    done();
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('permissions-policy', permissionsPolicy);
    if (!reply.hasHeader('cache-control') && (isApi(request.url) || reply.statusCode >= 400)) {
      reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });

  app.removeContentTypeParser('text/plain');
}
