/** Escapes text for a double-quoted HTML attribute value. */
export const escapeAttribute = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
