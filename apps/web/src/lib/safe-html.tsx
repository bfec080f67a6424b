import { sanitizeHtml } from './sanitize';

interface SafeHtmlProps {
  html: string;
  className?: string;
  as?: 'div' | 'span' | 'p';
}

/** Renders HTML from the API after sanitising it; the only place HTML strings reach the DOM. */
export function SafeHtml({ html, className, as: Tag = 'div' }: SafeHtmlProps) {
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
}
