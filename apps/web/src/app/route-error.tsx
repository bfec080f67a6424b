import { isRouteErrorResponse, useRouteError } from 'react-router';
import { nb } from '../lib/nb';
import { NotFound } from './not-found';

/** Shown when a screen throws: a calm Norwegian message, never a stack trace. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  console.error(error);
  return (
    <main className="page-message" id="innhold">
      <h1>{nb.errorTitle}</h1>
      <p>{nb.errorText}</p>
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
