import type { ApiError } from '@dina/contracts';

/** An error whose status and Norwegian message are safe to show to the client. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export const notFound = (message: string) => new HttpError(404, 'not_found', message);
export const badRequest = (message: string) => new HttpError(400, 'bad_request', message);

/** The API's error shape (SPEC §7) with a Norwegian message. */
export const errorBody = (code: string, message: string): ApiError => ({
  error: { code, message },
});
