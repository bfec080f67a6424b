import DOMPurify from 'dompurify';

/**
 * Sanitises HTML from the API before it is rendered. The server sanitised it already; this
 * second pass means a compromised or buggy server still cannot run script in the page.
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
    FORBID_ATTR: ['style'],
  });
}
