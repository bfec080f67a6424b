import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadContent } from '@dina/content';
import { expect } from 'vitest';
import { buildEngine } from './build-engine.js';

const contentDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../content',
);

/** Both chatbots' content, as the server loads it. */
export const { bundles } = await loadContent(contentDir);

const engines = new Map(bundles.map((b) => [b.identificator, buildEngine(b.nodes, b.language)]));

/** Expects the chatbot to answer `text` as the warning sign `sign`. */
export const recognises = (bot: string, sign: string, text: string) =>
  expect(engines.get(bot)!.classify(text).warning?.sign).toBe(sign);

/** Expects the chatbot to raise no warning sign on `text`. */
export const raisesNoAlarm = (bot: string, text: string) =>
  expect(engines.get(bot)!.classify(text).warning).toBeUndefined();
