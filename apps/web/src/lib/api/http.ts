import { apiBase } from '@dina/contracts/paths';

/** A failed API call; `status` is 0 when the network failed before any answer. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** GETs a JSON resource of the API. The server's contract is trusted; shapes are typed only. */
export async function getJson<T>(path: string, signal?: AbortSignal): Promise<T> {
  let response: Response;
  try {
    response = await fetch(apiBase + path, {
      headers: { accept: 'application/json' },
      signal: signal ?? null,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiRequestError(0, `Nettverksfeil for ${path}`);
  }
  if (!response.ok) throw new ApiRequestError(response.status, `${response.status} for ${path}`);
  return (await response.json()) as T;
}
