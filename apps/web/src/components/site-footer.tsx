import { nb } from '../lib/nb';

/**
 * The page footer: the accessibility statement, required of public services in Norway, at the
 * address the deployment publishes it (deployment.yaml, through the chatbot's public info).
 */
export function SiteFooter({ statementUrl }: { statementUrl: string }) {
  return (
    <footer className="site-footer">
      <a href={statementUrl}>{nb.accessibilityStatement}</a>
    </footer>
  );
}
