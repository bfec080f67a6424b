import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ApiRequestError } from '../lib/api/http';
import { nb } from '../lib/nb';
import { NotFound } from './not-found';

/**
 * Shown when a screen throws or its data could not be loaded: a calm Norwegian message with a
 * reload, never a stack trace, and never «Fant ikke siden» for a page that exists.
 */
export function RouteError() {
  const error = useRouteError();
  const missing = isRouteErrorResponse(error) && error.status === 404;
  useEffect(() => {
    if (!missing) document.title = nb.errorTitle;
  }, [missing]);
  if (missing) return <NotFound />;
  console.error(error);
  const offline = error instanceof ApiRequestError && error.status === 0;
  return (
    <main className="page-message" id="innhold">
      <h1>{nb.errorTitle}</h1>
      <p>{offline ? nb.offlineText : nb.errorText}</p>
      <button
        type="button"
        className="ds-button"
        data-variant="primary"
        onClick={() => window.location.reload()}
      >
        {nb.reload}
      </button>
    </main>
  );
}
