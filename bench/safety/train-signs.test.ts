import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SIGN_MODELS, signModelFile } from './train-signs.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe.each(Object.keys(SIGN_MODELS))('the learnt warning-sign model of %s', (bot) => {
  // Training is deterministic, so a tuning set or core set changed without retraining fails
  // here: run `npm run -w bench train-signs`.
  it('is the one its tuning sets train', async () => {
    const file = path.join(root, 'content', bot, 'warning-sign-model.json');
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual(await signModelFile(bot));
  }, 30_000);
});
