import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadContent, type ChatbotBundle } from '@dina/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEngine } from './build-engine.js';
import { EngineThread, EngineUnavailableError } from './engine-thread.js';

const contentDir = fileURLToPath(new URL('../../../../content', import.meta.url));

describe('EngineThread', () => {
  let dina: ChatbotBundle;
  let thread: EngineThread;
  const lost: unknown[] = [];

  beforeAll(async () => {
    const { bundles } = await loadContent(path.resolve(contentDir));
    dina = bundles.find((b) => b.identificator === 'dina')!;
    thread = new EngineThread(dina.nodes, dina.language, (error) => lost.push(error));
    await thread.start();
  });
  afterAll(() => thread?.close());

  it('decides exactly as the engine on the server thread, for messages sent together', async () => {
    const engine = buildEngine(dina.nodes, dina.language);
    const messages: [string, string | null][] = [
      ['hva kan jeg spise til frokost', null],
      ['6,9 etter frokost', null],
      ['kjenner ikke liv', null],
      ['hvem vant fotballkampen', null],
      ['ja', 'welcome'],
      ...dina.nodes
        .slice(0, 20)
        .flatMap((n) => n.phrases.slice(0, 3).map((p): [string, string | null] => [p, null])),
    ];
    const decisions = await Promise.all(messages.map(([t, e]) => thread.classify(t, e)));
    expect(decisions).toEqual(messages.map(([t, e]) => engine.classify(t, { exchangeId: e })));
  });

  it('answers the first messages of a long batch while the worker still decides the rest', async () => {
    const phrases = dina.nodes.flatMap((n) => n.phrases).slice(0, 400);
    let settled = 0;
    let pendingAfterFirstTurn = -1;
    const decisions = phrases.map((p, i) =>
      thread.classify(p, null).then(() => {
        // Runs once the first reply's turn is over: one reply for the whole batch would
        // have settled all 400 by then.
        if (i === 0) setImmediate(() => (pendingAfterFirstTurn = phrases.length - settled));
        settled += 1;
      }),
    );
    await Promise.all(decisions);
    expect(settled).toBe(400);
    expect(pendingAfterFirstTurn).toBeGreaterThan(0);
  });

  it('fails the messages a crashed worker held with a 503, then starts a new worker', async () => {
    const held = thread.classify('hva er svangerskapsdiabetes', null);
    await thread.crash();
    await expect(held).rejects.toBeInstanceOf(EngineUnavailableError);
    await expect(held).rejects.toMatchObject({ statusCode: 503 });
    expect(lost).toHaveLength(1);
    const next = await thread.classify('hva er svangerskapsdiabetes', null);
    expect(next).toMatchObject({ outcome: 'answer', node: 'gdm-what-is' });
  });

  it('refuses messages beyond its queue at once with a 503, and takes them again after', async () => {
    const small = new EngineThread(dina.nodes, dina.language, undefined, 3);
    await small.start();
    const accepted = [1, 2, 3].map(() => small.classify('hva kan jeg spise', null));
    await expect(small.classify('hva kan jeg spise', null)).rejects.toMatchObject({
      statusCode: 503,
    });
    expect(await Promise.all(accepted)).toHaveLength(3);
    await expect(small.classify('hva kan jeg spise', null)).resolves.toMatchObject({
      node: 'diet-basics',
    });
    await small.close();
  });

  it('fails a message the engine throws on as a bug (not a 503), naming only the error class', async () => {
    const failed = thread.classify(undefined as unknown as string, null);
    await expect(failed).rejects.not.toBeInstanceOf(EngineUnavailableError);
    await expect(failed).rejects.toThrow(/the engine failed on a message \(TypeError\)/);
    await expect(thread.classify('hei', null)).resolves.toMatchObject({ outcome: 'answer' });
  });

  it('refuses messages once closed', async () => {
    const closing = new EngineThread(dina.nodes, dina.language);
    await closing.start();
    await closing.close();
    await expect(closing.classify('hei', null)).rejects.toBeInstanceOf(EngineUnavailableError);
  });
});
