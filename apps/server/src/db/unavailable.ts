/** Socket errors of a database that is down, restarting or unreachable. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/**
 * SQLSTATE classes and codes meaning "the server is not there right now": connection
 * exceptions (08), operator intervention such as a shutdown or restart (57P01–57P03),
 * and too many connections (53300).
 */
const UNAVAILABLE_SQLSTATE = /^(08\d{3}|57P0[1-3]|53300)$/;

/**
 * node-postgres' own wording when a socket closes or the pool cannot hand out a client, and
 * PGlite's once it has been closed (during shutdown).
 */
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed|Cannot use a pool after calling end|PGlite is closed/i;

/**
 * Whether an error means the database is unavailable (as opposed to a bug or bad data), so
 * the caller can answer 503 and let the client retry. Drizzle wraps driver errors in
 * `cause`, so the whole chain is checked.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, message, cause } = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) {
      return true;
    }
    if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
    e = cause;
  }
  return false;
}
