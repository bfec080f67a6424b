import { marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

/** What content may contain: text structure, links and images, nothing that runs. */
const allowed: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'ul',
    'ol',
    'li',
    'a',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'img',
    'video',
    'source',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'span',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    video: ['src', 'controls', 'width', 'height', 'poster', 'preload', 'muted', 'playsinline'],
    source: ['src', 'type'],
    th: ['scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  transformTags: {
    // Links leave the app in a new tab and do not leak the page they came from.
    a: (tagName, attribs) => {
      const href = attribs.href ?? '';
      const external = /^https?:/i.test(href);
      return {
        tagName,
        attribs: external ? { ...attribs, target: '_blank', rel: 'noopener noreferrer' } : attribs,
      };
    },
  },
};

const everything: sanitizeHtml.IOptions = {
  allowedTags: false,
  allowedAttributes: false,
  allowVulnerableTags: true,
  allowedSchemes: ['http', 'https', 'mailto', 'tel', 'javascript', 'data', 'vbscript'],
  allowProtocolRelative: true,
  transformTags: allowed.transformTags ?? {},
};

export interface SanitizedHtml {
  html: string;
  /** True when the source held something the allow-list removed (a script, an event handler, …). */
  hadUnsafe: boolean;
}

/**
 * Sanitises HTML from content. Both passes serialise the same way, so any difference
 * between them is exactly what the allow-list took out.
 */
export function sanitize(html: string): SanitizedHtml {
  const safe = sanitizeHtml(html, allowed);
  return { html: safe, hadUnsafe: safe !== sanitizeHtml(html, everything) };
}

/** Renders Markdown (which may contain inline HTML) to sanitised HTML. */
export function renderMarkdown(markdown: string): SanitizedHtml {
  return sanitize(marked.parse(markdown, { async: false, gfm: true }));
}

/** Renders a short inline Markdown text (a bubble, a tile text) without a wrapping paragraph. */
export function renderInline(markdown: string): SanitizedHtml {
  return sanitize(marked.parseInline(markdown, { async: false, gfm: true }));
}
