import type { ChildProcess } from 'node:child_process';
import { mkdtemp, readdir } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { removeDir } from './harness.js';
import { startServer } from './server-process.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Opens `count` TCP connections that never send a byte, `wave` at a time so the test process
 * stays within its own file limit, and keeps every one the server keeps. Resolves with the
 * sockets still open once every attempt has connected or failed.
 */
async function idleConnections(port: number, count: number, wave = 2_000): Promise<net.Socket[]> {
  const open = new Set<net.Socket>();
  for (let done = 0; done < count; done += wave) {
    await Promise.all(
      Array.from(
        { length: Math.min(wave, count - done) },
        () =>
          new Promise<void>((resolve) => {
            const socket = net.connect(port, '127.0.0.1');
            socket.once('connect', () => (open.add(socket), resolve()));
            socket.once('error', () => resolve());
            socket.once('close', () => (open.delete(socket), resolve()));
          }),
      ),
    );
  }
  // Connections over the cap are closed by the server just after they connect.
  await sleep(1_000);
  return [...open];
}

describe('connections at a 1,024 open-file limit', { timeout: 120_000 }, () => {
  const dirs: string[] = [];
  const children: ChildProcess[] = [];
  afterAll(async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    await Promise.all(dirs.map(removeDir));
  });

  it('survive 20,000 idle connections and a trickling one, close them itself, then answer health', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'dina-flood-'));
    dirs.push(dataDir);
    const server = await startServer(
      dataDir,
      { KEEP_ALIVE_TIMEOUT_MS: '2000', HEADERS_TIMEOUT_MS: '2000' },
      1024,
    );
    children.push(server.child);
    const limits = server.logLines.find((l) => l.includes('"connection limits"'));
    expect(JSON.parse(limits!)).toMatchObject({ openFileLimit: 1024, maxConnections: 819 });
    const port = Number(new URL(server.url).port);

    // A slowloris: headers one byte every 300 ms, never finished.
    let trickleClosed = false;
    const trickle = net.connect(port, '127.0.0.1');
    trickle.on('error', () => {});
    trickle.on('close', () => (trickleClosed = true));
    const drip = setInterval(() => trickle.write('X'), 300);
    trickle.write('GET /api/health HTTP/1.1\r\nHost: x\r\n');

    const held = await idleConnections(port, 20_000);
    expect(held.length).toBeGreaterThan(0);
    expect(server.child.exitCode).toBeNull();
    // The cap leaves the server descriptors of its own (database, logs) at the height of it.
    const serverFiles = (await readdir(`/proc/${server.child.pid}/fd`)).length;
    expect(serverFiles).toBeLessThan(1024 - 64);

    // The server closes the idle and the trickling connections itself: nobody has to.
    const deadline = Date.now() + 15_000;
    while (held.some((s) => !s.destroyed && !s.readableEnded) && Date.now() < deadline) {
      await sleep(200);
    }
    clearInterval(drip);
    for (const socket of held) socket.destroy();
    expect(held.filter((s) => !s.readableEnded).length).toBe(0);
    expect(trickleClosed).toBe(true);

    expect(server.child.exitCode).toBeNull();
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);
    expect(server.logLines.filter((l) => /"level":(50|60)/.test(l))).toEqual([]);
    server.child.kill('SIGTERM');
  });
});
