import { useEffect } from 'react';
import { Link } from 'react-router';
import { nb } from '../lib/nb';

/** The not-found screen: what SPEC §2's not-found flag shows. */
export function NotFound() {
  useEffect(() => {
    document.title = nb.notFoundTitle;
  }, []);
  return (
    <main className="page-message" id="innhold">
      <h1>{nb.notFoundTitle}</h1>
      <p>{nb.notFoundText}</p>
      <Link className="ds-button" data-variant="primary" to="/">
        {nb.toFrontPage}
      </Link>
    </main>
  );
}
