import type { ChildProcess } from 'node:child_process';
import http from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { fixture } from './fixture.js';
import { migratedDataDir, removeDir } from './harness.js';
import { chatBody } from './protection-harness.js';
import { exited, startServer } from './server-process.js';

const postChat = (url: string, message: string) =>
  fetch(`${url}/api/chat/NewMessageToChatbot`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(chatBody({ message })),
  });

/** What a visitor can read; it must be the same after a crash and restart. */
const snapshot = async (url: string) =>
  Promise.all(
    [
      `/api/ChatBot/GetPublicInfo/${fixture.bot}`,
      `/api/Page/GetTilesForClient/${fixture.bot}`,
      '/api/Page/GetSubPageForClient/1',
    ].map(async (p) => {
      const res = await fetch(url + p);
      return `${res.status} ${await res.text()}`;
    }),
  );

describe('the server process', { timeout: 180_000 }, () => {
  const dirs: string[] = [];
  const children: ChildProcess[] = [];
  afterAll(async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    await Promise.all(dirs.map(removeDir));
  });

  it('loses nothing and starts cleanly after kill -9 during traffic, then drains in-flight requests on SIGTERM', async () => {
    const dataDir = await migratedDataDir('dina-crash-');
    dirs.push(dataDir);

    // 1. Traffic, then kill -9 in the middle of it.
    const first = await startServer(dataDir);
    children.push(first.child);
    const before = await snapshot(first.url);
    expect(before.every((s) => s.startsWith('200 '))).toBe(true);
    let running = true;
    const traffic = Array.from({ length: 6 }, async (_, i) => {
      while (running) {
        await postChat(first.url, i % 2 ? fixture.offTopic : fixture.question).catch(
          () => undefined,
        );
        await fetch(`${first.url}/api/Page/GetTilesForClient/${fixture.bot}`).catch(
          () => undefined,
        );
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    first.child.kill('SIGKILL');
    expect(await exited(first.child)).toEqual([null, 'SIGKILL']);
    running = false;
    await Promise.all(traffic);

    // 2. A clean start on the same data: healthy, same content, chat works, no error logged.
    // Idle keep-alive connections (the test's own, after its answer) close after a second, not
    // ten: the drain waits for them, and it is the server that must close them.
    const second = await startServer(dataDir, { KEEP_ALIVE_TIMEOUT_MS: '1000' });
    children.push(second.child);
    expect((await fetch(`${second.url}/api/health`)).status).toBe(200);
    expect(await snapshot(second.url)).toEqual(before);
    expect((await postChat(second.url, fixture.question)).status).toBe(200);
    expect(second.logLines.filter((l) => /"level":(50|60)/.test(l))).toEqual([]);

    // 3. SIGTERM while a request is half sent: it still gets its answer, then the process exits 0.
    const body = JSON.stringify(chatBody());
    const { port } = new URL(second.url);
    const request = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/chat/NewMessageToChatbot',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    const response = new Promise<{ status: number; text: string }>((resolve, reject) => {
      request.on('response', (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      });
      request.on('error', reject);
    });
    request.write(body.slice(0, 20));
    await new Promise((resolve) => setTimeout(resolve, 300));
    second.child.kill('SIGTERM');
    // No new connections are accepted while draining: soon after the signal, none gets through.
    const health = () =>
      fetch(`${second.url}/api/health`).then(
        () => 'accepted',
        () => 'refused',
      );
    await expect.poll(health, { timeout: 5_000, interval: 50 }).toBe('refused');
    request.end(body.slice(20));
    const answer = await response;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toHaveProperty('message');
    expect(await exited(second.child)).toEqual([0, null]);
    expect(second.logLines.join('\n')).toContain('shutting down');
  });
});
