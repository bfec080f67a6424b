import type { ChildProcess } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { migratedDataDir, removeDir } from './harness.js';
import { startServer } from './server-process.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Opens `count` TCP connections that never send a byte, `wave` at a time so the test process
 * stays within its own file limit, and keeps every one the server keeps. Calls `afterWave`
 * after each wave; resolves with the live set of sockets still open and the most open at once.
 */
async function idleConnections(
  port: number,
  count: number,
  afterWave: () => Promise<void>,
  wave = 2_000,
): Promise<{ open: Set<net.Socket>; peak: number }> {
  const open = new Set<net.Socket>();
  let peak = 0;
  for (let done = 0; done < count; done += wave) {
    await Promise.all(
      Array.from(
        { length: Math.min(wave, count - done) },
        () =>
          new Promise<void>((resolve) => {
            const socket = net.connect(port, '127.0.0.1');
            socket.once('connect', () => {
              // Flowing, so the server's FIN is read and the socket closes when it does.
              socket.resume();
              open.add(socket);
              peak = Math.max(peak, open.size);
              resolve();
            });
            socket.once('error', () => resolve());
            socket.once('close', () => (open.delete(socket), resolve()));
          }),
      ),
    );
    await afterWave();
  }
  return { open, peak };
}

describe('connections at a 1,024 open-file limit', { timeout: 120_000 }, () => {
  const dirs: string[] = [];
  const children: ChildProcess[] = [];
  afterAll(async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    await Promise.all(dirs.map(removeDir));
  });

  // Three waves of 2,000: six times the open-file limit, so the cap is what keeps the server
  // up, and a descriptor leaked per refused connection would end it.
  it('survive 6,000 idle connections and a trickling one, close them itself, then answer health', async () => {
    const dataDir = await migratedDataDir('dina-flood-');
    dirs.push(dataDir);
    const server = await startServer(
      dataDir,
      { KEEP_ALIVE_TIMEOUT_MS: '1500', HEADERS_TIMEOUT_MS: '1500' },
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

    // The server's own descriptors, sampled at the height of each wave.
    const serverFiles = async () => (await readdir(`/proc/${server.child.pid}/fd`)).length;
    const baseline = await serverFiles();
    let most = 0;
    const { open: held, peak } = await idleConnections(port, 6_000, async () => {
      most = Math.max(most, await serverFiles());
    });
    expect(peak).toBeGreaterThan(500);
    expect(most).toBeGreaterThan(baseline + 500);
    // Never at the limit, and no more client connections than the cap (819) on top of what the
    // server held before (its database files, worker threads and logs).
    expect(most).toBeLessThan(1024);
    expect(most - baseline).toBeLessThanOrEqual(819 + 8);
    expect(server.child.exitCode).toBeNull();

    // The server closes the idle and the trickling connections itself: nobody has to. (Its
    // descriptors are counted, not the client's sockets: connections still waiting in the
    // kernel's accept queue of a busy machine are not the server's yet.)
    const deadline = Date.now() + 20_000;
    while ((!trickleClosed || (await serverFiles()) > baseline + 5) && Date.now() < deadline) {
      await sleep(200);
    }
    clearInterval(drip);
    expect(await serverFiles()).toBeLessThanOrEqual(baseline + 5);
    for (const socket of held) socket.destroy();
    expect(trickleClosed).toBe(true);

    expect(server.child.exitCode).toBeNull();
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);
    expect(server.logLines.filter((l) => /"level":(50|60)/.test(l))).toEqual([]);
    server.child.kill('SIGTERM');
  });
});
