import { parentPort, workerData } from 'node:worker_threads';
import type { LanguageFile } from '@dina/content';
import { buildEngine, type NodeForEngine } from './build-engine.js';
import type { EngineReply, EngineRequest } from './engine-thread.js';

/**
 * A worker thread holding one chatbot's engine: it builds the engine from the nodes it was
 * started with, then classifies batches of messages. The engine is pure CPU, so running it
 * here leaves the server's own thread to parse requests and write replies meanwhile.
 */
const { nodes, language } = workerData as { nodes: NodeForEngine[]; language: LanguageFile };
const engine = buildEngine(nodes, language);
const port = parentPort!;

port.on('message', (batch: EngineRequest[]) => {
  const replies: EngineReply[] = batch.map(({ id, text, exchangeId }) => {
    try {
      return { id, decision: engine.classify(text, { exchangeId }) };
    } catch (error) {
      // A bug: only the error's class crosses, as its message may quote the visitor's text.
      return { id, decision: null, error: error instanceof Error ? error.name : typeof error };
    }
  });
  port.postMessage(replies);
});
port.postMessage('ready');
