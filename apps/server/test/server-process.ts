import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { fixtureContentDir } from './fixture.js';
import { repoRoot } from './harness.js';

/**
 * The real server process (`src/server.ts` through tsx), as `npm start` runs it but from
 * sources, serving the fixture content.
 */
export interface ServerProcess {
  child: ChildProcess;
  url: string;
  logLines: string[];
}

export async function startServer(
  dataDir: string,
  env: Record<string, string> = {},
  openFileLimit?: number,
): Promise<ServerProcess> {
  const nodeArgs = ['--conditions=source', '--import', 'tsx', 'apps/server/src/server.ts'];
  // `ulimit` in a shell that then becomes node: the limit a small production host would have.
  const [command, args] =
    openFileLimit === undefined
      ? [process.execPath, nodeArgs]
      : [
          'bash',
          ['-c', `ulimit -n ${openFileLimit} && exec "$0" "$@"`, process.execPath, ...nodeArgs],
        ];
  const child = spawn(command, args, {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      CONTENT_DIR: fixtureContentDir,
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
      LOG_LEVEL: 'info',
      RATE_LIMIT_CHAT_PER_MINUTE: '0',
      RATE_LIMIT_API_PER_MINUTE: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logLines: string[] = [];
  let buffered = '';
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        logLines.push(line);
        const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line);
        if (listening) resolve(listening[1]!);
      }
    });
    child.stderr.on('data', (chunk: Buffer) => logLines.push(chunk.toString()));
    child.once('exit', (code) =>
      reject(new Error(`server exited with ${code}: ${logLines.join('\n')}`)),
    );
  });
  return { child, url, logLines };
}

/** Resolves with [exit code, signal] once the process has exited. */
export const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve([child.exitCode, child.signalCode])
    : once(child, 'exit');
