import type { MediaKind } from './types.js';

const byExtension: Record<string, { contentType: string; kind: MediaKind }> = {
  svg: { contentType: 'image/svg+xml', kind: 'IMAGE' },
  png: { contentType: 'image/png', kind: 'IMAGE' },
  jpg: { contentType: 'image/jpeg', kind: 'IMAGE' },
  jpeg: { contentType: 'image/jpeg', kind: 'IMAGE' },
  webp: { contentType: 'image/webp', kind: 'IMAGE' },
  avif: { contentType: 'image/avif', kind: 'IMAGE' },
  gif: { contentType: 'image/gif', kind: 'IMAGE' },
  mp4: { contentType: 'video/mp4', kind: 'VIDEO' },
  webm: { contentType: 'video/webm', kind: 'VIDEO' },
  pdf: { contentType: 'application/pdf', kind: 'DOCUMENT' },
};

/**
 * The largest file of each kind, in bytes. Visitors are on phones, often on metered data: an
 * image above 5 MB or a PDF above 20 MB is an export mistake, and 100 MB is about ten minutes of
 * 720p video, more than a chat answer should ask anyone to stream.
 */
export const maxMediaBytes: Record<MediaKind, number> = {
  IMAGE: 5 * 1024 * 1024,
  VIDEO: 100 * 1024 * 1024,
  DOCUMENT: 20 * 1024 * 1024,
};

/** The content type and media kind of a file, by its extension; undefined when not allowed. */
export function mediaTypeOf(file: string): { contentType: string; kind: MediaKind } | undefined {
  const ext = file.slice(file.lastIndexOf('.') + 1).toLowerCase();
  return byExtension[ext];
}

export const allowedMediaExtensions = Object.keys(byExtension);
