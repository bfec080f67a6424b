import { createHash } from 'node:crypto';
import { maxMediaBytes, mediaTypeOf } from './media-types.js';
import type { RawBot } from './read-bot.js';
import type { MediaItem } from './types.js';
import type { YamlSource } from './yaml-file.js';

export const sha256 = (data: string | Uint8Array) =>
  createHash('sha256').update(data).digest('hex');

const decimal = new Intl.NumberFormat('nb-NO', { maximumFractionDigits: 1 });
const kindNames = { IMAGE: 'bilder', VIDEO: 'video', DOCUMENT: 'dokumenter' } as const;

type Report = (src: YamlSource, at: (string | number)[], message: string) => void;

/**
 * The media of media.yaml with their files, by id. A duplicate id, a type that is not allowed,
 * a missing file, one over its kind's size limit, or an image without alt text is a problem.
 */
export function resolveMedia(
  media: NonNullable<RawBot['media']>,
  files: Map<string, Buffer>,
  report: Report,
): Map<string, MediaItem> {
  const items = new Map<string, MediaItem>();
  media.value.forEach((m, i) => {
    const at = [i];
    if (items.has(m.id)) return report(media.src, at, `Media-id «${m.id}» er brukt før`);
    const type = mediaTypeOf(m.file);
    const bytes = files.get(`media/${m.file}`);
    if (!type) return report(media.src, at, `Filtypen til «${m.file}» er ikke tillatt`);
    if (!bytes) return report(media.src, at, `Mediefilen media/${m.file} finnes ikke`);
    if (bytes.length > maxMediaBytes[type.kind]) {
      // Rounded up, so a file just over the limit never reads as exactly the limit.
      const mb = (n: number) => decimal.format(Math.ceil((n / 1024 / 1024) * 10) / 10);
      const limit = `${mb(maxMediaBytes[type.kind])} MB for ${kindNames[type.kind]}`;
      report(media.src, at, `«${m.file}» er ${mb(bytes.length)} MB, over grensen på ${limit}`);
    }
    if (type.kind === 'IMAGE' && !m.alt?.trim())
      report(media.src, at, `Bildet «${m.id}» mangler alt-tekst`);
    items.set(m.id, {
      id: m.id,
      fileName: m.file,
      contentType: type.contentType,
      kind: type.kind,
      altText: m.alt?.trim() || null,
      bytes,
      sha256: sha256(bytes),
    });
  });
  return items;
}
