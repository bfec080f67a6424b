import { apiBase } from '@dina/contracts/paths';

/** A failed API call; `status` is 0 when the network failed before any answer. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The server's Norwegian explanation (`error.message` of its answer), when it gave one. */
    readonly serverMessage?: string,
    /** Seconds the server asked to wait (Retry-After), when it said. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** The Norwegian message of an API error body (`{ error: { message } }`), if there is one. */
async function errorMessageOf(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.json()) as { error?: { message?: unknown } };
    return typeof body.error?.message === 'string' ? body.error.message : undefined;
  } catch {
    return undefined;
  }
}

/** Calls the API and returns its JSON answer. The server's contract is trusted; shapes are typed only. */
async function requestJson<T>(path: string, init: RequestInit, signal?: AbortSignal): Promise<T> {
  let response: Response;
  try {
    response = await fetch(apiBase + path, {
      ...init,
      headers: { accept: 'application/json', ...init.headers },
      signal: signal ?? null,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiRequestError(0, `Nettverksfeil for ${path}`);
  }
  if (!response.ok) {
    const retryAfter = Number(response.headers.get('retry-after'));
    throw new ApiRequestError(
      response.status,
      `${response.status} for ${path}`,
      await errorMessageOf(response),
      Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
    );
  }
  return (await response.json()) as T;
}

/** GETs a JSON resource of the API. */
export const getJson = <T>(path: string, signal?: AbortSignal): Promise<T> =>
  requestJson<T>(path, {}, signal);

/** POSTs a JSON body to the API. */
export const postJson = <T>(path: string, body: unknown, signal?: AbortSignal): Promise<T> =>
  requestJson<T>(
    path,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
    signal,
  );
