import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { errorBody } from './errors.js';

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
export async function registerSecurity(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    xFrameOptions: { action: 'deny' },
  });

  app.addHook('onRequest', async (request, reply) => {
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
      return reply
        .status(403)
        .send(errorBody('forbidden', 'Forespørsler fra andre nettsteder er ikke tillatt.'));
    }
  });

  app.addHook('onSend', async (request, reply) => {
    reply.header('permissions-policy', permissionsPolicy);
    if (!reply.hasHeader('cache-control') && (isApi(request.url) || reply.statusCode >= 400)) {
      reply.header('cache-control', 'no-store');
    }
  });

  app.removeContentTypeParser('text/plain');
}
