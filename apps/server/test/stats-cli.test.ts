import { execFile } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createServer } from '../src/bootstrap.js';
import { runStatsCli } from '../src/cli/stats.js';
import type { StatsReport } from '../src/stats/report.js';
import { fixture } from './fixture.js';
import { pgliteTarget, removeDir, repoRoot, testConfig } from './harness.js';

const run = promisify(execFile);
const session = '7d2e4f60-1a2b-4c3d-8e9f-0a1b2c3d4e5f';

describe('npm run stats -- report, over the embedded database a server wrote', () => {
  let dataDir = '';
  afterAll(() => removeDir(dataDir));

  // Generous timeout: two database opens and a CLI started through tsx, on a shared machine.
  it('sees events the server wrote on close, and prints them in Norwegian', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'dina-stats-'));
    const env = { DATA_DIR: dataDir, OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0' };
    // On disk, as `npm start` keeps it, but starting from a migrated directory (no initdb).
    const app = await createServer(testConfig(env), await pgliteTarget(dataDir));
    const send = (message: string) =>
      app.inject({
        method: 'POST',
        url: '/api/chat/NewMessageToChatbot',
        payload: {
          message,
          buttons: [],
          image_carousel: [],
          timestampDateTime: '2026-11-21T10:00:00.000Z',
          sentBy: session,
          exchange_id: null,
          chatbot_identification: fixture.bot,
        },
      });
    expect((await app.inject(`/api/chat/WelcomeText/${fixture.bot}/${session}`)).statusCode).toBe(
      200,
    );
    for (let i = 0; i < 3; i++) {
      expect((await send('Min e-post er kari@example.no, hvem vant kampen?')).statusCode).toBe(200);
    }
    expect((await send(fixture.question)).statusCode).toBe(200);
    // No flush: closing the server must write what is queued before the database closes.
    await app.close();

    const cliEnv = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' };
    const { stdout } = await run(
      process.execPath,
      [
        '--conditions=source',
        '--import',
        'tsx',
        'apps/server/src/cli/stats.ts',
        'report',
        '--bot',
        fixture.bot,
        '--days',
        '30',
      ],
      { cwd: repoRoot, env: cliEnv },
    );
    expect(stdout).toMatch(new RegExp(`^Statistikk for ${fixture.bot}: siste 30 dager`));
    expect(stdout).toMatch(/Samtaler\s+1\n/);
    expect(stdout).toMatch(/Meldinger\s+4\n/);
    expect(stdout).toMatch(/Ikke forstått\s+3\s+75\s%/);
    expect(stdout).toMatch(new RegExp(`1\\s+${fixture.questionNode}\n`));
    expect(stdout).toMatch(/3\s+min e-post er \[e-post\], hvem vant kampen\n/);
    expect(stdout).not.toContain('kari@example.no');

    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      const code = await runStatsCli(['report', '--bot', fixture.bot, '--json'], cliEnv);
      expect(code).toBe(0);
      const report = JSON.parse(String(log.mock.calls[0]?.[0])) as StatsReport;
      expect(report).toMatchObject({ chatbot: fixture.bot, conversations: 1, messages: 4 });
      expect(report.decisions.fallback).toEqual({ count: 3, rate: 0.75 });
    } finally {
      log.mockRestore();
    }
  }, 120_000);

  it('explains its use and exits 2 on a wrong command', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(await runStatsCli(['report', '--days', '30'])).toBe(2);
      expect(await runStatsCli(['report', '--bot', 'dina', '--days', 'null'])).toBe(2);
      expect(String(error.mock.calls[0]?.[0])).toContain('Bruk:');
    } finally {
      error.mockRestore();
    }
  });
});
