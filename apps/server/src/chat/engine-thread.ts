import { Worker } from 'node:worker_threads';
import type { LanguageFile } from '@dina/content';
import type { Decision } from '@dina/engine';
import type { NodeForEngine } from './build-engine.js';

/** One message for the engine thread. */
export interface EngineRequest {
  id: number;
  text: string;
  exchangeId: string | null;
}

/** The engine's decision on one message; null, with the error's class, when it threw. */
export interface EngineReply {
  id: number;
  decision: Decision | null;
  error?: string;
}

interface Pending {
  resolve: (decision: Decision) => void;
  reject: (error: Error) => void;
}

/** Raised for messages the engine thread could not classify; the route answers 503. */
export class EngineUnavailableError extends Error {
  override name = 'EngineUnavailableError';
  readonly statusCode = 503;
}

/** Messages sent to the worker at most together: about 1.5 ms of the engine's work. */
const BATCH_SIZE = 16;

/** About a quarter of a second of work for the engine at its usual speed. */
const MAX_PENDING = 5_000;

// Built code runs the compiled worker. Source runs (tests, `npm run dev`) run its TypeScript
// through tsx, registered inside the worker before the worker's module is imported.
const fromSource = import.meta.url.endsWith('.ts');
const workerUrl = new URL(
  fromSource ? './engine-worker.ts' : './engine-worker.js',
  import.meta.url,
);

function startWorker(workerData: unknown): Worker {
  if (!fromSource) return new Worker(workerUrl, { workerData });
  const code = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(workerUrl.href)}); })`;
  return new Worker(code, { eval: true, workerData, execArgv: ['--conditions=source'] });
}

/**
 * A chatbot's engine in a worker thread. Messages arriving together are sent as one batch,
 * so a busy server pays one thread hand-over per batch rather than per message. A worker that
 * dies fails only the messages it held, and the next message starts a new one.
 */
export class EngineThread {
  private worker: Worker | undefined;
  private ready: Promise<void> | undefined;
  private readonly pending = new Map<number, Pending>();
  private queue: EngineRequest[] = [];
  private nextId = 0;
  private closed = false;

  constructor(
    private readonly nodes: readonly NodeForEngine[],
    private readonly language: LanguageFile,
    /** Told when a worker stops unasked (the messages it held fail with a 503). */
    private readonly onLost: (error: unknown) => void = () => {},
    /**
     * Messages waiting at most; more are refused with a 503 at once. The server's event loop
     * stays free while the engine is behind, so the overload check cannot see this queue.
     */
    private readonly maxPending = MAX_PENDING,
  ) {}

  /** Messages sent to the engine and not yet answered. */
  get waiting(): number {
    return this.pending.size;
  }

  /** Starts the worker and resolves once its engine is built. */
  start(): Promise<void> {
    if (this.closed) return Promise.reject(new EngineUnavailableError('engine thread closed'));
    this.ready ??= this.spawn();
    return this.ready;
  }

  classify(text: string, exchangeId: string | null): Promise<Decision> {
    if (this.pending.size >= this.maxPending) {
      return Promise.reject(new EngineUnavailableError('engine thread busy'));
    }
    return new Promise<Decision>((resolve, reject) => {
      const id = this.nextId++;
      this.pending.set(id, { resolve, reject });
      this.queue.push({ id, text, exchangeId });
      if (this.queue.length === 1) setImmediate(() => void this.send());
      // The engine starts on the first messages while the server still reads the others.
      else if (this.queue.length >= BATCH_SIZE) void this.send();
    });
  }

  /** Ends the worker as a crash would, without closing the thread (resilience tests). */
  async crash(): Promise<void> {
    await this.worker?.terminate();
  }

  /** Stops the worker; messages still waiting fail. */
  async close(): Promise<void> {
    this.closed = true;
    const worker = this.worker;
    this.worker = undefined;
    this.ready = undefined;
    this.failAll('engine thread closed');
    await worker?.terminate();
  }

  private async send(): Promise<void> {
    const batch = this.queue;
    this.queue = [];
    if (batch.length === 0) return;
    try {
      await this.start();
      this.worker!.postMessage(batch);
    } catch {
      for (const { id } of batch) this.fail(id, 'engine thread unavailable');
    }
  }

  private spawn(): Promise<void> {
    const worker = startWorker({ nodes: this.nodes, language: this.language });
    this.worker = worker;
    return new Promise<void>((resolve, reject) => {
      worker.on('message', (message: EngineReply[] | 'ready') => {
        if (message === 'ready') return resolve();
        for (const { id, decision, error } of message) {
          const waiting = this.pending.get(id);
          this.pending.delete(id);
          // The engine throwing is a bug, not an outage: a plain error, answered and logged as a 500.
          if (decision) waiting?.resolve(decision);
          else waiting?.reject(new Error(`the engine failed on a message (${error})`));
        }
      });
      const lost = (error: unknown) => {
        if (this.worker !== worker) return;
        this.onLost(error);
        // The next message starts a new worker; these ones are lost.
        this.worker = undefined;
        this.ready = undefined;
        this.failAll('engine thread stopped');
        reject(new EngineUnavailableError('engine thread stopped'));
      };
      worker.on('error', lost);
      worker.on('exit', lost);
    });
  }

  private fail(id: number, reason: string): void {
    this.pending.get(id)?.reject(new EngineUnavailableError(reason));
    this.pending.delete(id);
  }

  private failAll(reason: string): void {
    this.queue = [];
    for (const id of [...this.pending.keys()]) this.fail(id, reason);
  }
}
