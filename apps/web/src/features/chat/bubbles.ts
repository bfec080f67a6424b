/** What a bubble's content shows: decided by its prefix, case-insensitively, on trimmed content (SPEC §4). */
export type BubbleKind = 'image' | 'video' | 'text';

export function bubbleKind(content: string): BubbleKind {
  const start = content.trim().slice(0, 6).toLowerCase();
  if (start.startsWith('<img')) return 'image';
  if (start.startsWith('<video')) return 'video';
  return 'text';
}

/** Splits bot text into bubbles: on a blank line, else on three `<br>`, else on two (SPEC §4). */
export function splitBubbles(message: string): string[] {
  const by = (separator: RegExp) =>
    message
      .split(separator)
      .map((s) => s.trim())
      .filter((s) => s !== '');
  if (/\n\s*\n/.test(message)) return by(/\n\s*\n/);
  if (/(<br\s*\/?>\s*){3}/i.test(message)) return by(/(?:<br\s*\/?>\s*){3}/i);
  if (/(<br\s*\/?>\s*){2}/i.test(message)) return by(/(?:<br\s*\/?>\s*){2}/i);
  return [message.trim()].filter((s) => s !== '');
}

/** The `src` and `alt` (or `title`) of the first image or video tag of a bubble. */
export function mediaOf(content: string): { src: string; alt: string } {
  const doc = new DOMParser().parseFromString(content, 'text/html');
  const el = doc.querySelector('img, video');
  return {
    src: el?.getAttribute('src') ?? '',
    alt: el?.getAttribute('alt') ?? el?.getAttribute('title') ?? '',
  };
}
