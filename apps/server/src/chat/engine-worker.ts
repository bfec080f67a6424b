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

/** How long finished replies may wait for the rest of their batch before they are sent. */
const FLUSH_MS = 0.5;

port.on('message', (batch: EngineRequest[]) => {
  // Replies go back in slices of about half a millisecond of work, so the server's thread
  // writes the first answers while this thread is still deciding the rest: with one reply
  // per batch, the two threads took turns and each sat idle half the time under load.
  let replies: EngineReply[] = [];
  let flushedAt = performance.now();
  for (const { id, text, exchangeId } of batch) {
    try {
      replies.push({ id, decision: engine.classify(text, { exchangeId }) });
    } catch (error) {
      // A bug: only the error's class crosses, as its message may quote the visitor's text.
      replies.push({
        id,
        decision: null,
        error: error instanceof Error ? error.name : typeof error,
      });
    }
    const now = performance.now();
    if (now - flushedAt >= FLUSH_MS) {
      port.postMessage(replies);
      replies = [];
      flushedAt = now;
    }
  }
  if (replies.length > 0) port.postMessage(replies);
});
port.postMessage('ready');
