import { nb } from '../lib/nb';

/** First focusable element of a page: jumps past the navigation to `#innhold`. */
export function SkipLink({ target = 'innhold' }: { target?: string }) {
  return (
    <a className="ds-skip-link" href={`#${target}`}>
      {nb.skipToContent}
    </a>
  );
}
