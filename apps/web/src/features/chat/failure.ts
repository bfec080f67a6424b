import { ApiRequestError } from '../../lib/api/http';
import { nb } from '../../lib/nb';

/** What the visitor is told when an answer does not come, and whether trying again can help. */
export interface Failure {
  message: string;
  canRetry: boolean;
}

/**
 * The message for a failed chat request, by its cause: no network, too many messages (with how
 * long to wait), a message the server refused (its own Norwegian reason; the same message would
 * fail again), a busy server, or trouble on the server.
 */
export function describeFailure(error: unknown): Failure {
  if (!(error instanceof ApiRequestError) || error.status === 0) {
    return { message: nb.answerFailed, canRetry: true };
  }
  const { status } = error;
  if (status === 429) {
    return { message: nb.tooManyRequests(error.retryAfterSeconds ?? 60), canRetry: true };
  }
  if (status === 503) return { message: nb.serviceBusy, canRetry: true };
  if (status >= 400 && status < 500) {
    return { message: error.serverMessage ?? nb.requestRejected, canRetry: false };
  }
  return { message: nb.serverFailed, canRetry: true };
}
