// Baseline adapter: NLP.js (@nlpjs/nlp 4.27 + @nlpjs/lang-no 4.26) trained on the same
// NLU export as our own engine, so the benchmark can compare the two on equal data.
//
// The @nlpjs packages are CommonJS without type declarations. An ambient `declare module`
// cannot live in this (module) file — TypeScript refuses to augment an untyped JS module —
// so the packages are loaded through `createRequire` as `unknown` and narrowed here into the
// few members we use. Nothing typed `any` leaves this module.
import { createRequire } from 'node:module';

export interface NluExport {
  bot: string;
  nodes: { id: string; phrases: string[]; messages?: string[] }[];
  outOfScope?: string[];
}

export interface NlpjsResult {
  outcome: 'answer' | 'fallback';
  node: string | null;
  score: number;
}

/** The subset of @nlpjs/nlp's `Nlp` instance that this adapter calls. */
interface NlpInstance {
  use(plugin: unknown): void;
  addLanguage(locales: string | string[]): void;
  addDocument(locale: string, utterance: string, intent: string): void;
  train(): Promise<unknown>;
  process(locale: string, utterance: string): Promise<unknown>;
  container: { register(name: string, instance: unknown, isSingleton?: boolean): void };
}

type NlpConstructor = new (settings: Record<string, unknown>) => NlpInstance;

const LOCALE = 'no';
/** NLP.js's own "not sure" intent. */
const NONE_INTENT = 'None';

const require = createRequire(import.meta.url);

function exportedFunction(pkg: string, name: string): unknown {
  const mod: unknown = require(pkg);
  if (typeof mod === 'object' && mod !== null && name in mod) {
    const value: unknown = (mod as Record<string, unknown>)[name];
    if (typeof value === 'function') return value;
  }
  throw new Error(`${pkg} does not export a class named ${name}`);
}

const Nlp = exportedFunction('@nlpjs/nlp', 'Nlp') as NlpConstructor;
const LangNo = exportedFunction('@nlpjs/lang-no', 'LangNo');

/** Swallows NLP.js's logger (e.g. the "contains only stop words" warning during training). */
const silentLogger = {
  name: 'logger',
  debug(): void {},
  info(): void {},
  warn(): void {},
  error(): void {},
  log(): void {},
  trace(): void {},
  fatal(): void {},
};

function toResult(output: unknown): NlpjsResult {
  const fallback: NlpjsResult = { outcome: 'fallback', node: null, score: 0 };
  if (typeof output !== 'object' || output === null) return fallback;
  const { intent, score } = output as { intent?: unknown; score?: unknown };
  if (typeof intent !== 'string' || intent === NONE_INTENT || typeof score !== 'number') {
    // On 'None' NLP.js reports score 1 (its confidence in "None"); we report 0 for
    // fallbacks so `score` always means confidence in `node`.
    return fallback;
  }
  return { outcome: 'answer', node: intent, score };
}

/** Trains NLP.js (Norwegian, language code 'no') on every node's phrases; resolves when trained. */
export async function trainNlpjs(
  data: NluExport,
): Promise<{ classify(text: string): Promise<NlpjsResult> }> {
  // `new Nlp()` bootstraps its own private container (in-memory mock fs, no conf.json),
  // so separate calls never share state.
  const nlp = new Nlp({
    languages: [LOCALE],
    // Defaults are autoLoad/autoSave true with modelFileName 'model.nlp'; the mock fs would
    // not touch disk anyway, but turn both off explicitly.
    autoLoad: false,
    autoSave: false,
    // Goes to the NluManager and down to the neural network trainer; the NLU default is
    // `log: true`, which console.logs one "Epoch … loss … time …" line per epoch.
    nlu: { log: false },
    forceNER: false,
    // Sentiment is computed after classification on every process() call by default; it
    // has no effect on intent or score, so skip it to keep classify() timings honest.
    calculateSentiment: false,
  });
  nlp.use(LangNo);
  nlp.container.register('logger', silentLogger, true);

  // The visitors' messages too: our engine's classifier learns from them, so NLP.js does.
  for (const node of data.nodes) {
    for (const phrase of [...node.phrases, ...(node.messages ?? [])])
      nlp.addDocument(LOCALE, phrase, node.id);
  }
  // … and the messages it learns to decline, as NLP.js's own "None" intent.
  for (const text of data.outOfScope ?? []) nlp.addDocument(LOCALE, text, NONE_INTENT);

  // Training uses NLP.js's defaults: per locale a DomainManager with an exact stem-match
  // dictionary (useStemDict: true, score 1 on an exact stemmed match) plus NeuralNlu, a
  // one-layer perceptron net (iterations 20000, errorThresh 5e-5, learningRate 0.6,
  // momentum 0.5, alpha 0.07). The "None" feature (useNoneFeature) is off by default in
  // @nlpjs/nlp and left off.
  // Determinism: NLP.js has no random seed and no shuffling — weights start as zeroed
  // Float32Arrays and the corpus is visited in insertion order — so the same export
  // always yields the same model and the same scores.
  await nlp.train();

  return {
    async classify(text: string): Promise<NlpjsResult> {
      // Nlp.process() applies NLP.js's own default threshold, `threshold: 0.5`
      // (registerDefault() in @nlpjs/nlp/src/nlp.js): a top score below 0.5 becomes intent
      // 'None'. The NluManager also returns 'None' when the best score is 0 or tied.
      return toResult(await nlp.process(LOCALE, text));
    },
  };
}
