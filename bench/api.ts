import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { benchMessages, describeMix, type BenchMessage } from './api-messages.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = [10, 100];
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const serverScript = fileURLToPath(new URL('./api-server.ts', import.meta.url));

const contentDir = fileURLToPath(new URL('../content', import.meta.url));

const chatBody = (m: BenchMessage) =>
  JSON.stringify({
    message: m.text,
    buttons: [],
    image_carousel: [],
    timestampDateTime: '2025-01-01T12:00:00.000Z',
    sentBy: 'bench',
    exchange_id: null,
    chatbot_identification: m.chatbot,
  });

const toRequest = (m: BenchMessage) => ({
  method: 'POST' as const,
  path: '/api/chat/NewMessageToChatbot',
  headers: { 'content-type': 'application/json' },
  body: chatBody(m),
});

/**
 * Sends every message once (which also warms the engine up) and counts what the bot did, so
 * the report shows the mix exercised answers, "Mente du …?" and fallbacks alike.
 */
async function outcomesOf(appUrl: string, messages: readonly BenchMessage[]): Promise<string> {
  const counts = { answered: 0, clarify: 0, fallback: 0 };
  for (const m of messages) {
    const res = await fetch(`${appUrl}/api/chat/NewMessageToChatbot`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: chatBody(m),
    });
    if (!res.ok) throw new Error(`chat answered ${res.status} to a bench message`);
    const { exchange_id: node } = (await res.json()) as { exchange_id: string | null };
    counts[node === null ? 'clarify' : node === 'fallback' ? 'fallback' : 'answered'] += 1;
  }
  return `answered ${counts.answered}, clarify ${counts.clarify}, fallback ${counts.fallback}`;
}

interface Measured {
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

/** One autocannon run, bounded in time; errors count timeouts, socket errors and non-2xx. */
async function measure(
  url: string,
  connections: number,
  requests: autocannon.Request[] | undefined,
  seconds = SECONDS,
): Promise<Measured> {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    ...(requests ? { requests } : {}),
  });
  return {
    perSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** Starts `api-server.ts` on one database and measures it beside its bare route. */
async function benchOn(
  label: string,
  databaseUrl: string | undefined,
  messages: readonly BenchMessage[],
): Promise<string[]> {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', serverScript], {
    env: { ...process.env, BENCH_DATABASE_URL: databaseUrl ?? '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const [line] = (await once(createInterface({ input: child.stdout }), 'line')) as [string];
    const { bareUrl, bareChatUrl, appUrl, inProcessUrl } = JSON.parse(line) as {
      bareUrl: string;
      bareChatUrl: string;
      appUrl: string;
      inProcessUrl: string;
    };
    const chat = messages.map(toRequest);
    const cases = [
      {
        name: 'GetPublicInfo',
        url: `${appUrl}/api/ChatBot/GetPublicInfo/dina`,
        requests: undefined,
      },
      { name: 'NewMessageToChatbot', url: appUrl, requests: chat },
      { name: '  engine on server thread', url: inProcessUrl, requests: chat },
    ];
    const outcomes = await outcomesOf(appUrl, messages);
    const bareChatCase = { url: bareChatUrl, requests: chat };
    for (const c of [{ url: bareUrl, requests: undefined }, bareChatCase, ...cases])
      await measure(c.url, 10, c.requests, 1); // warm-up
    const lines = [
      `API on ${label}, ${SECONDS} s per case (autocannon, 127.0.0.1):`,
      `  chat mix: ${describeMix(messages)}; ${outcomes}`,
    ];
    for (const connections of CONNECTIONS) {
      const bare = await measure(bareUrl, connections, undefined);
      lines.push(row(`bare Fastify GET {} @${connections}`, bare, bare, 'bare GET'));
      // The chat's own bare route: the same POST bodies and answer bytes, none of the app's work.
      const bareChat = await measure(bareChatUrl, connections, chat);
      lines.push(row(`bare Fastify POST @${connections}`, bareChat, bare, 'bare GET'));
      for (const c of cases) {
        const r = await measure(c.url, connections, c.requests);
        // Each call beside the bare route of its own shape; the chat also beside bare GET.
        lines.push(
          c.requests
            ? `${row(`${c.name} @${connections}`, r, bareChat, 'bare POST')}, ${percent(r, bare)} of bare GET`
            : row(`${c.name} @${connections}`, r, bare, 'bare GET'),
        );
      }
    }
    return lines;
  } finally {
    child.kill('SIGTERM');
    await once(child, 'exit');
  }
}

const percent = (r: Measured, of: Measured) =>
  `${((100 * r.perSecond) / of.perSecond).toFixed(0).padStart(3)} %`;

function row(name: string, r: Measured, bare: Measured, bareName: string): string {
  return (
    `  ${name.padEnd(30)} ${r.perSecond.toFixed(0).padStart(6)} req/s  ` +
    `p50 ${String(r.p50).padStart(3)} ms  p99 ${String(r.p99).padStart(3)} ms  ` +
    `errors ${r.errors}  ${percent(r, bare)} of ${bareName}`
  );
}

/** A fresh PostgreSQL database for one run, or undefined when no server answers. */
async function freshPostgres(): Promise<{ url: string; drop: () => Promise<void> } | undefined> {
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2_000 });
  try {
    await admin.connect();
  } catch {
    return undefined;
  }
  const name = `dina_bench_${process.pid}`;
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/**
 * API throughput and latency of the two busiest calls at 10 and 100 connections, on PGlite
 * and PostgreSQL, each beside a bare Fastify route measured in the same run (the ratio is the
 * figure): GetPublicInfo beside a bare GET, the chat beside a bare POST of the same bodies
 * and answer bytes (and the bare GET). The chat also runs with its engine on the server's
 * thread (ENGINE_THREADS=false). Targets: zero errors, p99 < 50 ms at 100 connections, chat
 * ≥ 25 % of bare. Prints numbers, never fails on time.
 */
export async function benchApi(): Promise<string[]> {
  const messages = await benchMessages(contentDir);
  const lines = await benchOn('PGlite (in memory)', undefined, messages);
  const postgres = await freshPostgres();
  if (!postgres)
    return [...lines, `  PostgreSQL: skipped, nothing answers at ${new URL(adminUrl).host}`];
  try {
    return [...lines, '', ...(await benchOn('PostgreSQL', postgres.url, messages))];
  } finally {
    await postgres.drop();
  }
}
