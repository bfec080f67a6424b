import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { examplesWithout, messageSets, messagesIn } from './message-sets.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const content = path.resolve(here, '../../content');
/** Case and spacing do not make a message another one. */
const norm = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

/** The held-out sets: they only measure, so the engine may never learn one of their messages. */
async function heldOut(): Promise<Set<string>> {
  const files = [
    ...(await readdir(here))
      .filter((f) => /^(realistic|tidy)-.*\.yaml$|^dev-set\.yaml$/.test(f))
      .map((f) => path.join(here, f)),
    ...(await readdir(path.join(here, '../safety')))
      .filter((f) => f.endsWith('-signs.yaml'))
      .map((f) => path.join(here, '../safety', f)),
  ];
  const texts = new Set<string>();
  for (const file of files)
    for (const text of messagesIn(parse(await readFile(file, 'utf8')))) texts.add(norm(text));
  return texts;
}

describe.each(['dina', 'ibs'])('the message sets of %s', (bot) => {
  it('hold no message of a held-out set, which would then teach the engine its own test', async () => {
    const held = await heldOut();
    expect(held.size).toBeGreaterThan(500);
    const leaked = (await messageSets(content, bot)).flatMap((set) =>
      set.cases.filter((c) => held.has(norm(c.text))).map((c) => `${set.file}: ${c.text}`),
    );
    expect(leaked).toEqual([]);
  });
});

describe('leaving a set out', () => {
  it('drops its messages from the examples whatever they expect, out of scope included', () => {
    const set = {
      file: 'a.yaml',
      cases: [
        { text: 'hva er testen ', expect: 'about', kind: 'typos' },
        { text: 'hvem vant kampen', expect: 'out-of-scope', kind: 'out-of-scope' },
      ],
    };
    const examples = [
      { text: 'hva er testen', node: 'about' },
      { text: 'hvem vant kampen', node: null },
      { text: 'når er testen', node: 'about' },
    ];
    expect(examplesWithout(examples, set)).toEqual([{ text: 'når er testen', node: 'about' }]);
  });
});
