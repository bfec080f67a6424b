import { nb } from '../lib/nb';

/**
 * Where Norwegian public services publish their accessibility statement (Digdir's uustatus);
 * a deployment links its own published statement here.
 */
export const ACCESSIBILITY_STATEMENT_URL = 'https://uustatus.no/';

/** The page footer: the accessibility statement, required of public services in Norway. */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <a href={ACCESSIBILITY_STATEMENT_URL}>{nb.accessibilityStatement}</a>
    </footer>
  );
}
